// Answer phase (seed 001): after tools ran, the reply is written from a fresh request —
// the same system instructions, the short summary, the facts this turn found, and the
// question — with no tool-call scaffolding and no raw payload beyond the facts.
import { capText, estimateTokens } from "../llm/tokens.js";
import type { ChatMessage, ImageInput } from "../llm/types.js";
import type { CallOutcome } from "../tools/run-call.js";
import { ICONS, previewCommand } from "./instructions.js";
import type { Exchange } from "./resolve.js";

export function factsSection(calls: readonly CallOutcome[]): string {
  if (calls.length === 0) return "";
  const parts = calls.map((c) => `### ${ICONS[c.status]} exec: ${previewCommand(c.command, 120)}\n${c.message.content}`);
  return `## Facts found this turn (tool results)\n${parts.join("\n\n")}`;
}

export function buildAnswerRequest(input: { system: string; calls: readonly CallOutcome[]; recent?: Exchange | undefined; question: string; images?: ImageInput[] | undefined; available: number }): ChatMessage[] {
  const recent = input.recent
    ? `\n\n## The previous exchange (short)\nUser: ${input.recent.user.slice(0, 300)}\nAssistant: ${input.recent.assistant.slice(0, 300)}`
    : "";
  const closing = "Now answer the user's message below from these facts. Say plainly what failed or was not done.";
  // The facts may be several large results: they get what is left of the budget, head and tail kept.
  const room = input.available - estimateTokens(input.system + recent + closing + input.question) - 40;
  const facts = capText(factsSection(input.calls), Math.max(200, room), "characters of tool results");
  const system = `${input.system}${recent}\n\n${facts}\n\n${closing}`;
  return [
    { role: "system", content: system },
    { role: "user", content: input.question, ...(input.images && input.images.length > 0 ? { images: input.images } : {}) },
  ];
}
