// Schedules (per chat) and their run history.
import type { Db } from "../db/open.js";

export interface Schedule {
  id: number;
  chatId: number;
  name: string;
  cron: string;
  timezone: string;
  whatKind: "command" | "prompt";
  what: string;
  status: "active" | "paused";
  createdAt: number;
  lastFireAt: number | null;
  consecutiveFailures: number;
  /** Who set it up: replayed with the prompt, so it never reads as fresh words of the user. */
  origin: ScheduleOrigin;
}

/** The owner typed /digest add; or the assistant proposed it in a turn and the owner allowed it. */
export type ScheduleOrigin =
  | { kind: "owner"; by: number | null }
  | { kind: "assistant"; turnId: number | null; allowedBy: number | null }
  | { kind: "unknown" };

export type RunStatus = "running" | "delivered" | "failed" | "skipped" | "interrupted";

export interface ScheduleRun {
  id: number;
  scheduleId: number;
  scheduledFor: number;
  reason: "cron" | "manual" | "catch-up";
  startedAt: number;
  endedAt: number | null;
  status: RunStatus;
  messageIds: number[];
  error: string | null;
}

type Raw = {
  id: number; chat_id: number; name: string; cron: string; timezone: string; what_kind: "command" | "prompt"; what: string; status: "active" | "paused"; created_at: number; last_fire_at: number | null; consecutive_failures: number;
  origin: "owner" | "assistant" | "unknown"; created_by: number | null; origin_turn_id: number | null;
};
type RawRun = { id: number; schedule_id: number; scheduled_for: number; reason: ScheduleRun["reason"]; started_at: number; ended_at: number | null; status: RunStatus; message_ids: string | null; error: string | null };

const toSchedule = (r: Raw): Schedule => ({
  id: r.id, chatId: r.chat_id, name: r.name, cron: r.cron, timezone: r.timezone, whatKind: r.what_kind, what: r.what, status: r.status,
  createdAt: r.created_at, lastFireAt: r.last_fire_at, consecutiveFailures: r.consecutive_failures,
  origin: r.origin === "owner" ? { kind: "owner", by: r.created_by } : r.origin === "assistant" ? { kind: "assistant", turnId: r.origin_turn_id, allowedBy: r.created_by } : { kind: "unknown" },
});
const toRun = (r: RawRun): ScheduleRun => ({
  id: r.id, scheduleId: r.schedule_id, scheduledFor: r.scheduled_for, reason: r.reason, startedAt: r.started_at, endedAt: r.ended_at, status: r.status,
  messageIds: r.message_ids ? (JSON.parse(r.message_ids) as number[]) : [], error: r.error,
});

export class DuplicateScheduleName extends Error {}

export function createScheduleStore(db: Db) {
  const insert = db.prepare("INSERT INTO schedules (chat_id, name, cron, timezone, what_kind, what, created_at, origin, created_by, origin_turn_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const byName = db.prepare<[number, string], Raw>("SELECT * FROM schedules WHERE chat_id = ? AND name = ?");
  const byId = db.prepare<[number], Raw>("SELECT * FROM schedules WHERE id = ?");
  const ofChat = db.prepare<[number], Raw>("SELECT * FROM schedules WHERE chat_id = ? ORDER BY name");
  const all = db.prepare<[], Raw>("SELECT * FROM schedules ORDER BY id");
  const setStatus = db.prepare("UPDATE schedules SET status = ?, consecutive_failures = CASE WHEN ? = 'active' THEN 0 ELSE consecutive_failures END WHERE id = ?");
  const remove = db.prepare("DELETE FROM schedules WHERE id = ?");
  const removeRuns = db.prepare("DELETE FROM schedule_runs WHERE schedule_id = ?");
  const setLastFire = db.prepare("UPDATE schedules SET last_fire_at = MAX(COALESCE(last_fire_at, 0), ?) WHERE id = ?");
  const failures = db.prepare("UPDATE schedules SET consecutive_failures = ? WHERE id = ?");
  const startRun = db.prepare("INSERT INTO schedule_runs (schedule_id, scheduled_for, reason, started_at, status) VALUES (?, ?, ?, ?, ?)");
  const finishRun = db.prepare("UPDATE schedule_runs SET status = ?, ended_at = ?, message_ids = ?, error = ?, turn_id = COALESCE(?, turn_id) WHERE id = ?");
  const runs = db.prepare<[number, number], RawRun>("SELECT * FROM schedule_runs WHERE schedule_id = ? ORDER BY id DESC LIMIT ?");
  const interrupt = db.prepare("UPDATE schedule_runs SET status = 'interrupted', ended_at = ?, error = 'the bot stopped during this run' WHERE status = 'running'");
  return {
    add(s: { chatId: number; name: string; cron: string; timezone: string; whatKind: "command" | "prompt"; what: string; now: number; origin: Exclude<ScheduleOrigin, { kind: "unknown" }> }): Schedule {
      if (byName.get(s.chatId, s.name)) throw new DuplicateScheduleName(`A digest named "${s.name}" already exists here. Choose another name or /digest remove ${s.name} first.`);
      const o = s.origin;
      const id = Number(insert.run(s.chatId, s.name, s.cron, s.timezone, s.whatKind, s.what, s.now, o.kind, o.kind === "owner" ? o.by : o.allowedBy, o.kind === "assistant" ? o.turnId : null).lastInsertRowid);
      return toSchedule(byId.get(id) as Raw);
    },
    get: (id: number): Schedule | undefined => {
      const r = byId.get(id);
      return r ? toSchedule(r) : undefined;
    },
    byName: (chatId: number, name: string): Schedule | undefined => {
      const r = byName.get(chatId, name);
      return r ? toSchedule(r) : undefined;
    },
    ofChat: (chatId: number) => ofChat.all(chatId).map(toSchedule),
    all: () => all.all().map(toSchedule),
    setStatus(id: number, status: "active" | "paused"): void {
      setStatus.run(status, status, id);
    },
    remove: db.transaction((id: number) => {
      removeRuns.run(id);
      remove.run(id);
    }),
    setLastFire(id: number, at: number): void {
      setLastFire.run(at, id);
    },
    setFailures(id: number, n: number): void {
      failures.run(n, id);
    },
    startRun(scheduleId: number, scheduledFor: number, reason: ScheduleRun["reason"], now: number, status: RunStatus = "running"): number {
      return Number(startRun.run(scheduleId, scheduledFor, reason, now, status).lastInsertRowid);
    },
    finishRun(id: number, r: { status: RunStatus; now: number; messageIds: number[]; error: string | null; turnId?: number }): void {
      finishRun.run(r.status, r.now, JSON.stringify(r.messageIds), r.error, r.turnId ?? null, id);
    },
    runs: (scheduleId: number, limit = 5): ScheduleRun[] => runs.all(scheduleId, limit).map(toRun),
    interruptRunning: (now: number): number => interrupt.run(now).changes,
  };
}

export type ScheduleStore = ReturnType<typeof createScheduleStore>;
