// Logs (issue 10 item 10): the sink scrubs each serialized line whole, so no nesting depth,
// key, array, toJSON result or error property carries a secret; secrets added later (a
// skill's declared key, when the catalog loads) are scrubbed from loggers made before.
import { describe, expect, it } from "vitest";
import { createSecrets } from "../src/secrets.js";
import { captureLog } from "./support/log.js";

const S = "sk-live-SECRET-1234567890";

describe("log scrubbing", () => {
  it("no nesting depth, key, array, toJSON or error property leaks a secret", () => {
    const c = captureLog({ secrets: [S] });
    let deep: Record<string, unknown> = { v: `Bearer ${S}` };
    for (let i = 0; i < 12; i++) deep = { n: deep };
    c.log.info({ deep }, "deep");
    c.log.info({ [S]: 1 }, "as a key");
    c.log.info({ list: [[[[[[[[[S]]]]]]]]] }, "arrays");
    c.log.info({ later: { toJSON: () => ({ a: { b: { c: { d: { e: { f: { g: S } } } } } } }) } }, "toJSON");
    const err = Object.assign(new Error(`request to https://api.example/v1?key=${S} failed`), { code: "E_X" });
    c.log.error({ err: Object.assign(new Error("wrapper"), { error: err }) }, "wrapped error");
    c.log.child({ bound: { x: { y: S } } }).warn(`message text ${S}`);
    const text = c.text();
    expect(text).not.toContain(S);
    expect(text.split("[redacted]").length - 1).toBe(8);
    // The lines stay valid JSON and keep everything else.
    const lines = c.lines();
    expect(lines).toHaveLength(6);
    expect(JSON.stringify(lines[4])).toContain("https://api.example/v1?key=[redacted] failed");
  });

  it("a secret that JSON escapes (quotes, backslashes) is scrubbed in its serialized form", () => {
    const odd = 'pa"ss\\word-123';
    const c = captureLog({ secrets: [odd] });
    c.log.info({ v: `x${odd}y` }, "odd");
    expect(c.text()).not.toContain(JSON.stringify(odd).slice(1, -1));
    expect(c.lines()[0]?.v).toBe("x[redacted]y");
  });

  it("secrets registered after the logger (and its children) were made are scrubbed too; short values are not secrets", () => {
    const secrets = createSecrets([]);
    const c = captureLog({ secrets });
    const child = c.log.child({ chatId: 1 });
    secrets.add(["WEATHER-KEY-abcdef123", "10", "true"]);
    child.info({ url: "https://weather.example/?k=WEATHER-KEY-abcdef123", limit: 10, on: true }, "later");
    expect(c.text()).not.toContain("WEATHER-KEY-abcdef123");
    expect(c.lines()[0]).toMatchObject({ limit: 10, on: true });
  });
});
