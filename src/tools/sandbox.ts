// bubblewrap containment for skill processes. A sandboxed skill sees an allowlist view of
// the filesystem, not the host's: the system folders read-only (/usr and the /bin, /lib
// links), a short list of /etc files that programs need to run and reach the network, its
// own folder, _lib and the folders of the skills it uses (read-only), the installation of
// each program it runs (read-only), its per-chat data directory (read-write), a private
// /tmp, and a fresh /proc of its own pid namespace. Nothing else: not the bot's working
// folder (.env), not DATA_DIR beyond the chat's directory, not $HOME, not /proc/<bot>.
// It gets no capabilities (its own user namespace, --cap-drop ALL, no further user
// namespaces), its own IPC and UTS namespaces, and dies with the bot. The network only for
// skills that declare it (fetching skills: they refuse private addresses themselves,
// safe-fetch.mjs); the others get a network namespace of their own (only a loopback).
// Options reach bwrap through a pipe (--args 3), so the environment values it sets (a
// skill's declared API keys) never show on a command line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type Sandbox = { kind: "bwrap"; bin: string } | { kind: "none"; reason: string };

/** Why a skill that needs a sandbox is not offered when there is none (shown in /skills and the doctor). */
export const NEEDS_BWRAP = "needs bubblewrap (apt install bubblewrap) to run contained, or set ALLOW_UNCONTAINED_SKILLS=true";

/** What a sandboxed process sees besides the system folders. Paths are absolute; each appears at its own path. */
export interface SandboxView {
  /** Folders or files bound read-only (the skill's code). */
  readOnly: readonly string[];
  /** Folders bound read-write (the chat's data directory). */
  writable: readonly string[];
  /** Programs run by path (the interpreter, declared executables): each made visible with its installation. */
  programs: readonly string[];
  /** Never exposed as part of a program's installation: the bot's home, working and data folders. */
  hidden: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string>>;
  /** The host's network (a skill declaring `network`); otherwise a namespace with only its own loopback. */
  network: boolean;
  /** The fd bwrap reads keyringFilter() from, when there is one for this architecture. */
  seccompFd?: number;
}

/** The private /tmp (memory-backed): enough for a skill's scratch files, not enough to exhaust memory. */
const TMP_BYTES = 256 * 1024 * 1024;
/** /dev/shm (memory-backed too): POSIX semaphores and small shared buffers (python's multiprocessing). */
const SHM_BYTES = 64 * 1024 * 1024;

/** System folders: bound read-only, or recreated as the links they are (merged /usr). */
const SYSTEM = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];

/**
 * /etc entries a program may need: name resolution and TLS roots (for skills with network),
 * users and groups (no password hashes: those are in shadow, never bound), time zone,
 * the dynamic loader's cache, alternatives links, MIME and magic data, interpreter
 * configuration. Not /etc as a whole: it holds keys (ssl/private, ssh), package tokens
 * (npmrc, pip.conf) and shadow.
 */
const ETC = [
  "resolv.conf", "hosts", "host.conf", "nsswitch.conf", "gai.conf", "services", "protocols", "networks",
  "ssl/certs", "ssl/openssl.cnf", "ca-certificates", "passwd", "group", "localtime", "timezone",
  "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "alternatives", "mime.types", "magic", "magic.mime",
  "locale.alias", "os-release", "perl", "python3",
];

/** /etc/python3.11 and the like (a Debian python reads its sitecustomize there). */
function versionedEtc(): string[] {
  try {
    return fs.readdirSync("/etc").filter((n) => /^python3\.\d+$/.test(n));
  } catch {
    return [];
  }
}

const within = (dir: string, p: string) => p === dir || p.startsWith(dir.endsWith("/") ? dir : `${dir}/`);

function real(p: string): string | undefined {
  try {
    return fs.realpathSync(p);
  } catch {
    return undefined;
  }
}

/** Folders in a home (or another hidden folder) that hold programs beside other data: only the program and lib/ are shown. */
const SHARED_PREFIXES = [".local", ".cargo"];

/** Inside the system folders, which the sandbox shows (as binds or as the links they are). */
const systemPath = (p: string) => SYSTEM.some((d) => within(d, p));

/**
 * How a program outside the system folders is made visible: its installation (the folder
 * above its bin/, e.g. a pyenv or nvm prefix or a pipx venv) read-only, unless that folder
 * holds something hidden (a program in ~/bin would expose $HOME): then only the file; in
 * a shared root (~/.local, ~/.cargo) the file and the root's lib/.
 * A program reached through a link gets the link recreated.
 */
function programBinds(program: string, hidden: readonly string[]): { binds: string[]; links: Array<[target: string, at: string]> } {
  const r = real(program);
  if (r === undefined || (systemPath(r) && systemPath(program))) return { binds: [], links: [] };
  const binds: string[] = [];
  if (!systemPath(r)) {
    const prefix = path.dirname(path.dirname(r));
    const exposes = prefix === "/" || hidden.some((h) => within(prefix, h));
    // ~/.local and ~/.cargo are shared roots, not one program's installation: ~/.local/share
    // and ~/.local/state hold other applications' data (a Telegram Desktop session, keyrings),
    // ~/.cargo a registry token. There, the program and its libraries only.
    const shared = SHARED_PREFIXES.includes(path.basename(prefix)) && hidden.some((h) => path.dirname(prefix) === h);
    if (exposes) binds.push(r);
    else if (shared) binds.push(r, ...["lib", "lib64"].map((l) => path.join(prefix, l)).filter((l) => fs.existsSync(l)));
    else binds.push(prefix);
  }
  const visible = (p: string) => systemPath(p) || binds.some((b) => within(b, p));
  return { binds, links: visible(program) ? [] : [[r, program]] };
}

/** bwrap's options for a view (the command follows them). Parents are bound before children. */
export function bwrapOptions(view: SandboxView): string[] {
  const o: string[] = [
    "--unshare-user", "--disable-userns", "--cap-drop", "ALL",
    "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--hostname", "skill",
    "--die-with-parent", "--new-session",
  ];
  if (!view.network) o.push("--unshare-net");
  if (view.seccompFd !== undefined) o.push("--seccomp", String(view.seccompFd));
  for (const d of SYSTEM) {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(d);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) o.push("--symlink", fs.readlinkSync(d), d);
    else if (st.isDirectory()) o.push("--ro-bind", d, d);
  }
  for (const e of [...ETC, ...versionedEtc()]) o.push("--ro-bind-try", `/etc/${e}`, `/etc/${e}`);
  // /proc and /dev read-only as a whole: bwrap leaves /proc/sys writable when the bot runs
  // as root (its check skips the 0555 folder, the 0644 files below it are writable by uid 0,
  // capabilities or not: kernel.core_pattern runs a program as the host's root), and --dev
  // is an unbounded tmpfs (half the RAM). Shared memory gets a small tmpfs of its own.
  o.push("--proc", "/proc", "--remount-ro", "/proc");
  o.push("--dev", "/dev", "--size", String(SHM_BYTES), "--tmpfs", "/dev/shm", "--remount-ro", "/dev");
  o.push("--size", String(TMP_BYTES), "--tmpfs", "/tmp");
  const binds: Array<{ kind: "ro" | "rw"; p: string }> = [];
  const links: Array<[string, string]> = [];
  for (const prog of new Set(view.programs)) {
    const b = programBinds(prog, view.hidden);
    for (const p of b.binds) binds.push({ kind: "ro", p });
    links.push(...b.links);
  }
  for (const p of view.readOnly) binds.push({ kind: "ro", p });
  for (const p of view.writable) binds.push({ kind: "rw", p });
  const depth = (p: string) => p.split("/").length;
  const seen = new Set<string>();
  for (const b of binds.sort((x, y) => depth(x.p) - depth(y.p) || (x.kind === "ro" ? -1 : 1))) {
    if (seen.has(`${b.kind}:${b.p}`) || binds.some((c) => c.kind === b.kind && c.p !== b.p && within(c.p, b.p) && depth(c.p) < depth(b.p))) continue;
    seen.add(`${b.kind}:${b.p}`);
    o.push(b.kind === "ro" ? "--ro-bind" : "--bind", b.p, b.p);
  }
  for (const [target, at] of links) o.push("--symlink", target, at);
  o.push("--remount-ro", "/", "--chdir", view.cwd, "--clearenv");
  for (const [k, v] of Object.entries(view.env)) o.push("--setenv", k, v);
  return o;
}

/**
 * The seccomp filter every sandbox gets (classic BPF, as `bwrap --seccomp <fd>` reads it):
 * the kernel keyring calls (add_key, request_key, keyctl) fail with EPERM. A new user
 * namespace keeps the caller's session keyring, so without it a skill reads the keys of the
 * session the bot was started from (a Kerberos ticket, a mount's password). Everything
 * else is allowed: the filesystem view and the namespaces are the containment, this closes
 * one shared kernel object they do not. Per architecture, with its 32-bit ABIs (x32 is
 * refused whole); undefined on other architectures (no filter).
 */
export function keyringFilter(arch: string = process.arch): Buffer | undefined {
  // Built once per architecture: every sandboxed spawn writes the same read-only program.
  if (!keyringFilters.has(arch)) keyringFilters.set(arch, buildKeyringFilter(arch));
  return keyringFilters.get(arch);
}
const keyringFilters = new Map<string, Buffer | undefined>();

function buildKeyringFilter(arch: string): Buffer | undefined {
  const table: Record<string, Array<{ audit: number; calls: number[]; x32?: boolean }>> = {
    x64: [
      { audit: 0xc000003e, calls: [248, 249, 250], x32: true }, // x86_64
      { audit: 0x40000003, calls: [286, 287, 288] }, // i386
    ],
    arm64: [
      { audit: 0xc00000b7, calls: [217, 218, 219] }, // aarch64
      { audit: 0x40000028, calls: [309, 310, 311] }, // arm
    ],
  };
  const arches = table[arch];
  if (!arches) return undefined;
  const LD_ABS = 0x20, JEQ = 0x15, JGE = 0x35, RET = 0x06;
  const ALLOW = 0x7fff0000, EPERM = 0x00050001;
  // Instructions with symbolic jump targets, resolved below: "deny" or "next" (the next arch's block).
  type Insn = { code: number; k: number; jt?: "deny"; jf?: "next" };
  const blocks: Insn[][] = arches.map((a) => [
    { code: LD_ABS, k: 4 }, // seccomp_data.arch
    { code: JEQ, k: a.audit, jf: "next" },
    { code: LD_ABS, k: 0 }, // seccomp_data.nr
    ...(a.x32 ? [{ code: JGE, k: 0x40000000, jt: "deny" as const }] : []),
    ...a.calls.map((n) => ({ code: JEQ, k: n, jt: "deny" as const })),
    { code: RET, k: ALLOW },
  ]);
  const prog: Insn[] = [...blocks.flat(), { code: RET, k: ALLOW }, { code: RET, k: EPERM }];
  const deny = prog.length - 1;
  const out = Buffer.alloc(prog.length * 8);
  let at = 0;
  blocks.forEach((b) => {
    const next = at + b.length;
    for (const insn of b) {
      const rel = (target: number) => target - at - 1;
      out.writeUInt16LE(insn.code, at * 8);
      out.writeUInt8(insn.jt === "deny" ? rel(deny) : 0, at * 8 + 2);
      out.writeUInt8(insn.jf === "next" ? rel(next) : 0, at * 8 + 3);
      out.writeUInt32LE(insn.k >>> 0, at * 8 + 4);
      at++;
    }
  });
  for (const insn of prog.slice(at)) {
    out.writeUInt16LE(insn.code, at * 8);
    out.writeUInt32LE(insn.k >>> 0, at * 8 + 4);
    at++;
  }
  return out;
}

/** Options as bwrap reads them from `--args <fd>`: NUL-terminated words. */
export const argsBlob = (options: readonly string[]): Buffer => Buffer.from(options.map((w) => `${w}\0`).join(""));

const probed = new Map<string, Sandbox>();

/**
 * Finds bwrap on PATH and checks, once per binary, that it can build a sandbox here with
 * the options skills get (user namespaces may be disabled, bwrap may be too old).
 */
export function detectSandbox(which: (bin: string) => string | undefined): Sandbox {
  const bin = which("bwrap");
  if (!bin) return { kind: "none", reason: NEEDS_BWRAP };
  const known = probed.get(bin);
  if (known) return known;
  const truePath = ["/usr/bin/true", "/bin/true"].find((p) => fs.existsSync(p)) ?? "/usr/bin/true";
  const filter = keyringFilter();
  const result = probe(bin, bwrapOptions({ readOnly: [], writable: [], programs: [], hidden: [], cwd: "/", env: {}, network: false, ...(filter ? { seccompFd: 0 } : {}) }), truePath, filter);
  probed.set(bin, result);
  return result;
}

function probe(bin: string, options: readonly string[], truePath: string, filter: Buffer | undefined): Sandbox {
  // spawnSync cannot feed an extra fd; the options go on the command line for the probe (no
  // secrets in them), the seccomp filter through stdin.
  const r = spawnSync(bin, [...options, truePath], { stdio: ["pipe", "ignore", "pipe"], input: filter ?? Buffer.alloc(0), timeout: 10_000, env: {} });
  if (r.status === 0) return { kind: "bwrap", bin };
  // bwrap's own words first: one that fails before reading the filter on stdin also leaves an EPIPE behind.
  const why = (r.stderr?.toString("utf8").trim() || r.error?.message || "").split("\n")[0] || `exit ${r.status ?? r.signal}`;
  return {
    kind: "none",
    reason: `bubblewrap (${bin}) cannot build a sandbox here: ${why}; it needs bubblewrap 0.8 or newer and user namespaces, or set ALLOW_UNCONTAINED_SKILLS=true`,
  };
}
