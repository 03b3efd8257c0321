// Recall latency of this working tree next to other commits', side by side:
//   npx tsx bench/recall-compare.ts <git-ref> [git-ref ...] [size ...]   (sizes default to 100000)
// Each commit's src/ and migrations/ are exported to a temporary folder (git archive)
// and run with this tree's node_modules. Both build the same memory (bench/recall.ts's
// recipe, same seed) and answer the same questions, interleaved question by question in
// rotating order, so on a shared, busy machine all see the same load. Prints p50/p99 per
// round and, over the rounds, the median p50, p99 and p50 ratio to the first ref.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { exitWhenFlushed } from "../src/cli/exit.js";
import { tempDir } from "../test/support/harness.js";
import { buildRecallMemory, type MemoryCode, type RecallQuestion, recallQuestions, recallWorld, THIS_TREE } from "./recall.js";
import { percentile, round } from "./stats.js";

const ROOT = path.resolve(import.meta.dirname, "..");

async function codeAt(ref: string): Promise<MemoryCode> {
  const dir = tempDir("recall-compare-");
  const tar = execFileSync("git", ["-C", ROOT, "archive", "--format=tar", ref, "src", "migrations"], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", dir], { input: tar });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  const load = (f: string) => import(path.join(dir, "src", f));
  return {
    openDatabase: (await load("db/open.ts")).openDatabase,
    migrate: (await load("db/migrate.ts")).migrate,
    createVectorIndex: (await load("memory/vector-index.ts")).createVectorIndex,
    createMemoryStore: (await load("memory/store.ts")).createMemoryStore,
    recall: (await load("pipeline/recall.ts")).recall,
  };
}

async function main(argv: string[]): Promise<number> {
  const refs = argv.filter((a) => !/^\d+$/.test(a));
  const sizeArgs = argv.filter((a) => /^\d+$/.test(a));
  const ref = refs[0];
  if (!ref) {
    process.stderr.write("usage: npx tsx bench/recall-compare.ts <git-ref> [git-ref ...] [size ...]   e.g. main 1000 100000\n");
    return 2;
  }
  const sizes = sizeArgs.length > 0 ? sizeArgs.map(Number) : [100_000];
  const rounds = 7;
  const questions = 100;
  const trees: Record<string, MemoryCode> = {};
  for (const r of refs) trees[r] = await codeAt(r);
  trees["this tree"] = THIS_TREE;
  for (const n of sizes) {
    const built: Array<{ name: string; m: Awaited<ReturnType<typeof buildRecallMemory>>; qs: RecallQuestion[] }> = [];
    for (const [name, code] of Object.entries(trees)) {
      const world = recallWorld();
      built.push({ name, m: await buildRecallMemory(code, world, n), qs: recallQuestions(world, questions) });
    }
    const qs = (built[0] as (typeof built)[number]).qs;
    for (const b of built) for (const q of qs.slice(0, 5)) b.m.ask(q);
    const p50: Record<string, number[]> = {};
    const p99: Record<string, number[]> = {};
    const ratios: Record<string, number[]> = {};
    for (let round_ = 1; round_ <= rounds; round_++) {
      const times: Record<string, number[]> = Object.fromEntries(built.map((b) => [b.name, []]));
      qs.forEach((q, i) => {
        for (let k = 0; k < built.length; k++) {
          const b = built[(i + k) % built.length] as (typeof built)[number];
          const s = performance.now();
          b.m.ask(q);
          (times[b.name] as number[]).push(performance.now() - s);
        }
      });
      for (const b of built) {
        (p50[b.name] ??= []).push(percentile(times[b.name] as number[], 50));
        (p99[b.name] ??= []).push(percentile(times[b.name] as number[], 99));
      }
      for (const b of built) (ratios[b.name] ??= []).push(percentile(times[b.name] as number[], 50) / percentile(times[ref] as number[], 50));
      process.stdout.write(`${n} round ${round_}: ${built.map((b) => `${b.name} p50 ${round((p50[b.name] as number[]).at(-1) as number)} p99 ${round((p99[b.name] as number[]).at(-1) as number)} ms`).join(" | ")}\n`);
    }
    process.stdout.write(
      `${n} items, medians of ${rounds} rounds x ${questions} questions:\n${built.map((b) => `  ${b.name}: p50 ${round(percentile(p50[b.name] as number[], 50))} ms, p99 ${round(percentile(p99[b.name] as number[], 50))} ms, p50 / ${ref} ${round(percentile(ratios[b.name] as number[], 50))}`).join("\n")}\n`,
    );
    for (const b of built) b.m.db.close();
  }
  return 0;
}

void main(process.argv.slice(2)).then((code) => exitWhenFlushed(code));
