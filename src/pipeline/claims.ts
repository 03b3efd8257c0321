// Layer 2 of truthfulness (seed 003 §4): find the action claims in a reply ("저장했어요",
// "I've sent it") and check each against the tool-call ledger. Not claims: negations,
// questions, future or intent, conditionals, quotes of the user, things said about the
// user. A claim about an earlier turn ("아까 저장했어요") is checked against the recent
// ledger instead of this turn's.
import type { LedgerEntry } from "../store/ledger.js";

export type ClaimKind = "save" | "send" | "create" | "delete" | "schedule" | "fetch" | "search" | "update" | "done";

export interface Claim {
  kind: ClaimKind;
  /** The sentence that makes the claim. */
  text: string;
  /** The claim refers to an earlier turn (checked against the recent ledger). */
  earlier: boolean;
}

export interface CheckedClaim extends Claim {
  supported: boolean;
  by?: number;
}

export interface ClaimCheck {
  claims: CheckedClaim[];
  mismatches: CheckedClaim[];
}

// Korean past-tense action verbs (stem + past marker) -> kind.
const KO: Array<[RegExp, ClaimKind]> = [
  [/(저장|기록|메모|보관)(을\s*)?(했|해\s?(뒀|놨|두었|놓았)|하였|되었|됐|완료)/, "save"],
  [/(적어|남겨|써)\s?(뒀|놨|두었|놓았)/, "save"],
  [/(보냈|전송(했|하였|되었|됐|완료)|발송(했|하였|되었|됐)|전달(했|하였|되었|됐|해\s?드렸))/, "send"],
  [/(만들었|생성(했|하였|되었|됐)|작성(했|하였|되었|됐)|추가(했|하였|되었|됐|해\s?(뒀|놨|드렸)))/, "create"],
  [/(삭제(했|하였|되었|됐|완료)|지웠|제거(했|하였|되었|됐)|없앴)/, "delete"],
  [/(등록(했|하였|되었|됐|해\s?(뒀|놨|드렸))|예약(했|하였|되었|됐|해\s?(뒀|놨|드렸))|설정(했|하였|되었|됐|해\s?(뒀|놨|드렸))|알림을?\s?맞춰)/, "schedule"],
  [/(가져왔|불러왔|받아왔|읽어\s?(왔|봤)|열어\s?봤)/, "fetch"],
  [/(검색(했|하였|해\s?봤)|찾아\s?봤|조회(했|하였|해\s?봤)|확인(했|하였|해\s?봤))/, "search"],
  [/(수정(했|하였|되었|됐)|변경(했|하였|되었|됐)|업데이트(했|하였|되었|됐)|바꿨|고쳤)/, "update"],
  [/(완료(했|하였|되었|됐)|마쳤|끝냈|처리(했|하였|되었|됐)|다\s?했어)/, "done"],
];

const EN: Array<[RegExp, ClaimKind]> = [
  [/\b(saved|stored|noted down|written down|jotted down|recorded|kept a note)\b/, "save"],
  [/\b(sent|emailed|forwarded|delivered|messaged|posted)\b/, "send"],
  [/\b(created|made|added|set up|generated)\b/, "create"],
  [/\b(deleted|removed|erased|cleared)\b/, "delete"],
  [/\b(scheduled|registered|booked|set (a|the|your) (reminder|alarm|schedule))\b/, "schedule"],
  [/\b(fetched|downloaded|retrieved|pulled|read the (article|page))\b/, "fetch"],
  [/\b(searched|looked up|checked)\b/, "search"],
  [/\b(updated|changed|modified|renamed|edited)\b/, "update"],
  [/\b(done|completed|finished|taken care of|all set)\b/, "done"],
];

const NEGATION_KO = /(안\s?(했|됐|되었|하였|보냈|만들|지웠|가져|찾)|못\s?(했|하였|보냈|만들|찾|가져)|않았|없었|아직|실패|못했|하지\s?못|되지\s?않|없습니다|없어요|지\s?못)/;
const NEGATION_EN = /\b(not|n't|never|no longer|unable|failed to|couldn't|cannot|can't|haven't|hasn't|didn't|wasn't|weren't|yet to)\b/;
const FUTURE_KO = /(할게|할께|하겠|할\s?거|할까|할래|하려|해\s?드릴|해드릴|드릴게|드릴까|하면|했다면|했으면|하시겠|해\s?줄까|해줄게|해\s?볼게|예정|수\s?있)/;
const FUTURE_EN = /\b(will|'ll|going to|gonna|shall|would|could|can|let me|i'm about to|want me to|should i|if|once|when you)\b/;
const EARLIER = /(어제|아까|지난번|지난\s?번|예전에|이전에|전에|그때|earlier|yesterday|previously|last time|before|already)/i;
const SECOND_PERSON = /^you\b|\b(you|you've|you have)\s+(saved|sent|created|deleted|scheduled|added|done|finished)/i;

/** Splits a reply into sentences; keeps the line structure of lists. */
export function sentences(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, " ")
    .split(/(?<=[.!?。！？])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Removes quoted spans: a quote is someone's words (often the user's), not our claim.
 * Single quotes are left alone: they are apostrophes in English ("I've").
 */
export function stripQuotes(sentence: string): string {
  return sentence.replace(/["“][^"“”]{1,300}["”]|「[^」]{1,300}」|『[^』]{1,300}』/g, " ");
}

function isQuestion(s: string): boolean {
  return /[?？]\s*$/.test(s) || /(까요|나요|니까|ㄹ까|을까|는지|인가요)\s*[.!]?\s*$/.test(s);
}

export function detectClaims(reply: string, userText = ""): Claim[] {
  const out: Claim[] = [];
  for (const raw of sentences(reply)) {
    if (/^>/.test(raw)) continue; // a quoted block
    // The user's own words repeated back are not our claim.
    if (userText.trim() !== "" && userText.includes(raw.replace(/[.!。]+$/, ""))) continue;
    const s = stripQuotes(raw);
    if (isQuestion(s)) continue;
    const lower = s.toLowerCase();
    const isKo = /[\uac00-\ud7af]/.test(s);
    if (isKo ? NEGATION_KO.test(s) || FUTURE_KO.test(s) : NEGATION_EN.test(lower) || FUTURE_EN.test(lower)) continue;
    if (!isKo && SECOND_PERSON.test(lower)) continue;
    const table = isKo ? KO : EN;
    const kinds = new Set<ClaimKind>();
    for (const [re, kind] of table) if (re.test(isKo ? s : lower)) kinds.add(kind);
    if (!isKo && kinds.size > 0 && !/\b(i|i've|i have|i just|we|we've|it's|it is|it has been|has been|have been|was|were|is|are|done|all set|successfully)\b/.test(lower) && !/^(done|saved|sent|created|deleted|scheduled|added|all set)\b/.test(lower)) continue;
    // "done" alone only counts when nothing more specific was claimed.
    if (kinds.size > 1) kinds.delete("done");
    for (const kind of kinds) out.push({ kind, text: raw, earlier: EARLIER.test(s) });
  }
  return out;
}

// What a ledger entry can back, from its command words (and the skill name).
const WORDS: Array<[RegExp, ClaimKind[]]> = [
  [/\b(save|add|new|create|write|store|put|note|append|insert|set)\b/, ["save", "create", "update"]],
  [/\b(delete|remove|rm|del|clear|forget|drop|unsubscribe)\b/, ["delete"]],
  [/\b(send|post|notify|share|mail|message)\b/, ["send"]],
  [/\b(schedule|cron|remind|reminder|alarm|digest)\b/, ["schedule", "create"]],
  [/\b(fetch|get|read|open|download|article|url|http|https|digest)\b/, ["fetch", "search"]],
  [/\b(search|find|query|lookup|list|show|check)\b/, ["search"]],
  [/\b(update|edit|rename|change|modify|pause|resume)\b/, ["update"]],
];

export function capabilities(e: Pick<LedgerEntry, "command" | "skill">): Set<ClaimKind> {
  const text = `${e.skill ?? ""} ${e.command}`.toLowerCase().replace(/[/_.-]/g, " ");
  const out = new Set<ClaimKind>(["done"]);
  for (const [re, kinds] of WORDS) if (re.test(text)) for (const k of kinds) out.add(k);
  if (/\bschedule\b/.test(text) && /\badd\b/.test(text)) out.add("schedule");
  return out;
}

export function backs(e: LedgerEntry, kind: ClaimKind, shownDirectly: boolean): boolean {
  if (e.status !== "success") return false;
  if (kind === "send" && shownDirectly) return true;
  return capabilities(e).has(kind);
}

export function checkClaims(
  reply: string,
  ctx: { userText: string; turnLedger: readonly LedgerEntry[]; recentLedger: readonly LedgerEntry[]; shownDirectly?: boolean },
): ClaimCheck {
  const claims = detectClaims(reply, ctx.userText).map((c): CheckedClaim => {
    const pool = c.earlier ? [...ctx.turnLedger, ...ctx.recentLedger] : ctx.turnLedger;
    const hit = pool.find((e) => backs(e, c.kind, ctx.shownDirectly ?? false));
    return hit ? { ...c, supported: true, by: hit.id } : { ...c, supported: false };
  });
  return { claims, mismatches: claims.filter((c) => !c.supported) };
}

export function warningFor(mismatches: readonly CheckedClaim[], ledgerPreview: string): string {
  const said = mismatches.map((m) => `"${m.text.slice(0, 160)}"`).join("; ");
  return [
    "## ⚠️ Warning: your previous reply claimed something the ledger does not show",
    `You said: ${said}`,
    `But the tool-call ledger for that turn shows: ${ledgerPreview || "no tool calls at all"}.`,
    "Say only what the ledger shows. If it was not done, admit it plainly (for example \"아직 하지 않았어요\" / \"I have not done that yet\") and offer to do it now.",
  ].join("\n");
}
