// Logs for people and machines: the same logger, JSON lines or readable lines with the
// same fields, and the secret scrubbing holds for both shapes.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { logDestination, resolveLogFormat } from "../src/log-format.js";
import { createLogger } from "../src/log.js";

const TOKEN = "123456:SECRET-token-abcdefghijklmnopqrstu";
const KEY = "sk-live-secret-key-0123456789";

function sink() {
  const chunks: string[] = [];
  const out = new Writable({
    write(c: Buffer, _e, cb) {
      chunks.push(c.toString("utf8"));
      cb();
    },
  });
  return { out, text: () => chunks.join("") };
}

function logSome(format: "json" | "pretty") {
  const s = sink();
  const destination = logDestination(format, { isTTY: false, out: s.out });
  const log = createLogger({ level: "debug", secrets: [TOKEN, KEY], ...(destination ? { destination } : {}) });
  log.child({ chatId: 42, turnId: 7 }).info({ input: { text: "hello there" }, source: "user" }, "turn started");
  log.warn({ apiRoot: "http://127.0.0.1:9", error: `fetch http://127.0.0.1:9/bot${TOKEN}/getMe failed` }, `Telegram is unreachable at http://127.0.0.1:9/bot${TOKEN}`);
  log.error({ err: new Error(`401 with key ${KEY}`), config: { telegram: { token: TOKEN } } }, "model call failed");
  return s.text();
}

describe("log format", () => {
  it("auto: pretty on a terminal, JSON otherwise; an explicit setting wins", () => {
    expect(resolveLogFormat("auto", true)).toBe("pretty");
    expect(resolveLogFormat("auto", false)).toBe("json");
    expect(resolveLogFormat("auto", undefined)).toBe("json");
    expect(resolveLogFormat("json", true)).toBe("json");
    expect(resolveLogFormat("pretty", false)).toBe("pretty");
  });

  it("JSON: one object per line, fields at the top level", () => {
    const lines = logSome("json").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 30, chatId: 42, turnId: 7, source: "user", input: { text: "hello there" }, msg: "turn started" });
  });

  it("pretty: one readable line per record with the level, the message and the same fields", () => {
    const text = logSome("pretty");
    const lines = text.split("\n");
    const first = lines.find((l) => l.includes("turn started")) ?? "";
    expect(first).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: turn started /);
    expect(first).toContain('"chatId":42');
    expect(first).toContain('"turnId":7');
    expect(first).toContain('"input":{"text":"hello there"}');
    expect(text).toMatch(/WARN: Telegram is unreachable at http:\/\/127\.0\.0\.1:9/);
    expect(text).toMatch(/ERROR: model call failed/);
    // No colour codes when the output is not a terminal.
    expect(text).not.toContain("\u001b[");
  });

  for (const format of ["json", "pretty"] as const)
    it(`${format}: secrets never reach the output (message, fields, error text, redacted paths)`, () => {
      const text = logSome(format);
      expect(text).not.toContain("SECRET-token");
      expect(text).not.toContain(KEY);
      expect(text).toContain("[redacted]");
    });
});
