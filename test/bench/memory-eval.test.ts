// The memory benchmark's own parts: its scoring, and a small slice of the generated set
// imported through the CLI's import code and asked through the CLI's search (the full set
// runs in `npm run bench -- memory`).
import { describe, expect, it } from "vitest";
import { type EvalSet, generateEvalSet } from "../../bench/memory-eval/dataset.js";
import { evaluate, score } from "../../bench/memory-eval/run.js";

describe("scoring", () => {
  it("recall@k is the share of a question's evidence in the top k; MRR the first hit's 1/rank within 10", () => {
    const qs = [
      { id: "a", chat: 1, lang: "en" as const, type: "fact" as const, question: "", evidence: [10, 20] },
      { id: "b", chat: 1, lang: "en" as const, type: "fact" as const, question: "", evidence: [30] },
    ];
    const ranked = new Map([
      ["a", ["1:99", "1:10", "1:98", "1:97", "1:96", "1:95", "1:20"]],
      ["b", ["2:30", "1:1", "1:2", "1:3", "1:4", "1:5", "1:6", "1:7", "1:8", "1:9", "1:30"]],
    ]);
    // a: 1 of 2 in the top 5, 2 of 2 in the top 10, first at rank 2. b: the right ts in another chat does not count; rank 11 is outside.
    expect(score(qs, ranked)).toEqual({ recallAt5: 25, recallAt10: 50, mrr: 0.25 });
  });
});

describe("a slice of the generated diary", () => {
  it("keeps evidence keys through the import, and time words find what BM25 alone misses", async () => {
    const full = generateEvalSet("dev");
    const from = full.now - 45 * 86_400_000;
    const exchanges = full.exchanges.filter((e) => e.ts >= from);
    const keys = new Set(exchanges.map((e) => `${e.chat_id}:${e.ts}`));
    const questions = full.questions.filter((q) => q.evidence.every((t) => keys.has(`${q.chat}:${t}`)));
    const slice: EvalSet = { ...full, name: "slice", exchanges, questions };
    expect(exchanges.length).toBeLessThan(250);
    const temporal = questions.filter((q) => q.type === "temporal");
    expect(temporal.length).toBeGreaterThan(5);

    const r = await evaluate(slice);
    const project = r.ranked.project as Map<string, string[]>;
    const bm25 = r.ranked.bm25 as Map<string, string[]>;
    // Every hit key is one of the imported exchanges (chat and time survive the import).
    for (const q of questions) for (const k of project.get(q.id) ?? []) expect(keys.has(k)).toBe(true);
    expect(score(temporal, project).recallAt10).toBeGreaterThan(score(temporal, bm25).recallAt10 + 20);
    expect(score(questions, project).recallAt10).toBeGreaterThanOrEqual(score(questions, bm25).recallAt10);
  });
});
