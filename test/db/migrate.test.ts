import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { currentVersion, migrate, MigrationError } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { tempDir } from "../support/harness.js";

function dirWith(files: Record<string, string>): string {
  const d = tempDir("migrations-");
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(d, name), sql);
  return d;
}

describe("migrations", () => {
  it("applies the project's migrations in order, records them, and is idempotent", () => {
    const db = openDatabase(path.join(tempDir(), "a.db"));
    const applied = migrate(db);
    expect(applied[0]).toBe("001_core.sql");
    expect(currentVersion(db)).toBe(Number.parseInt(applied.at(-1) ?? "0", 10)); // numbers may have gaps (ranges per change)
    expect(migrate(db)).toEqual([]);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect((db.prepare("SELECT vec_version() AS v").get() as { v: string }).v).toMatch(/^v0\.1/);
  });

  it("a failing migration leaves the database as it was and names the file", () => {
    const dir = dirWith({
      "001_a.sql": "CREATE TABLE a (x INTEGER);",
      "002_b.sql": "CREATE TABLE b (y INTEGER); INSERT INTO a VALUES (1); THIS IS NOT SQL;",
    });
    const db = openDatabase(path.join(tempDir(), "b.db"));
    expect(() => migrate(db, dir)).toThrow(MigrationError);
    expect(() => migrate(db, dir)).toThrow(/002_b\.sql failed: .*left unchanged at version 1/);
    expect(currentVersion(db)).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    expect(db.prepare("SELECT COUNT(*) AS n FROM a").get()).toEqual({ n: 0 });
  });

  it("refuses badly named or duplicate-numbered files, and a database newer than the code", () => {
    const db = openDatabase(":memory:");
    expect(() => migrate(db, dirWith({ "1-init.sql": "" }))).toThrow(/must be named NNN_description\.sql/);
    expect(() => migrate(db, dirWith({ "001_a.sql": "", "001_b.sql": "" }))).toThrow(/share version 1/);
    migrate(db, dirWith({ "001_a.sql": "SELECT 1;", "002_b.sql": "SELECT 1;" }));
    expect(() => migrate(db, dirWith({ "001_a.sql": "SELECT 1;" }))).toThrow(/newer than this code knows/);
  });
});
