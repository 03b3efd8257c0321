// Runs scheduled digests. A run executes like a turn in its chat (the prompt marked as
// scheduled); it counts as delivered only when Telegram returned message ids. Undelivered
// sends are retried with backoff (never a send that may have landed), then reported to
// the chat once; repeated failed runs pause the schedule with a notice. Runs of one
// schedule never overlap. A run missed while the bot was down runs once at start if it
// falls within the grace window, otherwise it is skipped and logged.
import cron, { type ScheduledTask } from "node-cron";
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import type { Log } from "../log.js";
import type { TurnOutcome, TurnRequest } from "../pipeline/turn.js";
import type { OutboxStore } from "../store/outbox.js";
import type { Delivery, DeliveryResult } from "../chat/ports.js";
import type { Sender } from "../chat/ports.js";
import type { Catalog } from "../tools/catalog.js";
import { checkInterval } from "./interval.js";
import { describeOrigin } from "./provenance.js";
import type { Schedule, ScheduleStore } from "./store.js";

export interface SchedulerDeps {
  store: ScheduleStore;
  turns: (req: TurnRequest) => Promise<TurnOutcome>;
  delivery: Delivery;
  outbox: OutboxStore;
  sender: Pick<Sender, "send">;
  clock: Clock;
  log: Log;
  config: Config;
  catalog: () => Catalog;
  sleep?: (ms: number) => Promise<void>;
  /** How often schedules created by the schedule skill (in the database) are picked up. */
  syncMs?: number;
}

export interface RunReport {
  runId: number;
  status: "delivered" | "failed" | "skipped";
  messageIds: number[];
  error: string | null;
}

/** The latest time the expression matched in (after, now], scanning back at most `maxBackMs`. */
export function latestOccurrence(expr: string, timezone: string, after: number, now: number, maxBackMs: number): number | undefined {
  const task = cron.createTask(expr, () => undefined, { timezone });
  try {
    const withSeconds = expr.trim().split(/\s+/).length === 6;
    const step = withSeconds ? 1000 : 60_000;
    let t = Math.floor(now / step) * step;
    const stop = Math.max(after, now - maxBackMs);
    for (; t > stop; t -= step) if (task.match(new Date(t))) return t;
    return undefined;
  } finally {
    void task.destroy();
  }
}

export function createScheduler(d: SchedulerDeps) {
  const sleep = d.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const tasks = new Map<number, { task: ScheduledTask; key: string }>();
  const running = new Set<number>();
  let syncTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const keyOf = (s: Schedule) => `${s.cron}|${s.timezone}|${s.status}`;

  async function retryUndelivered(results: DeliveryResult[]): Promise<DeliveryResult[]> {
    let current = results;
    for (let attempt = 1; attempt <= d.config.digest.retries; attempt++) {
      // Only sends that provably failed are retried; `unknown` may have landed.
      const retryable = current.filter((r) => (r.status === "failed" && r.retryable !== false) || r.status === "pending");
      if (retryable.length === 0) break;
      await sleep(d.config.digest.retryBaseMs * 2 ** (attempt - 1));
      const again = new Map<number, DeliveryResult>();
      for (const r of retryable) again.set(r.outboxId, await d.delivery.deliver(r.outboxId));
      current = current.map((r) => again.get(r.outboxId) ?? r);
    }
    return current;
  }

  async function run(s: Schedule, reason: "cron" | "manual" | "catch-up", scheduledFor: number): Promise<RunReport> {
    const now = d.clock.now();
    if (running.has(s.id)) {
      const runId = d.store.startRun(s.id, scheduledFor, reason, now, "skipped");
      d.store.finishRun(runId, { status: "skipped", now, messageIds: [], error: "the previous run was still going" });
      d.log.warn({ schedule: s.name, chatId: s.chatId }, "digest run skipped: the previous run is still going");
      return { runId, status: "skipped", messageIds: [], error: "the previous run was still going" };
    }
    running.add(s.id);
    const runId = d.store.startRun(s.id, scheduledFor, reason, now);
    const log = d.log.child({ schedule: s.name, chatId: s.chatId, runId });
    try {
      log.info({ reason, scheduledFor: new Date(scheduledFor).toISOString() }, "digest run started");
      const outcome = await d.turns({
        source: "schedule",
        chatId: s.chatId,
        scheduleRunId: runId,
        scheduleName: s.name,
        provenance: describeOrigin(s, d.config.timezone),
        prompt: s.whatKind === "prompt" ? s.what : `Run the scheduled command and report its result: ${s.what}`,
        command: s.whatKind === "command" ? s.what : undefined,
      });
      const results = await retryUndelivered(outcome.deliveries);
      const delivered = outcome.status === "done" && results.length > 0 && results.every((r) => r.status === "delivered");
      const ids = results.flatMap((r) => r.messageIds);
      const error = delivered
        ? null
        : outcome.status === "error"
          ? outcome.trace.error ?? "the run failed"
          : results.find((r) => r.status !== "delivered")?.error ?? (results.length === 0 ? "nothing was produced to send" : "not delivered");
      d.store.finishRun(runId, { status: delivered ? "delivered" : "failed", now: d.clock.now(), messageIds: ids, error, turnId: outcome.turnId });
      d.store.setLastFire(s.id, scheduledFor);
      if (delivered) {
        d.store.setFailures(s.id, 0);
        log.info({ messageIds: ids }, "digest delivered");
        return { runId, status: "delivered", messageIds: ids, error: null };
      }
      const failures = (d.store.get(s.id)?.consecutiveFailures ?? 0) + 1;
      d.store.setFailures(s.id, failures);
      log.warn({ error, failures }, "digest not delivered");
      const pause = failures >= d.config.digest.pauseAfterFailures && reason !== "manual";
      if (pause) d.store.setStatus(s.id, "paused");
      // Reported once per failed run; this send may fail too (Telegram may be down).
      await d.sender.send(
        s.chatId,
        `⚠️ The digest “${s.name}” could not be delivered: ${error}.` +
          (pause ? `\nIt failed ${failures} times in a row, so I paused it. /digest resume ${s.name} when things work again.` : "\nI will try again at its next scheduled time."),
      );
      if (pause) {
        tasks.get(s.id)?.task.stop();
        tasks.delete(s.id);
      }
      return { runId, status: "failed", messageIds: ids, error };
    } catch (err) {
      const error = (err as Error)?.message ?? String(err);
      d.store.finishRun(runId, { status: "failed", now: d.clock.now(), messageIds: [], error });
      log.error({ err }, "digest run crashed");
      return { runId, status: "failed", messageIds: [], error };
    } finally {
      running.delete(s.id);
    }
  }

  /**
   * A stored schedule that fires more often than allowed (written before the limit, by
   * hand, or with a lower SCHEDULE_MIN_INTERVAL_S) is paused with the reason, once.
   */
  function tooFrequent(s: Schedule): boolean {
    const i = checkInterval(s.cron, d.config.digest.minIntervalSeconds);
    if (i.ok) return false;
    d.store.setStatus(s.id, "paused");
    d.log.warn({ schedule: s.name, chatId: s.chatId, cron: s.cron, minIntervalSeconds: d.config.digest.minIntervalSeconds }, "paused a stored schedule that fires too often");
    void d.sender.send(s.chatId, `⚠️ I paused the digest “${s.name}”: ${i.error}\n/digest remove ${s.name}, then add it again with a slower schedule.`);
    return true;
  }

  function schedule(s: Schedule): void {
    const existing = tasks.get(s.id);
    if (existing && existing.key === keyOf(s)) return;
    if (existing) {
      existing.task.stop();
      void existing.task.destroy();
      tasks.delete(s.id);
    }
    if (s.status !== "active") return;
    if (!cron.validate(s.cron)) {
      d.log.warn({ schedule: s.name, cron: s.cron }, "invalid cron expression in the database; pausing the schedule");
      d.store.setStatus(s.id, "paused");
      return;
    }
    if (tooFrequent(s)) return;
    const task = cron.createTask(
      s.cron,
      async (ctx) => {
        const fresh = d.store.get(s.id);
        if (!fresh || fresh.status !== "active" || stopped) return;
        await run(fresh, "cron", ctx.date.getTime());
      },
      { timezone: s.timezone, name: `digest-${s.id}`, noOverlap: true, suppressMissedWarning: true },
    );
    void task.start();
    tasks.set(s.id, { task, key: keyOf(s) });
  }

  function sync(): void {
    const all = d.store.all();
    const ids = new Set(all.map((s) => s.id));
    for (const [id, t] of tasks)
      if (!ids.has(id)) {
        t.task.stop();
        void t.task.destroy();
        tasks.delete(id);
      }
    for (const s of all) schedule(s);
  }

  async function catchUp(): Promise<void> {
    const now = d.clock.now();
    const graceMs = d.config.digest.graceHours * 3600_000;
    for (const s of d.store.all()) {
      if (s.status !== "active" || !cron.validate(s.cron) || tooFrequent(s)) continue;
      const after = s.lastFireAt ?? s.createdAt;
      const withSeconds = s.cron.trim().split(/\s+/).length === 6;
      const lookBack = withSeconds ? graceMs + 3600_000 : Math.max(graceMs * 2, 7 * 24 * 3600_000);
      const missed = latestOccurrence(s.cron, s.timezone, after, now - 1000, lookBack);
      if (missed === undefined) continue;
      if (now - missed <= graceMs) {
        d.log.info({ schedule: s.name, missed: new Date(missed).toISOString() }, "running a digest missed while the bot was down (within the grace window)");
        void run(s, "catch-up", missed);
      } else {
        const runId = d.store.startRun(s.id, missed, "catch-up", now, "skipped");
        d.store.finishRun(runId, { status: "skipped", now, messageIds: [], error: `missed while the bot was down, more than ${d.config.digest.graceHours} h ago` });
        d.store.setLastFire(s.id, missed);
        d.log.warn({ schedule: s.name, missed: new Date(missed).toISOString(), graceHours: d.config.digest.graceHours }, "skipped a digest missed while the bot was down (outside the grace window)");
      }
    }
  }

  return {
    async start(): Promise<void> {
      stopped = false;
      const interrupted = d.store.interruptRunning(d.clock.now());
      if (interrupted > 0) d.log.warn({ runs: interrupted }, "digest runs interrupted by the last stop");
      await catchUp();
      sync();
      syncTimer = setInterval(sync, d.syncMs ?? 15_000);
      syncTimer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (syncTimer) clearInterval(syncTimer);
      for (const t of tasks.values()) {
        t.task.stop();
        void t.task.destroy();
      }
      tasks.clear();
    },
    sync,
    /** /digest run: runs now (not counted against the pause rule). */
    runNow: (s: Schedule) => run(s, "manual", d.clock.now()),
    isRunning: (id: number) => running.has(id),
    nextRun(s: Schedule): Date | null {
      if (s.status !== "active") return null;
      const task = cron.createTask(s.cron, () => undefined, { timezone: s.timezone });
      try {
        return task.getNextRuns(1)[0] ?? null;
      } finally {
        void task.destroy();
      }
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
