// pino JSON logs. Contract: secrets never reach the sink, whether under a known key
// (redact paths) or embedded in a string such as an error message or URL (scrubber).
// User-written text goes under its own key (`input`) so it is never mistaken for ours.
import pino, { type DestinationStream, type Logger } from "pino";

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

function scrubber(secrets: readonly string[]): (value: unknown) => unknown {
  const live = secrets.filter((s) => s.length >= 8);
  const scrub = (value: unknown, depth: number): unknown => {
    if (live.length === 0) return value;
    if (typeof value === "string") {
      let out = value;
      for (const s of live) if (out.includes(s)) out = out.split(s).join("[redacted]");
      return out;
    }
    if (depth > 6 || value === null || typeof value !== "object") return value;
    if (value instanceof Error) {
      const e: Record<string, unknown> = { type: value.name, message: scrub(value.message, depth + 1) };
      if (value.stack) e.stack = scrub(value.stack, depth + 1);
      const code = (value as { code?: unknown }).code;
      if (code !== undefined) e.code = code;
      const cause = (value as { error?: unknown; cause?: unknown }).error ?? value.cause;
      if (cause !== undefined) e.cause = scrub(cause, depth + 1);
      return e;
    }
    if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = scrub(v, depth + 1);
    return out;
  };
  return (v) => scrub(v, 0);
}

export interface LogOptions {
  level: string;
  secrets: readonly string[];
  /** Where the JSON lines go; stdout by default. Tests pass a collecting stream. */
  destination?: DestinationStream;
}

export function createLogger(opts: LogOptions): Log {
  const scrub = scrubber(opts.secrets);
  return pino(
    {
      level: opts.level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      formatters: { log: (obj) => scrub(obj) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          // The message string itself may carry a secret (an error text with a URL).
          method.apply(
            this,
            args.map((a) => scrub(a)) as Parameters<typeof method>,
          );
        },
      },
      serializers: { err: (e: unknown) => scrub(e) },
    },
    opts.destination,
  );
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
