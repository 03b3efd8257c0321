// The work loop through the running bot (the openai package against the fake server):
// a call the model got wrong stays visible to it, and a call written as text is run.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatRequestBody } from "../fakes/openai.js";
import { type Harness, OWNER, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const hasTools = (req: ChatRequestBody) => (req.tools?.length ?? 0) > 0;

describe("work loop", () => {
  it("a call with invalid JSON arguments stays in the next request (as {}) with its error result", async () => {
    h = await startHarness();
    h.openai.enqueue({ toolCalls: [{ id: "bad1", name: "exec", arguments: '{"command": "node scripts/notes.mjs list' }] });
    h.openai.setResponder((req) => (hasTools(req) ? { content: "Sorry, my call was malformed; I did not list your notes." } : { content: "Sorry, my call was malformed; I did not list your notes." }));
    await h.say("list my notes");
    const second = h.openai.requests[1] as ChatRequestBody;
    const call = second.messages.find((m) => m.role === "assistant" && m.tool_calls?.some((c) => c.id === "bad1"));
    expect(call?.tool_calls?.[0]?.function.arguments).toBe("{}");
    const result = second.messages.find((m) => m.role === "tool" && m.tool_call_id === "bad1");
    expect(result?.content).toContain("The arguments were not valid JSON");
    expect(result?.content).toContain('received: {"command": "node scripts/notes.mjs list');
    expect(h.openai.rejected).toEqual([]);
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("malformed");
  });
});

describe("a tool call written as text", () => {
  const tagged = '<tool_call>\n{"name": "exec", "arguments": {"command": "node scripts/notes.mjs save \\"buy milk\\""}}\n</tool_call>';
  const bare = '```json\n{"name": "exec", "arguments": {"command": "node scripts/notes.mjs list"}}\n```';

  it.each([
    ["<tool_call> tags", tagged, "false"],
    ["<tool_call> tags, streamed", tagged, "true"],
    ["a bare JSON object in a fence", bare, "false"],
  ])("is run as the call it is (%s), and the raw call is never shown", async (_name, text, stream) => {
    h = await startHarness({ env: { MAIN_STREAM: stream } });
    let work = 0;
    h.openai.setResponder((req) => (hasTools(req) ? (work++ === 0 ? { content: text } : { content: "Done: that ran." }) : { content: "Here is what the notes tool said." }));
    await h.say("메모 관련 해줘");
    const ledger = h.db.prepare("SELECT command, status, call_id FROM tool_calls").all() as Array<{ command: string; status: string; call_id: string }>;
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.status).toBe("success");
    expect(ledger[0]?.call_id).toMatch(/^text_/);
    if (text === tagged) {
      const saved = JSON.parse(fs.readFileSync(path.join(h.dir, "skills", "notes", String(OWNER), "notes.json"), "utf8")) as { notes: Array<{ text: string }> };
      expect(saved.notes.map((n) => n.text)).toEqual(["buy milk"]);
    }
    // The next request shows a real call and its result, not the text.
    const second = h.openai.requests[1] as ChatRequestBody;
    expect(second.messages.some((m) => m.role === "assistant" && m.tool_calls?.[0]?.function.name === "exec" && !(m.content ?? "").includes("tool_call"))).toBe(true);
    const shown = h.tg.sentTo(OWNER).map((m) => m.text).join("\n");
    expect(shown).not.toMatch(/tool_call|"arguments"/);
    const stored = h.db.prepare("SELECT content FROM messages WHERE role = 'assistant'").all() as Array<{ content: string }>;
    expect(stored.map((r) => r.content).join("\n")).not.toMatch(/tool_call|"arguments"/);
  });

  it("that cannot be read is sent back to the model, which then answers; the raw text is never shown", async () => {
    h = await startHarness();
    h.openai.enqueue({ content: '<tool_call>{"name": "exec", "arguments": {"command": "node scri' });
    h.openai.setResponder(() => ({ content: "노트 목록은 비어 있어요." }));
    await h.say("노트 보여줘");
    const retry = h.openai.requests[1] as ChatRequestBody;
    expect(retry.messages.at(-1)?.content).toContain("wrote a tool call as plain text");
    expect(h.tg.sentTo(OWNER).map((m) => m.text)).toEqual(["노트 목록은 비어 있어요."]);
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM tool_calls").get()).toEqual({ n: 0 });
  });

  it("in the answer phase (no tools) is asked again, and never shown", async () => {
    h = await startHarness();
    let answers = 0;
    h.openai.setResponder((req) => {
      if (hasTools(req)) return req.messages.at(-1)?.role === "user" ? { toolCalls: [{ name: "exec", arguments: { command: "node scripts/notes.mjs list" } }] } : { content: "unused" };
      return answers++ === 0 ? { content: '{"name": "exec", "arguments": {"command": "node scripts/notes.mjs list"}}' } : { content: "You have no notes yet." };
    });
    await h.say("what notes do I have?");
    expect(h.tg.sentTo(OWNER).map((m) => m.text)).toEqual(["You have no notes yet."]);
    expect((h.openai.requests.at(-1) as ChatRequestBody).messages.at(-1)?.content).toContain("no tools can be run now");
  });
});
