// npm run bench: prints every performance figure the issues ask for, and writes them to
// bench/out/results.json. Timings are wall-clock on this machine; run on an idle system.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchAssembly } from "./assembly.js";
import { benchDecisions } from "./decisions.js";
import { exitWhenFlushed } from "../src/cli/exit.js";
import { benchClaims } from "./claims.js";
import { benchImport } from "./import.js";
import { benchMedia } from "./media.js";
import { benchPreReply } from "./prereply.js";
import { benchMemoryBlind } from "./memory-eval/blind.js";
import { benchMemoryBlind2 } from "./memory-eval/blind2.js";
import { benchMemoryEval } from "./memory-eval/run.js";
import { benchMemoryRealVec } from "./memory-eval/realvec.js";
import { benchRecall } from "./recall.js";
import { benchSandbox } from "./sandbox.js";
import { benchStartup } from "./startup.js";
import { benchStream } from "./stream.js";
import { benchTools } from "./tools.js";
import { benchTurns } from "./turns.js";

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

async function main() {
  const results: Record<string, unknown> = { machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version }, at: new Date().toISOString() };
  const step = async (name: string, fn: () => Promise<unknown> | unknown) => {
    if (!want(name)) return;
    process.stderr.write(`running ${name}…\n`);
    const r = await fn();
    results[name] = r;
    process.stdout.write(`\n## ${name}\n${JSON.stringify(r, null, 2)}\n`);
  };
  await step("startup", () => benchStartup());
  await step("turns", () => benchTurns());
  await step("assembly", () => benchAssembly());
  await step("prereply", () => benchPreReply());
  await step("decisions", () => benchDecisions());
  await step("tools", () => benchTools());
  await step("sandbox", () => benchSandbox());
  await step("recall", () => benchRecall());
  await step("memory", () => benchMemoryEval());
  // The old blind set (a tuning set since round 5) runs only when named (npm run bench -- memory-blind).
  if (only.includes("memory-blind")) await step("memory-blind", () => benchMemoryBlind());
  // The second blind set, likewise scored once: only when named (npm run bench -- memory-blind2).
  if (only.includes("memory-blind2")) await step("memory-blind2", () => benchMemoryBlind2());
  // The memory benchmark with a real English sentence embedder (bench/memory-eval/realvec.ts): only when named.
  if (only.includes("memory-realvec")) await step("memory-realvec", () => benchMemoryRealVec());
  await step("claims", () => benchClaims());
  await step("import", () => benchImport());
  await step("stream", () => benchStream());
  await step("media", () => benchMedia());
  const out = path.resolve(import.meta.dirname, "out");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "results.json"), JSON.stringify(results, null, 2));
  // Piped output (npm run bench | tee) must arrive whole before the process ends.
  await exitWhenFlushed(0);
}

void main();
