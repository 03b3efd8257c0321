// Two-layer tool output (seed 000). The typed envelope is the contract:
//   modelContext      what the model keeps (the full text)
//   userPresentation  what the person sees now, if anything
// Skills declaring `metadata.output: envelope` print exactly one JSON object
// {"v":1,"modelContext":"...","userPresentation":"..."}; JSON framing means fetched text
// can never act as control syntax. Legacy __PASSTHROUGH__ markers are accepted only from
// skills declaring `passthrough-markers`. Anything that does not parse is a broken frame:
// the model gets what arrived, marked damaged, and nothing is sent directly.
import type { OutputMode } from "./catalog.js";
import type { BotRequest } from "./requests.js";

export interface ToolResultEnvelope {
  modelContext: string;
  userPresentation?: string;
  /** Optional document metadata (title, url) for the documents table. */
  title?: string;
  url?: string;
  /** State changes the skill asks the bot to make (tools/requests.ts), e.g. a schedule. */
  requests?: BotRequest[];
}

export type ParsedOutput =
  | { frame: "plain"; envelope: ToolResultEnvelope }
  | { frame: "envelope" | "passthrough"; envelope: ToolResultEnvelope }
  | { frame: "broken"; reason: string; received: string };

export const START_MARKER = "__PASSTHROUGH__";
export const END_MARKER = "__END_PASSTHROUGH__";

export function parseEnvelopeJson(stdout: string): ToolResultEnvelope | { error: string } {
  const text = stdout.trim();
  if (text === "") return { error: "the skill printed nothing" };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { error: text.startsWith("{") ? "the JSON envelope is cut or malformed" : "stdout is not one JSON envelope" };
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) return { error: "stdout is not a JSON object" };
  const o = v as Record<string, unknown>;
  if (o.v !== 1) return { error: `unsupported envelope version ${JSON.stringify(o.v)} (expected 1)` };
  if (typeof o.modelContext !== "string" || o.modelContext.trim() === "")
    return { error: "the envelope's modelContext is empty: the model side must always carry the full text" };
  if (o.userPresentation !== undefined && typeof o.userPresentation !== "string") return { error: "userPresentation must be a string" };
  const env: ToolResultEnvelope = { modelContext: o.modelContext };
  if (typeof o.userPresentation === "string" && o.userPresentation.trim() !== "") env.userPresentation = o.userPresentation;
  if (typeof o.title === "string") env.title = o.title;
  if (typeof o.url === "string") env.url = o.url;
  if (o.requests !== undefined) {
    if (!Array.isArray(o.requests) || !o.requests.every((r) => typeof r === "object" && r !== null && !Array.isArray(r) && typeof (r as { kind?: unknown }).kind === "string"))
      return { error: "requests must be a list of objects, each with a string kind" };
    env.requests = o.requests as BotRequest[];
  }
  return env;
}

/** Legacy: {full}\n__PASSTHROUGH__\n{summary}\n__END_PASSTHROUGH__\n{more full}. */
export function parsePassthroughMarkers(stdout: string): ToolResultEnvelope | { error: string } {
  const start = stdout.indexOf(START_MARKER);
  if (start === -1) return stdout.trim() === "" ? { error: "the skill printed nothing" } : { modelContext: stdout };
  const end = stdout.indexOf(END_MARKER, start + START_MARKER.length);
  // A missing end marker is damage (often stdout cut at exit), never "everything after the start".
  if (end === -1) return { error: "the start marker has no end marker (output cut?)" };
  if (stdout.indexOf(START_MARKER, start + START_MARKER.length) !== -1 && stdout.indexOf(START_MARKER, start + START_MARKER.length) < end)
    return { error: "nested start markers" };
  const presentation = stdout.slice(start + START_MARKER.length, end).trim();
  const full = (stdout.slice(0, start) + stdout.slice(end + END_MARKER.length)).trim();
  if (full === "") return { error: "the text outside the markers is empty: the model side would lose the content" };
  return presentation === "" ? { modelContext: full } : { modelContext: full, userPresentation: presentation };
}

export function parseToolOutput(stdout: string, mode: OutputMode, opts: { truncated?: boolean } = {}): ParsedOutput {
  if (mode === "plain") {
    if (opts.truncated) return { frame: "plain", envelope: { modelContext: `${stdout}\n[output cut at the size limit]` } };
    return { frame: "plain", envelope: { modelContext: stdout } };
  }
  if (opts.truncated) return { frame: "broken", reason: "the output exceeded the size limit and was cut", received: stdout };
  if (mode === "envelope" && !stdout.trimStart().startsWith("{")) {
    // No envelope at all (a short result): the normal agent path, unless JSON follows other output.
    if (/\{\s*"v"\s*:\s*1\s*,/.test(stdout)) return { frame: "broken", reason: "text mixed with a JSON envelope", received: stdout };
    if (stdout.trim() === "") return { frame: "broken", reason: "the skill printed nothing", received: stdout };
    return { frame: "plain", envelope: { modelContext: stdout } };
  }
  const r = mode === "envelope" ? parseEnvelopeJson(stdout) : parsePassthroughMarkers(stdout);
  if ("error" in r) return { frame: "broken", reason: r.error, received: stdout };
  return { frame: mode === "envelope" ? "envelope" : "passthrough", envelope: r };
}
