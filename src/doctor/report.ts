// What `npm run doctor` prints: one line per check with its icon and, when something is
// wrong, the fix. Required checks decide the exit code (0 only when chat works); optional
// ones (vision, speech-to-text, skills) warn.

export type CheckStatus = "ok" | "fail" | "warn" | "skip";

export interface CheckResult {
  /** What was checked, e.g. "Telegram", "LOCAL_MODEL qwen2.5:3b". */
  name: string;
  status: CheckStatus;
  detail: string;
  /** What to do about it (shown for fail and warn). */
  fix?: string;
}

const ICONS: Record<CheckStatus, string> = { ok: "✅", fail: "❌", warn: "⚠️", skip: "➖" };

export function formatLine(r: CheckResult): string {
  const fix = r.fix && (r.status === "fail" || r.status === "warn") ? ` → ${r.fix}` : "";
  return `${ICONS[r.status]} ${r.name}: ${r.detail}${fix}`;
}

/** 0 when nothing needed for chat failed; 1 otherwise. */
export function exitCodeOf(results: readonly CheckResult[]): number {
  return results.some((r) => r.status === "fail") ? 1 : 0;
}

export function summaryOf(results: readonly CheckResult[]): string {
  const failed = results.filter((r) => r.status === "fail").length;
  const warned = results.filter((r) => r.status === "warn").length;
  if (failed === 0)
    return warned === 0
      ? "Everything the bot needs works. Start it with `npm start`."
      : `The bot can chat; ${warned} optional part${warned === 1 ? "" : "s"} need${warned === 1 ? "s" : ""} attention (⚠️ above). Start it with \`npm start\`.`;
  return `${failed} problem${failed === 1 ? "" : "s"} stop${failed === 1 ? "s" : ""} the bot from chatting: fix the ❌ lines above, then run \`npm run doctor\` again.`;
}
