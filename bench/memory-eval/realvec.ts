// The memory benchmark with a REAL English sentence embedder (real-embedder.ts) in place of
// the lexical stand-in: `npm run bench -- memory-realvec` (runs only when named). The same
// import and search code path as `npm run bench -- memory` (evaluate() and score() of
// ./run.ts); only the vectors served by the loopback fake Ollama change.
// Sets: the generated diary (dev and test splits; English questions and all questions apart,
// since the model is English-only and Korean vectors are poor) and the old blind set
// (dataset-blind.ts, a tuning set). Tuning uses the dev split and the old blind set only;
// the test split is reported, never tuned on. Aggregates only.
import { round } from "../stats.js";
import { type BlindQuestion, blindEvalSet } from "./dataset-blind.js";
import { type EvalQuestion, type EvalSet, generateEvalSet } from "./dataset.js";
import { createRealEmbedder, REAL_EMBEDDING } from "./real-embedder.js";
import { evaluate, type Scores, score, type Variant } from "./run.js";

/**
 * Variants of the fusion shown beside the project on the tuning sets (dev split, old blind
 * set): the vector list off, and each rule chosen with this bench undone: the vote threshold
 * at 0.5 as before; no spread rule at all; the fixed spread gate of round 6 (votes at full
 * weight from 0.03, no text head kept: see search.ts VECTOR_MIN_SPREAD); and the confidence
 * ramp without its lower cut (how the fusion fares when a flat pool is let in).
 */
export const REALVEC_VARIANTS: Record<string, Variant> = {
  "project without the vector list": { vector: 0 },
  "project, vectors vote from similarity 0.5 (before)": { minSimilarity: 0.5 },
  "project without the spread gate": { minSpread: 0, fullSpread: 0 },
  "project, fixed spread gate 0.03 (before)": { fullSpread: 0.03 },
  "project, spread ramp without its lower cut": { minSpread: 0 },
};

type Ranked = Record<string, Map<string, string[]>>;

function tables<Q extends EvalQuestion>(qs: readonly Q[], ranked: Ranked, groupsOf: Record<string, (q: Q) => string>) {
  const table = (sub: readonly Q[]): Record<string, Scores> => Object.fromEntries(Object.entries(ranked).map(([name, m]) => [name, score(sub, m)]));
  const out: Record<string, unknown> = { overall: table(qs) };
  for (const [gname, key] of Object.entries(groupsOf)) {
    const g: Record<string, Record<string, number | Scores>> = {};
    for (const k of [...new Set(qs.map(key))].sort()) {
      const sub = qs.filter((q) => key(q) === k);
      // recall@10 per method by kind (the columns side by side); by language every cutoff and
      // MRR, since a poor vector list shows first as BM25's best hits pushed down (recall@5, MRR).
      g[`${k} (${sub.length})`] = Object.fromEntries(Object.entries(ranked).map(([name, m]) => [name, gname === "ByLanguage" ? score(sub, m) : score(sub, m).recallAt10]));
    }
    out[gname === "ByLanguage" ? "byLanguage" : `recallAt10${gname}`] = g;
  }
  return out;
}

const line = (name: string, t: Record<string, Scores>) =>
  `${name}: recall@5/@10/MRR ${["project", "bm25", "vector"].map((k) => `${k} ${t[k]?.recallAt5}/${t[k]?.recallAt10}/${t[k]?.mrr}`).join(" · ")}\n`;

export async function benchMemoryRealVec() {
  const t0 = performance.now();
  const real = await createRealEmbedder();
  const { embedding } = real;
  const out: Record<string, unknown> = {
    vectorSide: REAL_EMBEDDING,
    note: "English-only sentence embedder: the Korean questions and exchanges are embedded by it too, but it is not a Korean model, so Korean vector figures are not what a multilingual embedder would give. Tags are the stand-in (frequent words).",
    modelLoadSeconds: round((performance.now() - t0) / 1000, 1),
  };
  const run = async <Q extends EvalQuestion>(set: EvalSet & { questions: Q[] }, label: string, tuning: boolean, groupsOf: Record<string, (q: Q) => string>) => {
    const r = await evaluate(set, { embedding, ...(tuning ? { variants: REALVEC_VARIANTS } : {}) });
    const qs: readonly Q[] = set.questions;
    const en = qs.filter((q) => q.lang === "en");
    const all = tables(qs, r.ranked, groupsOf);
    process.stderr.write(line(`${label} (real vectors), all`, all.overall as Record<string, Scores>));
    process.stderr.write(line(`${label} (real vectors), English`, tables(en, r.ranked, {}).overall as Record<string, Scores>));
    out[label] = {
      role: tuning ? "tuning" : "reported (never tuned on)",
      exchanges: set.exchanges.length,
      questions: set.questions.length,
      importSeconds: round(r.importSeconds, 1),
      msPerQuestion: Object.fromEntries(Object.entries(r.msPerQuestion).map(([k, v]) => [k, round(v, 2)])),
      english: tables(en, r.ranked, { ByKind: groupsOf.ByKind as (q: Q) => string }),
      all,
    };
  };
  const byType = { ByKind: (q: EvalQuestion) => q.type, ByLanguage: (q: EvalQuestion) => q.lang };
  await run(generateEvalSet("dev"), "generated diary, dev split", true, byType);
  await run(generateEvalSet("test"), "generated diary, test split", false, byType);
  const blind = blindEvalSet();
  await run(blind, `${blind.name} (old blind set, tuning)`, true, { ByKind: (q: BlindQuestion) => q.kind, ByLanguage: (q: BlindQuestion) => q.lang });
  out.textsEmbedded = real.embedded();
  out.modelSeconds = round(real.modelSeconds(), 1);
  out.seconds = round((performance.now() - t0) / 1000, 1);
  return out;
}
