// The Telegram link (getMe + long polling) with the real grammY client against the fake
// Bot API: state-change lines, capped backoff, fatal answers, and a stop that never waits
// for a request or a backoff in flight.
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createBot } from "../../src/telegram/bot.js";
import { createTelegramLink, type TelegramLink } from "../../src/telegram/polling.js";
import { waitFor } from "../fakes/http.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { captureLog } from "../support/log.js";

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function setup(o: { fake?: FakeTelegram; apiRoot?: string; token?: string; connectTimeoutMs?: number } = {}) {
  const tg = o.fake ?? (await startFakeTelegram());
  if (!o.fake) cleanup.push(() => tg.close());
  const logs = captureLog();
  const apiRoot = o.apiRoot ?? tg.apiRoot;
  const bot = createBot({ token: o.token ?? tg.token, apiRoot, timeoutSeconds: 30 });
  const seen: string[] = [];
  bot.on("message:text", (ctx) => {
    seen.push(ctx.msg.text);
  });
  const link: TelegramLink = createTelegramLink({
    bot, log: logs.log, apiRoot, pollTimeoutSeconds: 1, allowedUpdates: ["message"], concurrency: 4,
    backoffBaseMs: 20, backoffMaxMs: 100, connectTimeoutMs: o.connectTimeoutMs ?? 2000,
  });
  cleanup.push(() => link.stop());
  const lines = (msg: RegExp) => logs.lines().filter((l) => msg.test(String(l.msg)));
  return { tg, link, logs, seen, lines };
}

describe("telegram link", () => {
  it("connects, polls, and says so once", async () => {
    const { tg, link, seen, lines } = await setup();
    expect(await link.connect()).toBe("reachable");
    link.start();
    tg.pushMessage({ chatId: 1, text: "hello" });
    await waitFor(() => seen.includes("hello"), 5000, "the update");
    expect(lines(/connected to Telegram as @home_assistant_bot/)).toHaveLength(1);
    expect(link.state()).toBe("reachable");
  });

  it("unreachable: one warning naming the API root and the error, retries with capped backoff, one line when it is back", async () => {
    const tg = await startFakeTelegram();
    cleanup.push(() => tg.close());
    await tg.pause();
    const { link, seen, lines, logs } = await setup({ fake: tg });
    expect(await link.connect()).toBe("unreachable");
    link.start();
    // Several failed attempts, still one warning (the rest are debug lines).
    await waitFor(() => logs.lines().filter((l) => l.msg === "Telegram still unreachable").length >= 5, 5000, "retries");
    const warnings = lines(/Telegram is unreachable at/);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain(tg.apiRoot);
    expect(String(warnings[0]?.error)).toMatch(/ECONNREFUSED/);
    expect(warnings[0]?.level).toBe(40);
    // Backoff doubles and is capped (20, 40, 80, 100, 100 ...).
    const waits = logs.lines().filter((l) => l.retryInMs !== undefined).map((l) => l.retryInMs as number);
    expect(waits.slice(0, 5)).toEqual([20, 40, 80, 100, 100]);
    let reached = false;
    void link.reachable().then(() => (reached = true));
    await new Promise((r) => setImmediate(r));
    expect(reached).toBe(false);
    await tg.resume();
    tg.pushMessage({ chatId: 1, text: "after the outage" });
    await waitFor(() => seen.includes("after the outage"), 5000, "the update after the outage");
    expect(lines(/Telegram is reachable again at/)).toHaveLength(1);
    expect(reached).toBe(true);
    expect(link.state()).toBe("reachable");
  });

  it("a rejected token stops the first contact with a message that says what to do", async () => {
    const { link } = await setup({ token: "123456:WRONG-token-abcdefghijklmnopqrstu" });
    const err = await link.connect().catch((e: unknown) => e);
    expect(err).toMatchObject({ name: "TelegramFatalError", reason: "token-rejected", exitCode: 78 });
    expect((err as Error).message).toMatch(/rejected the bot token.*@BotFather.*TELEGRAM_BOT_TOKEN/s);
    expect((err as Error).message).not.toContain("WRONG-token");
  });

  it("a token revoked while running, or a second poller, ends polling through `fatal`", async () => {
    const { tg, link } = await setup();
    await link.connect();
    link.start();
    await tg.waitForPolls(1);
    tg.setPollConflict(true);
    const f = await link.fatal;
    expect(f).toMatchObject({ reason: "conflict", exitCode: 75 });
    expect(f.message).toMatch(/Another program is already receiving this bot's updates/);
    expect(link.state()).toBe("stopped");

    const b = await setup();
    await b.link.connect();
    b.link.start();
    await b.tg.waitForPolls(1);
    b.tg.rejectToken();
    expect(await b.link.fatal).toMatchObject({ reason: "token-rejected" });
  });

  it("a webhook left set is named as such", async () => {
    const { tg, link } = await setup();
    tg.setPollConflict(true, true);
    await link.connect();
    link.start();
    expect((await link.fatal).message).toMatch(/webhook is set.*deleteWebhook/s);
  });

  it("stop() returns at once whatever polling is doing: a request that never answers, or a backoff wait", async () => {
    // A black hole: connections are accepted, nothing is ever answered.
    const held = new Set<net.Socket>();
    const hole = net.createServer((s) => held.add(s));
    await new Promise<void>((r) => hole.listen(0, "127.0.0.1", r));
    cleanup.push(() => new Promise((r) => {
      for (const s of held) s.destroy();
      hole.close(() => r(undefined));
    }));
    const root = `http://127.0.0.1:${(hole.address() as net.AddressInfo).port}`;
    const a = await setup({ apiRoot: root, connectTimeoutMs: 200 });
    expect(await a.link.connect()).toBe("unreachable");
    expect(a.lines(/Telegram is unreachable at/)[0]?.error).toMatch(/no answer within/);
    a.link.start();
    await waitFor(() => held.size >= 2, 5000, "a getMe in flight");
    const stopped = a.link.stop().then(() => "stopped");
    // Settles in the same few ticks: nothing waits for the 30 s client timeout.
    expect(await Promise.race([stopped, new Promise((r) => setTimeout(() => r("still waiting"), 1000))])).toBe("stopped");

    const tg = await startFakeTelegram();
    cleanup.push(() => tg.close());
    await tg.pause();
    const b = await setup({ fake: tg });
    await b.link.connect();
    b.link.start();
    await waitFor(() => b.logs.lines().some((l) => l.msg === "Telegram still unreachable"), 5000, "a retry");
    const s2 = b.link.stop().then(() => "stopped");
    expect(await Promise.race([s2, new Promise((r) => setTimeout(() => r("still waiting"), 1000))])).toBe("stopped");
  });
});
