// Checks a digest definition before it is stored: the cron expression (5 fields, or 6
// with seconds, as node-cron accepts), the time zone, and what to run — a skill command
// line must resolve to a skill, anything else is a prompt for the main model.
import cron from "node-cron";
import { checkInterval } from "./interval.js";

export interface DigestDefinition {
  name: string;
  cron: string;
  timezone: string;
  whatKind: "command" | "prompt";
  what: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

export function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function checkCron(expr: string, minIntervalSeconds?: number): Checked<string> {
  const e = expr.trim().replace(/\s+/g, " ");
  const fields = e.split(" ").length;
  if (fields !== 5 && fields !== 6)
    return { ok: false, error: `"${e}" has ${fields} fields; a cron expression has 5 (minute hour day month weekday), or 6 with seconds first. Example: 0 8 * * * (every day at 08:00).` };
  const d = cron.validateDetailed(e);
  if (!d.valid) return { ok: false, error: `"${e}" is not a valid cron expression: ${d.errors.map((x) => `${x.field} ${x.message}`).join("; ")}. Example: 0 8 * * 1-5 (weekdays at 08:00).` };
  if (minIntervalSeconds !== undefined) {
    const i = checkInterval(e, minIntervalSeconds);
    if (!i.ok) return i;
  }
  return { ok: true, value: e };
}

/** A command line the exec tool can run (resolves to a skill), or undefined for a prompt. */
export type CommandCheck = (command: string) => { ok: true; skill: string } | { ok: false; reason: string };

export function looksLikeCommand(what: string, bins: ReadonlySet<string>): boolean {
  const first = what.trim().split(/\s+/)[0] ?? "";
  return what.startsWith("cmd:") || first.includes("/") || first.includes("{baseDir}") || bins.has(first);
}

export function checkDigest(
  input: { name: string; cron: string; timezone: string; what: string },
  deps: { checkCommand: CommandCheck; bins: ReadonlySet<string>; minIntervalSeconds: number },
): Checked<DigestDefinition> {
  const name = input.name.trim();
  if (!/^[\p{L}\p{N}_-]{1,40}$/u.test(name)) return { ok: false, error: `"${name}" is not a usable name: use letters, digits, - or _ (up to 40), e.g. morning-news.` };
  const c = checkCron(input.cron, deps.minIntervalSeconds);
  if (!c.ok) return c;
  if (!validTimeZone(input.timezone)) return { ok: false, error: `"${input.timezone}" is not a time zone. Use an IANA name such as Asia/Seoul.` };
  let what = input.what.trim();
  if (what === "") return { ok: false, error: "Say what to run: a skill command line (e.g. node scripts/feeds.mjs digest) or a prompt (e.g. 오늘 뉴스 요약해줘)." };
  if (what.startsWith("prompt:")) return { ok: true, value: { name, cron: c.value, timezone: input.timezone, whatKind: "prompt", what: what.slice(7).trim() } };
  if (looksLikeCommand(what, deps.bins)) {
    what = what.replace(/^cmd:\s*/, "");
    const r = deps.checkCommand(what);
    if (!r.ok) return { ok: false, error: `That command cannot run: ${r.reason}` };
    return { ok: true, value: { name, cron: c.value, timezone: input.timezone, whatKind: "command", what } };
  }
  return { ok: true, value: { name, cron: c.value, timezone: input.timezone, whatKind: "prompt", what } };
}
