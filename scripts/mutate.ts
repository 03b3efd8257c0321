// Mutation check: applies named mutations to src/ one at a time, each in a fresh copy of
// the repository (the working tree is never touched), runs the test files that should
// notice, and prints which were caught. A tool for us, not part of `npm test`.
//
//   npm run mutate                 # every mutation
//   npm run mutate -- exec delivery  # only mutations whose name contains one of these words
//   npm run mutate -- --list
//
// A mutation whose `find` text no longer occurs exactly once is reported as "stale": the
// code moved, so update the mutation (in scripts/mutations.ts) rather than drop it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MUTATIONS, type Mutation } from "./mutations.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const COPY = ["src", "test", "skills", "migrations", "package.json", "tsconfig.json", "vitest.config.ts"];

type Verdict = "caught" | "survived" | "stale";

function occurrences(text: string, find: string): number {
  let n = 0;
  for (let i = text.indexOf(find); i !== -1; i = text.indexOf(find, i + 1)) n++;
  return n;
}

function prepare(m: Mutation): { dir: string } | { stale: string } {
  if (!fs.existsSync(path.join(ROOT, m.file))) return { stale: `${m.file} no longer exists` };
  const original = fs.readFileSync(path.join(ROOT, m.file), "utf8");
  const n = occurrences(original, m.find);
  if (n !== 1) return { stale: `${m.file}: the text to mutate occurs ${n} times (expected once)` };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mutant-"));
  for (const entry of COPY) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  fs.writeFileSync(path.join(dir, m.file), original.replace(m.find, m.replace));
  return { dir };
}

function runTests(dir: string, tests: readonly string[]): { failed: boolean; summary: string } {
  const vitest = path.join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const r = spawnSync(process.execPath, [vitest, "run", "--reporter=dot", ...tests], { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "1" }, timeout: 10 * 60_000 });
  const out = `${r.stdout}\n${r.stderr}`;
  const summary = /Tests\s+(.*)/.exec(out.replace(/\x1b\[[0-9;]*m/g, ""))?.[1]?.trim() ?? `exit ${r.status}`;
  return { failed: r.status !== 0, summary };
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes("--list")) {
    for (const m of MUTATIONS) process.stdout.write(`${m.name}\n    ${m.file}: ${m.why}\n    tests: ${m.tests.join(" ")}\n`);
    return;
  }
  const chosen = args.length === 0 ? MUTATIONS : MUTATIONS.filter((m) => args.some((a) => m.name.includes(a)));
  const results: Array<{ m: Mutation; verdict: Verdict; detail: string }> = [];
  for (const m of chosen) {
    const started = Date.now();
    const p = prepare(m);
    let verdict: Verdict;
    let detail: string;
    if ("stale" in p) {
      verdict = "stale";
      detail = p.stale;
    } else {
      try {
        const r = runTests(p.dir, m.tests);
        verdict = r.failed ? "caught" : "survived";
        detail = `${r.summary} (${((Date.now() - started) / 1000).toFixed(0)} s)`;
      } finally {
        fs.rmSync(p.dir, { recursive: true, force: true });
      }
    }
    results.push({ m, verdict, detail });
    const icon = verdict === "caught" ? "✅ caught  " : verdict === "survived" ? "❌ SURVIVED" : "⚠️ stale   ";
    process.stdout.write(`${icon} ${m.name} — ${detail}\n`);
  }
  const caught = results.filter((r) => r.verdict === "caught").length;
  const judged = results.filter((r) => r.verdict !== "stale").length;
  process.stdout.write(`\nmutation score: ${caught}/${judged} caught${judged < results.length ? `, ${results.length - judged} stale` : ""}\n`);
  process.exitCode = caught === results.length ? 0 : 1;
}

main();
