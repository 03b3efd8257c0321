// Memory recall benchmark: evidence recall@5, recall@10 and MRR of the project's memory
// search next to a plain BM25 and a plain vector baseline, on the generated diary set
// (bench/memory-eval/dataset.ts). The exchanges are imported through the code of
// `npm run memory -- import` (importFile, then the indexer's drain against a loopback
// Ollama), and the project's side is asked through the function behind
// `npm run memory -- search --json`, across all chats, as an outside measurement would.
// Baselines, over the same stored exchanges:
// - BM25: FTS5 bm25() over every term of the question (the same terms the index holds),
//   nothing else;
// - vector: exact cosine over every stored vector of the same embeddings.
import fs from "node:fs";
import { DEFAULT_MEMORY_MIN_SIMILARITY } from "../../src/config.js";
import path from "node:path";
import { search } from "../../src/cli/memory.js";
import { importFile } from "../../src/cli/memory.js";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { createOllamaEmbedder, createOllamaLocalModel } from "../../src/llm/local-model.js";
import { createIndexer } from "../../src/memory/indexer.js";
import { WEIGHTS } from "../../src/memory/search.js";
import { createMemoryStore } from "../../src/memory/store.js";
import { lookupMemory } from "../../src/pipeline/recall.js";
import { termsOf } from "../../src/memory/terms.js";
import { createVectorIndex, toF32 } from "../../src/memory/vector-index.js";
import { type EmbedProvider, startFakeOllama } from "../../test/fakes/ollama.js";
import { tempDir } from "../../test/support/harness.js";
import { captureLog } from "../../test/support/log.js";
import { round } from "../stats.js";
import { COPIES, evaluateAtScale } from "./at-scale.js";
import { type EvalQuestion, type EvalSet, generateEvalSet } from "./dataset.js";
import { charGramEmbedding, frequentWordTags, STANDIN_EMBEDDING } from "./standins.js";

export type Ranker = (q: EvalQuestion) => Promise<string[]> | string[];

export interface Scores {
  recallAt5: number;
  recallAt10: number;
  mrr: number;
}

const key = (chat: number, ts: number) => `${chat}:${ts}`;

/** recall@k = share of a question's evidence exchanges in the top k, averaged; MRR over the top 10. */
export function score(questions: readonly EvalQuestion[], ranked: ReadonlyMap<string, readonly string[]>): Scores {
  let r5 = 0;
  let r10 = 0;
  let mrr = 0;
  for (const q of questions) {
    const got = ranked.get(q.id) ?? [];
    const ev = new Set(q.evidence.map((t) => key(q.chat, t)));
    const inTop = (k: number) => got.slice(0, k).filter((g) => ev.has(g)).length / ev.size;
    r5 += inTop(5);
    r10 += inTop(10);
    const first = got.slice(0, 10).findIndex((g) => ev.has(g));
    mrr += first >= 0 ? 1 / (first + 1) : 0;
  }
  const n = questions.length || 1;
  return { recallAt5: round((100 * r5) / n, 1), recallAt10: round((100 * r10) / n, 1), mrr: round(mrr / n, 3) };
}

type Ranked = Record<string, ReadonlyMap<string, readonly string[]>>;

/** Every method's scores on these questions, side by side. */
export function scoreTable(questions: readonly EvalQuestion[], ranked: Ranked): Record<string, Scores> {
  return Object.fromEntries(Object.entries(ranked).map(([name, m]) => [name, score(questions, m)]));
}

/** scoreTable per group of questions (by kind, language ...), keyed "<group> (<count>)". */
export function scoreGroups<Q extends EvalQuestion>(questions: readonly Q[], ranked: Ranked, group: (q: Q) => string): Record<string, Record<string, Scores>> {
  const out: Record<string, Record<string, Scores>> = {};
  for (const k of [...new Set(questions.map(group))].sort()) {
    const sub = questions.filter((q) => group(q) === k);
    out[`${k} (${sub.length})`] = scoreTable(sub, ranked);
  }
  return out;
}

/** Where the vectors come from: the lexical stand-in (default), or a batch provider such as the real embedder (real-embedder.ts). */
export interface Embedding {
  name: string;
  /** The model name the project is configured with (EMBED_MODEL). */
  model: string;
  dim: number;
  provider?: EmbedProvider;
}

export const STANDIN: Embedding = { name: STANDIN_EMBEDDING, model: "standin-chargram", dim: 256 };

/** Imports a set into a fresh database the way `npm run memory -- import` does; returns the parts to search with. */
export async function loadSet(set: EvalSet, embedding: Embedding = STANDIN) {
  // The vector index learns its dimension from the first vector stored (embed_dim), and the
  // search ignores a question vector of another size: the fake serves one size for both.
  const ollama = await startFakeOllama({ embedDim: embedding.dim });
  if (embedding.provider) ollama.setEmbedProvider(embedding.provider);
  else ollama.setEmbedFunction(charGramEmbedding);
  ollama.on("tags", (b) => ({ content: { tags: frequentWordTags(b.messages.at(-1)?.content ?? "") } }));
  const dir = tempDir("bench-memory-eval-");
  const file = path.join(dir, "import.jsonl");
  fs.writeFileSync(file, set.exchanges.map((e) => JSON.stringify(e)).join("\n"));
  const db = openDatabase(path.join(dir, "m.db"));
  migrate(db);
  const vectors = createVectorIndex(db);
  const store = createMemoryStore(db, vectors);
  const log = captureLog({ level: "warn" }).log;
  const t0 = performance.now();
  const imported = await importFile(file, db, store);
  const embedder = createOllamaEmbedder({ host: ollama.host, model: embedding.model, timeoutMs: 10_000 });
  const indexer = createIndexer({ store, vectors, embedder, local: createOllamaLocalModel({ host: ollama.host, model: "standin-tags", timeoutMs: 10_000 }), clock: { now: () => Date.now() }, log });
  await indexer.drain();
  const importMs = performance.now() - t0;
  return { ollama, db, store, vectors, log, embedder, imported, importMs };
}

export type Weights = typeof WEIGHTS;

/** A variant of the project's search: list weights changed, or the vector list's minimum similarity. */
export type Variant = Partial<Weights> & { minSimilarity?: number; minSpread?: number; fullSpread?: number };

export async function evaluate(set: EvalSet, opts: { minSimilarity?: number; variants?: Record<string, Variant>; embedding?: Embedding } = {}) {
  const L = await loadSet(set, opts.embedding);
  const { db, store, vectors, log, embedder } = L;
  const embed = async (q: string) => {
    const r = await embedder.embed([q]);
    return r.ok ? r.value.vectors[0] : undefined;
  };
  const byTs = new Map<number, string>(
    (db.prepare("SELECT id, chat_id, ts FROM memory_items").all() as Array<{ id: number; chat_id: number; ts: number }>).map((r) => [r.id, key(r.chat_id, r.ts)]),
  );
  const all = (db.prepare("SELECT rowid, embedding FROM vec_memory").all() as Array<{ rowid: number; embedding: Buffer }>).map((r) => ({ id: r.rowid, v: Float32Array.from(toF32(r.embedding)) }));
  const fts = db.prepare<[string], { id: number }>("SELECT rowid AS id FROM memory_fts WHERE memory_fts MATCH ? ORDER BY bm25(memory_fts) LIMIT 10");

  const rankers: Record<string, Ranker> = {
    project: async (q) =>
      (await search(q.question, { limit: 10, minSimilarity: opts.minSimilarity ?? DEFAULT_MEMORY_MIN_SIMILARITY, now: set.now }, { db, store, vectors, embed, log })).map((h) => key(h.chat, Date.parse(h.time))),
    bm25: (q) => {
      const terms = [...new Set(termsOf(q.question))];
      if (terms.length === 0) return [];
      return fts.all(terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ")).map((r) => byTs.get(r.id) as string);
    },
    vector: async (q) => {
      const v = await embed(q.question);
      if (!v) return [];
      return all
        .map((e) => {
          let d = 0;
          for (let i = 0; i < v.length; i++) d += (e.v[i] as number) * (v[i] as number);
          return { id: e.id, d };
        })
        .sort((a, b) => b.d - a.d)
        .slice(0, 10)
        .map((x) => byTs.get(x.id) as string);
    },
  };
  const chatIds = [...new Set(set.exchanges.map((e) => e.chat_id))].sort((a, b) => a - b);
  for (const [name, { minSimilarity, minSpread, fullSpread, ...w }] of Object.entries(opts.variants ?? {}))
    rankers[name] = async (q) =>
      (await lookupMemory(q.question, { chatIds, limit: 10, now: set.now }, { store, vectors, log, embed, minSimilarity: minSimilarity ?? opts.minSimilarity ?? DEFAULT_MEMORY_MIN_SIMILARITY, ...(minSpread !== undefined ? { minSpread } : {}), ...(fullSpread !== undefined ? { fullSpread } : {}), weights: { ...WEIGHTS, ...w } })).items.map((i) => key(i.chatId, i.ts));
  const ranked: Record<string, Map<string, string[]>> = {};
  const ms: Record<string, number> = {};
  for (const [name, rank] of Object.entries(rankers)) {
    const m = new Map<string, string[]>();
    const t0 = performance.now();
    for (const q of set.questions) m.set(q.id, await rank(q));
    ms[name] = (performance.now() - t0) / set.questions.length;
    ranked[name] = m;
  }
  await L.ollama.close();
  db.close();
  return { ranked, msPerQuestion: ms, importSeconds: L.importMs / 1000, imported: L.imported };
}

/**
 * The project's search with one part changed, through the same lookup as the CLI. The last
 * one lets the stand-in's weak neighbours vote (similarity >= 0.2, where at the default 0.5
 * none does): how the fusion behaves when the vector list is active but poor, as a
 * mismatched or weak embedding model would be; it must not fall below plain BM25.
 */
export const ABLATIONS: Record<string, Variant> = {
  "project without time words": { time: 0 },
  "project without tag expansion": { tag: 0 },
  "project without the vector list": { vector: 0 },
  "project with a weak vector list voting (similarity >= 0.2)": { minSimilarity: 0.2 },
};

export async function benchMemoryEval(splits: Array<"dev" | "test"> = ["test", "dev"]) {
  const t0 = performance.now();
  const out: Record<string, unknown> = {
    dataset: "generated diary (bench/memory-eval/dataset.ts): one simulated year of a person's chats with the assistant, English (chat 1) and Korean (chat 2), evidence-labelled questions; generated, not public",
    vectorSide: STANDIN_EMBEDDING,
    note: "The vector side and the tags are stand-ins (no Ollama, no model hub here): both are lexical, so these figures measure retrieval mechanics (ranking, fusion, time words), not semantic matching.",
  };
  for (const split of splits) {
    const set = generateEvalSet(split);
    // Ablations (test split only, to keep the run short): each part of the fusion taken out.
    const r = await evaluate(set, split === "test" ? { variants: ABLATIONS } : {});
    const table: Record<string, Scores & { msPerQuestion: number }> = {};
    for (const [name, m] of Object.entries(r.ranked)) table[name] = { ...score(set.questions, m), msPerQuestion: round(r.msPerQuestion[name] as number, 2) };
    const byType: Record<string, Record<string, number>> = {};
    for (const type of [...new Set(set.questions.map((q) => `${q.lang}-${q.type}`))].sort()) {
      const qs = set.questions.filter((q) => `${q.lang}-${q.type}` === type);
      byType[`${type} (${qs.length})`] = Object.fromEntries(Object.entries(r.ranked).map(([name, m]) => [name, score(qs, m).recallAt10]));
    }
    const best = Math.max(table.bm25?.recallAt10 ?? 0, table.vector?.recallAt10 ?? 0);
    process.stderr.write(`${set.name}: recall@10 project ${table.project?.recallAt10}% · BM25 ${table.bm25?.recallAt10}% · vector ${table.vector?.recallAt10}% (${STANDIN_EMBEDDING})\n`);
    out[set.name] = {
      exchanges: set.exchanges.length,
      questions: set.questions.length,
      importSeconds: round(r.importSeconds, 1),
      scores: table,
      projectMinusBestBaselineAt10: round((table.project?.recallAt10 ?? 0) - best, 1),
      recallAt10ByType: byType,
    };
  }
  // The same questions in a memory of ~95k items, where the full-text budget decides (at-scale.ts).
  for (const split of splits) {
    const set = generateEvalSet(split);
    const r = await evaluateAtScale(set);
    process.stderr.write(`${set.name} at ~${Math.round(r.items / 1000)}k items: recall@10 ${Object.entries(r.scores).map(([k, v]) => `${k} ${(v as Scores).recallAt10}%`).join(" · ")}\n`);
    out[`${set.name} at scale`] = { note: `the split among ${COPIES} copies of its exchanges in other chats`, ...r };
  }
  out.seconds = round((performance.now() - t0) / 1000, 1);
  return out;
}
