// The checks of `npm run doctor`, in the order a newcomer fixes things: configuration,
// Telegram, Ollama and its models, the local model's structured output, the main model
// (answers, calls tools), speech-to-text, the data directory and database, skills.
// Every check is bounded in time and reports through the same libraries the bot uses
// (grammY, ollama, openai, better-sqlite3), so what passes here works in the bot.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { GrammyError } from "grammy";
import { Ollama } from "ollama";
import { type Config, ConfigError, createConfig, requireBotSettings } from "../config.js";
import { MIGRATIONS_DIR, readMigrations } from "../db/migrate.js";
import { createOllamaEmbedder, createOllamaLocalModel } from "../llm/local-model.js";
import { createOpenAIChatModel } from "../llm/openai-chat.js";
import { readTextToolCalls } from "../llm/text-tool-calls.js";
import { createOpenAITranscriber } from "../llm/transcribe.js";
import type { ChatResponse } from "../llm/types.js";
import type { Log } from "../log.js";
import { LookupSchema } from "../pipeline/decide.js";
import { createBot } from "../telegram/bot.js";
import { describeTelegramError } from "../telegram/polling.js";
import { loadCatalog, whichOnPath } from "../tools/catalog.js";
import { EXEC_TOOL } from "../tools/run-call.js";
import type { CheckResult } from "./report.js";

export interface DoctorOptions {
  cwd: string;
  log: Log;
  /** Bounds for network checks (ms); tests shorten them. */
  timeoutMs?: number;
  /** The local and main model may need to load into memory first: a longer bound. */
  modelTimeoutMs?: number;
}

const errText = (err: unknown): string => {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return "no answer in time";
  return e?.cause?.code ?? e?.message ?? String(err);
};

/** Ollama's names: "bge-m3" is "bge-m3:latest". */
export const ollamaName = (n: string) => (n.includes(":") ? n : `${n}:latest`);

function ollamaClient(host: string, timeoutMs: number): Ollama {
  return new Ollama({ host, fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) });
}

/** Runs the checks in order, yielding each result as soon as it is known. */
export async function* runChecks(env: Readonly<Record<string, string | undefined>>, o: DoctorOptions): AsyncGenerator<CheckResult> {
  const t = o.timeoutMs ?? 10_000;
  const modelT = o.modelTimeoutMs ?? 120_000;

  // 1. Configuration.
  let config: Config;
  try {
    config = createConfig(env, o.cwd);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    yield { name: "configuration", status: "fail", detail: err.problems.join("; "), fix: "fix these in .env (.env.example explains every variable)" };
    return;
  }
  let missing: string[] = [];
  try {
    requireBotSettings(config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    missing = [...err.problems];
  }
  const envFile = fs.existsSync(path.join(o.cwd, ".env")) ? ".env read" : "no .env file (copy .env.example to .env)";
  if (missing.length > 0) yield { name: "configuration", status: "fail", detail: `${envFile}; ${missing.join("; ")}`, fix: "set these in .env" };
  else if (config.telegram.allowedUserIds.size === 0)
    yield { name: "configuration", status: "warn", detail: `${envFile}; ALLOWED_USER_IDS is empty, so everyone is refused`, fix: "message the bot once: the refusal tells you your id; put it in ALLOWED_USER_IDS" };
  else yield { name: "configuration", status: "ok", detail: `${envFile}; ${config.telegram.allowedUserIds.size} allowed user(s), data in ${config.dataDir}` };

  // 2. Telegram.
  if (config.telegram.token === "") yield { name: "Telegram", status: "skip", detail: "not checked (TELEGRAM_BOT_TOKEN is not set)" };
  else yield await checkTelegram(config, t);

  // 3-6. Ollama and the models pulled there.
  const ollama = ollamaClient(config.ollama.host, t);
  let pulled: Map<string, { parameterSize: string; quantization: string }> | undefined;
  let version = "";
  try {
    version = (await ollama.version()).version;
    pulled = new Map((await ollama.list()).models.map((m) => [ollamaName(m.name), { parameterSize: m.details?.parameter_size ?? "", quantization: m.details?.quantization_level ?? "" }]));
    yield { name: "Ollama", status: "ok", detail: `${version} at ${config.ollama.host}, ${pulled.size} model(s) pulled` };
  } catch (err) {
    yield { name: "Ollama", status: "fail", detail: `not reachable at ${config.ollama.host} (${errText(err)})`, fix: "start Ollama (`ollama serve`, or the desktop app), or set OLLAMA_HOST to where it runs" };
  }
  const modelLine = (variable: string, name: string, required: boolean): CheckResult | undefined => {
    if (!pulled) return { name: `${variable} ${name}`, status: "skip", detail: "not checked (Ollama is not reachable)" };
    const m = pulled.get(ollamaName(name));
    if (!m) return { name: `${variable} ${name}`, status: required ? "fail" : "warn", detail: "not pulled", fix: `ollama pull ${name}` };
    return undefined;
  };
  const local = config.ollama.localModel;
  const localMissing = modelLine("LOCAL_MODEL", local, true);
  if (localMissing) yield localMissing;
  else {
    const m = pulled?.get(ollamaName(local));
    yield { name: `LOCAL_MODEL ${local}`, status: "ok", detail: `pulled (${[m?.parameterSize, m?.quantization].filter(Boolean).join(", ")})` };
  }
  const embedMissing = modelLine("EMBED_MODEL", config.ollama.embedModel, true);
  yield embedMissing ?? (await checkEmbeddings(config, modelT));
  if (config.ollama.visionModel === "") yield { name: "VISION_MODEL", status: "skip", detail: "not set (optional): photos go to the main model only when it can see images" };
  else yield modelLine("VISION_MODEL", config.ollama.visionModel, false) ?? (await checkVision(config, t));

  // 7. The local model's structured output (needs the model pulled).
  if (pulled && !localMissing) yield await checkStructured(config, modelT, version);
  else yield { name: "structured output", status: "skip", detail: `not checked (${pulled ? "LOCAL_MODEL is not pulled" : "Ollama is not reachable"})` };

  // 8. The main model: answers, and calls a tool when offered one.
  if (config.main.model === "") yield { name: "main model", status: "skip", detail: "not checked (MAIN_MODEL is not set)" };
  else yield* checkMainModel(config, modelT);

  // 9. Speech-to-text (optional).
  if (!config.stt) yield { name: "speech-to-text", status: "skip", detail: "not configured (optional): voice notes are answered with the reason" };
  else yield await checkStt(config, modelT);

  // 10. Data directory and database.
  yield checkData(config);

  // 11. Skills.
  yield* checkSkills(config, o.log);
}

async function checkTelegram(config: Config, t: number): Promise<CheckResult> {
  const bot = createBot({ token: config.telegram.token, apiRoot: config.telegram.apiRoot, timeoutSeconds: Math.ceil(t / 1000) });
  try {
    const me = await bot.api.getMe(AbortSignal.timeout(t) as never);
    let webhook: { url?: string; pending_update_count: number } | undefined;
    try {
      webhook = await bot.api.getWebhookInfo(AbortSignal.timeout(t) as never);
    } catch {
      webhook = undefined;
    }
    if (webhook?.url)
      return { name: "Telegram", status: "fail", detail: `@${me.username}, but a webhook is set (${webhook.url}), so polling is refused`, fix: `remove it: open ${config.telegram.apiRoot}/bot<token>/deleteWebhook once` };
    const waiting = webhook && webhook.pending_update_count > 0 ? `, ${webhook.pending_update_count} update(s) waiting` : "";
    return { name: "Telegram", status: "ok", detail: `@${me.username} at ${config.telegram.apiRoot}${waiting}` };
  } catch (err) {
    if (err instanceof GrammyError && err.error_code === 401)
      return { name: "Telegram", status: "fail", detail: "the token was rejected (401 Unauthorized)", fix: "copy the token again from @BotFather (/mybots -> your bot -> API Token) into TELEGRAM_BOT_TOKEN" };
    if (err instanceof GrammyError && err.error_code === 404)
      return { name: "Telegram", status: "fail", detail: `${config.telegram.apiRoot} does not answer like a Bot API server (404)`, fix: "check TELEGRAM_API_ROOT (default https://api.telegram.org)" };
    const why = (err as { name?: string })?.name === "HttpError" && /abort/i.test(describeTelegramError(err)) ? "no answer in time" : describeTelegramError(err);
    return { name: "Telegram", status: "fail", detail: `cannot reach ${config.telegram.apiRoot} (${why})`, fix: "check the network connection (and TELEGRAM_API_ROOT if you changed it)" };
  }
}

async function checkEmbeddings(config: Config, modelT: number): Promise<CheckResult> {
  const name = `EMBED_MODEL ${config.ollama.embedModel}`;
  const r = await createOllamaEmbedder({ host: config.ollama.host, model: config.ollama.embedModel, timeoutMs: modelT }).embed(["doctor: 안녕하세요, hello"], modelT);
  if (!r.ok) return { name, status: "fail", detail: `pulled, but embedding failed (${r.error})`, fix: "check that it is an embedding model (e.g. bge-m3) and that Ollama has memory for it" };
  const stored = storedVectorShape(config.dbPath);
  const note = stored && (stored.model !== config.ollama.embedModel || stored.dim !== r.value.dim)
    ? `; the database holds ${stored.dim}-dimensional vectors from ${stored.model}: memory is re-embedded at the next start`
    : "";
  return { name, status: "ok", detail: `pulled, ${r.value.dim}-dimensional embeddings${note}` };
}

async function checkVision(config: Config, t: number): Promise<CheckResult> {
  const name = `VISION_MODEL ${config.ollama.visionModel}`;
  try {
    const show = await ollamaClient(config.ollama.host, t).show({ model: config.ollama.visionModel });
    const caps = show.capabilities ?? [];
    if (caps.length > 0 && !caps.includes("vision"))
      return { name, status: "warn", detail: `pulled, but it cannot see images (capabilities: ${caps.join(", ")})`, fix: "choose a vision model, e.g. `ollama pull qwen2.5vl:7b`" };
    return { name, status: "ok", detail: "pulled, can see images" };
  } catch (err) {
    return { name, status: "warn", detail: `could not be inspected (${errText(err)})`, fix: `ollama pull ${config.ollama.visionModel}` };
  }
}

async function checkStructured(config: Config, modelT: number, version: string): Promise<CheckResult> {
  const local = createOllamaLocalModel({ host: config.ollama.host, model: config.ollama.localModel, timeoutMs: modelT });
  const ask = () =>
    local.structured({
      task: "doctor",
      schema: LookupSchema,
      messages: [
        { role: "system", content: 'Does the user explicitly ask you to look something up with a tool? Answer as JSON {"lookup": boolean}.' },
        { role: "user", content: "What is the capital of France?" },
      ],
      maxTokens: 16,
    });
  let r = await ask();
  // The first call may include loading the model into memory; judge the speed on a warm call.
  if (r.ok && r.ms > config.ollama.localTimeoutMs) r = await ask();
  const name = `structured output (${config.ollama.localModel})`;
  if (!r.ok)
    return r.reason === "invalid"
      ? { name, status: "fail", detail: `the answer was not valid structured output (${r.error})`, fix: `use an instruct model that follows a JSON schema (e.g. qwen2.5:3b) with Ollama 0.5 or newer (this is ${version})` }
      : { name, status: "fail", detail: `no answer (${r.error})`, fix: "check that Ollama has memory for LOCAL_MODEL (`ollama ps`)" };
  if (r.ms > config.ollama.localTimeoutMs)
    return { name, status: "warn", detail: `valid, but ${r.ms} ms is over LOCAL_TIMEOUT_MS (${config.ollama.localTimeoutMs}): the quick decisions would time out`, fix: "use a smaller LOCAL_MODEL or raise LOCAL_TIMEOUT_MS" };
  return { name, status: "ok", detail: `valid ({"lookup": ${r.value.lookup}}) in ${r.ms} ms` };
}

async function* checkMainModel(config: Config, modelT: number): AsyncGenerator<CheckResult> {
  const name = `main model ${config.main.model}`;
  const chat = createOpenAIChatModel({ baseUrl: config.main.baseUrl, apiKey: config.main.apiKey, model: config.main.model, stream: config.main.stream, timeoutMs: Math.min(config.main.timeoutMs, modelT) });
  const system = "You are an assistant that can run skills with the exec tool. Skill `clock`: run `clock now` to get the current time.";
  const t0 = Date.now();
  let withTools: ChatResponse | undefined;
  let toolsError: string | undefined;
  try {
    withTools = await chat.complete({ messages: [{ role: "system", content: system }, { role: "user", content: "What time is it now? Use the clock skill." }], tools: [EXEC_TOOL], maxTokens: 256 });
  } catch (err) {
    toolsError = (err as Error).message;
  }
  if (!withTools) {
    // Some models refuse requests that offer tools at all: does it answer without them?
    try {
      await chat.complete({ messages: [{ role: "user", content: "Say hello in one word." }], maxTokens: 32 });
    } catch (err) {
      yield { name, status: "fail", detail: `no answer at ${config.main.baseUrl}: ${(err as Error).message}`, fix: "fix MAIN_MODEL / OPENAI_BASE_URL / OPENAI_API_KEY as the message says" };
      yield { name: "tool calls", status: "skip", detail: "not checked (the main model does not answer)" };
      return;
    }
    yield { name, status: "ok", detail: `answers at ${config.main.baseUrl}` };
    yield { name: "tool calls", status: "fail", detail: `${config.main.model} refused a request that offers a tool (${toolsError}): no skill would ever run`, fix: TOOL_FIX };
    return;
  }
  yield { name, status: "ok", detail: `answers at ${config.main.baseUrl} (${Date.now() - t0} ms)` };
  const call = withTools.toolCalls.find((c) => c.name === "exec");
  const written = call ? undefined : readTextToolCalls(withTools.content);
  if (written?.kind === "calls" && written.calls.some((c) => c.name === "exec"))
    return yield { name: "tool calls", status: "warn", detail: `${config.main.model} writes its tool calls as text instead of the tool_calls field; the bot reads them back, so skills run`, fix: `a model with native tool calls is more reliable (${TOOL_FIX.replace(/^choose /, "")})` };
  if (!call) return yield { name: "tool calls", status: "fail", detail: `offered the exec tool, ${config.main.model} answered in text instead ("${withTools.content.replace(/\s+/g, " ").slice(0, 60)}"): no skill would ever run`, fix: TOOL_FIX };
  try {
    JSON.parse(call.arguments);
  } catch {
    return yield { name: "tool calls", status: "fail", detail: `called exec with arguments that are not JSON (${call.arguments.slice(0, 60)})`, fix: TOOL_FIX };
  }
  yield { name: "tool calls", status: "ok", detail: `called exec ${call.arguments.slice(0, 80)}` };
}

const TOOL_FIX = "choose a main model that calls tools (e.g. qwen2.5:14b, llama3.1:8b, mistral-nemo) in MAIN_MODEL";

/** Half a second of silence as 16 kHz mono 16-bit WAV: the smallest honest transcription request. */
export function silentWav(ms = 500): Buffer {
  const samples = Math.round((16_000 * ms) / 1000);
  const b = Buffer.alloc(44 + samples * 2);
  b.write("RIFF", 0);
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write("WAVEfmt ", 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16_000, 24);
  b.writeUInt32LE(32_000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write("data", 36);
  b.writeUInt32LE(samples * 2, 40);
  return b;
}

async function checkStt(config: Config, modelT: number): Promise<CheckResult> {
  const stt = config.stt as NonNullable<Config["stt"]>;
  const name = `speech-to-text ${stt.model}`;
  const r = await createOpenAITranscriber({ ...stt, timeoutMs: modelT }).transcribe({ bytes: silentWav(), name: "doctor.wav", mime: "audio/wav" });
  // The transcriber's errors already name the variable to fix.
  if (!r.ok) return { name, status: "warn", detail: `no transcription at ${stt.baseUrl}`, fix: r.error };
  return { name, status: "ok", detail: `transcribes at ${stt.baseUrl} (${r.ms} ms)` };
}

function storedVectorShape(dbPath: string): { model: string; dim: number } | undefined {
  if (!fs.existsSync(dbPath)) return undefined;
  let db: Database.Database | undefined;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
    // Written by memory/vector-index.ts when the first vectors are stored.
    const get = (key: string) => (db?.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined)?.value;
    const model = get("embed_model");
    const dim = Number(get("embed_dim") ?? 0);
    return model && dim > 0 ? { model, dim } : undefined;
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

function checkData(config: Config): CheckResult {
  const name = "data";
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const probe = path.join(config.dataDir, `.doctor-${process.pid}`);
    fs.writeFileSync(probe, "ok");
    fs.rmSync(probe);
  } catch (err) {
    return { name, status: "fail", detail: `${config.dataDir} is not writable (${(err as NodeJS.ErrnoException).code ?? errText(err)})`, fix: "set DATA_DIR to a folder you can write, or fix its permissions" };
  }
  const files = readMigrations(MIGRATIONS_DIR);
  const newest = files.at(-1)?.version ?? 0;
  if (!fs.existsSync(config.dbPath)) return { name, status: "ok", detail: `${config.dataDir} writable; no database yet (created at the first start)` };
  let db: Database.Database | undefined;
  try {
    db = new Database(config.dbPath, { readonly: true, fileMustExist: true });
    const has = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    const version = has ? ((db.prepare("SELECT MAX(version) AS v FROM schema_migrations").get() as { v: number | null }).v ?? 0) : 0;
    if (version > newest)
      return { name, status: "fail", detail: `the database is at migration ${version}, newer than this code (${newest})`, fix: "run the newer version of the bot, or restore a backup made with this version" };
    const pending = files.filter((f) => f.version > version).map((f) => f.name);
    return { name, status: "ok", detail: `${config.dataDir} writable; database at migration ${version}${pending.length ? ` (${pending.length} to apply at the next start: ${pending.join(", ")})` : " (up to date)"}` };
  } catch (err) {
    return { name, status: "fail", detail: `${config.dbPath} cannot be read (${errText(err)})`, fix: "restore the database from a backup, or move it away to start with an empty one" };
  } finally {
    db?.close();
  }
}

function* checkSkills(config: Config, log: Log): Generator<CheckResult> {
  const catalog = loadCatalog(config.skillsDirs, { log, env: config.skillEnvSource, which: whichOnPath(config.skillEnvSource.PATH) });
  const names = catalog.skills.map((s) => s.name);
  yield names.length > 0
    ? { name: "skills", status: "ok", detail: `${names.length} available: ${names.join(", ")}` }
    : { name: "skills", status: "warn", detail: `none available in ${config.skillsDirs.join(":")}`, fix: "set SKILLS_DIR to the folder(s) holding <name>/SKILL.md (the repository's skills/ by default)" };
  for (const u of catalog.unavailable) yield { name: `skill ${u.name}`, status: "warn", detail: `unavailable: ${u.reason}`, fix: "install what it needs, or ignore it if you do not use it" };
  for (const p of catalog.problems) yield { name: `skill file ${p.file.split(path.sep).slice(-2).join("/")}`, status: "warn", detail: p.problem, fix: "fix the SKILL.md frontmatter (name, description)" };
}
