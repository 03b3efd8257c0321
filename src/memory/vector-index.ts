// The vector side of memory, in sqlite-vec, as an inverted-file (IVF) index:
// - every vector lives in a vec0 partition `chat:generation:cell` with its exact float
//   values (cosine distance); a query scans only the cells nearest to it;
// - a chat's cells come from k-means on its own vectors, trained when the chat's memory
//   grows past a threshold and again whenever it doubles (small chats are one cell, an
//   exact scan). Retraining moves vectors into a new generation in batches; until the
//   move is done a query probes both generations, so nothing is ever missed.
// The embedding model and dimension are recorded; a different one resets the index and
// every item is embedded again: vectors of two models are never mixed.
import type { Db } from "../db/open.js";
import { kmeans, nearest, yieldToLoop } from "./kmeans.js";

export interface VectorHit {
  id: number;
  similarity: number;
}

export interface IndexShape {
  model: string;
  dim: number;
}

export interface IvfOptions {
  /** A chat's vectors are clustered once it has this many. */
  trainAt: number;
  /** Target vectors per cell. */
  cellSize: number;
  /** Cells scanned per query. */
  probes: number;
  /** Coordinates the clustering looks at (a fixed sample of the dimensions). */
  sampleDims: number;
}

const CHUNK = 64;

export const DEFAULT_IVF: IvfOptions = { trainAt: 4096, cellSize: 256, probes: 8, sampleDims: 128 };

interface Cells {
  chatId: number;
  generation: number;
  trainedCount: number;
  centroids: Float32Array[];
  /** The generation being replaced while a retrain moves vectors (probed too). */
  previous?: { generation: number; centroids: Float32Array[] } | undefined;
}

/** Float32 view of a blob; copies when the buffer is not 4-byte aligned. */
export function toF32(b: Buffer): Float32Array {
  return b.byteOffset % 4 === 0 ? new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4) : new Float32Array(new Uint8Array(b).buffer);
}

const blob = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

function packCentroids(cs: readonly Float32Array[]): Buffer {
  const dim = cs[0]?.length ?? 0;
  const out = new Float32Array(cs.length * dim);
  cs.forEach((c, i) => out.set(c, i * dim));
  return blob(out);
}

function unpackCentroids(b: Buffer | null, dim: number): Float32Array[] {
  if (!b || dim === 0) return [];
  const all = toF32(b);
  return Array.from({ length: all.length / dim }, (_, i) => all.slice(i * dim, (i + 1) * dim));
}

/** Deterministic sample of coordinates, the same for training, assignment and queries. */
export function sampleDims(dim: number, n: number): Int32Array {
  if (n >= dim) return Int32Array.from({ length: dim }, (_, i) => i);
  const step = dim / n;
  return Int32Array.from({ length: n }, (_, i) => Math.floor(i * step));
}

function project(v: Float32Array, dims: Int32Array): Float32Array {
  const out = new Float32Array(dims.length);
  let norm = 0;
  for (let i = 0; i < dims.length; i++) {
    const x = v[dims[i] as number] as number;
    out[i] = x;
    norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / norm;
  return out;
}

/** The vectors cached for exact similarities, in floats (8 MB: about 2,600 vectors of 768 dimensions). */
export const EXACT_CACHE_FLOATS = 2_000_000;

/**
 * Vectors read back for exact similarities. A named time range re-ranks the same few
 * hundred items question after question, and a vec0 read by rowid costs about 9 µs, so
 * they are kept: dropped when this connection rewrites or removes one, all of them when
 * another connection (the memory CLI) committed anything. Filled on read only, so a write
 * rolled back never leaves a vector here that the database does not hold.
 */
function exactCache(dataVersion: () => number, maxFloats = EXACT_CACHE_FLOATS) {
  const entries = new Map<number, { v: Float32Array; norm: number }>();
  let floats = 0;
  let seen = dataVersion();
  const drop = (id: number) => {
    const e = entries.get(id);
    if (!e) return;
    entries.delete(id);
    floats -= e.v.length;
  };
  return {
    get: (id: number) => entries.get(id),
    set(id: number, e: { v: Float32Array; norm: number }): void {
      drop(id);
      entries.set(id, e);
      floats += e.v.length;
      // Oldest first out (Map keeps insertion order).
      for (const old of entries.keys()) {
        if (floats <= maxFloats) break;
        drop(old);
      }
    },
    drop,
    clear(): void {
      entries.clear();
      floats = 0;
    },
    /** Forgets everything when another connection changed the database. */
    check(): void {
      const v = dataVersion();
      if (v !== seen) {
        entries.clear();
        floats = 0;
        seen = v;
      }
    },
  };
}

export function createVectorIndex(db: Db, opts: IvfOptions = DEFAULT_IVF) {
  const getMeta = db.prepare<[string], { value: string }>("SELECT value FROM meta WHERE key = ?");
  const setMeta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");

  const shape = (): IndexShape | undefined => {
    const model = getMeta.get("embed_model")?.value;
    const dim = Number(getMeta.get("embed_dim")?.value ?? 0);
    return model && dim > 0 ? { model, dim } : undefined;
  };

  let st: ReturnType<typeof prepare> | undefined;
  const cellsCache = new Map<number, Cells>();
  const dataVersion = db.prepare<[], number>("PRAGMA data_version").pluck();
  const exact = exactCache(() => dataVersion.get() ?? 0);

  function prepare(dim: number) {
    return {
      dim,
      dims: sampleDims(dim, opts.sampleDims),
      insertVec: db.prepare("INSERT INTO vec_memory (rowid, part, embedding) VALUES (?, ?, vec_f32(?))"),
      deleteVec: db.prepare("DELETE FROM vec_memory WHERE rowid = ?"),
      upsertPlace: db.prepare(
        "INSERT INTO memory_vectors (item_id, chat_id, generation, cell) VALUES (?, ?, ?, ?) ON CONFLICT(item_id) DO UPDATE SET chat_id = excluded.chat_id, generation = excluded.generation, cell = excluded.cell",
      ),
      deletePlace: db.prepare("DELETE FROM memory_vectors WHERE item_id = ?"),
      knn: db.prepare<[Buffer, string, number], { rowid: number; distance: number }>("SELECT rowid, distance FROM vec_memory WHERE embedding MATCH vec_f32(?) AND part = ? AND k = ?"),
      cellsRow: db.prepare<[number], { generation: number; trained_count: number; centroids: Buffer | null; previous_generation: number | null; previous_centroids: Buffer | null }>("SELECT * FROM vec_cells WHERE chat_id = ?"),
      countOf: db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM memory_vectors WHERE chat_id = ?"),
      saveCells: db.prepare(
        "INSERT INTO vec_cells (chat_id, generation, trained_count, centroids, previous_generation, previous_centroids) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(chat_id) DO UPDATE SET generation = excluded.generation, trained_count = excluded.trained_count, centroids = excluded.centroids, previous_generation = excluded.previous_generation, previous_centroids = excluded.previous_centroids",
      ),
      sample: db.prepare<[number, number], { item_id: number }>("SELECT item_id FROM memory_vectors WHERE chat_id = ? ORDER BY random() LIMIT ?"),
      stale: db.prepare<[number, number, number], { item_id: number }>("SELECT item_id FROM memory_vectors WHERE chat_id = ? AND generation != ? LIMIT ?"),
      // The float vectors live once, in vec0; read back by rowid for training and moves.
      exactOf: db.prepare<[bigint], { embedding: Buffer }>("SELECT embedding FROM vec_memory WHERE rowid = ?"),
      unfinished: db.prepare<[], { chat_id: number }>("SELECT chat_id FROM vec_cells WHERE previous_generation IS NOT NULL"),
    };
  }

  function create(s: IndexShape): void {
    // Small chunks: a partition (cell) holds a few hundred vectors, and each probe reads whole chunks.
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS vec_memory USING vec0(part text partition key, embedding float[${s.dim}] distance_metric=cosine, chunk_size=${CHUNK})`);
    db.exec(`CREATE TABLE IF NOT EXISTS memory_vectors (item_id INTEGER PRIMARY KEY, chat_id INTEGER NOT NULL, generation INTEGER NOT NULL, cell INTEGER NOT NULL)`);
    db.exec("CREATE INDEX IF NOT EXISTS memory_vectors_chat ON memory_vectors(chat_id, generation)");
    db.exec(`CREATE TABLE IF NOT EXISTS vec_cells (chat_id INTEGER PRIMARY KEY, generation INTEGER NOT NULL, trained_count INTEGER NOT NULL,
      centroids BLOB, previous_generation INTEGER, previous_centroids BLOB)`);
    setMeta.run("embed_model", s.model);
    setMeta.run("embed_dim", String(s.dim));
    st = prepare(s.dim);
  }

  function ready(): ReturnType<typeof prepare> | undefined {
    if (st) return st;
    const s = shape();
    if (!s) return undefined;
    st = prepare(s.dim);
    return st;
  }

  function cellsOf(chatId: number): Cells {
    const cached = cellsCache.get(chatId);
    if (cached) return cached;
    const s = ready();
    const r = s?.cellsRow.get(chatId);
    const dims = s?.dims.length ?? 0;
    const cells: Cells = r
      ? {
          chatId,
          generation: r.generation,
          trainedCount: r.trained_count,
          centroids: unpackCentroids(r.centroids, dims),
          ...(r.previous_generation !== null ? { previous: { generation: r.previous_generation, centroids: unpackCentroids(r.previous_centroids, dims) } } : {}),
        }
      : { chatId, generation: 0, trainedCount: 0, centroids: [] };
    cellsCache.set(chatId, cells);
    return cells;
  }

  const part = (chatId: number, generation: number, cell: number) => `${chatId}:${generation}:${cell}`;

  function place(s: ReturnType<typeof prepare>, id: number, chatId: number, v: Float32Array, cells: { generation: number; centroids: Float32Array[] }): void {
    const cell = cells.centroids.length > 0 ? (nearest(project(v, s.dims), cells.centroids)[0] as number) : 0;
    exact.drop(id);
    s.deleteVec.run(BigInt(id));
    s.insertVec.run(BigInt(id), part(chatId, cells.generation, cell), blob(v));
    s.upsertPlace.run(id, chatId, cells.generation, cell);
  }

  function knnIn(s: ReturnType<typeof prepare>, q: Float32Array, chatId: number, generation: number, cells: number[], k: number): VectorHit[] {
    const hits: VectorHit[] = [];
    for (const c of cells) for (const r of s.knn.all(blob(q), part(chatId, generation, c), k)) hits.push({ id: r.rowid, similarity: 1 - r.distance });
    return hits;
  }

  return {
    shape,
    /**
     * Makes the index match the embedder. Returns "reset" when a different model or
     * dimension replaced the old vectors (every memory item must be embedded again).
     */
    ensure: db.transaction((s: IndexShape): "ok" | "created" | "reset" => {
      const cur = shape();
      if (cur && cur.model === s.model && cur.dim === s.dim) {
        ready();
        return "ok";
      }
      if (cur) {
        db.exec("DROP TABLE IF EXISTS vec_memory; DROP TABLE IF EXISTS memory_vectors; DROP TABLE IF EXISTS vec_cells");
        db.prepare("UPDATE memory_items SET embed_state = 'pending'").run();
        st = undefined;
        cellsCache.clear();
        exact.clear();
      }
      create(s);
      return cur ? "reset" : "created";
    }),
    upsert(id: number, chatId: number, v: Float32Array): void {
      const s = ready();
      if (!s || v.length !== s.dim) throw new Error(`vector of ${v.length} dims does not fit the index (${s?.dim ?? "none"})`);
      place(s, id, chatId, v, cellsOf(chatId));
    },
    remove(ids: readonly number[]): void {
      const s = ready();
      if (!s) return;
      for (const id of ids) {
        exact.drop(id);
        s.deleteVec.run(BigInt(id));
        s.deletePlace.run(id);
      }
    },
    /** Exact cosine similarity within the cells nearest to the query. */
    search(chatId: number, q: Float32Array, k: number): VectorHit[] {
      const s = ready();
      if (!s || q.length !== s.dim) return [];
      const cells = cellsOf(chatId);
      const pq = project(q, s.dims);
      const probe = (cs: Float32Array[]) => (cs.length === 0 ? [0] : nearest(pq, cs, opts.probes));
      const hits = knnIn(s, q, chatId, cells.generation, probe(cells.centroids), k);
      if (cells.previous) hits.push(...knnIn(s, q, chatId, cells.previous.generation, probe(cells.previous.centroids), k));
      return hits.sort((a, b) => b.similarity - a.similarity).slice(0, k);
    },
    /** Exact cosine similarity of the query to the given items (those without a vector are left out). */
    similarities(ids: readonly number[], q: Float32Array): Map<number, number> {
      const s = ready();
      const out = new Map<number, number>();
      if (!s || q.length !== s.dim) return out;
      let qn = 0;
      for (let i = 0; i < q.length; i++) qn += (q[i] as number) ** 2;
      qn = Math.sqrt(qn) || 1;
      exact.check();
      for (const id of ids) {
        let e = exact.get(id);
        if (!e) {
          const row = s.exactOf.get(BigInt(id));
          if (!row) continue;
          // A copy: the blob's buffer may be a slice of a larger pooled one.
          const v = Float32Array.from(toF32(row.embedding));
          let vn = 0;
          for (let i = 0; i < v.length; i++) vn += (v[i] as number) ** 2;
          e = { v, norm: Math.sqrt(vn) || 1 };
          exact.set(id, e);
        }
        const v = e.v;
        let dot = 0;
        for (let i = 0; i < v.length; i++) dot += (v[i] as number) * (q[i] as number);
        out.set(id, dot / (qn * e.norm));
      }
      return out;
    },
    /** Chats whose retraining was interrupted (a restart): their move continues. */
    unfinishedTraining(): number[] {
      return ready()?.unfinished.all().map((r) => r.chat_id) ?? [];
    },
    /** Chats whose memory grew enough to (re)train their cells, or whose move is unfinished. */
    needsTraining(chatId: number): boolean {
      const s = ready();
      if (!s) return false;
      const cells = cellsOf(chatId);
      if (cells.previous) return true;
      const n = s.countOf.get(chatId)?.n ?? 0;
      return n >= opts.trainAt && n >= cells.trainedCount * 2;
    },
    /**
     * Trains new cells for a chat (k-means on a sample) and moves its vectors into them in
     * batches of `batch`, yielding between batches. Resumable: an unfinished move is
     * continued by the next call (queries probe both generations meanwhile).
     */
    async train(chatId: number, batch = 2000, maxBatches = Infinity): Promise<{ cells: number; moved: number; done: boolean }> {
      const s = ready();
      if (!s) return { cells: 0, moved: 0, done: true };
      let cells = cellsOf(chatId);
      if (!cells.previous) {
        const n = s.countOf.get(chatId)?.n ?? 0;
        const k = Math.max(8, Math.round(n / opts.cellSize));
        const sample = s.sample.all(chatId, Math.min(n, k * 20)).flatMap((r) => {
          const v = s.exactOf.get(BigInt(r.item_id));
          return v ? [project(toF32(v.embedding), s.dims)] : [];
        });
        const centroids = await kmeans(sample, k);
        const next: Cells = { chatId, generation: cells.generation + 1, trainedCount: n, centroids, previous: { generation: cells.generation, centroids: cells.centroids } };
        s.saveCells.run(chatId, next.generation, n, packCentroids(centroids), cells.generation, packCentroids(cells.centroids));
        cellsCache.set(chatId, next);
        cells = next;
      }
      let moved = 0;
      for (let b = 0; ; b++) {
        const rows = s.stale.all(chatId, cells.generation, batch);
        if (rows.length === 0) break;
        if (b >= maxBatches) return { cells: cells.centroids.length, moved, done: false };
      // (vectors are copied out of vec0 before their row is replaced)
        db.transaction(() => {
          for (const r of rows) {
            const v = s.exactOf.get(BigInt(r.item_id));
            if (v) place(s, r.item_id, chatId, Float32Array.from(toF32(v.embedding)), cells);
            else s.deletePlace.run(r.item_id);
          }
        })();
        moved += rows.length;
        await yieldToLoop();
      }
      const done: Cells = { chatId, generation: cells.generation, trainedCount: cells.trainedCount, centroids: cells.centroids };
      s.saveCells.run(chatId, done.generation, done.trainedCount, packCentroids(done.centroids), null, null);
      cellsCache.set(chatId, done);
      return { cells: cells.centroids.length, moved, done: true };
    },
  };
}

export type VectorIndex = ReturnType<typeof createVectorIndex>;
