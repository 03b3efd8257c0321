// npm run doctor against the loopback fakes: every check green, then each failure a
// newcomer meets (Ollama down, a model not pulled, a main model that never calls tools, a
// rejected token ...) with its fix line and the exit code.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { doctor } from "../../src/cli/doctor.js";
import { createConfig } from "../../src/config.js";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { baseEnv, tempDir } from "../support/harness.js";
import { hasBwrap, pathWithoutBwrap } from "../support/sandbox.js";

let tg: FakeTelegram;
let openai: FakeOpenAI;
let ollama: FakeOllama;
let dir: string;

beforeEach(async () => {
  [tg, openai, ollama] = await Promise.all([startFakeTelegram(), startFakeOpenAI(), startFakeOllama()]);
  // A tool-calling main model: offered the exec tool, it calls it.
  openai.setResponder((req) => (req.tools?.length ? { toolCalls: [{ name: "exec", arguments: { command: "clock now" } }] } : { content: "Hello" }));
  dir = tempDir("doctor-");
});
afterEach(async () => {
  await Promise.all([tg.close(), openai.close(), ollama.close()]);
});

async function run(extra: Record<string, string> = {}, drop: string[] = []) {
  const env: Record<string, string> = { ...baseEnv({ tg, openai, ollama }, dir), VISION_MODEL: "fake-vision", STT_BASE_URL: openai.baseUrl, STT_MODEL: "fake-whisper", ...extra };
  for (const k of drop) delete env[k];
  const out: string[] = [];
  const code = await doctor(env, dir, (l) => out.push(l));
  // The line whose check name (between the icon and the first colon) matches.
  const line = (name: RegExp) => out.find((l) => /^(✅|❌|⚠️|➖) /.test(l) && name.test(l.slice(l.indexOf(" ") + 1).split(":")[0] as string)) ?? "";
  return { code, out, text: out.join("\n"), line };
}

describe("npm run doctor", () => {
  it("all green: one ✅ line per check, in order, and exit code 0", async () => {
    const db = openDatabase(createConfig(baseEnv({ tg, openai, ollama }, dir)).dbPath);
    migrate(db);
    db.close();
    const r = await run();
    expect(r.code).toBe(0);
    const checks = r.out.filter((l) => /^(✅|❌|⚠️|➖) /.test(l));
    expect(checks.map((l) => l.split(":")[0])).toEqual([
      "✅ configuration", "✅ Telegram", "✅ Ollama", "✅ LOCAL_MODEL fake-local", "✅ EMBED_MODEL fake-embed", "✅ VISION_MODEL fake-vision",
      "✅ structured output (fake-local)", "✅ main model fake-main", "✅ tool calls", "✅ speech-to-text fake-whisper", "✅ data", "✅ skills", "✅ skill containment",
    ]);
    expect(r.line(/Telegram/)).toContain(`@home_assistant_bot at ${tg.apiRoot}`);
    expect(r.line(/^Ollama/)).toContain(`0.12.0 at ${ollama.host}`);
    expect(r.line(/EMBED_MODEL/)).toContain("64-dimensional embeddings");
    expect(r.line(/VISION_MODEL/)).toContain("can see images");
    expect(r.line(/structured output/)).toMatch(/valid \(\{"lookup": false\}\)/);
    expect(r.line(/tool calls/)).toContain('called exec {"command":"clock now"}');
    expect(r.line(/^data/)).toMatch(/database at migration \d+ \(up to date\)/);
    expect(r.line(/^skills/)).toMatch(/available: .*article/);
    // The built-in skills are node only: contained with or without bubblewrap.
    expect(r.line(/skill containment/)).toMatch(
      hasBwrap ? /bubblewrap \(\S+bwrap\) sandboxes every skill; article, feeds, notes, schedule: 🔒 Node permissions \+ bubblewrap$/ : /no sandbox \(needs bubblewrap .*\); article, feeds, notes, schedule: 🔒 Node permissions$/,
    );
    expect(r.text).toContain("Everything the bot needs works. Start it with `npm start`.");
    // The checks went through the real endpoints.
    expect(ollama.callsOf("lookup")).toHaveLength(1);
    expect(openai.transcriptions).toEqual([expect.objectContaining({ model: "fake-whisper" })]);
    expect(tg.callsOf("getMe")).toHaveLength(1);
    expect(r.text).not.toContain("sk-test-secret-key");
  });

  it("Ollama down: ❌ with how to start it, the model checks are skipped, exit 1", async () => {
    await ollama.close();
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.line(/Ollama/)).toMatch(new RegExp(`^❌ Ollama: not reachable at ${ollama.host} \\(ECONNREFUSED\\) → start Ollama \\(\`ollama serve\`, or the desktop app\\), or set OLLAMA_HOST`));
    expect(r.line(/LOCAL_MODEL/)).toMatch(/^➖ .*not checked \(Ollama is not reachable\)/);
    expect(r.line(/structured output/)).toMatch(/^➖/);
    expect(r.text).toMatch(/1 problem stops the bot from chatting/);
  });

  it("a model not pulled: ❌ with the exact `ollama pull` line, exit 1", async () => {
    ollama.removeModel("fake-local");
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.line(/LOCAL_MODEL/)).toBe("❌ LOCAL_MODEL fake-local: not pulled → ollama pull fake-local");
    expect(r.line(/structured output/)).toMatch(/^➖ .*LOCAL_MODEL is not pulled/);
    ollama.removeModel("fake-embed");
    expect((await run()).line(/EMBED_MODEL/)).toBe("❌ EMBED_MODEL fake-embed: not pulled → ollama pull fake-embed");
  });

  it("a main model that never calls tools: it answers, but ❌ tool calls with the fix, exit 1", async () => {
    openai.setModels([{ id: "fake-main", tools: "never" }]);
    // The answer quoted in the line echoes the API key: printed lines are scrubbed.
    openai.setResponder(() => ({ content: "Hello! Your key is sk-test-secret-key-1234567890" }));
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.line(/main model/)).toMatch(/^✅ main model fake-main: answers at/);
    expect(r.line(/tool calls/)).toMatch(/^❌ tool calls: offered the exec tool, fake-main answered in text instead \("Hello! Your key is \[redacted\]"\).*no skill would ever run → choose a main model that calls tools/);
  });

  it("a main model that writes its tool calls as text (which the bot reads back): ⚠️, chat works, exit 0", async () => {
    openai.setResponder((req) => (req.tools?.length ? { content: '<tool_call>\n{"name": "exec", "arguments": {"command": "clock now"}}\n</tool_call>' } : { content: "Hello" }));
    const r = await run();
    expect(r.line(/tool calls/)).toMatch(/^⚠️ tool calls: fake-main writes its tool calls as text instead of the tool_calls field; the bot reads them back/);
    expect(r.code).toBe(0);
  });

  it("a main model that refuses tools altogether (Ollama's 400): ❌ tool calls, exit 1", async () => {
    openai.setModels([{ id: "fake-main", tools: "unsupported" }]);
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.line(/main model/)).toMatch(/^✅/);
    expect(r.line(/tool calls/)).toMatch(/^❌ tool calls: fake-main refused a request that offers a tool \(.*does not support tools\)/);
  });

  it("a main model that is not there: ❌ with the pull line, exit 1", async () => {
    openai.setModels([{ id: "other-model" }]);
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.line(/main model/)).toMatch(/^❌ main model fake-main: no answer at .*ollama pull fake-main/);
    expect(r.line(/tool calls/)).toMatch(/^➖/);
  });

  it("a rejected token: ❌ the token was rejected, with where to get it, exit 1; the token is never printed", async () => {
    const r = await run({ TELEGRAM_BOT_TOKEN: "123456:REVOKED-token-abcdefghijklmnop" });
    expect(r.code).toBe(1);
    expect(r.line(/Telegram/)).toBe("❌ Telegram: the token was rejected (401 Unauthorized) → copy the token again from @BotFather (/mybots -> your bot -> API Token) into TELEGRAM_BOT_TOKEN");
    expect(r.text).not.toContain("REVOKED-token");
  });

  it("Telegram unreachable, or a webhook left set: ❌ with the reason", async () => {
    await tg.pause();
    expect((await run()).line(/Telegram/)).toMatch(/^❌ Telegram: cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED/);
    await tg.resume();
    tg.setPollConflict(true, true);
    expect((await run()).line(/Telegram/)).toMatch(/^❌ Telegram: @home_assistant_bot, but a webhook is set .*deleteWebhook/);
  });

  it("optional parts failing warn (⚠️) without failing chat: exit 0", async () => {
    ollama.removeModel("fake-vision");
    openai.setTranscriber(() => ({ fault: "401" }));
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.line(/VISION_MODEL/)).toBe("⚠️ VISION_MODEL fake-vision: not pulled → ollama pull fake-vision");
    expect(r.line(/speech-to-text/)).toMatch(/^⚠️ speech-to-text fake-whisper: no transcription at .* → the speech-to-text server rejected the key \(HTTP 401; check STT_API_KEY\)/);
    expect(r.text).toMatch(/The bot can chat; 2 optional parts need attention/);
    // A vision model that cannot see.
    ollama.addModel("fake-vision", { capabilities: ["completion"] });
    expect((await run()).line(/VISION_MODEL/)).toMatch(/^⚠️ VISION_MODEL fake-vision: pulled, but it cannot see images/);
  });

  it("not configured: ➖ for the optional parts, ❌ for what `npm start` needs", async () => {
    const r = await run({}, ["VISION_MODEL", "STT_BASE_URL", "MAIN_MODEL"]);
    expect(r.line(/VISION_MODEL/)).toMatch(/^➖ VISION_MODEL: not set \(optional\)/);
    expect(r.line(/speech-to-text/)).toMatch(/^➖ speech-to-text: not configured/);
    expect(r.line(/configuration/)).toMatch(/^❌ configuration: .*MAIN_MODEL is not set/);
    expect(r.line(/main model/)).toMatch(/^➖ main model: not checked/);
    expect(r.code).toBe(1);
  });

  it("an invalid configuration: one ❌ line naming each problem, nothing else is tried", async () => {
    const r = await run({ ALLOWED_USER_IDS: "me", OLLAMA_HOST: "localhost" });
    expect(r.code).toBe(1);
    expect(r.out.filter((l) => /^(✅|❌|⚠️|➖)/.test(l))).toHaveLength(1);
    expect(r.line(/configuration/)).toMatch(/^❌ configuration: .*ALLOWED_USER_IDS.*OLLAMA_HOST must be an http\(s\) URL.* → fix these in \.env/);
    expect(tg.calls).toHaveLength(0);
  });

  it("the data directory: not writable ❌; a database from a newer version ❌", async () => {
    // A file where the folder should be (permissions do not stop root, who runs CI).
    fs.writeFileSync(path.join(dir, "blocked"), "");
    const r = await run({ DATA_DIR: path.join(dir, "blocked", "data") });
    expect(r.line(/^data/)).toMatch(/^❌ data: .*blocked\/data is not writable \(ENOTDIR\) → set DATA_DIR to a folder you can write/);
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    db.exec("INSERT INTO schema_migrations VALUES (999, '999_future.sql', 0)");
    db.close();
    expect((await run()).line(/^data/)).toMatch(/^❌ data: the database is at migration 999, newer than this code/);
  });

  it("as a command: prints the lines and exits 1 on a failure", async () => {
    const env = { ...baseEnv({ tg, openai, ollama }, dir), TELEGRAM_BOT_TOKEN: "123456:REVOKED-token-abcdefghijklmnop" };
    const cli = path.resolve(import.meta.dirname, "../../src/cli/doctor.ts");
    const proc = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), cli], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    proc.stdout.on("data", (d: Buffer) => (out += d.toString()));
    proc.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const code = await new Promise((r) => proc.on("exit", r));
    expect(out).toContain("❌ Telegram: the token was rejected (401 Unauthorized)");
    expect(code).toBe(1);
  }, 30_000);

  it("without bubblewrap on PATH: skills that run other programs are listed as unavailable with the fix; with the opt-in, as NOT contained (⚠️)", async () => {
    const skills = { SKILLS_DIR: path.resolve(import.meta.dirname, "../fixtures/skills"), PATH: pathWithoutBwrap() };
    const off = await run(skills);
    expect(off.line(/skill probe-py/)).toBe("⚠️ skill probe-py: unavailable: needs bubblewrap (apt install bubblewrap) to run contained, or set ALLOW_UNCONTAINED_SKILLS=true → install what it needs, or ignore it if you do not use it");
    expect(off.line(/skill containment/)).toMatch(/^✅ skill containment: no sandbox \(needs bubblewrap .*\);.* probe: 🔒 Node permissions/);
    const on = await run({ ...skills, ALLOW_UNCONTAINED_SKILLS: "true" });
    expect(on.line(/skill probe-py/)).toBe("");
    expect(on.line(/skill containment/)).toMatch(/^⚠️ skill containment: no sandbox .*orphans, polyglot, probe-py: ⚠️ NOT contained \(ALLOW_UNCONTAINED_SKILLS\).* → install bubblewrap \(apt install bubblewrap\)/);
  });
});
