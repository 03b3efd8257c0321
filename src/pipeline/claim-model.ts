// A learned second reader for "does this reply need a warning?" (issue #13). The rules
// (claims.ts) read grammar and name the claim; after twelve rounds they no longer carried over
// to replies written apart from them (unseen recall 0.74-0.86). This is a small logistic model
// over features that generalise across wordings: the reply's and the request's words (Korean
// words also by their endings), the store each names (notes, reminders, feeds, an article, a
// send) against what the ledger and outbox show for that store — and against what the whole turn
// did, so a store no call touched while the turn's calls all succeeded shows — the shape of each sentence
// (a time word, a number, a reporting verb, first person, a question, a hedge), and the rules'
// own reading — their verdict and each claim they found, whether they found it backed, and by
// which action. It runs in-process in well under a millisecond. Its input comes from
// claim-model-input.ts; it is trained by `npm run train:claims` (test/fixtures/claims/train.ts)
// into claim-model.weights.json. Pure: no I/O, no state.

import { HANGUL } from "./claim-text.js";

/** A skill action the model knows (the skills' command lines, claim-model-input.ts), or "other". */
export type Action =
  | "save" | "list" | "search" | "delete" | "sched" | "schedlist" | "schedremove"
  | "fetch" | "feedadd" | "feedread" | "feedremove" | "digest" | "feedlist" | "help" | "other";
/** One ledger entry as the model reads it: the action, with "!error|!timeout|!stopped" when it did not succeed. */
export type ActionState = Action | `${Action}!${"error" | "timeout" | "stopped"}`;
export type SendState = "delivered" | "failed" | "unknown";

export interface ClaimModelInput {
  reply: string;
  userText: string;
  /** This turn's ledger. */
  turn: readonly ActionState[];
  /** The ledger of the chat's previous turn with calls (claim-model-input.ts says why only that one). */
  earlier: readonly ActionState[];
  /** This turn's direct send, if any. */
  shown?: SendState;
  /** An earlier turn's direct send, if any. */
  earlierShown?: SendState;
  /** The rule-based check's verdict; undefined when unknown (training rows without one). */
  ruleWarns?: boolean;
  /**
   * The claims the rules found and how they checked them; undefined on training rows of sets
   * the rules were fit to (their reading there is not what they do on new text).
   */
  ruleClaims?: readonly RuleClaim[];
}

/** One claim the rules found, as the model reads it. */
export interface RuleClaim {
  kind: string;
  supported: boolean;
  /** "look" or "listing" when the claim is implied by what the reply presents, else "-". */
  implied: string;
  earlier: boolean;
  /** What backs it: a ledger entry's action (with "@earlier" when from an earlier turn), "send" for an outbox row, "-" for nothing. */
  by: string;
}

export interface ClaimModel {
  /** The probability at or above which a reply the rules found nothing in needs a warning. */
  threshold: number;
  /** The probability below which a rules warning about a turn with a successful call is dropped (verify.ts says when). */
  veto: number;
  bias: number;
  weights: Readonly<Record<string, number>>;
}

const FAMILY: Partial<Record<Action, string>> = {
  save: "n", list: "n", search: "n", delete: "n", sched: "s", schedlist: "s", schedremove: "s",
  fetch: "a", feedadd: "f", feedread: "f", feedremove: "f", digest: "f", feedlist: "f", help: "h",
};

/** Words that name a store (or a send) in a reply or a request; x is a direct send, read against the outbox. */
const STORE_WORDS: Record<string, RegExp> = {
  n: /\bnote|\bnoted\b|\blist\b|\bsav(e|ed|ing)\b|\bjot|\blog(ged)?\b|\bfile[ds]?\b|메모|저장|적어|기록|노트/i,
  s: /remind|schedul|\btimer|\balarm|\bping|알림|예약|스케줄|리마인|알람|타이머/i,
  f: /\bfeeds?\b|subscri|digest|round-?up|피드|구독|다이제스트|RSS/i,
  a: /article|\blink\b|\bpage\b|summar|\bgist\b|기사|링크|요약|페이지|원문/i,
  x: /\bsent\b|\bsend|\bdm\b|\bshot it|on its way|보내|보냈|전송|발송|쐈|보냄/i,
};

// Curly apostrophes count as straight ones ("I’ve" is "I've"): phones type either.
const words = (text: string): string[] => text.toLowerCase().normalize("NFC").replace(/[’‘ʼ]/g, "'").match(/[a-z']+|[\uac00-\ud7a3]+|[0-9]+/g) ?? [];

/** Succeeded, failed, both, or nothing: how a list of ledger entries went. */
function outcomeOf(states: readonly ActionState[]): "ok" | "fail" | "mix" | "none" {
  const ok = states.some((s) => !s.includes("!"));
  const bad = states.some((s) => s.includes("!"));
  return ok ? (bad ? "mix" : "ok") : bad ? "fail" : "none";
}

function storeOutcome(states: readonly ActionState[], family: string): string {
  return outcomeOf(states.filter((s) => FAMILY[s.split("!")[0] as Action] === family));
}

/** The words of a text as features (each once), Korean words also by their endings and stems, with the next word. */
function textFeatures(prefix: string, text: string, context: string | undefined, out: string[]): void {
  const seen = new Set<string>();
  const push = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    out.push(`${prefix}${k}`);
    if (context) out.push(`${prefix}${k}|${context}`);
  };
  const ws = words(text);
  ws.forEach((w, i) => {
    push(w);
    if (HANGUL.test(w)) {
      for (const n of [2, 3, 4]) if (w.length > n) push(`~${w.slice(-n)}`);
      if (w.length > 2) push(`${w.slice(0, 2)}~`);
    }
    const next = ws[i + 1];
    if (next !== undefined) push(`${w}_${next}`);
  });
}

/**
 * The model's features of one reply in its context. Earlier turns enter only where the reply
 * itself points at them: through the stores the reply names (Lr below, that store's earlier
 * outcome) and through a word referring back ("already", "아까": Xe, the previous turn's
 * outcome) — never as a bag of entries on their own. The labelled replies carry an earlier
 * ledger only when they refer back to it, while a real chat almost always has one, so a bag
 * would learn "an earlier call means no warning" and fall silent in every chat that has used
 * a skill. Because a reply can add such a word at will, a veto never rests on the earlier
 * turn (verify.ts withModel: it must hold with the earlier turns taken away).
 */
export function claimFeatures(input: ClaimModelInput): string[] {
  const lang = HANGUL.test(input.reply) ? "ko" : "en";
  const C = outcomeOf(input.turn);
  const f: string[] = [
    `lang:${lang}`, `C:${C}`, `shown:${input.shown ?? "-"}`, `C:${C}|shown:${input.shown ?? "-"}`];
  for (const s of input.turn) f.push(`T:${s}`);
  textFeatures("r:", input.reply, C, f);
  textFeatures("u:", input.userText, undefined, f);
  f.push(`len:${Math.min(5, Math.floor(input.reply.length / 80))}`, `q:${/[?？]\s*$/.test(input.reply.trim())}|${C}`);
  for (const [family, re] of Object.entries(STORE_WORDS)) {
    const now = family === "x" ? (input.shown ?? "none") : storeOutcome(input.turn, family);
    const before = family === "x" ? (input.earlierShown ?? "none") : storeOutcome(input.earlier, family);
    const inReply = re.test(input.reply);
    const inRequest = re.test(input.userText);
    if (inReply) f.push(`Lr:${family}|${now}`, `Lr:${family}|${now}|e:${before}`, `Lr:${family}|${now}|${lang}`);
    if (inRequest) f.push(`Lu:${family}|${now}`, `Lu:${family}|${now}|${lang}`);
    if (inReply && inRequest) f.push(`Lru:${family}|${now}`);
  }
  storeFeatures(input, C, lang, f);
  for (const w of new Set(words(input.userText))) f.push(`uc:${w}|${C}`);
  if (input.ruleWarns !== undefined) f.push(`R:${input.ruleWarns}`, `R:${input.ruleWarns}|C:${C}`, `R:${input.ruleWarns}|lang:${lang}`);
  shapeFeatures(input, C, f);
  if (input.ruleClaims) {
    // Each once, as the words are: a reply must not outweigh a false claim by repeating a backed one.
    const read = new Set([`RC:n${Math.min(3, input.ruleClaims.length)}|C:${C}`]);
    for (const k of input.ruleClaims) for (const r of [`RC:${k.kind}|${k.supported}`, `RC:${k.kind}|${k.supported}|${k.implied}|${k.earlier}`, `RC:${k.kind}|by:${k.by}`, `RC:${k.supported}|by:${k.by}`]) read.add(r);
    f.push(...read);
  }
  return f;
}

// Cues of a statement of fact or of an action: live data stated with no call reads as "a time
// word, a number, a source" ("Ofgem's new cap kicked in today: 26.4p"), which single words do not carry.
const REPLY_CUES: readonly (readonly [string, RegExp])[] = [
  ["digits", /\d/],
  ["units", /\d\s*(%|원|만|°|도|p\b|£|\$|€|분|시|mph|km|cm|㎍)|[£$€]\s*\d/i],
  ["time", /\b(today|now|currently|this (week|morning|evening)|right now|at the moment|tonight|tomorrow)\b|오늘|지금|현재|이번 ?주|내일|방금/i],
];
const REQUEST_CUES: readonly (readonly [string, RegExp])[] = [
  ["utime", /\b(today|now|currently|at the moment|right now|yet|tonight|tomorrow|latest|new)\b|오늘|지금|현재|요즘|내일|최신|새로/i],
  ["uq", /[?？]/],
];
const SENTENCE_CUES: readonly (readonly [string, RegExp])[] = [
  ["now", /\b(today|now|currently|this (week|month|morning|evening|quarter)|right now|at the moment|tonight|tomorrow|latest)\b|오늘|지금|현재|이번 ?(주|달)|내일|방금|최신/i],
  ["num", /\d/],
  ["unit", /\d\s*(%|원|만|°|도|p\b|mph|km|cm|분|시간|㎍)|[£$€₩]\s*\d|\d\s*(pounds|dollars|baht|won)/i],
  ["report", /\b(says?|said|announced|confirmed|reports?|according to|shows?|listed|posted|is showing)\b|발표|공지|밝혔|나와|떠 있|보니|따르면|라고|래요|대요/i],
  ["first", /\b(i|i've|i'm|i'd|we|we've|me|my)\b|제가|저는|내가|해 드렸|드렸|했어요|했습니다/i],
  ["you", /\b(you|your|you're|you've)\b|고객님|님/i],
  ["q", /[?？]/],
  ["hedge", /\b(might|may|could|probably|usually|typically|generally|often|should|would)\b|보통|대개|일반적|것 같|수도|거예요|겠/i],
  ["past", /\b\w+ed\b|했|됐|었|았/],
];

/** The reply's and request's cues with the turn's outcome, and each sentence's cues together. */
function shapeFeatures(input: ClaimModelInput, C: string, f: string[]): void {
  const cues = [...REPLY_CUES.filter(([, re]) => re.test(input.reply)), ...REQUEST_CUES.filter(([, re]) => re.test(input.userText))].map(([k]) => k);
  if (!/[\p{L}\p{N}]/u.test(input.reply)) cues.unshift("noletters");
  for (const c of cues) f.push(`cue:${c}|C:${C}`);
  for (const [a, b] of pairs(cues)) f.push(`cue:${a}&${b}|C:${C}`);
  const called = input.turn.length > 0 ? "call" : "none";
  const seen = new Set<string>();
  for (const sentence of input.reply.split(SENTENCES)) {
    const on = SENTENCE_CUES.filter(([, re]) => re.test(sentence)).map(([k]) => k);
    seen.add(`sc:${on.join("+")}|${called}`);
    for (const [a, b] of pairs(on)) seen.add(`sc2:${a}&${b}|${called}`);
  }
  f.push(...seen);
}

// A store named with the turn's outcome for that store, crossed with the whole turn's outcome: a
// listing of notes after a reminders "list", or "메모가 저장되었습니다" after a schedule "add", names
// a store no call touched while the turn's calls all succeeded — the rules read such a claim as backed by any
// write or any look. Only the four stores (a send is read against the outbox, below).
const STORES = ["n", "s", "f", "a"] as const;
// A send said in other words than "sent" ("pushed it out to you here", "쏴 줬어", "Digest → this chat"),
// read against the outbox.
const SENT_WORDS = /\b(sent|send|sending|pushed|dropped|delivered|posted|popped|fired off|shot|on its way|landed|in your (?:dms?|chat|inbox))\b|→\s*(?:this|your) chat|보내|보냈|전송|발송|쐈|쏴|올려|드렸|도착/i;
// A reference back to an earlier act ("The one I set for you earlier?", "어제 걸어 둔 거 맞아요"), read
// against the previous turn's ledger and send.
const EARLIER_WORDS = /\b(earlier|yesterday|last (?:time|week|night)|this morning|before|already|the one i|you had me|i set|i saved)\b|아까|어제|지난번|지난주|전에|이미|걸어 ?둔|해 ?둔|드린|드렸던|놓은/i;

/** Each store named against what the turn did to it; a send said against the outbox; an earlier act against the earlier ledger. */
function storeFeatures(input: ClaimModelInput, C: string, lang: string, f: string[]): void {
  const now = (family: string) => storeOutcome(input.turn, family);
  const inRequest = STORES.filter((k) => STORE_WORDS[k]?.test(input.userText));
  const inReply = STORES.filter((k) => STORE_WORDS[k]?.test(input.reply));
  for (const k of inRequest) f.push(`Xu:${k}|${now(k)}|C:${C}`);
  for (const k of inReply) f.push(`Xr:${k}|${now(k)}|C:${C}`);
  if (C === "ok") {
    // The one store the request names, or every store the reply names, untouched by a turn whose calls succeeded.
    const request = inRequest.length === 1 && now(inRequest[0] as string) === "none";
    const reply = inReply.length > 0 && inReply.every((k) => now(k) === "none");
    if (request) f.push(`Xmis:u|${lang}`);
    if (reply) f.push(`Xmis:r|${lang}`);
    if (request && reply) f.push("Xmis:ur", `Xmis:ur|${lang}`);
  }
  if (SENT_WORDS.test(input.reply)) f.push(`Xs:${input.shown ?? "-"}|C:${C}`, `Xs:${input.shown ?? "-"}|${lang}`);
  if (EARLIER_WORDS.test(input.reply)) {
    const before = outcomeOf(input.earlier);
    f.push(`Xe:${before}|C:${C}`, `Xe:${before}|${input.earlierShown ?? "-"}|${lang}`);
  }
}

/** Every two items of a list, in list order. */
function pairs<T>(items: readonly T[]): Array<[T, T]> {
  return items.flatMap((a, i) => items.slice(i + 1).map((b): [T, T] => [a, b]));
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function claimProbability(model: ClaimModel, input: ClaimModelInput): number {
  let z = model.bias;
  for (const k of claimFeatures(input)) z += model.weights[k] ?? 0;
  return sigmoid(z);
}

const SENTENCES = /(?<=[.!?。])\s+|\n+/;

/**
 * The sentence of the reply the model finds most like an unbacked claim (the largest sum of
 * its words' weights in this context), to quote in the warning. The whole reply when it is
 * one sentence.
 */
export function strongestSentence(model: ClaimModel, input: ClaimModelInput): string {
  const C = outcomeOf(input.turn);
  let best = input.reply.trim();
  let bestScore = -Infinity;
  for (const sentence of input.reply.split(SENTENCES)) {
    if (!/\p{L}/u.test(sentence)) continue;
    const f: string[] = [];
    textFeatures("r:", sentence, C, f);
    const score = f.reduce((sum, k) => sum + (model.weights[k] ?? 0), 0);
    if (score > bestScore) [best, bestScore] = [sentence.trim(), score];
  }
  return best;
}
