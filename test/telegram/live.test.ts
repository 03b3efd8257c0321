// Live replies through grammY against the fake Bot API: when the first text shows, how
// edits are paced and coalesced, the freeze at the 4096 boundary, the final text equal
// to a plain send's, 429 and parse failures on edits, and which messages may be deleted.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LiveHooks, LiveKind, LiveReplies } from "../../src/chat/ports.js";
import { createBot } from "../../src/telegram/bot.js";
import { createLiveReplies, type LiveRepliesDeps } from "../../src/telegram/live.js";
import { retryPolicy } from "../../src/telegram/sender.js";
import { toTelegramChunks } from "../../src/telegram/split.js";
import { delay, waitFor } from "../fakes/http.js";
import { type FakeTelegram, parseTelegramHtml, startFakeTelegram } from "../fakes/telegram.js";
import { captureLog } from "../support/log.js";

const CHAT = 77;
let tg: FakeTelegram;
let live: LiveReplies;

function make(o: Partial<LiveRepliesDeps> = {}): LiveReplies {
  const bot = createBot({ token: tg.token, apiRoot: tg.apiRoot, timeoutSeconds: 5 });
  return createLiveReplies({ api: bot.api, log: captureLog().log, retry: retryPolicy({ retryBaseMs: 5 }), editMs: 40, ...o });
}

function recorder() {
  const events: string[] = [];
  const hooks: LiveHooks = {
    attempt: () => events.push("attempt"),
    notSent: () => events.push("notSent"),
    chunk: (id) => events.push(`chunk:${id}`),
    shown: (_md: string, kind: LiveKind) => events.push(`shown:${kind}`),
    removed: (id) => events.push(`removed:${id}`),
  };
  return { events, hooks };
}

const streamCalls = () => tg.calls.filter((c) => ["sendMessage", "editMessageText", "deleteMessage"].includes(c.method));

beforeEach(async () => {
  tg = await startFakeTelegram();
  live = make();
});
afterEach(async () => {
  await tg.close();
});

describe("live replies", () => {
  it("shows nothing until there are 30 characters, then one message that grows and ends as a plain send would", async () => {
    const r = live.open(CHAT, { replyTo: 9 });
    r.text("Hello");
    await delay(120);
    expect(tg.sentTo(CHAT)).toHaveLength(0);
    const full = "Hello, this is a streamed answer that keeps **growing** as the model writes it.";
    for (let i = 10; i <= full.length; i += 5) r.text(full.slice(0, i));
    await tg.waitForSent(CHAT, 1);
    const out = await r.finish(full);
    expect(out.status).toBe("delivered");
    const [m] = tg.sentTo(CHAT);
    expect(tg.sentTo(CHAT)).toHaveLength(1);
    expect(m?.replyTo).toBe(9);
    expect(m?.raw).toBe(toTelegramChunks(full)[0]?.html);
    // Never an identical edit: Telegram never had to answer "not modified".
    expect(tg.calls.filter((c) => c.outcome === "not modified")).toHaveLength(0);
  });

  it("shows short text after one second (firstShowMs) even when it stays short", async () => {
    live = make({ firstShowMs: 150 });
    const r = live.open(CHAT);
    r.text("Yes.");
    await tg.waitForSent(CHAT, 1, 2000);
    expect(tg.sentTo(CHAT)[0]?.text).toBe("Yes.");
    await r.finish("Yes.");
    expect(tg.callsOf("editMessageText")).toHaveLength(0);
  });

  it("paces calls per chat and coalesces: each call carries the newest text, none repeats what is shown", async () => {
    live = make({ editMs: 100 });
    const r = live.open(CHAT);
    let text = "The beginning of a long answer, written word by word:";
    const burst = (from: number) => {
      for (let i = from; i < from + 20; i++) {
        text += ` word${i}`;
        r.text(text);
      }
      return text;
    };
    // Three bursts of 20 updates, each while the previous call is in flight or paced.
    const newest: string[] = [burst(0)];
    await waitFor(() => streamCalls().length >= 1, 2000, "the first message");
    newest.push(burst(20));
    await waitFor(() => streamCalls().length >= 2, 2000, "the first edit");
    newest.push(burst(40));
    await r.finish(text);
    const calls = streamCalls();
    expect(calls.map((c) => c.method)).toEqual(["sendMessage", "editMessageText", "editMessageText"]);
    // The first call leaves with the first text worth showing; later ones carry the newest text.
    expect(String(calls[0]?.params.text)).toBe("The beginning of a long answer, written word by word: word0");
    expect(calls.slice(1).map((c) => c.params.text)).toEqual(newest.slice(1));
    for (let i = 1; i < calls.length; i++) expect((calls[i] as { at: number }).at - (calls[i - 1] as { at: number }).at).toBeGreaterThanOrEqual(100);
    expect(tg.calls.filter((c) => c.outcome === "not modified")).toHaveLength(0);
  });

  it("past 4096 characters the first message is frozen at the splitter's boundary and the next continues", async () => {
    const paras = Array.from({ length: 70 }, (_, i) => `Paragraph ${i}: ${"lorem ipsum dolor sit amet ".repeat(3)}`);
    const full = paras.join("\n\n");
    const r = live.open(CHAT);
    for (let i = 1; i <= paras.length; i++) {
      r.text(paras.slice(0, i).join("\n\n"));
      await delay(3);
    }
    await waitFor(() => tg.sentTo(CHAT).length === 2, 5000, "the second message");
    const secondAt = tg.callsOf("sendMessage")[1]?.at as number;
    const out = await r.finish(full);
    expect(out.status).toBe("delivered");
    const chunks = toTelegramChunks(full);
    expect(chunks).toHaveLength(2);
    expect(tg.sentTo(CHAT).map((m) => m.raw)).toEqual(chunks.map((c) => c.html));
    // Once the second message existed, the first was never edited again.
    const firstId = tg.sentTo(CHAT)[0]?.messageId;
    expect(tg.callsOf("editMessageText").filter((c) => Number(c.params.message_id) === firstId && c.at > secondAt)).toHaveLength(0);
    const all = tg.sentTo(CHAT).map((m) => m.text).join("\n\n");
    for (const p of paras) expect(all.split(p.trim()).length - 1).toBe(1);
  });

  it("an unclosed code fence or bold mid-stream still renders as valid HTML", async () => {
    const r = live.open(CHAT);
    r.text("Here is the code you asked for, **in full:\n\n```js\nconst a = 1;\nif (a < 2) {");
    await tg.waitForSent(CHAT, 1);
    const mid = tg.sentTo(CHAT)[0]?.raw ?? "";
    expect(() => parseTelegramHtml(mid)).not.toThrow();
    expect(mid).toContain("<pre><code class=\"language-js\">");
    expect(mid).toContain("if (a &lt; 2) {</code></pre>");
    const full = "Here is the code you asked for, **in full**:\n\n```js\nconst a = 1;\nif (a < 2) {\n  a++;\n}\n```\n\nDone.";
    await r.finish(full);
    expect(tg.sentTo(CHAT)[0]?.raw).toBe(toTelegramChunks(full)[0]?.html);
    expect(tg.calls.filter((c) => c.outcome.startsWith("Bad Request"))).toHaveLength(0);
  });

  it("HTML Telegram refuses on an edit is shown as plain text for that edit", async () => {
    const r = live.open(CHAT);
    r.text("A first line that is long enough to be shown.");
    await tg.waitForSent(CHAT, 1);
    tg.inject("editMessageText", { kind: "parse-entities" });
    const out = await r.finish("A first line that is long enough to be shown, and **more**.");
    expect(out.status).toBe("delivered");
    const edits = tg.callsOf("editMessageText");
    expect(edits.map((c) => c.params.parse_mode ?? "plain")).toEqual(["HTML", "plain"]);
    expect(tg.sentTo(CHAT)[0]?.text).toBe("A first line that is long enough to be shown, and **more**.");
  });

  it("429 on an edit slows the chat down (retry_after) instead of failing the reply", async () => {
    const r = live.open(CHAT);
    r.text("Streaming along nicely, with enough characters to show.");
    await tg.waitForSent(CHAT, 1);
    tg.inject("editMessageText", { kind: "429", retryAfter: 1 });
    r.text("Streaming along nicely, with enough characters to show. More!");
    await waitFor(() => tg.callsOf("editMessageText").length === 1, 2000, "the rate-limited edit");
    const out = await r.finish("Streaming along nicely, with enough characters to show. More! The end.");
    expect(out.status).toBe("delivered");
    const edits = tg.callsOf("editMessageText");
    expect(edits[0]?.outcome).toBe("429");
    expect((edits[1]?.at as number) - (edits[0]?.at as number)).toBeGreaterThanOrEqual(950);
    expect(tg.sentTo(CHAT)[0]?.text).toBe("Streaming along nicely, with enough characters to show. More! The end.");
  });

  it("a status line is shown only when the work lasts, and is edited in place", async () => {
    live = make({ statusDelayMs: 100 });
    const r = live.open(CHAT);
    r.status("Reading example.com…");
    await delay(40);
    expect(tg.sentTo(CHAT)).toHaveLength(0);
    await tg.waitForSent(CHAT, 1, 2000);
    expect(tg.sentTo(CHAT)[0]?.text).toBe("⏳ Reading example.com…");
    r.status("Checking your feeds…");
    await waitFor(() => tg.sentTo(CHAT)[0]?.text === "⏳ Checking your feeds…", 2000, "the status edit");
    const out = await r.finish("The answer replaces the status line.");
    expect(out.messageIds).toEqual([tg.sentTo(CHAT)[0]?.messageId]);
    expect(tg.visibleTo(CHAT).map((m) => m.text)).toEqual(["The answer replaces the status line."]);
  });

  it("discard deletes a status line, but never answer text (seed 000: the follow-up that vanished)", async () => {
    const a = live.open(CHAT);
    a.status("Reading example.com…");
    await tg.waitForSent(CHAT, 1, 3000);
    expect(await a.discard()).toBe(true);
    expect(tg.visibleTo(CHAT)).toHaveLength(0);

    const rec = recorder();
    const b = live.open(CHAT, { hooks: rec.hooks });
    b.text("Biscuit. The keeper's cat slept in the lamp room, every night.");
    await tg.waitForSent(CHAT, 2);
    expect(await b.discard()).toBe(false);
    expect(tg.visibleTo(CHAT).map((m) => m.text)).toEqual(["Biscuit. The keeper's cat slept in the lamp room, every night."]);
    expect(tg.callsOf("deleteMessage")).toHaveLength(1);
    expect(rec.events.filter((e) => e.startsWith("removed"))).toHaveLength(0);
  });

  it("a message the user deleted mid-stream is sent anew; hooks record every message", async () => {
    const rec = recorder();
    const r = live.open(CHAT, { hooks: rec.hooks });
    r.text("An answer that the user deletes while it is being written.");
    await tg.waitForSent(CHAT, 1);
    const first = tg.sentTo(CHAT)[0] as { messageId: number; deleted?: boolean };
    first.deleted = true;
    const out = await r.finish("An answer that the user deletes while it is being written. Done.");
    expect(out.status).toBe("delivered");
    expect(tg.visibleTo(CHAT).map((m) => m.text)).toEqual(["An answer that the user deletes while it is being written. Done."]);
    expect(rec.events).toContain(`removed:${first.messageId}`);
    expect(rec.events.filter((e) => e.startsWith("chunk:"))).toHaveLength(2);
    expect(rec.events.filter((e) => e === "attempt")).toHaveLength(2);
  });

  it("takes over messages left by an interrupted draft and finishes them in place", async () => {
    const old = live.open(CHAT);
    old.text("Half of an answer that was being written when");
    await tg.waitForSent(CHAT, 1);
    await old.settle();
    const id = tg.sentTo(CHAT)[0]?.messageId as number;
    const r = live.open(CHAT, { adopt: { messageIds: [id], markdown: "Half of an answer that was being written when", kind: "text" } });
    const out = await r.finish("The whole answer, written again from the start.");
    expect(out).toEqual({ status: "delivered", messageIds: [id] });
    expect(tg.visibleTo(CHAT).map((m) => m.text)).toEqual(["The whole answer, written again from the start."]);
  });

  it("a new message Telegram refuses ends the reply as failed; one that may have landed is unknown and not resent", async () => {
    tg.inject("sendMessage", { kind: "error", code: 403, description: "Forbidden: bot was blocked by the user" });
    const a = live.open(CHAT);
    a.text("This will not be shown because the bot is blocked.");
    const out = await a.finish("This will not be shown because the bot is blocked. End.");
    expect(out.status).toBe("failed");

    tg.inject("sendMessage", { kind: "drop-after" });
    const b = live.open(CHAT + 1);
    b.text("This lands, but the answer never reaches the bot.");
    const out2 = await b.finish("This lands, but the answer never reaches the bot. End.");
    expect(out2.status).toBe("unknown");
    expect(tg.sentTo(CHAT + 1)).toHaveLength(1);
  });
});
