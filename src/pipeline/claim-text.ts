// Shared pieces of the claim detector (claims.ts): the claim shape, sentence splitting,
// quote removal, and the small word lists and helpers both languages use.

// "run": running or measuring code ("I ran your script", "돌려 봤는데"); only a code-running tool backs it.
export type ClaimKind = "save" | "send" | "create" | "delete" | "schedule" | "fetch" | "search" | "update" | "run" | "done";

export interface Claim {
  kind: ClaimKind;
  /** The sentence that makes the claim. */
  text: string;
  /** The claim refers to an earlier turn ("아까 저장했어요", "the article I fetched"). */
  earlier: boolean;
  /** For sends: to this chat's user ("보내 드렸어요", "sent you"), to someone else, or not said. */
  recipient?: "user" | "other" | undefined;
  /** Only the outbox can judge it ("the summary is up top"): with no send to compare, the ledger must show the summary was made. */
  outboxOnly?: boolean;
  /**
   * Implied by what the reply presents rather than by a verb, and backed by any fitting
   * success of this turn or an earlier one: "look" — a linked page's content ("According to
   * the article, …"), a lookup's result or its empty outcome ("I looked: nothing") — needs a
   * lookup that can do it; "listing" — the user's things ("You have 4 notes:", "Saved! You
   * now have 4") — any successful call, since every skill's output shows them.
   */
  implied?: "look" | "listing";
  /**
   * Read from a verb that names no particular act ("준비해 드렸어요", "연결해 드렸습니다"): when the
   * sentence hands over content the reply carries (a colon, a list after it, "아래"), the act is the
   * composing of that content, not a claim.
   */
  unnamed?: boolean;
  /** The clause that makes it, when its sentence has several: the store a claim names is its clause's ("Reminder's set and the address is in your notes"). */
  clause?: string;
}

/** What one sentence says, as the detector reads it. */
export interface SentenceReading {
  claims: Claim[];
  /** "Nothing found / no results / 없네요": a lookup reported as empty. */
  nothing: boolean;
}

/** The subject of a clause: the assistant, the user, someone else, or not said. */
export type Subject = "first" | "user" | "other" | undefined;

/** Splits a reply into sentences; keeps the line structure of lists. Code blocks are dropped. */
export function sentences(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, " ")
    // A check mark or similar between two statements ends the first: "Subscribed ✅ I'll include it…".
    // (Not a mark that opens its line, "✅ Reminder: dentist, 9:00" or "- ✅ …": it heads the statement.)
    // (Nor after an abbreviation's period: "e.g. 'delete 3', and it's gone" is one sentence.)
    // …and any emoji after a Korean statement's ending: "알림 걸어 뒀어요 🦷 한 시간 전에 …" is two sentences.
    .split(/(?<=[.!?。！？]|[✅✔☑👍🎉📝⏰🗑]\uFE0F?|[요다죠]\s?\p{Extended_Pictographic}\uFE0F?)(?<!\b(?:e\.g|i\.e|vs|approx|incl|cf|Mr|Mrs|Ms|Dr)\.)(?<!(?:^|\n)[^\S\n]*(?:[-*•][^\S\n]*)?[✅✔☑👍🎉📝⏰🗑]\uFE0F?)\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Removes quoted spans: a quote is someone's words (often the user's) or a title, not our
 * claim. Single quotes only in Korean text: in English they are apostrophes ("I've"). A
 * straight quote opens before a non-space and closes after one, so a stray mark does not
 * pair with the next quote's opening mark and swallow the words between.
 */
export function stripQuotes(sentence: string): string {
  // Markdown emphasis and inline code marks are layout, not words.
  let s = sentence.replace(/(\*\*|__|~~|`)/g, "").replace(/(?:"(?=\S)|“)[^"“”]{1,300}(?:(?<=\S)"|”)|「[^」]{1,300}」|『[^』]{1,300}』/g, " ");
  if (HANGUL.test(s)) s = s.replace(/(?:'(?=\S)|‘)[^'‘’]{1,200}(?:(?<=\S)'|’)/g, " ");
  // In English a single quote is also an apostrophe, so only a quote that opens after a colon, a
  // dash or a verb of saying and closes before a space, a stop or the end is someone's words:
  // "His reply was: 'Sorted, I've cancelled the booking.'" ("I've" inside does not close it).
  else s = s.replace(/(?<=(?:[:—–]|\b(?:said|says|saying|wrote|writes|replied|replies|answered|texted|messaged),?)\s?)'(?=[A-Za-z])[^\n]{1,300}?(?<=[^\s'])'(?=\s|$|[.,;!?)])/g, " ");
  return s;
}

export const HANGUL = /[\uac00-\ud7af]/;

/** The sentence ends as a question ("…?", full-width "？" too). */
export const endsAsQuestion = (s: string): boolean => /[?？]\s*$/.test(s);

/**
 * A skill command line read as the skills write it: its words, the index of the script it
 * runs (-1 for none), the script's name ("notes" for scripts/notes.mjs) and the subcommand,
 * the word after the script, lower-cased ("save"). Shared by what a ledger entry can back
 * (claims.ts) and what the claim model reads of it (claim-model-input.ts).
 */
export function scriptCall(command: string): { words: string[]; script: number; name: string | undefined; sub: string | undefined } {
  const words = command.trim().split(/\s+/);
  const script = words.findIndex((x) => /\.(mjs|js|cjs|ts|py|sh)$/.test(x));
  const name = script >= 0 ? /([\w-]+)\.\w+$/.exec(words[script] as string)?.[1] : undefined;
  return { words, script, name, sub: (script >= 0 ? words[script + 1] : undefined)?.toLowerCase() };
}

/** `s` as a literal inside a RegExp source. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The reply itself carries the thing: "I made a list for you:" followed by the list,
 * "I've sent you the list below". Such a claim is true by construction.
 */
export const IN_REPLY = /(아래|다음과\s?같이|\bbelow\b|\bhere it is\b|\bin this message\b)/i;

/** Years a chat assistant cannot have acted in: a historical statement. */
export const YEAR = /(?:^|[^\d])(1[0-9]{3}|20[01][0-9]|202[0-4])(?:년|\b)/;

// A server error as an outcome ("got a 500", "503 error"), not in "the S&P 500 is at 5,812": shared by
// FAILED_LOOK and ADMITS_FAILURE.
const SERVER_ERROR = String.raw`(?:\b(?:a|an|got|returned|gave|threw|with|http|status|error)\s)50[03]\b|\b50[03]\s?(?:error|response|status|page|에러|오류)`;

/**
 * A look that failed, said in the same sentence: "링크를 열어 봤는데 404가 떠요", "I opened the
 * link but got a 404". It reports the attempt's outcome, not a successful read.
 */
export const FAILED_LOOK = new RegExp(
  String.raw`((?:can'?t|cannot|couldn'?t|don'?t have|do not have|have no|no) access\b|접근(?:할\s?수\s?(?:있는|없)|이\s?안|이\s?불가|\s?권한)|\b404\b|${SERVER_ERROR}|오류가\s?(?:나|떠|발생)|에러가\s?(?:나|떠|발생)|시간\s?초과|열리지\s?않|안\s?열려|접속이\s?안|\btimed? ?out\b|\b(?:got|returned|gave|threw) (?:an? )?(?:error|404|500)\b|\bfailed\b|(?:couldn'?t|could not|didn'?t|did not|wouldn'?t|won'?t) (?:load|open)\b|\b(?:is|was|seems) (?:down|unreachable)\b)`,
  "i",
);

/** A failure admitted somewhere in the reply (it does not hide the error). */
export const ADMITS_FAILURE = new RegExp(
  String.raw`(실패|오류|에러|문제가\s?(생|있|발생)|안\s?됐|안\s?돼|못\s?했|지\s?못|접근할\s?수\s?(?:있는|없)|접근\s?권한|(?:can'?t|cannot|don'?t have|do not have|have no|no) access|(?:못|안)\s?(?:열|읽|불러|가져|찾|봤|봐)|중단|시간이?\s?초과|응답이\s?없|않았|\bfail|\berror|couldn'?t|could not|didn'?t work|did not work|went wrong|timed? ?out|(?:hit|reached|exceeded) (?:its|the|a|my) time limit|(?:never|didn'?t|did not) (?:came|come) through|(?:never|didn'?t|did not) load(?:ed)?|took too long|too long to (?:respond|load|answer|come back)|\bstopped\b|unable|not able|problem|broke|unreachable|\b404\b|${SERVER_ERROR})`,
  "i",
);
