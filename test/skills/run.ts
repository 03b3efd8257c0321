// Runs a built-in skill's CLI. runSkill: node <script> with a small env, as a plain child
// process. runContained: through the real exec runner, as the bot runs it (contained,
// with this chat's data directory under `dataRoot`).
import { execFile } from "node:child_process";
import path from "node:path";
import { loadCatalog, whichOnPath } from "../../src/tools/catalog.js";
import { createExecRunner } from "../../src/tools/exec.js";
import { captureLog } from "../support/log.js";
import { REPO_SKILLS } from "../support/harness.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const FAKE_INTERNET = path.resolve(import.meta.dirname, "../fixtures/untrusted-skills/web/scripts/fake-internet.mjs");

/** `nodeArgs` go before the script (tests only: e.g. `--import` of the fake internet). */
export function runSkill(skill: string, script: string, args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...nodeArgs, path.join(REPO_SKILLS, skill, "scripts", script), ...args], { cwd: path.join(REPO_SKILLS, skill), env: { PATH: process.env.PATH ?? "", ...env }, maxBuffer: 32 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

export async function runContained(command: string, o: { chatId: number; dataRoot: string; skill?: string; env?: Record<string, string> }): Promise<CliResult> {
  const env = { PATH: process.env.PATH ?? "", ...o.env };
  const catalog = loadCatalog([REPO_SKILLS], { log: captureLog().log, env, which: whichOnPath(env.PATH) });
  const exec = createExecRunner({ catalog: () => catalog, timeoutMs: 30_000, killGraceMs: 500, maxOutputBytes: 32 * 1024 * 1024, baseEnv: env, envSource: env, forbiddenEnv: [], which: whichOnPath(env.PATH), skillDataRoot: o.dataRoot });
  const r = await exec.run(command, { chatId: o.chatId, matchedSkill: o.skill });
  if (r.status === "refused") throw new Error(`refused: ${r.reason}`);
  if (r.status === "help") throw new Error("help");
  return { code: r.exitCode ?? 1, stdout: r.stdout, stderr: r.stderr };
}
