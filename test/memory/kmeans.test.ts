import { describe, expect, it } from "vitest";
import { dot, kmeans, nearest } from "../../src/memory/kmeans.js";

let s = 11;
const r = () => {
  s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return s / 0x100000000 - 0.5;
};
const unit = (v: Float32Array) => {
  const n = Math.sqrt(dot(v, v));
  return v.map((x) => x / n);
};
const centers = Array.from({ length: 3 }, () => unit(Float32Array.from({ length: 16 }, r)));
const point = (c: number) => unit(Float32Array.from(centers[c] as Float32Array, (x) => x + r() * 0.4));

describe("k-means", () => {
  it("separates well-separated groups (k-means++ seeding: no two seeds in one group)", async () => {
    const pts = Array.from({ length: 300 }, (_, i) => point(i % 3));
    const cs = await kmeans(pts, 3);
    const groups = [0, 1, 2].map((g) => new Set(pts.filter((_, i) => i % 3 === g).map((p) => nearest(p, cs)[0])));
    expect(groups.every((g) => g.size === 1)).toBe(true);
    expect(new Set(groups.map((g) => [...g][0])).size).toBe(3);
  });

  it("nearest returns the best cells in order", () => {
    const cs = [unit(Float32Array.from([1, 0])), unit(Float32Array.from([0, 1])), unit(Float32Array.from([1, 1]))];
    expect(nearest(unit(Float32Array.from([1, 0.1])), cs, 2)).toEqual([0, 2]);
    expect(nearest(unit(Float32Array.from([0.1, 1])), cs)).toEqual([1]);
    expect(nearest(Float32Array.from([1, 0]), [])).toEqual([]);
  });
});
