// Answer phase (seed 001): after tools ran, the reply is written from a fresh request —
// the same system instructions (with the rolling summary), the facts this turn found, the
// conversation as far as the budget allows (text only: no earlier tool scaffolding), and
// the question exactly as the work request had it (a scheduled prompt keeps its marker).
// A tool call written as text here cannot run: the model is asked once more, and the raw
// call is never shown.
import { CALL_IN_ANSWER_NOTE, readTextToolCalls } from "../llm/text-tool-calls.js";
import { capText, estimateMessagesTokens, estimateTokens } from "../llm/tokens.js";
import type { ChatMessage, ChatModel, ChatRequest, ImageInput } from "../llm/types.js";
import type { Log } from "../log.js";
import type { CallOutcome } from "../tools/run-call.js";
import { ICONS, previewCommand } from "./instructions.js";
import { callModel, type ModelCallResult } from "./model-call.js";

export function factsSection(calls: readonly CallOutcome[]): string {
  if (calls.length === 0) return "";
  const parts = calls.map((c) => `### ${ICONS[c.status]} exec: ${previewCommand(c.command, 120)}\n${c.message.content}`);
  return `## Facts found this turn (tool results)\n${parts.join("\n\n")}`;
}

/** The conversation of a work request, without its tool calls and results. */
export function textHistory(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.filter((m) => m.role === "user" || (m.role === "assistant" && !(m.toolCalls && m.toolCalls.length > 0) && m.content.trim() !== ""));
}

/** Share of the room the facts keep when the conversation does not fit beside them. */
const FACTS_SHARE = 0.6;

export function buildAnswerRequest(input: { system: string; calls: readonly CallOutcome[]; history: readonly ChatMessage[]; question: string; images?: ImageInput[] | undefined; available: number }): ChatMessage[] {
  const closing = "Now answer the user's last message from these facts and the conversation. Say plainly what failed or was not done.";
  const question: ChatMessage = { role: "user", content: input.question, ...(input.images && input.images.length > 0 ? { images: input.images } : {}) };
  const room = input.available - estimateTokens(input.system + closing) - estimateMessagesTokens([question]) - 40;
  const facts = factsSection(input.calls);
  const factsTokens = estimateTokens(facts);
  const historyTokens = estimateMessagesTokens([...input.history]);
  // Facts and conversation both fit, or the facts keep their share and the rest goes to
  // the newest turns; what is left out is said.
  const factsRoom = factsTokens + historyTokens <= room ? factsTokens : Math.max(200, Math.min(factsTokens, Math.max(Math.floor(room * FACTS_SHARE), room - historyTokens)));
  const cappedFacts = capText(facts, factsRoom, "characters of tool results");
  let historyRoom = room - estimateTokens(cappedFacts);
  const kept: ChatMessage[] = [];
  for (let i = input.history.length - 1; i >= 0; i--) {
    const m = input.history[i] as ChatMessage;
    const t = estimateMessagesTokens([m]);
    if (t > historyRoom) break;
    historyRoom -= t;
    kept.unshift(m);
  }
  // Start at a user turn so the conversation reads in order.
  while (kept[0] && kept[0].role !== "user") kept.shift();
  const omitted = input.history.length - kept.length;
  const note = omitted > 0 ? `\n\n(${omitted} earlier messages of this conversation are not shown here for space; the summary above covers the older part.)` : "";
  return [
    { role: "system", content: `${input.system}\n\n${cappedFacts}${note}\n\n${closing}` },
    ...kept,
    question,
  ];
}

/** The answer call: a tool call written as text is sent back once, and never shown. `stream`: the live reply's text and /stop. */
export async function writeAnswer(messages: ChatMessage[], maxTokens: number, deps: { model: ChatModel; log: Log; maxRetryTokens: number }, stream: Pick<ChatRequest, "signal" | "onText"> = {}): Promise<ModelCallResult> {
  const first = await callModel({ messages, maxTokens, ...stream }, deps);
  if (readTextToolCalls(first.response.content).kind === "none") return first;
  deps.log.warn({ text: first.response.content.slice(0, 300) }, "the answer was a tool call written as text; asking again");
  const second = await callModel({ messages: [...messages, { role: "assistant", content: first.response.content }, { role: "user", content: CALL_IN_ANSWER_NOTE }], maxTokens, ...stream }, deps);
  if (readTextToolCalls(second.response.content).kind === "none") return second;
  deps.log.warn({ text: second.response.content.slice(0, 300) }, "the answer was a tool call written as text again; not showing it");
  return { ...second, response: { ...second.response, content: NO_ANSWER } };
}

export const NO_ANSWER = "I could not write an answer: the model replied with a tool call instead of words. Please ask again, perhaps more specifically.";
