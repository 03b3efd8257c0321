// The exec runner with real processes: what runs, where, with which environment, and
// what is refused.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog, whichOnPath } from "../../src/tools/catalog.js";
import { createExecRunner, type ExecResult } from "../../src/tools/exec.js";
import { captureLog } from "../support/log.js";
import { REPO_SKILLS, tempDir } from "../support/harness.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/skills");
const SECRET_ENV = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  TELEGRAM_BOT_TOKEN: "123456:SECRET-bot-token-value-xyz",
  OPENAI_API_KEY: "sk-secret-openai-key-value",
  AWS_SECRET_ACCESS_KEY: "aws-secret-value",
  DECLARED_TOKEN: "declared-token-value",
};

function runner(overrides: Partial<Parameters<typeof createExecRunner>[0]> = {}) {
  const catalog = loadCatalog([REPO_SKILLS, FIXTURES], { log: captureLog().log, env: SECRET_ENV, which: whichOnPath(SECRET_ENV.PATH) });
  return createExecRunner({
    catalog: () => catalog,
    timeoutMs: 3000,
    killGraceMs: 200,
    maxOutputBytes: 4 * 1024 * 1024,
    baseEnv: { PATH: SECRET_ENV.PATH, ASSISTANT_DB: "/tmp/x.db" },
    envSource: SECRET_ENV,
    forbiddenEnv: ["TELEGRAM_BOT_TOKEN"],
    which: whichOnPath(SECRET_ENV.PATH),
    ...overrides,
  });
}

const ok = (r: ExecResult) => {
  if (r.status === "refused") throw new Error(`refused: ${r.reason}`);
  if (r.status === "help") throw new Error("help");
  return r;
};

describe("exec runner", () => {
  it("runs a script relative to its skill folder, with cwd in that folder, and no secrets in the environment", async () => {
    const r = ok(await runner().run("node scripts/env.mjs 'a b' c", { chatId: 5 }));
    expect(r.status).toBe("success");
    const out = JSON.parse(r.stdout) as { env: Record<string, string>; cwd: string; argv: string[] };
    expect(out.cwd).toBe(fs.realpathSync(path.join(FIXTURES, "envcheck")));
    expect(out.argv).toEqual(["a b", "c"]);
    expect(out.env.ASSISTANT_CHAT_ID).toBe("5");
    expect(out.env.TELEGRAM_BOT_TOKEN).toBeUndefined(); // never, even though declared
    expect(out.env.AWS_SECRET_ACCESS_KEY).toBeUndefined(); // not declared
    expect(out.env.DECLARED_TOKEN).toBe("declared-token-value"); // declared by the skill
    expect(out.env.OPENAI_API_KEY).toBe("sk-secret-openai-key-value"); // declared by the skill
    expect(JSON.stringify(out.env)).not.toContain("SECRET-bot-token");
  });

  it("a skill that declares nothing gets no API keys", async () => {
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, "plain", "scripts"), { recursive: true });
    fs.writeFileSync(path.join(dir, "plain", "SKILL.md"), "---\nname: plain\ndescription: prints env\nmetadata:\n  requires-bins: node\n---\nnode scripts/e.mjs\n");
    fs.writeFileSync(path.join(dir, "plain", "scripts", "e.mjs"), "process.stdout.write(JSON.stringify(process.env))");
    const catalog = loadCatalog([dir], { log: captureLog().log, env: SECRET_ENV, which: whichOnPath(SECRET_ENV.PATH) });
    const r = ok(await runner({ catalog: () => catalog }).run("node scripts/e.mjs", { chatId: 1 }));
    const env = JSON.parse(r.stdout) as Record<string, string>;
    expect(Object.values(env).join()).not.toMatch(/secret|SECRET/);
  });

  it("runs an executable script directly and resolves {baseDir}", async () => {
    const r = ok(await runner().run("{baseDir}/scripts/run.sh x y", { chatId: 1, matchedSkill: "envcheck" }));
    expect(r.stdout.trim()).toBe(`run.sh in ${fs.realpathSync(path.join(FIXTURES, "envcheck"))} with 2 args: x y`);
  });

  it.each([
    ["node scripts/env.mjs; cat /etc/passwd", "`;`"],
    ["node scripts/env.mjs | cat", "`|`"],
    ["node scripts/env.mjs > /tmp/out", "`>`"],
    ["node scripts/env.mjs $(id)", "`$`"],
    ["node scripts/env.mjs `id`", "backticks"],
    ["node /etc/passwd", "outside the skill folders"],
    ["node ../../../../etc/passwd", "outside the skill folders"],
    ["/bin/sh -c id", "outside the skill folders"],
    ["cat /etc/passwd", "not an executable of any skill"],
    ["node -e 'process.exit(1)'", "Inline code"],
    ["node --eval=1", "Inline code"],
    ["scripts/noexec.sh", "not executable"],
    ["node scripts/missing.mjs", "not found in any skill folder"],
  ])("refuses %j", async (command, reason) => {
    const r = await runner().run(command, { chatId: 1, matchedSkill: "envcheck" });
    expect(r.status).toBe("refused");
    if (r.status === "refused") expect(r.reason).toContain(reason);
  });

  it("does not follow a symlink out of a skill folder", async () => {
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, "sneaky"), { recursive: true });
    fs.writeFileSync(path.join(dir, "sneaky", "SKILL.md"), "---\nname: sneaky\ndescription: x\nmetadata:\n  requires-bins: node\n---\n");
    const outside = path.join(tempDir("outside-"), "evil.mjs");
    fs.writeFileSync(outside, "console.log('escaped')");
    fs.symlinkSync(outside, path.join(dir, "sneaky", "evil.mjs"));
    const catalog = loadCatalog([dir], { log: captureLog().log, env: SECRET_ENV, which: whichOnPath(SECRET_ENV.PATH) });
    const r = await runner({ catalog: () => catalog }).run("node evil.mjs", { chatId: 1 });
    expect(r.status).toBe("refused");
  });

  it("kills a CLI that ignores TERM at the timeout (TERM, then KILL)", async () => {
    const t0 = Date.now();
    const r = ok(await runner({ timeoutMs: 500, killGraceMs: 200 }).run("node scripts/hang.mjs", { chatId: 1 }));
    expect(r.status).toBe("timeout");
    expect(r.stdout).toContain("started...");
    expect(Date.now() - t0).toBeLessThan(3000);
  });

  it("an abort signal (/stop) ends the CLI's process group at once, long before the timeout", async () => {
    const c = new AbortController();
    let pid = 0;
    const t0 = Date.now();
    const running = runner({ timeoutMs: 60_000, killGraceMs: 200 }).run("node scripts/hang.mjs", { chatId: 1, signal: c.signal, onSpawn: (p) => (pid = p) });
    while (pid === 0) await new Promise((r) => setTimeout(r, 10));
    c.abort();
    const r = ok(await running);
    // TERM, or KILL after the grace period when the CLI already ignores TERM (hang.mjs does, once loaded).
    expect(r.status).toBe("error");
    expect(["SIGTERM", "SIGKILL"]).toContain(r.signal);
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it("caps stdout and reports the cut", async () => {
    const r = ok(await runner({ maxOutputBytes: 64 * 1024 }).run("node scripts/big.mjs", { chatId: 1 }));
    expect(r.truncated).toBe(true);
    expect(Buffer.byteLength(r.stdout)).toBeLessThanOrEqual(64 * 1024);
  });

  it("reports a crashing CLI as an error with its stderr", async () => {
    const dir = tempDir("skills-");
    fs.mkdirSync(path.join(dir, "crashy"), { recursive: true });
    fs.writeFileSync(path.join(dir, "crashy", "SKILL.md"), "---\nname: crashy\ndescription: crashes\nmetadata:\n  requires-bins: node\n---\n");
    fs.writeFileSync(path.join(dir, "crashy", "boom.mjs"), "process.stdout.write('\\u0000\\u0007garbage\\uFFFD ok'); throw new Error('kaboom');");
    const catalog = loadCatalog([dir], { log: captureLog().log, env: SECRET_ENV, which: whichOnPath(SECRET_ENV.PATH) });
    const r = ok(await runner({ catalog: () => catalog }).run("node boom.mjs", { chatId: 1 }));
    expect(r.status).toBe("error");
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain("kaboom");
    expect(r.stdout).toBe("garbage\uFFFD ok");
  });

  it("`help <skill>` prints the skill's instructions", async () => {
    const r = await runner().run("help notes", { chatId: 1 });
    expect(r.status).toBe("help");
    if (r.status === "help") expect(r.text).toContain("node scripts/notes.mjs save <text>");
  });
});
