// Where log lines go and in which shape: JSON lines for machines (stdout is a pipe or a
// file, or LOG_FORMAT=json), readable lines for people (a terminal, or LOG_FORMAT=pretty)
// with the same fields. pino-pretty formats the finished JSON line, so it sits after
// log.ts's secret scrubbing and redaction: what a person sees was scrubbed first.
import type { DestinationStream } from "pino";
import PinoPretty from "pino-pretty";

export type LogFormat = "json" | "pretty";

export function resolveLogFormat(setting: "auto" | "json" | "pretty", isTTY: boolean | undefined): LogFormat {
  return setting === "auto" ? (isTTY ? "pretty" : "json") : setting;
}

/**
 * The destination for createLogger: undefined (pino's own stdout, JSON) or a pretty
 * stream. `out` defaults to stdout; colours only on a terminal.
 */
export function logDestination(format: LogFormat, o: { isTTY?: boolean | undefined; out?: NodeJS.WritableStream } = {}): DestinationStream | undefined {
  if (format === "json") return o.out as DestinationStream | undefined;
  return PinoPretty({
    // Synchronous, so the last lines before process.exit() are not lost.
    sync: true,
    ...(o.out ? { destination: o.out } : { destination: 1 }),
    colorize: Boolean(o.isTTY),
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
    singleLine: true,
    // Error stacks stay readable on their own lines.
    errorLikeObjectKeys: ["err"],
  });
}
