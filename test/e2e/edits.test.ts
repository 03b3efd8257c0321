// Edits (edited_message) through the running bot. Nothing is answered twice: a message
// edited before its turn starts is answered once with the new text; the latest answered
// message edited is answered again in the same Telegram message (editMessageText), and the
// transcript and memory keep only the corrected exchange; an older message edited becomes
// a correction in the next request, once.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import type { ChatRequestBody } from "../fakes/openai.js";
import { type Harness, OWNER, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const lastUser = (r: ChatRequestBody) => [...r.messages].reverse().find((m) => m.role === "user")?.content ?? "";
const allText = (r: ChatRequestBody) => r.messages.map((m) => m.content ?? "").join("\n");
const inboxStatus = (updateId: number) => (h.db.prepare("SELECT status FROM inbox WHERE update_id = ?").get(updateId) as { status: string } | undefined)?.status;

describe("edits", () => {
  it("an edit before the message's turn started replaces its text: answered once, with the new text", async () => {
    h = await startHarness();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    h.openai.setResponder(async (r) => {
      const q = lastUser(r);
      if (q === "first") await gate;
      return { content: `answer to: ${q}` };
    });
    h.tg.pushUserMessage({ chatId: OWNER, messageId: 501, fields: { text: "first" } });
    await h.openai.waitForRequests(1);
    h.tg.pushUserMessage({ chatId: OWNER, messageId: 502, fields: { text: "what is 2+2?" } });
    const edit = h.tg.pushEdit({ chatId: OWNER, messageId: 502, text: "what is 3+3?" });
    await waitFor(() => inboxStatus(edit) === "done", 5000, "the edit to be applied");
    release();
    await h.tg.waitForSent(OWNER, 2);
    await h.app.idle();
    expect(h.tg.sentTo(OWNER).map((s) => s.text)).toEqual(["answer to: first", "answer to: what is 3+3?"]);
    expect(h.openai.requests.some((r) => allText(r).includes("2+2"))).toBe(false);
    expect(h.tg.callsOf("editMessageText")).toHaveLength(0);
  });

  it("an edit of the latest answered message: answered again, the reply edited in place; transcript and memory keep only the corrected exchange", async () => {
    h = await startHarness();
    h.openai.setResponder((r) => ({ content: lastUser(r).includes("Australia") ? "Canberra." : "I don't know a country called Austrlia." }));
    h.tg.pushUserMessage({ chatId: OWNER, messageId: 601, fields: { text: "capital of Austrlia?" } });
    const [first] = await h.tg.waitForSent(OWNER, 1);
    await h.app.idle();
    expect(first?.text).toBe("I don't know a country called Austrlia.");
    h.tg.pushEdit({ chatId: OWNER, messageId: 601, text: "capital of Australia?" });
    // (A streamed first answer was already edited while it grew: wait for the new text itself.)
    await waitFor(() => h.tg.sentTo(OWNER)[0]?.text === "Canberra.", 5000, "the reply to be edited");
    await h.app.idle();
    // The same Telegram message now says the corrected answer; no new message was sent.
    expect(h.tg.sentTo(OWNER)).toHaveLength(1);
    expect(h.tg.sentTo(OWNER)[0]?.text).toBe("Canberra.");
    expect(h.tg.callsOf("editMessageText")[0]?.params.message_id).toBe(first?.messageId);
    // The earlier exchange is gone from the transcript and from memory.
    const rows = h.db.prepare("SELECT role, content FROM messages ORDER BY id").all() as Array<{ role: string; content: string }>;
    expect(rows).toEqual([
      { role: "user", content: "capital of Australia?" },
      { role: "assistant", content: "Canberra." },
    ]);
    const mem = h.db.prepare("SELECT text FROM memory_items WHERE kind = 'exchange'").all() as Array<{ text: string }>;
    expect(mem).toHaveLength(1);
    expect(mem[0]?.text).toContain("Canberra.");
    expect(mem[0]?.text).not.toContain("Austrlia");
    // A second edit of the same message: it is still the latest, so it is answered in place again.
    h.openai.setResponder(() => ({ content: "Wellington." }));
    h.tg.pushEdit({ chatId: OWNER, messageId: 601, text: "capital of New Zealand?" });
    await waitFor(() => h.tg.sentTo(OWNER)[0]?.text === "Wellington.", 5000, "the second edit in place");
    await h.app.idle();
    expect(h.tg.sentTo(OWNER)).toHaveLength(1);
    expect(h.tg.sentTo(OWNER)[0]?.text).toBe("Wellington.");
    // The next turn's history has only the corrected exchange.
    h.openai.setResponder(() => ({ content: "ok" }));
    await h.say("thanks");
    const next = allText(h.openai.requests.at(-1) as ChatRequestBody);
    expect(next).toContain("capital of New Zealand?");
    expect(next).not.toContain("Austrlia");
    expect(next).not.toContain("Canberra");
    expect((h.db.prepare("SELECT COUNT(*) AS n FROM messages WHERE content LIKE '%Australia%'").get() as { n: number }).n).toBe(0);
    expect((h.db.prepare("SELECT COUNT(*) AS n FROM memory_items WHERE kind = 'exchange'").get() as { n: number }).n).toBe(2);
  });

  it("an edit of an older message is noted as a correction in the next request, once; nothing is sent for it", async () => {
    h = await startHarness();
    h.openai.setResponder((r) => ({ content: `re: ${lastUser(r).slice(-20)}` }));
    h.tg.pushUserMessage({ chatId: OWNER, messageId: 701, fields: { text: "my flight is on Monday" } });
    await h.tg.waitForSent(OWNER, 1);
    await h.app.idle();
    await h.say("what should I pack?");
    const sentBefore = h.tg.sentTo(OWNER).length;
    const edit = h.tg.pushEdit({ chatId: OWNER, messageId: 701, text: "my flight is on Tuesday" });
    await waitFor(() => inboxStatus(edit) === "done", 5000, "the edit to be recorded");
    expect(h.tg.sentTo(OWNER)).toHaveLength(sentBefore);
    expect(h.tg.callsOf("editMessageText")).toHaveLength(0);
    const requests = h.openai.requests.length;
    await h.say("so when do I leave?");
    expect(h.openai.requests).toHaveLength(requests + 1);
    const q = lastUser(h.openai.requests.at(-1) as ChatRequestBody);
    expect(q).toContain("The user edited an earlier message after it was answered");
    expect(q).toContain("“my flight is on Monday” → now: “my flight is on Tuesday”");
    expect(q.trim().endsWith("so when do I leave?")).toBe(true);
    await h.say("thanks");
    expect(lastUser(h.openai.requests.at(-1) as ChatRequestBody)).toBe("thanks");
  });

  it("an edit that does not change the text does nothing", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "hi" }));
    h.tg.pushUserMessage({ chatId: OWNER, messageId: 801, fields: { text: "hello" } });
    await h.tg.waitForSent(OWNER, 1);
    await h.app.idle();
    const edit = h.tg.pushEdit({ chatId: OWNER, messageId: 801, text: "hello" });
    await waitFor(() => inboxStatus(edit) === "done", 5000);
    expect(h.openai.requests).toHaveLength(1);
    expect(h.tg.callsOf("editMessageText")).toHaveLength(0);
  });
});
