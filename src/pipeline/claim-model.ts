// A learned second opinion on "does this reply need a warning?" (issue #13). The rule-based
// check (claims.ts) reads grammar and names the claim; after twelve rounds its rules no
// longer carried over to replies written apart from them (unseen recall 0.77–0.89). This is
// a small logistic model over features that generalise across wordings: the reply's and the
// request's words (Korean eojeol with their endings), what this turn's and earlier turns'
// ledger and outbox show, which of the user's stores (notes, reminders, feeds, an article, a
// send) the reply and the request name against what the ledger shows for that store, and the
// rule-based verdict. It runs in-process (microseconds, no model server) and is trained by
// scripts/train-claim-model.ts from the labelled replies in test/fixtures/claims; the weights
// are generated into claim-model-weights.ts. Pure: no I/O, no state.
import type { CallStatus, LedgerEntry } from "../store/ledger.js";

/** One ledger entry as the model reads it: the skill's action, with "!error|!timeout|!stopped" when it did not succeed. */
export type ActionState = string;
export type SendState = "delivered" | "failed" | "unknown";

export interface ClaimModelInput {
  reply: string;
  userText: string;
  /** This turn's ledger. */
  turn: readonly ActionState[];
  /** Earlier turns' ledger. */
  earlier: readonly ActionState[];
  /** This turn's direct send, if any. */
  shown?: SendState;
  /** An earlier turn's direct send, if any. */
  earlierShown?: SendState;
  /** The rule-based check's verdict; undefined when unknown (training rows without one). */
  ruleWarns?: boolean;
}

export interface ClaimModel {
  /** The probability at or above which a reply needs a warning. */
  threshold: number;
  bias: number;
  weights: Readonly<Record<string, number>>;
}

const ACTIONS: Record<string, Record<string, string>> = {
  notes: { save: "save", list: "list", search: "search", delete: "delete" },
  schedule: { add: "sched", list: "schedlist", remove: "schedremove", pause: "schedremove", resume: "sched" },
  feeds: { add: "feedadd", read: "feedread", remove: "feedremove", digest: "digest", list: "feedlist" },
};

/** The action a ledger entry stands for, as the model's features name it. */
export function actionState(entry: Pick<LedgerEntry, "skill" | "command" | "status">): ActionState | undefined {
  if (entry.status === "running") return undefined;
  const outcome = (s: CallStatus) => (s === "success" ? "" : `!${s}`);
  let action = "other";
  if (/^help\b/.test(entry.command)) action = "help";
  else if (entry.skill === "article" || /\bfetch\.mjs\b/.test(entry.command)) action = "fetch";
  else {
    const m = /\b(notes|schedule|feeds)\.mjs\s+([a-z]+)/.exec(entry.command);
    const skill = m?.[1] ?? entry.skill ?? "";
    action = ACTIONS[skill]?.[m?.[2] ?? ""] ?? "other";
  }
  return `${action}${outcome(entry.status)}`;
}

const FAMILY: Record<string, string> = {
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

const HANGUL = /[\uac00-\ud7a3]/;
const words = (text: string): string[] => text.toLowerCase().normalize("NFC").match(/[a-z']+|[\uac00-\ud7a3]+|[0-9]+/g) ?? [];

/** Succeeded, failed, both, or nothing: how a list of ledger entries went. */
function outcomeOf(states: readonly ActionState[]): "ok" | "fail" | "mix" | "none" {
  const ok = states.some((s) => !s.includes("!"));
  const bad = states.some((s) => s.includes("!"));
  return ok ? (bad ? "mix" : "ok") : bad ? "fail" : "none";
}

function storeOutcome(states: readonly ActionState[], family: string): string {
  return outcomeOf(states.filter((s) => FAMILY[s.split("!")[0] ?? ""] === family));
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
 * The model's features of one reply in its context. Earlier turns enter only through the
 * stores the reply or the request names (Lr/Lu below), never as a bag of their own: the
 * labelled replies carry an earlier ledger only when they refer back to it, while a real
 * chat almost always has one, so a bag of earlier entries would learn "an earlier call
 * means no warning" and fall silent in every chat that has used a skill.
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
  for (const w of new Set(words(input.userText))) f.push(`uc:${w}|${C}`);
  if (input.ruleWarns !== undefined) f.push(`R:${input.ruleWarns}`, `R:${input.ruleWarns}|C:${C}`, `R:${input.ruleWarns}|lang:${lang}`);
  return f;
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

export interface TrainOptions {
  epochs?: number;
  l2?: number;
  learningRate?: number;
  /** Seed of the deterministic shuffle, so the same rows give the same weights. */
  seed?: number;
  threshold?: number;
  /** Weights are rounded to this many decimals and zeros dropped, to keep the generated file small. */
  decimals?: number;
  /** Features seen in fewer training rows than this are left out (one-off words carry no evidence and most of the size). */
  minCount?: number;
}

/** Logistic regression by AdaGrad over sparse string features; deterministic for the same rows and options. */
export function trainClaimModel(rows: readonly { input: ClaimModelInput; warn: boolean }[], o: TrainOptions = {}): ClaimModel {
  const { epochs = 25, l2 = 1e-5, learningRate = 0.2, threshold = 0.5, decimals = 3, minCount = 1 } = o;
  let seed = o.seed ?? 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const all = rows.map((r) => ({ f: claimFeatures(r.input), y: r.warn ? 1 : 0 }));
  const count = new Map<string, number>();
  for (const { f } of all) for (const k of f) count.set(k, (count.get(k) ?? 0) + 1);
  const data = all.map(({ f, y }) => ({ f: f.filter((k) => (count.get(k) as number) >= minCount), y }));
  const w = new Map<string, number>();
  const g2 = new Map<string, number>();
  let bias = 0;
  let biasG2 = 1e-8;
  const order = data.map((_, i) => i);
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const i of order) {
      const { f, y } = data[i] as { f: string[]; y: number };
      let z = bias;
      for (const k of f) z += w.get(k) ?? 0;
      const g = sigmoid(z) - y;
      for (const k of f) {
        const wk = w.get(k) ?? 0;
        const gk = g + l2 * wk;
        const acc = (g2.get(k) ?? 1e-8) + gk * gk;
        g2.set(k, acc);
        w.set(k, wk - (learningRate * gk) / Math.sqrt(acc));
      }
      biasG2 += g * g;
      bias -= (learningRate * g) / Math.sqrt(biasG2);
    }
  }
  const scale = 10 ** decimals;
  const weights: Record<string, number> = {};
  for (const k of [...w.keys()].sort()) {
    const v = Math.round((w.get(k) as number) * scale) / scale;
    if (v !== 0) weights[k] = v;
  }
  return { threshold, bias: Math.round(bias * scale) / scale, weights };
}

/** How the user-visible sends went, as the model reads them: delivered when one was, else the last one's state. */
function sendState(sends: readonly { kind: string; status: string }[]): SendState | undefined {
  const direct = sends.filter((s) => s.kind === "presentation" || s.kind === "digest");
  if (direct.length === 0) return undefined;
  if (direct.some((s) => s.status === "delivered")) return "delivered";
  return direct.some((s) => s.status === "failed" || s.status === "abandoned") ? "failed" : "unknown";
}

type Recorded = Pick<LedgerEntry, "skill" | "command" | "status"> & Partial<Pick<LedgerEntry, "frame" | "summary">>;

/** The summaries run-call.ts gives a call that was refused or waits for the owner's Allow (the ledger keeps no other mark). */
const HELD_OR_REFUSED = /^(not done yet|not run|refused)\b/;

/**
 * Whether the model may speak on these records: every call is one of the skills' actions it
 * was trained on, and none was refused or held for the owner's Allow (no training reply had
 * one; "please approve the reminder" after a held call reads to it like a false "done").
 */
export function inModelScope(entries: readonly Recorded[]): boolean {
  return entries.every((e) => e.frame !== "refused" && !HELD_OR_REFUSED.test(e.summary ?? "") && !actionState(e)?.startsWith("other"));
}

/** The model's input from what the turn recorded (the same records the rule-based check reads). */
export function modelInputOf(
  reply: string,
  ctx: {
    userText: string;
    turnLedger: readonly Recorded[];
    recentLedger: readonly Recorded[];
    turnSends?: readonly { kind: string; status: string }[];
    recentSends?: readonly { kind: string; status: string }[];
  },
  ruleWarns: boolean | undefined,
): ClaimModelInput {
  const states = (entries: typeof ctx.turnLedger) => entries.map(actionState).filter((s): s is ActionState => s !== undefined);
  const shown = sendState(ctx.turnSends ?? []);
  const earlierShown = sendState(ctx.recentSends ?? []);
  return {
    reply, userText: ctx.userText, turn: states(ctx.turnLedger), earlier: states(ctx.recentLedger),
    ...(shown ? { shown } : {}), ...(earlierShown ? { earlierShown } : {}), ...(ruleWarns === undefined ? {} : { ruleWarns }),
  };
}

/**
 * The model's reading of a reply the rules found nothing unbacked in: its probability and
 * whether that reaches the threshold; undefined where it has no say (inModelScope).
 */
export function modelReading(model: ClaimModel, reply: string, ctx: Parameters<typeof modelInputOf>[1]): { probability: number; warns: boolean; input: ClaimModelInput } | undefined {
  if (!inModelScope([...ctx.turnLedger, ...ctx.recentLedger])) return undefined;
  const input = modelInputOf(reply, ctx, false);
  const probability = claimProbability(model, input);
  return { probability, warns: probability >= model.threshold, input };
}
