// Recall's order survives its consumers, on real SQLite (FTS5 + sqlite-vec) with vectors
// chosen by hand so the vector list is doubtful (spread 0.059 over its first 50: confidence
// 1/3, two text hits pinned at the top): the pinned hits have lower fused scores than the
// ones below them, which the prompt's sort and budget cut must not undo; excluded hits take
// no floor places for the tag-expansion seeds; --limit does not change the first hits; a
// named time whose items are all excluded does not switch the floor off.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { hybridSearch } from "../../src/memory/search.js";
import { createMemoryStore, type MemoryStore } from "../../src/memory/store.js";
import { createVectorIndex, type VectorIndex } from "../../src/memory/vector-index.js";
import { assemble } from "../../src/pipeline/assemble.js";
import { recall, type RecallDeps } from "../../src/pipeline/recall.js";
import { tempDir } from "../support/harness.js";
import { captureLog } from "../support/log.js";

const CHAT = 3;
const DAY = 86_400_000;
const QUERY = "zebra stripes";
const Q = Float32Array.from([1, 0, 0, 0]);
let db: Db;
let store: MemoryStore;
let vectors: VectorIndex;
let n = 0;
const ids: Record<string, number> = {};

/** An item whose vector has cosine similarity `sim` to Q. */
function add(text: string, sim: number, ts = 100 * DAY + ++n * 60_000): number {
  db.prepare("INSERT INTO conversations (id, chat_id, started_at, last_activity) VALUES (?, ?, ?, ?)").run(++n, CHAT, ts, ts);
  const id = store.add({ chatId: CHAT, conversationId: n, kind: "exchange", sourceId: null, text, ts });
  vectors.upsert(id, CHAT, Float32Array.from([sim, Math.sqrt(1 - sim * sim), 0, 0]));
  return id;
}

beforeAll(() => {
  db = openDatabase(path.join(tempDir(), "order.db"));
  migrate(db);
  vectors = createVectorIndex(db);
  store = createMemoryStore(db, vectors);
  vectors.ensure({ model: "hand", dim: 4 });
  // Full text: T1, T2 (both words), then C, D (one word). Vectors: D first, C, T1, T2 last of 50.
  ids.d = add("User: a zebra at the zoo today, long story about the animals we saw\nAssistant: nice", 0.95);
  for (let i = 0; i < 46; i++) add(`User: filler note ${i}\nAssistant: ok`, 0.948 - i * 0.001);
  ids.t1 = add("User: zebra stripes\nAssistant: ok", 0.893);
  ids.t2 = add("User: why do zebra stripes exist, asked again\nAssistant: ok", 0.892);
  ids.c = add("User: a zebra crossing near the office, long story about the traffic there\nAssistant: ok", 0.891);
  // Beyond the first 50 neighbours: only a larger --limit reaches them.
  for (let i = 0; i < 10; i++) add(`User: far note ${i}\nAssistant: ok`, 0.3);
  ids.timed = add("User: the dentist appointment\nAssistant: ok", 0.2, 10 * DAY);
});

const deps = (over: Partial<RecallDeps> = {}): RecallDeps => ({ store, vectors, minSimilarity: 0, log: captureLog().log, ...over });

describe("recall's order is the prompt's order", () => {
  it("pinned text hits (lower fused scores) keep their places in the prompt, and a tight budget cuts from recall's bottom", () => {
    const r = recall({ chatId: CHAT, query: QUERY, vector: Q, limit: 4 }, deps());
    const order = r.items.map((i) => i.id);
    expect(order.slice(0, 3)).toEqual([ids.t1, ids.t2, ids.d]);
    const scores = r.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const memories = r.items.map((i) => ({ id: i.id, text: `MEM${i.id} ${i.text}`, score: i.score, label: "x" }));
    const b = { system: "S", knowledge: "", profile: "", summary: "", memories, passages: [], history: [], question: "Q" };
    const roomy = assemble(b, { contextTokens: 4000, replyTokens: 100 });
    expect(roomy.kept.memories.map((m) => m.id)).toEqual(order);
    const system = roomy.messages[0]?.content as string;
    const at = order.map((id) => system.indexOf(`MEM${id} `));
    expect(at).toEqual([...at].sort((x, y) => x - y));
    // Room for about two memories: the last two of recall's order go.
    let tokens = 210;
    while (assemble(b, { contextTokens: tokens, replyTokens: 0 }).kept.memories.length < 2) tokens += 4;
    const tight = assemble(b, { contextTokens: tokens, replyTokens: 0 });
    expect(tight.kept.memories.map((m) => m.id)).toEqual(order.slice(0, 2));
    expect(tight.dropped.memories.map((m) => m.id).sort()).toEqual(order.slice(2).sort());
  });
});

describe("excluded hits and the tag-expansion seeds", () => {
  it("with the top text hit excluded, the seeds are the returned top", () => {
    const gets: number[][] = [];
    const spy: MemoryStore = { ...store, get: (xs) => (gets.push([...xs]), store.get(xs)) };
    const r = recall({ chatId: CHAT, query: QUERY, vector: Q, limit: 2, excludeIds: new Set([ids.t1 as number]) }, deps({ store: spy }));
    expect(r.items.map((i) => i.id)).toEqual([ids.t2, ids.c]);
    expect(gets[0]).toEqual([ids.t2, ids.c]);
  });
});

describe("the vector list's confidence", () => {
  it("is measured on the first 50 neighbours: the first 10 are the same for limit 10 and 200", () => {
    const first = (limit: number) => hybridSearch({ chatId: CHAT, text: QUERY, vector: Q, limit, minSimilarity: 0 }, { store, vectors }).items.slice(0, 10).map((i) => i.id);
    expect(first(10).slice(0, 2)).toEqual([ids.t1, ids.t2]);
    expect(first(200)).toEqual(first(10));
  });
});

describe("a named time whose items are all excluded", () => {
  it("does not switch the text floor off: the order is the one without the time", () => {
    const excludeIds = new Set([ids.timed as number]);
    const q = { chatId: CHAT, text: QUERY, vector: Q, limit: 4, minSimilarity: 0, excludeIds };
    const plain = hybridSearch(q, { store, vectors }).items.map((i) => i.id);
    const timed = hybridSearch({ ...q, range: { from: 9 * DAY, to: 11 * DAY, phrase: "then" } }, { store, vectors }).items.map((i) => i.id);
    expect(plain.slice(0, 2)).toEqual([ids.t1, ids.t2]);
    expect(timed).toEqual(plain);
  });
});
