// Wires the stores, stages and the Telegram bot into one application. Effects happen in
// start()/stop(), never at import. main.ts creates the ports (models, logger, database)
// and hands them in; tests do the same with loopback fakes.
import path from "node:path";
import { run, type RunnerHandle, sequentialize } from "@grammyjs/runner";
import { GrammyError } from "grammy";
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Db } from "./db/open.js";
import { createKnowledgeSource } from "./knowledge.js";
import type { Embedder, LocalModel } from "./llm/local-model.js";
import type { ChatModel } from "./llm/types.js";
import type { Log } from "./log.js";
import { forgetConversation } from "./memory/forget.js";
import { createIndexer } from "./memory/indexer.js";
import { createMemoryStore } from "./memory/store.js";
import { createVectorIndex } from "./memory/vector-index.js";
import { createChatQueue } from "./pipeline/chat-queue.js";
import { runTurn, type TurnDeps, type TurnOutcome, type TurnRequest } from "./pipeline/turn.js";
import { createScheduler } from "./schedule/scheduler.js";
import { createDigestCommands } from "./schedule/commands.js";
import { createScheduleStore } from "./schedule/store.js";
import { createChatStore } from "./store/chats.js";
import { createDocumentStore } from "./store/documents.js";
import { createInboxStore, type InboxMessage } from "./store/inbox.js";
import { createLedgerStore } from "./store/ledger.js";
import { createOutboxStore } from "./store/outbox.js";
import { createTranscriptStore } from "./store/transcript.js";
import { createTurnStore } from "./store/turns.js";
import { createWarningStore } from "./store/warnings.js";
import { allowlist } from "./telegram/allowlist.js";
import { COMMANDS, createBot } from "./telegram/bot.js";
import { createCommands } from "./telegram/commands.js";
import { createDelivery } from "./chat/delivery.js";
import { createLiveReplies } from "./telegram/live.js";
import { createSender, retryPolicy } from "./telegram/sender.js";
import { createStopCommand } from "./telegram/stop-command.js";
import { createDrafts } from "./chat/drafts.js";
import { createStopRegistry } from "./chat/stop.js";
import { type Catalog, loadCatalog, whichOnPath } from "./tools/catalog.js";
import { createExecRunner, reapOrphan } from "./tools/exec.js";

export interface AppDeps {
  config: Config;
  log: Log;
  clock: Clock;
  db: Db;
  chatModel: ChatModel;
  local: LocalModel;
  embedder: Embedder;
  /** Sender retry pacing (tests shorten it). */
  sendRetryBaseMs?: number;
  /** How often the typing action is refreshed, and the indexer's idle wait (tests shorten them). */
  indexerIdleMs?: number;
}

export interface App {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs a turn through the chat queue (used by recovery and the scheduler). */
  enqueue(req: TurnRequest): Promise<TurnOutcome>;
  idle(): Promise<void>;
}

export function createApp(a: AppDeps): App {
  const { config, log, clock, db } = a;
  const chats = createChatStore(db);
  const inbox = createInboxStore(db);
  const turns = createTurnStore(db);
  const transcript = createTranscriptStore(db, log);
  const ledger = createLedgerStore(db);
  const outbox = createOutboxStore(db);
  const warnings = createWarningStore(db);
  const documents = createDocumentStore(db);
  const vectors = createVectorIndex(db);
  const memory = createMemoryStore(db, vectors);
  const schedules = createScheduleStore(db);

  const bot = createBot({ token: config.telegram.token, apiRoot: config.telegram.apiRoot, timeoutSeconds: config.telegram.pollTimeoutSeconds + 30 });
  const retry = { ...(a.sendRetryBaseMs !== undefined ? { retryBaseMs: a.sendRetryBaseMs } : {}), maxAttempts: 6 };
  const sender = createSender({ api: bot.api, log, ...retry });
  const live = createLiveReplies({ api: bot.api, log, retry: retryPolicy(retry), editMs: config.telegram.streamEditMs });
  const drafts = createDrafts({ outbox, live, clock, log });
  const delivery = createDelivery({ outbox, transcript, sender, drafts, clock, log });
  const stops = createStopRegistry();

  const which = whichOnPath(config.skillEnvSource.PATH);
  let catalog: Catalog = loadCatalog(config.skillsDirs, { log, env: config.skillEnvSource, which });
  const reloadCatalog = () => (catalog = loadCatalog(config.skillsDirs, { log, env: config.skillEnvSource, which }));
  const baseEnv: Record<string, string> = {
    PATH: config.skillEnvSource.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: config.skillEnvSource.HOME ?? config.dataDir,
    LANG: config.skillEnvSource.LANG ?? "C.UTF-8",
    TZ: config.timezone,
    ASSISTANT_DB: config.dbPath,
    ASSISTANT_DATA_DIR: config.dataDir,
    OLLAMA_HOST: config.ollama.host,
    LOCAL_MODEL: config.ollama.localModel,
    LOCAL_TIMEOUT_MS: String(config.ollama.localTimeoutMs),
  };
  const exec = createExecRunner({
    catalog: () => catalog,
    timeoutMs: config.exec.timeoutMs,
    killGraceMs: config.exec.killGraceMs,
    maxOutputBytes: config.exec.maxOutputBytes,
    baseEnv,
    envSource: config.skillEnvSource,
    // Never passed, even when a skill declares it: the bot's own credential.
    forbiddenEnv: ["TELEGRAM_BOT_TOKEN"],
    which,
  });
  const indexer = createIndexer({ store: memory, vectors, embedder: a.embedder, local: a.local, clock, log: log.child({ component: "indexer" }), ...(a.indexerIdleMs !== undefined ? { idleMs: a.indexerIdleMs } : {}) });
  const available = config.main.contextTokens - config.main.replyTokens;
  const deps: TurnDeps = {
    db, config, clock, log, chats, inbox, turns, transcript, ledger, outbox, warnings, memory, vectors, indexer,
    chatModel: a.chatModel,
    local: a.local,
    embedder: a.embedder,
    catalog: () => catalog,
    knowledge: createKnowledgeSource(config.knowledgeFile),
    delivery,
    sender,
    drafts,
    callDeps: { db, exec, ledger, transcript, outbox, documents, memory, delivery, clock, log, execTimeoutMs: config.exec.timeoutMs, toolCapTokens: Math.min(config.toolResultMaxTokens, Math.floor(available * 0.4)) },
  };
  const queue = createChatQueue();
  const enqueue = (req: TurnRequest) =>
    queue.run(req.source === "user" ? req.message.chatId : req.chatId, async () => {
      const run = stops.begin(req.source === "user" ? req.message.chatId : req.chatId);
      let outcome: TurnOutcome;
      try {
        outcome = await runTurn(req, deps, { signal: run.signal });
      } finally {
        run.end();
      }
      // The schedule skill writes schedules into the database; pick them up at once.
      if (outcome.trace.tools.some((t) => t.skill === "schedule")) scheduler.sync();
      return outcome;
    });
  const scheduler = createScheduler({ store: schedules, turns: enqueue, delivery, outbox, sender, clock, log: log.child({ component: "scheduler" }), config, catalog: () => catalog });

  bot.catch((err) => log.error({ err: err.error, updateId: err.ctx.update.update_id }, "update handler failed"));
  bot.use(allowlist({ allowed: config.telegram.allowedUserIds, log, now: () => clock.now() }));
  // Before the message is stored and queued: /stop must not wait behind the work it stops.
  bot.use(createStopCommand({ stops, sender, log }));
  // Persist before anything else can delay it (sequentialize may hold an update).
  bot.on("message:text", async (ctx, next) => {
    // Commands are handled directly; any other text (even one starting with "/") is a message.
    if (ctx.msg.entities?.some((e) => e.type === "bot_command" && e.offset === 0)) return next();
    const m: InboxMessage = {
      updateId: ctx.update.update_id,
      chatId: ctx.chat.id,
      userId: ctx.from.id,
      messageId: ctx.msg.message_id,
      text: ctx.msg.text,
      firstName: ctx.from.first_name,
      languageCode: ctx.from.language_code,
      receivedAt: clock.now(),
    };
    if (!inbox.add(m)) {
      log.info({ updateId: m.updateId }, "duplicate update ignored (already stored)");
      return;
    }
    (ctx as unknown as { inboxMessage: InboxMessage }).inboxMessage = m;
    return next();
  });
  bot.use(sequentialize((ctx) => (ctx.chat ? String(ctx.chat.id) : undefined) as string));
  bot.use(createCommands({ forget: (id) => forgetConversation(db, memory, id), config, clock, log, chats, turns, memory, vectors, embedder: a.embedder, catalog: () => catalog, reloadCatalog, sender }));
  bot.use(createDigestCommands({ scheduler, store: schedules, config, clock, catalog: () => catalog, checkCommand: (c) => exec.check(c), sender }));
  bot.on("message:text", async (ctx) => {
    const m = (ctx as unknown as { inboxMessage?: InboxMessage }).inboxMessage;
    if (!m) {
      await sender.send(ctx.chat.id, `Unknown command ${ctx.msg.text.split(/\s/)[0]}. /help lists what I understand.`);
      return;
    }
    await enqueue({ source: "user", message: m });
  });
  bot.on("message", async (ctx) => {
    await sender.send(ctx.chat.id, "I can only read text messages for now. Please write your request as text.");
  });

  let runner: RunnerHandle | undefined;

  async function registerCommands(): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await bot.api.setMyCommands(COMMANDS.map((c) => ({ ...c })));
        return;
      } catch (err) {
        if (err instanceof GrammyError && err.error_code === 429) {
          const wait = (err.parameters.retry_after ?? 1) * 1000;
          log.warn({ retryAfterMs: wait }, "setMyCommands rate limited; retrying in the background");
          await new Promise((r) => setTimeout(r, wait));
          continue;
        }
        log.warn({ err }, "could not register the command menu (the bot works without it)");
        return;
      }
    }
  }

  return {
    enqueue,
    idle: () => queue.idle(),
    async start() {
      const now = clock.now();
      const skillDirs = [...catalog.skills, ...catalog.unavailable].map((s) => path.dirname(s.file));
      for (const pid of ledger.runningPids())
        if (reapOrphan(pid, skillDirs)) log.warn({ pid }, "stopped a skill process left running by the previous run");
      const interrupted = ledger.interruptRunning(now);
      const abortedRuns = turns.abortRunningScheduled(now);
      if (interrupted || abortedRuns) log.warn({ interruptedCalls: interrupted, abortedScheduledTurns: abortedRuns }, "recovered state left by a crash");
      const rec = await delivery.recover();
      if (rec.sent || rec.unknown || rec.interrupted) log.info(rec, "outbox recovered");
      const pending = inbox.pending();
      if (pending.length > 0) log.info({ count: pending.length }, "answering messages left unanswered by the last run");
      for (const m of pending) void enqueue({ source: "user", message: m }).catch((err: unknown) => log.error({ err }, "recovered turn failed"));
      void registerCommands();
      indexer.start();
      await scheduler.start();
      runner = run(bot, {
        runner: { fetch: { timeout: config.telegram.pollTimeoutSeconds, allowed_updates: ["message", "edited_message", "callback_query"] }, silent: true, retryInterval: "exponential", maxRetryTime: Number.MAX_SAFE_INTEGER },
        sink: { concurrency: 64 },
      });
      void runner.task()?.catch((err: unknown) => log.fatal({ err }, "polling stopped with an error"));
      log.info({ skills: catalog.skills.map((s) => s.name), unavailable: catalog.unavailable.length }, "bot started");
    },
    async stop() {
      log.info("stopping: finishing the turns in progress");
      await scheduler.stop();
      if (runner?.isRunning()) await runner.stop();
      await Promise.race([queue.idle(), new Promise((r) => setTimeout(r, 30_000))]);
      await indexer.stop();
      log.info("stopped");
    },
  };
}
