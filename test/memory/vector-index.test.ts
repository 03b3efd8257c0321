// The IVF vector index on real SQLite + sqlite-vec: exact while small, trained cells once
// it grows, nothing missed while vectors move between generations.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { createVectorIndex } from "../../src/memory/vector-index.js";
import { tempDir } from "../support/harness.js";

const DIM = 32;
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 0x100000000 - 0.5;
  };
}
const r = rng(3);
const unit = (v: Float32Array) => {
  const n = Math.sqrt(v.reduce((a, x) => a + x * x, 0));
  return v.map((x) => x / n);
};
const centroids = Array.from({ length: 12 }, () => unit(Float32Array.from({ length: DIM }, r)));
const point = (c: number) => unit(Float32Array.from(centroids[c] as Float32Array, (x) => x + r() * 0.5));

function setup() {
  const db = openDatabase(path.join(tempDir(), "v.db"));
  migrate(db);
  const index = createVectorIndex(db, { trainAt: 200, cellSize: 20, probes: 4, sampleDims: 16 });
  index.ensure({ model: "m", dim: DIM });
  const vectors = new Map<number, Float32Array>();
  const add = (id: number, chat = 1) => {
    const v = point(id % 12);
    vectors.set(id, v);
    index.upsert(id, chat, v);
  };
  const exactTop = (q: Float32Array, k: number) =>
    [...vectors.entries()]
      .map(([id, v]) => ({ id, s: v.reduce((a, x, i) => a + x * (q[i] as number), 0) }))
      .sort((a, b) => b.s - a.s)
      .slice(0, k)
      .map((x) => x.id);
  const recallAt10 = () => {
    let hit = 0;
    for (let q = 0; q < 20; q++) {
      const v = point(q % 12);
      const got = new Set(index.search(1, v, 10).map((h) => h.id));
      hit += exactTop(v, 10).filter((id) => got.has(id)).length;
    }
    return hit / 200;
  };
  return { db, index, add, vectors, exactTop, recallAt10 };
}

describe("IVF vector index", () => {
  it("below the training threshold it is an exact scan", () => {
    const t = setup();
    for (let id = 1; id <= 150; id++) t.add(id);
    expect(t.index.needsTraining(1)).toBe(false);
    const q = t.vectors.get(42) as Float32Array;
    const hits = t.index.search(1, q, 5);
    expect(hits[0]?.id).toBe(42);
    expect(hits[0]?.similarity).toBeCloseTo(1, 5);
    expect(t.recallAt10()).toBe(1);
  });

  it("trains cells when the chat's memory grows, keeps recall, and retrains when it doubles", async () => {
    const t = setup();
    for (let id = 1; id <= 400; id++) t.add(id);
    expect(t.index.needsTraining(1)).toBe(true);
    const r1 = await t.index.train(1, 50);
    expect(r1).toMatchObject({ cells: 20, moved: 400, done: true });
    expect(t.index.needsTraining(1)).toBe(false);
    expect(t.recallAt10()).toBeGreaterThanOrEqual(0.9);
    // Vectors added after training go straight into the trained cells.
    for (let id = 401; id <= 799; id++) t.add(id);
    expect(t.index.needsTraining(1)).toBe(false);
    t.add(800);
    expect(t.index.needsTraining(1)).toBe(true);
    expect(t.db.prepare("SELECT COUNT(DISTINCT cell) AS n FROM memory_vectors").get()).toEqual({ n: 20 });
  });

  it("misses nothing while a retrain is moving vectors, and resumes an unfinished move", async () => {
    const t = setup();
    for (let id = 1; id <= 400; id++) t.add(id);
    const partial = await t.index.train(1, 100, 1);
    expect(partial.done).toBe(false);
    const gens = t.db.prepare("SELECT generation, COUNT(*) AS n FROM memory_vectors GROUP BY generation ORDER BY generation").all();
    expect(gens).toEqual([{ generation: 0, n: 300 }, { generation: 1, n: 100 }]);
    for (const id of [1, 150, 399]) expect(t.index.search(1, t.vectors.get(id) as Float32Array, 1)[0]?.id).toBe(id);
    // A fresh index object (a restart) sees the unfinished move and completes it.
    const again = createVectorIndex(t.db, { trainAt: 200, cellSize: 20, probes: 4, sampleDims: 16 });
    expect(again.needsTraining(1)).toBe(true);
    expect((await again.train(1, 100)).done).toBe(true);
    expect(t.db.prepare("SELECT DISTINCT generation FROM memory_vectors").all()).toEqual([{ generation: 1 }]);
    for (const id of [1, 150, 399]) expect(again.search(1, t.vectors.get(id) as Float32Array, 1)[0]?.id).toBe(id);
  });

  it("keeps chats apart and removes vectors", () => {
    const t = setup();
    t.add(1, 1);
    t.add(2, 2);
    expect(t.index.search(1, t.vectors.get(2) as Float32Array, 5).map((h) => h.id)).toEqual([1]);
    t.index.remove([1]);
    expect(t.index.search(1, t.vectors.get(1) as Float32Array, 5)).toEqual([]);
  });

  it("exact similarities stay exact across rewrites, removals and another connection's writes (kept vectors)", () => {
    const t = setup();
    for (let id = 1; id <= 5; id++) t.add(id);
    const q = point(0);
    const cos = (v: Float32Array) => v.reduce((a, x, i) => a + x * (q[i] as number), 0);
    const expectExact = (ids: number[]) => {
      const got = t.index.similarities(ids, q);
      expect([...got.keys()].sort()).toEqual(ids.filter((id) => t.vectors.has(id)).sort());
      for (const [id, s] of got) expect(s).toBeCloseTo(cos(t.vectors.get(id) as Float32Array), 5);
    };
    expectExact([1, 2, 3, 4, 5]);
    // The same items again (now kept), then one of them rewritten with another vector.
    expectExact([1, 2, 3]);
    const moved = point(7);
    t.vectors.set(2, moved);
    t.index.upsert(2, 1, moved);
    expectExact([1, 2, 3]);
    t.index.remove([3]);
    t.vectors.delete(3);
    expectExact([1, 2, 3]);
    // Another process (the memory CLI) rewrites a vector: the kept copies are dropped.
    const other = openDatabase(t.db.name);
    const elsewhere = createVectorIndex(other, { trainAt: 200, cellSize: 20, probes: 4, sampleDims: 16 });
    const changed = point(9);
    t.vectors.set(1, changed);
    elsewhere.upsert(1, 1, changed);
    other.close();
    expectExact([1, 2, 4, 5]);
  });
});
