import { describe, expect, it } from "vitest";
import { latestOccurrence } from "../../src/schedule/scheduler.js";
import { checkCron, checkDigest } from "../../src/schedule/validate.js";

const deps = { checkCommand: (c: string) => (c.includes("feeds.mjs") ? { ok: true as const, skill: "feeds" } : { ok: false as const, reason: "no such skill" }), bins: new Set(["node"]), minIntervalSeconds: 300 };

describe("digest validation", () => {
  it("accepts 5 fields, or 6 with seconds, as node-cron does", () => {
    expect(checkCron("0 8 * * 1-5")).toEqual({ ok: true, value: "0 8 * * 1-5" });
    expect(checkCron("*/10 * * * * *")).toMatchObject({ ok: true });
    expect(checkCron("*/10 * * * * *", 300)).toMatchObject({ ok: false, error: expect.stringContaining("fires every 10 s") });
    expect(checkCron("0 8 * *")).toMatchObject({ ok: false });
    expect(checkCron("0 25 * * *")).toMatchObject({ ok: false });
  });

  it("tells a command from a prompt, and refuses unknown skills and bad time zones", () => {
    expect(checkDigest({ name: "a", cron: "0 8 * * *", timezone: "Asia/Seoul", what: "node scripts/feeds.mjs digest" }, deps)).toMatchObject({ ok: true, value: { whatKind: "command" } });
    expect(checkDigest({ name: "a", cron: "0 8 * * *", timezone: "Asia/Seoul", what: "오늘 뉴스 요약해줘" }, deps)).toMatchObject({ ok: true, value: { whatKind: "prompt" } });
    expect(checkDigest({ name: "a", cron: "0 8 * * *", timezone: "Asia/Seoul", what: "node scripts/weather.mjs" }, deps)).toMatchObject({ ok: false, error: expect.stringContaining("no such skill") });
    expect(checkDigest({ name: "a", cron: "0 8 * * *", timezone: "Moon/Base", what: "hi" }, deps)).toMatchObject({ ok: false, error: expect.stringContaining("is not a time zone") });
  });

  it("finds the latest missed occurrence in the schedule's time zone", () => {
    const kst = (iso: string) => Date.parse(`${iso}+09:00`);
    expect(latestOccurrence("0 8 * * *", "Asia/Seoul", kst("2026-11-29T08:00:00"), kst("2026-11-30T09:30:00"), 7 * 86_400_000)).toBe(kst("2026-11-30T08:00:00"));
    expect(latestOccurrence("0 8 * * *", "Asia/Seoul", kst("2026-11-30T08:00:00"), kst("2026-11-30T09:30:00"), 7 * 86_400_000)).toBeUndefined();
    expect(latestOccurrence("0 8 * * *", "Europe/Berlin", 0, Date.parse("2026-11-30T09:30:00+01:00"), 86_400_000)).toBe(Date.parse("2026-11-30T08:00:00+01:00"));
  });
});
