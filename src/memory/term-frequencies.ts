// Document frequencies of full-text terms, for the postings budget (text-plan.ts).
// fts5vocab counts a term's documents by reading its whole doclist, so asking for a common
// term ("the", "답변") costs milliseconds on a large memory, on every question. Common terms
// are therefore remembered: between two questions their count moves by a fraction of a
// percent, and the budget only needs its size. A remembered count is read again once the
// memory has grown by a tenth since, and all are dropped when items are deleted (`clear`).
// Rare terms (below `cacheMin` documents) are read every time: cheap, and a word new to the
// memory must count at once.

export interface TermFrequencyOptions {
  /** Terms in at least this many documents are remembered. */
  cacheMin: number;
  /** Remembered terms at most (the oldest are dropped first). */
  maxEntries: number;
}

export const TERM_FREQUENCY_DEFAULTS: TermFrequencyOptions = { cacheMin: 500, maxEntries: 20_000 };

export interface TermFrequencySource {
  /** Documents holding each term; terms not in the memory may be left out. */
  lookup(terms: readonly string[]): Array<{ term: string; doc: number }>;
  /** A number that grows with the memory (the highest item id). */
  size(): number;
}

export function createTermFrequencies(source: TermFrequencySource, opts: TermFrequencyOptions = TERM_FREQUENCY_DEFAULTS) {
  const cache = new Map<string, { doc: number; size: number }>();
  return {
    /** Document frequency of each term (0 when absent). */
    of(terms: readonly string[]): Map<string, number> {
      const size = source.size();
      const out = new Map<string, number>();
      const ask: string[] = [];
      for (const t of new Set(terms)) {
        const c = cache.get(t);
        if (c && size - c.size <= c.size / 10) out.set(t, c.doc);
        else ask.push(t);
      }
      for (const t of ask) out.set(t, 0);
      for (const r of ask.length > 0 ? source.lookup(ask) : []) {
        out.set(r.term, r.doc);
        if (r.doc >= opts.cacheMin) {
          cache.delete(r.term);
          if (cache.size >= opts.maxEntries) cache.delete(cache.keys().next().value as string);
          cache.set(r.term, { doc: r.doc, size });
        }
      }
      return out;
    },
    clear(): void {
      cache.clear();
    },
  };
}
