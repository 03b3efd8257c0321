// The postings budget of one full-text query (src/memory/text-plan.ts). Document
// frequencies below are those of the memory benchmark's questions in a memory of ~95k items
// (bench/memory-eval/at-scale.ts), where the previous rule left names out.
import { describe, expect, it } from "vitest";
import { planText, TEXT_BUDGET } from "../../src/memory/text-plan.js";

const df = (o: Record<string, number>) => new Map(Object.entries(o));

describe("which terms a full-text query reads", () => {
  it("reads terms whole rarest first within the budget; the rest boost, rarest first, within theirs", () => {
    const plan = planText(["with", "visit", "hannah", "citi", "nowhere"], df({ citi: 83, hannah: 2407, visit: 3237, with: 11_205, the: 25_398 }));
    expect(plan).toEqual({ terms: ["citi", "hannah"], boost: ["visit", "with"], postings: 2490 });
  });

  it("never leaves out the rarest term, even a name over the budget on its own", () => {
    const budget = { ...TEXT_BUDGET, postings: 1000 };
    expect(planText(["what", "tom", "new"], df({ tom: 2490, what: 3818, new: 12_035 }), budget)).toEqual({ terms: ["tom"], boost: ["what", "new"], postings: 2490 });
  });

  it("a name that is not the rarest term is still read whole while the budget holds it", () => {
    expect(planText(["sofia", "bunni", "name"], df({ bunni: 40, sofia: 1992, name: 3100 }))).toEqual({ terms: ["bunni", "sofia"], boost: ["name"], postings: 2032 });
  });

  it("boost terms past their budget are left out (a stop word in every item costs a full count)", () => {
    expect(planText(["tom", "up", "the", "what"], df({ tom: 2490, what: 3818, up: 5644, the: 95_000 })).boost).toEqual(["what", "up"]);
  });

  it("when every term is common, only the newest postings of the rarest are ranked, without boost", () => {
    const plan = planText(["비트", "트코", "코인", "가격", "어떻"], df({ 비트: 5000, 트코: 5000, 코인: 5000, 가격: 16_667 }));
    expect(plan).toEqual({ terms: ["비트"], newest: TEXT_BUDGET.newest, boost: [], postings: TEXT_BUDGET.newest });
  });

  it("a term in half the documents or more is left out (bm25 weighs it 1e-6), the rarest term excepted", () => {
    // "user" and "assistant" are in every exchange; a chat that repeats itself makes every word so.
    const counts = df({ user: 1000, assist: 1000, anna: 30, coffe: 400, tell: 620 });
    expect(planText(["user", "assist", "anna", "coffe", "tell"], counts, TEXT_BUDGET, 1000)).toEqual({ terms: ["anna", "coffe"], boost: [], postings: 430 });
    // Even the rarest in half of them: bm25 cannot rank, nothing is scored (newest first).
    expect(planText(["user", "tell", "assist"], counts, TEXT_BUDGET, 1000)).toEqual({ terms: ["tell"], boost: [], postings: 0, unscored: true });
    expect(planText(["tell", "coffe"], counts, TEXT_BUDGET, 1000)).toEqual({ terms: ["coffe"], boost: [], postings: 400 });
    // Unknown size: nothing is left out.
    expect(planText(["user", "anna"], counts).terms).toEqual(["anna", "user"]);
  });

  it("terms absent from the memory are not searched; none present, nothing to search", () => {
    expect(planText(["어떻", "됐지"], df({}))).toEqual({ terms: [], boost: [], postings: 0 });
    expect(planText(["a", "b"], df({ a: 0, b: 3 })).terms).toEqual(["b"]);
  });
});
