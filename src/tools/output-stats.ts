// The distribution of a skill's real output lengths: the data an envelope threshold is
// chosen from (seed 000: x-fetch, 989 posts, median 152, 92.8% <= 500 -> 500, not 4000).

export const BUCKETS = [300, 500, 1000, 2000, 4000] as const;

export interface OutputStats {
  skill: string;
  count: number;
  mean: number;
  median: number;
  max: number;
  /** Share of outputs at or under each bucket, 0..1. */
  under: Record<(typeof BUCKETS)[number], number>;
}

export function outputStats(rows: ReadonlyArray<{ skill: string | null; output_chars: number }>): OutputStats[] {
  const by = new Map<string, number[]>();
  for (const r of rows) {
    const k = r.skill ?? "(no skill)";
    by.set(k, [...(by.get(k) ?? []), r.output_chars]);
  }
  return [...by.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([skill, xs]) => {
      const s = [...xs].sort((a, b) => a - b);
      const mid = Math.floor(s.length / 2);
      const median = s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
      const under = Object.fromEntries(BUCKETS.map((b) => [b, s.filter((x) => x <= b).length / s.length])) as OutputStats["under"];
      return { skill, count: s.length, mean: s.reduce((a, b) => a + b, 0) / s.length, median, max: s.at(-1) as number, under };
    });
}

export function formatStats(stats: readonly OutputStats[]): string {
  if (stats.length === 0) return "No stored tool results yet: use the skills for a while, then run this again.";
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
  const head = `${"skill".padEnd(16)}${"count".padStart(7)}${"mean".padStart(8)}${"median".padStart(8)}${"max".padStart(8)}${BUCKETS.map((b) => `<=${b}`.padStart(7)).join("")}`;
  const lines = stats.map(
    (s) => `${s.skill.padEnd(16)}${String(s.count).padStart(7)}${Math.round(s.mean).toString().padStart(8)}${String(Math.round(s.median)).padStart(8)}${String(s.max).padStart(8)}${BUCKETS.map((b) => pct(s.under[b])).join("")}`,
  );
  return [head, ...lines, "", "Characters of the full output (the model side). Pick a skill's envelope threshold where most outputs already fit (seed 000: 92.8% <= 500 chose 500)."].join("\n");
}
