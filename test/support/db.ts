// Reads the database of a bot running as a child process (read-only, opened per query,
// so the test never holds a lock the bot would wait on).
import Database from "better-sqlite3";
import path from "node:path";

export function readRow<T>(dir: string, sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(path.join(dir, "assistant.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** readRow, or undefined while the database does not exist yet or is being created. */
export function tryReadRow<T>(dir: string, sql: string, ...params: unknown[]): T | undefined {
  try {
    return readRow<T>(dir, sql, ...params);
  } catch {
    return undefined;
  }
}
