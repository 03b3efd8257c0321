// Start and stop through the real process (src/main.ts as a child): Telegram unreachable,
// a black-holed API root, a rejected token, a second poller, a turn slower than
// SHUTDOWN_TIMEOUT_MS, and main.ts's exit codes for a bad configuration and a failed
// migration.
import Database from "better-sqlite3";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.js";
import { startFakeTelegram } from "../fakes/telegram.js";
import { type BotProcess, startBotProcess } from "../support/child.js";
import { baseEnv, OWNER, tempDir } from "../support/harness.js";

let openai: FakeOpenAI;
let ollama: FakeOllama;

beforeAll(async () => {
  openai = await startFakeOpenAI();
  ollama = await startFakeOllama();
});
afterAll(async () => {
  await Promise.all([openai.close(), ollama.close()]);
});

const jsonLines = (bot: BotProcess) =>
  bot.output().split("\n").flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
const waitForLine = (bot: BotProcess, msg: RegExp, timeoutMs = 15_000) =>
  waitFor(() => jsonLines(bot).find((l) => msg.test(String(l.msg))), timeoutMs, `a log line ${msg}`);

/** Sends the signal and resolves with the exit code, or "hung" when the process outlives `ms`. */
async function stopWithin(bot: BotProcess, ms: number, signal: NodeJS.Signals = "SIGTERM"): Promise<number | string> {
  bot.proc.kill(signal);
  let t: NodeJS.Timeout | undefined;
  const r = await Promise.race([bot.exited, new Promise<string>((res) => (t = setTimeout(() => res("hung"), ms)))]);
  clearTimeout(t);
  if (r === "hung") await bot.kill9();
  return r;
}

function inboxStatuses(dir: string): string[] {
  const db = new Database(path.join(dir, "assistant.db"), { readonly: true });
  try {
    return (db.prepare("SELECT status FROM inbox ORDER BY update_id").all() as Array<{ status: string }>).map((r) => r.status);
  } finally {
    db.close();
  }
}

describe("start and stop never hang or go quiet", () => {
  it("Telegram unreachable: a warning naming the API root, 'reachable again' when it is back, then SIGTERM exits at once", async () => {
    const tg = await startFakeTelegram();
    await tg.pause();
    const dir = tempDir();
    const bot = startBotProcess({ ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info" }, dir);
    try {
      const warning = await waitForLine(bot, /Telegram is unreachable at/);
      expect(warning.level).toBe(40);
      expect(warning.apiRoot).toBe(tg.apiRoot);
      expect(String(warning.error)).toContain("ECONNREFUSED");
      await waitForLine(bot, /bot started/);
      await tg.resume();
      const back = await waitForLine(bot, /Telegram is reachable again at/, 20_000);
      expect(back.level).toBe(30);
      // Polling works after the outage; the command menu was registered once Telegram answered.
      tg.pushMessage({ chatId: OWNER, text: "are you there?" });
      await tg.waitForSent(OWNER, 1, 15_000);
      await waitFor(() => tg.callsOf("setMyCommands").length === 1, 10_000, "the command menu");
      expect(jsonLines(bot).some((l) => /could not register the command menu/.test(String(l.msg)))).toBe(false);
      // And down again: SIGTERM during the backoff wait.
      await tg.pause();
      await waitFor(() => jsonLines(bot).filter((l) => /Telegram is unreachable at/.test(String(l.msg))).length >= 2, 15_000, "the second outage");
      expect(await stopWithin(bot, 5000)).toBe(0);
      expect(jsonLines(bot).at(-1)?.msg).toBe("stopped");
    } finally {
      await tg.close();
    }
  }, 60_000);

  it("an API root that never answers (no network): SIGTERM exits in under 5 s", async () => {
    const held = new Set<net.Socket>();
    const hole = net.createServer((s) => held.add(s));
    await new Promise<void>((r) => hole.listen(0, "127.0.0.1", r));
    const root = `http://127.0.0.1:${(hole.address() as net.AddressInfo).port}`;
    const tg = await startFakeTelegram();
    const dir = tempDir();
    const bot = startBotProcess({ ...baseEnv({ tg, openai, ollama }, dir), TELEGRAM_API_ROOT: root, LOG_LEVEL: "info" }, dir);
    try {
      await waitFor(() => held.size >= 1, 15_000, "getMe in flight");
      expect(await stopWithin(bot, 5000)).toBe(0);
    } finally {
      for (const s of held) s.destroy();
      hole.close();
      await tg.close();
    }
  }, 30_000);

  it("a rejected token (401) stops the start with what to do, exit code 78", async () => {
    const tg = await startFakeTelegram();
    const dir = tempDir();
    const bot = startBotProcess({ ...baseEnv({ tg, openai, ollama }, dir), TELEGRAM_BOT_TOKEN: "123456:REVOKED-token-abcdefghijklmnop" }, dir);
    try {
      expect(await bot.exited).toBe(78);
      expect(bot.output()).toMatch(/Telegram rejected the bot token \(401 Unauthorized\)\. Copy the token again from @BotFather/);
      expect(bot.output()).not.toContain("REVOKED-token");
      expect(bot.output()).not.toContain("bot started");
      expect(tg.callsOf("getUpdates")).toHaveLength(0);
    } finally {
      await tg.close();
    }
  }, 30_000);

  it("another poller on the same token (409) stops the bot with what to do, exit code 75", async () => {
    const tg = await startFakeTelegram();
    tg.setPollConflict(true);
    const dir = tempDir();
    const bot = startBotProcess(baseEnv({ tg, openai, ollama }, dir), dir);
    try {
      expect(await bot.exited).toBe(75);
      expect(bot.output()).toMatch(/Another program is already receiving this bot's updates/);
    } finally {
      await tg.close();
    }
  }, 30_000);

  it("a turn slower than SHUTDOWN_TIMEOUT_MS: exits anyway; that message and the one queued behind it are answered after the next start", async () => {
    const tg = await startFakeTelegram();
    const dir = tempDir();
    const chat = OWNER;
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", ALLOWED_USER_IDS: String(chat), SHUTDOWN_TIMEOUT_MS: "300" };
    openai.setResponder(() => ({ fault: "hang" }));
    const first = startBotProcess(env, dir);
    try {
      await tg.waitForPolls(1, 20_000);
      const before = openai.requests.length;
      tg.pushMessage({ chatId: chat, text: "the slow one" });
      tg.pushMessage({ chatId: chat, text: "the one behind it" });
      await waitFor(() => openai.requests.length > before, 20_000, "the model call");
      await waitFor(() => inboxStatuses(dir).length === 2, 10_000, "both messages stored");
      expect(await stopWithin(first, 5000)).toBe(0);
      expect(first.output()).toMatch(/unfinished turns resume at the next start/);
      expect(inboxStatuses(dir)).toEqual(["pending", "pending"]);
      expect(tg.sentTo(chat)).toHaveLength(0);
    } finally {
      if (first.proc.exitCode === null) await first.kill9();
    }
    openai.setResponder((req) => ({ content: `answer to: ${[...req.messages].reverse().find((m) => m.role === "user")?.content?.split("\n")[0]}` }));
    const second = startBotProcess(env, dir);
    try {
      const sent = await tg.waitForSent(chat, 2, 20_000);
      expect(sent.map((s) => s.text)).toEqual(["answer to: the slow one", "answer to: the one behind it"]);
      await waitFor(() => inboxStatuses(dir).every((s) => s === "done"), 10_000, "both done");
    } finally {
      expect(await stopWithin(second, 5000)).toBe(0);
      await tg.close();
    }
  }, 90_000);
});

describe("main.ts exit codes", () => {
  it("a bad configuration exits 78 and names the variable and the fix", async () => {
    const dir = tempDir();
    const bot = startBotProcess({ PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, DATA_DIR: dir, TELEGRAM_BOT_TOKEN: "123456:TEST-token-abcdefghijklmnopqrstuv", MAIN_MODEL: "m", ALLOWED_USER_IDS: "me" }, dir);
    expect(await bot.exited).toBe(78);
    expect(bot.output()).toMatch(/ALLOWED_USER_IDS must be comma-separated numeric Telegram user ids/);
  }, 30_000);

  it("a first start without .env writes it from .env.example, says what to fill, and never overwrites one", async () => {
    const dir = tempDir();
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, DATA_DIR: dir };
    const first = startBotProcess(env, dir);
    expect(await first.exited).toBe(78);
    expect(first.output()).toMatch(/TELEGRAM_BOT_TOKEN is not set/);
    expect(first.output()).toMatch(/Created .*\.env from \.env\.example\. Set TELEGRAM_BOT_TOKEN, MAIN_MODEL and ALLOWED_USER_IDS/);
    const example = fs.readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
    expect(fs.readFileSync(path.join(dir, ".env"), "utf8")).toBe(example);
    // The person's own .env (still incomplete) is read and left as it is.
    fs.writeFileSync(path.join(dir, ".env"), "MAIN_MODEL=mine\n");
    const second = startBotProcess(env, dir);
    expect(await second.exited).toBe(78);
    expect(second.output()).not.toMatch(/Created/);
    expect(second.output()).not.toMatch(/MAIN_MODEL is not set/);
    expect(fs.readFileSync(path.join(dir, ".env"), "utf8")).toBe("MAIN_MODEL=mine\n");
  }, 30_000);

  it("a failed migration exits 70 with the reason", async () => {
    const tg = await startFakeTelegram();
    const dir = tempDir();
    // A database from a newer version of the bot: the migration refuses it.
    const db = new Database(path.join(dir, "assistant.db"));
    db.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL); INSERT INTO schema_migrations VALUES (999, '999_future.sql', 0)");
    db.close();
    const bot = startBotProcess(baseEnv({ tg, openai, ollama }, dir), dir);
    try {
      expect(await bot.exited).toBe(70);
      expect(bot.output()).toMatch(/schema version 999, newer than this code knows/);
      expect(tg.calls).toHaveLength(0);
    } finally {
      await tg.close();
    }
  }, 30_000);
});
