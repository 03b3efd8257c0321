// Durability through a real process: kill -9 mid-turn, start again, and every message
// is answered exactly once; a crash between an outbox write and its send never doubles it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.js";
import { articleHtml, type FakePages, startFakePages } from "../fakes/pages.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { startBotProcess } from "../support/child.js";
import { readRow, tryReadRow } from "../support/db.js";
import { baseEnv, OWNER, tempDir } from "../support/harness.js";

let tg: FakeTelegram;
let openai: FakeOpenAI;
let ollama: FakeOllama;
let pages: FakePages;

beforeAll(async () => {
  tg = await startFakeTelegram();
  openai = await startFakeOpenAI();
  ollama = await startFakeOllama();
  pages = await startFakePages({ "/long": { body: articleHtml("Harbour History", Array.from({ length: 20 }, (_, i) => `Part ${i}: the harbour grew by ${i} piers in year ${1900 + i}.`)) } });
});
afterAll(async () => {
  await Promise.all([tg.close(), openai.close(), ollama.close(), pages.close()]);
});

function dbRow<T>(dir: string, sql: string): T {
  const row = readRow<T>(dir, sql);
  if (row === undefined) throw new Error(`no row for ${sql}`);
  return row;
}

describe("kill -9 and restart", () => {
  it("answers a message that was in flight when the process died, exactly once", async () => {
    const dir = tempDir();
    const chat = OWNER + 1;
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat) };
    let calls = 0;
    openai.setResponder(() => (++calls === 1 ? { fault: "hang" } : { content: "the answer, once" }));
    const first = startBotProcess(env, dir);
    await tg.waitForPolls(1, 20_000);
    tg.pushMessage({ chatId: chat, text: "what is the answer?" });
    await openai.waitForRequests(1, 20_000);
    await first.kill9();
    expect(tg.sentTo(chat)).toHaveLength(0);

    const second = startBotProcess(env, dir);
    try {
      await tg.waitForSent(chat, 1, 20_000);
      // A marker after it: a second copy would have to arrive before the marker's reply.
      openai.setResponder(() => ({ content: "marker answered" }));
      tg.pushMessage({ chatId: chat, text: "marker" });
      await tg.waitForSent(chat, 2, 20_000);
      expect(tg.sentTo(chat).map((s) => s.text)).toEqual(["the answer, once", "marker answered"]);
      expect(dbRow<{ status: string }>(dir, "SELECT status FROM inbox").status).toBe("done");
    } finally {
      expect(await second.stop("SIGTERM")).toBe(0);
    }
  }, 60_000);

  it("a crash between the outbox write and its send causes no double send after restart", async () => {
    const dir = tempDir();
    const chat = OWNER + 2;
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat) };
    openai.setResponder((req) =>
      req.messages.at(-1)?.role === "user" && (req.tools?.length ?? 0) > 0
        ? { toolCalls: [{ name: "exec", arguments: { command: `node scripts/fetch.mjs ${pages.url("/long")}` } }] }
        : { content: "should not be needed" },
    );
    // When the article skill asks for its summary, Telegram goes away: the presentation
    // is written to the outbox but its send is refused (it provably never left).
    ollama.on("summary", async () => {
      await tg.pause();
      return { content: "- the harbour grew\n- piers were added" };
    });
    const first = startBotProcess(env, dir);
    await tg.waitForPolls(1, 20_000);
    const before = openai.requests.length;
    tg.pushMessage({ chatId: chat, text: "summarize the harbour page please" });
    await waitFor(() => {
      const r = tryReadRow<{ status: string; attempts: number }>(dir, "SELECT status, attempts FROM outbox WHERE kind = 'presentation'");
      return r && r.status === "pending" && r.attempts >= 1 ? r : undefined;
    }, 30_000, "a refused presentation send");
    await first.kill9();
    await tg.resume();
    ollama.on("summary", () => ({ content: "- should not run again" }));

    const second = startBotProcess(env, dir);
    try {
      await waitFor(() => tg.sentTo(chat).find((m) => m.text.includes("Harbour History")), 20_000, "the presentation");
      openai.setResponder(() => ({ content: "marker answered" }));
      tg.pushMessage({ chatId: chat, text: "marker" });
      await waitFor(() => tg.visibleTo(chat).find((m) => m.text === "marker answered"), 20_000, "the marker's answer");
      // A status line the first run showed while the skill ran is gone (issue 11).
      const shown = tg.visibleTo(chat).filter((m) => m.text !== "marker answered");
      expect(shown).toHaveLength(1);
      expect(shown[0]?.text).toContain("Harbour History");
      expect(shown[0]?.text).toContain("the harbour grew");
      // The resumed turn saw the confirmed send and did not write a second reply (the
      // other request is the marker's).
      expect(openai.requests.length - before).toBe(2);
      expect(dbRow<{ n: number }>(dir, "SELECT COUNT(*) AS n FROM tool_calls").n).toBe(1);
    } finally {
      await second.stop("SIGTERM");
      ollama.on("summary", (b) => ({ content: `Summary: ${b.messages.at(-1)?.content.slice(0, 100)}` }));
    }
  }, 90_000);

  it("kill -9 mid-stream: the half-written message is marked, then finished in place by the resumed turn; one answer", async () => {
    const dir = tempDir();
    const chat = OWNER + 5;
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat), STREAM_EDIT_MS: "200" };
    const half = `The first half of an answer about lighthouses, ${"written slowly, word by word, ".repeat(6)}`;
    const whole = "Lighthouses guide ships at night. This is the whole answer, written again after the restart.";
    openai.setResponder(() => ({ content: `${half}and the rest that never arrives.`, stream: { pieces: [half, "and the rest that never arrives."], holdAfterChars: half.length } }));
    const first = startBotProcess(env, dir);
    let row: { message_ids: string; text: string };
    try {
      await tg.waitForPolls(1, 20_000);
      tg.pushMessage({ chatId: chat, text: "tell me about lighthouses" });
      // The draft is on Telegram and the outbox knows it (the text up to the hold is shown).
      row = await waitFor(() => {
        const r = tryReadRow<{ message_ids: string; text: string }>(dir, "SELECT message_ids, text FROM outbox WHERE stream = 'text'");
        return r && JSON.parse(r.message_ids).length === 1 && r.text.trim() === half.trim() ? r : undefined;
      }, 30_000, "the streamed draft recorded in the outbox");
    } catch (err) {
      process.stderr.write(first.output());
      throw err;
    } finally {
      await first.kill9();
    }
    const [messageId] = JSON.parse(row.message_ids) as number[];
    expect(tg.visibleTo(chat)).toHaveLength(1);

    openai.setResponder(() => ({ content: whole }));
    const before = openai.requests.length;
    const second = startBotProcess(env, dir);
    try {
      await waitFor(() => (tg.visibleTo(chat)[0]?.text === whole ? true : undefined), 30_000, "the answer finished in place");
      // Nothing else arrives for that turn: a later message is answered after it.
      openai.setResponder(() => ({ content: "marker answered" }));
      tg.pushMessage({ chatId: chat, text: "marker" });
      await waitFor(() => tg.visibleTo(chat).find((m) => m.text === "marker answered"), 20_000, "the marker's answer");
      const visible = tg.visibleTo(chat).filter((m) => m.text !== "marker answered");
      expect(visible).toHaveLength(1);
      expect(visible[0]?.messageId).toBe(messageId);
      expect(tg.sentTo(chat)).toHaveLength(2);
      // Before the answer was redone, the half message said what had happened.
      expect(visible[0]?.edits.some((e) => e.startsWith(half.trim()) && e.includes("Interrupted: the bot restarted while writing this"))).toBe(true);
      expect(openai.requests.length - before).toBe(2);
      expect(dbRow<{ n: number }>(dir, "SELECT COUNT(*) AS n FROM inbox WHERE status != 'done'").n).toBe(0);
      expect(dbRow<{ n: number }>(dir, "SELECT COUNT(*) AS n FROM outbox WHERE stream = 'final' AND status = 'delivered'").n).toBe(1);
      expect(dbRow<{ stream: string }>(dir, "SELECT stream FROM outbox ORDER BY id LIMIT 1").stream).toBe("adopted");
    } finally {
      await second.stop("SIGTERM");
      openai.setResponder((req) => ({ content: `echo: ${req.messages.at(-1)?.content}` }));
    }
  }, 90_000);

  it("a crash while a send may have landed (`sending`): recorded unknown at restart, never sent twice", async () => {
    const dir = tempDir();
    const chat = OWNER + 4;
    // A plain send (not streamed): the reply is stored before it is sent.
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat), MAIN_STREAM: "false" };
    openai.setResponder(() => ({ content: "the answer that may have landed" }));
    // Telegram takes its time with this send; the process dies while the request is out.
    tg.inject("sendMessage", { kind: "slow", ms: 2500 }, 1, (p) => Number(p.chat_id) === chat);
    const first = startBotProcess(env, dir);
    await tg.waitForPolls(1, 20_000);
    tg.pushMessage({ chatId: chat, text: "a question" });
    await waitFor(() => tg.callsOf("sendMessage").some((c) => Number(c.params.chat_id) === chat), 30_000, "the reply's send to be under way");
    await first.kill9();
    expect(dbRow<{ status: string }>(dir, "SELECT status FROM outbox WHERE kind = 'reply'").status).toBe("sending");
    // Telegram did process it: the person has the answer.
    await tg.waitForSent(chat, 1, 10_000);

    const second = startBotProcess(env, dir);
    try {
      openai.setResponder(() => ({ content: "marker answered" }));
      await tg.waitForPolls(1, 20_000);
      tg.pushMessage({ chatId: chat, text: "marker" });
      await tg.waitForSent(chat, 2, 20_000);
      expect(tg.sentTo(chat).map((m) => m.text)).toEqual(["the answer that may have landed", "marker answered"]);
      expect(dbRow<{ status: string }>(dir, "SELECT status FROM outbox WHERE kind = 'reply' ORDER BY id LIMIT 1").status).toBe("unknown");
      expect(second.output()).toContain("recorded as unknown, not resent");
    } finally {
      await second.stop("SIGTERM");
    }
  }, 90_000);

  it("a crash while a streamed message may have landed: the resumed answer says so (never a silent copy)", async () => {
    const dir = tempDir();
    const chat = OWNER + 6;
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat) };
    openai.setResponder(() => ({ content: "the streamed answer that may have landed" }));
    tg.inject("sendMessage", { kind: "slow", ms: 2500 }, 1, (p) => Number(p.chat_id) === chat);
    const first = startBotProcess(env, dir);
    try {
      await tg.waitForPolls(1, 20_000);
      tg.pushMessage({ chatId: chat, text: "a question" });
      await waitFor(() => tg.callsOf("sendMessage").some((c) => Number(c.params.chat_id) === chat), 30_000, "the draft's first send to be under way");
    } finally {
      await first.kill9();
    }
    expect(dbRow<{ status: string; live: number }>(dir, "SELECT status, stream IN ('status', 'text') AS live FROM outbox WHERE kind = 'reply'")).toEqual({ status: "sending", live: 1 });
    await tg.waitForSent(chat, 1, 10_000);

    openai.setResponder(() => ({ content: "the streamed answer, again" }));
    const second = startBotProcess(env, dir);
    try {
      await waitFor(() => tg.visibleTo(chat).find((m) => m.text.endsWith("the streamed answer, again")), 30_000, "the resumed answer");
      const shown = tg.visibleTo(chat).map((m) => m.text);
      expect(shown).toHaveLength(2);
      // The first run's message landed (unrecorded, part-way); it is never resent, and the new answer says so.
      expect("the streamed answer that may have landed".startsWith(shown[0] ?? "-")).toBe(true);
      expect(shown[1]).toContain("The bot restarted while sending this answer");
      expect(second.output()).toContain("may exist without being recorded");
    } finally {
      await second.stop("SIGTERM");
      openai.setResponder((req) => ({ content: `echo: ${req.messages.at(-1)?.content}` }));
    }
  }, 90_000);

  it("SIGTERM lets the turn in progress finish and send its reply, then exits cleanly", async () => {
    const dir = tempDir();
    const chat = OWNER + 3;
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat) };
    openai.setResponder(() => ({ content: "finished before stopping", delayMs: 1500 }));
    const bot = startBotProcess(env, dir);
    await tg.waitForPolls(1, 20_000);
    const before = openai.requests.length;
    tg.pushMessage({ chatId: chat, text: "take a moment" });
    await waitFor(() => openai.requests.length > before, 20_000);
    const code = await bot.stop("SIGTERM");
    expect(code).toBe(0);
    expect(tg.sentTo(chat).map((m) => m.text)).toEqual(["finished before stopping"]);
    expect(dbRow<{ status: string }>(dir, "SELECT status FROM inbox").status).toBe("done");
  }, 60_000);
});
