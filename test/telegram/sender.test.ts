// The sender through grammY against the fake Bot API: what is retried, what is not.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBot } from "../../src/telegram/bot.js";
import { createSender, type Sender } from "../../src/telegram/sender.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { captureLog, type CapturedLog } from "../support/log.js";

let tg: FakeTelegram;
let sender: Sender;
let logs: CapturedLog;
const slept: number[] = [];

beforeEach(async () => {
  tg = await startFakeTelegram();
  logs = captureLog({ secrets: [tg.token] });
  const bot = createBot({ token: tg.token, apiRoot: tg.apiRoot, timeoutSeconds: 2 });
  slept.length = 0;
  sender = createSender({ api: bot.api, log: logs.log, retryBaseMs: 5, sleep: async (ms) => void slept.push(ms) });
});
afterEach(async () => {
  await tg.close();
});

describe("sender", () => {
  it("429 then success: waits retry_after and delivers exactly once", async () => {
    tg.inject("sendMessage", { kind: "429", retryAfter: 3 });
    const r = await sender.send(5, "hello");
    expect(r).toEqual({ status: "delivered", messageIds: [1] });
    expect(slept).toEqual([3000]);
    expect(tg.sentTo(5)).toHaveLength(1);
    expect(tg.callsOf("sendMessage")).toHaveLength(2);
  });

  it("a retry_after over two minutes is not waited for: the send fails, retryable later", async () => {
    tg.inject("sendMessage", { kind: "429", retryAfter: 600 });
    const r = await sender.send(5, "flooded");
    expect(r).toEqual({ status: "failed", messageIds: [], error: "rate limited for 600s", retryable: true });
    expect(slept).toEqual([]);
    expect(tg.callsOf("sendMessage")).toHaveLength(1);
    expect(tg.sentTo(5)).toHaveLength(0);
  });

  it("5xx: Telegram said it failed, so it is retried with backoff", async () => {
    tg.inject("sendMessage", { kind: "5xx" }, 2);
    const r = await sender.send(5, "hello");
    expect(r.status).toBe("delivered");
    expect(tg.sentTo(5)).toHaveLength(1);
    expect(slept).toEqual([5, 10]);
  });

  it("a connection dropped after the request was processed is unknown and not retried", async () => {
    tg.inject("sendMessage", { kind: "drop-after" });
    const r = await sender.send(5, "maybe landed");
    expect(r.status).toBe("unknown");
    expect(tg.callsOf("sendMessage")).toHaveLength(1);
    // It did land: a blind retry would have doubled it.
    expect(tg.sentTo(5)).toHaveLength(1);
  });

  it("a refused connection proves the request never left: retried until Telegram is back", async () => {
    await tg.pause();
    let resumed = false;
    const s = createSender({
      api: createBot({ token: tg.token, apiRoot: tg.apiRoot }).api,
      log: logs.log,
      retryBaseMs: 5,
      sleep: async () => {
        if (!resumed) {
          resumed = true;
          await tg.resume();
        }
      },
    });
    const r = await s.send(5, "after the outage");
    expect(r.status).toBe("delivered");
    expect(tg.sentTo(5).map((m) => m.text)).toEqual(["after the outage"]);
  });

  it("\"can't parse entities\": the chunk is resent as plain text and a warning is logged", async () => {
    tg.inject("sendMessage", { kind: "parse-entities" });
    const r = await sender.send(5, "**bold** text");
    expect(r.status).toBe("delivered");
    const m = tg.sentTo(5)[0];
    expect(m?.parseMode).toBeUndefined();
    expect(m?.text).toBe("**bold** text");
    expect(logs.lines().some((l) => l.level === 40 && String(l.msg).includes("resending this chunk as plain text"))).toBe(true);
  });

  it("a rejected send (403/400) fails without retrying", async () => {
    tg.inject("sendMessage", { kind: "error", code: 403, description: "Forbidden: bot was blocked by the user" });
    const r = await sender.send(5, "hi");
    expect(r).toMatchObject({ status: "failed", retryable: false });
    expect(tg.callsOf("sendMessage")).toHaveLength(1);
  });

  it("a 5000-character reply arrives split and complete, with valid HTML in every chunk", async () => {
    const paras = Array.from({ length: 40 }, (_, i) => `**Point ${i}**: ${"내용이 이어집니다 & <계속> ".repeat(7)}`);
    const md = paras.join("\n\n");
    expect(md.length).toBeGreaterThan(5000);
    const r = await sender.send(5, md);
    expect(r.status).toBe("delivered");
    const got = tg.sentTo(5);
    expect(got.length).toBeGreaterThan(1);
    expect(got.every((m) => m.parseMode === "HTML")).toBe(true);
    const shown = got.map((m) => m.text).join("\n\n");
    for (let i = 0; i < 40; i++) expect(shown).toContain(`Point ${i}: ${"내용이 이어집니다 & <계속> ".repeat(7).trim()}`);
  });

  it("never logs the bot token, even inside error messages and URLs", async () => {
    logs.log.error({ err: new Error(`request to ${tg.apiRoot}/bot${tg.token}/sendMessage failed`), token: tg.token }, `url ${tg.token}`);
    expect(logs.text()).not.toContain(tg.token);
    expect(logs.text()).toContain("[redacted]");
  });
});
