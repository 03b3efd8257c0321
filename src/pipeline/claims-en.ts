// English side of the claim detector: who did what in one sentence.
//
// A claim is an action verb in the past or present perfect whose subject is the assistant:
// "I saved", "I've sent you", "I just re-sent it", "we added", "We're all set"; a verb that
// opens the clause ("Saved!", "Deleted note #3.", "…and set a reminder": the subject of the
// clause before, or the speaker); a passive about the user's things ("Your reminder is
// set", "The note has been deleted", "It's done"), or about the user when only the
// assistant can have done it ("You're unsubscribed"); or a headline ("Reminder set for 6
// pm", "Eggs added to your list"). Summing up ("I summarized the article") claims to have
// read the source it names. Not claims: other subjects ("Apple added…", "they updated", "you saved"),
// passives about other things or with an agent or a year ("Bitcoin was created by…"),
// participles used as adjectives ("Deleted photos stay…", "the updated version"),
// questions, modals and plans, negations, conditionals, reported speech, and looking
// at the conversation itself or what the user gave ("I checked the context you gave me",
// "I went through your function"). "I VERB" inside a
// noun phrase ("the article I fetched", "that's what I saved") refers to an earlier turn.
import { type Claim, type ClaimKind, type SentenceReading, type Subject, YEAR, stripQuotes } from "./claim-text.js";

interface Verb {
  re: RegExp;
  kind: ClaimKind;
  /** Only as a participle in a passive or a headline ("Reminder set", "Note #12 is gone"). */
  passiveOnly?: boolean;
  /** Only when the clause names what a tool brings ("summarized the article", not "summarized your notes"). */
  needsSource?: boolean;
}
const SOURCE = /\b(?:articles?|feeds?|digests?|posts?|page|link|news|blogs?|headlines|url)\b/;

// A verb may be redone: "re-sent", "re-added" (and the closed forms listed below) — but
// not where the past reads like an instruction ("1. Re-read the job description.").
const w = (alts: string) => new RegExp(`(?<![\\w-])(?:re-(?!read|set|put))?(?:${alts})(?![\\w-])`, "g");
const VERBS: Verb[] = [
  { re: w("saved|stored|noted down|wrote (?:it |that |this )?down|written down|jotted (?:it |that )?down|recorded|backed up|bookmarked"), kind: "save" },
  { re: w("sent|resent|emailed|e-mailed|forwarded|delivered|messaged|posted|shared|texted|mailed|published"), kind: "send" },
  { re: w("created|made|added|set up|generated|drafted|put together|registered|subscribed|signed (?:you )?up"), kind: "create" },
  { re: w("deleted|removed|erased|cleared|unsubscribed|cancell?ed|turned off|disabled"), kind: "delete" },
  { re: w("gone"), kind: "delete", passiveOnly: true },
  { re: w("scheduled|rescheduled|booked|reserved|set (?:up )?(?:[\\w'-]+ ){0,3}?(?:reminder|alarm|timer)s?"), kind: "schedule" },
  { re: w("set"), kind: "schedule", passiveOnly: true },
  { re: w("fetched|downloaded|retrieved|pulled|read|loaded|opened"), kind: "fetch" },
  { re: w("summari[sz]ed|summed up|rounded up|compiled"), kind: "fetch", needsSource: true },
  { re: w("searched|looked (?:it |that |this |them )?up|looked (?:into|through|at)|checked|went (?:through|over)|reviewed|browsed|scanned"), kind: "search" },
  { re: w("updated|changed|modified|renamed|edited|moved|replaced|fixed|pinned|switched|turned on|enabled|adjusted"), kind: "update" },
  { re: w("done|completed|finished|taken care of|handled|executed|processed"), kind: "done" },
];

const DONE_PHRASE = /^(?:all (?:done|set)|done|we(?:'re| are) (?:all )?(?:set|done|good to go)|it'?s (?:all )?(?:done|set)|that'?s (?:done|taken care of|sorted)|everything(?:'s| is| has been) (?:done|set|taken care of|sorted|handled))\b/;
const INTERJECTION = /^(?:yes|yeah|yep|sure|ok|okay|right|great|got it|all right|alright|perfect|good news|no problem|of course|so|and|also|then|now|first|finally|oh|hi|hey|thanks|thank you|as requested)\b[,!.:]*\s*/;
const NEGATION = /(?:\b(?:not|never|no|nothing|none|nobody|unable|failed to|cannot)\b|n't\b)/;
const MODAL = /\b(?:will|'ll|would|could|can|should|might|may|must|going to|gonna|want me to|wants me to|let me|need to|have to|has to|try to|tried to|trying to|about to|plan to|meant to)\b/;
const CONDITION = /\b(?:if|unless|once|whether|in case|as soon as|until|when you|when it|when i|before i)\b/;
const REPORTED = /\b(?:said|says|told|tells|according to|reported|reports|announced|claims?|claimed|mentioned)\b/;
const FIRST_MAIN = /^(?:i|we)(?:'ve|'d| have| had)?(?: just| already| also| then| now| successfully| finally| actually| quickly| went ahead and| have just)*\s*$/;
const FIRST_REF = /\b(?:i|we)(?:'ve|'d| have| had)?(?: just| already| also| then| now)*\s*$/;
const PASSIVE = /^(.*?)\s*(?:has been|have been|had been|is now|are now|is all|are all|is|are|was|were|'s|'re|got)(?: (?:now|all|successfully|already|just|been))*\s*$/;
const ARTIFACT = /\b(?:notes?|reminders?|alarms?|timers?|schedules?|lists?|to-?dos?|tasks?|files?|documents?|feeds?|subscriptions?|digests?|summary|summaries|emails?|events?|entry|entries|items?|bookmarks?|memos?|backups?|settings|pdf|address)\b/;
const POSSESSED = /^(?:your|all (?:of )?your|all the|everything|it|that|this|all)\b/;
// A finite verb after an opening participle: the participle is an adjective ("Added sugar is…").
const FINITE = /\b(?:is|are|was|were|has|have|had|stays?|grew|grows|remains?|means?|marks?|allows?|lists?|costs?|can|will|may|might|must|should|would|could|do|does|did|gets?|goes|go|comes?|makes?|takes?|keeps?|needs?|shows?|looks?|helps?|tends?|sits?|runs?|works?|appears?|lives?|counts?|adds?|holds?|contains?|includes?|rose|fell|went|became|seems?|belongs?|matters?)\b/;
// What the assistant already has: the user's words, files and the conversation — and the
// material the user put in front of it (their code, essay, numbers), unlike their stored
// data (notes, feeds, reminders), which only a tool can read.
const INTERNAL = /\b(?:you (?:gave|sent|shared|pasted|attached|wrote|mentioned|told|provided|uploaded|forwarded)|your (?:message|messages|question|draft|code|function|snippet|script|query|regex|config|logs?|stack trace|error|diff|pr|essay|resume|cv|cover letter|paragraph|sentence|writing|story|poem|argument|math|calculation|numbers|answer|homework|screenshot|photo|image|text|reply|file you)|our (?:conversation|chat)|(?:the |this )?(?:conversation|chat history|context|thread)|what you (?:said|told|wrote))\b/;
const EARLIER = /\b(?:earlier|yesterday|previously|before|last (?:week|time|night|month)|already|this morning|the other day|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|when you asked|ago)\b/;
const NOTHING = /\b(?:nothing|no (?:results?|matches?|notes?|mention|entries|items|posts|new|reminders?|alarms?|schedules?|feeds?|subscriptions?|articles?|updates?)|(?:do|does|did)(?:n'?t| not) have any|(?:is|are) (?:now |currently |still )?empty|there'?s no|there (?:is|are|were|was) no|couldn'?t find|could not find|didn'?t find|did not find|found nothing|none|not find|isn'?t anything|aren'?t any)\b/;
// "You're unsubscribed": a state of the user that the assistant's action brings about
// ("You're subscribed to 5 feeds" is as often a report of a listing, so it is not one).
const USER_STATE = /^unsubscribed$/;
const SCHEDULE_DOMAIN = /\b(?:reminders?|alarms?|timers?)\b/;
const CLAUSE_BREAK = /\s+[—–]\s+|;\s+|:\s+|,\s+(?:and|but|so)\s+|\s+(?:and|but|so|then)\s+(?=(?:i|we|you|he|she|they|it|there)\b|[a-z]+ed\b|(?:set|made|sent|read|put|ran|done|pulled)\b)/i;

function startSubject(clause: string, original: string): Subject {
  const c = clause.replace(INTERJECTION, "");
  if (/^(?:i|we)\b/.test(c)) return "first";
  if (/^you\b/.test(c)) return "user";
  if (/^(?:he|she|they)\b/.test(c)) return "other";
  const o = original.trim().replace(/^[^A-Za-z]+/, "");
  const first = /^([A-Z][\w.&'-]*)/.exec(o)?.[1] ?? "";
  if (DONE_PHRASE.test(c)) return "first";
  // Any other stated subject ("the team decided…", "the changelog says they…") is someone else's.
  if (!VERBS.some((v) => new RegExp(`^${v.re.source}`).test(c)) && /^[a-z0-9#"'(]/.test(c) && (FINITE.test(c) || VERBS.some((v) => new RegExp(v.re.source).test(c)))) return "other";
  if (first && !/^(?:I|The|This|That|These|Those|Your|It|Its|Yes|No|Done|Sure|Got|All|Here|My|Our|Everything|Nothing|A|An|There|Now|Then|So|And|But|Right|Great|Ok|Okay|Thanks|Sorry|Please|In|On|At|For|From|With|If|When|Once|As|Most|Many|Some)$/.test(first) && !VERBS.some((v) => new RegExp(`^${v.re.source}`).test(first.toLowerCase())))
    return "other";
  return undefined;
}

function readClause(clause: string, original: string, inherited: Subject, isLast: boolean): { claims: Claim[]; subject: Subject } {
  const c = clause.toLowerCase().trim();
  const claims: Claim[] = [];
  const subject = startSubject(c, original) ?? inherited;
  if (isLast && /[?？]\s*$/.test(c)) return { claims, subject };
  const body = c.replace(/^[^a-z0-9#]+/, "");
  if (DONE_PHRASE.test(body.replace(INTERJECTION, ""))) {
    claims.push({ kind: "done", text: "", earlier: false });
    return { claims, subject };
  }
  const seen: Array<[number, number]> = [];
  for (const v of VERBS) {
    for (const m of c.matchAll(v.re)) {
      const at = m.index;
      const end = at + m[0].length;
      if (seen.some(([a, b]) => at < b && a < end)) continue;
      seen.push([at, end]);
      const rawPrefix = c.slice(0, at).trim();
      const prefix = rawPrefix.replace(INTERJECTION, "").replace(INTERJECTION, "").trim();
      const after = c.slice(end);
      if (NEGATION.test(rawPrefix) || MODAL.test(rawPrefix) || CONDITION.test(rawPrefix) || REPORTED.test(rawPrefix)) continue;
      if (YEAR.test(c)) continue;
      let reference = false;
      let ok = false;
      const passive = PASSIVE.exec(prefix);
      if (!v.passiveOnly && FIRST_MAIN.test(prefix)) ok = true;
      else if (!v.passiveOnly && FIRST_REF.test(prefix) && prefix !== "") ok = reference = true;
      else if (prefix === "" && !v.passiveOnly) ok = subject !== "other" && subject !== "user" && !FINITE.test(after);
      else if (passive && passive[1] !== undefined) {
        const np = passive[1].trim();
        const enrolled = np === "you" && USER_STATE.test(m[0]);
        ok = np !== "" && (enrolled || ((POSSESSED.test(np) || ARTIFACT.test(np) || /^\s*(?:to|in|into|on|from) your\b/.test(after)) && !/^(?:you|he|she|they|there)\b/.test(np))) && !/\bby\b/.test(after);
      } else if (/^(?:(?:your|the|a|an|new)\s+)?[\w#'-]+(?:\s+[\w#'-]+){0,2}$/.test(prefix) && /^\s*(?:for|to|at|on|in|from|!|\.|,|✅|$)/.test(after) && !FINITE.test(prefix)) {
        ok = ARTIFACT.test(prefix) || /^\s*(?:to|from|in) your\b/.test(after);
      }
      if (!ok || (v.needsSource && !SOURCE.test(c))) continue;
      let kind = v.kind;
      if ((kind === "search" || kind === "fetch") && (INTERNAL.test(after) || INTERNAL.test(prefix))) continue;
      if (kind === "search" && m[0] === "checked" && /^\s*(?:it|that|this|again|everything|them)?\s*[.!]?\s*$/.test(after) && !/\bjust\s*$/.test(prefix)) continue;
      if ((kind === "create" || kind === "update" || kind === "save") && SCHEDULE_DOMAIN.test(c) && !/\bnotes?\b/.test(c)) kind = "schedule";
      const recipient =
        kind !== "send" ? undefined
        : /^\s*(?:you\b|(?:it|this|that|them) to you\b)/.test(after) ? "user"
        : /^\s*(?:\S+\s+){0,4}?to\s+(?!you\b)\S/.test(after) || /\b(?:e-?mail|sms|text)\b/.test(c) ? "other"
        : undefined;
      claims.push({ kind, text: "", earlier: reference || EARLIER.test(c), ...(recipient ? { recipient } : {}) });
    }
  }
  return { claims, subject };
}

export function readEnglish(raw: string, carried: Subject): SentenceReading & { subject: Subject } {
  const s = stripQuotes(raw);
  const parts = s.split(CLAUSE_BREAK).map((p) => p.trim()).filter(Boolean);
  const claims: Claim[] = [];
  let subject: Subject = carried;
  parts.forEach((p, i) => {
    const r = readClause(p, p, subject, i === parts.length - 1);
    for (const c of r.claims) claims.push({ ...c, text: raw });
    // A clause that opens with a verb ("…and moved QA") shares the subject of the clause
    // before: the speaker's when that one was a claim, someone else's otherwise.
    const empty = p.toLowerCase().replace(INTERJECTION, "").replace(/[^a-z0-9]/g, "") === "";
    if (!empty) subject = r.subject ?? (r.claims.length > 0 ? "first" : "other");
  });
  return { claims, nothing: NOTHING.test(s.toLowerCase()), subject };
}
