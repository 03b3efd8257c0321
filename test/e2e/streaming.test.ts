// Streamed replies, progress lines and /stop through the running bot (issue 11): the
// openai package streams from the fake model, grammY edits messages on the fake Bot API.
// Tests wait for events (a message shown, the model's stream held or aborted), never sleeps.
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { toTelegramChunks } from "../../src/telegram/split.js";
import { delay, waitFor } from "../fakes/http.js";
import type { ChatRequestBody, ScriptedReply } from "../fakes/openai.js";
import { articleHtml, type FakePages, startFakePages } from "../fakes/pages.js";
import { type Harness, OWNER, REPO_SKILLS, startHarness } from "../support/harness.js";

const FIXTURE_SKILLS = path.resolve(import.meta.dirname, "../fixtures/skills");
const EDIT_MS = 200;

let pages: FakePages;
let h: Harness;

beforeAll(async () => {
  pages = await startFakePages({
    "/long": { body: articleHtml("Lighthouse Diary", Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: the keeper logged ${i * 7 + 3} ships on day ${i + 1}.`)) },
  });
});
afterAll(async () => {
  await pages.close();
});
afterEach(async () => {
  await h?.stop();
});

function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
}

const hasTools = (req: ChatRequestBody) => (req.tools?.length ?? 0) > 0;
const lastRole = (req: ChatRequestBody) => req.messages.at(-1)?.role;
/** Calls that change what the chat shows. */
const liveCalls = (h: Harness, chatId = OWNER) =>
  h.tg.calls.filter((c) => ["sendMessage", "editMessageText", "deleteMessage"].includes(c.method) && Number(c.params.chat_id) === chatId);
const visibleTexts = (h: Harness, chatId = OWNER) => h.tg.visibleTo(chatId).map((m) => m.text);
const plain = (markdown: string) => toTelegramChunks(markdown).map((c) => c.html);

async function start(env: Record<string, string> = {}): Promise<Harness> {
  return startHarness({ env: { STREAM_EDIT_MS: String(EDIT_MS), ...env } });
}

describe("streamed replies", () => {
  it("the answer shows before the model finishes, grows in one message, and ends as the full answer", async () => {
    h = await start();
    const full = `The harbour was founded in 1897. ${"It grew quickly as ships arrived from every port, and the town grew with it. ".repeat(4)}The end.`;
    const gate = deferred();
    h.openai.enqueue({ content: full, stream: { pieces: full.match(/.{1,10}/gs) ?? [], holdAfterChars: 80, release: gate.promise } });
    h.tg.pushMessage({ chatId: OWNER, text: "tell me about the harbour" });
    const [first] = await h.tg.waitForSent(OWNER, 1);
    // Shown while the model is still held part-way: streaming, not a finished reply.
    expect(h.openai.streams.at(-1)?.done).toBe(false);
    expect(full.startsWith(first?.text ?? "-")).toBe(true);
    expect([...(first?.text ?? "")].length).toBeGreaterThanOrEqual(30);
    gate.release();
    await h.app.idle();
    expect(h.tg.sentTo(OWNER)).toHaveLength(1);
    expect(h.tg.sentTo(OWNER)[0]?.raw).toEqual(plain(full)[0]);
    expect((h.tg.sentTo(OWNER)[0]?.edits.length ?? 0)).toBeGreaterThanOrEqual(1);
    // Paced: Telegram never saw two calls of this chat closer than the interval, nor an identical edit.
    const calls = liveCalls(h);
    for (let i = 1; i < calls.length; i++) expect((calls[i]?.at as number) - (calls[i - 1]?.at as number)).toBeGreaterThanOrEqual(EDIT_MS);
    expect(h.tg.calls.filter((c) => c.outcome === "not modified")).toHaveLength(0);
    const row = h.db.prepare("SELECT status, stream, message_ids FROM outbox WHERE kind = 'reply'").get();
    expect(row).toEqual({ status: "delivered", stream: "final", message_ids: JSON.stringify([first?.messageId]) });
  });

  it("a 6000-character answer becomes two complete messages, nothing doubled", async () => {
    h = await start();
    const paras = Array.from({ length: 60 }, (_, i) => `Section ${i + 1}. ${"The keeper wrote down the weather and the ships. ".repeat(2)}`.trim());
    const full = paras.join("\n\n");
    expect(full.length).toBeGreaterThan(6000);
    h.openai.enqueue({ content: full, stream: { pieces: full.match(/.{1,60}/gs) ?? [], pieceDelayMs: 4 } });
    await h.say("write the whole log");
    const shown = visibleTexts(h);
    expect(h.tg.sentTo(OWNER).map((m) => m.raw)).toEqual(plain(full));
    expect(shown).toHaveLength(2);
    const all = shown.join("\n\n");
    for (const p of paras) expect(all.split(p).length - 1).toBe(1);
    expect(h.tg.callsOf("deleteMessage")).toHaveLength(0);
    const row = h.db.prepare("SELECT message_ids FROM outbox WHERE kind = 'reply'").get() as { message_ids: string };
    expect(JSON.parse(row.message_ids)).toEqual(h.tg.sentTo(OWNER).map((m) => m.messageId));
  });

  it("an unclosed code block mid-stream renders (Telegram accepts every edit) and closes at the end", async () => {
    h = await start();
    const full = "Here is a script:\n\n```python\nimport sys\nfor line in sys.stdin:\n    if len(line) < 80:\n        print(line)\n```\n\nRun it with **python3**.";
    const gate = deferred();
    // Held inside the code block: the fence is open, and "<" must be escaped.
    h.openai.enqueue({ content: full, stream: { pieces: full.match(/.{1,8}/gs) ?? [], holdAfterChars: 88, release: gate.promise } });
    h.tg.pushMessage({ chatId: OWNER, text: "a python filter please" });
    try {
      const [m] = await h.tg.waitForSent(OWNER, 1);
      await waitFor(() => (m?.raw.includes("&lt; 80") ? m : undefined), 5000, "the open code block shown up to the hold");
      expect(h.openai.streams.at(-1)?.done).toBe(false);
      expect(m?.raw).toMatch(/^Here is a script:\n\n<pre><code class="language-python">import sys\nfor line in sys\.stdin:\n {4}if len\(line\) &lt; 80:[\s\S]*<\/code><\/pre>$/);
    } finally {
      gate.release();
    }
    await h.app.idle();
    expect(h.tg.sentTo(OWNER)[0]?.raw).toBe(plain(full)[0]);
    expect(h.tg.calls.filter((c) => c.outcome.includes("can't parse"))).toHaveLength(0);
  });

  it("429 on an edit slows this chat's edits (retry_after) and the reply still completes", async () => {
    h = await start();
    const full = `Counting slowly: ${Array.from({ length: 40 }, (_, i) => `number ${i + 1}`).join(", ")}. Done.`;
    h.openai.enqueue({ content: full, stream: { pieces: full.match(/.{1,12}/gs) ?? [], pieceDelayMs: 25 } });
    h.tg.inject("editMessageText", { kind: "429", retryAfter: 1 });
    await h.say("count for me");
    const edits = h.tg.callsOf("editMessageText");
    const limited = edits.findIndex((c) => c.outcome === "429");
    expect(limited).toBeGreaterThanOrEqual(0);
    const next = liveCalls(h).find((c) => c.at > (edits[limited]?.at as number));
    expect((next?.at as number) - (edits[limited]?.at as number)).toBeGreaterThanOrEqual(1000);
    expect(visibleTexts(h)).toEqual([full]);
    expect(h.db.prepare("SELECT status FROM outbox WHERE kind = 'reply'").get()).toEqual({ status: "delivered" });
  });

  it("a cut answer (finish reason length) ends, in the streamed message, with the cut-off notice", async () => {
    h = await start();
    const partial = "Here is a long explanation of tides, which depend on the moon and the sun and";
    h.openai.enqueue({ content: partial, finishReason: "length", stream: { pieces: partial.match(/.{1,9}/gs) ?? [], pieceDelayMs: 10 } });
    await h.say("explain tides");
    const [m] = h.tg.sentTo(OWNER);
    expect(h.tg.sentTo(OWNER)).toHaveLength(1);
    expect(m?.text.startsWith(partial)).toBe(true);
    expect(m?.text).toContain("This answer was cut off at the length limit");
    const row = h.db.prepare("SELECT status FROM messages WHERE role = 'assistant'").get();
    expect(row).toEqual({ status: "partial" });
  });

  it("with MAIN_STREAM=false the reply is one plain send, as before", async () => {
    h = await start({ MAIN_STREAM: "false" });
    h.openai.enqueue({ content: "A reply that arrives whole, without any streaming at all." });
    await h.say("hello");
    expect(visibleTexts(h)).toEqual(["A reply that arrives whole, without any streaming at all."]);
    expect(h.tg.callsOf("editMessageText")).toHaveLength(0);
  });
});

describe("tool calls written as text", () => {
  it("are never shown, not even part-way through the stream", async () => {
    h = await start();
    const call = '{"name":"exec","arguments":{"command":"help notes"}}';
    h.openai.setResponder((req) =>
      hasTools(req) && lastRole(req) === "user"
        ? { content: call, stream: { pieces: call.match(/.{1,3}/gs) ?? [], pieceDelayMs: 15 } }
        : { content: "Notes are kept per chat; say what to write down." },
    );
    await h.say("how do notes work?");
    const everShown = liveCalls(h).map((c) => String(c.params.text ?? ""));
    expect(everShown.join("\n")).not.toContain('"name"');
    expect(everShown.join("\n")).not.toContain("help notes");
    expect(visibleTexts(h)).toEqual(["Notes are kept per chat; say what to write down."]);
    expect(h.db.prepare("SELECT command FROM tool_calls").get()).toEqual({ command: "help notes" });
  });
});

describe("progress and two-layer output", () => {
  it("a streamed preamble becomes the status line; the direct send leaves no stale status or draft, and the next answer stays (seed 000)", async () => {
    h = await start();
    const gate = deferred();
    const preamble = "Let me fetch that article for you right now, one moment please.";
    h.openai.setResponder((req) => {
      if (hasTools(req) && lastRole(req) === "user" && /lighthouse/.test(JSON.stringify(req.messages.at(-1))))
        return { content: preamble, toolCalls: [{ name: "exec", arguments: { command: `node scripts/fetch.mjs ${pages.url("/long")}` } }], stream: { holdAfterChars: preamble.length, release: gate.promise } };
      return { content: "Biscuit: the keeper's cat, who slept in the lamp room every night." };
    });
    h.tg.pushMessage({ chatId: OWNER, text: `read the lighthouse page ${pages.url("/long")}` });
    const [draft] = await h.tg.waitForSent(OWNER, 1);
    expect(preamble.startsWith(draft?.text.slice(0, 20) ?? "-")).toBe(true);
    gate.release();
    await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.includes("Lighthouse Diary")), 15_000, "the direct send");
    await h.app.idle();
    // The status line (or the preamble it replaced) is gone; only the presentation is left.
    const visible = h.tg.visibleTo(OWNER);
    expect(visible).toHaveLength(1);
    expect(visible[0]?.text).toContain("Lighthouse Diary");
    expect(h.tg.sentTo(OWNER).find((m) => m.messageId === draft?.messageId)?.deleted).toBe(true);
    expect(h.db.prepare("SELECT stream, status FROM outbox WHERE stream IS NOT NULL").all()).toEqual([{ stream: "discarded", status: "abandoned" }]);

    // The follow-up right after the direct send streams and stays (the seed's vanishing follow-up).
    await h.say("what was the cat called?");
    await delay(EDIT_MS * 2);
    expect(visibleTexts(h)).toHaveLength(2);
    expect(visibleTexts(h)[1]).toBe("Biscuit: the keeper's cat, who slept in the lamp room every night.");
    expect(h.tg.callsOf("deleteMessage")).toHaveLength(1);
  });

  it("a long-running skill shows its status line, which the answer then replaces", async () => {
    h = await start({ SKILLS_DIR: `${REPO_SKILLS}:${FIXTURE_SKILLS}`, EXEC_TIMEOUT_MS: "1500", EXEC_KILL_GRACE_MS: "200" });
    h.openai.setResponder((req) =>
      hasTools(req) && lastRole(req) === "user" ? { toolCalls: [{ name: "exec", arguments: { command: "node scripts/hang.mjs" } }] } : { content: "The command hung, so I stopped it; nothing was produced." },
    );
    h.tg.pushMessage({ chatId: OWNER, text: "run the hanging thing" });
    const [status] = await h.tg.waitForSent(OWNER, 1, 10_000);
    expect(status?.text).toBe("⏳ Running hang…");
    await h.app.idle();
    expect(h.tg.sentTo(OWNER)).toHaveLength(1);
    expect(h.tg.sentTo(OWNER)[0]?.text).toContain("The command hung, so I stopped it");
    expect(h.tg.sentTo(OWNER)[0]?.text).toContain("did not finish within 2 s");
  });
});

describe("/stop", () => {
  it("during generation: the stream is aborted, what was shown stays, stored partial and stopped; the next message is normal", async () => {
    h = await start();
    const full = `A very long answer about the sea. ${"Waves, tides and currents all matter here. ".repeat(10)}`;
    h.openai.enqueue({ content: full, stream: { pieces: full.match(/.{1,10}/gs) ?? [], holdAfterChars: 100 } });
    h.tg.pushMessage({ chatId: OWNER, text: "tell me everything about the sea" });
    await h.tg.waitForSent(OWNER, 1);
    await waitFor(() => (h.tg.sentTo(OWNER)[0]?.text.length ?? 0) >= 100, 5000, "the text up to the hold");
    // The turn is still running (the model holds its stream): /stop must not queue behind it.
    h.tg.pushMessage({ chatId: OWNER, text: "/stop" });
    await waitFor(() => h.openai.streams.at(-1)?.aborted, 5000, "the model stream aborted");
    await h.app.idle();
    const [m] = h.tg.visibleTo(OWNER);
    expect(h.tg.visibleTo(OWNER)).toHaveLength(1);
    expect(m?.text).toBe(`${full.slice(0, 100).trim()}\n\n⏹️ Stopped.`);
    const row = h.db.prepare("SELECT content, status, meta FROM messages WHERE role = 'assistant'").get() as { content: string; status: string; meta: string };
    expect(row.content).toBe(full.slice(0, 100));
    expect(row.status).toBe("partial");
    expect(JSON.parse(row.meta)).toMatchObject({ stopped: true });
    expect(h.db.prepare("SELECT status FROM inbox WHERE text = 'tell me everything about the sea'").get()).toEqual({ status: "done" });

    h.openai.setResponder((req) => ({ content: `echo: ${req.messages.at(-1)?.content}` }));
    await h.say("and now something short");
    expect(visibleTexts(h).at(-1)).toBe("echo: and now something short");
    // The next request knows the last answer was stopped, not cut by the length limit.
    expect(JSON.stringify(h.openai.requests.at(-1)?.messages)).toContain("The user stopped this answer here");
  });

  it("during a skill: the process is killed (TERM, then KILL), the ledger says stopped, and the next message is normal", async () => {
    h = await start({ SKILLS_DIR: `${REPO_SKILLS}:${FIXTURE_SKILLS}`, EXEC_TIMEOUT_MS: "60000", EXEC_KILL_GRACE_MS: "300" });
    h.openai.setResponder((req) =>
      hasTools(req) && lastRole(req) === "user" ? { toolCalls: [{ name: "exec", arguments: { command: "node scripts/hang.mjs" } }] } : { content: "should not be asked" } as ScriptedReply,
    );
    h.tg.pushMessage({ chatId: OWNER, text: "run the hanging thing" });
    const call = await waitFor(() => h.db.prepare("SELECT pid FROM tool_calls WHERE status = 'running' AND pid IS NOT NULL").get() as { pid: number } | undefined, 10_000, "the skill running");
    const requestsBefore = h.openai.requests.length;
    const t0 = Date.now();
    h.tg.pushMessage({ chatId: OWNER, text: "/stop" });
    await waitFor(() => h.tg.visibleTo(OWNER).find((m) => m.text.includes("Stopped")), 10_000, "the stopped notice");
    await h.app.idle();
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(() => process.kill(call.pid, 0)).toThrow();
    expect(h.db.prepare("SELECT status, summary FROM tool_calls").get()).toEqual({ status: "stopped", summary: "stopped by the user" });
    expect(h.openai.requests.length).toBe(requestsBefore);
    const shown = visibleTexts(h);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain("⏹️ Stopped.");
    expect(shown[0]).toContain("node scripts/hang.mjs was stopped.");

    h.openai.setResponder(() => ({ content: "Fine, here I am again." }));
    await h.say("hello?");
    expect(visibleTexts(h).at(-1)).toBe("Fine, here I am again.");
    // The ledger line the model sees next says the call was stopped.
    expect(h.openai.systemOf()).toContain("⏹️");
  });

  it("with nothing running, /stop says so", async () => {
    h = await start();
    await h.say("/stop");
    expect(visibleTexts(h)).toEqual(["Nothing to stop: I am not working on anything in this chat."]);
  });
});
