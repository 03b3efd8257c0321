// Recall (seed 003 §1): hybrid search over this chat's memory, then tag-frequency
// expansion. Expanded conversations join with lower scores than anything matched.
import type { Log } from "../log.js";
import { hybridSearch, type ScoredItem } from "../memory/search.js";
import type { MemoryStore } from "../memory/store.js";
import { chooseExpansionTags, type Expansion } from "../memory/tags.js";
import type { VectorIndex } from "../memory/vector-index.js";

export interface RecallResult {
  mode: "hybrid" | "fulltext";
  items: ScoredItem[];
  expansion: Expansion;
}

export interface RecallInput {
  chatId: number;
  query: string;
  vector?: Float32Array | undefined;
  /** Memory items whose content is already in the request (the visible history). */
  excludeIds?: ReadonlySet<number>;
  limit?: number;
}

export interface RecallDeps {
  store: MemoryStore;
  vectors: VectorIndex;
  minSimilarity: number;
  log: Log;
  maxExpanded?: number;
}

export function recall(input: RecallInput, deps: RecallDeps): RecallResult {
  const limit = input.limit ?? 8;
  const found = hybridSearch(
    { chatId: input.chatId, text: input.query, vector: input.vector, limit, minSimilarity: deps.minSimilarity, ...(input.excludeIds ? { excludeIds: input.excludeIds } : {}) },
    { store: deps.store, vectors: deps.vectors },
  );
  if (found.mode === "fulltext" && input.vector === undefined) deps.log.debug("recall without a query vector: full-text search only");
  const matchedConvs = new Map<number, readonly string[]>();
  for (const it of found.items) matchedConvs.set(it.conversationId, it.tags);
  const expansion = chooseExpansionTags([...matchedConvs.values()], deps.store.registry());
  const items = [...found.items];
  if (expansion.expand.length > 0 && items.length > 0) {
    const floor = Math.min(...items.map((i) => i.score));
    const seen = new Set(items.map((i) => i.id));
    const added = new Set<number>();
    for (const tag of expansion.expand) {
      for (const convId of deps.store.conversationsWithTag(input.chatId, tag)) {
        if (matchedConvs.has(convId) || added.has(convId) || added.size >= (deps.maxExpanded ?? 3)) continue;
        const latest = deps.store.latestExchange(convId);
        if (!latest || seen.has(latest.id) || input.excludeIds?.has(latest.id)) continue;
        added.add(convId);
        seen.add(latest.id);
        items.push({ ...latest, score: Math.round(floor * 0.5 * 1000) / 1000, via: "tag" });
      }
    }
  }
  return { mode: found.mode, items, expansion };
}
