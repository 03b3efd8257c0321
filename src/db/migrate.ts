// Numbered SQL files (migrations/NNN_name.sql) applied in order, each inside its own
// transaction together with the row that records it: a failing file leaves the database
// exactly as it was and the start stops with the file name and SQLite's reason.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./open.js";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations", import.meta.url));

export class MigrationError extends Error {
  override name = "MigrationError";
}

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string): MigrationFile[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".sql")).sort();
  const seen = new Map<number, string>();
  return files.map((f) => {
    const m = /^(\d+)_[\w-]+\.sql$/.exec(f);
    if (!m) throw new MigrationError(`Migration file ${f} must be named NNN_description.sql (e.g. 004_notes.sql).`);
    const version = Number(m[1]);
    const other = seen.get(version);
    if (other) throw new MigrationError(`Migrations ${other} and ${f} share version ${version}: renumber one of them.`);
    seen.set(version, f);
    return { version, name: f, sql: fs.readFileSync(path.join(dir, f), "utf8") };
  });
}

export function currentVersion(db: Db): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const row = db.prepare("SELECT MAX(version) AS v FROM schema_migrations").get() as { v: number | null };
  return row.v ?? 0;
}

/** Applies pending migrations; returns the names applied. */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR, now: () => number = Date.now): string[] {
  const files = readMigrations(dir).sort((a, b) => a.version - b.version);
  const from = currentVersion(db);
  const newest = files.at(-1)?.version ?? 0;
  if (from > newest)
    throw new MigrationError(
      `The database is at schema version ${from}, newer than this code knows (${newest}). ` +
        "Run the newer version of the bot, or restore a backup made with this version.",
    );
  const applied: string[] = [];
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const f of files) {
    if (f.version <= from) continue;
    try {
      db.transaction(() => {
        db.exec(f.sql);
        record.run(f.version, f.name, now());
      })();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new MigrationError(
        `Migration ${f.name} failed: ${reason}. The database was left unchanged at version ` +
          `${applied.length > 0 ? files.find((x) => x.name === applied.at(-1))?.version : from}. ` +
          "Fix the migration (or restore a backup) and start again.",
      );
    }
    applied.push(f.name);
  }
  return applied;
}
