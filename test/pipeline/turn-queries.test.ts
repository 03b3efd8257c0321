// Every SQL statement a plain chat turn runs reads through an index: a full scan of a
// table makes each turn slower as the whole database grows (issue 14 found two: the turn
// statuses of the history, and the visible document passages scanning all memory).
// Counted from SQLite's own query plans, not timed.
import Database from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { type Harness, startHarness } from "../support/harness.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

type Statement = Record<string, (...a: unknown[]) => unknown>;

const GROWING = ["messages", "turns", "inbox", "outbox", "memory_items", "documents", "tool_calls", "conversations", "model_usage", "quarantine"];
/** The table a plan's name stands for: itself, or the table it aliases in the statement. */
const tableOf = (name: string, sql: string) =>
  GROWING.includes(name) ? name : (new RegExp(`(?:FROM|JOIN)\\s+(\\w+)\\s+(?:AS\\s+)?${name}\\b`, "i").exec(sql)?.[1] ?? name);

it("a plain turn runs no statement that scans a whole table", async () => {
  const ran = new Set<string>();
  let recording = false;
  const proto = Database.prototype as unknown as { prepare: (sql: string) => Statement };
  const prepare = proto.prepare;
  proto.prepare = function (this: unknown, sql: string) {
    const st = prepare.call(this, sql);
    for (const m of ["run", "get", "all", "iterate"]) {
      const f = st[m];
      if (typeof f === "function")
        st[m] = function (this: unknown, ...a: unknown[]) {
          if (recording) ran.add(sql);
          return f.apply(this, a);
        };
    }
    return st;
  };
  try {
    h = await startHarness({ tagQuietMs: 60_000 });
    h.openai.setResponder(() => ({ content: "noted." }));
    await h.say("first message about the garden");
    recording = true;
    await h.say("second message about the garden");
    await h.say("and a third one about the garden");
  } finally {
    proto.prepare = prepare;
  }
  expect(ran.size).toBeGreaterThan(10);
  const scans: string[] = [];
  for (const sql of ran) {
    if (/^\s*INSERT/i.test(sql)) continue;
    const params = new Array((sql.match(/\?/g) ?? []).length).fill(1);
    const plan = h.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>;
    // "SCAN t" without an index, of a table that grows with every turn (a background job
    // may glance at a small one, such as the schedules, while a slow run records).
    for (const { detail } of plan) {
      // Walking a whole index is a whole-table read too, unless the index is partial (it
      // holds only the rows its WHERE keeps, e.g. the untagged conversations).
      const m = /^SCAN (\w+)(?: USING (?:COVERING )?INDEX (\w+))?$/.exec(detail);
      const partial = m?.[2] !== undefined && (h.db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").pluck().get(m[2]) as string | null)?.includes(" WHERE ");
      if (m && !partial && GROWING.includes(tableOf(m[1] as string, sql))) scans.push(`${detail}: ${sql.replace(/\s+/g, " ")}`);
    }
  }
  expect(scans).toEqual([]);
});
