// One `exec` tool call inside a turn, end to end: ledger entry, run, parse the output
// frame, then in ONE transaction the tool result, the outbox row for a presentation
// (bound to this turn's chat), the document and the ledger outcome; then the send.
// Only a confirmed send counts as shown; the result tells the work loop whether it was.
import type { Clock } from "../clock.js";
import type { Db } from "../db/open.js";
import { capText } from "../llm/tokens.js";
import type { ChatMessage, ToolCall } from "../llm/types.js";
import type { Log } from "../log.js";
import { indexDocument } from "../memory/passages.js";
import type { MemoryStore } from "../memory/store.js";
import type { DocumentStore } from "../store/documents.js";
import type { CallStatus, LedgerStore } from "../store/ledger.js";
import type { OutboxStatus, OutboxStore } from "../store/outbox.js";
import type { Frame, MessageMeta, TranscriptStore } from "../store/transcript.js";
import type { Delivery } from "../chat/ports.js";
import type { ExecRunner } from "./exec.js";
import { parseToolOutput } from "./envelope.js";
import { type Presentation, presentationOf } from "./presentation.js";
import { renderToolResult } from "./tool-message.js";

export const EXEC_TOOL = {
  name: "exec",
  description:
    "Run one command line exactly as a skill's SKILL.md documents it. No shell: no pipes, redirections, ';' or $VAR. " +
    "`help <skill>` prints a skill's instructions.",
  parameters: {
    type: "object",
    properties: { command: { type: "string", description: "The command line, e.g. node scripts/fetch.mjs https://example.com" } },
    required: ["command"],
    additionalProperties: false,
  },
} as const;

export interface CallContext {
  turnId: number;
  chatId: number;
  conversationId: number;
  matchedSkill: string | null;
  /** /stop: a call not started yet does not run; a running one is killed and recorded `stopped`. */
  signal?: AbortSignal | undefined;
}

export interface CallDeps {
  db: Db;
  exec: ExecRunner;
  ledger: LedgerStore;
  transcript: TranscriptStore;
  outbox: OutboxStore;
  documents: DocumentStore;
  memory: MemoryStore;
  delivery: Delivery;
  clock: Clock;
  log: Log;
  /** Removes secret values (the bot's, and those skills declare) from what is stored and shown. */
  scrub: (text: string) => string;
  execTimeoutMs: number;
  toolCapTokens: number;
}

export interface CallOutcome {
  callId: string;
  command: string;
  skill: string | null;
  status: Exclude<CallStatus, "running">;
  frame: Frame;
  messageRowId: number;
  /** The tool message as the model reads it now. */
  message: ChatMessage;
  /** Set when a presentation was sent directly. */
  presentation?: OutboxStatus;
  ms: number;
}

function firstLine(s: string, max = 140): string {
  const line = s.split("\n").find((l) => l.trim() !== "")?.trim() ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function tail(s: string, max = 1500): string {
  return s.length > max ? `…${s.slice(-max)}` : s;
}

export function commandOf(call: ToolCall): { command: string } | { error: string } {
  if (call.name !== "exec") return { error: `There is no tool "${call.name}". The only tool is exec.` };
  let args: unknown;
  try {
    args = JSON.parse(call.arguments || "{}");
  } catch {
    const got = call.arguments.length > 200 ? `${call.arguments.slice(0, 200)}…` : call.arguments;
    return { error: `The arguments were not valid JSON (received: ${got}). Call exec again with {"command": "<command line>"}.` };
  }
  const command = (args as { command?: unknown })?.command;
  if (typeof command !== "string" || command.trim() === "") return { error: 'exec needs {"command": "<command line>"}.' };
  return { command };
}

export async function runToolCall(call: ToolCall, ctx: CallContext, d: CallDeps): Promise<CallOutcome> {
  const started = d.clock.now();
  const parsed = commandOf(call);
  const command = d.scrub("command" in parsed ? parsed.command : call.arguments);
  const ledgerId = d.ledger.start({ turnId: ctx.turnId, chatId: ctx.chatId, conversationId: ctx.conversationId, callId: call.id, name: call.name || "exec", skill: null, command, now: started });
  let content: string;
  let status: Exclude<CallStatus, "running">;
  let frame: Frame;
  let skill: string | null = null;
  let summary: string;
  let presentation: Presentation | undefined;
  let brokenReason: string | undefined;
  let doc: { url: string | null; title: string | null } | undefined;
  if ("error" in parsed) {
    content = `[error] ${parsed.error}`;
    status = "error";
    frame = "refused";
    summary = parsed.error;
  } else if (ctx.signal?.aborted) {
    content = "[stopped] The user stopped the work (/stop) before this command ran. It did not run.";
    status = "stopped";
    frame = "plain";
    summary = "not run: stopped by the user";
  } else {
    const r = await d.exec.run(parsed.command, { chatId: ctx.chatId, matchedSkill: ctx.matchedSkill, onSpawn: (pid) => d.ledger.setPid(ledgerId, pid), signal: ctx.signal });
    skill = r.skill?.name ?? null;
    if (ctx.signal?.aborted && (r.status === "error" || r.status === "timeout")) {
      content = "[stopped] The user stopped this command (/stop) before it finished; its effect is unknown." + (r.stdout.trim() ? `\nOutput before it was stopped:\n${tail(r.stdout)}` : "");
      status = "stopped";
      frame = "plain";
      summary = "stopped by the user";
    } else if (r.status === "refused") {
      content = `[refused] ${r.reason}`;
      status = "error";
      frame = "refused";
      summary = `refused: ${r.reason}`;
    } else if (r.status === "help") {
      content = r.text;
      status = "success";
      frame = "plain";
      summary = `read the instructions of ${r.skill.name}`;
    } else if (r.status === "timeout") {
      content = `[timeout] The command did not finish within ${Math.round(d.execTimeoutMs / 1000)} s and was stopped.` + (r.stdout.trim() ? `\nOutput before it was stopped:\n${tail(r.stdout)}` : "");
      status = "timeout";
      frame = "plain";
      summary = `timed out after ${Math.round(d.execTimeoutMs / 1000)} s`;
    } else if (r.status === "error") {
      const why = r.signal ? `was killed by ${r.signal}` : `exited with code ${r.exitCode}`;
      content = `[error] The command ${why}.` + (r.stderr.trim() ? `\nstderr:\n${tail(r.stderr)}` : "") + (r.stdout.trim() ? `\nstdout:\n${tail(r.stdout)}` : "");
      status = "error";
      frame = "plain";
      summary = `failed: ${firstLine(r.stderr) || why}`;
    } else {
      const out = parseToolOutput(r.stdout, r.skill.output, { truncated: r.truncated });
      status = "success";
      if (out.frame === "broken") {
        content = out.received.trim() === "" ? "(nothing arrived)" : out.received;
        frame = "broken";
        brokenReason = out.reason;
        summary = `output damaged: ${out.reason}`;
      } else {
        content = out.envelope.modelContext;
        frame = out.frame;
        const shownText = out.envelope.userPresentation;
        if (shownText !== undefined) presentation = presentationOf({ title: out.envelope.title !== undefined ? d.scrub(out.envelope.title) : undefined, url: out.envelope.url }, d.scrub(shownText));
        summary = firstLine(out.envelope.title ?? out.envelope.modelContext) || "(no output)";
        if (r.skill.storesDocuments) doc = { url: out.envelope.url ?? parsed.command.match(/https?:\/\/\S+/)?.[0] ?? null, title: out.envelope.title ?? null };
      }
    }
  }
  // What the model, the ledger, /why and the person see never carries a secret value, even
  // when a skill prints one (an API key in an error URL).
  content = d.scrub(content);
  summary = d.scrub(summary);
  if (doc) doc = { url: doc.url === null ? null : d.scrub(doc.url), title: doc.title === null ? null : d.scrub(doc.title) };
  const meta: MessageMeta = { frame, status, ...(skill ? { skill } : {}), ...(brokenReason ? { brokenReason } : {}) };
  if (presentation !== undefined) Object.assign(meta, { presentation: presentation.plain, delivery: "pending" });
  const now = d.clock.now();
  const { rowId, outboxId } = d.db.transaction(() => {
    const rowId = d.transcript.append({ conversationId: ctx.conversationId, chatId: ctx.chatId, turnId: ctx.turnId, role: "tool", content, toolCallId: call.id, provenance: "tool", meta, createdAt: now });
    let outboxId: number | undefined;
    if (presentation !== undefined) {
      outboxId = d.outbox.add({ chatId: ctx.chatId, turnId: ctx.turnId, kind: "presentation", text: presentation.markdown, messageRowId: rowId, now });
      d.transcript.updateMeta(rowId, { outboxId });
    }
    if (doc && status === "success") {
      const docId = d.documents.add({ chatId: ctx.chatId, conversationId: ctx.conversationId, toolCallId: ledgerId, messageRowId: rowId, url: doc.url, title: doc.title, content, now });
      d.transcript.updateMeta(rowId, { documentId: docId });
      indexDocument(d.memory, { chatId: ctx.chatId, conversationId: ctx.conversationId, documentId: docId, label: [doc.title, doc.url].filter(Boolean).join(" — "), text: content, now });
    }
    d.ledger.finish(ledgerId, { status, summary, frame, outputChars: status === "success" ? content.length : null, skill, now });
    return { rowId, outboxId };
  })();
  let shown: OutboxStatus | undefined;
  if (outboxId !== undefined) {
    const r = await d.delivery.deliver(outboxId);
    shown = r.status;
    d.log.info({ outboxId, status: r.status, skill, ms: d.clock.now() - now }, "direct send of a tool presentation");
  }
  const stored = d.transcript.get(rowId);
  const message: ChatMessage = { role: "tool", toolCallId: call.id, content: stored ? renderToolResult(stored, d.toolCapTokens) : capText(content, d.toolCapTokens) };
  return { callId: call.id, command, skill, status, frame, messageRowId: rowId, message, ...(shown ? { presentation: shown } : {}), ms: d.clock.now() - started };
}
