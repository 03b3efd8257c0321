// Runs the real bot (src/main.ts) as a child process, so tests can kill -9 it mid-turn
// and start it again on the same data directory.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const MAIN = path.resolve(import.meta.dirname, "../../src/main.ts");
const TSX = import.meta.resolve("tsx");

export interface BotProcess {
  proc: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal). */
  exited: Promise<number | string>;
  kill9(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export function startBotProcess(env: Record<string, string>, cwd: string): BotProcess {
  const proc = spawn(process.execPath, ["--import", TSX, MAIN], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((r) => proc.on("exit", (code, signal) => r(code ?? signal ?? -1)));
  return {
    proc,
    output: () => out,
    exited,
    async kill9() {
      proc.kill("SIGKILL");
      await exited;
    },
    async stop(signal = "SIGTERM") {
      proc.kill(signal);
      return exited;
    },
  };
}
