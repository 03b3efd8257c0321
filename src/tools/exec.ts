// The `exec` tool. A command line from a SKILL.md is parsed into argv (no shell) and
// runs only an executable inside a skill folder, or a bin the skill declares (such as
// node) with a script inside that folder. cwd is the skill folder, the environment is
// scrubbed (no bot token, no API keys unless the skill declares them), a timeout sends
// TERM then KILL to the whole process group, and stdout is capped. stdout is read until
// the pipe closes, so a CLI that writes a lot and exits at once loses nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Catalog, Skill } from "./catalog.js";
import { INTERPRETERS } from "./catalog.js";
import { parseCommandLine } from "./command-line.js";

export type ExecResult =
  | { status: "refused"; reason: string; skill: Skill | null }
  | { status: "help"; skill: Skill; text: string }
  | {
      status: "success" | "error" | "timeout";
      skill: Skill;
      stdout: string;
      stderr: string;
      exitCode: number | null;
      signal: string | null;
      truncated: boolean;
      ms: number;
    };

export interface ExecContext {
  chatId: number;
  /** Called with the child's pid (its process group) once it started. */
  onSpawn?: (pid: number) => void;
  /** The skill the decision stage matched for this turn, preferred when a path is ambiguous. */
  matchedSkill?: string | null | undefined;
  /** /stop: TERM, then KILL after the grace period, as at the timeout. */
  signal?: AbortSignal | undefined;
}

export interface ExecOptions {
  catalog: () => Catalog;
  timeoutMs: number;
  killGraceMs: number;
  maxOutputBytes: number;
  /** Variables every skill gets (non-secret): PATH, database path, Ollama host ... */
  baseEnv: Readonly<Record<string, string>>;
  /** Where declared variables are read from. */
  envSource: Readonly<Record<string, string>>;
  /** Never passed to a skill, even when declared. */
  forbiddenEnv: readonly string[];
  which: (bin: string) => string | undefined;
}

const INLINE_CODE_FLAGS = new Set(["-e", "--eval", "-p", "--print", "-c", "-r", "--require", "--import", "--loader", "--experimental-loader", "-i"]);

function inside(dir: string, p: string): boolean {
  const rel = path.relative(dir, p);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

function realFile(p: string): string | undefined {
  try {
    const r = fs.realpathSync(p);
    return fs.statSync(r).isFile() ? r : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves a path argument ({baseDir}/x, relative or absolute) to a file inside a skill folder. */
function resolveSkillPath(arg: string, skills: readonly Skill[], preferred: Skill | undefined): { skill: Skill; file: string } | { error: string } | undefined {
  const hasBase = arg.includes("{baseDir}");
  const looksLikePath = hasBase || arg.includes("/") || /\.(m?js|cjs|ts|py|sh|rb|pl)$/.test(arg);
  if (!looksLikePath) return undefined;
  const candidates = preferred ? [preferred, ...skills.filter((s) => s !== preferred)] : [...skills];
  const hits: Array<{ skill: Skill; file: string }> = [];
  for (const skill of candidates) {
    const p = hasBase ? arg.split("{baseDir}").join(skill.dir) : path.resolve(skill.dir, arg);
    const real = realFile(p);
    if (real && inside(skill.dir, real)) {
      hits.push({ skill, file: real });
      if (skill === preferred) break;
    }
  }
  if (hits.length === 0) {
    if (path.isAbsolute(arg) || arg.includes(".."))
      return { error: `${arg} is outside the skill folders; only files inside a skill's folder can run.` };
    return { error: `${arg} was not found in any skill folder. Use the path exactly as the skill's SKILL.md shows it.` };
  }
  const first = hits[0] as { skill: Skill; file: string };
  if (hits.length > 1 && first.skill !== preferred)
    return { error: `${arg} exists in several skills (${hits.map((h) => h.skill.name).join(", ")}); write it as {baseDir}/${arg} after choosing the skill.` };
  return first;
}

export function createExecRunner(o: ExecOptions) {
  function plan(command: string, ctx: ExecContext): { skill: Skill; file: string; args: string[] } | Extract<ExecResult, { status: "refused" | "help" }> {
    const parsed = parseCommandLine(command);
    if (!parsed.ok) return { status: "refused", reason: parsed.reason, skill: null };
    const catalog = o.catalog();
    const skills = catalog.skills;
    const preferred = ctx.matchedSkill ? catalog.get(ctx.matchedSkill) : undefined;
    const [head, ...rest] = parsed.argv as [string, ...string[]];
    if (head === "help") {
      const s = catalog.get(rest[0] ?? "");
      if (!s) return { status: "refused", reason: `No skill named "${rest[0] ?? ""}". Available: ${skills.map((k) => k.name).join(", ") || "none"}.`, skill: null };
      return { status: "help", skill: s, text: `# ${s.name}\n${s.description}\n\n${s.body}` };
    }
    const asPath = resolveSkillPath(head, skills, preferred);
    if (asPath && "error" in asPath) return { status: "refused", reason: asPath.error, skill: null };
    if (asPath) {
      try {
        fs.accessSync(asPath.file, fs.constants.X_OK);
      } catch {
        return { status: "refused", reason: `${head} is not executable; run it through its interpreter as the SKILL.md shows (e.g. node ${head}).`, skill: asPath.skill };
      }
      return { skill: asPath.skill, file: asPath.file, args: rest.map((a) => a.split("{baseDir}").join(asPath.skill.dir)) };
    }
    // A bare name: only a bin some skill declares.
    const declaring = skills.filter((s) => s.bins.includes(head));
    if (declaring.length === 0)
      return { status: "refused", reason: `"${head}" is not an executable of any skill. Only scripts in skill folders and bins a skill declares (metadata requires-bins) can run.`, skill: null };
    const binPath = o.which(head);
    if (!binPath) return { status: "refused", reason: `"${head}" is not installed on this machine.`, skill: declaring[0] ?? null };
    if (INTERPRETERS.has(head)) {
      const inline = rest.find((a) => INLINE_CODE_FLAGS.has(a) || a.startsWith("--eval=") || a.startsWith("--require=") || a.startsWith("--import="));
      if (inline) return { status: "refused", reason: `Inline code (${inline}) is not allowed; run a script file from the skill's folder.`, skill: null };
      const scriptIdx = rest.findIndex((a) => !a.startsWith("-"));
      const script = scriptIdx === -1 ? undefined : rest[scriptIdx];
      if (script === undefined) return { status: "refused", reason: `${head} needs a script file from a skill folder.`, skill: null };
      const pool = declaring.includes(preferred as Skill) ? [preferred as Skill, ...declaring.filter((s) => s !== preferred)] : declaring;
      const hit = resolveSkillPath(script.includes("/") || script.includes("{baseDir}") ? script : `./${script}`, pool, pool[0] === preferred ? preferred : undefined);
      if (!hit) return { status: "refused", reason: `${script} is not a script inside a skill folder.`, skill: null };
      if ("error" in hit) return { status: "refused", reason: hit.error, skill: null };
      const args = rest.map((a, i) => (i === scriptIdx ? hit.file : a.split("{baseDir}").join(hit.skill.dir)));
      return { skill: hit.skill, file: binPath, args };
    }
    const skill = declaring.length === 1 ? (declaring[0] as Skill) : declaring.find((s) => s === preferred);
    if (!skill) return { status: "refused", reason: `"${head}" is declared by several skills (${declaring.map((s) => s.name).join(", ")}); say which one by running its script.`, skill: null };
    return { skill, file: binPath, args: rest.map((a) => a.split("{baseDir}").join(skill.dir)) };
  }

  function envFor(skill: Skill, ctx: ExecContext): Record<string, string> {
    const env: Record<string, string> = { ...o.baseEnv, ASSISTANT_CHAT_ID: String(ctx.chatId), SKILL_DIR: skill.dir };
    for (const name of skill.env) {
      if (o.forbiddenEnv.includes(name)) continue;
      const v = o.envSource[name];
      if (v !== undefined) env[name] = v;
    }
    return env;
  }

  return {
    /** Dry run: would this command line run, and as which skill? */
    check(command: string): { ok: true; skill: string } | { ok: false; reason: string } {
      const p = plan(command, { chatId: 0 });
      if (!("status" in p)) return { ok: true, skill: p.skill.name };
      return p.status === "help" ? { ok: true, skill: p.skill.name } : { ok: false, reason: p.reason };
    },
    async run(command: string, ctx: ExecContext): Promise<ExecResult> {
      const p = plan(command, ctx);
      if ("status" in p) return p;
      const started = Date.now();
      const child = spawn(p.file, p.args, { cwd: p.skill.dir, env: envFor(p.skill, ctx), stdio: ["ignore", "pipe", "pipe"], detached: true, shell: false });
      if (child.pid !== undefined) ctx.onSpawn?.(child.pid);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      let outBytes = 0;
      let errBytes = 0;
      let truncated = false;
      let timedOut = false;
      const killGroup = (sig: NodeJS.Signals) => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, sig);
        } catch {
          // already gone
        }
      };
      child.stdout.on("data", (d: Buffer) => {
        if (truncated) return;
        if (outBytes + d.length > o.maxOutputBytes) {
          out.push(d.subarray(0, o.maxOutputBytes - outBytes));
          outBytes = o.maxOutputBytes;
          truncated = true;
          killGroup("SIGTERM");
          return;
        }
        out.push(d);
        outBytes += d.length;
      });
      child.stderr.on("data", (d: Buffer) => {
        if (errBytes < 64 * 1024) err.push(d);
        errBytes += d.length;
      });
      let killTimer: NodeJS.Timeout | undefined;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup("SIGTERM");
        killTimer = setTimeout(() => killGroup("SIGKILL"), o.killGraceMs);
      }, o.timeoutMs);
      let stopTimer: NodeJS.Timeout | undefined;
      const onAbort = () => {
        killGroup("SIGTERM");
        stopTimer ??= setTimeout(() => killGroup("SIGKILL"), o.killGraceMs);
      };
      if (ctx.signal?.aborted) onAbort();
      else ctx.signal?.addEventListener("abort", onAbort, { once: true });
      const { code, signal, spawnError } = await new Promise<{ code: number | null; signal: string | null; spawnError?: Error }>((resolve) => {
        child.on("error", (e) => resolve({ code: null, signal: null, spawnError: e }));
        child.on("close", (c, s) => resolve({ code: c, signal: s }));
      });
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      if (stopTimer) clearTimeout(stopTimer);
      ctx.signal?.removeEventListener("abort", onAbort);
      // Reap anything the CLI left running in its group.
      killGroup("SIGKILL");
      const decode = (bufs: Buffer[]) =>
        new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(bufs)).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
      // A byte cap can cut a character in two: drop the broken tail rather than invent one.
      const stdout = truncated ? decode(out).replace(/\uFFFD$/, "") : decode(out);
      const stderr = spawnError ? spawnError.message : decode(err);
      const status = timedOut ? "timeout" : spawnError || code !== 0 || (signal !== null && !truncated) ? "error" : "success";
      return { status, skill: p.skill, stdout, stderr, exitCode: code, signal, truncated, ms: Date.now() - started };
    },
  };
}

export type ExecRunner = ReturnType<typeof createExecRunner>;

/**
 * Stops a skill process group a crash left behind. Only when /proc shows that the process
 * still runs a file from a skill folder (a reused pid is left alone).
 */
export function reapOrphan(pid: number, skillDirs: readonly string[]): boolean {
  let cmdline = "";
  let cwd = "";
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
    cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return false;
  }
  const ours = skillDirs.some((d) => cmdline.includes(d) || cwd === d || cwd.startsWith(`${d}${path.sep}`));
  if (!ours) return false;
  try {
    process.kill(-pid, "SIGKILL");
    return true;
  } catch {
    return false;
  }
}
