// The decision's pure half: how step 1 (lookup) and step 2 (sufficiency + skill) combine,
// and when step 1's answer cannot change the outcome (its call may then be cancelled).
import { describe, expect, it } from "vitest";
import { combineDecision, type Lookup, lookupMatters, lookupWithoutModel, MOOT_LOOKUP, type SufficiencyAnswer } from "../../src/pipeline/decide.js";
import type { RecallResult } from "../../src/pipeline/recall.js";
import type { Catalog } from "../../src/tools/catalog.js";

const catalog = { skills: [{ name: "article" }], unavailable: [], problems: [], get: (n: string) => (n === "article" ? { name: "article" } : undefined) } as unknown as Catalog;
const recall = (n: number): RecallResult => ({ mode: "hybrid", items: Array.from({ length: n }, (_, i) => ({ id: i }) as never), expansion: { expand: [], generic: [] } as never });
const model = (sufficient: boolean, skill = "none"): SufficiencyAnswer => ({ via: "model", sufficient, skill, ms: 1 });
const YES: Lookup = { value: true, via: "model" };
const NO: Lookup = { value: false, via: "model" };
const FAILED: Lookup = { value: null, via: "failed" };

describe("combineDecision", () => {
  it.each([
    ["sufficient, context, no lookup -> context", NO, model(true), 2, "context"],
    ["sufficient, but an explicit lookup -> the skill, never the context", YES, model(true, "article"), 2, "skill"],
    ["sufficient, lookup check failed -> not sufficient", FAILED, model(true, "article"), 2, "skill"],
    ["not sufficient -> the skill", NO, model(false, "article"), 2, "skill"],
    ["not sufficient, unknown skill -> none", NO, model(false, "weather"), 2, "none"],
    ["sufficient with nothing recalled -> none", NO, model(true), 0, "none"],
    ["moot lookup behaves as no lookup", MOOT_LOOKUP, model(true), 2, "context"],
  ] as const)("%s", (_what, lookup, answer, items, inject) => {
    expect(combineDecision(lookup, answer, recall(items), catalog).inject).toBe(inject);
  });

  it("a skipped or failed sufficiency call injects nothing", () => {
    expect(combineDecision(YES, { via: "skipped", reason: "x" }, recall(2), catalog).inject).toBe("none");
    expect(combineDecision(NO, { via: "failed", reason: "x" }, recall(2), catalog).inject).toBe("none");
  });
});

describe("lookupMatters: the lookup answer can change the decision only after 'sufficient'", () => {
  const lookups = [YES, NO, FAILED, MOOT_LOOKUP];
  it.each([
    [model(false, "article"), 2, false],
    [model(false), 0, false],
    [model(true), 2, true],
    [model(true, "article"), 0, true],
    [model(true), 0, false],
    [{ via: "skipped", reason: "x" } as SufficiencyAnswer, 2, false],
    [{ via: "failed", reason: "x" } as SufficiencyAnswer, 2, false],
  ] as const)("%j with %i recalled -> %s, and agrees with every lookup answer", (answer, items, matters) => {
    expect(lookupMatters(answer, recall(items), catalog)).toBe(matters);
    // When it does not matter, every possible lookup answer gives the same inject choice.
    const choices = new Set(lookups.map((l) => combineDecision(l, answer, recall(items), catalog).inject));
    if (!matters) expect(choices.size).toBe(1);
    else expect(choices.size).toBeGreaterThan(1);
  });

  it("keywords and links decide without the model", () => {
    expect(lookupWithoutModel("최신 뉴스 찾아봐", true)).toMatchObject({ value: true, via: "keyword" });
    expect(lookupWithoutModel("이거 https://example.com", true)).toMatchObject({ value: true, keyword: "a link" });
    expect(lookupWithoutModel("오늘 뭐 먹지", true)).toBeUndefined();
    expect(lookupWithoutModel("오늘 뭐 먹지", false)).toMatchObject({ value: false, via: "no-skills" });
  });
});
