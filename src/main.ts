// Composition root: the only module with effects at import. Reads .env, parses the
// configuration once, opens and migrates the database, creates the ports (models,
// logger), starts the bot, and shuts down gracefully on SIGINT/SIGTERM.
import fs from "node:fs";
import path from "node:path";
import { createApp } from "./app.js";
import { createEnvFileIfMissing } from "./cli/first-run.js";
import { systemClock } from "./clock.js";
import { ConfigError, createConfig, requireBotSettings, secretsOf } from "./config.js";
import { migrate, MigrationError } from "./db/migrate.js";
import { openDatabase } from "./db/open.js";
import { createOllamaEmbedder, createOllamaLocalModel } from "./llm/local-model.js";
import { createOpenAIChatModel } from "./llm/openai-chat.js";
import { createShutdown, refuseInspectorSignal } from "./lifecycle.js";
import { createLogger } from "./log.js";
import { logDestination, resolveLogFormat } from "./log-format.js";
import { TelegramFatalError } from "./telegram/polling.js";
import { createSecrets } from "./secrets.js";
import { createOpenAITranscriber } from "./llm/transcribe.js";
import { createOllamaDescriber } from "./llm/vision.js";

async function main(): Promise<void> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  let config;
  try {
    config = createConfig(process.env);
    requireBotSettings(config);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      const made = createEnvFileIfMissing(path.resolve(".env"), path.resolve(import.meta.dirname, "..", ".env.example"));
      if (made.kind === "created")
        process.stderr.write(`\nCreated ${made.path} from .env.example. Set TELEGRAM_BOT_TOKEN, MAIN_MODEL and ALLOWED_USER_IDS in it, then run npm start again.\n`);
      process.exit(78);
    }
    throw err;
  }
  if (config.timezone !== process.env.TZ) process.env.TZ = config.timezone;
  const secrets = createSecrets(secretsOf(config));
  const destination = logDestination(resolveLogFormat(config.logFormat, process.stdout.isTTY), { isTTY: process.stdout.isTTY });
  const log = createLogger({ level: config.logLevel, secrets, ...(destination ? { destination } : {}) });
  if (config.telegram.allowedUserIds.size === 0)
    log.warn("ALLOWED_USER_IDS is empty: everyone is refused. Message the bot once; it replies with your id to put in .env.");

  const db = openDatabase(config.dbPath);
  try {
    const applied = migrate(db);
    if (applied.length > 0) log.info({ applied }, "database migrated");
  } catch (err) {
    if (err instanceof MigrationError) {
      log.fatal({ err }, err.message);
      process.stderr.write(`${err.message}\n`);
      process.exit(70);
    }
    throw err;
  }

  const app = createApp({
    config,
    log,
    clock: systemClock,
    db,
    secrets,
    chatModel: createOpenAIChatModel({ baseUrl: config.main.baseUrl, apiKey: config.main.apiKey, model: config.main.model, stream: config.main.stream, timeoutMs: config.main.timeoutMs }),
    local: createOllamaLocalModel({ host: config.ollama.host, model: config.ollama.localModel, timeoutMs: config.ollama.localTimeoutMs }),
    embedder: createOllamaEmbedder({ host: config.ollama.host, model: config.ollama.embedModel, timeoutMs: config.ollama.localTimeoutMs }),
    vision: config.ollama.visionModel !== "" ? createOllamaDescriber({ host: config.ollama.host, model: config.ollama.visionModel, timeoutMs: config.ollama.localTimeoutMs * 6 }) : undefined,
    transcriber: config.stt ? createOpenAITranscriber({ ...config.stt, timeoutMs: config.main.timeoutMs }) : undefined,
  });

  const shutdown = createShutdown({ log, timeoutMs: config.shutdownTimeoutMs, stop: () => app.stop(), close: () => db.close(), exit: (code) => process.exit(code) });
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  refuseInspectorSignal(log);
  const telegramStop = (err: TelegramFatalError) => {
    log.fatal({ reason: err.reason }, err.message);
    if (!process.stdout.isTTY) process.stderr.write(`${err.message}\n`);
    void shutdown(err.reason, err.exitCode);
  };
  void app.fatal.then(telegramStop);
  try {
    await app.start();
  } catch (err) {
    if (!(err instanceof TelegramFatalError)) throw err;
    telegramStop(err);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`The bot could not start: ${(err as Error)?.stack ?? String(err)}\n`);
  process.exit(1);
});
