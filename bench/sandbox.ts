// What bubblewrap costs a skill call: spawn to result through the real exec runner, with
// and without the sandbox, for a python3 script (the system python3, so an interpreter
// shim does not dominate) and a node script (Node's permission model either way). Runs
// alternate between the two set-ups so machine load hits both alike.
import path from "node:path";
import { loadCatalog, whichOnPath } from "../src/tools/catalog.js";
import { createExecRunner } from "../src/tools/exec.js";
import { detectSandbox, type Sandbox } from "../src/tools/sandbox.js";
import { captureLog } from "../test/support/log.js";
import { REPO_SKILLS, tempDir } from "../test/support/harness.js";
import { round, summary } from "./stats.js";

const FIXTURES = path.resolve(import.meta.dirname, "../test/fixtures/skills");

export async function benchSandbox(runs = 20) {
  const PATH = "/usr/bin:/bin";
  const which = whichOnPath(PATH);
  const bwrap = detectSandbox(which);
  if (bwrap.kind !== "bwrap") return { skipped: bwrap.reason };
  const none: Sandbox = { kind: "none", reason: "bench: without the sandbox" };
  const runnerWith = (sandbox: Sandbox) => {
    const catalog = loadCatalog([REPO_SKILLS, FIXTURES], { log: captureLog().log, env: { PATH }, which, sandbox, allowUncontained: true });
    return createExecRunner({ catalog: () => catalog, timeoutMs: 10_000, killGraceMs: 500, maxOutputBytes: 1 << 22, baseEnv: { PATH }, envSource: {}, forbiddenEnv: [], which, skillDataRoot: path.join(tempDir("bench-sandbox-"), "skills"), sandbox, allowUncontained: true });
  };
  const setups = { none: runnerWith(none), bwrap: runnerWith(bwrap) };
  const out: Record<string, unknown> = {};
  for (const [name, command] of [
    ["python3 (hello.py)", "python3 scripts/hello.py a"],
    ["node (notes list)", "node scripts/notes.mjs list"],
  ] as const) {
    const ms: Record<keyof typeof setups, number[]> = { none: [], bwrap: [] };
    for (let i = 0; i < runs + 2; i++)
      for (const k of ["none", "bwrap"] as const) {
        const t0 = performance.now();
        const r = await setups[k].run(command, { chatId: 1 });
        if (r.status !== "success") throw new Error(`${command} (${k}): ${JSON.stringify(r).slice(0, 300)}`);
        if (i >= 2) ms[k].push(performance.now() - t0); // the first two warm the page cache
      }
    const a = summary(ms.none);
    const b = summary(ms.bwrap);
    out[name] = { withoutSandboxMs: a, inBubblewrapMs: b, addedP50Ms: round(b.p50 - a.p50) };
  }
  return out;
}
