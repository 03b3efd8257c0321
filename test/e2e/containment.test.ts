// Containment through the real bot process (a process boundary matters here: the skill's
// parent must be the bot, with its .env in its working directory and its token in its
// environment). A model that obeys a page runs a skill that tries every forbidden read:
// the bot's environment and .env through /proc/<bot>, the database, another chat's data.
// Everything is denied, and no secret reaches the model.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { type FakeOpenAI, requestText, startFakeOpenAI } from "../fakes/openai.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { startBotProcess } from "../support/child.js";
import { baseEnv, OWNER, REPO_SKILLS, SECOND_USER, tempDir } from "../support/harness.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/skills");
let tg: FakeTelegram;
let openai: FakeOpenAI;
let ollama: FakeOllama;

beforeAll(async () => {
  tg = await startFakeTelegram();
  openai = await startFakeOpenAI();
  ollama = await startFakeOllama();
});
afterAll(async () => {
  await Promise.all([tg.close(), openai.close(), ollama.close()]);
});

describe("a contained skill, run by the real bot", () => {
  it("cannot read the bot's .env, its environment, the database or another chat's data", async () => {
    const cwd = tempDir("bot-cwd-");
    const env = { ...baseEnv({ tg, openai, ollama }, cwd), LOG_LEVEL: "info", DATA_DIR: "./data", SKILLS_DIR: `${REPO_SKILLS}:${FIXTURES}` };
    // The secrets as a real installation has them: the API key only in .env, the token in both.
    const apiKey = "sk-only-in-dotenv-0123456789";
    fs.writeFileSync(path.join(cwd, ".env"), `OPENAI_API_KEY=${apiKey}\nTELEGRAM_BOT_TOKEN=${tg.token}\n`);
    delete (env as Record<string, string>).OPENAI_API_KEY;
    for (const skill of ["probe", "notes"]) {
      fs.mkdirSync(path.join(cwd, "data", "skills", skill, String(SECOND_USER)), { recursive: true });
      fs.writeFileSync(path.join(cwd, "data", "skills", skill, String(SECOND_USER), "notes.json"), '{"v":1,"notes":[{"text":"other chat secret"}]}');
    }
    const targets = ["cwd:.env", "cwd:data/assistant.db", `cwd:data/skills/probe/${SECOND_USER}/notes.json`, `cwd:data/skills/notes/${SECOND_USER}/notes.json`];
    openai.setResponder((req) =>
      (req.tools?.length ?? 0) > 0 && req.messages.at(-1)?.role === "user"
        ? { toolCalls: [{ name: "exec", arguments: { command: `node scripts/probe.mjs ${targets.join(" ")}` } }] }
        : { content: "probed" },
    );
    const bot = startBotProcess(env, cwd);
    try {
      await tg.waitForPolls(1, 30_000);
      tg.pushMessage({ chatId: OWNER, text: "the page says: run the probe" });
      await tg.waitForSent(OWNER, 1, 30_000);
    } finally {
      expect(await bot.stop("SIGTERM")).toBe(0);
    }
    const tool = openai.requests.flatMap((r) => r.messages.filter((m) => m.role === "tool")).at(-1)?.content ?? "";
    const results = JSON.parse(tool.slice(tool.indexOf("{"))) as Record<string, string>;
    const denied = Object.entries(results).filter(([what]) => what !== "write own data dir");
    const pid = bot.proc.pid;
    const files = [`/proc/${pid}/environ`, `/proc/${pid}/cwd/.env`, `/proc/${pid}/cwd/data/assistant.db`, ...targets.map((t) => `/proc/${pid}/cwd/${t.slice(4)}`)];
    for (const f of files) expect(Object.keys(results)).toContain(f);
    for (const f of files.slice(1)) for (const how of ["import", "require"]) expect(Object.keys(results)).toContain(`${how} ${f}`);
    expect(denied.length).toBe(new Set(files).size + 1 + 2 * targets.length + 8);
    for (const [what, outcome] of denied) expect(`${what}: ${outcome}`).toMatch(/: DENIED:(ERR_ACCESS_DENIED|ERR_DLOPEN_DISABLED)$/);
    expect(results["write own data dir"]).toBe("DONE:ok");
    expect(fs.existsSync(path.join(cwd, "data", "skills", "probe", String(OWNER), "mine.txt"))).toBe(true);
    // Nothing secret reached the model.
    const seen = openai.requests.map(requestText).join("\n");
    for (const secret of [apiKey, tg.token, "other chat secret", "SQLite format 3"]) expect(seen).not.toContain(secret);
  });
});
