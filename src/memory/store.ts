// Memory items (exchanges and document passages), their full-text index, conversation
// tags and the tag registry. Items are searchable by full text as soon as they are
// written; the indexer embeds them in the background.
import { preparedIn } from "../db/in-list.js";
import type { Db } from "../db/open.js";
import { createTermFrequencies, TERM_FREQUENCY_DEFAULTS, type TermFrequencyOptions } from "./term-frequencies.js";
import { indexText, TERMS_VERSION, termsOf } from "./terms.js";
import { planText, TEXT_BUDGET, type TextBudget } from "./text-plan.js";
import type { VectorIndex } from "./vector-index.js";

export type MemoryKind = "exchange" | "document";

/** A chat's best full-text hits are looked for among this many times as many of the whole memory's… */
const WIDEN = 4;
/** …when the query scores at least this many postings (below, the query with the chat joined costs less). */
export const WIDE_FROM = 2_000;

export interface MemoryStoreOptions {
  /** Postings budget of one full-text query. */
  textBudget?: TextBudget;
  termFrequencies?: TermFrequencyOptions;
  /** Postings from which a chat's hits are taken from the whole memory's best (WIDE_FROM). */
  wideFrom?: number;
  /** Told how many rows a newest-first walk (a question of common words only) read: tests count work, not time. */
  onNewestWalk?: (rows: number) => void;
}

export interface MemoryItem {
  id: number;
  chatId: number;
  conversationId: number;
  kind: MemoryKind;
  sourceId: number | null;
  text: string;
  ts: number;
  tags: string[];
}

export interface FtsHit {
  id: number;
  /** bm25 rank: lower is better (FTS5 convention). */
  rank: number;
}

type Raw = { id: number; chat_id: number; conversation_id: number; kind: MemoryKind; source_id: number | null; text: string; ts: number };

export function createMemoryStore(db: Db, vectors: VectorIndex, opts: MemoryStoreOptions = {}) {
  const budget = opts.textBudget ?? TEXT_BUDGET;
  const wideFrom = opts.wideFrom ?? WIDE_FROM;
  const insert = db.prepare("INSERT INTO memory_items (chat_id, conversation_id, kind, source_id, text, ts) VALUES (?, ?, ?, ?, ?, ?)");
  const insertFts = db.prepare("INSERT INTO memory_fts (rowid, terms) VALUES (?, ?)");
  const deleteFts = db.prepare("DELETE FROM memory_fts WHERE rowid = ?");
  const deleteItem = db.prepare("DELETE FROM memory_items WHERE id = ?");
  // `f.rowid BETWEEN ? AND ?`: the whole memory, the id span of a time range, or the newest
  // postings of a term over the budget. CROSS JOIN keeps the full-text side first: SQLite
  // would otherwise walk the chat's items in that id range and probe the index for each.
  const fts = db.prepare<[string, number, number, number, number], { id: number; rank: number }>(
    `SELECT m.id AS id, bm25(memory_fts) AS rank FROM memory_fts f CROSS JOIN memory_items m ON m.id = f.rowid
     WHERE memory_fts MATCH ? AND f.rowid BETWEEN ? AND ? AND m.chat_id = ? ORDER BY rank LIMIT ?`,
  );
  const ftsInRange = db.prepare<[string, number, number, number, number, number, number], { id: number; rank: number }>(
    `SELECT m.id AS id, bm25(memory_fts) AS rank FROM memory_fts f CROSS JOIN memory_items m ON m.id = f.rowid
     WHERE memory_fts MATCH ? AND f.rowid BETWEEN ? AND ? AND m.chat_id = ? AND m.ts >= ? AND m.ts < ? ORDER BY rank LIMIT ?`,
  );
  // Without the chat: no lookup per posting. The best few are checked for their chat after.
  const ftsAll = db.prepare<[string, number, number, number], { id: number; rank: number }>(
    "SELECT rowid AS id, bm25(memory_fts) AS rank FROM memory_fts WHERE memory_fts MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rank LIMIT ?",
  );
  const chatsOf = preparedIn<{ id: number; chat_id: number }>(db, (ids) => `SELECT id, chat_id FROM memory_items WHERE id IN (${ids})`);
  // Walks a doclist newest first without scoring (cheap): where its newest n postings start.
  const newestFrom = db.prepare<[string, number, number, number], { rowid: number }>(
    "SELECT rowid FROM memory_fts WHERE memory_fts MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid DESC LIMIT 1 OFFSET ?",
  );
  // Newest first without scoring (a query whose every term bm25 weighs ~0; text-plan.ts).
  // The walk reads at most `budget.newest` postings (the whole memory's newest); a chat that
  // owns too few of them is then walked on its own items, newest first, each probed in the
  // index. Unbounded, a chat owning 5 of 100k items walked every posting (37 ms).
  const newestPostings = db.prepare<[string, number, number, number], { id: number; chat_id: number; ts: number }>(
    `SELECT m.id AS id, m.chat_id AS chat_id, m.ts AS ts FROM (SELECT rowid AS r FROM memory_fts WHERE memory_fts MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid DESC LIMIT ?) f
     CROSS JOIN memory_items m ON m.id = f.r ORDER BY f.r DESC`,
  );
  const chatNewest = db.prepare<[number, number, number, number, number], { id: number }>(
    "SELECT id FROM memory_items WHERE chat_id = ? AND id BETWEEN ? AND ? AND ts >= ? AND ts < ? ORDER BY id DESC",
  );
  const holds = db.prepare<[string, number], { one: number }>("SELECT 1 AS one FROM memory_fts WHERE memory_fts MATCH ? AND rowid = ?");
  function newestOf(match: string, lo: number, hi: number, chatId: number, from: number, to: number, limit: number): number[] {
    const out: number[] = [];
    let rows = 0;
    for (const r of newestPostings.iterate(match, lo, hi, budget.newest)) {
      rows++;
      if (r.chat_id === chatId && r.ts >= from && r.ts < to && out.push(r.id) >= limit) break;
    }
    // Fewer than asked and the walk stopped at its ceiling: older postings may hold more.
    if (out.length < limit && rows >= budget.newest) {
      out.length = 0;
      for (const r of chatNewest.iterate(chatId, lo, hi, from, to)) {
        rows++;
        if (holds.get(match, r.id) && out.push(r.id) >= limit) break;
      }
    }
    opts.onNewestWalk?.(rows);
    return out;
  }
  const spanOf = db.prepare<[number, number, number], { lo: number | null; hi: number | null }>(
    "SELECT MIN(id) AS lo, MAX(id) AS hi FROM memory_items WHERE chat_id = ? AND ts >= ? AND ts < ?",
  );
  const inRange = db.prepare<[number, number, number, number], { id: number }>(
    "SELECT id FROM memory_items WHERE chat_id = ? AND ts >= ? AND ts < ? ORDER BY ts DESC LIMIT ?",
  );
  const around = db.prepare<[number, number, number, number], Raw>(
    `SELECT * FROM (SELECT * FROM memory_items WHERE conversation_id = ? AND kind = 'exchange' AND id < ? ORDER BY id DESC LIMIT 1)
     UNION ALL SELECT * FROM (SELECT * FROM memory_items WHERE conversation_id = ? AND kind = 'exchange' AND id > ? ORDER BY id LIMIT 1)`,
  );
  const itemsByIds = preparedIn<Raw>(db, (ids) => `SELECT * FROM memory_items WHERE id IN (${ids})`);
  const vocab = preparedIn<{ term: string; doc: number }>(db, (terms) => `SELECT term, doc FROM memory_vocab WHERE term IN (${terms})`);
  const maxId = db.prepare<[], { n: number | null }>("SELECT MAX(id) AS n FROM memory_items");
  const frequencies = createTermFrequencies({ lookup: vocab, size: () => maxId.get()?.n ?? 0 }, opts.termFrequencies ?? TERM_FREQUENCY_DEFAULTS);
  // A document's passages carry its conversation (memory/passages.ts): `m.conversation_id`
  // lets the conversation index drive the second half instead of a scan of all memory.
  const visible = db.prepare<[number, number, number, number, number], number>(
    `SELECT id FROM memory_items WHERE conversation_id = ? AND kind = 'exchange' AND source_id >= ?
     UNION ALL
     SELECT m.id FROM memory_items m JOIN documents d ON d.id = m.source_id
     WHERE m.kind = 'document' AND m.conversation_id = ? AND d.conversation_id = ? AND d.message_row_id >= ?`,
  ).pluck();
  const pending = db.prepare<[number], Raw>("SELECT * FROM memory_items WHERE embed_state = 'pending' ORDER BY id LIMIT ?");
  const pendingCount = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM memory_items WHERE embed_state = 'pending'");
  const setState = db.prepare("UPDATE memory_items SET embed_state = ? WHERE id = ?");
  const itemsOfConversation = db.prepare<[number], { id: number }>("SELECT id FROM memory_items WHERE conversation_id = ?");
  const itemsOfSource = db.prepare<[MemoryKind, number], { id: number }>("SELECT id FROM memory_items WHERE kind = ? AND source_id = ?");
  const tagsOf = db.prepare<[number], { tag: string }>("SELECT tag FROM conversation_tags WHERE conversation_id = ? ORDER BY tag");
  const addTag = db.prepare("INSERT OR IGNORE INTO conversation_tags (conversation_id, tag) VALUES (?, ?)");
  const removeTag = db.prepare("DELETE FROM conversation_tags WHERE conversation_id = ? AND tag = ?");
  const bumpRegistry = db.prepare("INSERT INTO tag_registry (tag, usage_count) VALUES (?, 1) ON CONFLICT(tag) DO UPDATE SET usage_count = usage_count + 1");
  const dropRegistry = db.prepare("UPDATE tag_registry SET usage_count = MAX(0, usage_count - 1) WHERE tag = ?");
  const registry = db.prepare<[], { tag: string; usage_count: number }>("SELECT tag, usage_count FROM tag_registry WHERE usage_count > 0");
  const taggedTotal = db.prepare<[], { n: number }>("SELECT COUNT(DISTINCT conversation_id) AS n FROM conversation_tags");
  const needsTags = db.prepare<[number], { id: number; chat_id: number; last_activity: number }>(
    `SELECT c.id, c.chat_id, c.last_activity FROM conversations c
     WHERE c.last_activity > COALESCE(c.tagged_at, 0) AND EXISTS (SELECT 1 FROM memory_items m WHERE m.conversation_id = c.id AND m.kind = 'exchange')
     ORDER BY c.last_activity LIMIT ?`,
  );
  const markTagged = db.prepare("UPDATE conversations SET tagged_at = ? WHERE id = ?");
  const untagged = db.prepare<[], { n: number }>(
    `SELECT COUNT(*) AS n FROM conversations c
     WHERE c.last_activity > COALESCE(c.tagged_at, 0) AND EXISTS (SELECT 1 FROM memory_items m WHERE m.conversation_id = c.id AND m.kind = 'exchange')`,
  );
  const recentExchanges = db.prepare<[number, number], { text: string }>(
    "SELECT text FROM memory_items WHERE conversation_id = ? AND kind = 'exchange' ORDER BY id DESC LIMIT ?",
  );
  const withTag = db.prepare<[number, string], { conversation_id: number }>(
    `SELECT DISTINCT t.conversation_id FROM conversation_tags t JOIN conversations c ON c.id = t.conversation_id
     WHERE c.chat_id = ? AND t.tag = ? ORDER BY c.last_activity DESC LIMIT 20`,
  );
  const latestOf = db.prepare<[number], Raw>("SELECT * FROM memory_items WHERE conversation_id = ? AND kind = 'exchange' ORDER BY id DESC LIMIT 1");

  // The index holds terms made in code (terms.ts): a database indexed with another recipe
  // is re-indexed from the stored texts, once, when the store opens.
  const getMeta = db.prepare<[string], { value: string }>("SELECT value FROM meta WHERE key = ?");
  if (getMeta.get("fts_terms")?.value !== TERMS_VERSION)
    db.transaction(() => {
      db.prepare("INSERT INTO memory_fts (memory_fts) VALUES ('delete-all')").run();
      const batch = db.prepare<[number], { id: number; text: string }>("SELECT id, text FROM memory_items WHERE id > ? ORDER BY id LIMIT 5000");
      for (let rows = batch.all(0); rows.length > 0; rows = batch.all((rows.at(-1) as { id: number }).id)) for (const r of rows) insertFts.run(r.id, indexText(r.text));
      db.prepare("INSERT INTO meta (key, value) VALUES ('fts_terms', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(TERMS_VERSION);
    })();

  function withTags(rows: Raw[]): MemoryItem[] {
    const cache = new Map<number, string[]>();
    return rows.map((r) => {
      let tags = cache.get(r.conversation_id);
      if (!tags) {
        tags = tagsOf.all(r.conversation_id).map((t) => t.tag);
        cache.set(r.conversation_id, tags);
      }
      return { id: r.id, chatId: r.chat_id, conversationId: r.conversation_id, kind: r.kind, sourceId: r.source_id, text: r.text, ts: r.ts, tags };
    });
  }

  // The registry is read on every recall and changes only when tags are written: cached,
  // dropped on every write through this store (tagging, forgetting), and after 30 s at
  // most (another process, such as the import command, may have tagged too).
  let registryCache: { usage: Map<string, number>; totalTagged: number; at: number } | undefined;

  const setTags = db.transaction((conversationId: number, tags: readonly string[], now: number) => {
    registryCache = undefined;
    const before = new Set(tagsOf.all(conversationId).map((t) => t.tag));
    const after = new Set(tags);
    for (const t of after) if (!before.has(t) && addTag.run(conversationId, t).changes === 1) bumpRegistry.run(t);
    for (const t of before) if (!after.has(t)) {
      removeTag.run(conversationId, t);
      dropRegistry.run(t);
    }
    markTagged.run(now, conversationId);
  });

  return {
    add(i: { chatId: number; conversationId: number; kind: MemoryKind; sourceId: number | null; text: string; ts: number }): number {
      const id = Number(insert.run(i.chatId, i.conversationId, i.kind, i.sourceId, i.text, i.ts).lastInsertRowid);
      insertFts.run(id, indexText(i.text));
      return id;
    },
    get(ids: readonly number[]): MemoryItem[] {
      if (ids.length === 0) return [];
      const rows = itemsByIds(ids);
      const byId = new Map(withTags(rows).map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /**
     * Full-text search ranked by FTS5's bm25() over the terms of the query, within the cost
     * budget (text-plan.ts): every term is read whole on a memory of a few thousand
     * exchanges; on a large one the most common terms only add to the items holding a rarer
     * one, and a question made only of common words ranks the newest postings of its rarest.
     * Optionally within a time range [from, to).
     */
    searchText(chatId: number, query: string, limit: number, range?: { from: number; to: number }): FtsHit[] {
      const terms = [...new Set(termsOf(query))].slice(0, 64);
      if (terms.length === 0) return [];
      const plan = planText(terms, frequencies.of(terms), budget, maxId.get()?.n ?? 0);
      if (plan.terms.length === 0) return [];
      // A time range reads only the postings within the ids of its items.
      let lo = 0;
      let hi = Number.MAX_SAFE_INTEGER;
      if (range) {
        const span = spanOf.get(chatId, range.from, range.to);
        if (span?.lo == null || span.hi == null) return [];
        lo = span.lo;
        hi = span.hi;
      }
      const any = (ts: readonly string[]) => ts.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");
      const match = any(plan.terms);
      // Ranked newest first: rank -id sorts newer before older, across chats too.
      if (plan.unscored) return newestOf(match, lo, hi, chatId, range?.from ?? Number.MIN_SAFE_INTEGER, range?.to ?? Number.MAX_SAFE_INTEGER, Math.min(limit, plan.newest ?? limit)).map((id) => ({ id, rank: -id }));
      if (plan.newest !== undefined) lo = newestFrom.get(match, lo, hi, plan.newest - 1)?.rowid ?? lo;
      const run = (m: string): FtsHit[] => {
        if (range) return ftsInRange.all(m, lo, hi, chatId, range.from, range.to, limit);
        if (plan.postings < wideFrom) return fts.all(m, lo, hi, chatId, limit);
        // The best postings of the whole memory, kept when they hold enough of this chat's
        // (always, in a memory of one chat); otherwise the exact query with the chat joined.
        const wide = ftsAll.all(m, lo, hi, limit * WIDEN);
        const own = new Set(chatsOf(wide.map((h) => h.id)).flatMap((r) => (r.chat_id === chatId ? [r.id] : [])));
        const kept = wide.filter((h) => own.has(h.id));
        return kept.length >= limit || wide.length < limit * WIDEN ? kept.slice(0, limit) : fts.all(m, lo, hi, chatId, limit);
      };
      const hits = run(match);
      if (plan.boost.length === 0) return hits;
      // The boost terms, scored on the documents that hold a planned term: the same bm25 as
      // with every term, for those documents (a document's bm25 sums over the terms it holds).
      const best = new Map(hits.map((h) => [h.id, h.rank]));
      for (const h of run(`(${match}) AND (${any(plan.boost)})`)) best.set(h.id, Math.min(h.rank, best.get(h.id) ?? 0));
      return [...best.entries()].map(([id, rank]) => ({ id, rank })).sort((a, b) => a.rank - b.rank || a.id - b.id).slice(0, limit);
    },
    /** Ids of a chat's items within [from, to), newest first, at most `limit`. */
    idsInRange: (chatId: number, from: number, to: number, limit: number): number[] => inRange.all(chatId, from, to, limit).map((r) => r.id),
    /** The exchanges just before and after an item in its conversation. */
    neighbours(item: { id: number; conversationId: number }): { before?: MemoryItem; after?: MemoryItem } {
      const rows = withTags(around.all(item.conversationId, item.id, item.conversationId, item.id));
      const before = rows.find((r) => r.id < item.id);
      const after = rows.find((r) => r.id > item.id);
      return { ...(before ? { before } : {}), ...(after ? { after } : {}) };
    },
    pendingEmbeds: (limit: number) => withTags(pending.all(limit)),
    pendingCount: () => pendingCount.get()?.n ?? 0,
    markEmbedded(id: number, ok: boolean): void {
      setState.run(ok ? "done" : "failed", id);
    },
    /** A batch of vectors stored and their items marked embedded, in one transaction (one commit, not three per vector). */
    saveEmbeddings: db.transaction((batch: ReadonlyArray<{ id: number; chatId: number; vector: Float32Array }>): void => {
      for (const b of batch) {
        vectors.upsert(b.id, b.chatId, b.vector);
        setState.run("done", b.id);
      }
    }),
    tagsOf: (conversationId: number): string[] => tagsOf.all(conversationId).map((t) => t.tag),
    setTags(conversationId: number, tags: readonly string[], now: number): void {
      setTags(conversationId, tags, now);
    },
    registry(): { usage: Map<string, number>; totalTagged: number } {
      if (!registryCache || Date.now() - registryCache.at > 30_000)
        registryCache = { usage: new Map(registry.all().map((r) => [r.tag, r.usage_count])), totalTagged: taggedTotal.get()?.n ?? 0, at: Date.now() };
      return registryCache;
    },
    conversationsNeedingTags: (limit: number) => needsTags.all(limit),
    /** How many conversations wait for tags (import progress). */
    untaggedCount: () => untagged.get()?.n ?? 0,
    recentExchangeTexts: (conversationId: number, limit: number): string[] => recentExchanges.all(conversationId, limit).map((r) => r.text).reverse(),
    conversationsWithTag: (chatId: number, tag: string): number[] => withTag.all(chatId, tag).map((r) => r.conversation_id),
    latestExchange(conversationId: number): MemoryItem | undefined {
      const r = latestOf.get(conversationId);
      return r ? withTags([r])[0] : undefined;
    },
    /**
     * Memory items whose content is already in the request: this conversation's exchanges
     * from `sinceTurnId` on and documents fetched from transcript row `sinceMessageId` on.
     */
    visibleIds(conversationId: number, sinceTurnId: number, sinceMessageId: number): Set<number> {
      return new Set(visible.all(conversationId, sinceTurnId, conversationId, conversationId, sinceMessageId));
    },
    /** Removes the items of one source (an exchange replaced by an edited question's new answer). */
    forgetSource: db.transaction((kind: MemoryKind, sourceId: number): number => {
      frequencies.clear();
      const ids = itemsOfSource.all(kind, sourceId).map((r) => r.id);
      for (const id of ids) {
        deleteFts.run(id);
        deleteItem.run(id);
      }
      vectors.remove(ids);
      return ids.length;
    }),
    /** Removes a conversation from memory: items, their index entries, vectors and tags. */
    forgetConversation: db.transaction((conversationId: number): number => {
      registryCache = undefined;
      frequencies.clear();
      const ids = itemsOfConversation.all(conversationId).map((r) => r.id);
      for (const id of ids) {
        deleteFts.run(id);
        deleteItem.run(id);
      }
      vectors.remove(ids);
      for (const t of tagsOf.all(conversationId)) {
        removeTag.run(conversationId, t.tag);
        dropRegistry.run(t.tag);
      }
      return ids.length;
    }),
  };
}

export type MemoryStore = ReturnType<typeof createMemoryStore>;
