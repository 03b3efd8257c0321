// Recall (seed 003 §1): hybrid search over this chat's memory (text, vector and, when the
// question names a time, that time range; src/memory/search.ts), then tag-frequency
// expansion as one more ranked list, fused by rank. Expansion keeps the seed's rules
// (tags of >= 2 matched conversations, generic ones left out; src/memory/tags.ts) and adds
// at most `maxExpanded` conversations, new items only, at a lower weight: it adds, it never
// floods (expanded items rank below the question's own matches).
// Short hits carry their neighbouring exchanges as context.
import type { Log } from "../log.js";
import { candidateLists, fuse, type RankedList, type ScoredItem, toItems, WEIGHTS, withFloor } from "../memory/search.js";
import type { MemoryStore } from "../memory/store.js";
import { chooseExpansionTags, type Expansion } from "../memory/tags.js";
import { type TimeRange, timeRangeOf } from "../memory/time-words.js";
import type { VectorIndex } from "../memory/vector-index.js";

export interface RecallResult {
  mode: "hybrid" | "fulltext";
  items: ScoredItem[];
  expansion: Expansion;
  /** The time the question named, if any. */
  range?: TimeRange;
}

export interface RecallInput {
  /** One chat (the bot) or several (the CLI without --chat). */
  chatId: number | readonly number[];
  query: string;
  vector?: Float32Array | undefined;
  /** Memory items whose content is already in the request (the visible history). */
  excludeIds?: ReadonlySet<number>;
  limit?: number;
  /** When the question is asked: time words ("yesterday", "지난주") are read against it. */
  now?: number;
}

export interface RecallDeps {
  store: MemoryStore;
  vectors: VectorIndex;
  minSimilarity: number;
  log: Log;
  /** Time zone for time words; UTC when absent. */
  timeZone?: string;
  maxExpanded?: number;
  weights?: typeof WEIGHTS;
  /** The vector list's minimum spread (search.ts VECTOR_MIN_SPREAD when absent); the benchmark varies it. */
  minSpread?: number;
  /** The vector list's spread for full weight (search.ts VECTOR_FULL_SPREAD when absent); the benchmark varies it. */
  fullSpread?: number;
}

export const DEFAULT_LIMIT = 8;
/** How many hits /memory and `npm run memory -- search` list by default. */
export const LIST_LIMIT = 10;
/** Below this many characters an exchange gets its neighbours as context. */
export const SHORT_TEXT = 200;
/** A neighbour shown as context is cut to this many characters. */
export const NEIGHBOUR_CHARS = 600;

export function recall(input: RecallInput, deps: RecallDeps): RecallResult {
  const limit = input.limit ?? DEFAULT_LIMIT;
  const weights = deps.weights ?? WEIGHTS;
  const range = input.now !== undefined ? timeRangeOf(input.query, input.now, deps.timeZone) : undefined;
  const lists = candidateLists({ chatId: input.chatId, text: input.query, vector: input.vector, minSimilarity: deps.minSimilarity, range, limit, ...(deps.minSpread !== undefined ? { minSpread: deps.minSpread } : {}), ...(deps.fullSpread !== undefined ? { fullSpread: deps.fullSpread } : {}) }, deps, weights);
  if (lists.mode === "fulltext" && input.vector === undefined) deps.log.debug("recall without a query vector: full-text search only");
  const exclude = input.excludeIds ?? new Set<number>();
  const first = fuse(lists.lists).filter((f) => !exclude.has(f.id));

  // Tag expansion from the conversations of the top matches.
  const matched = deps.store.get(withFloor(first, lists.lists, limit, exclude, lists.textHead).map((f) => f.id));
  const matchedConvs = new Map<number, readonly string[]>();
  for (const it of matched) matchedConvs.set(it.conversationId, it.tags);
  const expansion = chooseExpansionTags([...matchedConvs.values()], deps.store.registry());
  if (expansion.expand.length > 0 && matched.length > 0 && weights.tag > 0) {
    const tagList = expansionList(expansion.expand, matchedConvs, first, input, deps);
    if (tagList.length > 0) lists.lists.push({ name: "tag", ids: tagList, weight: weights.tag } satisfies RankedList);
  }
  const items = toItems(fuse(lists.lists), lists, deps.store, limit, exclude, new Map(matched.map((m) => [m.id, m]))).map((i) => withContext(i, deps.store));
  return { mode: lists.mode, items, expansion, ...(range ? { range } : {}) };
}

/**
 * Conversations carrying expanded tags that no top match came from, at most `maxExpanded`,
 * those sharing more expanded tags first; from each, its latest exchange, only when no other
 * list found it: expansion adds items, it does not re-rank what the question matched.
 */
function expansionList(tags: readonly string[], matchedConvs: ReadonlyMap<number, unknown>, ranked: ReadonlyArray<{ id: number }>, input: RecallInput, deps: RecallDeps): number[] {
  const shared = new Map<number, number>();
  const chats = typeof input.chatId === "number" ? [input.chatId] : input.chatId;
  for (const tag of tags)
    for (const chat of chats) for (const c of deps.store.conversationsWithTag(chat, tag)) if (!matchedConvs.has(c)) shared.set(c, (shared.get(c) ?? 0) + 1);
  const convs = [...shared.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
  const found = new Set(ranked.map((r) => r.id));
  const out: number[] = [];
  for (const conv of convs) {
    if (out.length >= (deps.maxExpanded ?? 3)) break;
    const latest = deps.store.latestExchange(conv);
    if (!latest || found.has(latest.id) || input.excludeIds?.has(latest.id) || out.includes(latest.id)) continue;
    out.push(latest.id);
  }
  return out;
}

function withContext(item: ScoredItem, store: MemoryStore): ScoredItem {
  if (item.kind !== "exchange" || item.text.length >= SHORT_TEXT) return item;
  const n = store.neighbours(item);
  if (!n.before && !n.after) return item;
  const cut = (t: string) => (t.length > NEIGHBOUR_CHARS ? `${t.slice(0, NEIGHBOUR_CHARS)}…` : t);
  return { ...item, context: { ...(n.before ? { before: cut(n.before.text) } : {}), ...(n.after ? { after: cut(n.after.text) } : {}) } };
}

export interface LookupDeps extends RecallDeps {
  /** Embeds the query; undefined when embeddings are unavailable (full-text only). */
  embed(query: string): Promise<Float32Array | undefined>;
}

/**
 * What `/memory <query>` and `npm run memory -- search` show: one code path, so both rank
 * alike. Several chats (the CLI without --chat) are searched as one memory.
 */
export async function lookupMemory(query: string, opts: { chatIds: readonly number[]; limit?: number; now: number }, deps: LookupDeps): Promise<RecallResult> {
  const vector = await deps.embed(query);
  return recall({ chatId: opts.chatIds, query, vector, now: opts.now, limit: opts.limit ?? LIST_LIMIT }, deps);
}
