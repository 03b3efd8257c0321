// Starts the real application (grammY, the openai and ollama packages, SQLite with
// sqlite-vec) against the loopback fakes, in this process. Every server is on 127.0.0.1.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type App, createApp } from "../../src/app.js";
import type { Clock } from "../../src/clock.js";
import { type Config, createConfig, secretsOf } from "../../src/config.js";
import { createSecrets } from "../../src/secrets.js";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createOllamaEmbedder, createOllamaLocalModel } from "../../src/llm/local-model.js";
import { createOpenAIChatModel } from "../../src/llm/openai-chat.js";
import { createOpenAITranscriber } from "../../src/llm/transcribe.js";
import { createOllamaDescriber } from "../../src/llm/vision.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { type CapturedLog, captureLog } from "./log.js";

export const OWNER = 111_111;
export const SECOND_USER = 222_222;
export const STRANGER = 999_999;

export const REPO_SKILLS = path.resolve(import.meta.dirname, "../../skills");

export interface Harness {
  tg: FakeTelegram;
  openai: FakeOpenAI;
  ollama: FakeOllama;
  app: App;
  config: Config;
  db: Db;
  logs: CapturedLog;
  dir: string;
  env: Record<string, string>;
  /**
   * Sends a text from a user and waits until the bot has answered it (count messages) and
   * the app is idle: the turn, and every send it makes, is over when this returns.
   */
  say(text: string, opts?: { chatId?: number; userId?: number; expect?: number; timeoutMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Start the bot (polling) — false to only build it. */
  start?: boolean;
  dir?: string;
  fakes?: { tg?: FakeTelegram; openai?: FakeOpenAI; ollama?: FakeOllama };
  embedDim?: number;
  /** How long a conversation is quiet before it is tagged (default 0 here: tagged at once). */
  tagQuietMs?: number;
  /** The captured log's level (default debug, so tests can assert on every stage; benchmarks use the production default). */
  logLevel?: string;
  /** An album counts as complete after this long without a new part. */
  albumQuietMs?: number;
  /** Speech-to-text at the fake OpenAI server (STT_BASE_URL = its /v1). */
  stt?: boolean;
  /** The main model client's timeout (tests keep it short; the benchmarks' slow models need more). */
  modelTimeoutMs?: number;
}

export function tempDir(prefix = "assistant-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function baseEnv(f: { tg: FakeTelegram; openai: FakeOpenAI; ollama: FakeOllama }, dir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: dir,
    TELEGRAM_BOT_TOKEN: f.tg.token,
    TELEGRAM_API_ROOT: f.tg.apiRoot,
    TELEGRAM_POLL_TIMEOUT: "1",
    ALLOWED_USER_IDS: `${OWNER},${SECOND_USER}`,
    OLLAMA_HOST: f.ollama.host,
    OPENAI_BASE_URL: f.openai.baseUrl,
    OPENAI_API_KEY: "sk-test-secret-key-1234567890",
    MAIN_MODEL: "fake-main",
    LOCAL_MODEL: "fake-local",
    EMBED_MODEL: "fake-embed",
    DATA_DIR: dir,
    SKILLS_DIR: REPO_SKILLS,
    TZ: "Asia/Seoul",
    LOG_LEVEL: "debug",
    LOCAL_TIMEOUT_MS: "2000",
    MEMORY_MIN_SIMILARITY: "0.2",
    DIGEST_RETRY_BASE_MS: "20",
    // Test pages live on loopback; tests of the refusal set it to "false".
    ALLOW_PRIVATE_URLS: "true",
    ...extra,
  };
}

export async function startHarness(o: HarnessOptions = {}): Promise<Harness> {
  const tg = o.fakes?.tg ?? (await startFakeTelegram());
  const openai = o.fakes?.openai ?? (await startFakeOpenAI());
  const ollama = o.fakes?.ollama ?? (await startFakeOllama({ embedDim: o.embedDim ?? 64 }));
  const dir = o.dir ?? tempDir();
  const env = baseEnv({ tg, openai, ollama }, dir, { ...(o.stt ? { STT_BASE_URL: openai.baseUrl, STT_MODEL: "whisper-test", STT_API_KEY: "stt-secret-key-123456" } : {}), ...o.env });
  const config = createConfig(env);
  const secrets = createSecrets(secretsOf(config));
  const logs = captureLog({ level: o.logLevel ?? "debug", secrets });
  const db = openDatabase(config.dbPath);
  migrate(db);
  const app = createApp({
    config,
    log: logs.log,
    clock: o.clock ?? { now: () => Date.now() },
    db,
    secrets,
    chatModel: createOpenAIChatModel({ baseUrl: config.main.baseUrl, apiKey: config.main.apiKey, model: config.main.model, stream: config.main.stream, timeoutMs: o.modelTimeoutMs ?? 10_000 }),
    local: createOllamaLocalModel({ host: config.ollama.host, model: config.ollama.localModel, timeoutMs: config.ollama.localTimeoutMs }),
    embedder: createOllamaEmbedder({ host: config.ollama.host, model: config.ollama.embedModel, timeoutMs: config.ollama.localTimeoutMs }),
    sendRetryBaseMs: 10,
    indexerIdleMs: 50,
    tagQuietMs: o.tagQuietMs ?? 0,
    vision: config.ollama.visionModel !== "" ? createOllamaDescriber({ host: config.ollama.host, model: config.ollama.visionModel, timeoutMs: 5_000 }) : undefined,
    transcriber: config.stt ? createOpenAITranscriber({ ...config.stt, timeoutMs: 5_000 }) : undefined,
    albumQuietMs: o.albumQuietMs ?? 150,
  });
  if (o.start !== false) await app.start();
  let stopped = false;
  const h: Harness = {
    tg, openai, ollama, app, config, db, logs, dir, env,
    async say(text, opts = {}) {
      const chatId = opts.chatId ?? OWNER;
      const before = tg.sentTo(chatId).length;
      tg.pushMessage({ chatId, userId: opts.userId ?? chatId, text });
      await tg.waitForSent(chatId, before + (opts.expect ?? 1), opts.timeoutMs ?? 10_000);
      await app.idle();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.stop();
      db.close();
      if (!o.fakes?.tg) await tg.close();
      if (!o.fakes?.openai) await openai.close();
      if (!o.fakes?.ollama) await ollama.close();
    },
  };
  return h;
}
