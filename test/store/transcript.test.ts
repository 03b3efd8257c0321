// The transcript keeps the rows of active conversations between turns (issue 14: each turn
// re-read and re-parsed its whole history). Contract: conversation() returns exactly what
// the database holds, whoever changed it and however (appends, the store's own meta
// updates, direct SQL of memory/forget.ts, another process, a rolled-back transaction).
import path from "node:path";
import { beforeEach, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createTranscriptStore, type TranscriptStore } from "../../src/store/transcript.js";
import { tempDir } from "../support/harness.js";
import { captureLog } from "../support/log.js";

let db: Db;
let t: TranscriptStore;
let conv: number;

beforeEach(() => {
  db = openDatabase(path.join(tempDir(), "assistant.db"));
  migrate(db);
  db.prepare("INSERT INTO chats (chat_id, created_at) VALUES (1, 0)").run();
  conv = Number(db.prepare("INSERT INTO conversations (chat_id, started_at, last_activity) VALUES (1, 0, 0)").run().lastInsertRowid);
  t = createTranscriptStore(db, captureLog().log);
});

const add = (content: string, turnId: number | null = null) => t.append({ conversationId: conv, chatId: 1, turnId, role: "user", content, createdAt: 0 });
/** What the database holds, read without the store. */
const stored = (afterId = 0) =>
  (db.prepare("SELECT id, content, meta FROM messages WHERE conversation_id = ? AND id > ? ORDER BY id").all(conv, afterId) as Array<{ id: number; content: string; meta: string | null }>).map((r) => ({
    id: r.id,
    content: r.content,
    meta: r.meta ? (JSON.parse(r.meta) as object) : {},
  }));
const read = (afterId = 0) => t.conversation(conv, afterId).map((r) => ({ id: r.id, content: r.content, meta: r.meta }));

it("returns what the database holds after appends, meta updates, direct SQL and another connection's writes", () => {
  const a = add("one");
  add("two");
  expect(read()).toEqual(stored());
  const c = add("three");
  expect(read()).toEqual(stored());
  // The store's own update (a delivery mark on every reply) keeps the kept rows in step.
  t.updateMeta(a, { delivery: "delivered" });
  expect(read()).toEqual(stored());
  expect(read()[0]?.meta).toEqual({ delivery: "delivered" });
  // Direct SQL (memory/forget.ts supersedes an edited question's turn this way).
  db.prepare("UPDATE messages SET content = 'three, edited' WHERE id = ?").run(c);
  expect(read()).toEqual(stored());
  db.prepare("DELETE FROM messages WHERE id = ?").run(a);
  expect(read()).toEqual(stored());
  // Another process (npm run memory -- forget) deletes a row.
  const other = openDatabase(db.name);
  other.prepare("DELETE FROM messages WHERE id = ?").run(c);
  other.close();
  expect(read()).toEqual(stored());
  expect(read().map((r) => r.content)).toEqual(["two"]);
});

it("follows the summary fold point both ways", () => {
  const ids = ["a", "b", "c", "d"].map((s) => add(s));
  expect(read()).toEqual(stored());
  expect(read(ids[1])).toEqual(stored(ids[1]));
  add("e");
  expect(read(ids[2])).toEqual(stored(ids[2]));
  expect(read(0)).toEqual(stored(0));
});

it("keeps nothing a rolled-back transaction wrote, nor a meta update it rolled back", () => {
  const a = add("kept");
  expect(read()).toEqual(stored());
  expect(() =>
    db.transaction(() => {
      add("rolled back");
      t.updateMeta(a, { delivery: "failed" });
      expect(read().map((r) => r.content)).toEqual(["kept", "rolled back"]);
      throw new Error("crash");
    })(),
  ).toThrow("crash");
  expect(read()).toEqual(stored());
  expect(read()[0]?.meta).toEqual({});
  // The change counter is back where it was: a later change must still be seen as one.
  const b = add("later");
  expect(() =>
    db.transaction(() => {
      t.updateMeta(a, { delivery: "failed" });
      throw new Error("crash");
    })(),
  ).toThrow("crash");
  db.prepare("UPDATE messages SET content = 'later, edited' WHERE id = ?").run(b);
  expect(read()).toEqual(stored());
  // Rows read inside a transaction that then rolls back are not kept either.
  expect(() =>
    db.transaction(() => {
      add("never committed");
      expect(read().map((r) => r.content)).toContain("never committed");
      throw new Error("crash");
    })(),
  ).toThrow("crash");
  expect(read()).toEqual(stored());
});

it("hands out frozen rows: they are shared between turns", () => {
  add("x");
  const [row] = t.conversation(conv);
  expect(Object.isFrozen(row)).toBe(true);
  expect(Object.isFrozen(row?.meta)).toBe(true);
});
