// The shortest time between two firings of a cron expression, so a schedule that fires
// more often than SCHEDULE_MIN_INTERVAL_S is refused wherever it comes from. Computed
// from node-cron's own parse of the fields (the same one that runs the schedule): the
// times of day are seconds x minutes x hours, identical on every matching day, so the
// shortest gap is either between two times of one day or from the last time of a day to
// the first time of the next matching day (found with node-cron's matcher, in UTC).
import cron from "node-cron";

const DAY = 86_400;

function timesOfDay(fields: { second: unknown[]; minute: unknown[]; hour: unknown[] }): number[] | undefined {
  const nums = (xs: unknown[]) => (xs.every((x) => typeof x === "number") ? (xs as number[]) : undefined);
  const s = nums(fields.second);
  const m = nums(fields.minute);
  const h = nums(fields.hour);
  if (!s || !m || !h) return undefined;
  const out: number[] = [];
  for (const hh of h) for (const mm of m) for (const ss of s) out.push(hh * 3600 + mm * 60 + ss);
  return [...new Set(out)].sort((a, b) => a - b);
}

/**
 * The shortest gap between consecutive firings, in seconds; Infinity for an expression
 * that fires at most once in the years scanned. Throws on an expression node-cron refuses.
 * With `enough`, a result of at least `enough` may be larger than the exact gap (the
 * days are only scanned when the answer could fall below it).
 */
export function shortestGapSeconds(expr: string, enough = Infinity, scanDays = 8 * 366): number {
  const d = cron.validateDetailed(expr);
  if (!d.valid || !d.fields) throw new Error(`"${expr}" is not a valid cron expression`);
  const times = timesOfDay(d.fields as unknown as { second: unknown[]; minute: unknown[]; hour: unknown[] });
  if (!times || times.length === 0) throw new Error(`"${expr}": the times of day could not be read`);
  let gap = Infinity;
  for (let i = 1; i < times.length; i++) gap = Math.min(gap, (times[i] as number) - (times[i - 1] as number));
  const span = (times.at(-1) as number) - (times[0] as number);
  // Across midnight the gap is at least one day minus the span: only when that could be
  // shorter than what was found do the matching days matter.
  if (DAY - span >= Math.min(gap, enough)) return gap;
  const task = cron.createTask(expr, () => undefined, { timezone: "UTC" });
  try {
    const first = (times[0] as number) * 1000;
    const start = Date.UTC(2024, 0, 1);
    let previous: number | undefined;
    for (let day = 0; day < scanDays; day++) {
      if (!task.match(new Date(start + day * DAY * 1000 + first))) continue;
      if (previous !== undefined) {
        gap = Math.min(gap, (day - previous) * DAY - span);
        if ((day - previous) === 1) break; // the smallest possible: found
      }
      previous = day;
    }
  } finally {
    void task.destroy();
  }
  return gap;
}

/** "1 s", "5 min", "2 h 30 min", "1 day". */
export function humanSeconds(s: number): string {
  if (!Number.isFinite(s)) return "never twice";
  const parts: string[] = [];
  const d = Math.floor(s / DAY);
  const h = Math.floor((s % DAY) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d) parts.push(`${d} day${d > 1 ? "s" : ""}`);
  if (h) parts.push(`${h} h`);
  if (m) parts.push(`${m} min`);
  if (sec || parts.length === 0) parts.push(`${sec} s`);
  return parts.join(" ");
}

/** Refuses an expression that can fire twice within `minSeconds`, naming the gap and the limit. */
export function checkInterval(expr: string, minSeconds: number): { ok: true } | { ok: false; error: string } {
  let gap: number;
  try {
    gap = shortestGapSeconds(expr, minSeconds);
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  if (gap >= minSeconds) return { ok: true };
  return {
    ok: false,
    error:
      `"${expr}" fires every ${humanSeconds(gap)} at its closest; schedules may fire at most once every ${humanSeconds(minSeconds)} ` +
      `(SCHEDULE_MIN_INTERVAL_S=${minSeconds}). Use a slower schedule, e.g. 0 8 * * * (every day at 08:00) or 0 */3 * * * (every 3 hours).`,
  };
}
