// What the learned claim model (claim-model.ts) may read of a turn, and whether it may speak.
// The labelled replies it learned from are short typed requests about the skills' own actions,
// so it speaks only there: not on a scheduled prompt (a reminder firing reads like a "done"),
// not when the user supplied material — a photo or document, a forwarded message, a reply to an
// earlier message, a document still in view, or a long pasted text (a summary of it reads like
// a fetch: "Here's the gist of the PDF" scored 0.995) — not when a call was refused or held for
// the owner's Allow ("please approve the reminder" reads like a false "done"), and not on a
// skill it has never seen. Of earlier turns it reads only the previous turn with calls: the
// labelled replies carry an earlier ledger only when they refer back to it, while a real chat
// has many, so a longer history would teach it silence.
import type { LedgerEntry } from "../store/ledger.js";
import { isNotDone } from "../tools/not-done.js";
import { type Action, type ActionState, type ClaimModel, type ClaimModelInput, claimProbability, type RuleClaim, type SendState } from "./claim-model.js";
import { wholeReplyIsDraft } from "./claim-composed.js";
import { deniesEveryAct } from "./claim-none.js";
import { scriptCall, sentences } from "./claim-text.js";
import { type CheckedClaim, type ClaimCheck, softWarning, withoutListening } from "./claims.js";

const ACTIONS: Record<string, Record<string, Action>> = {
  notes: { save: "save", add: "save", list: "list", search: "search", find: "search", delete: "delete", remove: "delete" },
  schedule: { add: "sched", list: "schedlist", remove: "schedremove", pause: "schedremove", resume: "sched" },
  feeds: { add: "feedadd", read: "feedread", remove: "feedremove", digest: "digest", list: "feedlist" },
};

/** The action a ledger entry stands for, as the model's features name it. */
export function actionState(entry: Pick<LedgerEntry, "skill" | "command" | "status">): ActionState | undefined {
  if (entry.status === "running") return undefined;
  const { words, name, sub } = scriptCall(entry.command);
  let action: Action = "other";
  if (words[0] === "help") action = "help";
  else if (entry.skill === "article" || name === "fetch") action = "fetch";
  else action = ACTIONS[name ?? entry.skill ?? ""]?.[sub ?? ""] ?? "other";
  return entry.status === "success" ? action : `${action}!${entry.status}`;
}

/** How the user-visible direct sends went: delivered when one was, else failed or unknown. */
function sendState(sends: readonly { kind: string; status: string }[]): SendState | undefined {
  const direct = sends.filter((s) => s.kind === "presentation");
  if (direct.length === 0) return undefined;
  if (direct.some((s) => s.status === "delivered")) return "delivered";
  return direct.some((s) => s.status === "failed" || s.status === "abandoned") ? "failed" : "unknown";
}

type Recorded = Pick<LedgerEntry, "skill" | "command" | "status"> & Partial<Pick<LedgerEntry, "id" | "frame" | "summary" | "turnId">>;
type Sent = { kind: string; status: string; turnId?: number | null };

/** The records of a turn as verify hands them over (the rules read the same). */
export interface TurnRecords {
  userText: string;
  turnLedger: readonly Recorded[];
  /** Earlier turns of the chat, most recent first. */
  recentLedger: readonly Recorded[];
  turnSends?: readonly Sent[];
  recentSends?: readonly Sent[];
}

/** Where the turn came from: the model speaks only on a typed (or spoken) request that supplies no material. */
export interface TurnKind {
  source: "user" | "schedule";
  /** A photo or document, a forwarded message, a reply to an earlier message, or a document still in view. */
  suppliedMaterial: boolean;
  /** The request was spoken: a voice note or audio file transcribed for this turn (the reply may say it listened). */
  heard?: boolean;
}

/** A request longer than this carries pasted material (every labelled request is shorter). */
export const PASTED_REQUEST_CHARS = 200;

/** The entries of the most recent earlier turn (records are most recent first). */
function previousTurn<T extends { turnId?: number | null }>(records: readonly T[]): T[] {
  const turnId = records[0]?.turnId;
  return records.filter((r) => r.turnId === turnId);
}

/** Every call is one of the skills' actions the model was trained on, and none was refused or held for the owner's Allow. */
export function inModelScope(entries: readonly Recorded[]): boolean {
  return entries.every((e) => e.frame !== "refused" && !isNotDone(e.summary ?? "") && !actionState(e)?.startsWith("other"));
}

/** The rules' claims as the model reads them: kind, backed or not, and by what. */
export function ruleClaimsOf(rules: ClaimCheck, r: TurnRecords): RuleClaim[] {
  const action = (e: Recorded) => actionState(e) ?? "-";
  // Earlier turns as the rest of the input reads them: the previous turn with calls only.
  const previous = previousTurn(r.recentLedger);
  const backing = (c: CheckedClaim): string => {
    if (c.by === undefined) return "-";
    // Outbox rows and ledger entries are numbered apart: a send's row id names no call.
    if (c.byOutbox) return "send";
    const now = r.turnLedger.find((e) => e.id === c.by);
    if (now) return action(now);
    const before = previous.find((e) => e.id === c.by);
    return before ? `${action(before)}@earlier` : r.recentLedger.some((e) => e.id === c.by) ? "older" : "-";
  };
  return rules.claims.map((c) => ({ kind: c.kind, supported: c.supported, implied: c.implied ?? "-", earlier: c.earlier, by: backing(c) }));
}

/** The model's input from what the turn recorded, with the rules' verdict and reading when given. */
export function modelInputOf(reply: string, r: TurnRecords, ruleWarns: boolean | undefined, rules?: ClaimCheck): ClaimModelInput {
  const states = (entries: readonly Recorded[]) => entries.map(actionState).filter((s): s is ActionState => s !== undefined);
  const shown = sendState(r.turnSends ?? []);
  const earlier = previousTurn(r.recentLedger);
  // The previous turn's own direct sends, not the latest send of any older turn: one real send
  // long ago must not vouch for a send claimed now.
  // (A direct send comes from a call, so with no earlier call the latest send turn is read.)
  const sends = (r.recentSends ?? []).filter((s) => s.kind === "presentation");
  const earlierShown = sendState(earlier.length > 0 ? sends.filter((s) => s.turnId === earlier[0]?.turnId) : previousTurn(sends));
  return {
    reply, userText: r.userText, turn: states(r.turnLedger), earlier: states(earlier),
    ...(shown ? { shown } : {}), ...(earlierShown ? { earlierShown } : {}), ...(ruleWarns === undefined ? {} : { ruleWarns }),
    ...(rules ? { ruleClaims: ruleClaimsOf(rules, r) } : {}),
  };
}

/**
 * The model's reading of a reply beside the rules' check: its probability, whether that
 * reaches the threshold (a warning the rules missed), and whether it vetoes the rules' warning.
 * A veto needs a warning that rests on words alone (softWarning in claims.ts: a call of the
 * turn succeeded, none failed unretried, one sentence, no failed send, no write or store that no
 * successful call touched): the model may judge how a call that ran is described ("1단계: …
 * 스케줄 도구를 호출해 만들었습니다" read as a search), never clear a claim a record contradicts
 * or one with nothing behind it. Undefined where it has no say (see the header).
 */
export function modelReading(model: ClaimModel, written: string, r: TurnRecords, kind: TurnKind, rules: ClaimCheck): ModelReading | undefined {
  if (kind.source !== "user" || kind.suppliedMaterial || r.userText.length > PASTED_REQUEST_CHARS) return undefined;
  // (After a voice note that was transcribed, "Listening to that, …" is true: the model reads the rest. Its training
  // labels call such words a listen no skill did, which holds only for typed messages.)
  const reply = kind.heard === true ? withoutListening(written) : written;
  if (!inModelScope([...r.turnLedger, ...previousTurn(r.recentLedger)])) return undefined;
  if (nothingToWeigh(reply, r)) return undefined;
  const ruleWarns = rules.mismatches.length > 0;
  const input = modelInputOf(reply, r, ruleWarns, rules);
  const probability = claimProbability(model, input);
  // (verify.ts withModel keeps a veto only if it also holds with the earlier turns taken away.)
  return { probability, warns: !ruleWarns && probability >= model.threshold, vetoes: softWarning(rules, r.turnLedger, r.userText) && probability < model.veto, input };
}

/**
 * Replies the rules have read whole and found nothing in for the model to weigh (it has no say; the rules' verdict
 * stands). Each was a false alarm of the model on blind sets 71-78 (read after they joined training) and on earlier
 * sets, and each form was measured on every labelled set before it was kept (no reply labelled "warn" falls in one):
 * - every sentence says the assistant did none of an act ("Nothing — no notes deleted today.", claim-none.ts);
 * - the reply is one quote, perhaps under a draft label, of text the user asked for (wholeReplyIsDraft in
 *   claim-composed.ts: never after a request to keep or send it): "Draft: ⏎ 'Shot on the Air 3 … I color graded it.'";
 * Two more forms were tried and dropped after an attacker's review: a question about what an earlier act made (the digest,
 * a reminder) answered with every rule claim backed by that turn, and a turn whose every call failed told as it was —
 * each muted the model where a second act hid in words the rules do not read ("It's for 7pm. I also set a backup one").
 */
function nothingToWeigh(reply: string, r: TurnRecords): boolean {
  return deniesEveryAct(sentences(reply)) || wholeReplyIsDraft(reply, r.userText);
}

export interface ModelReading {
  probability: number;
  /** The rules found nothing unbacked, and the model finds a claim. */
  warns: boolean;
  /** The rules warned, and the model finds the turn's calls back the reply. */
  vetoes: boolean;
  input: ClaimModelInput;
}
