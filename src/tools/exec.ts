// The `exec` tool. A command line from a SKILL.md is parsed into argv (no shell) and
// checked against an allowlist (argv-rules.ts): a script inside a skill folder, an
// interpreter with exactly [interpreter, script, ...args], or a declared executable with
// an argument form its skill lists. Everything else is refused with a reason the model
// reads. cwd is the skill folder; the environment is scrubbed (no bot token, no API keys
// unless declared, never interpreter-control variables); node scripts run under Node's
// permission model (read: the skill's code, write: its per-chat data directory; no child
// processes, workers or addons), so they cannot read .env, /proc/<bot>/environ, the
// database or another chat's data. Where bubblewrap works, every skill process (node ones
// too, as a second layer) runs in a sandbox with the same view of the filesystem
// (sandbox.ts); without it, programs other than node are refused unless the owner set
// ALLOW_UNCONTAINED_SKILLS. A call returns within timeout + kill grace whatever its
// children do: TERM then KILL to the process group (in a sandbox: TERM to the skill's
// processes, KILL to bwrap, whose death takes the whole pid namespace along), descendants
// that left the group are found by a mark in their environment and killed, the pipes are
// destroyed, and the call settles on exit with a deadline.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { interpreterExtensions, isForbiddenEnv, isNode, looksLikeScriptPath, matchesForm } from "./argv-rules.js";
import type { Catalog, Skill } from "./catalog.js";
import { parseCommandLine } from "./command-line.js";
import { argsBlob, bwrapOptions, detectSandbox, keyringFilter, type Sandbox } from "./sandbox.js";

/** The skill a plan would run as (a help answer counts); undefined when it is refused. */
export function skillOfExecPlan(p: { skill: Skill } | { status: "refused"; skill: Skill | null } | { status: "help"; skill: Skill }): string | undefined {
  if (!("status" in p) || p.status === "help") return p.skill.name;
  return undefined;
}

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

/** A command line that passed every rule: what would run, and as which skill. */
export interface ExecPlan {
  skill: Skill;
  /** The executable and its arguments (Node's permission flags included; in a sandbox, what bwrap runs). */
  file: string;
  args: string[];
  /** The first word after the script or executable (what `metadata.confirm` names). */
  action: string | undefined;
  /** Runs under Node's permission model. */
  contained: boolean;
  /** Runs in the bubblewrap sandbox. Neither this nor `contained`: the owner's ALLOW_UNCONTAINED_SKILLS. */
  sandboxed: boolean;
}

export interface ExecOptions {
  catalog: () => Catalog;
  timeoutMs: number;
  killGraceMs: number;
  maxOutputBytes: number;
  /** Variables every skill gets (non-secret): PATH, Ollama host ... */
  baseEnv: Readonly<Record<string, string>>;
  /** Where declared variables are read from. */
  envSource: Readonly<Record<string, string>>;
  /** Never passed to a skill, even when declared (besides the interpreter-control variables). */
  forbiddenEnv: readonly string[];
  which: (bin: string) => string | undefined;
  /**
   * Root of the per-skill, per-chat data directories: <root>/<skill>/<chatId>. No file in
   * one of them ever runs (skills write there what pages give them), even when a skills
   * folder is set so that they lie inside it (SKILLS_DIR=DATA_DIR/skills).
   */
  skillDataRoot: string;
  /**
   * SKILL_DATA_MAX_MB: a skill does not start for a chat whose data directory already holds
   * more (default 100 MiB). Bounds what a page can make a skill pile up, call after call.
   */
  maxDataBytes?: number;
  /** bubblewrap, when it works here; found with `which` and probed when not given. */
  sandbox?: Sandbox;
  /** ALLOW_UNCONTAINED_SKILLS: without a sandbox, programs other than node run uncontained instead of being refused. */
  allowUncontained?: boolean;
  /**
   * Host folders a sandbox never shows, even as part of a program's installation: the
   * bot's home, working and data folders (default: the home folder, the process's working
   * folder and the folder above skillDataRoot).
   */
  hidden?: readonly string[];
}

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

/** True when `real` lies in a per-chat data directory <root>/<skill>/<chatId>/. */
function inChatData(root: string, real: string): boolean {
  if (!inside(root, real)) return false;
  const parts = path.relative(root, real).split(path.sep);
  return parts.length >= 3 && /^-?\d+$/.test(parts[1] as string);
}

/** Resolves a path argument ({baseDir}/x, relative or absolute) to a file inside a skill folder (never one in a chat's data directory under `dataRoot`). */
function resolveSkillPath(arg: string, skills: readonly Skill[], preferred: Skill | undefined, dataRoot: string): { skill: Skill; file: string } | { error: string } | undefined {
  if (!looksLikeScriptPath(arg)) return undefined;
  const hasBase = arg.includes("{baseDir}");
  const candidates = preferred ? [preferred, ...skills.filter((s) => s !== preferred)] : [...skills];
  const hits: Array<{ skill: Skill; file: string }> = [];
  for (const skill of candidates) {
    const p = hasBase ? arg.split("{baseDir}").join(skill.dir) : path.resolve(skill.dir, arg);
    const real = realFile(p);
    // A package's files inside a skill folder are its dependencies, not its commands; what
    // a skill wrote into a chat's data directory is data, never a command.
    if (real && inside(skill.dir, real) && !inChatData(dataRoot, real) && !path.relative(skill.dir, real).split(path.sep).includes("node_modules")) {
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

/** How much of a `#!` line Linux reads (BINPRM_BUF_SIZE since 5.1; 128 before). */
const SHEBANG_BYTES = 256;

/** The words after a script's `#!` (as much of the line as the kernel reads), or undefined without one. */
function shebangWords(file: string): string[] | undefined {
  try {
    const fd = fs.openSync(file, "r");
    try {
      const head = Buffer.alloc(SHEBANG_BYTES);
      const n = fs.readSync(fd, head, 0, SHEBANG_BYTES, 0);
      const line = head.subarray(0, n).toString("latin1").split("\n")[0] ?? "";
      return line.startsWith("#!") ? line.slice(2).trim().split(/\s+/) : undefined;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/**
 * A script the kernel would hand to node (by extension or shebang): it must run contained.
 * The interpreter is read as the kernel reads it: the first word of the #! line, or the
 * program `env` is asked for (after its options); node, nodejs, node20 ... all count.
 */
function isNodeScript(file: string): boolean {
  if (/\.(m?js|cjs)$/.test(file)) return true;
  const words = shebangWords(file);
  if (!words) return false;
  const first = path.basename(words[0] ?? "");
  const program = first === "env" ? path.basename(words.slice(1).find((w) => !w.startsWith("-") && !w.includes("=")) ?? "") : first;
  return /^node/.test(program);
}

/** The interpreter a script's `#!` line names by absolute path (the kernel runs it), if any. */
function shebangInterpreter(file: string): string | undefined {
  const first = shebangWords(file)?.[0];
  return first?.startsWith("/") ? first : undefined;
}

/**
 * node_modules folders a script in `dir` resolves bare imports from (nearest first). A
 * node_modules that is a symlink (a copied checkout, pnpm) is granted by both paths: Node's
 * permission model checks the path the resolver reads through, not only where it leads.
 */
function nodeModulesAbove(dir: string): string[] {
  const out: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    const nm = path.join(d, "node_modules");
    try {
      if (fs.statSync(nm).isDirectory()) {
        const real = fs.realpathSync(nm);
        out.push(real);
        if (fs.lstatSync(nm).isSymbolicLink()) out.push(nm);
      }
    } catch {
      // none here
    }
    if (path.dirname(d) === d) return out;
  }
}

const withSlash = (d: string) => (d.endsWith(path.sep) ? d : `${d}${path.sep}`);

/** Files and folders a data directory may hold before it counts as full (empty files cost inodes). */
const MAX_DATA_ENTRIES = 10_000;
const DEFAULT_MAX_DATA_BYTES = 100 * 1024 * 1024;
/** How far the walk after a call goes (it runs in the bot's event loop); past it the next call is refused anyway. */
const MAX_STRIP_ENTRIES = 100_000;

/**
 * A link target that cannot leave the folder it is in: relative, without "..". (A link
 * through another link is judged by that one, which is in the directory too.)
 */
const staysInside = (target: string) => !path.isAbsolute(target) && !target.split(/[/\\]/).includes("..");

/**
 * Walks a chat's data directory: true when it holds more than `cap` bytes or
 * MAX_DATA_ENTRIES entries (the walk stops as soon as that is known). Links are counted,
 * never followed; a file's apparent size counts (a sparse file claims what it would take
 * when copied). With `strip`, every file loses its set-user-ID and set-group-ID bits: the
 * sandbox mounts the directory nosuid, the host does not, so a skill of a bot running as
 * root could otherwise leave a set-user-ID root program there. Links that could point out
 * of the directory are removed too: the bot, a later run without bubblewrap (Node's
 * permission model checks the path, not the target) or the owner's tools would follow them.
 */
function walkData(dir: string, cap: number, strip: boolean): boolean {
  let bytes = 0;
  let entries = 0;
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop() as string;
    let list: fs.Dirent[];
    try {
      list = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      continue; // not created yet, or gone
    }
    for (const e of list) {
      const p = path.join(d, e.name);
      if (++entries > (strip ? MAX_STRIP_ENTRIES : MAX_DATA_ENTRIES)) return true;
      if (e.isDirectory()) stack.push(p);
      else {
        try {
          const st = fs.lstatSync(p);
          bytes += st.size;
          if (strip && st.isFile() && (st.mode & 0o6000) !== 0) fs.chmodSync(p, st.mode & 0o1777);
          if (strip && st.isSymbolicLink() && !staysInside(fs.readlinkSync(p))) fs.unlinkSync(p);
        } catch {
          // gone meanwhile
        }
        if (bytes > cap && !strip) return true;
      }
    }
  }
  return bytes > cap || entries > MAX_DATA_ENTRIES;
}

/** After the final KILL, how long the call waits for the CLI to be reaped before it returns anyway. */
const REAP_MS = 100;

/**
 * The variable that marks every process of one exec call (inherited by its descendants):
 * `<installation>.<call>`, the installation being derived from the data directory, so a
 * restart finds what its previous run left behind and nothing of another bot's.
 */
export const EXEC_MARK = "ASSISTANT_EXEC_ID";

/**
 * Signals every process whose environment carries this mark (a whole mark, or an
 * installation's prefix ending in "."): descendants that left the process group (setsid)
 * and may still hold the CLI's stdout, and the processes inside a sandbox (bwrap itself
 * does not carry the mark). Linux (/proc) only; elsewhere a no-op. A process that replaced
 * its environment is not found.
 */
export function killMarked(mark: string, signal: NodeJS.Signals = "SIGKILL"): number[] {
  const needle = Buffer.from(mark.endsWith(".") ? `${EXEC_MARK}=${mark}` : `${EXEC_MARK}=${mark}\0`);
  const killed: number[] = [];
  const listPids = () => fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid);
  let pids: string[];
  try {
    pids = listPids();
  } catch {
    return killed;
  }
  // Find them all first, then kill: killing a sandbox's first process takes the rest of its
  // pid namespace with it, and a process already gone can no longer be recognised. Then look
  // again: a marked process that forked meanwhile, or whose environment could not be read
  // at that instant (it was being exec'd), is found by the next round.
  const signalled = new Set<number>();
  for (let round = 0; round < 3; round++) {
    const marked: number[] = [];
    for (const pid of round === 0 ? pids : listPids()) {
      if (signalled.has(Number(pid))) continue;
      try {
        if (fs.readFileSync(`/proc/${pid}/environ`).includes(needle)) marked.push(Number(pid));
      } catch {
        // gone, or not ours to read
      }
    }
    if (marked.length === 0) break;
    // Newest first (usually the descendants): in a sandbox the CLI's death takes the pid
    // namespace down, so what comes after it may vanish unsignalled. A process forked
    // meanwhile by a parent not yet killed is found by the next round.
    for (const pid of marked.sort((a, b) => b - a)) {
      signalled.add(pid);
      try {
        process.kill(pid, signal);
        killed.push(pid);
      } catch {
        // gone meanwhile
      }
    }
  }
  return killed;
}

/** Exit codes a sandbox reports for a command killed by a signal (128 + its number), by code. */
const SIGNAL_EXITS: ReadonlyMap<number, NodeJS.Signals> = new Map(Object.entries(os.constants.signals).map(([name, n]) => [128 + n, name as NodeJS.Signals]));

export function createExecRunner(o: ExecOptions) {
  const dataDirOf = (skill: Skill, chatId: number) => path.join(o.skillDataRoot, skill.name, String(chatId));
  const sandbox = o.sandbox ?? detectSandbox(o.which);
  const hidden = o.hidden ?? [os.homedir(), process.cwd(), path.dirname(o.skillDataRoot)];
  const installation = `${crypto.createHash("sha256").update(path.resolve(o.skillDataRoot)).digest("hex").slice(0, 10)}.`;
  // Resolved once it exists (the first call creates it); symlinks in the path are followed.
  const dataRoot = () => {
    try {
      return fs.realpathSync(o.skillDataRoot);
    } catch {
      return path.resolve(o.skillDataRoot);
    }
  };

  /**
   * A skill's code, readable to its process: its folder, the _lib beside it, node_modules
   * above it; the same for each skill it declares in uses-skills (that code imports its own _lib).
   */
  function codeDirs(skill: Skill, catalog: Catalog): string[] {
    const codeOf = (s: Skill) => {
      const lib = path.join(path.dirname(s.dir), "_lib");
      return [s.dir, ...(fs.existsSync(lib) ? [fs.realpathSync(lib)] : []), ...nodeModulesAbove(s.dir)];
    };
    const reads = codeOf(skill);
    for (const name of skill.usesSkills) {
      const other = catalog.get(name);
      if (other) reads.push(...codeOf(other));
    }
    return [...new Set(reads)];
  }

  /** The node argv for a contained script: permission flags, then the script, then its args. */
  function containedArgs(skill: Skill, script: string, args: readonly string[], chatId: number, catalog: Catalog): string[] {
    const data = dataDirOf(skill, chatId);
    return [
      "--experimental-permission",
      ...codeDirs(skill, catalog).map((d) => `--allow-fs-read=${withSlash(d)}`),
      `--allow-fs-read=${withSlash(data)}`,
      `--allow-fs-write=${withSlash(data)}`,
      "--disable-warning=ExperimentalWarning",
      script,
      ...args,
    ];
  }

  function plan(command: string, ctx: ExecContext): ExecPlan | Extract<ExecResult, { status: "refused" | "help" }> {
    const parsed = parseCommandLine(command);
    if (!parsed.ok) return { status: "refused", reason: parsed.reason, skill: null };
    const catalog = o.catalog();
    const skills = catalog.skills;
    const preferred = ctx.matchedSkill ? catalog.get(ctx.matchedSkill) : undefined;
    const [head, ...rest] = parsed.argv as [string, ...string[]];
    const refuse = (reason: string, skill: Skill | null = null) => ({ status: "refused" as const, reason, skill });
    if (head === "help") {
      const s = catalog.get(rest[0] ?? "");
      if (!s) return refuse(`No skill named "${rest[0] ?? ""}". Available: ${skills.map((k) => k.name).join(", ") || "none"}.`);
      return { status: "help", skill: s, text: `# ${s.name}\n${s.description}\n\n${s.body}` };
    }
    const expand = (skill: Skill, args: readonly string[]) => args.map((a) => a.split("{baseDir}").join(skill.dir));
    const node = o.which("node");
    // Where it runs: in the sandbox when there is one; without, only node (under its
    // permission model) runs, unless the owner allowed uncontained programs.
    const contain = (p: Omit<ExecPlan, "contained" | "sandboxed">, contained: boolean) => {
      if (sandbox.kind === "bwrap") return { ...p, contained, sandboxed: true };
      if (contained || o.allowUncontained) return { ...p, contained, sandboxed: false };
      return refuse(`The skill ${p.skill.name} cannot run ${path.basename(p.file)} here: only node scripts run without a sandbox, and this machine ${sandbox.reason}. Tell the user; do not retry.`, p.skill);
    };

    const asPath = resolveSkillPath(head, skills, preferred, dataRoot());
    if (asPath && "error" in asPath) return refuse(asPath.error);
    if (asPath) {
      const args = expand(asPath.skill, rest);
      // A node script run directly would start node uncontained through its shebang.
      if (isNodeScript(asPath.file) && node)
        return contain({ skill: asPath.skill, file: node, args: containedArgs(asPath.skill, asPath.file, args, ctx.chatId, catalog), action: rest[0] }, true);
      try {
        fs.accessSync(asPath.file, fs.constants.X_OK);
      } catch {
        return refuse(`${head} is not executable; run it through its interpreter as the SKILL.md shows (e.g. node ${head}).`, asPath.skill);
      }
      return contain({ skill: asPath.skill, file: asPath.file, args, action: rest[0] }, false);
    }

    // A bare name: only an executable some skill declares.
    const declaring = skills.filter((s) => s.bins.includes(head));
    if (declaring.length === 0)
      return refuse(`"${head}" is not an executable of any skill. Only scripts in skill folders and executables a skill declares (metadata requires-bins) can run.`);
    const binPath = o.which(head);
    if (!binPath) return refuse(`"${head}" is not installed on this machine.`, declaring[0] ?? null);
    const extensions = interpreterExtensions(head);
    if (extensions) {
      const script = rest[0];
      if (script === undefined) return refuse(`${head} needs a script file from a skill folder: ${head} scripts/<file> [arguments].`);
      if (script.startsWith("-"))
        return refuse(`Interpreter options are not allowed (${script.length > 60 ? `${script.slice(0, 60)}…` : script}). Write exactly: ${head} <script from the skill's folder> [arguments].`);
      const pool = preferred && declaring.includes(preferred) ? [preferred, ...declaring.filter((s) => s !== preferred)] : declaring;
      const hit = resolveSkillPath(script.includes("/") || script.includes("{baseDir}") ? script : `./${script}`, pool, pool[0] === preferred ? preferred : undefined, dataRoot());
      if (!hit) return refuse(`${script} is not a script inside a skill folder.`);
      if ("error" in hit) return refuse(hit.error);
      if (!extensions.some((e) => hit.file.endsWith(e)))
        return refuse(`${head} runs only ${extensions.join(" ")} files; ${script} is not one.`, hit.skill);
      const args = expand(hit.skill, rest.slice(1));
      if (isNode(head)) return contain({ skill: hit.skill, file: binPath, args: containedArgs(hit.skill, hit.file, args, ctx.chatId, catalog), action: args[0] }, true);
      return contain({ skill: hit.skill, file: binPath, args: [hit.file, ...args], action: args[0] }, false);
    }
    const skill = declaring.length === 1 ? (declaring[0] as Skill) : declaring.find((s) => s === preferred);
    if (!skill) return refuse(`"${head}" is declared by several skills (${declaring.map((s) => s.name).join(", ")}); say which one by running its script.`);
    const forms = skill.forms.filter((f) => f.bin === head);
    if (forms.length === 0)
      return refuse(`The skill ${skill.name} lists no argument forms for "${head}" (metadata allowed-argv), so it cannot be run directly. Run the skill's script instead.`, skill);
    if (!forms.some((f) => matchesForm(f, rest)))
      return refuse(`These arguments are not a form the skill ${skill.name} allows for ${head}. Allowed: ${forms.map((f) => f.text).join(" | ")}`, skill);
    return contain({ skill, file: binPath, args: rest, action: rest[0] }, false);
  }

  function envFor(p: ExecPlan, ctx: ExecContext): Record<string, string> {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(o.baseEnv)) if (!isForbiddenEnv(k)) env[k] = v;
    Object.assign(env, { ASSISTANT_CHAT_ID: String(ctx.chatId), SKILL_DIR: p.skill.dir, SKILL_DATA_DIR: dataDirOf(p.skill, ctx.chatId) });
    for (const name of p.skill.env) {
      if (o.forbiddenEnv.includes(name) || isForbiddenEnv(name)) continue;
      const v = o.envSource[name];
      if (v !== undefined) env[name] = v;
    }
    return env;
  }

  /**
   * Starts the plan's process. In the sandbox: bwrap runs it with the skill's code
   * read-only, the chat's data directory writable, the programs it may run (the
   * interpreter, the skill's declared executables, a script's #! interpreter) and a
   * private /tmp as its home; bwrap's options (environment included) go through fd 3.
   */
  function start(p: ExecPlan, ctx: ExecContext, mark: string): ChildProcess {
    const env = { ...envFor(p, ctx), [EXEC_MARK]: mark };
    if (!p.sandboxed || sandbox.kind !== "bwrap")
      return spawn(p.file, p.args, { cwd: p.skill.dir, env, stdio: ["ignore", "pipe", "pipe"], detached: true, shell: false });
    const programs = [p.file, ...p.skill.bins.map((b) => o.which(b)), shebangInterpreter(p.file)].filter((x): x is string => x !== undefined);
    // The seccomp filter (the kernel keyring calls refused) comes through fd 4.
    const filter = keyringFilter();
    const options = bwrapOptions({ readOnly: codeDirs(p.skill, o.catalog()), writable: [dataDirOf(p.skill, ctx.chatId)], programs, hidden, cwd: p.skill.dir, env: { ...env, HOME: "/tmp" }, network: p.skill.network, ...(filter ? { seccompFd: 4 } : {}) });
    const child = spawn(sandbox.bin, ["--args", "3", p.file, ...p.args], { cwd: p.skill.dir, env: {}, stdio: ["ignore", "pipe", "pipe", "pipe", ...(filter ? (["pipe"] as const) : [])], detached: true, shell: false });
    const feed = (fd: number, data: Buffer) => {
      const w = child.stdio[fd] as NodeJS.WritableStream & { on(e: "error", f: () => void): unknown };
      w.on("error", () => {}); // bwrap that failed to start reads nothing: its exit says why
      w.end(data);
    };
    feed(3, argsBlob(options));
    if (filter) feed(4, filter);
    return child;
  }

  async function spawnAndWait(p: ExecPlan, ctx: ExecContext): Promise<ExecResult> {
    const started = Date.now();
    const mark = `${installation}${crypto.randomBytes(9).toString("base64url")}`;
    const fail = (message: string): ExecResult => ({ status: "error", skill: p.skill, stdout: "", stderr: message, exitCode: null, signal: null, truncated: false, ms: Date.now() - started });
    const inSandbox = p.sandboxed;
    const maxData = o.maxDataBytes ?? DEFAULT_MAX_DATA_BYTES;
    if (walkData(dataDirOf(p.skill, ctx.chatId), maxData, false))
      return {
        status: "refused",
        skill: p.skill,
        reason: `The ${p.skill.name} skill's data for this chat is over ${Math.round(maxData / 1024 / 1024)} MB (or ${MAX_DATA_ENTRIES} files), so it does not run. Tell the user: the owner can clear ${dataDirOf(p.skill, ctx.chatId)} or raise SKILL_DATA_MAX_MB. Do not retry.`,
      };
    let child: ChildProcess;
    try {
      fs.mkdirSync(dataDirOf(p.skill, ctx.chatId), { recursive: true, mode: 0o700 });
      child = start(p, ctx, mark);
    } catch (err) {
      // Invalid arguments (E2BIG, a NUL that slipped through ...) throw synchronously.
      return fail(`The command could not be started: ${(err as Error).message}`);
    }
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
    // TERM asks the skill to stop. bwrap would die of it at once and take the sandbox along
    // (no grace), so in a sandbox TERM goes to the skill's own processes (they carry the mark).
    const term = () => (inSandbox ? killMarked(mark, "SIGTERM") : killGroup("SIGTERM"));
    child.stdout?.on("data", (d: Buffer) => {
      if (truncated) return;
      if (outBytes + d.length > o.maxOutputBytes) {
        out.push(d.subarray(0, o.maxOutputBytes - outBytes));
        outBytes = o.maxOutputBytes;
        truncated = true;
        term();
        return;
      }
      out.push(d);
      outBytes += d.length;
    });
    child.stderr?.on("data", (d: Buffer) => {
      if (errBytes < 64 * 1024) err.push(d);
      errBytes += d.length;
    });
    const ended = await new Promise<{ code: number | null; signal: string | null; spawnError?: Error }>((resolve) => {
      let exit: { code: number | null; signal: string | null } | undefined;
      let spawnError: Error | undefined;
      let settled = false;
      let finishing = false;
      const timers: NodeJS.Timeout[] = [];
      let stopListening = () => {};
      const settle = () => {
        if (settled) return;
        settled = true;
        for (const t of timers) clearTimeout(t);
        stopListening();
        // Whatever is left in the CLI's process group goes with it.
        killGroup("SIGKILL");
        child.stdout?.destroy();
        child.stderr?.destroy();
        resolve({ code: exit ? exit.code : null, signal: exit ? exit.signal : finishing ? "SIGKILL" : null, ...(spawnError ? { spawnError } : {}) });
      };
      // The end of the grace: KILL the group and every process carrying this call's mark (a
      // grandchild that left the group and may hold the pipes), then settle once the CLI is
      // reaped, or at most REAP_MS later (a process the kernel cannot kill at once).
      const finish = () => {
        if (finishing) return;
        finishing = true;
        killGroup("SIGKILL");
        killMarked(mark);
        if (exit) settle();
        else timers.push(setTimeout(settle, REAP_MS));
      };
      child.on("error", (e) => {
        spawnError = e;
        if (child.pid === undefined) settle();
      });
      // 'close' comes once the pipes are drained and closed: nothing written before exit is lost.
      child.on("close", (code, signal) => {
        exit ??= { code, signal };
        settle();
      });
      // A CLI that exited but whose pipes stay open (a descendant holds them): once nothing
      // has arrived for the kill grace, the holders are killed and the pipes cut. Bytes still
      // flowing keep it open (up to the deadline), so a large write made just before exit is
      // read whole even on a busy machine.
      let drain: NodeJS.Timeout | undefined;
      const idleAfterExit = () => {
        if (!exit || finishing || settled) return;
        if (drain) clearTimeout(drain);
        drain = setTimeout(finish, o.killGraceMs);
        timers.push(drain);
      };
      child.stdout?.on("data", idleAfterExit);
      child.stderr?.on("data", idleAfterExit);
      child.on("exit", (code, signal) => {
        exit = { code, signal };
        if (finishing) settle();
        else idleAfterExit();
      });
      timers.push(
        setTimeout(() => {
          timedOut = true;
          term();
        }, o.timeoutMs),
      );
      // /stop: TERM now, the rest after the kill grace, as at the timeout.
      const onAbort = () => {
        term();
        timers.push(setTimeout(finish, o.killGraceMs));
      };
      if (ctx.signal?.aborted) onAbort();
      else ctx.signal?.addEventListener("abort", onAbort, { once: true });
      stopListening = () => ctx.signal?.removeEventListener("abort", onAbort);
      // The deadline: whatever the children do, the call ends here.
      timers.push(setTimeout(finish, o.timeoutMs + o.killGraceMs));
    });
    walkData(dataDirOf(p.skill, ctx.chatId), Infinity, true);
    const decode = (bufs: Buffer[]) =>
      new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(bufs)).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
    // A byte cap can cut a character in two: drop the broken tail rather than invent one.
    const stdout = truncated ? decode(out).replace(/\uFFFD$/, "") : decode(out);
    const errText = decode(err);
    // bwrap's own failures (a program that cannot be executed, a missing folder) come as its stderr.
    const sandboxFailed = inSandbox && ended.code === 1 && outBytes === 0 && errText.startsWith("bwrap: ");
    const stderr = ended.spawnError ? `The command could not be started: ${ended.spawnError.message}` : sandboxFailed ? `The command could not be started: ${errText.trim()}` : errText;
    // bwrap reports a command killed by a signal as exit 128 + its number (as shells do).
    const bySignal = inSandbox && ended.code !== null ? SIGNAL_EXITS.get(ended.code) : undefined;
    const exitCode = bySignal ? null : ended.code;
    const signal = bySignal ?? ended.signal;
    const status = timedOut ? "timeout" : ended.spawnError || exitCode !== 0 || (signal !== null && !truncated) ? "error" : "success";
    return { status, skill: p.skill, stdout, stderr, exitCode, signal, truncated, ms: Date.now() - started };
  }

  return {
    /** Checks a command line against every rule without running it. */
    plan: (command: string, ctx: ExecContext) => plan(command, ctx),
    /** Dry run: would this command line run, and as which skill? */
    check(command: string): { ok: true; skill: string } | { ok: false; reason: string } {
      const p = plan(command, { chatId: 0 });
      const skill = skillOfExecPlan(p);
      if (skill !== undefined) return { ok: true, skill };
      return { ok: false, reason: "reason" in p ? p.reason : "refused" };
    },
    /**
     * At start: kills the skill processes an earlier run of this installation left behind
     * (found by their mark). Catches what reapOrphan's recorded pids miss: descendants that
     * left the process group, and a sandbox whose bwrap died while it was being set up (before
     * --die-with-parent took hold inside it).
     */
    reapLeftovers: (): number[] => killMarked(installation),
    /** Runs a plan (from plan()). Never throws: failures to start are results. */
    execute: (p: ExecPlan, ctx: ExecContext): Promise<ExecResult> => spawnAndWait(p, ctx),
    /** Plans and runs a command line. Never throws: refusals and failures to start are results. */
    async run(command: string, ctx: ExecContext): Promise<ExecResult> {
      const p = plan(command, ctx);
      if ("status" in p) return p;
      return spawnAndWait(p, ctx);
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
