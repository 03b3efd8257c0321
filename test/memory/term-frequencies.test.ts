// Remembered document frequencies (src/memory/term-frequencies.ts): lookups counted, not timed.
import { describe, expect, it } from "vitest";
import { createTermFrequencies } from "../../src/memory/term-frequencies.js";

function source(docs: Record<string, number>) {
  const asked: string[][] = [];
  let size = 1000;
  return {
    asked,
    grow: (n: number) => (size += n),
    set: (t: string, n: number) => (docs[t] = n),
    lookup: (terms: readonly string[]) => {
      asked.push([...terms]);
      return terms.flatMap((t) => (docs[t] ? [{ term: t, doc: docs[t] as number }] : []));
    },
    size: () => size,
  };
}

describe("document frequencies of query terms", () => {
  it("common terms are read once; rare and absent ones every time (a new word counts at once)", () => {
    const s = source({ the: 900, anna: 12 });
    const f = createTermFrequencies(s, { cacheMin: 500, maxEntries: 100 });
    expect(f.of(["the", "anna", "pottery"])).toEqual(new Map([["the", 900], ["anna", 12], ["pottery", 0]]));
    s.set("pottery", 1);
    expect(f.of(["the", "anna", "pottery"])).toEqual(new Map([["the", 900], ["anna", 12], ["pottery", 1]]));
    expect(s.asked).toEqual([["the", "anna", "pottery"], ["anna", "pottery"]]);
  });

  it("a remembered count is read again once the memory has grown by more than a tenth, or after clear()", () => {
    const s = source({ the: 900 });
    const f = createTermFrequencies(s, { cacheMin: 500, maxEntries: 100 });
    f.of(["the"]);
    s.grow(100);
    f.of(["the"]);
    expect(s.asked).toHaveLength(1);
    s.grow(1);
    s.set("the", 1000);
    expect(f.of(["the"]).get("the")).toBe(1000);
    f.clear();
    f.of(["the"]);
    expect(s.asked).toHaveLength(3);
  });

  it("holds at most maxEntries terms, dropping the oldest", () => {
    const s = source({ a: 600, b: 700, c: 800 });
    const f = createTermFrequencies(s, { cacheMin: 500, maxEntries: 2 });
    f.of(["a"]);
    f.of(["b"]);
    f.of(["c"]);
    f.of(["b", "c"]);
    f.of(["a"]);
    expect(s.asked).toEqual([["a"], ["b"], ["c"], ["a"]]);
  });
});
