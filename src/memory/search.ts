// Hybrid search by weighted reciprocal-rank fusion (RRF) of ranked lists:
//   text    FTS5 bm25() over the terms of the query, within a cost budget (text-plan.ts);
//   vector  cosine similarity (IVF index), hits at or above the minimum similarity
//           (MEMORY_MIN_SIMILARITY): a weaker neighbour is no evidence and does not vote;
//   time    when the question names a time ("last week", "지난주", "in May"): the items of
//           that range, and text hits of a small margin around it, ranked by text and
//           vector within it (all of them when few);
//   tag     added by recall (src/pipeline/recall.ts): tag expansion, capped.
// fused(item) = sum over lists of weight / (K + rank). Ranks, not raw scores, are fused, so
// no list's scale can drown another and a list that found nothing changes nothing.
// Full text's best hits keep half the places when no time is named (withFloor), so a weak
// vector list cannot make the fusion lose to plain BM25.
// score = fused / (what rank 1 in every list used would get): 1.0 = first everywhere.
import type { MemoryItem, MemoryStore } from "./store.js";
import type { TimeRange } from "./time-words.js";
import type { VectorIndex } from "./vector-index.js";

export type ListName = "text" | "vector" | "time" | "tag";

export interface ScoredItem extends MemoryItem {
  score: number;
  /** The list that contributed most. */
  via: "vector" | "text" | "both" | "time" | "tag";
  similarity?: number;
  /** Neighbouring exchanges, when this one is too short to stand alone. */
  context?: { before?: string; after?: string };
}

export interface SearchQuery {
  /** One chat (the bot) or several (the CLI without --chat): scores are comparable across chats. */
  chatId: number | readonly number[];
  text: string;
  vector?: Float32Array | undefined;
  limit: number;
  minSimilarity: number;
  /** Items already visible in the request (current history), not worth recalling. */
  excludeIds?: ReadonlySet<number>;
  range?: TimeRange | undefined;
  /** See VECTOR_MIN_SPREAD; the default when absent. */
  minSpread?: number;
  /** See VECTOR_FULL_SPREAD; the default when absent. */
  fullSpread?: number;
}

export interface SearchResult {
  mode: "hybrid" | "fulltext";
  items: ScoredItem[];
}

export interface RankedList {
  name: ListName;
  ids: number[];
  weight: number;
}

/** RRF constant: the usual 60 keeps rank 1 and rank 5 of one list close, so agreement between lists counts. */
export const RRF_K = 60;
/**
 * List weights, chosen on the dev split of the memory benchmark (bench/memory-eval) and
 * reported on its test split. A named time is a strong constraint, so its list weighs most;
 * tag expansion adds, it must not displace what the question matched.
 */
export const WEIGHTS: Record<ListName, number> = { text: 1, vector: 1, time: 3, tag: 0.5 };
/**
 * Text hits within this share of a named range's length before and after it join the range
 * (10%: about 3 days around a month, 17 hours around a week). Chosen on the dev split and the
 * old blind set's tuning half (a July event planned on June 29).
 */
export const RANGE_MARGIN = 0.1;
/** Candidates taken from each list. */
export const POOL = 50;
/** A named time range is ranked whole (text and vector within it) up to this many items. */
export const RANGE_ITEMS = 400;

/**
 * How far the vector list votes, decided per query from its own pool (most similar first):
 * the spread between the best neighbour and the 50th. An embedder that does not know the
 * language of the memory gives every text nearly the same vector (measured with the English
 * sentence encoder of `npm run bench -- memory-realvec` on Korean: top and 50th neighbour both
 * near 0.85, 0.004-0.09 apart, the evidence in its top 10 for 4 of 130 Korean questions, its
 * top 10 sharing 0-1 items with full text's), and ranks from such a list are noise that push
 * BM25's best hits down (old blind set, Korean, with the list voting whenever the spread
 * passed a fixed 0.03: recall@5 62.6% and MRR 0.67 against 70.7% and 0.72 without the list).
 * English questions with the same model: 0.05-0.38 apart (10th-90th percentile), median
 * 0.17-0.27. Below VECTOR_MIN_SPREAD the list does not vote; from there its confidence rises
 * linearly to 1 at VECTOR_FULL_SPREAD; the confidence scales its weight and decides how many of
 * full text's best hits keep their places at the top (TEXT_HEAD). A fixed cut alone let a
 * Korean pool that happened to pass it vote at full weight. Both ends chosen on the dev split
 * and the old blind set.
 */
export const VECTOR_MIN_SPREAD = 0.03;
/** See VECTOR_MIN_SPREAD: from this spread on the vector list votes at full weight. */
export const VECTOR_FULL_SPREAD = 0.12;
/** Below this many neighbours (a small memory) the spread says little: the list votes as usual. */
export const SPREAD_POOL = 20;

/** The vector list's confidence, 0 (does not vote) to 1 (full weight), from its pool's spread (VECTOR_MIN_SPREAD). */
export function vectorConfidence(hits: ReadonlyArray<{ similarity: number }>, minSpread = VECTOR_MIN_SPREAD, fullSpread = VECTOR_FULL_SPREAD): number {
  if (hits.length < SPREAD_POOL) return 1;
  const spread = (hits[0]?.similarity ?? 0) - (hits.at(-1)?.similarity ?? 0);
  if (spread < minSpread) return 0;
  if (spread >= fullSpread) return 1;
  return (spread - minSpread) / (fullSpread - minSpread);
}

export interface Lists {
  mode: "hybrid" | "fulltext";
  lists: RankedList[];
  similarity: Map<number, number>;
  /** How many of full text's best hits keep the first places (TEXT_HEAD scaled by the vector list's doubt). */
  textHead: number;
}

export function candidateLists(q: Omit<SearchQuery, "limit" | "excludeIds"> & { limit?: number }, deps: { store: MemoryStore; vectors: VectorIndex }, weights = WEIGHTS): Lists {
  // A caller asking for more than the pool (the CLI's --limit) gets that many candidates.
  const pool = Math.max(POOL, q.limit ?? 0);
  const shape = deps.vectors.shape();
  const vec = q.vector !== undefined && shape !== undefined && shape.dim === q.vector.length ? q.vector : undefined;
  const chats = typeof q.chatId === "number" ? [q.chatId] : q.chatId;
  // bm25 uses the statistics of the whole index and cosine is absolute, so per-chat lists merge by value.
  const textHits = (range?: TimeRange, limit = pool) =>
    chats.flatMap((c) => deps.store.searchText(c, q.text, limit, range)).sort((a, b) => a.rank - b.rank).slice(0, limit).map((h) => h.id);
  const text = textHits();
  const similarity = new Map<number, number>();
  const lists: RankedList[] = [{ name: "text", ids: text, weight: weights.text }];
  const hits = vec ? chats.flatMap((c) => deps.vectors.search(c, vec, pool)).sort((a, b) => b.similarity - a.similarity).slice(0, pool) : [];
  const minSpread = q.minSpread ?? VECTOR_MIN_SPREAD;
  // The spread is measured on the first POOL neighbours whatever the limit: a larger --limit
  // must not change how far the vector list votes (and so the first hits).
  const confidence = vec ? vectorConfidence(hits.slice(0, POOL), minSpread, Math.max(minSpread, q.fullSpread ?? VECTOR_FULL_SPREAD)) : 1;

  let timeIds: number[] = [];
  if (q.range) {
    const range = q.range;
    // Text hits are taken from a little around the range as well: an event named by its time
    // ("the July book", "7월 독서모임 책") is often talked about just before it (plans) or just
    // after (recaps). Only text hits: items near the range that share no word with the
    // question stay out, or a month's neighbours would crowd its own items.
    const pad = Math.round((range.to - range.from) * RANGE_MARGIN);
    const textIn = textHits({ ...range, from: range.from - pad, to: range.to + pad }, Math.max(RANGE_ITEMS, pool));
    const inRange = chats.flatMap((c) => deps.store.idsInRange(c, range.from, range.to, RANGE_ITEMS + 1));
    if (inRange.length <= RANGE_ITEMS) {
      // Text hits of the margin count as in the range: ranked by vector too.
      const inSet = new Set(inRange);
      const candidates = [...inRange, ...textIn.filter((id) => !inSet.has(id))];
      const sims = vec ? deps.vectors.similarities(candidates, vec) : new Map<number, number>();
      // Not gated by the spread (VECTOR_MIN_SPREAD): inside a range even nearly flat vectors
      // order better than none (measured on the dev split with the real English embedder on
      // Korean time questions: 63.9% recall@10 ungated vs 52% gated; stand-in figures equal).
      const byVector = [...sims.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      for (const [id, s] of sims) similarity.set(id, s);
      const fusedIn = fuse([{ name: "text", ids: textIn, weight: 1 }, { name: "vector", ids: byVector, weight: 1 }]).map((f) => f.id);
      const seen = new Set(fusedIn);
      timeIds = [...fusedIn, ...inRange.filter((id) => !seen.has(id))];
    } else timeIds = textIn;
    lists.push({ name: "time", ids: timeIds, weight: weights.time });
  }

  if (vec) {
    for (const h of hits) similarity.set(h.id, h.similarity);
    lists.push({ name: "vector", ids: confidence > 0 ? hits.filter((h) => h.similarity >= q.minSimilarity).map((h) => h.id) : [], weight: weights.vector * confidence });
  }
  return { mode: vec ? "hybrid" : "fulltext", lists, similarity, textHead: Math.round(TEXT_HEAD * (1 - confidence)) };
}

export interface Fused {
  id: number;
  /** Raw RRF sum. */
  fused: number;
  /** Contribution per list. */
  parts: Partial<Record<ListName, number>>;
}

export function fuse(lists: readonly RankedList[]): Fused[] {
  const out = new Map<number, Fused>();
  // A list weighted 0 is switched off: its items must not even join with a zero score.
  for (const l of lists.filter((x) => x.weight > 0))
    l.ids.forEach((id, rank) => {
      const f = out.get(id) ?? { id, fused: 0, parts: {} };
      const c = l.weight / (RRF_K + rank + 1);
      f.fused += c;
      f.parts[l.name] = (f.parts[l.name] ?? 0) + c;
      out.set(id, f);
    });
  return [...out.values()].sort((a, b) => b.fused - a.fused || b.id - a.id);
}

/** The best possible fused score with these lists: rank 1 in each non-empty one. */
export function fusedCeiling(lists: readonly RankedList[]): number {
  return lists.filter((l) => l.ids.length > 0).reduce((s, l) => s + l.weight / (RRF_K + 1), 0) || 1;
}

export function viaOf(f: Fused): ScoredItem["via"] {
  const p = f.parts;
  if (p.time !== undefined && (p.time ?? 0) >= Math.max(p.text ?? 0, p.vector ?? 0)) return "time";
  if (p.text !== undefined && p.vector !== undefined) return "both";
  if (p.text !== undefined) return "text";
  if (p.vector !== undefined) return "vector";
  return "tag";
}

/**
 * Share of the places that full text's best hits keep, when the question names no time.
 * RRF with equal weights lets a weak vector list push lexical evidence at text ranks 4-10
 * out of the top (measured: with the stand-in vectors let in at similarity 0.2-0.3, fusion
 * fell 2-12 points below BM25 on fact, assistant and update questions). Full text's top hits
 * therefore keep half the places whatever the vector list says; the vector list and tags
 * fill the other half, so a good embedding model still adds what words miss. With a named
 * time the range list decides (it ranks by text and vector within the range itself).
 */
export const TEXT_FLOOR = 0.5;

/**
 * Full text's first hits that keep the first places when the vector list is not confident
 * (VECTOR_MIN_SPREAD): up to this many, scaled by 1 - confidence. RRF with K = 60 is flat, so
 * even a lightly weighted vector list lifts a text hit at rank 4 over rank 1 when its noise
 * happens to favour it: the floor kept BM25's hits in the top 10, not in the top 5 or at 1
 * (recall@5 and MRR fell below plain BM25). A confident list (spread >= VECTOR_FULL_SPREAD)
 * protects nothing, so a paraphrase found only by vectors can still come first.
 */
export const TEXT_HEAD = 3;

/**
 * The top `limit` of a fused ranking where the first `TEXT_FLOOR * limit` text hits (not
 * excluded) are guaranteed a place, unless a time list is present: those the fusion left
 * out take the last places of items that are not guaranteed, in fused order. Then the first
 * `textHead` text hits (Lists.textHead) take the first places, in text order.
 */
export function withFloor(fused: readonly Fused[], lists: readonly RankedList[], limit: number, exclude: ReadonlySet<number> = new Set(), textHead = 0, share = TEXT_FLOOR): Fused[] {
  const ranked = fused.filter((f) => !exclude.has(f.id));
  const head = ranked.slice(0, limit);
  // A named time decides only when it has an item left to offer (not all excluded).
  if (lists.some((l) => l.name === "time" && l.weight > 0 && l.ids.some((id) => !exclude.has(id)))) return head;
  const floor = floorText(ranked, head, lists, limit, exclude, share);
  if (textHead <= 0) return floor;
  const byId = new Map(ranked.map((f) => [f.id, f]));
  const first = lists
    .filter((l) => l.name === "text" && l.weight > 0)
    .flatMap((l) => l.ids.filter((i) => !exclude.has(i)).slice(0, textHead))
    .flatMap((id) => byId.get(id) ?? []);
  const top = new Set(first.map((f) => f.id));
  return [...first, ...floor.filter((f) => !top.has(f.id))].slice(0, limit);
}

function floorText(ranked: readonly Fused[], head: Fused[], lists: readonly RankedList[], limit: number, exclude: ReadonlySet<number>, share: number): Fused[] {
  const floored = new Set<number>();
  for (const l of lists) if (l.name === "text" && l.weight > 0) for (const id of l.ids.filter((i) => !exclude.has(i)).slice(0, Math.floor(limit * share))) floored.add(id);
  const inHead = new Set(head.map((f) => f.id));
  const owed = ranked.filter((f) => floored.has(f.id) && !inHead.has(f.id));
  if (owed.length === 0) return head;
  // Drop the last `owed.length` unguaranteed items of the head; the owed ones follow the rest.
  const kept: Fused[] = [];
  let drop = owed.length;
  for (let i = head.length - 1; i >= 0; i--) {
    const f = head[i] as Fused;
    if (drop > 0 && !floored.has(f.id)) drop--;
    else kept.unshift(f);
  }
  return [...kept, ...owed].slice(0, limit);
}

/** Materialises the top of a fused ranking as scored items. */
export function toItems(
  fused: readonly Fused[],
  lists: Lists,
  store: MemoryStore,
  limit: number,
  exclude: ReadonlySet<number> = new Set(),
  /** Items the caller already read (recall reads the first ranking's top for tag expansion): not read twice. */
  known: ReadonlyMap<number, MemoryItem> = new Map(),
): ScoredItem[] {
  const top = withFloor(fused, lists.lists, limit, exclude, lists.textHead);
  const ceiling = fusedCeiling(lists.lists);
  const byId = new Map(known);
  for (const i of store.get(top.flatMap((f) => (known.has(f.id) ? [] : [f.id])))) byId.set(i.id, i);
  const items = top.flatMap((f) => {
    const item = byId.get(f.id);
    if (!item) return [];
    const sim = lists.similarity.get(f.id);
    return [{ ...item, score: Math.round((f.fused / ceiling) * 1000) / 1000, via: viaOf(f), ...(sim !== undefined ? { similarity: sim } : {}) } satisfies ScoredItem];
  });
  return nonRising(items);
}

/**
 * Contract: scores never rise down the list. The floor and the pinned text head place hits
 * above others with higher fused scores; every consumer that sorts or cuts by score (the
 * prompt's budget, /memory) must keep this order, so a hit gets at least the score of the one
 * below it (walked from the end).
 */
function nonRising(items: ScoredItem[]): ScoredItem[] {
  for (let i = items.length - 2; i >= 0; i--) {
    const below = (items[i + 1] as ScoredItem).score;
    if ((items[i] as ScoredItem).score < below) items[i] = { ...(items[i] as ScoredItem), score: below };
  }
  return items;
}

export function hybridSearch(q: SearchQuery, deps: { store: MemoryStore; vectors: VectorIndex }): SearchResult {
  const lists = candidateLists(q, deps);
  return { mode: lists.mode, items: toItems(fuse(lists.lists), lists, deps.store, q.limit, q.excludeIds) };
}
