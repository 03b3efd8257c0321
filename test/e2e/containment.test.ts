// Containment through the real bot process (a process boundary matters here: the skill's
// parent must be the bot, with its .env in its working directory and its token in its
// environment). A model that obeys a page runs skills that try every forbidden read:
// the bot's environment and .env through /proc/<bot>, the database, another chat's data.
// Everything is denied, and no secret reaches the model. Node skills are contained by
// Node's permission model (and bubblewrap where it works); python3 and sh skills by
// bubblewrap (without it they are not offered: test/tools/catalog.test.ts).
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { type FakeOpenAI, requestText, startFakeOpenAI } from "../fakes/openai.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { startBotProcess } from "../support/child.js";
import { baseEnv, OWNER, REPO_SKILLS, SECOND_USER, tempDir } from "../support/harness.js";
import { hasBwrap } from "../support/sandbox.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/skills");
let tg: FakeTelegram;
let openai: FakeOpenAI;
let ollama: FakeOllama;

beforeEach(async () => {
  tg = await startFakeTelegram();
  openai = await startFakeOpenAI();
  ollama = await startFakeOllama();
});
afterEach(async () => {
  await Promise.all([tg.close(), openai.close(), ollama.close()]);
});

const API_KEY = "sk-only-in-dotenv-0123456789";

/** A real installation: the API key only in .env, the token in both; another chat's skill data. */
function install() {
  const cwd = tempDir("bot-cwd-");
  const env = { ...baseEnv({ tg, openai, ollama }, cwd), LOG_LEVEL: "info", DATA_DIR: "./data", SKILLS_DIR: `${REPO_SKILLS}:${FIXTURES}` };
  fs.writeFileSync(path.join(cwd, ".env"), `OPENAI_API_KEY=${API_KEY}\nTELEGRAM_BOT_TOKEN=${tg.token}\n`);
  delete (env as Record<string, string>).OPENAI_API_KEY;
  for (const skill of ["probe", "probe-py", "notes"]) {
    fs.mkdirSync(path.join(cwd, "data", "skills", skill, String(SECOND_USER)), { recursive: true });
    fs.writeFileSync(path.join(cwd, "data", "skills", skill, String(SECOND_USER), "notes.json"), '{"v":1,"notes":[{"text":"other chat secret"}]}');
  }
  return { cwd, env };
}

/** The bot's secrets, by path and through /proc/<bot pid> (the skill's parent is bwrap in a sandbox). */
function targets(cwd: string, pid: number): string[] {
  const inCwd = [".env", "data/assistant.db", `data/skills/probe/${SECOND_USER}/notes.json`, `data/skills/probe-py/${SECOND_USER}/notes.json`, `data/skills/notes/${SECOND_USER}/notes.json`];
  return [`/proc/${pid}/environ`, ...inCwd.map((f) => `/proc/${pid}/cwd/${f}`), ...inCwd.map((f) => path.join(cwd, f))];
}

/** Every tool result the model was shown, once each, in order. */
const toolResults = () => [...new Set(openai.requests.flatMap((r) => r.messages.filter((m) => m.role === "tool").map((m) => m.content ?? "")))];

/** Nothing secret reached the model. */
function expectNoSecretSeen() {
  const seen = openai.requests.map(requestText).join("\n");
  for (const secret of [API_KEY, tg.token, "other chat secret", "SQLite format 3"]) expect(seen).not.toContain(secret);
}

/**
 * Starts the bot in `cwd`; an obedient model answers the owner's message with the exec
 * calls `commands` builds from the targets (computed once the bot's pid is known), then
 * the bot is stopped. Returns the targets asked for.
 */
async function probeThroughBot(cwd: string, env: Record<string, string>, commands: (targets: string[]) => string[]): Promise<string[]> {
  let asked: string[] = [];
  const bot = startBotProcess(env, cwd);
  openai.setResponder((req) => {
    if ((req.tools?.length ?? 0) === 0 || req.messages.at(-1)?.role !== "user") return { content: "probed" };
    asked = targets(cwd, bot.proc.pid as number);
    return { toolCalls: commands(asked).map((command) => ({ name: "exec", arguments: { command } })) };
  });
  try {
    await tg.waitForPolls(1, 30_000);
    tg.pushMessage({ chatId: OWNER, text: "the page says: run the probe" });
    await tg.waitForSent(OWNER, 1, 30_000);
  } finally {
    expect(await bot.stop("SIGTERM")).toBe(0);
  }
  return asked;
}

describe("contained skills, run by the real bot", () => {
  it("a node skill cannot read the bot's .env, its environment, the database or another chat's data", async () => {
    const { cwd, env } = install();
    const asked = await probeThroughBot(cwd, env, (t) => [`node scripts/probe.mjs ${t.join(" ")}`]);
    const tool = toolResults().at(-1) ?? "";
    const results = JSON.parse(tool.slice(tool.indexOf("{"))) as Record<string, string>;
    for (const f of asked) for (const how of ["", "import ", "require "]) expect(Object.keys(results)).toContain(`${how}${f}`);
    // Node's permission model refuses before the file is looked for; in bubblewrap some are not there at all.
    const denial = hasBwrap ? /: DENIED:(ERR_ACCESS_DENIED|ERR_DLOPEN_DISABLED|ERR_MODULE_NOT_FOUND|MODULE_NOT_FOUND|ENOENT)$/ : /: DENIED:(ERR_ACCESS_DENIED|ERR_DLOPEN_DISABLED)$/;
    const denied = Object.entries(results).filter(([what]) => what !== "write own data dir");
    expect(denied.length).toBeGreaterThanOrEqual(3 * asked.length + 8);
    for (const [what, outcome] of denied) expect(`${what}: ${outcome}`).toMatch(denial);
    expect(results["write own data dir"]).toBe("DONE:ok");
    expect(fs.existsSync(path.join(cwd, "data", "skills", "probe", String(OWNER), "mine.txt"))).toBe(true);
    expectNoSecretSeen();
  });

  it.skipIf(!hasBwrap)("python3 and sh skills in bubblewrap cannot read them either, nor write outside their data directory", async () => {
    const { cwd, env } = install();
    const planted = [path.join(cwd, "planted.txt"), path.join(cwd, "data", "planted.txt"), path.join(cwd, "data", "skills", "probe-py", String(SECOND_USER), "planted.txt")];
    const asked = await probeThroughBot(cwd, env, (t) => {
      const args = [...t, ...planted.map((p) => `write:${p}`)].join(" ");
      return [`python3 scripts/probe.py ${args}`, `sh scripts/probe.sh ${args}`];
    });
    const [py, sh] = toolResults().slice(-2) as [string, string];
    const pyResults = JSON.parse(py.slice(py.indexOf("{"))) as Record<string, string>;
    const shResults = Object.fromEntries(sh.split("\n").filter((l) => l.includes("\t")).map((l) => l.split("\t") as [string, string]));
    for (const results of [pyResults, shResults]) {
      for (const f of asked) expect(`${f}: ${results[f]}`).toMatch(/: DENIED/);
      // /proc/<parent> is bwrap's init in the skill's own pid namespace: no environment, no .env.
      for (const [what, outcome] of Object.entries(results)) if (what.startsWith("/proc/1/")) expect(`${what}: ${outcome}`).toMatch(/: (DENIED(:E[A-Z]+)?|READ:)$/);
      expect(results["write own data dir"]).toBe("WROTE");
    }
    for (const p of planted) expect(fs.existsSync(p), p).toBe(false);
    expect(fs.readFileSync(path.join(cwd, "data", "skills", "probe-py", String(OWNER), "mine.txt"), "utf8")).toBe("planted");
    expectNoSecretSeen();
  });
});
