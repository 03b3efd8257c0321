// Turns: one run of the pipeline for one incoming message or one scheduled run.
import type { Db } from "../db/open.js";
import type { TurnEnd } from "../llm/hygiene.js";

export interface TurnRow {
  id: number;
  chatId: number;
  conversationId: number;
  source: "user" | "schedule";
  inboxUpdateId: number | null;
  scheduleRunId: number | null;
  status: TurnEnd;
  startedAt: number;
  endedAt: number | null;
  trace: unknown;
}

type Raw = { id: number; chat_id: number; conversation_id: number; source: "user" | "schedule"; inbox_update_id: number | null; schedule_run_id: number | null; status: TurnEnd; started_at: number; ended_at: number | null; trace: string | null };

function parseTrace(s: string | null): unknown {
  if (s === null) return null;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return null;
  }
}

const toRow = (r: Raw): TurnRow => ({
  id: r.id,
  chatId: r.chat_id,
  conversationId: r.conversation_id,
  source: r.source,
  inboxUpdateId: r.inbox_update_id,
  scheduleRunId: r.schedule_run_id,
  status: r.status,
  startedAt: r.started_at,
  endedAt: r.ended_at,
  trace: parseTrace(r.trace),
});

export function createTurnStore(db: Db) {
  const insert = db.prepare(
    "INSERT INTO turns (chat_id, conversation_id, source, inbox_update_id, schedule_run_id, started_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const byId = db.prepare<[number], Raw>("SELECT * FROM turns WHERE id = ?");
  const runningForInbox = db.prepare<[number], Raw>("SELECT * FROM turns WHERE inbox_update_id = ? AND status = 'running' ORDER BY id DESC LIMIT 1");
  const finish = db.prepare("UPDATE turns SET status = ?, ended_at = ?, trace = ? WHERE id = ?");
  const setTrace = db.prepare("UPDATE turns SET trace = ? WHERE id = ?");
  const last = db.prepare<[number], Raw>("SELECT * FROM turns WHERE chat_id = ? AND status != 'running' ORDER BY id DESC LIMIT 1");
  const latestUser = db.prepare<[number], Raw>("SELECT * FROM turns WHERE chat_id = ? AND source = 'user' ORDER BY id DESC LIMIT 1");
  // By id range first: turns has no index on conversation_id, and the history needs only its
  // own turns; only those that did not end "done" (the few), not one row per turn.
  const statuses = db.prepare<[number, number], { id: number; status: TurnEnd }>("SELECT id, status FROM turns WHERE id >= ? AND conversation_id = ? AND status <> 'done'");
  const abortRunning = db.prepare("UPDATE turns SET status = 'aborted', ended_at = ? WHERE status = 'running' AND source = 'schedule'");
  return {
    start(t: { chatId: number; conversationId: number; source: "user" | "schedule"; inboxUpdateId?: number; scheduleRunId?: number; now: number }): number {
      return Number(insert.run(t.chatId, t.conversationId, t.source, t.inboxUpdateId ?? null, t.scheduleRunId ?? null, t.now).lastInsertRowid);
    },
    get: (id: number): TurnRow | undefined => {
      const r = byId.get(id);
      return r ? toRow(r) : undefined;
    },
    /** The turn a crash interrupted for this inbox message, to be resumed. */
    runningForInbox: (updateId: number): TurnRow | undefined => {
      const r = runningForInbox.get(updateId);
      return r ? toRow(r) : undefined;
    },
    finish(id: number, status: Exclude<TurnEnd, "running">, now: number, trace: unknown): void {
      finish.run(status, now, JSON.stringify(trace), id);
    },
    setTrace(id: number, trace: unknown): void {
      setTrace.run(JSON.stringify(trace), id);
    },
    /** The chat's latest turn answering a user message (any state). */
    latestUser: (chatId: number): TurnRow | undefined => {
      const r = latestUser.get(chatId);
      return r ? toRow(r) : undefined;
    },
    lastFinished: (chatId: number): TurnRow | undefined => {
      const r = last.get(chatId);
      return r ? toRow(r) : undefined;
    },
    /** How the conversation's turns from `fromTurnId` on ended, when not "done" (absent: done). */
    statusesOf(conversationId: number, fromTurnId = 0): Map<number, TurnEnd> {
      return new Map(statuses.all(fromTurnId, conversationId).map((r) => [r.id, r.status]));
    },
    /** Scheduled runs are not resumed after a crash (the schedule decides on catch-up). */
    abortRunningScheduled(now: number): number {
      return abortRunning.run(now).changes;
    },
  };
}

export type TurnStore = ReturnType<typeof createTurnStore>;
