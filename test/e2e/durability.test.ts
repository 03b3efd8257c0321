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
      await tg.waitForSent(chat, 1, 20_000);
      openai.setResponder(() => ({ content: "marker answered" }));
      tg.pushMessage({ chatId: chat, text: "marker" });
      await tg.waitForSent(chat, 2, 20_000);
      const shown = tg.sentTo(chat).filter((m) => m.text !== "marker answered");
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

  it("a crash while a send may have landed (`sending`): recorded unknown at restart, never sent twice", async () => {
    const dir = tempDir();
    const chat = OWNER + 4;
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat) };
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
