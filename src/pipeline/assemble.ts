// Assemble (seed 001): every request is built from typed blocks in a fixed order —
// one system message (instructions, knowledge, profile, summary, memories, passages,
// context notes), then history, then the question — under a token budget.
// Over budget, blocks are dropped in this order until it fits: oldest history turn,
// lowest-scored memory, lowest-scored passage, profile, summary. Instructions, knowledge
// and the question are never dropped; a question too big on its own is cut, and the
// request says so. Whatever is cut is named in the request with "do not invent it".
import { capText, estimateImageTokens, estimateMessagesTokens, estimateTokens, sliceToTokens } from "../llm/tokens.js";
import type { ChatMessage, ImageInput } from "../llm/types.js";

export interface ScoredText {
  id: number;
  text: string;
  score: number;
  /** Shown before the text: date, tags. */
  label: string;
}

export interface HistoryTurn {
  /** Turn id (or a negative message id for rows without a turn). */
  key: number;
  messages: ChatMessage[];
  /** The largest transcript row id in this turn: the summary fold point. */
  lastMessageId: number;
}

export interface Blocks {
  system: string;
  knowledge: string;
  profile: string;
  summary: string;
  memories: ScoredText[];
  passages: ScoredText[];
  history: HistoryTurn[];
  question: string;
  /** Image parts of the question (main model with vision only); counted in the budget. */
  images?: ImageInput[] | undefined;
}

export interface Budget {
  contextTokens: number;
  replyTokens: number;
}

export interface Assembled {
  messages: ChatMessage[];
  tokens: number;
  available: number;
  kept: { history: HistoryTurn[]; memories: ScoredText[]; passages: ScoredText[]; profile: boolean; summary: boolean };
  dropped: { history: HistoryTurn[]; memories: ScoredText[]; passages: ScoredText[]; profile: boolean; summary: boolean; questionCut: boolean };
}

export class BudgetError extends Error {
  override name = "BudgetError";
}

/** Room kept for the context-notes section and message framing. */
const NOTES_RESERVE = 120;
export const CUT_QUESTION_NOTE = "\n\n[This message was cut here: it did not fit the context window. Only the part above was read; say so and do not guess the rest.]";

const section = (title: string, body: string) => (body.trim() === "" ? "" : `\n\n## ${title}\n${body.trim()}`);
const scored = (items: readonly ScoredText[]) =>
  items.map((i) => `- [${i.score.toFixed(2)}${i.label ? ` · ${i.label}` : ""}] ${i.text.trim()}`).join("\n");

function notes(d: Assembled["dropped"]): string {
  const lines: string[] = [];
  const msgs = d.history.reduce((n, t) => n + t.messages.length, 0);
  if (msgs > 0) lines.push(`${msgs} earlier messages of this conversation are not shown; their gist is in the summary${d.summary ? " (which was also left out)" : ""}.`);
  if (d.memories.length > 0) lines.push(`${d.memories.length} lower-ranked memories were left out.`);
  if (d.passages.length > 0) lines.push(`${d.passages.length} lower-ranked document passages were left out.`);
  if (d.profile) lines.push("The user profile was left out.");
  if (d.summary) lines.push("The conversation summary was left out.");
  if (d.questionCut) lines.push("The user's message was cut: only its beginning is shown.");
  if (lines.length === 0) return "";
  return `${lines.map((l) => `- ${l}`).join("\n")}\nThese were cut to fit the context window. Do not invent what is not shown; if you need it, say you do not have it.`;
}

export function renderSystem(b: Pick<Blocks, "system" | "knowledge">, kept: Assembled["kept"], profile: string, summary: string, notesText: string): string {
  return (
    b.system.trim() +
    section("Knowledge", b.knowledge) +
    (kept.profile ? section("About the user", profile) : "") +
    (kept.summary ? section("Conversation so far (summary of earlier messages)", summary) : "") +
    section("Memories from earlier conversations (score · date · tags)", scored(kept.memories)) +
    section("Passages from documents fetched earlier (score · source)", scored(kept.passages)) +
    section("Context notes", notesText)
  );
}

export function assemble(b: Blocks, budget: Budget): Assembled {
  const available = budget.contextTokens - budget.replyTokens;
  const fixed = estimateTokens(b.system) + estimateTokens(b.knowledge) + NOTES_RESERVE + 16;
  if (available - fixed < 64)
    throw new BudgetError(
      `CONTEXT_TOKENS (${budget.contextTokens}) minus REPLY_TOKENS (${budget.replyTokens}) leaves no room after the instructions and knowledge (${fixed} tokens): raise CONTEXT_TOKENS or shorten the knowledge file.`,
    );
  let question = b.question;
  let questionCut = false;
  if (fixed + estimateTokens(question) + 8 > available) {
    question = sliceToTokens(question, available - fixed - estimateTokens(CUT_QUESTION_NOTE) - 8) + CUT_QUESTION_NOTE;
    questionCut = true;
  }
  const history = [...b.history];
  const memories = [...b.memories].sort((x, y) => y.score - x.score);
  const passages = [...b.passages].sort((x, y) => y.score - x.score);
  const dropped: Assembled["dropped"] = { history: [], memories: [], passages: [], profile: false, summary: false, questionCut };
  const itemTokens = (i: ScoredText) => estimateTokens(i.text) + estimateTokens(i.label) + 8;
  let total =
    fixed +
    estimateTokens(question) + 4 +
    (b.images ?? []).reduce((n, i) => n + estimateImageTokens(i), 0) +
    (b.profile ? estimateTokens(b.profile) + 10 : 0) +
    (b.summary ? estimateTokens(b.summary) + 14 : 0) +
    memories.reduce((n, i) => n + itemTokens(i), 0) + (memories.length > 0 ? 14 : 0) +
    passages.reduce((n, i) => n + itemTokens(i), 0) + (passages.length > 0 ? 14 : 0) +
    history.reduce((n, t) => n + estimateMessagesTokens(t.messages), 0);
  let profile = b.profile !== "";
  let summary = b.summary !== "";
  while (total > available) {
    if (history.length > 0) {
      const t = history.shift() as HistoryTurn;
      dropped.history.push(t);
      total -= estimateMessagesTokens(t.messages);
    } else if (memories.length > 0) {
      const m = memories.pop() as ScoredText;
      dropped.memories.push(m);
      total -= itemTokens(m) + (memories.length === 0 ? 14 : 0);
    } else if (passages.length > 0) {
      const p = passages.pop() as ScoredText;
      dropped.passages.push(p);
      total -= itemTokens(p) + (passages.length === 0 ? 14 : 0);
    } else if (profile) {
      profile = false;
      dropped.profile = true;
      total -= estimateTokens(b.profile) + 10;
    } else if (summary) {
      summary = false;
      dropped.summary = true;
      total -= estimateTokens(b.summary) + 14;
    } else break;
  }
  const kept: Assembled["kept"] = { history, memories, passages, profile, summary };
  const system = renderSystem(b, kept, b.profile, b.summary, notes(dropped));
  const messages: ChatMessage[] = [{ role: "system", content: system }, ...history.flatMap((t) => t.messages), { role: "user", content: question, ...(b.images && b.images.length > 0 ? { images: b.images } : {}) }];
  return { messages, tokens: estimateMessagesTokens(messages), available, kept, dropped };
}

export const WORK_ROOM_NOTE = (n: number) =>
  `\n\n## Context notes (this turn)\n- ${n} earlier messages were left out of this request to make room for this turn's tool results. Do not invent what they said.`;

/**
 * Keeps a work-phase request inside the budget as tool results accumulate: the oldest
 * history goes first (whole turns), then this turn's largest tool results are cut further
 * (head and tail kept). The system message and the question always stay.
 */
export function fitWorkRequest(messages: readonly ChatMessage[], available: number): { messages: ChatMessage[]; droppedMessages: number; shrunk: number } {
  const out = [...messages];
  let total = estimateMessagesTokens(out);
  if (total <= available) return { messages: out, droppedMessages: 0, shrunk: 0 };
  const question = out.map((m) => m.role).lastIndexOf("user");
  let dropped = 0;
  // History sits between the system message and the question.
  let q = question;
  while (total > available && q > 1) {
    let end = 2;
    while (end < q && out[end]?.role !== "user") end++;
    const removed = out.splice(1, end - 1);
    dropped += removed.length;
    q -= removed.length;
    total = estimateMessagesTokens(out);
  }
  let shrunk = 0;
  while (total > available) {
    let biggest = -1;
    for (let i = q + 1; i < out.length; i++)
      if (out[i]?.role === "tool" && (biggest === -1 || estimateTokens(out[i]?.content ?? "") > estimateTokens(out[biggest]?.content ?? ""))) biggest = i;
    const m = out[biggest];
    if (!m || m.role !== "tool" || estimateTokens(m.content) < 200) break;
    out[biggest] = { ...m, content: capText(m.content, Math.floor(estimateTokens(m.content) / 2)) };
    shrunk++;
    total = estimateMessagesTokens(out);
  }
  if (dropped > 0 && out[0]?.role === "system") out[0] = { role: "system", content: out[0].content + WORK_ROOM_NOTE(dropped) };
  return { messages: out, droppedMessages: dropped, shrunk };
}
