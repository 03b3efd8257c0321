import { describe, expect, it } from "vitest";
import { chooseExpansionTags } from "../../src/memory/tags.js";

// 40 tagged conversations in the chat. 비트코인 is used by 5 (12.5%: not generic);
// 요약 by 10 (25%: generic); 운동 by 3.
const registry = { usage: new Map([["비트코인", 5], ["요약", 10], ["운동", 3], ["가격", 2], ["투자", 2], ["주식", 4]]), totalTagged: 40 };

describe("tag-frequency expansion (seed 003 §1)", () => {
  it("the seed's example: 비트코인 in 4 of 5 matches is expanded, 운동 in 1 is not, generic 요약 never", () => {
    const matched = [["비트코인", "가격"], ["비트코인", "투자"], ["비트코인"], ["비트코인", "운동", "요약"], ["주식", "요약"]];
    const e = chooseExpansionTags(matched, registry);
    expect(e.expand).toEqual(["비트코인"]);
    expect(e.counts).toMatchObject({ 비트코인: 4, 운동: 1, 요약: 2 });
    expect(e.generic).toEqual(["요약"]);
    expect(e.fallback).toBe(false);
  });

  it("a generic tag is never expanded, even when it is in every match", () => {
    const e = chooseExpansionTags([["요약", "비트코인"], ["요약", "주식"], ["요약"]], registry);
    expect(e.expand).not.toContain("요약");
  });

  it("when no tag is in 2 matches: the 2 most frequent non-generic tags", () => {
    const e = chooseExpansionTags([["운동"], ["가격"], ["요약"], ["주식"]], { ...registry, usage: new Map([...registry.usage, ["운동", 3]]) });
    expect(e.fallback).toBe(true);
    expect(e.expand).toHaveLength(2);
    expect(e.expand).not.toContain("요약");
  });

  it("generic is computed at query time from the registry (15% of tagged conversations)", () => {
    const matched = [["비트코인"], ["비트코인"]];
    expect(chooseExpansionTags(matched, registry).expand).toEqual(["비트코인"]);
    // Same matches, a smaller tagged corpus: 5 of 20 = 25% -> generic now.
    expect(chooseExpansionTags(matched, { ...registry, totalTagged: 20 }).expand).toEqual([]);
  });
});
