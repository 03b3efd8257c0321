// Loads the conversation's stored transcript (after the summary fold point) and turns it
// into history turns for assembly: provenance marked, partial answers marked as cut,
// tool results rendered and capped, and each turn repaired by transcript hygiene.
import { type HistoryEntry, sanitizeTranscript, type TurnEnd } from "../llm/hygiene.js";
import { policyFor } from "../llm/provider-policy.js";
import type { ChatMessage } from "../llm/types.js";
import type { StoredMessage } from "../store/transcript.js";
import { renderForwarded, renderScheduledPrompt, renderToolResult } from "../tools/tool-message.js";
import type { HistoryTurn } from "./assemble.js";
import { type RenderOptions, renderUserInput } from "./attachments.js";
import type { Exchange } from "./resolve.js";

export const PARTIAL_NOTE = "\n\n[This answer was cut off at the length limit: it is incomplete.]";
export const STOPPED_HISTORY_NOTE = "\n\n[The user stopped this answer here (/stop): it is incomplete.]";
/** The same mark at the front, where excerpts that keep only the beginning still carry it. */
export const CUT_MARK = "[Cut off at the length limit, incomplete]";

/** Without a document lookup, a user row's files read as "no longer stored". */
const NO_DOCUMENTS: Pick<RenderOptions, "document"> = { document: () => undefined };

export function toChatMessage(m: StoredMessage, toolCapTokens: number, docs: Pick<RenderOptions, "document"> = NO_DOCUMENTS): ChatMessage {
  switch (m.role) {
    case "user":
      if (m.provenance === "scheduled") return { role: "user", content: renderScheduledPrompt(m.content, m.meta.scheduleName, m.meta.scheduleProvenance) };
      // Later turns carry a photo's description, never its pixels.
      const said = renderUserInput(m.content, m.meta.input, { ...docs, capTokens: toolCapTokens });
      // Someone else's words the user forwarded stay marked as such in every later request.
      return { role: "user", content: m.provenance === "forwarded" ? renderForwarded(said, m.meta.forwardedFrom) : said };
    case "assistant":
      return m.toolCalls && m.toolCalls.length > 0
        ? { role: "assistant", content: m.content, toolCalls: m.toolCalls }
        : { role: "assistant", content: m.status === "partial" ? m.content + (m.meta.stopped ? STOPPED_HISTORY_NOTE : PARTIAL_NOTE) : m.content };
    case "tool":
      return { role: "tool", toolCallId: m.toolCallId ?? "", content: renderToolResult(m, toolCapTokens) };
  }
}

export interface LoadedHistory {
  turns: HistoryTurn[];
  /** The last exchanges (user words, final answer) for the resolver. */
  exchanges: Exchange[];
  /** The first turn and transcript row in the history (what is visible in the request from here on). */
  sinceTurnId: number;
  sinceMessageId: number;
  repairs: string[];
}

/**
 * A turn's rows as built for a request, kept while those rows stay the same objects: the
 * transcript store keeps a conversation's rows (frozen) across turns and replaces a row
 * object when it changes, so identity says "unchanged". Without this, every turn rebuilt
 * and re-estimated every history message of the conversation (hundreds, until the fold).
 */
interface BuiltTurn {
  rows: readonly StoredMessage[];
  turnEnd: TurnEnd;
  toolCapTokens: number;
  messages: ChatMessage[];
  repairs: string[];
}
const built = new WeakMap<StoredMessage, BuiltTurn>();

/** A user row with files reads documents that can change apart from the row: never kept. */
const readsDocuments = (g: readonly StoredMessage[]) => g.some((m) => m.role === "user" && m.meta.input !== undefined);

function buildTurn(g: readonly StoredMessage[], turnEnd: TurnEnd, toolCapTokens: number, docs: Pick<RenderOptions, "document"> | undefined, perTurn: ReturnType<typeof policyFor>): { messages: ChatMessage[]; repairs: string[] } {
  const first = g[0] as StoredMessage;
  const hit = built.get(first);
  if (hit && hit.turnEnd === turnEnd && hit.toolCapTokens === toolCapTokens && hit.rows.length === g.length && hit.rows.every((r, i) => r === g[i])) return hit;
  const entries: HistoryEntry[] = g.map((m) => ({ message: toChatMessage(m, toolCapTokens, docs), turnEnd }));
  const fixed = sanitizeTranscript(entries, perTurn);
  if (!Object.isFrozen(first) || readsDocuments(g)) return fixed;
  // Shared by later turns' requests: frozen, so nothing can change one under another.
  for (const m of fixed.messages) {
    if (m.role === "assistant" && m.toolCalls) Object.freeze(m.toolCalls);
    Object.freeze(m);
  }
  built.set(first, { rows: [...g], turnEnd, toolCapTokens, messages: fixed.messages, repairs: fixed.repairs });
  return fixed;
}

export function buildHistory(rows: readonly StoredMessage[], statuses: ReadonlyMap<number, TurnEnd>, toolCapTokens: number, docs?: Pick<RenderOptions, "document">): LoadedHistory {
  const groups: StoredMessage[][] = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && r.turnId !== null && last[0]?.turnId === r.turnId) last.push(r);
    else groups.push([r]);
  }
  const repairs: string[] = [];
  const turns: HistoryTurn[] = [];
  const exchanges: Exchange[] = [];
  // Per-turn repairs here; id rewriting and alternation run once over the final request.
  const perTurn = { ...policyFor("openai") };
  for (const g of groups) {
    const first = g[0] as StoredMessage;
    const turnEnd = first.turnId === null ? "done" : statuses.get(first.turnId) ?? "done";
    const fixed = buildTurn(g, turnEnd, toolCapTokens, docs, perTurn);
    repairs.push(...fixed.repairs);
    if (fixed.messages.length === 0) continue;
    turns.push({ key: first.turnId ?? -first.id, messages: fixed.messages, lastMessageId: (g.at(-1) as StoredMessage).id });
    const user = g.find((m) => m.role === "user");
    const answer = [...g].reverse().find((m) => m.role === "assistant" && (!m.toolCalls || m.toolCalls.length === 0));
    const shown = [...g].reverse().find((m) => m.role === "tool" && m.meta.delivery === "delivered")?.meta.presentation;
    if (user && (answer || shown)) exchanges.push({ user: user.content, assistant: answer ? (answer.status === "partial" ? `${CUT_MARK} ${answer.content}` : answer.content) : shown ?? "" });
  }
  return {
    turns,
    exchanges,
    sinceTurnId: rows.reduce((m, r) => (r.turnId !== null && r.turnId < m ? r.turnId : m), Number.MAX_SAFE_INTEGER),
    sinceMessageId: rows[0]?.id ?? Number.MAX_SAFE_INTEGER,
    repairs,
  };
}
