// Full-text search within the postings budget, on real SQLite FTS5 (src/memory/store.ts,
// src/memory/text-plan.ts). The budgets are scaled down so that a few hundred items behave
// like a large memory.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createMemoryStore, type MemoryStore } from "../../src/memory/store.js";
import type { TextBudget } from "../../src/memory/text-plan.js";
import { createVectorIndex } from "../../src/memory/vector-index.js";
import { tempDir } from "../support/harness.js";

const CHAT = 1;
const OTHER = 2;
const SMALL: TextBudget = { postings: 30, rarest: 40, newest: 5, boost: 1000 };
let db: Db;
let store: MemoryStore;
let ts = 0;
const ids: Record<string, number> = {};
/** Items holding 'walk', oldest first. */
const walks: number[] = [];

const add = (text: string, chatId = CHAT, at = ++ts) => store.add({ chatId, conversationId: chatId, kind: "exchange", sourceId: null, text, ts: at });
const withBudget = (b: TextBudget) => createMemoryStore(db, createVectorIndex(db), { textBudget: b });

beforeAll(() => {
  db = openDatabase(path.join(tempDir(), "m.db"));
  migrate(db);
  store = createMemoryStore(db, createVectorIndex(db));
  for (let i = 0; i < 60; i++) {
    if (i < 10) add(`User: we went up the hill ${i}\nAssistant: nice`);
    walks.push(add(`User: walk again ${i}\nAssistant: ok`));
    if (i < 25) add(`User: Tom called ${i}\nAssistant: ok`);
  }
  ids.tomUp = add("User: Tom took up pottery at the studio\nAssistant: fun, tell me how it goes");
});

describe("a name with a common word (budget scaled down: 'tom' fits, 'up' does not)", () => {
  it("the common word still ranks the documents holding the name: 'Tom ... up' first", () => {
    const hits = withBudget(SMALL).searchText(CHAT, "What did Tom take up?", 5);
    expect(hits[0]?.id).toBe(ids.tomUp);
  });

  it("(the previous rule, nothing past the budget, ranked the shorter 'Tom called' items first)", () => {
    const hits = withBudget({ ...SMALL, boost: 0 }).searchText(CHAT, "What did Tom take up?", 5);
    expect(hits.map((h) => h.id)).not.toContain(ids.tomUp);
  });
});

describe("a question made only of common words", () => {
  it("ranks only the newest postings of its rarest term, so its cost is bounded", () => {
    const hits = withBudget(SMALL).searchText(CHAT, "walk", 20);
    // 'walk' is in 60 items (> rarest 40): its newest 5 postings only.
    expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual(walks.slice(-5));
  });

  it("within a time range it reads that range's postings (its newest), however old the range", () => {
    const tsOf = db.prepare<[number], { ts: number }>("SELECT ts FROM memory_items WHERE id = ?");
    const from = tsOf.get(walks[0] as number)?.ts as number;
    const hits = withBudget(SMALL).searchText(CHAT, "walk", 20, { from, to: from + 12 });
    expect(hits.map((h) => h.id).sort((a, b) => a - b)).toEqual(walks.filter((id) => (tsOf.get(id)?.ts as number) < from + 12).slice(-5));
  });

  it("when even its rarest term is in half the memory, its items come newest first, unscored (bm25 weighs it ~0)", () => {
    // 'walk' is in 60 of ~96 items; a chat that repeats itself (the same words every turn)
    // made every query score the whole conversation to rank nothing.
    expect(store.searchText(CHAT, "walk", 7).map((h) => h.id)).toEqual(walks.slice(-7).reverse());
    const tsOf = db.prepare<[number], { ts: number }>("SELECT ts FROM memory_items WHERE id = ?");
    const mid = tsOf.get(walks[30] as number)?.ts as number;
    expect(store.searchText(CHAT, "walk", 3, { from: 0, to: mid }).map((h) => h.id)).toEqual(walks.slice(27, 30).reverse());
  });

  it("with the default budget, a small memory reads every term whole", () => {
    expect(store.searchText(CHAT, "walk", 200)).toHaveLength(60);
  });
});

describe("one chat's hits", () => {
  // Two ways to the same hits: the chat joined per posting (small queries), or the whole
  // memory's best checked for their chat (large ones; wideFrom 0 forces it here).
  const ways = [
    { name: "joined", word: "espresso", s: () => store },
    { name: "widened", word: "cappuccino", s: () => createMemoryStore(db, createVectorIndex(db), { wideFrom: 0 }) },
  ];
  for (const { name, word, s } of ways)
    it(`never include another chat's items, also when the other chat holds the best matches (${name})`, () => {
      // Chat 1's one match is long (a low bm25); chat 2's 30 short ones fill the whole memory's top.
      const mine = [add(`User: the ${word} machine broke and I spent the whole afternoon fixing it with a tiny screwdriver\nAssistant: sorry to hear that, good luck with it`)];
      const theirs = Array.from({ length: 30 }, (_, i) => add(`User: ${word} ${i}\nAssistant: ok`, OTHER));
      expect(s().searchText(CHAT, word, 5).map((h) => h.id)).toEqual(mine);
      expect(s().searchText(OTHER, word, 40).map((h) => h.id).sort((a, b) => a - b)).toEqual(theirs);
      expect(s().searchText(OTHER, word, 3)).toEqual(store.searchText(OTHER, word, 3));
    });

  it("a word new to the memory is found at once (rare terms' counts are never remembered)", () => {
    expect(store.searchText(CHAT, "zeppelin", 5)).toEqual([]);
    const id = add("User: saw a zeppelin today\nAssistant: wow");
    expect(store.searchText(CHAT, "zeppelin", 5).map((h) => h.id)).toEqual([id]);
  });
});

describe("time words read a chat's items by time through an index", () => {
  it("migration 045 adds memory_items(chat_id, ts), and the range reads use it", () => {
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(CHAT, 0, 10) as Array<{ detail: string }>).map((r) => r.detail).join(" ");
    expect(plan("SELECT id FROM memory_items WHERE chat_id = ? AND ts >= ? AND ts < ? ORDER BY ts DESC")).toContain("memory_items_chat_ts");
    expect(plan("SELECT MIN(id), MAX(id) FROM memory_items WHERE chat_id = ? AND ts >= ? AND ts < ?")).toContain("memory_items_chat_ts");
  });
});
