// Which terms one full-text query reads, and how. FTS5's bm25() costs about the same for
// every posting it scores (a document-size lookup each), so a query costs the postings of the
// terms it scores; counting a term's documents (bm25's idf) is ~15x cheaper per posting.
// - Terms are read whole rarest first while their postings add up to `postings`: the rare
//   ones (names, places, things) weigh most in bm25 and cost least.
// - The rest are not dropped: they `boost` the documents holding a term read whole (a
//   second query, `(read) AND (boost)`, scores only those documents), rarest first while
//   their postings add up to `boost`. For the documents holding a term read whole, the
//   ranking is then bm25 over all those terms (a document's bm25 sums over the terms it
//   holds); documents holding only common words are not candidates.
// - The rarest term is never left out. When it alone is in more than `rarest` documents,
//   every word of the question is common ("비트코인 가격 어떻게 됐지?" in a memory that talks
//   about bitcoin daily): reading it whole would cost the most for the least, so only its
//   `newest` postings are ranked (its latest mentions), without boost.
// The values were chosen on the dev split of bench/memory-eval/at-scale.ts (~100k items), where
// they keep names and common question words counting that the previous rule (5,000 postings,
// nothing past them) lost; the bench/recall.ts question, all common words, costs 1,000 postings.

export interface TextBudget {
  /** Postings of the terms read whole. */
  postings: number;
  /** The rarest term alone in more documents than this: every term is common. */
  rarest: number;
  /** Postings ranked, newest first, when every term is common. */
  newest: number;
  /** Postings the boost terms may add up to (0 = no boost). */
  boost: number;
}

export const TEXT_BUDGET: TextBudget = { postings: 5_000, rarest: 3_000, newest: 1_000, boost: 20_000 };

export interface TextPlan {
  /** Terms scored over the whole memory (or its newest postings), rarest first; empty when none is in the memory. */
  terms: string[];
  /** Set when every term is common: only the newest this-many postings of `terms` are ranked. */
  newest?: number;
  /** Terms scored only on documents holding one of `terms`. */
  boost: string[];
  /** Postings `terms` hold (at most `newest`): what scoring them costs. */
  postings: number;
  /**
   * Set when even the rarest term is in half the documents or more: bm25 weighs every term
   * ~0 and cannot rank, so the items holding it are taken newest first, without scoring
   * (its latest mentions; reading them stops at the limit).
   */
  unscored?: true;
}

/**
 * `df`: documents holding each term (absent or 0 = not in the memory). `documents`: at least
 * the number of documents in the index (0 = unknown). A term in half of them or more is left
 * out: bm25's idf, log((N - n + 0.5) / (n + 0.5)), is <= 0 there and FTS5 then weighs it
 * 1e-6, so scoring its postings costs the most and ranks nothing ("user", "assistant" in
 * every exchange; every word of a chat that repeats itself). When the rarest term is such a
 * term too, nothing is scored (`unscored`).
 */
export function planText(terms: readonly string[], df: ReadonlyMap<string, number>, budget: TextBudget = TEXT_BUDGET, documents = 0): TextPlan {
  const n = (t: string) => df.get(t) ?? 0;
  const sorted = [...new Set(terms)].filter((t) => n(t) > 0).sort((a, b) => n(a) - n(b) || (a < b ? -1 : 1));
  const rarest = sorted[0];
  if (rarest === undefined) return { terms: [], boost: [], postings: 0 };
  if (documents > 0 && 2 * n(rarest) >= documents)
    return { terms: [rarest], ...(n(rarest) > budget.rarest ? { newest: budget.newest } : {}), boost: [], postings: 0, unscored: true };
  const present = documents > 0 ? sorted.filter((t) => t === rarest || 2 * n(t) < documents) : sorted;
  if (n(rarest) > budget.rarest) return { terms: [rarest], newest: budget.newest, boost: [], postings: budget.newest };
  let k = 1;
  let postings = n(rarest);
  while (k < present.length && postings + n(present[k] as string) <= budget.postings) postings += n(present[k++] as string);
  const boost: string[] = [];
  let added = 0;
  for (const t of present.slice(k)) {
    added += n(t);
    if (added > budget.boost) break;
    boost.push(t);
  }
  return { terms: present.slice(0, k), boost, postings };
}
