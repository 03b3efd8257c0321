// Skills in bubblewrap, with real processes: python3 and sh probes (and the node one) try
// every forbidden read and write from inside the sandbox and fail; the same probes run
// uncontained succeed, so the probes can tell. The exec runner's bounds (grandchild
// holding stdout, TERM ignored, /stop, orphan reaping) hold with bwrap in between. Without
// bubblewrap, other programs are refused unless the owner opted in.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog, whichOnPath } from "../../src/tools/catalog.js";
import { createExecRunner, type ExecOptions, type ExecResult, reapOrphan } from "../../src/tools/exec.js";
import { bwrapOptions, keyringFilter, NEEDS_BWRAP, type Sandbox } from "../../src/tools/sandbox.js";
import { waitFor } from "../fakes/http.js";
import { captureLog } from "../support/log.js";
import { REPO_SKILLS, tempDir } from "../support/harness.js";
import { hasBwrap, processesWith } from "../support/sandbox.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/skills");
const PATH = process.env.PATH ?? "/usr/bin:/bin";
const which = whichOnPath(PATH);
const NONE: Sandbox = { kind: "none", reason: NEEDS_BWRAP };

/** A bot's files as an installation has them: .env in its working folder, the database and every chat's skill data under data/, a home folder. */
function botLayout() {
  const root = tempDir("bot-");
  const f = {
    root,
    env: path.join(root, ".env"),
    db: path.join(root, "data", "assistant.db"),
    otherChat: path.join(root, "data", "skills", "probe-py", "222"),
    home: path.join(root, "home"),
    dataRoot: path.join(root, "data", "skills"),
  };
  fs.writeFileSync(f.env, "TELEGRAM_BOT_TOKEN=123456:SECRET-in-dotenv\n");
  fs.mkdirSync(f.otherChat, { recursive: true });
  fs.writeFileSync(f.db, "SQLite format 3\u0000 secret rows of every chat");
  fs.writeFileSync(path.join(f.otherChat, "notes.json"), '{"secret":"other chat notes"}');
  fs.mkdirSync(path.join(f.home, ".ssh"), { recursive: true });
  fs.writeFileSync(path.join(f.home, ".ssh", "id_ed25519"), "PRIVATE KEY secret-of-home");
  return f;
}

function runner(o: Partial<ExecOptions> & { dataRoot?: string; dirs?: string[] } = {}) {
  const sandbox = o.sandbox;
  const catalog = loadCatalog(o.dirs ?? [REPO_SKILLS, FIXTURES], { log: captureLog().log, env: { PATH }, which, ...(sandbox ? { sandbox } : {}), allowUncontained: o.allowUncontained ?? false });
  return createExecRunner({
    catalog: () => catalog,
    timeoutMs: 10_000,
    killGraceMs: 300,
    maxOutputBytes: 1 << 22,
    baseEnv: { PATH, HOME: "/nonexistent-home" },
    envSource: { PATH, DECLARED_TOKEN: "declared-secret-value-42" },
    forbiddenEnv: ["TELEGRAM_BOT_TOKEN"],
    which,
    skillDataRoot: o.dataRoot ?? path.join(tempDir("skill-data-"), "skills"),
    ...o,
  });
}

const ran = (r: ExecResult) => {
  if (r.status === "refused" || r.status === "help") throw new Error(`not run: ${JSON.stringify(r)}`);
  return r;
};

/** The probe's reads and writes: the bot's secrets by path and through /proc/<bot>, the database, another chat's data, $HOME. */
function attempts(f: ReturnType<typeof botLayout>) {
  const reads = [
    f.env,
    `/proc/${process.pid}/environ`,
    `/proc/${process.pid}/cwd/package.json`,
    `/proc/${process.pid}/root${f.env}`,
    f.db,
    f.otherChat,
    path.join(f.otherChat, "notes.json"),
    f.home,
    path.join(f.home, ".ssh", "id_ed25519"),
  ];
  const writes = [path.join(f.root, "planted.txt"), path.join(f.otherChat, "planted.txt"), path.join(f.home, "planted.txt"), path.join(f.dataRoot, "probe-py", "planted.txt")];
  return { reads, writes, args: [...reads, ...writes.map((w) => `write:${w}`)].join(" ") };
}

/** probe.py prints JSON; probe.sh prints "<what>\t<outcome>" lines. */
function outcomes(stdout: string): Record<string, string> {
  if (stdout.trim().startsWith("{")) return JSON.parse(stdout) as Record<string, string>;
  return Object.fromEntries(stdout.trim().split("\n").map((l) => l.split("\t") as [string, string]));
}

const SECRETS = ["SECRET-in-dotenv", "secret rows", "other chat notes", "secret-of-home", "PATH=/", "telegram-home-assistant"];

describe.each([
  ["python3", "python3 scripts/probe.py"],
  ["sh", "sh scripts/probe.sh"],
])("a %s skill", (_name, command) => {
  it.skipIf(!hasBwrap)("in bubblewrap cannot read the bot's .env, environment, database, another chat's data or $HOME, nor write outside its data directory", async () => {
    const f = botLayout();
    const a = attempts(f);
    const r = ran(await runner({ dataRoot: f.dataRoot }).run(`${command} ${a.args}`, { chatId: 111 }));
    expect(r.status).toBe("success");
    const got = outcomes(r.stdout);
    for (const p of a.reads) expect(`${p}: ${got[p]}`).toMatch(/: DENIED/);
    // /proc/<parent> is bwrap's own init in the skill's pid namespace: an empty environment, no .env.
    for (const [what, outcome] of Object.entries(got)) if (what.startsWith("/proc/1/")) expect(outcome).toMatch(/^(DENIED|READ:$)/);
    for (const s of SECRETS) expect(r.stdout).not.toContain(s);
    // A write may land in the sandbox's private /tmp; nothing reaches the host.
    for (const w of a.writes) expect(fs.existsSync(w), w).toBe(false);
    expect(got["write own data dir"]).toBe("WROTE");
    expect(fs.readFileSync(path.join(f.dataRoot, "probe-py", "111", "mine.txt"), "utf8")).toBe("planted");
  });

  it("uncontained (ALLOW_UNCONTAINED_SKILLS, no sandbox) reads and writes all of it: the probe can tell", async () => {
    const f = botLayout();
    const a = attempts(f);
    const r = ran(await runner({ dataRoot: f.dataRoot, sandbox: NONE, allowUncontained: true }).run(`${command} ${a.args}`, { chatId: 111 }));
    const got = outcomes(r.stdout);
    for (const p of a.reads) expect(`${p}: ${got[p]}`).toMatch(/: READ:./);
    for (const s of SECRETS) expect(r.stdout).toContain(s);
    for (const w of a.writes) expect(fs.existsSync(w), w).toBe(true);
  });
});

describe("node skills in bubblewrap (the second layer)", () => {
  it.skipIf(!hasBwrap)("the node probe is denied every read, by Node's permission model or because the file is not there at all", async () => {
    const f = botLayout();
    const targets = [f.env, f.db, path.join(f.otherChat, "notes.json"), `/proc/${process.pid}/environ`, `/proc/${process.pid}/cwd/package.json`];
    const r = ran(await runner({ dataRoot: f.dataRoot }).run(`node scripts/probe.mjs ${targets.join(" ")}`, { chatId: 111 }));
    const got = JSON.parse(r.stdout) as Record<string, string>;
    expect(got["write own data dir"]).toBe("DONE:ok");
    for (const [what, outcome] of Object.entries(got)) if (what !== "write own data dir") expect(`${what}: ${outcome}`).toMatch(/: DENIED:(ERR_ACCESS_DENIED|ERR_DLOPEN_DISABLED|ERR_MODULE_NOT_FOUND|MODULE_NOT_FOUND|ENOENT)$/);
    for (const s of SECRETS) expect(r.stdout).not.toContain(s);
  });

  it.skipIf(!hasBwrap)("the built-in skills work in it (notes saves and lists in the chat's data directory)", async () => {
    const dataRoot = path.join(tempDir("skill-data-"), "skills");
    const x = runner({ dataRoot, dirs: [REPO_SKILLS] });
    expect(ran(await x.run("node scripts/notes.mjs save 'buy milk'", { chatId: 7 })).status).toBe("success");
    const list = ran(await x.run("node scripts/notes.mjs list", { chatId: 7 }));
    expect(list.stdout).toContain("buy milk");
    expect(fs.readdirSync(path.join(dataRoot, "notes", "7")).length).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasBwrap)("the sandbox's view", () => {
  it("shows the system read-only, a private /tmp, its own /proc, no capabilities, and nothing else of the host", async () => {
    const hostOnly = path.join(tempDir("host-only-"), "marker");
    fs.writeFileSync(hostOnly, "x");
    const dataRoot = path.join(tempDir("skill-data-"), "skills");
    const r = ran(await runner({ dataRoot }).run("python3 scripts/view.py", { chatId: 5 }));
    const v = JSON.parse(r.stdout) as { root: string[]; etc: string[]; tmp: string[]; proc: string[]; pid: number; hostname: string; cwd: string; env: Record<string, string>; capEff: string; capBnd: string; noNewPrivs: string; writable: Record<string, boolean>; procWritable: string[]; keyring: string };
    for (const d of ["home", "var", "run", "opt", "srv", "mnt", "sys", "boot", "media"]) expect(v.root).not.toContain(d);
    for (const e of ["shadow", "gshadow", "ssh", "npmrc", "pip.conf", "machine-id", "environment", "sudoers"]) expect(v.etc).not.toContain(e);
    expect(v.etc).toEqual(expect.arrayContaining(["resolv.conf", "hosts", "passwd", "ssl"]));
    expect(v.tmp).not.toContain(path.basename(path.dirname(hostOnly)));
    // Its own pid namespace: bwrap's init is 1, the skill 2; the bot is not there.
    expect(v.pid).toBe(2);
    expect(v.proc).not.toContain(String(process.pid));
    expect(v.hostname).toBe("skill");
    expect(v.cwd).toBe(path.join(FIXTURES, "probe-py"));
    expect({ capEff: v.capEff, capBnd: v.capBnd, noNewPrivs: v.noNewPrivs }).toEqual({ capEff: "0000000000000000", capBnd: "0000000000000000", noNewPrivs: "1" });
    // /dev is a tmpfs of half the RAM unless read-only; shared memory gets a small one of its own.
    expect(v.writable).toEqual({ "/": false, "/tmp": true, "/usr": false, "/dev": false, "/dev/shm": true, [path.join(FIXTURES, "probe-py")]: false, [path.join(dataRoot, "probe-py", "5")]: true });
    // Nothing of the kernel's settings is writable, also when the bot runs as root (uid 0 owns
    // /proc/sys/kernel/core_pattern, which runs a program as the host's root at the next crash).
    expect(v.procWritable).toEqual([]);
    // A new user namespace keeps the session keyring it was started with (the bot's): the keyring calls are refused.
    if (keyringFilter()) expect(v.keyring).toBe("EPERM");
    expect(v.env.HOME).toBe("/tmp");
    expect(v.env.SKILL_DATA_DIR).toBe(path.join(dataRoot, "probe-py", "5"));
  });

  it("declared secrets reach the skill through bwrap's pipe, never its command line", async () => {
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, "keyed", "scripts"), { recursive: true });
    fs.writeFileSync(path.join(dir, "keyed", "SKILL.md"), "---\nname: keyed\ndescription: uses an API key\nmetadata:\n  requires-bins: sh\n  env: DECLARED_TOKEN\n---\n    sh scripts/key.sh\n");
    fs.writeFileSync(path.join(dir, "keyed", "scripts", "key.sh"), 'echo "key=$DECLARED_TOKEN"\n');
    let cmdline = "";
    const r = ran(await runner({ dirs: [dir] }).run("sh scripts/key.sh", { chatId: 1, onSpawn: (pid) => (cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8")) }));
    expect(r.stdout.trim()).toBe("key=declared-secret-value-42");
    expect(cmdline).toContain("bwrap");
    expect(cmdline).not.toContain("declared-secret-value-42");
  });

  it("a program that cannot start in the sandbox is an error result naming the problem", async () => {
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, "broken"), { recursive: true });
    fs.writeFileSync(path.join(dir, "broken", "SKILL.md"), "---\nname: broken\ndescription: x\n---\n");
    fs.writeFileSync(path.join(dir, "broken", "run"), "#!/nonexistent/interpreter\n", { mode: 0o755 });
    const r = ran(await runner({ dirs: [dir] }).run("./run", { chatId: 1 }));
    expect(r.status).toBe("error");
    expect(r.stderr).toMatch(/^The command could not be started: bwrap: /);
  });

  it("options are ordered so that a bind below /tmp survives the private /tmp, and the root is read-only", () => {
    const o = bwrapOptions({ readOnly: ["/tmp/a/skill"], writable: ["/tmp/a/data/1"], programs: [], hidden: [], cwd: "/tmp/a/skill", env: { A: "1" }, network: false });
    const at = (w: string, p?: string) => o.findIndex((x, i) => x === w && (p === undefined || o[i + 1] === p));
    expect(at("--tmpfs", "/tmp")).toBeLessThan(at("--ro-bind", "/tmp/a/skill"));
    expect(at("--tmpfs", "/tmp")).toBeLessThan(at("--bind", "/tmp/a/data/1"));
    expect(at("--remount-ro", "/")).toBeGreaterThan(at("--bind", "/tmp/a/data/1"));
    expect(o).not.toContain("/home");
    expect(o.slice(at("--clearenv"))).toEqual(["--clearenv", "--setenv", "A", "1"]);
  });
});

describe.skipIf(!hasBwrap)("what a sandboxed skill leaves in its data directory", () => {
  it("a set-user-ID program it leaves there loses the bit (the host mounts the directory with suid; as root that was a root shell), and links out of it are removed", async () => {
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, "setuid", "scripts"), { recursive: true });
    fs.writeFileSync(path.join(dir, "setuid", "SKILL.md"), "---\nname: setuid\ndescription: plants a program\nmetadata:\n  requires-bins: sh\n---\n    sh scripts/plant.sh\n");
    fs.writeFileSync(path.join(dir, "setuid", "scripts", "plant.sh"), [
        'mkdir -p "$SKILL_DATA_DIR/d" && cp /usr/bin/id "$SKILL_DATA_DIR/d/id" && chmod 6755 "$SKILL_DATA_DIR/d/id" && ls -l "$SKILL_DATA_DIR/d/id"',
        // Links for the bot, a later run or the owner's backup to follow: out by absolute path, out by "..", and one that stays inside.
        'cd "$SKILL_DATA_DIR" && ln -s /etc/passwd abs && ln -s ../../../../.env d/up && ln -s d/id inside',
      ].join("\n"));
    const dataRoot = path.join(tempDir("skill-data-"), "skills");
    const r = ran(await runner({ dirs: [dir], dataRoot }).run("sh scripts/plant.sh", { chatId: 1 }));
    expect(r.stdout).toMatch(/^-rwsr-sr-x/); // inside, chmod worked
    const mode = fs.statSync(path.join(dataRoot, "setuid", "1", "d", "id")).mode;
    expect((mode & 0o7777).toString(8)).toBe("755");
    expect(fs.readdirSync(path.join(dataRoot, "setuid", "1")).sort()).toEqual(["d", "inside"]);
    expect(fs.readdirSync(path.join(dataRoot, "setuid", "1", "d"))).toEqual(["id"]);
  });
});

describe.skipIf(!hasBwrap)("programs installed in the home folder", () => {
  it("a program in ~/.local/bin is shown with ~/.local/lib, not ~/.local/share (other applications' data: a Telegram Desktop session)", async () => {
    const home = tempDir("home-");
    const local = path.join(home, ".local");
    fs.mkdirSync(path.join(local, "bin"), { recursive: true });
    fs.mkdirSync(path.join(local, "lib", "tool"), { recursive: true });
    fs.mkdirSync(path.join(local, "share", "TelegramDesktop", "tdata"), { recursive: true });
    fs.writeFileSync(path.join(local, "lib", "tool", "version"), "tool 1.0");
    const session = path.join(local, "share", "TelegramDesktop", "tdata", "key_datas");
    fs.writeFileSync(session, "SESSION-KEY-of-the-owner");
    // As `pip install --user` leaves one: a script in ~/.local/bin whose code is in ~/.local/lib.
    fs.writeFileSync(path.join(local, "bin", "tool"), `#!/bin/sh\ncat "${path.join(local, "lib", "tool", "version")}"; echo; cat "$1"\n`, { mode: 0o755 });
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, "reader"), { recursive: true });
    fs.writeFileSync(path.join(dir, "reader", "SKILL.md"), "---\nname: reader\ndescription: reads a file with a tool\nmetadata:\n  requires-bins: tool\n  allowed-argv: tool <name>\n---\n    tool <file>\n");
    const withTool = whichOnPath(`${path.join(local, "bin")}:${PATH}`);
    const catalog = loadCatalog([dir], { log: captureLog().log, env: { PATH }, which: withTool });
    const x = createExecRunner({ catalog: () => catalog, timeoutMs: 10_000, killGraceMs: 300, maxOutputBytes: 1 << 16, baseEnv: { PATH }, envSource: {}, forbiddenEnv: [], which: withTool, skillDataRoot: path.join(tempDir("skill-data-"), "skills"), hidden: [home] });
    // A form that takes a word takes a path: what the program can open is what the sandbox shows.
    const r = ran(await x.run(`tool ${session}`, { chatId: 1 }));
    expect(r.stdout).toContain("tool 1.0");
    expect(r.stdout).not.toContain("SESSION-KEY");
    expect(r.stderr).toMatch(/No such file/);
  });
});

describe.skipIf(!hasBwrap)("the network in the sandbox", () => {
  /** A skill folder whose script connects to a loopback port and to an abstract unix socket (as X11 and session buses listen). */
  function connectSkill(name: string, network: boolean) {
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, name, "scripts"), { recursive: true });
    fs.writeFileSync(path.join(dir, name, "SKILL.md"), `---\nname: ${name}\ndescription: connects\nmetadata:\n  requires-bins: python3\n${network ? '  network: "true"\n' : ""}---\n    python3 scripts/connect.py <port> <socket>\n`);
    fs.writeFileSync(
      path.join(dir, name, "scripts", "connect.py"),
      [
        "import json, socket, sys",
        "out = {}",
        "# Node binds an abstract name padded with NULs to the whole sun_path (108 bytes).",
        "abstract = (b'\\0' + sys.argv[2].encode()).ljust(108, b'\\0')",
        "for what, fam, addr in [('tcp', socket.AF_INET, ('127.0.0.1', int(sys.argv[1]))), ('abstract', socket.AF_UNIX, abstract)]:",
        "    s = socket.socket(fam, socket.SOCK_STREAM)",
        "    try:",
        "        s.connect(addr); s.sendall(b'hello'); out[what] = 'CONNECTED'",
        "    except OSError as e:",
        "        out[what] = 'REFUSED:' + type(e).__name__",
        "    finally:",
        "        s.close()",
        "print(json.dumps(out))",
      ].join("\n"),
    );
    return dir;
  }

  it("a skill that does not declare network reaches neither the host's loopback services nor its abstract sockets; one that declares it does", async () => {
    const hits: string[] = [];
    const listen = (at: net.ListenOptions) =>
      new Promise<net.Server>((resolve) => {
        const srv = net.createServer((c) => c.on("data", (d) => hits.push(`${String(at.port ?? at.path)}:${d.toString()}`)));
        srv.listen(at, () => resolve(srv));
      });
    const tcp = await listen({ host: "127.0.0.1", port: 0 });
    const abstract = `assistant-test-${crypto.randomBytes(6).toString("hex")}`;
    const unix = await listen({ path: `\0${abstract}` });
    try {
      const port = (tcp.address() as net.AddressInfo).port;
      const offline = ran(await runner({ dirs: [connectSkill("offline", false)] }).run(`python3 scripts/connect.py ${port} ${abstract}`, { chatId: 1 }));
      expect(JSON.parse(offline.stdout)).toEqual({ tcp: expect.stringMatching(/^REFUSED:/), abstract: expect.stringMatching(/^REFUSED:/) });
      expect(hits).toEqual([]);
      const online = ran(await runner({ dirs: [connectSkill("online", true)] }).run(`python3 scripts/connect.py ${port} ${abstract}`, { chatId: 1 }));
      expect(JSON.parse(online.stdout)).toEqual({ tcp: "CONNECTED", abstract: "CONNECTED" });
    } finally {
      tcp.close();
      unix.close();
    }
  });
});

describe.skipIf(!hasBwrap)("bounded runs with bwrap in between", () => {
  const token = () => crypto.randomBytes(6).toString("hex");
  const gone = (t: string) => waitFor(() => processesWith(`held-${t}`).length === 0, 3000, `processes held-${t} to die`).then(() => true, () => false);

  it("returns when the CLI exits, though a grandchild in its own session holds stdout; the grandchild is dead", async () => {
    const t = token();
    const r = ran(await runner({ timeoutMs: 20_000 }).run(`sh scripts/hold.sh ${t}`, { chatId: 1 }));
    expect(r.status).toBe("success");
    expect(r.stdout.trim()).toBe("started");
    expect(r.ms).toBeLessThan(20_000);
    expect(await gone(t)).toBe(true);
  });

  it("returns within timeout + grace when the CLI ignores TERM and a grandchild holds stdout; all of them are dead", async () => {
    const t = token();
    const r = ran(await runner({ timeoutMs: 400, killGraceMs: 200 }).run(`sh scripts/hold-hang.sh ${t}`, { chatId: 1 }));
    expect(r.status).toBe("timeout");
    expect(r.stdout).toContain("started");
    expect(r.ms).toBeLessThan(400 + 200 + 1500); // the deadline, plus scheduling slack on a shared machine
    expect(await gone(t)).toBe(true);
  });

  it("TERM at the timeout reaches the skill inside the sandbox, which uses the grace to finish", async () => {
    const r = ran(await runner({ timeoutMs: 500, killGraceMs: 5000 }).run("sh scripts/graceful.sh", { chatId: 1 }));
    expect(r.status).toBe("timeout");
    expect(r.stdout).toContain("got TERM, saved my work");
    expect(r.ms).toBeLessThan(5000);
  });

  it("/stop (an abort signal) sends TERM into the sandbox long before the timeout", async () => {
    const c = new AbortController();
    const dataRoot = path.join(tempDir("skill-data-"), "skills");
    const running = runner({ dataRoot, timeoutMs: 60_000, killGraceMs: 5000 }).run("sh scripts/graceful.sh", { chatId: 1, signal: c.signal });
    await waitFor(() => fs.existsSync(path.join(dataRoot, "orphans", "1", "graceful-ready")), 5000, "the skill to trap TERM");
    c.abort();
    const r = ran(await running);
    expect(r.stdout).toContain("got TERM, saved my work");
    expect(r.ms).toBeLessThan(5000);
  });

  it("/stop on a skill that ignores TERM: KILL after the grace takes the whole sandbox down", async () => {
    const c = new AbortController();
    const t = token();
    let pid = 0;
    const running = runner({ timeoutMs: 60_000, killGraceMs: 200 }).run(`sh scripts/hold-hang.sh ${t}`, { chatId: 1, signal: c.signal, onSpawn: (p) => (pid = p) });
    await waitFor(() => processesWith(`held-${t}`).length > 0, 5000, "the grandchild to start");
    c.abort();
    const r = ran(await running);
    expect(r.status).toBe("error");
    expect(r.signal).toBe("SIGKILL");
    expect(await gone(t)).toBe(true);
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it("a sandboxed skill left by a crash is recognised and reaped at start", async () => {
    const t = token();
    let pid = 0;
    const running = runner({ timeoutMs: 60_000 }).run(`sh scripts/hold-hang.sh ${t}`, { chatId: 1, onSpawn: (p) => (pid = p) });
    await waitFor(() => processesWith(`held-${t}`).length > 0, 5000, "the grandchild to start");
    expect(reapOrphan(pid, [path.join(FIXTURES, "orphans")])).toBe(true);
    const r = ran(await running);
    expect(r.signal).toBe("SIGKILL");
    expect(await gone(t)).toBe(true);
  });
});

describe("leftovers of a crash", () => {
  /** A restart of the same installation kills what the last run left (by its mark); another installation's are left alone. */
  async function leftovers(o: Partial<ExecOptions>, atLeast: number) {
    const t = crypto.randomBytes(6).toString("hex");
    const dataRoot = path.join(tempDir("skill-data-"), "skills");
    // The "previous run": a call still running, as if the bot had died (its pipes are still read here).
    const running = runner({ ...o, dataRoot, timeoutMs: 60_000 }).run(`sh scripts/hold-hang.sh ${t}`, { chatId: 1 });
    await waitFor(() => processesWith(`held-${t}`).length > 0, 5000, "the grandchild to start");
    expect(runner({ ...o, dataRoot: path.join(tempDir("skill-data-"), "skills") }).reapLeftovers()).toEqual([]);
    expect(processesWith(`held-${t}`).length).toBeGreaterThan(0);
    expect(runner({ ...o, dataRoot }).reapLeftovers().length).toBeGreaterThanOrEqual(atLeast);
    const r = ran(await running);
    expect(r.signal).toBe("SIGKILL");
    expect(await waitFor(() => processesWith(`held-${t}`).length === 0, 3000, "the leftovers to die").then(() => true, () => false)).toBe(true);
  }

  // In bubblewrap, once the CLI is killed the pid namespace goes down and may take the
  // grandchild before it is signalled itself: one kill counts; that all are dead is checked after.
  it.skipIf(!hasBwrap)("in bubblewrap: the skill's processes inside the sandbox are found and killed at start", () => leftovers({}, 1));
  it("uncontained: a grandchild that left the process group is found and killed at start", () => leftovers({ sandbox: NONE, allowUncontained: true }, 2)); // the CLI and its grandchild
});

describe("without bubblewrap", () => {
  it("a program other than node is refused with the fix, and nothing is spawned; node skills run under Node's permission model", async () => {
    const x = runner({ sandbox: NONE, allowUncontained: false, dirs: [FIXTURES] });
    for (const command of ["python3 scripts/probe.py", "sh scripts/probe.sh"]) {
      let spawned = false;
      const r = await x.run(command, { chatId: 1, onSpawn: () => (spawned = true) });
      // The catalog already leaves the skill out: no skill declares python3 any more.
      expect(r.status).toBe("refused");
      expect(spawned).toBe(false);
    }
    // A script run directly from a node skill's folder needs the sandbox as well.
    const direct = await x.run("{baseDir}/scripts/run.sh", { chatId: 1, matchedSkill: "envcheck" });
    expect(direct).toMatchObject({ status: "refused", reason: expect.stringContaining(NEEDS_BWRAP) });
    const node = ran(await x.run("node scripts/env.mjs", { chatId: 1 }));
    expect(node.status).toBe("success");
  });

  it("with ALLOW_UNCONTAINED_SKILLS they run, uncontained", async () => {
    const x = runner({ sandbox: NONE, allowUncontained: true, dirs: [FIXTURES] });
    const r = ran(await x.run("python3 scripts/hello.py a", { chatId: 1 }));
    expect(r.stdout.trim()).toBe('["a"]');
  });
});
