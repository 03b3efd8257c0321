// Token usage of the main model per chat, day (in the configured time zone) and model.
import type { Db } from "../db/open.js";

export interface UsageRow {
  day: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  calls: number;
  /** Calls whose counts were estimated (the provider reported no usage). */
  estimatedCalls: number;
}

export function createUsageStore(db: Db, timezone: string) {
  const insert = db.prepare(
    "INSERT INTO model_usage (chat_id, turn_id, day, model, prompt_tokens, completion_tokens, estimated, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const byDay = db.prepare<[number, string], { day: string; model: string; p: number; c: number; calls: number; est: number }>(
    `SELECT day, model, SUM(prompt_tokens) AS p, SUM(completion_tokens) AS c, COUNT(*) AS calls, SUM(estimated) AS est
     FROM model_usage WHERE chat_id = ? AND day >= ? GROUP BY day, model ORDER BY day DESC, model`,
  );
  const dayFmt = new Intl.DateTimeFormat("en-CA", { timeZone: timezone, year: "numeric", month: "2-digit", day: "2-digit" });
  const dayOf = (at: number) => dayFmt.format(at);
  return {
    dayOf,
    record(u: { chatId: number; turnId: number | null; model: string; promptTokens: number; completionTokens: number; estimated: boolean; at: number }): void {
      insert.run(u.chatId, u.turnId, dayOf(u.at), u.model, Math.round(u.promptTokens), Math.round(u.completionTokens), u.estimated ? 1 : 0, u.at);
    },
    /** This chat's usage from `sinceDay` (YYYY-MM-DD) on, newest day first. */
    byDay(chatId: number, sinceDay: string): UsageRow[] {
      return byDay.all(chatId, sinceDay).map((r) => ({ day: r.day, model: r.model, promptTokens: r.p, completionTokens: r.c, calls: r.calls, estimatedCalls: r.est }));
    },
  };
}

export type UsageStore = ReturnType<typeof createUsageStore>;
