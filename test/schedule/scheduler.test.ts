// The scheduler's own guarantees, apart from node-cron's: runs of one schedule never
// overlap, whichever path starts them (cron, /digest run, catch-up at start).
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Delivery } from "../../src/chat/ports.js";
import { createConfig } from "../../src/config.js";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import type { TurnOutcome, TurnRequest } from "../../src/pipeline/turn.js";
import { createScheduler } from "../../src/schedule/scheduler.js";
import { createScheduleStore, type ScheduleStore } from "../../src/schedule/store.js";
import { createOutboxStore } from "../../src/store/outbox.js";
import { tempDir } from "../support/harness.js";
import { captureLog } from "../support/log.js";

let db: Db;
let store: ScheduleStore;

beforeEach(() => {
  db = openDatabase(path.join(tempDir(), "assistant.db"));
  migrate(db);
  store = createScheduleStore(db);
});
afterEach(() => db.close());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("scheduler", () => {
  it("a second run of a schedule while the first is going is skipped and recorded, not started", async () => {
    const started: TurnRequest[] = [];
    const release = deferred<void>();
    const outcome = (turnId: number): TurnOutcome => ({ turnId, status: "done", suppressed: false, deliveries: [{ outboxId: turnId, status: "delivered", messageIds: [turnId], error: null }], trace: { source: "schedule", original: "", tools: [] } as unknown as TurnOutcome["trace"] });
    const scheduler = createScheduler({
      store,
      turns: async (req) => {
        started.push(req);
        await release.promise;
        return outcome(started.length);
      },
      delivery: { deliver: async () => { throw new Error("not used"); }, recover: async () => ({ unknown: 0, sent: 0, interrupted: 0 }) } satisfies Delivery,
      outbox: createOutboxStore(db),
      sender: { send: async () => ({ status: "delivered", messageIds: [1] }) },
      clock: { now: () => Date.now() },
      log: captureLog().log,
      config: createConfig({ DIGEST_RETRIES: "0" }, "/tmp"),
      catalog: () => ({ skills: [], unavailable: [], problems: [], get: () => undefined }) as never,
    });
    const s = store.add({ chatId: 7, name: "slow", cron: "0 8 * * *", timezone: "UTC", whatKind: "prompt", what: "summarize", now: Date.now(), origin: { kind: "owner", by: 7 } });
    const id = s.id;
    const first = scheduler.runNow(s);
    const pending = scheduler.runNow(s);
    // The turn function is called synchronously by a run that starts: the second did not.
    expect(started).toHaveLength(1);
    const second = await pending;
    expect(second.status).toBe("skipped");
    expect(second.error).toBe("the previous run was still going");
    expect(started).toHaveLength(1);
    expect(scheduler.isRunning(id)).toBe(true);
    release.resolve();
    expect((await first).status).toBe("delivered");
    expect(scheduler.isRunning(id)).toBe(false);
    expect(store.runs(id).map((r) => r.status).sort()).toEqual(["delivered", "skipped"]);
    // Once the first run ended, the next one starts normally.
    const third = scheduler.runNow(s);
    await new Promise((r) => setImmediate(r));
    expect(started).toHaveLength(2);
    expect((await third).status).toBe("delivered");
  });
});
