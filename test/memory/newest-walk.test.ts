// A question made only of words in half the memory or more is answered newest first
// (store.ts newestOf, text-plan.ts `unscored`). The walk over the memory's newest postings
// stops at a ceiling (the budget's `newest`); a chat owning too few of them is then walked on
// its own items. Real SQLite; the rows walked are counted, not timed.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createMemoryStore } from "../../src/memory/store.js";
import { TEXT_BUDGET } from "../../src/memory/text-plan.js";
import { createVectorIndex } from "../../src/memory/vector-index.js";
import { tempDir } from "../support/harness.js";

const BIG = 1;
const SMALL_CHAT = 2;
const CEILING = 50;
let db: Db;
const small: number[] = [];
const big: number[] = [];
let walked: number[] = [];
const store = () => createMemoryStore(db, createVectorIndex(db), { textBudget: { ...TEXT_BUDGET, newest: CEILING }, onNewestWalk: (n) => walked.push(n) });

beforeAll(() => {
  db = openDatabase(path.join(tempDir(), "walk.db"));
  migrate(db);
  const s = store();
  let ts = 0;
  const add = (chatId: number) => s.add({ chatId, conversationId: chatId, kind: "exchange", sourceId: null, text: `User: hello again ${ts}\nAssistant: hello`, ts: ++ts });
  // The small chat's 5 items are the oldest postings of 'hello'; the big chat's 400 are newer.
  for (let i = 0; i < 5; i++) small.push(add(SMALL_CHAT));
  for (let i = 0; i < 400; i++) big.push(add(BIG));
});

/** The unbounded answer: the chat's items holding the word, newest first. */
const reference = (chatId: number, limit: number, from = 0, to = Number.MAX_SAFE_INTEGER) =>
  db
    .prepare<[number, number, number, number], { id: number }>(
      "SELECT m.id FROM memory_items m WHERE m.chat_id = ? AND m.ts >= ? AND m.ts < ? AND m.id IN (SELECT rowid FROM memory_fts WHERE memory_fts MATCH 'hello') ORDER BY m.id DESC LIMIT ?",
    )
    .all(chatId, from, to, limit)
    .map((r) => r.id);

describe("newest first over a common word", () => {
  it("a chat owning 5 of 405 postings, all old: its items, newest first, walking at most the ceiling plus its own items", () => {
    walked = [];
    expect(store().searchText(SMALL_CHAT, "hello", 10).map((h) => h.id)).toEqual(reference(SMALL_CHAT, 10));
    expect(reference(SMALL_CHAT, 10)).toEqual([...small].reverse());
    expect(walked).toEqual([CEILING + small.length]);
  });

  it("a chat owning the newest postings stops as soon as it has enough", () => {
    walked = [];
    expect(store().searchText(BIG, "hello", 10).map((h) => h.id)).toEqual(big.slice(-10).reverse());
    expect(walked).toEqual([10]);
  });

  it("within a time range older than the ceiling reaches, the answer is the unbounded one", () => {
    walked = [];
    const from = 100;
    const to = 120;
    expect(store().searchText(BIG, "hello", 10, { from, to }).map((h) => h.id)).toEqual(reference(BIG, 10, from, to));
    expect(walked).toHaveLength(1);
    expect(walked[0]).toBeLessThanOrEqual(CEILING + 400);
  });
});
