// Work phase (seed 001): the model sees its tool calls and raw results to decide the next
// call. The assistant's tool-call message is stored before the tools run, so a crash
// leaves a visible unanswered call (repaired by hygiene, resumed at restart). Tool calls
// inside a `length` response are never executed. A round whose every call was shown to the
// user directly (confirmed send) ends the turn: the normal reply is suppressed. A tool call
// the model wrote as text is run as a call (or the model is asked again), never shown.
// The live view (when the turn has one) gets the text as it streams and a status line
// per call; /stop (the signal) ends the loop where it is, with `stopped` set.
import type { ChatModel, ChatMessage, Finish, ToolCall } from "../llm/types.js";
import type { Log } from "../log.js";
import type { TranscriptStore } from "../store/transcript.js";
import { type CallContext, type CallDeps, type CallOutcome, EXEC_TOOL, planToolCall, runToolCall, skillOfPlan } from "../tools/run-call.js";
import { CALL_AS_TEXT_NOTE, readTextToolCalls } from "../llm/text-tool-calls.js";
import { fitWorkRequest } from "./assemble.js";
import { callModel } from "./model-call.js";

export interface WorkFinal {
  content: string;
  finish: Finish;
  partial: boolean;
}

export interface WorkResult {
  final?: WorkFinal;
  calls: CallOutcome[];
  suppressed: boolean;
  /** Estimated tokens of the last work request (for the two-phase savings figure). */
  lastRequest: ChatMessage[];
  finish?: Finish;
  /** The user stopped the turn (/stop) during the work phase. */
  stopped?: boolean;
}

/** What the chat shows while the work phase runs (the turn's draft). */
export interface WorkLive {
  /** The text of the current model response so far (streaming). */
  text(soFar: string): void;
  /** Tool call `i` of `n` in this round is about to run, as `skill` (undefined: it will be refused). */
  call(command: string, skill: string | undefined, i: number, n: number): void;
  /** The model is reading the tool results. */
  thinking(): void;
  /** A tool's presentation was sent to the chat directly (below the live reply). */
  presented(): Promise<void>;
}

export interface WorkDeps {
  model: ChatModel;
  transcript: TranscriptStore;
  call: CallDeps;
  log: Log;
  now: () => number;
  maxTokens: number;
  maxRetryTokens: number;
  maxRounds?: number;
  /** Applied to each request before it is sent (transcript hygiene). */
  sanitize: (messages: ChatMessage[]) => ChatMessage[];
  /** Input tokens a request may use (context minus reply budget). */
  available: number;
  live?: WorkLive | undefined;
  signal?: AbortSignal | undefined;
}

/** Every call of a round was shown to the user directly. */
export function allShown(outcomes: readonly CallOutcome[]): boolean {
  return outcomes.length > 0 && outcomes.every((o) => o.presentation === "delivered");
}

export async function runWork(
  input: { request: ChatMessage[]; resumed: ChatMessage[]; resumedCalls: CallOutcome[]; lastRoundShown: boolean; ctx: CallContext },
  d: WorkDeps,
): Promise<WorkResult> {
  const messages = [...input.request, ...input.resumed];
  const calls = [...input.resumedCalls];
  const result: WorkResult = { calls, suppressed: false, lastRequest: messages };
  if (input.lastRoundShown) {
    result.suppressed = true;
    return result;
  }
  const maxRounds = d.maxRounds ?? 6;
  for (let round = 0; round < maxRounds; round++) {
    const fitted = fitWorkRequest(d.sanitize(messages), d.available);
    if (fitted.droppedMessages > 0 || fitted.shrunk > 0) d.log.info({ droppedMessages: fitted.droppedMessages, shrunkResults: fitted.shrunk }, "made room in the work request for this turn's tool results");
    const request = fitted.messages;
    result.lastRequest = request;
    if (round > 0 || calls.length > 0) d.live?.thinking();
    const live = d.live;
    let response;
    try {
      ({ response } = await callModel(
        { messages: request, tools: [EXEC_TOOL], maxTokens: d.maxTokens, signal: d.signal, onText: live ? (_delta, soFar) => live.text(soFar) : undefined },
        { model: d.model, log: d.log, maxRetryTokens: d.maxRetryTokens },
      ));
    } catch (err) {
      if (!d.signal?.aborted) throw err;
    }
    // An aborted stream may end quietly instead of failing: the signal decides.
    if (d.signal?.aborted || !response) {
      result.stopped = true;
      return result;
    }
    result.finish = response.finish;
    // A call written as text is run as the call it is; one that cannot be read (or was cut
    // at the length limit) is sent back to the model. Either way the raw text is never shown.
    const asText = response.toolCalls.length === 0 ? readTextToolCalls(response.content) : { kind: "none" as const };
    if (asText.kind === "broken" || (asText.kind === "calls" && response.finish.reason === "length")) {
      d.log.warn({ reason: asText.kind === "broken" ? asText.reason : "cut at the length limit", text: response.content.slice(0, 300) }, "the model wrote a tool call as text that cannot be run; asking again");
      messages.push({ role: "assistant", content: response.content }, { role: "user", content: CALL_AS_TEXT_NOTE });
      continue;
    }
    if (asText.kind === "calls") d.log.info({ calls: asText.calls.map((c) => c.name) }, "the model wrote a tool call as text; running it as a tool call");
    const proposed = asText.kind === "calls" ? asText.calls.map((c, i) => ({ ...c, id: `text_${input.ctx.turnId}_${round}_${i}` })) : response.toolCalls;
    const said = asText.kind === "calls" ? "" : response.content;
    if (response.finish.reason === "length") {
      if (proposed.length > 0) d.log.warn({ calls: proposed.length }, "tool calls inside a length-cut response were not executed");
      result.final = { content: response.content, finish: response.finish, partial: true };
      return result;
    }
    if (proposed.length === 0) {
      result.final = { content: response.content, finish: response.finish, partial: false };
      return result;
    }
    // Calls without an id cannot be paired: give them one so their result can answer them.
    const toolCalls: ToolCall[] = proposed.map((c, i) => ({ ...c, id: c.id || `call_${input.ctx.turnId}_${round}_${i}` }));
    d.transcript.append({
      conversationId: input.ctx.conversationId,
      chatId: input.ctx.chatId,
      turnId: input.ctx.turnId,
      role: "assistant",
      content: said,
      toolCalls,
      createdAt: d.now(),
    });
    messages.push({ role: "assistant", content: said, toolCalls });
    const outcomes: CallOutcome[] = [];
    for (const [i, c] of toolCalls.entries()) {
      // After /stop, the calls left are recorded as not run (the record stays whole).
      // Planned once: the status line names the skill of the plan that runs.
      const planned = planToolCall(c, input.ctx, d.call);
      if (!d.signal?.aborted) d.live?.call("command" in planned.parsed ? planned.parsed.command : "", skillOfPlan(planned), i, toolCalls.length);
      const o = await runToolCall(c, { ...input.ctx, signal: d.signal }, d.call, planned);
      outcomes.push(o);
      calls.push(o);
      messages.push(o.message);
      if (o.presentation !== undefined) await d.live?.presented();
    }
    if (d.signal?.aborted) {
      result.stopped = true;
      return result;
    }
    if (allShown(outcomes)) {
      result.suppressed = true;
      return result;
    }
  }
  d.log.warn({ rounds: maxRounds }, "the model kept calling tools; stopping and answering with what was found");
  return result;
}
