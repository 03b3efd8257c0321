// Builds the work request: the typed blocks for this turn, assembled under the budget;
// history that no longer fits is folded into the conversation's rolling summary (stored),
// then the request is assembled again.
import type { LocalModel } from "../llm/local-model.js";
import { type Log, timed } from "../log.js";
import type { ScoredItem } from "../memory/search.js";
import type { ChatStore, Conversation } from "../store/chats.js";
import { type Assembled, assemble, type Blocks, type Budget, type ScoredText } from "./assemble.js";
import { formatTime } from "./instructions.js";
import { foldIntoSummary } from "./summarize.js";
import type { TurnTrace } from "./trace.js";

export function toScored(items: readonly ScoredItem[], kind: "exchange" | "document", tz: string): ScoredText[] {
  return items
    .filter((i) => i.kind === kind)
    .map((i) => ({
      id: i.id,
      text: withContext(i.text.length > 1500 ? `${i.text.slice(0, 1500)}…` : i.text, i.context),
      score: i.score,
      label: [formatTime(i.ts, tz).slice(0, 5), i.tags.length ? i.tags.join(", ") : ""].filter(Boolean).join(" · "),
    }));
}

/** A short recalled exchange is shown between its neighbours, marked, so it reads in context. */
function withContext(text: string, c: ScoredItem["context"]): string {
  if (!c) return text;
  return [c.before ? `(before) ${c.before}` : "", text, c.after ? `(after) ${c.after}` : ""].filter(Boolean).join("\n");
}

export function profileText(p: { firstName?: string | undefined; languageCode?: string | undefined }, tz: string): string {
  return [p.firstName ? `Name: ${p.firstName}` : "", p.languageCode ? `Telegram language: ${p.languageCode}` : "", `Time zone: ${tz}`].filter(Boolean).join("\n");
}

export async function buildRequest(
  input: { blocks: Blocks; conversation: Conversation; budget: Budget },
  d: { chats: Pick<ChatStore, "setSummary">; local: LocalModel; localTimeoutMs: number; log: Log },
): Promise<{ assembled: Assembled; budgetTrace: NonNullable<TurnTrace["budget"]> }> {
  const blocks = { ...input.blocks };
  const historyTurns = blocks.history.length;
  let assembled = assemble(blocks, input.budget);
  let summaryVia: string | undefined;
  for (let i = 0; i < 3 && assembled.dropped.history.length > 0; i++) {
    const dropped = assembled.dropped.history;
    const folded = await timed(d.log, "summarize", () => foldIntoSummary(blocks.summary, dropped.flatMap((t) => t.messages), { local: d.local, timeoutMs: d.localTimeoutMs }));
    summaryVia = folded.via;
    d.chats.setSummary(input.conversation.id, folded.summary, (dropped.at(-1) as { lastMessageId: number }).lastMessageId);
    blocks.summary = folded.summary;
    blocks.history = assembled.kept.history;
    d.log.info({ foldedTurns: dropped.length, via: folded.via }, "older history folded into the rolling summary");
    assembled = assemble(blocks, input.budget);
  }
  return {
    assembled,
    budgetTrace: {
      tokens: assembled.tokens,
      available: assembled.available,
      droppedHistoryTurns: historyTurns - assembled.kept.history.length,
      droppedMemories: assembled.dropped.memories.length,
      droppedPassages: assembled.dropped.passages.length,
      questionCut: assembled.dropped.questionCut,
      ...(summaryVia ? { summaryVia } : {}),
    },
  };
}
