// Local models often write a tool call into the content instead of the tool_calls field:
// a bare JSON object ({"name":"exec","arguments":{...}}, maybe in a ```json fence),
// Hermes/Qwen `<tool_call>…</tool_call>` tags, Llama's `<function=exec>{…}</function>`
// or Mistral's `[TOOL_CALLS] […]`. Such text must never reach the user: it is read back
// into real calls (which then go through the same exec rules), or — when it is clearly
// an attempt but cannot be read — reported as broken so the model is asked again.
import type { ToolCall } from "./types.js";

export type TextToolCalls =
  | { kind: "none" }
  | { kind: "calls"; calls: Array<Omit<ToolCall, "id">> }
  | { kind: "broken"; reason: string };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One call from the shapes models use; undefined when the object is not a call. */
function fromObject(o: Json, tagged: boolean): Omit<ToolCall, "id"> | undefined {
  const fn = isObject(o.function) ? o.function : o;
  const name = [fn.name, o.tool, o.tool_name, o.name].find((x): x is string => typeof x === "string" && x.trim() !== "");
  const args = [fn.arguments, fn.parameters, o.args, o.input, o.tool_input].find((x) => x !== undefined);
  if (name !== undefined && (args !== undefined || tagged)) {
    const text = typeof args === "string" ? args : JSON.stringify(args ?? {});
    return { name: name.trim(), arguments: text };
  }
  // {"command": "…"} alone: the exec tool's arguments without the envelope.
  if (Object.keys(o).length === 1 && typeof o.command === "string") return { name: "exec", arguments: JSON.stringify({ command: o.command }) };
  return undefined;
}

function fromJson(text: string, tagged: boolean): Array<Omit<ToolCall, "id">> | undefined {
  const v = parse(text.trim());
  const items = Array.isArray(v) ? v : [v];
  if (items.length === 0 || !items.every(isObject)) return undefined;
  const calls = items.map((o) => fromObject(o as Json, tagged));
  return calls.every((c) => c !== undefined) ? (calls as Array<Omit<ToolCall, "id">>) : undefined;
}

const TAGGED = /<tool_call>\s*([\s\S]*?)\s*(?:<\/tool_call>|$)/g;
const LLAMA = /<function=([\w.-]+)>\s*([\s\S]*?)\s*(?:<\/function>|$)/g;
const MISTRAL = /\[TOOL_CALLS\]\s*([\s\S]*)$/;
const FENCE = /^```(?:json|tool_call|tool)?\s*\n?([\s\S]*?)\n?```$/;

export function readTextToolCalls(content: string): TextToolCalls {
  const text = content.trim();
  if (text === "") return { kind: "none" };
  if (/<tool_call>/.test(text)) {
    const calls: Array<Omit<ToolCall, "id">> = [];
    for (const m of text.matchAll(TAGGED)) {
      const got = fromJson(m[1] ?? "", true);
      if (!got) return { kind: "broken", reason: "a <tool_call> block that is not a readable JSON call" };
      calls.push(...got);
    }
    return calls.length > 0 ? { kind: "calls", calls } : { kind: "broken", reason: "an empty <tool_call> block" };
  }
  if (/<function=[\w.-]+>/.test(text)) {
    const calls: Array<Omit<ToolCall, "id">> = [];
    for (const m of text.matchAll(LLAMA)) {
      const args = parse((m[2] ?? "").trim() || "{}");
      if (!isObject(args)) return { kind: "broken", reason: "a <function=…> block whose arguments are not a JSON object" };
      calls.push({ name: m[1] as string, arguments: JSON.stringify(args) });
    }
    return { kind: "calls", calls };
  }
  const mistral = MISTRAL.exec(text);
  if (mistral) {
    const got = fromJson(mistral[1] ?? "", true);
    return got ? { kind: "calls", calls: got } : { kind: "broken", reason: "a [TOOL_CALLS] list that is not readable JSON" };
  }
  // The whole content is one JSON value (maybe fenced): a call only if it has a call's shape.
  const body = FENCE.exec(text)?.[1] ?? text;
  if (/^[[{]/.test(body.trim())) {
    const got = fromJson(body, false);
    if (got) return { kind: "calls", calls: got };
    // Cut JSON that starts like a call: an attempt, not an answer.
    if (parse(body.trim()) === undefined && /^\s*[[{]\s*"(name|tool|function|command)"\s*:/.test(body)) return { kind: "broken", reason: "a tool call written as JSON text that is cut or malformed" };
  }
  return { kind: "none" };
}

/** The instruction that goes back to the model after it wrote a call as text it could not be run from. */
export const CALL_AS_TEXT_NOTE =
  "[Your last message wrote a tool call as plain text, which cannot be run and was not shown to the user. " +
  "To run a command, call the exec tool through the tool-calling interface; otherwise answer the user in plain words.]";

/** When no tools are offered (the answer phase). */
export const CALL_IN_ANSWER_NOTE =
  "[Your last message was a tool call written as text; no tools can be run now and it was not shown to the user. " +
  "Answer the user in plain words from the facts above; say what you could not do.]";

const CALL_MARKERS = ["<tool_call>", "<function=", "[TOOL_CALLS]"];

/**
 * While a response streams: the part of its text that may be shown before it is complete.
 * Nothing while it could still be a call written as JSON (it starts with `{`, `[` or a
 * json/tool fence); only the text before a call marker (or before what may be the start
 * of one). The complete response is judged by readTextToolCalls.
 */
export function showableWhileStreaming(soFar: string): string {
  const t = soFar.trimStart();
  if (/^[[{]/.test(t) || (t !== "" && "```".startsWith(t))) return "";
  if (t.startsWith("```")) {
    const fence = /^```([^\n]*)(\n|$)([\s\S]*)$/.exec(t);
    const lang = (fence?.[1] ?? "").trim();
    if (!fence?.[2] || /^(json|tool_call|tool)$/.test(lang)) return "";
    // A bare fence holds code or a call: which one shows with its first character.
    if (lang === "" && (fence[3] ?? "").trim() === "") return "";
    if (lang === "" && /^[[{]/.test((fence[3] ?? "").trim())) return "";
  }
  let cut = soFar.length;
  for (const m of CALL_MARKERS) {
    const at = soFar.indexOf(m);
    if (at !== -1) cut = Math.min(cut, at);
    // A marker that has only begun to arrive at the end.
    for (let k = Math.min(m.length - 1, soFar.length); k > 0; k--)
      if (soFar.endsWith(m.slice(0, k))) {
        cut = Math.min(cut, soFar.length - k);
        break;
      }
  }
  return soFar.slice(0, cut);
}
