// pino JSON logs. Contract: secrets never reach the sink, whether under a known key
// (redact paths) or anywhere in the line (the sink scrubs each serialized line whole).
// User-written text goes under its own key (`input`) so it is never mistaken for ours.
import pino, { type DestinationStream, type Logger } from "pino";
import { createSecrets, isSecrets, type Secrets } from "./secrets.js";

export type Log = Logger;

const REDACT_PATHS = [
  "token",
  "apiKey",
  "api_key",
  "authorization",
  "*.token",
  "*.apiKey",
  "*.authorization",
  "headers.authorization",
  "*.headers.authorization",
  "config.telegram.token",
  "config.main.apiKey",
];

/** The err serializer: type, message, stack, code and the wrapped cause (grammY's HttpError.error). */
function serializeErr(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error) || depth > 4) return value;
  const e: Record<string, unknown> = { type: value.name, message: value.message };
  if (value.stack) e.stack = value.stack;
  const code = (value as { code?: unknown }).code;
  if (code !== undefined) e.code = code;
  const cause = (value as { error?: unknown; cause?: unknown }).error ?? value.cause;
  if (cause !== undefined) e.cause = serializeErr(cause, depth + 1);
  return e;
}

/**
 * Wraps the sink so every serialized line is scrubbed as a whole: no nesting depth, key
 * name, array, toJSON result or error property can carry a secret past it.
 */
export function scrubbingDestination(dest: DestinationStream, secrets: Secrets): DestinationStream {
  return { write: (line: string) => dest.write(secrets.scrub(line)) };
}

export interface LogOptions {
  level: string;
  /** The secrets registry (skills add theirs when the catalog loads), or fixed values. */
  secrets: Secrets | readonly string[];
  /** Where the JSON lines go; stdout by default. Tests pass a collecting stream. */
  destination?: DestinationStream;
}

export function createLogger(opts: LogOptions): Log {
  const secrets = isSecrets(opts.secrets) ? opts.secrets : createSecrets(opts.secrets);
  return pino(
    {
      level: opts.level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: serializeErr },
    },
    scrubbingDestination(opts.destination ?? pino.destination({ dest: 1, sync: true }), secrets),
  );
}

/** timed() for a synchronous stage (SQLite work, request building). */
export function timedSync<T>(log: Log, stage: string, fn: () => T): T {
  const t0 = performance.now();
  try {
    return fn();
  } finally {
    log.debug({ stage, ms: Math.round((performance.now() - t0) * 10) / 10 }, "stage done");
  }
}

/** Measures a stage; at debug level each stage logs its timing. */
export async function timed<T>(log: Log, stage: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    log.debug({ stage, ms: Math.round((performance.now() - t0) * 10) / 10 }, "stage done");
  }
}
