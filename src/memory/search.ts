// Hybrid search: vector (when an embedding of the query is available and the index has
// the same shape) and full text, fused into one score in [0, 1]:
//   score = 0.6 * vector part + 0.4 * text part
// vector part = cosine similarity rescaled above the minimum similarity; text part = bm25
// relative to the best text hit of this query. Items found only one way get 0 for the other.
import type { MemoryItem, MemoryStore } from "./store.js";
import type { VectorIndex } from "./vector-index.js";

export interface ScoredItem extends MemoryItem {
  score: number;
  via: "vector" | "text" | "both" | "tag";
  similarity?: number;
}

export interface SearchQuery {
  chatId: number;
  text: string;
  vector?: Float32Array | undefined;
  limit: number;
  minSimilarity: number;
  /** Items already visible in the request (current history), not worth recalling. */
  excludeIds?: ReadonlySet<number>;
}

export interface SearchResult {
  mode: "hybrid" | "fulltext";
  items: ScoredItem[];
}

export const VECTOR_WEIGHT = 0.6;

export function hybridSearch(q: SearchQuery, deps: { store: MemoryStore; vectors: VectorIndex }): SearchResult {
  const pool = q.limit * 3;
  const shape = deps.vectors.shape();
  const useVector = q.vector !== undefined && shape !== undefined && shape.dim === q.vector.length;
  const vec = useVector ? deps.vectors.search(q.chatId, q.vector as Float32Array, pool) : [];
  const text = deps.store.searchText(q.chatId, q.text, pool, !useVector);
  const parts = new Map<number, { v: number; t: number; sim?: number }>();
  const span = Math.max(1e-6, 1 - q.minSimilarity);
  for (const h of vec) {
    if (h.similarity < q.minSimilarity) continue;
    parts.set(h.id, { v: Math.min(1, (h.similarity - q.minSimilarity) / span), t: 0, sim: h.similarity });
  }
  const best = text[0]?.rank;
  for (const h of text) {
    // bm25 ranks are negative; the best is the most negative.
    const t = best !== undefined && best < 0 ? h.rank / best : 1;
    const p = parts.get(h.id) ?? { v: 0, t: 0 };
    p.t = Math.max(0, Math.min(1, t));
    parts.set(h.id, p);
  }
  const exclude = q.excludeIds ?? new Set<number>();
  const scored = [...parts.entries()]
    .filter(([id]) => !exclude.has(id))
    .map(([id, p]) => ({ id, p, score: useVector ? VECTOR_WEIGHT * p.v + (1 - VECTOR_WEIGHT) * p.t : p.t }))
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .slice(0, q.limit);
  const items = deps.store.get(scored.map((s) => s.id));
  const byId = new Map(items.map((i) => [i.id, i]));
  return {
    mode: useVector ? "hybrid" : "fulltext",
    items: scored.flatMap((s) => {
      const item = byId.get(s.id);
      if (!item) return [];
      const via = s.p.v > 0 && s.p.t > 0 ? "both" : s.p.v > 0 ? "vector" : "text";
      return [{ ...item, score: Math.round(s.score * 1000) / 1000, via, ...(s.p.sim !== undefined ? { similarity: s.p.sim } : {}) } satisfies ScoredItem];
    }),
  };
}
