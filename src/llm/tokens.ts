// Token estimates for budgeting. Generous on purpose: undercounting lets a request
// overflow silently and hides a cut answer. One token per Hangul syllable or other CJK
// character; about four characters per token for the rest.
import type { ChatMessage } from "./types.js";

/** Hangul jamo and syllables, kana, CJK ideographs: one token each (UTF-16 code units). */
function isWide(c: number): boolean {
  return (
    (c >= 0x1100 && c <= 0x11ff) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3130 && c <= 0x318f) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0xf900 && c <= 0xfaff)
  );
}

// Counted in a loop: every message of the history is estimated on every turn, and a
// regex match would build an array of every wide character first.
export function estimateTokens(text: string): number {
  if (text === "") return 0;
  let wide = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x1100 && isWide(c)) wide++;
  }
  const rest = text.length - wide;
  return wide + Math.ceil(rest / 4);
}

const PER_MESSAGE = 4;

/** OpenAI's tile rule (85 + 170 per 512 px tile), an upper bound for other providers' counts. */
export function estimateImageTokens(i: { width: number; height: number }): number {
  const scale = Math.min(1, 2048 / Math.max(i.width, i.height));
  const w = i.width * scale;
  const h = i.height * scale;
  const short = Math.min(1, 768 / Math.min(w, h));
  return 85 + 170 * Math.ceil((w * short) / 512) * Math.ceil((h * short) / 512);
}

/** Estimates of frozen messages (history turns shared across requests: they cannot change). */
const counted = new WeakMap<ChatMessage, number>();

export function estimateMessageTokens(m: ChatMessage): number {
  const known = counted.get(m);
  if (known !== undefined) return known;
  const n = countMessageTokens(m);
  if (Object.isFrozen(m)) counted.set(m, n);
  return n;
}

function countMessageTokens(m: ChatMessage): number {
  let n = PER_MESSAGE + estimateTokens(m.content);
  if (m.role === "user" && m.images) for (const i of m.images) n += estimateImageTokens(i);
  if (m.role === "assistant" && m.toolCalls)
    for (const c of m.toolCalls) n += 8 + estimateTokens(c.name) + estimateTokens(c.arguments);
  return n;
}

export function estimateMessagesTokens(ms: readonly ChatMessage[]): number {
  return ms.reduce((n, m) => n + estimateMessageTokens(m), 0);
}

/**
 * Cuts text to fit `maxTokens`, keeping the head and the tail and stating what was cut.
 * Used for tool results so one result never takes the whole window.
 */
export function capText(text: string, maxTokens: number, what = "characters"): string {
  if (estimateTokens(text) <= maxTokens) return text;
  const budget = Math.max(16, maxTokens - 40);
  const head = sliceToTokens(text, Math.floor(budget * 0.7));
  const tail = sliceToTokensFromEnd(text, budget - estimateTokens(head));
  const omitted = text.length - head.length - tail.length;
  return `${head}\n\n[… ${omitted.toLocaleString("en-US")} of ${text.length.toLocaleString("en-US")} ${what} omitted here to fit the context; the beginning and the end are shown. Do not guess the missing middle.]\n\n${tail}`;
}

export function sliceToTokens(text: string, maxTokens: number): string {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (estimateTokens(text.slice(0, mid)) <= maxTokens) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, safeCut(text, lo));
}

function sliceToTokensFromEnd(text: string, maxTokens: number): string {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (estimateTokens(text.slice(text.length - mid)) <= maxTokens) lo = mid;
    else hi = mid - 1;
  }
  let start = text.length - lo;
  const c = text.charCodeAt(start);
  if (c >= 0xdc00 && c <= 0xdfff) start++;
  return text.slice(start);
}

function safeCut(text: string, at: number): number {
  const c = text.charCodeAt(at - 1);
  return c >= 0xd800 && c <= 0xdbff ? at - 1 : at;
}
