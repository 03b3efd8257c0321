// The link to Telegram: the first contact (getMe) and long polling, built from
// @grammyjs/runner's parts with our own update supplier so that the link never goes
// quiet and never holds up a stop.
// - Unreachable (refused, DNS, timeout, 5xx): a warning naming the API root and the
//   error, then retries with capped exponential backoff; one line each time the state
//   changes (unreachable / reachable again), a reminder at most every few minutes.
// - Fatal (401 token rejected, 409 another poller or a webhook, 404 not a Bot API):
//   TelegramFatalError, whose message says what to do; the start stops.
// - stop() aborts the request in flight and any backoff wait at once.
import { createConcurrentSink, createRunner, createSource, type RunnerHandle, type UpdateSupplier } from "@grammyjs/runner";
import { type Bot, GrammyError, HttpError } from "grammy";
import type { Update } from "grammy/types";
import type { Log } from "../log.js";
import { TransportError } from "./transport.js";

export type LinkState = "connecting" | "reachable" | "unreachable" | "stopped";

export class TelegramFatalError extends Error {
  override name = "TelegramFatalError";
  constructor(
    message: string,
    readonly reason: "token-rejected" | "conflict" | "not-a-bot-api",
    /** sysexits: 78 (configuration) for a bad token or API root, 75 (try again later) for a conflict. */
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export interface PollingOptions {
  bot: Bot;
  log: Log;
  apiRoot: string;
  /** getUpdates long-poll timeout (seconds). */
  pollTimeoutSeconds: number;
  allowedUpdates: readonly string[];
  concurrency: number;
  /** How long the first contact (getMe) may take before it counts as unreachable. */
  connectTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A "still unreachable" reminder at most this often. */
  remindEveryMs?: number;
  now?: () => number;
}

export interface TelegramLink {
  /** First contact: resolves with the state it found; throws TelegramFatalError. */
  connect(): Promise<LinkState>;
  /** Starts long polling in the background; `fatal` settles if it stops for good. */
  start(): void;
  /** Resolves with the error that stopped polling for good (a fatal answer), never on a normal stop. */
  readonly fatal: Promise<TelegramFatalError>;
  state(): LinkState;
  /** Resolves the first time Telegram answers (at once if it already has); never if it never does. */
  reachable(): Promise<void>;
  /** Aborts the request in flight and any backoff wait; resolves when polling has ended. */
  stop(): Promise<void>;
}

/** A short, secret-free description of why a call failed. */
export function describeTelegramError(err: unknown): string {
  if (err instanceof GrammyError) return `${err.error_code} ${err.description}`;
  if (err instanceof HttpError) {
    const inner = err.error;
    if (inner instanceof TransportError) return inner.code ? `${inner.code} (${inner.message})` : inner.message;
    if (inner instanceof Error) return inner.message;
    return String(inner);
  }
  return err instanceof Error ? err.message : String(err);
}

/** The answers that retrying cannot fix. */
export function fatalOf(err: unknown, apiRoot: string): TelegramFatalError | undefined {
  if (!(err instanceof GrammyError)) return undefined;
  if (err.error_code === 401)
    return new TelegramFatalError(
      `Telegram rejected the bot token (401 ${err.description}). Copy the token again from @BotFather (/mybots -> your bot -> API Token) into TELEGRAM_BOT_TOKEN in .env; a token revoked there stops working at once.`,
      "token-rejected",
      78,
    );
  if (err.error_code === 409)
    return new TelegramFatalError(
      /webhook/i.test(err.description)
        ? `Telegram refuses polling while a webhook is set for this bot (409 ${err.description}). Remove it (open ${apiRoot}/bot<token>/deleteWebhook once), then start again.`
        : `Another program is already receiving this bot's updates (409 ${err.description}). Stop the other instance (another \`npm start\`, a server, a second machine), then start again.`,
      "conflict",
      75,
    );
  if (err.error_code === 404 && err.method === "getMe")
    return new TelegramFatalError(
      `${apiRoot} did not answer like a Telegram Bot API server (404 ${err.description}). Check TELEGRAM_API_ROOT in .env (default https://api.telegram.org).`,
      "not-a-bot-api",
      78,
    );
  return undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(t);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const t = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

export function createTelegramLink(o: PollingOptions): TelegramLink {
  const now = o.now ?? Date.now;
  const base = o.backoffBaseMs ?? 1000;
  const max = o.backoffMaxMs ?? 30_000;
  const remindEvery = o.remindEveryMs ?? 5 * 60_000;
  let state: LinkState = "connecting";
  let downSince = 0;
  let attempts = 0;
  let lastReminder = 0;
  let offset = 0;
  let runner: RunnerHandle | undefined;
  const stopper = new AbortController();
  let reportFatal: (e: TelegramFatalError) => void = () => undefined;
  let reportReachable: () => void = () => undefined;
  const firstContact = new Promise<void>((r) => (reportReachable = r));
  const fatal = new Promise<TelegramFatalError>((r) => (reportFatal = r));

  function reachable(): void {
    if (state === "unreachable")
      o.log.info({ apiRoot: o.apiRoot, downForMs: now() - downSince, attempts }, `Telegram is reachable again at ${o.apiRoot}`);
    else if (state === "connecting") o.log.info({ apiRoot: o.apiRoot, bot: `@${o.bot.botInfo.username}` }, `connected to Telegram as @${o.bot.botInfo.username}`);
    state = "reachable";
    attempts = 0;
    reportReachable();
  }

  /** Records a failed attempt; returns how long to wait before the next one. */
  function unreachable(err: unknown): number {
    const error = describeTelegramError(err);
    attempts++;
    const wait = err instanceof GrammyError && err.error_code === 429 ? (err.parameters.retry_after ?? 1) * 1000 : Math.min(max, base * 2 ** Math.min(attempts - 1, 20));
    if (state !== "unreachable") {
      state = "unreachable";
      downSince = now();
      lastReminder = now();
      o.log.warn({ apiRoot: o.apiRoot, error, retryInMs: wait }, `Telegram is unreachable at ${o.apiRoot}: ${error}. Retrying with backoff; messages sent meanwhile wait at Telegram.`);
    } else if (now() - lastReminder >= remindEvery) {
      lastReminder = now();
      o.log.warn({ apiRoot: o.apiRoot, error, attempts, downForMs: now() - downSince, retryInMs: wait }, `Telegram is still unreachable at ${o.apiRoot}: ${error}`);
    } else o.log.debug({ apiRoot: o.apiRoot, error, attempts, retryInMs: wait }, "Telegram still unreachable");
    return wait;
  }

  // getMe without bot.init(): grammY's init retries network errors by itself, silently.
  // grammY types its signal with the abort-controller polyfill's class; Node's is the same at run time.
  async function init(signal: AbortSignal): Promise<void> {
    o.bot.botInfo = await o.bot.api.getMe(signal as never);
  }

  const supplier: UpdateSupplier<Update> = {
    async supply(batchSize, signal) {
      for (;;) {
        try {
          if (!o.bot.isInited()) await init(signal as unknown as AbortSignal);
          const updates = await o.bot.api.getUpdates(
            { offset, limit: Math.max(1, Math.min(batchSize, 100)), timeout: o.pollTimeoutSeconds, allowed_updates: [...o.allowedUpdates] as never },
            signal,
          );
          reachable();
          const last = updates.at(-1)?.update_id;
          if (last !== undefined) offset = last + 1;
          return updates;
        } catch (err) {
          if (signal.aborted) throw err;
          const f = fatalOf(err, o.apiRoot);
          if (f) {
            state = "stopped";
            reportFatal(f);
            throw f;
          }
          await sleep(unreachable(err), signal as unknown as AbortSignal);
          if (signal.aborted) throw new Error("polling stopped");
        }
      }
    },
  };

  return {
    fatal,
    state: () => state,
    reachable: () => firstContact,
    async connect() {
      const limitMs = o.connectTimeoutMs ?? 10_000;
      const timeout = AbortSignal.timeout(limitMs);
      try {
        await init(AbortSignal.any([stopper.signal, timeout]));
        reachable();
      } catch (err) {
        if (stopper.signal.aborted) return state;
        const f = fatalOf(err, o.apiRoot);
        if (f) {
          state = "stopped";
          throw f;
        }
        unreachable(timeout.aborted ? new Error(`no answer within ${Math.round(limitMs / 1000)} s`) : err);
      }
      return state;
    },
    start() {
      if (runner || stopper.signal.aborted) return;
      const source = createSource(supplier);
      const sink = createConcurrentSink({ consume: (u: Update) => o.bot.handleUpdate(u) }, async (err) => {
        try {
          await o.bot.errorHandler(err as Parameters<Bot["errorHandler"]>[0]);
        } catch (e) {
          o.log.error({ err: e }, "update handler failed");
        }
      }, { concurrency: o.concurrency });
      runner = createRunner(source, sink);
      runner.start();
      // A fatal answer ends the task with that error (reported through `fatal`); anything else is a bug worth a line.
      void runner.task()?.catch((err: unknown) => {
        if (!(err instanceof TelegramFatalError)) o.log.error({ err }, "polling stopped with an error");
      });
    },
    async stop() {
      stopper.abort();
      const task = runner?.stop();
      state = "stopped";
      await task?.catch(() => undefined);
    },
  };
}
