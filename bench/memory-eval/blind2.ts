// The second blind memory benchmark (bench/memory-eval/dataset-blind2.ts): the same import and
// search code path as `npm run bench -- memory` (evaluate() and score() of ./run.ts: the
// exchanges go through the import of `npm run memory -- import`, the questions through the
// search of `npm run memory -- search`, next to plain BM25 and plain vector baselines), on a
// hand-written set written without reading the retrieval code. It is meant to be scored once,
// so it runs only when asked for by name (`npm run bench -- memory-blind2`), never in a plain
// `npm run bench`. It runs twice: with the lexical stand-in vectors and with the real English
// sentence embedder of memory-realvec (English-only: the Korean chats are embedded by it too,
// but it is not a Korean model). Only aggregates are printed: overall, per kind, per language,
// per kind and language.
import { round } from "../stats.js";
import { type Blind2Question, blind2EvalSet } from "./dataset-blind2.js";
import { createRealEmbedder, REAL_EMBEDDING } from "./real-embedder.js";
import { type Embedding, evaluate, scoreGroups, scoreTable } from "./run.js";
import { STANDIN_EMBEDDING } from "./standins.js";

async function scoreWith(embedding: Embedding | undefined, vectorSide: string) {
  const set = blind2EvalSet();
  const r = await evaluate(set, embedding ? { embedding } : {});
  const groups = (key: (q: Blind2Question) => string) => scoreGroups(set.questions, r.ranked, key);
  const overall = scoreTable(set.questions, r.ranked);
  process.stderr.write(
    `${set.name}: recall@10 project ${overall.project?.recallAt10}% · BM25 ${overall.bm25?.recallAt10}% · vector ${overall.vector?.recallAt10}% (${vectorSide})\n`,
  );
  return {
    vectorSide,
    importSeconds: round(r.importSeconds, 1),
    msPerQuestion: Object.fromEntries(Object.entries(r.msPerQuestion).map(([k, v]) => [k, round(v, 2)])),
    overall,
    byKind: groups((q) => q.kind),
    byLanguage: groups((q) => q.lang),
    byKindAndLanguage: groups((q) => `${q.lang}-${q.kind}`),
  };
}

export async function benchMemoryBlind2() {
  const t0 = performance.now();
  const set = blind2EvalSet();
  const standIn = await scoreWith(undefined, STANDIN_EMBEDDING);
  const real = await createRealEmbedder();
  const { embedding } = real;
  const realVectors = await scoreWith(embedding, REAL_EMBEDDING);
  return {
    dataset: `${set.name} (bench/memory-eval/dataset-blind2.ts): hand-written, scored once, never used for tuning`,
    exchanges: set.exchanges.length,
    questions: set.questions.length,
    standIn,
    realEnglishEmbedder: realVectors,
    seconds: round((performance.now() - t0) / 1000, 1),
  };
}
