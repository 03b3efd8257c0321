// Resuming a turn that a crash interrupted. Its stored rounds are replayed into the work
// request; a call that never got a result gets a stored error result (its effect is
// unknown), so the record is whole and the model does not claim it succeeded.
import type { ChatMessage } from "../llm/types.js";
import type { Clock } from "../clock.js";
import type { TranscriptStore, StoredMessage } from "../store/transcript.js";
import type { CallOutcome } from "../tools/run-call.js";
import { commandOf } from "../tools/run-call.js";
import { renderToolResult } from "../tools/tool-message.js";
import { allShown } from "./work.js";

export const INTERRUPTED_RESULT =
  "[error] Interrupted: the bot restarted before this call finished. Its effect is unknown; do not say it succeeded. Run it again if it is still needed.";

export interface Resumed {
  messages: ChatMessage[];
  calls: CallOutcome[];
  lastRoundShown: boolean;
}

export function resumeTurn(rows: readonly StoredMessage[], ctx: { turnId: number; chatId: number; conversationId: number }, d: { transcript: TranscriptStore; clock: Clock; toolCapTokens: number }): Resumed {
  const messages: ChatMessage[] = [];
  const calls: CallOutcome[] = [];
  let lastRoundShown = false;
  for (const a of rows) {
    if (a.role !== "assistant" || !a.toolCalls || a.toolCalls.length === 0) continue;
    messages.push({ role: "assistant", content: a.content, toolCalls: a.toolCalls });
    const round: CallOutcome[] = [];
    for (const c of a.toolCalls) {
      let result: StoredMessage | undefined = rows.find((r) => r.role === "tool" && r.toolCallId === c.id);
      if (!result) {
        const id = d.transcript.append({ conversationId: ctx.conversationId, chatId: ctx.chatId, turnId: ctx.turnId, role: "tool", content: INTERRUPTED_RESULT, toolCallId: c.id, provenance: "tool", meta: { frame: "plain", status: "error" }, createdAt: d.clock.now() });
        result = d.transcript.get(id);
      }
      if (!result) continue;
      const parsed = commandOf(c);
      const o: CallOutcome = {
        callId: c.id,
        command: "command" in parsed ? parsed.command : c.arguments,
        skill: result.meta.skill ?? null,
        status: result.meta.status ?? "error",
        frame: result.meta.frame ?? "plain",
        messageRowId: result.id,
        message: { role: "tool", toolCallId: c.id, content: renderToolResult(result, d.toolCapTokens) },
        ...(result.meta.delivery && result.meta.presentation !== undefined ? { presentation: result.meta.delivery === "sending" ? "unknown" : result.meta.delivery } : {}),
        ms: 0,
      };
      round.push(o);
      calls.push(o);
      messages.push(o.message);
    }
    lastRoundShown = allShown(round);
  }
  return { messages, calls, lastRoundShown };
}
