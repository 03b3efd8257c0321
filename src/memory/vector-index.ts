// The vector side of memory, in sqlite-vec. Two tables, created at run time with the
// embedding model's dimension: a vec0 table of sign-quantized vectors (bit[dim], one
// partition per chat) for a fast coarse scan, and the exact float vectors for reranking
// the candidates. The model name and dimension are recorded in `meta`; a different model
// or dimension resets the index and re-embeds everything: vectors are never mixed.
import type { Db } from "../db/open.js";

export interface VectorHit {
  id: number;
  similarity: number;
}

export interface IndexShape {
  model: string;
  dim: number;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Float32 view of a blob; copies when the buffer is not 4-byte aligned. */
export function toF32(b: Buffer): Float32Array {
  return b.byteOffset % 4 === 0 ? new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4) : new Float32Array(new Uint8Array(b).buffer);
}

const blob = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);

export function createVectorIndex(db: Db) {
  const getMeta = db.prepare<[string], { value: string }>("SELECT value FROM meta WHERE key = ?");
  const setMeta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");

  const shape = (): IndexShape | undefined => {
    const model = getMeta.get("embed_model")?.value;
    const dim = Number(getMeta.get("embed_dim")?.value ?? 0);
    return model && dim > 0 ? { model, dim } : undefined;
  };

  let stmts: ReturnType<typeof prepare> | undefined;
  function prepare(dim: number) {
    const quantize = dim % 8 === 0 ? "vec_quantize_binary(vec_f32(?))" : "vec_f32(?)";
    return {
      dim,
      insertCoarse: db.prepare(`INSERT INTO vec_memory (rowid, chat_id, embedding) VALUES (?, ?, ${quantize})`),
      insertExact: db.prepare("INSERT OR REPLACE INTO memory_vectors (item_id, vec) VALUES (?, ?)"),
      deleteCoarse: db.prepare("DELETE FROM vec_memory WHERE rowid = ?"),
      deleteExact: db.prepare("DELETE FROM memory_vectors WHERE item_id = ?"),
      knn: db.prepare<[Buffer, bigint, number], { rowid: number; distance: number }>(
        `SELECT rowid, distance FROM vec_memory WHERE embedding MATCH ${quantize} AND chat_id = ? AND k = ?`,
      ),
    };
  }

  function create(s: IndexShape): void {
    const column = s.dim % 8 === 0 ? `bit[${s.dim}]` : `float[${s.dim}]`;
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS vec_memory USING vec0(chat_id integer partition key, embedding ${column})`);
    db.exec("CREATE TABLE IF NOT EXISTS memory_vectors (item_id INTEGER PRIMARY KEY, vec BLOB NOT NULL)");
    setMeta.run("embed_model", s.model);
    setMeta.run("embed_dim", String(s.dim));
    stmts = prepare(s.dim);
  }

  function ready(): ReturnType<typeof prepare> | undefined {
    if (stmts) return stmts;
    const s = shape();
    if (!s) return undefined;
    stmts = prepare(s.dim);
    return stmts;
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
        db.exec("DROP TABLE IF EXISTS vec_memory; DROP TABLE IF EXISTS memory_vectors");
        db.prepare("UPDATE memory_items SET embed_state = 'pending'").run();
        stmts = undefined;
      }
      create(s);
      return cur ? "reset" : "created";
    }),
    upsert(id: number, chatId: number, v: Float32Array): void {
      const s = ready();
      if (!s || v.length !== s.dim) throw new Error(`vector of ${v.length} dims does not fit the index (${s?.dim ?? "none"})`);
      s.deleteCoarse.run(BigInt(id));
      s.insertCoarse.run(BigInt(id), BigInt(chatId), blob(v));
      s.insertExact.run(id, blob(v));
    },
    remove(ids: readonly number[]): void {
      const s = ready();
      if (!s) return;
      for (const id of ids) {
        s.deleteCoarse.run(BigInt(id));
        s.deleteExact.run(id);
      }
    },
    /** Coarse scan over quantized vectors, then exact cosine on the candidates. */
    search(chatId: number, q: Float32Array, k: number, candidates = Math.max(40, k * 4)): VectorHit[] {
      const s = ready();
      if (!s || q.length !== s.dim) return [];
      const rows = s.knn.all(blob(q), BigInt(chatId), candidates);
      if (rows.length === 0) return [];
      const exact = db
        .prepare<number[], { item_id: number; vec: Buffer }>(`SELECT item_id, vec FROM memory_vectors WHERE item_id IN (${rows.map(() => "?").join(",")})`)
        .all(...rows.map((r) => r.rowid));
      return exact
        .map((r) => ({ id: r.item_id, similarity: cosine(q, toF32(r.vec)) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, k);
    },
  };
}

export type VectorIndex = ReturnType<typeof createVectorIndex>;
