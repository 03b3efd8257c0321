// Replies: the quoted message is part of the question. In reply to an article summary the
// bot sent, "what does this mean?" is about that article, even after /new took the
// article out of the conversation (its stored text comes back with the quote).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChatRequestBody, ScriptedReply } from "../fakes/openai.js";
import { articleHtml, type FakePages, startFakePages } from "../fakes/pages.js";
import { waitFor } from "../fakes/http.js";
import { type Harness, OWNER, startHarness } from "../support/harness.js";

const PARAS = Array.from({ length: 10 }, (_, i) => `Paragraph ${i + 1}: the tidal observatory recorded ${i * 11 + 5} centimetres of surge on day ${i + 1}.`);
const DEEP = "The observatory's old barometer is called Gertrude and hangs by the north door.";

let pages: FakePages;
let h: Harness;
beforeAll(async () => {
  pages = await startFakePages({ "/tides": { body: articleHtml("Tide Journal", [...PARAS.slice(0, 6), DEEP, ...PARAS.slice(6)]) } });
});
afterAll(async () => {
  await pages.close();
});
afterEach(async () => {
  await h?.stop();
});

const lastUser = (r: ChatRequestBody) => [...r.messages].reverse().find((m) => m.role === "user")?.content ?? "";

function model(req: ChatRequestBody): ScriptedReply {
  const user = lastUser(req);
  const url = /^read (https?:\/\/\S+)/.exec(user)?.[1];
  if ((req.tools?.length ?? 0) > 0 && req.messages.at(-1)?.role === "user" && url) return { toolCalls: [{ name: "exec", arguments: { command: `node scripts/fetch.mjs ${url}` } }] };
  return { content: user.includes("Gertrude") ? "It is about the Tide Journal: the barometer is Gertrude." : "I don't know which one you mean." };
}

describe("replies", () => {
  it("in reply to an article summary, the question carries the quote and the article", async () => {
    h = await startHarness();
    h.openai.setResponder(model);
    await h.say(`read ${pages.url("/tides")}`);
    // Counted by what the chat shows: a status line may have come and gone while the skill ran.
    const summary = h.tg.visibleTo(OWNER).at(-1);
    expect(summary?.text).toContain("Tide Journal");
    expect(summary?.text).not.toContain("Gertrude");

    h.tg.pushMessage({ chatId: OWNER, text: "/new" });
    await waitFor(() => h.tg.visibleTo(OWNER).length >= 2, 10_000, "the /new reply");
    const before = h.tg.visibleTo(OWNER).length;
    h.tg.pushUserMessage({ chatId: OWNER, fields: { text: "what does this mean?" }, replyTo: { messageId: summary?.messageId as number, fromBot: true, text: summary?.text as string } });
    await waitFor(() => h.tg.visibleTo(OWNER).length >= before + 1, 10_000, "the answer");
    await h.app.idle();
    const q = lastUser(h.openai.requests.at(-1) as ChatRequestBody);
    expect(q).toContain("replying to this earlier message of yours");
    expect(q).toContain("> Tide Journal");
    expect(q).toContain(DEEP);
    expect(q.trim().endsWith("what does this mean?")).toBe(true);
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("It is about the Tide Journal: the barometer is Gertrude.");
  });

  it("a reply to the user's own message quotes it; the selected part (quote) wins over the whole text", async () => {
    h = await startHarness();
    h.openai.setResponder((r) => ({ content: `Q: ${lastUser(r).includes("> the blue one") ? "quoted" : "not quoted"}` }));
    await h.say("I like the red one and the blue one");
    const before = h.tg.sentTo(OWNER).length;
    h.tg.pushUserMessage({ chatId: OWNER, fields: { text: "why this?" }, replyTo: { messageId: 1, fromBot: false, text: "I like the red one and the blue one" }, quote: "the blue one" });
    await h.tg.waitForSent(OWNER, before + 1);
    await h.app.idle();
    const q = lastUser(h.openai.requests.at(-1) as ChatRequestBody);
    expect(q).toContain("replying to their own earlier message");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("Q: quoted");
  });
});
