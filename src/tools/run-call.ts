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
import type { Confirmations } from "../confirm/confirmations.js";
import type { Skill } from "./catalog.js";
import { type ExecRunner, skillOfExecPlan } from "./exec.js";
import { handleRequests, type RequestHandlers } from "./requests.js";
import { parseToolOutput } from "./envelope.js";
import { type Presentation, presentationOf } from "./presentation.js";
import { renderToolResult } from "./tool-message.js";
import { NOT_DONE } from "./not-done.js";

export const EXEC_TOOL = {
  name: "exec",
  description:
    "Run one command line exactly as a skill's SKILL.md documents it. No shell: no pipes, redirections, ';' or $VAR; " +
    "no interpreter options (write `node scripts/x.mjs args`, never `node -e` or `node --flag`). " +
    "Some actions wait for the user's approval; the result says so. " +
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
  /**
   * Who started the call: the model (default; persistent actions wait for the owner's
   * Allow) or the owner (a command digest the owner set up or allowed).
   */
  origin?: "model" | "owner";
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
  /** Asks the owner before an action of a skill declaring metadata.confirm runs. */
  confirmations: Pick<Confirmations, "request">;
  /** Handlers of the requests skills put in their envelopes (tools/requests.ts). */
  requests: RequestHandlers;
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

/** The longest command the owner is asked about (the question must fit one message). */
const MAX_CONFIRM_COMMAND = 2000;

interface CallResult {
  content: string;
  status: Exclude<CallStatus, "running">;
  frame: Frame;
  skill: string | null;
  summary: string;
  presentation?: Presentation;
  brokenReason?: string;
  doc?: { url: string | null; title: string | null };
}

export function needsConfirmation(skill: Skill, action: string | undefined): boolean {
  return skill.confirm === "all" || (action !== undefined && skill.confirm.includes(action));
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

/**
 * A call's command line parsed and checked against the exec rules once (exec.plan): the
 * status line names the skill of this plan, and the run executes this plan, so a call is
 * never planned twice and the line never names another skill than the one that runs.
 */
export interface PlannedCall {
  parsed: { command: string } | { error: string };
  /** Absent when planning failed inside the bot: the run plans again and reports the error. */
  plan?: ReturnType<ExecRunner["plan"]>;
}

export function planToolCall(call: ToolCall, ctx: Pick<CallContext, "chatId" | "matchedSkill">, d: Pick<CallDeps, "exec">): PlannedCall {
  const parsed = commandOf(call);
  if ("error" in parsed) return { parsed };
  try {
    return { parsed, plan: d.exec.plan(parsed.command, { chatId: ctx.chatId, matchedSkill: ctx.matchedSkill }) };
  } catch {
    return { parsed };
  }
}

/** The skill a planned call runs as (a refused call: none). */
export function skillOfPlan(p: PlannedCall): string | undefined {
  return p.plan && skillOfExecPlan(p.plan);
}

const preview = (command: string, max = 2000) => (command.length > max ? `${command.slice(0, max)}… (${command.length} characters)` : command);

/** Runs the call and reads its output; never throws (a failure inside the bot is an error result). */
async function callResult(call: ToolCall, ctx: CallContext, d: CallDeps, ledgerId: number, planned: PlannedCall | undefined): Promise<CallResult> {
  const parsed = planned?.parsed ?? commandOf(call);
  if ("error" in parsed) return { content: `[error] ${parsed.error}`, status: "error", frame: "refused", skill: null, summary: parsed.error };
  if (ctx.signal?.aborted)
    return { content: "[stopped] The user stopped the work (/stop) before this command ran. It did not run.", status: "stopped", frame: "plain", skill: null, summary: `${NOT_DONE.notRun}: stopped by the user` };
  const execCtx = { chatId: ctx.chatId, matchedSkill: ctx.matchedSkill, onSpawn: (pid: number) => d.ledger.setPid(ledgerId, pid), signal: ctx.signal };
  const plan = planned?.plan ?? d.exec.plan(parsed.command, execCtx);
  if ("status" in plan) {
    if (plan.status === "refused") return { content: `[refused] ${plan.reason}`, status: "error", frame: "refused", skill: plan.skill?.name ?? null, summary: `${NOT_DONE.refused}: ${plan.reason}` };
    return { content: plan.text, status: "success", frame: "plain", skill: plan.skill.name, summary: `read the instructions of ${plan.skill.name}` };
  }
  const skill = plan.skill.name;
  if (ctx.origin !== "owner" && needsConfirmation(plan.skill, plan.action)) {
    // The action word is the model's: only a plain word goes into the question's title.
    const what = `${skill} ${plan.action !== undefined && /^[\p{L}\p{N}_-]{1,40}$/u.test(plan.action) ? plan.action : ""}`.trim();
    if (parsed.command.length > MAX_CONFIRM_COMMAND)
      return { content: `[refused] This ${what} needs the owner's Allow, but the command is too long to show them (${parsed.command.length} characters; at most ${MAX_CONFIRM_COMMAND}). Nothing was done.`, status: "error", frame: "refused", skill, summary: `${NOT_DONE.refused}: too long to ask the owner` };
    const asked = await d.confirmations.request({
      chatId: ctx.chatId,
      turnId: ctx.turnId,
      conversationId: ctx.conversationId,
      payload: { kind: "exec", command: parsed.command, skill },
      question: { title: `Allow ${what}?`, details: [["Skill", skill], ["Command", parsed.command]] },
    });
    if (asked.status === "asked")
      return {
        content: `[not run yet] ${what} changes something lasting, so it waits for the owner's Allow: I asked them with Allow / Deny buttons in the chat. It runs only if they allow it. Tell the user it is waiting for their approval; do not say it was done.`,
        status: "error",
        frame: "refused",
        skill,
        summary: `${NOT_DONE.notRun}: waits for the owner's Allow`,
      };
    return { content: `[not run] ${what} needs the owner's Allow, but asking them failed (${asked.error}). Nothing was done.`, status: "error", frame: "refused", skill, summary: `${NOT_DONE.notRun}: the owner could not be asked` };
  }
  const r = await d.exec.execute(plan, execCtx);
  if (ctx.signal?.aborted && (r.status === "error" || r.status === "timeout"))
    return {
      content: "[stopped] The user stopped this command (/stop) before it finished; its effect is unknown." + (r.stdout.trim() ? `\nOutput before it was stopped:\n${tail(r.stdout)}` : ""),
      status: "stopped",
      frame: "plain",
      skill,
      summary: "stopped by the user",
    };
  if (r.status === "refused") return { content: `[refused] ${r.reason}`, status: "error", frame: "refused", skill, summary: `${NOT_DONE.refused}: ${r.reason}` };
  if (r.status === "help") return { content: r.text, status: "success", frame: "plain", skill, summary: `read the instructions of ${skill}` };
  if (r.status === "timeout") {
    const secs = Math.round(d.execTimeoutMs / 1000);
    return {
      content: `[timeout] The command did not finish within ${secs} s and was stopped.` + (r.stdout.trim() ? `\nOutput before it was stopped:\n${tail(r.stdout)}` : ""),
      status: "timeout",
      frame: "plain",
      skill,
      summary: `timed out after ${secs} s`,
    };
  }
  if (r.status === "error") {
    const why = r.signal ? `was killed by ${r.signal}` : r.exitCode === null ? "could not run" : `exited with code ${r.exitCode}`;
    return {
      content: `[error] The command ${why}.` + (r.stderr.trim() ? `\nstderr:\n${tail(r.stderr)}` : "") + (r.stdout.trim() ? `\nstdout:\n${tail(r.stdout)}` : ""),
      status: "error",
      frame: "plain",
      skill,
      summary: `failed: ${firstLine(r.stderr) || why}`,
    };
  }
  const out = parseToolOutput(r.stdout, r.skill.output, { truncated: r.truncated });
  if (out.frame === "broken")
    return { content: out.received.trim() === "" ? "(nothing arrived)" : out.received, status: "success", frame: "broken", skill, brokenReason: out.reason, summary: `output damaged: ${out.reason}` };
  const result: CallResult = {
    content: out.envelope.modelContext,
    status: "success",
    frame: out.frame,
    skill,
    summary: firstLine(out.envelope.title ?? out.envelope.modelContext) || "(no output)",
    ...(out.envelope.userPresentation !== undefined
      ? { presentation: presentationOf({ title: out.envelope.title !== undefined ? d.scrub(out.envelope.title) : undefined, url: out.envelope.url !== undefined ? d.scrub(out.envelope.url) : undefined }, d.scrub(out.envelope.userPresentation)) }
      : {}),
  };
  if (r.skill.storesDocuments) result.doc = { url: out.envelope.url ?? parsed.command.match(/https?:\/\/\S+/)?.[0] ?? null, title: out.envelope.title ?? null };
  if (out.envelope.requests && out.envelope.requests.length > 0) {
    const outcomes = await handleRequests(out.envelope.requests, r.skill.requests, d.requests, { chatId: ctx.chatId, turnId: ctx.turnId, conversationId: ctx.conversationId, skill, origin: ctx.origin ?? "model" });
    result.content = [result.content, ...outcomes.map((o) => o.text)].join("\n\n");
    const notDone = outcomes.find((o) => o.status !== "done");
    // Not done (refused, or waiting for the owner) is not success: the ledger must not say it happened.
    if (notDone) {
      result.status = "error";
      result.summary = `${notDone.status === "pending" ? NOT_DONE.pending : NOT_DONE.refused}: ${firstLine(notDone.text)}`;
    }
  }
  return result;
}

/** `planned`: the call as planToolCall checked it (the work loop plans once, for the status line and the run). */
export async function runToolCall(call: ToolCall, ctx: CallContext, d: CallDeps, planned?: PlannedCall): Promise<CallOutcome> {
  const started = d.clock.now();
  const parsed = planned?.parsed ?? commandOf(call);
  const command = d.scrub("command" in parsed ? parsed.command : call.arguments);
  const ledgerId = d.ledger.start({ turnId: ctx.turnId, chatId: ctx.chatId, conversationId: ctx.conversationId, callId: call.id, name: call.name || "exec", skill: null, command: preview(command), now: started });
  let r: CallResult;
  try {
    r = await callResult(call, ctx, d, ledgerId, planned);
  } catch (err) {
    // A bug must not leave the ledger row running or fail the turn: the model gets an error result.
    d.log.error({ err, callId: call.id }, "a tool call failed inside the bot");
    const message = (err as Error)?.message ?? String(err);
    r = { content: `[error] The call failed inside the bot (${message}); it may not have run.`, status: "error", frame: "refused", skill: null, summary: `failed inside the bot: ${message}` };
  }
  const { frame, skill, status, presentation, brokenReason } = r;
  // What the model, the ledger, /why and the person see never carries a secret value, even
  // when a skill prints one (an API key in an error URL).
  const content = d.scrub(r.content);
  const summary = d.scrub(r.summary);
  const doc = r.doc ? { url: r.doc.url === null ? null : d.scrub(r.doc.url), title: r.doc.title === null ? null : d.scrub(r.doc.title) } : undefined;
  const meta: MessageMeta = { frame, status, ...(skill ? { skill } : {}), ...(brokenReason ? { brokenReason } : {}) };
  if (presentation !== undefined) Object.assign(meta, { presentation: presentation.plain, delivery: "pending" });
  const now = d.clock.now();
  let stored: { rowId: number; outboxId: number | undefined };
  try {
    stored = d.db.transaction(() => {
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
  } catch (err) {
    // The result could not be stored: the ledger row still gets an outcome, then the turn fails.
    try {
      d.ledger.finish(ledgerId, { status: "error", summary: `the result could not be stored: ${(err as Error)?.message ?? String(err)}`, frame, outputChars: null, skill, now });
    } catch {
      // the database itself is failing; the row is reaped as interrupted at the next start
    }
    throw err;
  }
  const { rowId, outboxId } = stored;
  let shown: OutboxStatus | undefined;
  if (outboxId !== undefined) {
    const dr = await d.delivery.deliver(outboxId);
    shown = dr.status;
    d.log.info({ outboxId, status: dr.status, skill, ms: d.clock.now() - now }, "direct send of a tool presentation");
  }
  const row = d.transcript.get(rowId);
  const message: ChatMessage = { role: "tool", toolCallId: call.id, content: row ? renderToolResult(row, d.toolCapTokens) : capText(content, d.toolCapTokens) };
  return { callId: call.id, command, skill, status, frame, messageRowId: rowId, message, ...(shown ? { presentation: shown } : {}), ms: d.clock.now() - started };
}
