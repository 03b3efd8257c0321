// Runs a built-in skill's CLI as the exec runner would: node <script> with a small env.
import { execFile } from "node:child_process";
import path from "node:path";
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
