// Spherical k-means for the vector index's cells (on unit vectors, similarity = dot).
// Runs on the event loop in slices, yielding between them, so the bot stays responsive.

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] as number) * (b[i] as number);
  return s;
}

export function nearest(v: Float32Array, centroids: readonly Float32Array[], count = 1): number[] {
  if (count === 1) {
    let best = 0;
    let bestScore = -Infinity;
    for (let i = 0; i < centroids.length; i++) {
      const s = dot(v, centroids[i] as Float32Array);
      if (s > bestScore) {
        bestScore = s;
        best = i;
      }
    }
    return centroids.length > 0 ? [best] : [];
  }
  const scored = centroids.map((c, i) => [i, dot(v, c)] as const);
  scored.sort((a, b) => b[1] - a[1]);
  return scored.slice(0, count).map(([i]) => i);
}

export const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));

/** Spherical k-means on projected vectors; yields to the event loop between chunks. */
export async function kmeans(points: readonly Float32Array[], k: number, iterations = 5, seed = 1): Promise<Float32Array[]> {
  let s = seed >>> 0;
  const rand = () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 0x100000000;
  };
  const dim = points[0]?.length ?? 0;
  // k-means++ seeding: each next centroid far from the ones chosen (no two seeds in one group).
  let centroids: Float32Array[] = [];
  if (points.length > 0) centroids.push(Float32Array.from(points[Math.floor(rand() * points.length)] as Float32Array));
  const closest = new Float64Array(points.length).fill(Infinity);
  while (centroids.length < Math.min(k, points.length)) {
    const last = centroids.at(-1) as Float32Array;
    let total = 0;
    for (let p = 0; p < points.length; p++) {
      const d = Math.max(0, 1 - dot(points[p] as Float32Array, last));
      if (d < (closest[p] as number)) closest[p] = d;
      total += (closest[p] as number) ** 2;
    }
    let pick = rand() * total;
    let chosen = points.length - 1;
    for (let p = 0; p < points.length; p++) {
      pick -= (closest[p] as number) ** 2;
      if (pick <= 0) {
        chosen = p;
        break;
      }
    }
    centroids.push(Float32Array.from(points[chosen] as Float32Array));
    if (centroids.length % 32 === 0) await yieldToLoop();
  }
  const assign = new Int32Array(points.length);
  for (let it = 0; it < iterations; it++) {
    for (let p = 0; p < points.length; p++) {
      assign[p] = nearest(points[p] as Float32Array, centroids)[0] as number;
      if (p % 500 === 499) await yieldToLoop();
    }
    const sums = centroids.map(() => new Float32Array(dim));
    const counts = new Int32Array(centroids.length);
    points.forEach((pt, p) => {
      const c = assign[p] as number;
      const sum = sums[c] as Float32Array;
      for (let i = 0; i < dim; i++) sum[i] = (sum[i] as number) + (pt[i] as number);
      counts[c] = (counts[c] as number) + 1;
    });
    centroids = sums.map((sum, c) => {
      // An empty cell takes a random point, so no cell is wasted.
      if (counts[c] === 0) return Float32Array.from(points[Math.floor(rand() * points.length)] as Float32Array);
      let n = 0;
      for (const x of sum) n += x * x;
      n = Math.sqrt(n) || 1;
      return sum.map((x) => x / n);
    });
    await yieldToLoop();
  }
  return centroids;
}

