// The minimum interval between firings, computed from node-cron's own parse: a seconds
// field counts, and so does the gap across midnight.
import { describe, expect, it } from "vitest";
import { checkInterval, humanSeconds, shortestGapSeconds } from "../../src/schedule/interval.js";

describe("shortest gap between firings", () => {
  it.each([
    ["* * * * * *", 1],
    ["*/10 * * * * *", 10],
    ["0,30 * * * * *", 30],
    ["* * * * *", 60],
    ["*/5 * * * *", 300],
    ["0 */4 * * * *", 240],
    ["@hourly", 3600],
    ["0 8 * * *", 86_400],
    ["0 8 * * 1-5", 86_400],
    // two minutes of the day, 23:59 and 00:00: one minute apart across midnight
    ["0 0,59 0,23 * * *", 60],
    ["59 23 * * *", 86_400],
    ["30 23,0 * * *", 3600],
    ["0 0 1 * *", 28 * 86_400],
    ["0 9 * * 1#2", 28 * 86_400],
  ])("%s -> %i s", (expr, gap) => {
    expect(shortestGapSeconds(expr)).toBe(gap);
  });

  it("refuses what fires more often than the minimum, with the gap, the limit and the variable", () => {
    expect(checkInterval("* * * * * *", 300)).toEqual({ ok: false, error: expect.stringMatching(/fires every 1 s .* at most once every 5 min \(SCHEDULE_MIN_INTERVAL_S=300\)/) });
    expect(checkInterval("*/4 * * * *", 300)).toMatchObject({ ok: false, error: expect.stringContaining("every 4 min") });
    expect(checkInterval("0 0,59 0,23 * * *", 300)).toMatchObject({ ok: false, error: expect.stringContaining("every 1 min") });
    expect(checkInterval("*/5 * * * *", 300)).toEqual({ ok: true });
    expect(checkInterval("* * * * * *", 1)).toEqual({ ok: true });
    expect(checkInterval("0 8 * * *", 86_400)).toEqual({ ok: true });
  });

  it("writes durations plainly", () => {
    expect(humanSeconds(1)).toBe("1 s");
    expect(humanSeconds(300)).toBe("5 min");
    expect(humanSeconds(9000)).toBe("2 h 30 min");
    expect(humanSeconds(86_400)).toBe("1 day");
  });
});
