// A real pino logger writing JSON lines into memory, so tests assert on what was logged.
import { Writable } from "node:stream";
import { createLogger, type Log } from "../../src/log.js";
import type { Secrets } from "../../src/secrets.js";

export interface CapturedLog {
  log: Log;
  lines(): Array<Record<string, unknown>>;
  text(): string;
}

export function captureLog(opts: { level?: string; secrets?: Secrets | string[] } = {}): CapturedLog {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk.toString("utf8"));
      cb();
    },
  });
  const log = createLogger({ level: opts.level ?? "debug", secrets: opts.secrets ?? [], destination: stream });
  const text = () => chunks.join("");
  return {
    log,
    text,
    lines: () =>
      text()
        .split("\n")
        .filter((l) => l.trim() !== "")
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
