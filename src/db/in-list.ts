// Statements with an `IN (...)` list, prepared once per list length instead of per call.
import type { Db } from "./open.js";

export function preparedIn<R>(db: Db, build: (placeholders: string) => string): (values: readonly unknown[]) => R[] {
  const cache = new Map<number, ReturnType<Db["prepare"]>>();
  // better-sqlite3's types want a tuple; an IN list is a variable-length array by nature.
  return (values) => {
    if (values.length === 0) return [];
    let st = cache.get(values.length);
    if (!st) {
      st = db.prepare<unknown[]>(build(values.map(() => "?").join(",")));
      cache.set(values.length, st);
    }
    return (st as { all(...v: unknown[]): unknown[] }).all(...values) as R[];
  };
}
