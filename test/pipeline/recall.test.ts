// Recall on real SQLite (FTS5 + sqlite-vec) with the fake Ollama's deterministic
// embeddings: bm25 over every term, rank fusion, time words, tag expansion that adds
// without flooding, neighbours of short hits, and re-indexing when the terms recipe changes.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createOllamaEmbedder } from "../../src/llm/local-model.js";
import { fuse, withFloor } from "../../src/memory/search.js";
import { createMemoryStore, type MemoryStore } from "../../src/memory/store.js";
import { createVectorIndex, type VectorIndex } from "../../src/memory/vector-index.js";
import { recall } from "../../src/pipeline/recall.js";
import { fakeEmbedding, type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { tempDir } from "../support/harness.js";
import { captureLog } from "../support/log.js";

const CHAT = 5;
const DAY = 86_400_000;
const NOW = Date.parse("2025-11-05T12:00:00Z"); // a Wednesday
const log = captureLog().log;
let ollama: FakeOllama;
let file: string;
let db: Db;
let store: MemoryStore;
let vectors: VectorIndex;
let conv = 0;

function add(text: string, ts: number, conversationId?: number): number {
  const c = conversationId ?? ++conv;
  db.prepare("INSERT OR IGNORE INTO conversations (id, chat_id, started_at, last_activity) VALUES (?, ?, ?, ?)").run(c, CHAT, ts, ts);
  const id = store.add({ chatId: CHAT, conversationId: c, kind: "exchange", sourceId: null, text, ts });
  vectors.upsert(id, CHAT, Float32Array.from(fakeEmbedding(text, 64)));
  return id;
}

async function embed(q: string): Promise<Float32Array> {
  const r = await createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 2000 }).embed([q]);
  if (!r.ok) throw new Error(r.error);
  return r.value.vectors[0] as Float32Array;
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  ollama = await startFakeOllama({ embedDim: 64 });
  file = path.join(tempDir(), "m.db");
  db = openDatabase(file);
  migrate(db);
  vectors = createVectorIndex(db);
  store = createMemoryStore(db, vectors);
  vectors.ensure({ model: "fake-embed", dim: 64 });
  // 210 of ~700 exchanges mention coffee: more than the old "discriminating terms" cut-off
  // (200), which searched "Anna" alone and ranked the shorter tea exchange first.
  for (let i = 0; i < 700; i++) add(`User: ${i % 10 < 3 ? "coffee" : "walk"} break number ${i}\nAssistant: enjoy`, NOW - 200 * DAY + i * 60_000);
  ids.annaCoffee = add("User: Anna ordered coffee\nAssistant: noted", NOW - 90 * DAY);
  ids.annaTea = add("User: Anna tea\nAssistant: noted", NOW - 80 * DAY);
  ids.lasagnaOld = add("User: Made lasagna for dinner tonight\nAssistant: yum", NOW - 60 * DAY);
  ids.cookedYesterday = add("User: Cooked mushroom risotto this evening\nAssistant: nice", NOW - DAY);
  ids.lasagnaYesterday = add("User: Baked lasagna tonight as well\nAssistant: again?", NOW - DAY + 3_600_000);
  // A conversation where a short reply needs its neighbours.
  const c = ++conv;
  ids.q = add("User: Where should I take Laura for her birthday?\nAssistant: How about Casa Verde?", NOW - 30 * DAY, c);
  ids.short = add("User: ok booked\nAssistant: great", NOW - 30 * DAY + 60_000, c);
  ids.after = add("User: she loved the grilled octopus\nAssistant: glad to hear", NOW - 30 * DAY + 120_000, c);
});
afterAll(async () => {
  db.close();
  await ollama.close();
});

describe("full text ranks by bm25() over every term of the question", () => {
  it("a common term still counts: 'Anna coffee' prefers the exchange with both over the shorter one with Anna alone", () => {
    const r = recall({ chatId: CHAT, query: "Anna coffee" }, { store, vectors, minSimilarity: 0.99, log });
    expect(r.items[0]?.id).toBe(ids.annaCoffee);
    expect(r.items.findIndex((i) => i.id === ids.annaTea)).toBeGreaterThan(0);
  });

  it("English words are stemmed: 'cook' finds 'Cooked'", () => {
    const r = recall({ chatId: CHAT, query: "when did I cook" }, { store, vectors, minSimilarity: 0.99, log });
    expect(r.items[0]?.id).toBe(ids.cookedYesterday);
  });
});

describe("time words", () => {
  it("'yesterday' puts that day's exchanges first, the older lasagna after", async () => {
    const q = "What did I cook yesterday? lasagna?";
    const r = recall({ chatId: CHAT, query: q, vector: await embed(q), now: NOW }, { store, vectors, minSimilarity: 0.3, log });
    expect(r.range?.phrase).toBe("yesterday");
    expect(r.items.slice(0, 2).map((i) => i.id).sort()).toEqual([ids.cookedYesterday, ids.lasagnaYesterday].sort());
    expect(r.items.findIndex((i) => i.id === ids.lasagnaOld)).toBeGreaterThan(1);
    expect(r.items.find((i) => i.id === ids.cookedYesterday)?.via).toBe("time");
  });

  it("without `now` (or without time words) nothing is filtered by time", () => {
    const r = recall({ chatId: CHAT, query: "lasagna yesterday" }, { store, vectors, minSimilarity: 0.3, log });
    expect(r.range).toBeUndefined();
    expect(r.items.map((i) => i.id)).toContain(ids.lasagnaOld);
  });
});

describe("fusion", () => {
  it("sums weight / (60 + rank) per list: agreement beats one list's top; an empty list changes nothing", () => {
    const a = fuse([
      { name: "text", ids: [1, 2, 3], weight: 1 },
      { name: "vector", ids: [3, 4], weight: 1 },
    ]);
    expect(a[0]?.id).toBe(3);
    const b = fuse([{ name: "text", ids: [1, 2, 3], weight: 1 }]);
    const c = fuse([{ name: "text", ids: [1, 2, 3], weight: 1 }, { name: "vector", ids: [], weight: 1 }]);
    expect(c).toEqual(b);
  });

  it("a vector neighbour below the minimum similarity does not vote", async () => {
    const q = "octopus grilled";
    const low = recall({ chatId: CHAT, query: q, vector: await embed(q) }, { store, vectors, minSimilarity: 0.999, log });
    expect(low.items.every((i) => i.via === "text")).toBe(true);
    const ok = recall({ chatId: CHAT, query: q, vector: await embed(q) }, { store, vectors, minSimilarity: 0.05, log });
    expect(ok.items[0]?.via).toBe("both");
  });
});

describe("fusion cannot lose full text's best hits to a weak vector list", () => {
  // A weak vector list that agrees with full text's weaker hits lifts them (two votes each)
  // over its best ones (one vote): on the benchmarks, with stand-in vectors let in at
  // similarity 0.2-0.3, that put fusion 2-12 points below plain BM25 on fact questions.
  const text = { name: "text" as const, ids: [1, 2, 3, 4, 5, 6], weight: 1 };
  const vector = { name: "vector" as const, ids: [3, 4, 5, 6, 7, 8], weight: 1 };

  it("full text's first half-limit hits keep a place; the rest goes by fused rank", () => {
    const fused = fuse([text, vector]);
    expect(fused.slice(0, 4).map((f) => f.id)).toEqual([3, 4, 5, 6]); // plain RRF drops 1 and 2
    expect(withFloor(fused, [text, vector], 4).map((f) => f.id)).toEqual([3, 4, 1, 2]);
    // Excluded items (already in the request) are skipped, not guaranteed.
    expect(withFloor(fused, [text, vector], 4, new Set([1])).map((f) => f.id)).toEqual([3, 4, 5, 2]);
  });

  it("with a named time the range list decides: no floor", () => {
    const lists = [text, vector, { name: "time" as const, ids: [5, 6, 7, 8], weight: 3 }];
    expect(withFloor(fuse(lists), lists, 4).map((f) => f.id)).toEqual(fuse(lists).slice(0, 4).map((f) => f.id));
  });
});

describe("an event named by its time", () => {
  it("is found when it was talked about just before that time (a plan), not only during it", async () => {
    const chat = CHAT + 1;
    const put = (text: string, ts: number) => {
      const c = ++conv;
      db.prepare("INSERT OR IGNORE INTO conversations (id, chat_id, started_at, last_activity) VALUES (?, ?, ?, ?)").run(c, chat, ts, ts);
      const id = store.add({ chatId: chat, conversationId: c, kind: "exchange", sourceId: null, text, ts });
      vectors.upsert(id, chat, Float32Array.from(fakeEmbedding(text, 64)));
      return id;
    };
    // Twelve October exchanges about the book club, and the October pick named on September 29.
    for (let i = 0; i < 12; i++) put(`User: book club evening ${i}, we talked about the chapters\nAssistant: sounds fun`, Date.parse("2025-10-02T18:00:00Z") + i * 2 * DAY);
    const plan = put("User: the October book club pick is Almond, I will miss that meeting\nAssistant: you can read it later", Date.parse("2025-09-29T12:00:00Z"));
    const q = "what was the book club pick in October";
    const r = recall({ chatId: chat, query: q, vector: await embed(q), now: NOW }, { store, vectors, minSimilarity: 0.5, log });
    expect(r.range?.phrase.toLowerCase()).toContain("october");
    expect(r.items.map((i) => i.id)).toContain(plan);
  });
});

describe("short hits carry their neighbours", () => {
  it("'ok booked' comes with the question before it and the reply after it", () => {
    const r = recall({ chatId: CHAT, query: "booked" }, { store, vectors, minSimilarity: 0.99, log });
    const hit = r.items.find((i) => i.id === ids.short);
    expect(hit?.context?.before).toContain("Casa Verde");
    expect(hit?.context?.after).toContain("octopus");
    const long = recall({ chatId: CHAT, query: "Casa Verde birthday Laura" }, { store, vectors, minSimilarity: 0.99, log }).items.find((i) => i.id === ids.q);
    expect(long?.context).toBeDefined(); // under 200 characters too
  });
});

describe("tag expansion adds, it never floods", () => {
  it("expanded conversations join below the question's matches, at most 3, and only new items", () => {
    const convOf = (id: number) => store.get([id])[0]?.conversationId as number;
    // Six matching conversations and three that share only the tag "baking".
    for (let i = 0; i < 6; i++) store.setTags(convOf(add(`User: sourdough starter day ${i}\nAssistant: feed it flour`, NOW - (50 - i) * DAY)), ["baking"], NOW);
    const unmatched = ["rye", "spelt", "emmer"].map((w, i) => add(`User: the ${w} levain smelled odd\nAssistant: discard half`, NOW - (40 - i) * DAY));
    for (const id of unmatched) store.setTags(convOf(id), ["baking"], NOW);
    for (let i = 0; i < 90; i++) store.setTags(1000 + i, [`other${i}`], NOW); // "baking" stays under 15%: not generic
    const r = recall({ chatId: CHAT, query: "sourdough starter day 1 day 2", limit: 20 }, { store, vectors, minSimilarity: 0.99, log, maxExpanded: 3 });
    expect(r.expansion.expand).toContain("baking");
    const viaTag = r.items.filter((i) => i.via === "tag");
    expect(viaTag.map((i) => i.id).sort()).toEqual(unmatched.sort());
    const firstTag = r.items.findIndex((i) => i.via === "tag");
    const lastText = r.items.map((i) => i.via).lastIndexOf("text");
    expect(firstTag).toBeGreaterThan(lastText);
    // At most maxExpanded conversations.
    const two = recall({ chatId: CHAT, query: "sourdough starter day 1 day 2", limit: 20 }, { store, vectors, minSimilarity: 0.99, log, maxExpanded: 2 });
    expect(two.items.filter((i) => i.via === "tag")).toHaveLength(2);
    // No item appears twice.
    expect(new Set(r.items.map((i) => i.id)).size).toBe(r.items.length);
  });
});

describe("the index follows the terms recipe", () => {
  it("a database indexed with another recipe is re-indexed when the store opens", () => {
    db.prepare("UPDATE meta SET value = 'old' WHERE key = 'fts_terms'").run();
    db.prepare("INSERT INTO memory_fts (memory_fts) VALUES ('delete-all')").run();
    const empty = createMemoryStore(db, vectors); // re-indexes
    expect(empty.searchText(CHAT, "risotto", 5).map((h) => h.id)).toEqual([ids.cookedYesterday]);
    expect(db.prepare("SELECT value FROM meta WHERE key = 'fts_terms'").get()).not.toEqual({ value: "old" });
  });
});
