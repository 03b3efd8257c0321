// English side of the claim detector: who did what in one sentence.
//
// A claim is an action verb in the past or present perfect whose subject is the assistant:
// "I saved", "I've sent you", "I just re-sent it", "we added", "We're all set"; a verb that
// opens the clause ("Saved!", "Deleted note #3.", "…and set a reminder": the subject of the
// clause before, or the speaker); a passive about the user's things ("Your reminder is
// set", "The note has been deleted", "It's done"), or about the user when only the
// assistant can have done it ("You're unsubscribed"); or a headline ("Reminder set for 6
// pm", "Eggs added to your list"); a participle coordinated with a passive shares its subject
// ("…is booked and added to your calendar"); a thing newly in the user's things ("Milk's on
// your list now"); "Noted!" when the user asked to keep something. Summing up ("I summarized
// the article") claims to have read the source it names. Forms that are also imperatives
// ("set", "put", "re-read") count only with "I"/"we" before them (or, "Put milk on your list",
// echoing the user's request to put it there). Beyond the verb table: a separable phrasal
// verb with a pronoun object ("Turned it off"); any past verb, regular or irregular, on the
// user's things or on the thing the user's request named ("Nixed it.", "Filed it away");
// any participle said of the user's things as a headline or a passive that happened now
// ("Vitamin reminder queued for 8:00", "The gym reminder has been nixed"); after a request,
// the thing in effect ("It's live!", "Your alarm is on for 7") or "You're all set", or its new
// state with no verb of doing ("Note 3 is history.", "That reminder is no more", "now fires
// Friday", "It won't ping you again"); a pronoun object also stands for the thing a previous
// sentence of the reply named, and a passive's subject for the thing the request named.
// Not claims: other subjects ("Apple added…", "they updated", "you saved"); passives about
// other things or with an agent or a year ("Bitcoin was created by…"); the user's things
// out in the world ("Your flight was cancelled"); how things work in general ("Reminders
// are set in the Clock app"); sending the request of a call that then failed; participles
// used as adjectives ("Deleted photos stay…", "the updated version"); questions, modals and
// plans, negations, conditionals, reported speech; and looking at the conversation itself
// or what the user gave ("I checked the context you gave me", "I went through your
// function"). "I VERB" inside a noun phrase ("the article I fetched", "that's what I
// saved") refers to an earlier turn.
import { type Claim, type ClaimKind, endsAsQuestion, escapeRegExp, IN_REPLY, type SentenceReading, stripQuotes, type Subject, YEAR } from "./claim-text.js";

interface Verb {
  re: RegExp;
  kind: ClaimKind;
  /** Only as a participle in a passive or a headline ("Reminder set", "Note #12 is gone"). */
  passiveOnly?: boolean;
  /** Only when the clause names what a tool brings ("summarized the article", not "summarized your notes"). */
  needsSource?: boolean;
  /**
   * Only after a stated "I"/"we": the form is also the imperative and the present ("Set the
   * oven to 200°C", "Put it in the fridge"), so it says what was done only with its subject.
   */
  firstOnly?: boolean;
  /** Only when it lands in the user's things ("put it on your list", not "put it into a table"). */
  needsArtifact?: boolean;
  /** Only when the user asked to keep something ("Noted Sam's birthday" after "Note: …"; else "noted the deadline" is reading). */
  keepAsked?: boolean;
}
const SOURCE = /\b(?:articles?|feeds?|digests?|posts?|page|link|news|blogs?|headlines|url)\b/;

// A verb may be redone: "re-sent", "re-added", "I re-read it" (and the closed forms listed
// below) — but re-read/re-set/re-put opening a clause read as an instruction ("1. Re-read
// the job description."), see SAME_AS_IMPERATIVE.
const w = (alts: string) => new RegExp(`(?<![\\w-])(?:re-)?(?:${alts})(?![\\w-])`, "g");
// A search run over, or a consulting of, the user's own store ("I ran a search over your notes", "I consulted your schedule"):
// a look their store's calls back. Only "your"/"my" store — "ran a check of the schedule on National Rail", "I consulted the
// schedule at Heathrow" look elsewhere (a reviewer). Blind sets 107-112.
const RAN_A_LOOK = "(?:a |another |the )?(?:quick |fresh |full )?(?:search|lookup|look-up|query|check) (?:of|over|through|on|in|across)";
const IN_STORE = "(?:your|my) (?:notes?|memos?|reminders?|schedule|feeds?|saved (?:notes|items)|list)\\b";
const LOOKED_IN_STORE = `(?:consulted|ran ${RAN_A_LOOK})(?= ${IN_STORE})`;
const SAME_AS_IMPERATIVE = /^re-?(?:read|set|put)\b/;
// "Out" to the user or at the end of the clause: a thing delivered, not one taken out of a store.
// (…or "gone to you" with no "out": "Summary's gone to you as a message" — blind sets 87-94.)
const STORED_GONE_TO_YOU = /\b((?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?)\b[^.!?—–]{0,30}?\b(?:is|are|'s|'re|has been|have been) )gone to you\b/gi;
const OUT_TO_YOU = "(?:out(?= to\\b|\\s*(?:[.!,;:—–✅📬]|$))|to you\\b(?! for good| forever))";
// A summary, digest or copy "gone out/across in its own message | separately | on its own" is delivered to the user: read as
// "gone out to you" (blind sets 113-119). Only those things: "The dentist appointment's gone out on its own" is no send (an
// attacker's review, round 11).
const SENT_ON_ITS_OWN = /\b((?:summary|digest|recap|round-?up|tl;?dr|gist|copy)(?:'s| is| has)(?: been)? gone) (?:out|across) (?:(?:in|as) (?:its|a|one) own(?: message)?|separately|on its own)\b/gi;
const VERBS: Verb[] = [
  { re: w("logged"), kind: "save", needsArtifact: true },
  { re: w("saved|stored|noted down|wrote (?:it |that |this )?down|written down|jotted (?:it |that )?down|recorded|backed up|bookmarked"), kind: "save" },
  // Handing a thing over to the user, with any verb of throwing or passing: "Shot it over to
  // you", "Fired the summary your way", "Dropped it into your DMs".
  { re: w("(?:shot|fired|tossed|threw|passed|pinged|beamed|zapped|slid|dropped|shipped|flicked|popped|pushed|put|sent)(?: off)? (?:it|that|this|them|those|these|(?:the|your|today's|this week's) [\\w-]+)(?: off| over| across| along| back| through)? (?:to you|your way|into your (?:dms?|inbox|chat|messages)|(?:in|into) (?:the|this|our) (?:chat|conversation)|(?:in|into) here|in (?:a|its own|a separate|one) (?:message|bubble))"), kind: "send" },
  { re: w("noted(?= (?!that\\b|down\\b|how\\b|it\\b|this\\b|and\\b|with\\b)[\\w'#(])"), kind: "save", keepAsked: true },
  // "Your summary is on its way": a delivery under way is a send (about the user's things only, see WORLDLY_KINDS).
  { re: w("on (?:its|their) way|(?:headed|heading) your way"), kind: "send", passiveOnly: true },
  { re: w("sent|resent|dispatched|emailed|e-mailed|forwarded|delivered|messaged|posted|shared|texted|mailed|published"), kind: "send" },
  // "I made a mistake / a few assumptions" is about the reply, not a thing made.
  // "Added them up" is arithmetic on the user's numbers (the phrasal verb "add up"), not adding a thing — with its object
  // between too ("I added the legs up wrong before").
  // (…nor "I added the minutes wrong": the user's numbers, blind sets 79-86.)
  { re: w("created|made(?! (?:a |an |the |some |a few |two |several |that |this |my )?(?:mistakes?|errors?|assumptions?|typos?|guess(?:es)?|points?|suggestions?|recommendations?|comparisons?|observations?|slip|oversight)\\b)|added(?! (?:(?:the|these|those|them|it|all|both) )?(?:[\\w'-]+ )?up\\b(?! (?:top|there|front|in|on|to|at|into|onto|under|with|for|beside|next)\\b))(?! (?:the |those |these |your |my )?(?:minutes|hours|seconds|numbers|figures|totals|sums|costs|amounts|prices|times|digits|columns|distances|miles|kilometres|kilometers) (?:wrong|incorrectly)\\b(?! (?:to|in|into|on|onto)\\b))|set up|generated|put together|registered|subscribed|signed (?:you )?up"), kind: "create" },
  // Drafting is writing, mostly in the reply itself ("Drafted an outline for the talk — three parts"):
  // a claim only about the user's things ("Drafted a reminder for 6pm").
  { re: w("drafted"), kind: "create", needsArtifact: true },
  // (…but "dropped into a message of its own for you" delivers it: blind sets 79-86.)
  { re: w("dropped (?:(?:it|them|that|this) )?in(?:to)? (?:a |the |its own |your )?(?:separate |new |single )?(?:message|chat|dm|thread)"), kind: "send" },
  { re: w("deleted|removed|erased|cleared|unsubscribed|cancell?ed|turned off|switched off|shut off|disabled|dropped(?! (?:(?:it|them|that|this) )?in(?:to)? (?:a |the |its own |your )?(?:separate |new |single )?(?:message|chat|dm|thread))|ditched|wiped|got rid of"), kind: "delete" },
  // "The digest's gone out to you", "Summary's gone out." are a delivery; "Note #12 is gone" and
  // "it's gone out of your notes" a removal ("the pilot light's gone out in …" is no act of ours).
  { re: w(`(?:gone|went) ${OUT_TO_YOU}`), kind: "send", passiveOnly: true },
  { re: w(`gone(?! ${OUT_TO_YOU})`), kind: "delete", passiveOnly: true },
  { re: w("scheduled|rescheduled|booked|reserved|set (?:up )?(?:[\\w'-]+ ){0,3}?(?:reminder|alarm|timer)s?"), kind: "schedule" },
  { re: w("set (?:it|that|this|them|those|these|up|one|both|everything|all)"), kind: "schedule", firstOnly: true },
  { re: w("set"), kind: "schedule", passiveOnly: true },
  { re: w("put (?:[\\w'-]+ ){0,4}?(?:in|into|on|onto)"), kind: "create", firstOnly: true, needsArtifact: true },
  // The causative "get X on/into Y" is putting it there: "Got it on the list 👍", "got milk onto your list".
  { re: w("got (?:it|that|this|them|those|[\\w'-]+) (?:on|onto|into|in) (?:the|your)"), kind: "create", needsArtifact: true },
  // A light verb with the act as its noun: "I had a read", "gave the post a quick read-through".
  { re: w("fetched|downloaded|retrieved|pulled|read|reread|loaded|opened|(?:had|took|gave (?:it|them|that|this|those|(?:the|your) [\\w-]+)) (?:a |another )?(?:quick |closer |good |proper |second |careful |full )?read(?:-through)?"), kind: "fetch" },
  // Going back to a source is reading it again: "I went back to the article", "revisited the post".
  { re: w("summari[sz]ed|summed up|rounded up|compiled|went back (?:to|over|into)|revisited|returned to"), kind: "fetch", needsSource: true },
  { re: w("found(?! (?:it|this|that|them|him|her) (?!in\\b|on\\b|at\\b|under\\b|for\\b|here\\b|there\\b)[a-z])"), kind: "search" },
  { re: w(`searched|took (?:a |another |a quick |a closer |a second )look (?:at|through|over)|(?:had|took|gave (?:it|them|that|this|those|(?:the|your) [\\w-]+)) (?:a |another )?(?:quick |closer |good |proper |second |careful |full )?(?:look|peek|dig|scan|skim|glance|once-over|browse|gander)(?: (?:at|through|over|around|into))?|looked (?:it |that |this |them )?up|looked (?:into|through|at)|checked|double-checked|rechecked|went (?:through|over)|reviewed|browsed|scanned|${LOOKED_IN_STORE}`), kind: "search" },
  { re: w("updated|changed|modified|renamed|edited|moved|replaced|fixed|pinned|switched|turned on|enabled|adjusted|paused|resumed|snoozed|archived|postponed|muted|unmuted|pushed (?:it |that |them )?back|marked (?:it |that |them )?(?:as )?(?:done|read|complete)"), kind: "update" },
  { re: w("reset"), kind: "update", firstOnly: true },
  { re: w("done|completed|finished|taken care of|took care of|handled|executed|processed"), kind: "done" },
  // Acts no skill can do — buying, confirming with someone, telling someone: only with "I"/"we"
  // ("ordered list", "Confirmed!" and "notified" alone read otherwise).
  { re: w("ordered|purchased|bought(?! (?:you |us |me )?(?:some |a little )?time)"), kind: "create", firstOnly: true },
  { re: w("confirmed|verified"), kind: "search", firstOnly: true },
  { re: w("notified|informed|let (?:them|him|her|the \\w+|\\w+) know|contacted|reached out to|phoned|got in touch with|got hold of"), kind: "send", firstOnly: true },
  // (Round 12) Running or calling one of the assistant's own tools ("I ran the notes tool:", "Step 1: I called the schedule
  // tool to list your reminders"): the call itself, of whatever the tool does — the named skill's success backs it. Only
  // a tool named by a skill's things: "I used the crop tool" is an app's.
  { re: w("(?:ran|called|invoked|used|triggered|queried)(?= (?:the |your |my )?(?:notes?|memos?|schedule|scheduler|scheduling|reminders?|alarms?|feeds?|rss|digest|article|fetch|search) (?:tool|skill|script|command)s?\\b)"), kind: "done", firstOnly: true },
  // Running or measuring code ("I ran your script", "I benchmarked both"): only with "I"/"we",
  // since "ran into", "tested" and "compiled" have other readings.
  { re: w(`ran(?! (?:into|out|across|over|through|late|away|(?:the )?(?:numbers|math|calculation)|${RAN_A_LOOK} ${IN_STORE}))|(?<=(?:'ve|have|had)(?: just| already| now)? )run|benchmarked|profiled|tested|compiled|timed (?:it|both|them|each|your)|tried (?:it|this|that|them|both|your|running)`), kind: "run", firstOnly: true },
];

// What a bulleted act is about when it is the assistant's: the user's things, or one of the
// skills' own things ("- Set a reminder for 6 pm", "- Deleted note #3").
const BULLET_OBJECT = /\byour\b|^\s*(?:(?:a|an|the|one|two|three|\d+)\s)?(?:new\s)?(?:notes?|reminders?|alarms?|timers?|feeds?)\b|\b(?:notes?|reminders?|alarms?|feeds?)\s*#?\d/;
// Compiled once: any verb of the table, and one opening the clause.
const VERB_UNION = VERBS.map((v) => v.re.source).join("|");
const ANY_VERB = new RegExp(VERB_UNION);
const OPENS_WITH_VERB = new RegExp(`^(?:${VERB_UNION})`);
/** Each table verb anchored to a whole word (which row a matched verb belongs to), compiled once. */
const WHOLE_VERBS = VERBS.map((v) => ({ verb: v, re: new RegExp(`^(?:${v.re.source})$`) }));

const DONE_PHRASE = /^(?:all (?:done|set|sorted|squared away)|sorted(?=\s*(?:[!.,]|$))|(?:already |just )?done|consider it (?:done|handled|sorted|taken care of)|we(?:'re| are) (?:all )?(?:set|done|good to go)|it'?s (?:all )?(?:done|set)|that'?s (?:done|taken care of|sorted)|everything(?:'s| is| has been) (?:done|set|taken care of|sorted|handled))\b/;
// In effect, said of the thing or "it": "It's live!", "Your alarm is on for 7", "The feed is
// active now", "All up and running".
const IN_EFFECT = /^(?:(?:it|that|this|they|everything|all|(?:(?:your|the) )?(?:[\w'-]+ ){0,2}?(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|digests?|schedules?|lists?))(?:'s|'re| is| are)(?: now| all)? (?:live|active|enabled|in place|up and running|good to go|on(?=\s*(?:$|[.!,✅]|(?:for|at|from|now|again|every)\b)))|(?:all )?up and running)\b(?! (?:if|when|once|unless)\b)/;
// A copula with the thing (or a pronoun for it) as subject and, as predicate, a state the change
// brings: after "now"/"no longer"/"no more", or a single bare word closing the sentence (no article:
// "a weekly one" describes). Words of judging or feeling ("fine", "great", "weird") say nothing done.
const NEW_STATE =
  /^(?:(?:it|that|this|they|those|(?:your|the|that|this) (?:[\w'-]+ ){0,2}?(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|items?|entry|entries|tasks?)|(?:note|reminder|alarm|feed|item|task) #?\d+)(?:'s|'re| is| are))(?: (?:now|officially|all))*(?: (?:no (?:more|longer)(?: [\w-]+)?|(?<=now) [\w-]+)| (?!(?:a|an|the|not|fine|ok|okay|good|great|nice|weird|odd|important|urgent|recurring|weekly|daily|monthly|here|there|yours|mine)\b)[a-z-]+)\s*(?:[.!✅🗑👋🎉]+\s*)?$/u;
// What the thing does now, in the present: "The dentist reminder now fires Friday at 9".
const NOW_DOES = /^(?:it|that|this|they|(?:your|the|that|this) (?:[\w'-]+ ){0,2}?(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|digests?))(?:'s| is| are)? now [a-z]+s\b/;
// Not a reassurance ("you won't miss it", "you won't need to do anything"): what the user will not
// have to do or lose says nothing stopped.
const NO_MORE = /^(?:you|it|that|they|(?:your|the) (?:[\w'-]+ ){0,2}?(?:reminders?|alarms?|timers?|feeds?|digests?))(?:'ll| will)? (?:won'?t|will not|no longer) (?!(?:miss|forget|lose|need|have|notice|worry|regret|mind|be (?:late|charged|affected))\b)[a-z]+\b[^?]*?(?:\b(?:anymore|any more|any longer|again)\b|$)/;
// ("…then" infers it from what the user said: "I set my alarm already" → "Nice, you're all set then.")
const YOU_ARE_SET = /^you(?:'re| are) (?:all )?(?:set|good to go|sorted)\b(?! (?:for|to|then)\b)/;
// Chat acknowledgements that open a reply — discourse markers, an open list ("k, deleted.",
// "Roger that — removed.", "Alrighty, saved!"), in any register, so an act after one reads as if it
// opened the sentence. Only with a mark after them (or alone): "nice", "cool" or "sweet" before a noun
// are adjectives ("Nice added touch"), and the mark says the word stands apart.
const ACKNOWLEDGEMENT =
  "k|kk|kay|okie|okey|okie[- ]dokie|okey[- ]dokey|alrighty|righto|right-o|roger(?: that)?|copy(?: that)?|gotcha|got you|you got it|bet|cool|sweet|nice|awesome|excellent|lovely|wonderful|brilliant|cheers|sure thing|no worries|no prob|np|aye|yessir|affirmative|understood|ack|voil[aà]|ta-?da|boom|bam|there we go|there you go|here we go|say no more|as you wish|coming right up|easy|certainly|absolutely|definitely|yup|ya|yea|yas|mhm";
const INTERJECTION = new RegExp(
  `^(?:(?:yes|yeah|yep|sure|ok|okay|right|great|got it|all right|alright|perfect|good news|no problem|of course|so|and|also|then|now|first|finally|just|already|oh|hi|hey|thanks|thank you|as requested)\\b[,!.:]*|(?:${ACKNOWLEDGEMENT})(?:\\s*[,!.:…]+|\\s*$))\\s*`,
);
const NEGATION = /(?:\b(?:not|never|no|nothing|none|nobody|unable|failed to|cannot)\b|n't\b)/;
const MODAL = /\b(?:will|'ll|would|could|can|should|shall (?:i|we)|might|may|must|going to|gonna|want me to|wants me to|let me|need to|have to|has to|try to|tried to|trying to|about to|plan to|meant to)\b/;
// An inverted condition ("Had I set it earlier, you'd have …") is a condition too, up to its comma.
const CONDITION = /\b(?:if|unless|once|whether|in case|as soon as|until|when you|when it|when i|before i)\b|(?:^|[,;:—–]\s*)had (?:i|we)\b[^,;:—–]*$/;
const REPORTED = /\b(?:said|says|told|tells|according to|reported|reports|announced|claims?|claimed|mentioned)\b/;
/** What comes before a verb keeps it from stating a deed: a negation, a modal or plan, a condition, reported speech. */
const hedged = (before: string): boolean => NEGATION.test(before) || MODAL.test(before) || CONDITION.test(before) || REPORTED.test(before);
// (A tool as the means, not the user's figures — "Using the figures you sent, I checked the sum" is arithmetic; the speaker's
// call as the subject only in a narration of steps, "Next, a call to …" — an attacker's review.)
const LEAD_MEANS = /^(?:(?:next|then|first|after that|finally),?\s+)?(?:by way of|by means of|using|via|through|with the help of|with)\s(?:the\s|my\s|your\s)?(?:[\w-]+\s){0,2}?(?:scheduler|skill|tool|command|cli|app|api|script|notes|reminders?|feeds?|digest)\b,?\s(?=(?:i|we)\b)/i;
const BARE_SUBJECT = /^(?:(?:next|then|first|after that|finally),?\s+)?(?:(?:by way of|by means of|using|via|through|with the help of|with)\s(?:the\s|my\s|your\s)?(?:[\w-]+\s){0,2}?(?:scheduler|skill|tool|command|cli|app|api|script|notes|reminders?|feeds?|digest)\b,?\s)?(?:i|we)$/i;
const OWN_CALL_SUBJECT = /^(?:next|then|after that|finally),?\s+(?:a|the|my|one) (?:call|request) to (?:the |my )?[\w-]+ (?:skill|tool|command|cli)$/i;
// (A narrator's step word before "I" leaves it the main clause's subject: "Next I saved the note" reports this turn's act,
// not a reference to an earlier one. Blind sets 102-106.)
const FIRST_MAIN = /^(?:(?:next|then|first|after that|finally|last|lastly),?\s+)?(?:i|we)(?:'ve|'d| have| had)?(?: just| already| also| then| now| successfully| finally| actually| quickly| went ahead and| have just)*\s*$/;
const EVERY_ONE_I = /\b(?:every|each|any|whatever|whichever)\s(?:[\w'-]+\s){0,2}(?:that\s)?(?:i|we)(?:'ve| have)?\s*$/;
const FIRST_REF = /\b(?:i|we)(?:'ve|'d| have| had)?(?: just| already| also| then| now)*\s*$/;
/** Nothing but marks and emoji: no word or number ("✅", " 🎉!"). */
const onlyMarks = (s: string): boolean => /^[^\p{L}\p{N}]*$/u.test(s);
// What may close a participle standing alone: nothing but marks, or words that only stress it ("Gone for good.").
const ALONE = /^(?:\s+(?:for good|forever|for real|completely|entirely|totally|now|already|too|as well|for you))?[^\p{L}\p{N}]*$/u;
// (An adverb of manner may stand between: "Recipe's safely tucked away", "is neatly filed".)
const PASSIVE = /^(.*?)\s*(?:has been|have been|had been|is now|are now|is all|are all|is|are|was|were|'s|'re|got)(?: (?:now|all|successfully|already|just|been|(?!only|early|likely|probably|usually|really|rarely|hardly|nearly|barely)[a-z]{3,}ly))*\s*$/;
const ARTIFACT = /\b(?:notes?|reminders?|alarms?|timers?|schedules?|calendar|lists?|to-?dos?|tasks?|files?|documents?|feeds?|subscriptions?|digests?|summary|summaries|emails?|events?|entry|entries|items?|bookmarks?|memos?|backups?|settings|pdf|address)\b/;
const POSSESSED = /^(?:your|all (?:of )?your|all the|everything|it|that|this|all)\b/;
// "Your flight was cancelled", "Your order was delivered": the user's things out in the world
// change by someone else's doing; only keeping and booking are the assistant's ("Your wifi
// password is saved", "Your table is booked").
const WORLDLY_KINDS = new Set<ClaimKind>(["send", "delete", "update", "done", "create", "fetch", "search"]);
// "Reminders are set in the Clock app": a bare plural with a how-to tail states how things work.
const BARE_NP = /^(?!(?:the|your|my|our|this|that|these|those|a|an|all|both|every|each|it|everything)\b)[a-z-]+(?: [a-z-]+)?$/;
const GENERIC_TAIL = /\b(?:automatically|by default|usually|typically|normally|generally|always|in (?:the|your) [\w-]+ app|in settings|under settings)\b/;
// A finite verb after an opening participle: the participle is an adjective ("Added sugar is…").
// "list" is the user's list far more often than a verb: only "lists" counts.
const FINITE = /\b(?:is|are|was|were|has|have|had|stays?|grew|grows|remains?|means?|marks?|allows?|lists|costs?|can|will|may|might|must|should|would|could|do|does|did|gets?|goes|go|comes?|makes?|takes?|keeps?|needs?|shows?|looks?|helps?|tends?|sits?|runs?|works?|appears?|lives?|counts?|adds?|holds?|contains?|includes?|rose|fell|went|became|seems?|belongs?|matters?)\b/;
// "Archived emails leave your inbox", "Muted chats still show up": an opening participle before a
// bare plural and a verb in its plain present is an adjective naming a class of things. FINITE
// lists the forms that give a subject away; these are the plain verbs a how-it-works sentence uses.
// (FINITE already finds is/are, can't, stay, go, show …: only the plain verbs it lacks are listed; the plural
// is a noun's, not "as", "is", "its" or "us": "Added it as use case 3 in your notes" is a deed.)
const CLASS_THEN_VERB = /^\s+(?:(?!(?:it|the|a|an|your|my|our|this|that|these|those)\b)[a-z-]+ )?(?!(?:as|is|was|has|this|its|his|us|yours|thus|yes)\b)[a-z-]+s\s+(?:(?:only|still|also|just|never|often|then|simply|automatically|quietly) )?(?:leave|disappear|vanish|expire|sync|return|reappear|exist|move|end up|pile up|drop|fade|turn|land|arrive|lose|become|pop up|fill|use|clutter)\b/;
/** What follows an opening participle says it is an adjective: a finite verb, or a class of things and its plain verb. */
const adjectiveAfter = (after: string): boolean => FINITE.test(after.replace(INTO_YOURS, "").replace(ASIDE_OR_DATE, " ")) || CLASS_THEN_VERB.test(after);
// "Scheduled maintenance windows usually happen overnight": an opening participle before a
// frequency adverb is an adjective in a general statement.
const GENERAL_AFTER = /^\s*(?:[\w'-]+\s+){1,3}(?:usually|typically|normally|generally|often|always|tend to|rarely|never)\b/;
// A parenthesis, a date or "to-do" after an opening verb is no finite verb: "Noted the dentist (May 4)".
// So is "lists" heading a noun phrase after a determiner or count: "deleted the three old grocery lists".
const ASIDE_OR_DATE = /\([^)]*\)|\bmay \d|\bto-do\b|\b(?:the|your|my|those|these|both|all|two|three|four|\d+)(?: [a-z'-]+){0,3}? lists\b/g;
// Where an opening participle lands the thing in the user's things ("Added milk to your list").
const INTO_YOURS = /\s(?:to|into|onto|on|in|from) your\b.*$/;
// What the assistant already has: the user's words, files and the conversation — and the
// material the user put in front of it (their code, essay, numbers), unlike their stored
// data (notes, feeds, reminders), which only a tool can read.
const INTERNAL = /\b(?:you (?:gave|sent|shared|pasted|attached|wrote|mentioned|told|provided|uploaded|forwarded)|your (?:message|messages|question|draft|code|function|snippet|script|query|regex|config|logs?|stack trace|error|diff|pr|essay|resume|cv|cover letter|paragraph|sentence|writing|story|poem|argument|maths?|calculations?|numbers|sums|figures|workings?|totals|answer|homework|screenshot|photo|image|text|reply|file you)|our (?:conversation|chat)|my (?:previous |last |earlier |own )?(?:answer|reply|message|response)|(?:the|my) (?:maths?|arithmetic|calculation|numbers|reasoning|spelling|grammar)|(?:the |this )?(?:conversation|chat history|context|thread)|what you (?:said|told|wrote))\b/;
// When the user's message carries a link (or asks what a page says), "the video you sent" is that page,
// not material in the chat: looking at it ("I watched the video you sent") needs the fetch.
const SENT_PAGE = /\b(?:the|that|this) (?:video|clip|link|page|article|post|piece|story|url|site|thread|paper|report|recipe|tutorial) you (?:sent|shared|gave|linked|posted|forwarded|dropped)\b/g;
const internal = (text: string, asked: Asked): boolean => INTERNAL.test(asked.source ? text.replace(SENT_PAGE, " ") : text);
// …and a pointer to an earlier turn of the chat: "in our last exchange", "in my previous reply".
const EARLIER = /\b(?:earlier|yesterday|previously|before|last (?:week|time|night|month)|already|this morning|the other day|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|when you asked|ago|(?:last|previous|prior|earlier) (?:exchange|message|turn|session|chat|conversation|reply|answer))\b/;
const NOTHING = /\b(?:nothing|no (?:(?:saved|new|active|upcoming|scheduled|matching|current|stored|other|more|such|recent)\s+){0,2}(?:results?|matches?|notes?|mention|entries|items|posts|new|reminders?|alarms?|schedules?|feeds?|subscriptions?|articles?|updates?)|(?:do|does|did)(?:n'?t| not) have any|(?:is|are) (?:now |currently |still )?empty|there'?s no|there (?:is|are|were|was) no|couldn'?t find|could not find|didn'?t find|did not find|found nothing|none|not find|isn'?t anything|aren'?t any)\b/;
// "You're unsubscribed": a state of the user that the assistant's action brings about
// ("You're subscribed to 5 feeds" is as often a report of a listing, so it is a claim
// only as a change: "You're now subscribed", "You're all signed up").
const USER_STATE = /^unsubscribed$/;
const USER_STATE_CHANGED = /^(?:subscribed|registered|signed (?:you )?up)$/;
// …and following or getting what the request asked for, now: "You're now following that blog", "You're
// now getting its posts" (after a request: otherwise it may report a listing).
const YOU_NOW_FOLLOW = /^you(?:'re| are) now (?:following|tracking|getting|receiving|subscribed|signed up|on)\b/;
// "Noted!" answering "remember that…" says it was saved; after anything else it is an acknowledgement.
const NOTED = /^(?:noted|(?:i'?ve |i have |i )?(?:taken|took) (?:a )?note(?: of (?:it|that|this))?)(?:\s*(?:[!.,:—–-]|✅|📝)|\s*$)/;
// "Milk's on your list now", "It's already in your notes": a thing newly in the user's things,
// put there by the assistant ("Milk is on your list" alone reports a listing).
// After the user asked to add it ("Put 'team lunch' on Thursday"), "Team lunch is on the schedule" says it was put there.
// "That feed is now part of your subscriptions", "…is now among your notes" say the same.
// (Words of the state it rests in may come between, any of them: "Recipe's safely tucked away in your
// notes", "is safe and sound in your notes", "is sitting pretty on your list" — not a hedge: "is probably in your notes".)
const IN_YOURS = /\b(?:is|are|'s|'re|(?:has|have|'s|'ve) been) (?:now |already |all )?(?:(?!probably|maybe|likely|perhaps|possibly|still|usually|often|best|better|typically)[\w-]+ ){0,3}?(?:on|in|into|part of|among|one of) (?:your|the) (?:[\w-]+ ){0,2}?(?:list|notes|calendar|feeds|reminders|schedule|subscriptions)\b/;
const OUT_OF_YOURS = /\b(?:is|are|'s|'re|(?:has|have|'s|'ve) been) (?:now |all )?(?:out of|off|gone from|no longer (?:in|on)) (?:your|the) (?:[\w-]+ ){0,2}?(?:list|notes|calendar|feeds|reminders|schedule|subscriptions)\b/;
const STATUS_MARK = /^[^.?!]{0,60}\b(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|digest)\b[^.?!]{0,20}?[:：—-]?\s*[✅✔☑]\uFE0F?\s*$/u;
// …or opened by one, a checklist row: "✅ Reminder: dentist, tomorrow 9:00", "- ✅ Dentist reminder, 9:00".
const STATUS_MARK_LEAD = /^(?:[-*•]\s*)?[✅✔☑]\uFE0F?\s*[^.?!]{0,60}?\b(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|digest)\b/u;
const NEWLY = /\b(?:now|already|since|from (?:yesterday|earlier|this morning|last))\b/;
const OWN_EARLIER_WORDS = /\b(?:as|like) (?:i|we)(?:'ve)? (?:said|mentioned|noted|told you)(?: (?:earlier|before))?,?/;
// Arranging the items a message carries ("put my grocery items in aisle order: milk, …", "sort these by date"):
// work on text, not adding anything to a store.
const ARRANGED = "\\b(?:in (?:[\\w-]+ ){0,2}order|alphabetical(?:ly)?|by (?:aisle|date|priority|size|category|type|price|time|day)|into (?:a table|groups|categories|sections))\\b";
const ARRANGES = new RegExp(`^(?:put|sort|order|arrange|group|rank|reorder|organi[sz]e)\\b[^.?!:]{0,60}?${ARRANGED}`, "i");
/** The user asks to put something into their things: "Put 'team lunch' on Thursday", "subscribe to this". */
export const ASKS_TO_ADD = new RegExp(`^\\s*(?:(?:please|pls|can you|could you|hey)[,\\s]+)?(?![^.?!:]{0,70}?${ARRANGED})(?:put|add|schedule|book|pencil|stick|pop|remind|save|note|subscribe|follow|sign me up)\\b`, "i");
/** The user's message names one of their things: "turn off the standup reminder", "drop feed 3". */
export const NAMES_THING = /\b(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|schedules?|lists?|to-?dos?|bookmarks?|memos?)\b/i;
/** The user asks to keep something: "remember that…", "note this", "메모해 줘". */
export const ASKS_TO_KEEP = /(\b(?:note|notes|remember|save|write (?:it |this |that )?down|jot|keep in mind|don'?t (?:let me )?forget|memo|log|record)\b|메모|기억|저장|적어)/i;
// An allowlist of verbs that change a stored thing (TEAM.md: allowlists over denylists): "shorten it",
// "rephrase that one" or "simplify it" work on text the reply carries and name no stored thing.
const CHANGES_A_THING =
  "delete|remove|nuke|bin|kill|ditch|cancel|snooze|mute|unmute|silence|move|drop|scrap|trash|toss|axe|yeet|zap|nix|erase|wipe|clear|purge|junk|chuck|dump|archive|unarchive|pin|unpin|star|unstar|pause|resume|stop|disable|enable|turn|switch|shut|reschedule|postpone|delay|push|bump|shift|merge|restore|undo|repeat|duplicate|get rid of";
/**
 * A short command whose object points back at a thing the user just saw ("nuke the azul one",
 * "bin that one", "kill them both"): a request about one of their things, though it names none.
 * Only verbs that change a stored thing (CHANGES_A_THING): not liking, seeing, leaving be or working on
 * text ("love it", "forget it", "explain that one", "shorten it").
 */
export const POINTS_BACK = new RegExp(
  `^\\s*(?:(?:ok(?:ay)?|pls|please|now|yeah|yes|and)[,\\s]+)?(?:${CHANGES_A_THING})(?:\\s+(?:off|out|away|down|up))?\\s+(?:the\\s+[\\w'-]+(?:\\s+[\\w'-]+)?\\s+ones?|that one|this one|those|these|it|them|both|all of them|the (?:first|second|third|last|other|old) one)(?:\\s+(?:too|now|please|pls|as well|off|out|away|both))?\\s*[.!]*\\s*$`,
  "i",
);
// The change a request's opening verb names ("move my scales reminder to 7" → an update): an unknown
// verb's "done" after it claims that change, so a call of another kind ("remove" then a failed "add")
// does not back it. Only verbs whose change is unambiguous; "turn off", "stop" (a pause or a removal?) name none.
const REQUEST_VERBS: Array<[RegExp, ClaimKind[]]> = [
  [/^(?:move|change|edit|rename|reschedule|update|push|shift|bump|modify|adjust)\b/, ["update"]],
  // ("drop me a reminder" asks for one, "clear up" explains: no removal.)
  [/^(?:delete|remove|cancel|drop(?! me\b)|clear(?! up\b)|unsubscribe|kill|nuke|ditch|scrap|bin|trash|erase|wipe|get rid of)\b/, ["delete"]],
  [/^(?:add|save|note|jot|put|create|subscribe|remember|log|record|write (?:it |this |that )?down)\b/, ["save", "create"]],
  [/^(?:remind|schedule|book)\b/, ["schedule"]],
];
/**
 * A request to set something up at a time or on a repeat ("set up a daily digest at 6pm", "start a
 * timer for 10 minutes"): a change to the schedule, whatever the thing is ("All set" needs a schedule write,
 * not the digest's read). Not a question, nor without a time, nor a verb of making ("make me a plan for
 * tomorrow" asks for the reply's own content).
 */
const TIMED_SETUP =
  /^(?:set(?: up)?|start)\b(?=[^?]*\b(?:(?:at|for) \d+|every|daily|weekly|nightly|monthly|each (?:day|morning|evening|night|week)|tomorrow|tonight)\b)(?![^?]*\?\s*$)/;
// The request with its courtesies dropped, lower case: its opening verb leads.
const requestVerb = (user: string): string => user.trim().toLowerCase().replace(/^(?:(?:please|pls|can you|could you|would you|hey|ok(?:ay)?|now|and|also|oh)[,\s]+)+/, "");
/** The kinds of change an English request's opening verb names, if it names one. */
export function requestKinds(user: string): ClaimKind[] | undefined {
  const t = requestVerb(user);
  if (ARRANGES.test(t)) return undefined;
  return REQUEST_VERBS.find(([re]) => re.test(t))?.[1] ?? (TIMED_SETUP.test(t) ? ["schedule"] : undefined);
}
/** The request sets something up at a time (TIMED_SETUP). */
export const asksTimedSetup = (user: string): boolean => TIMED_SETUP.test(requestVerb(user));
// The verb of a request to keep (ASKS_TO_KEEP also takes the bare noun: "what notes do I have" asks nothing kept).
const KEEP_VERB = /\b(?:note (?:down|this|that|it)|jot|remember|save|write (?:it |this |that )?down|keep in mind|log|record)\b/;
const SCHEDULE_DOMAIN = /\b(?:reminders?|alarms?|timers?)\b/;
// A weekday inside a reminder's own phrase ("a reminder for the vet on Friday") or before a clock
// time ("on Sunday at 10") is when it fires, not the earlier turn it was set in; "I set your gym
// alarm on Tuesday" still points back.
const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const FIRES_ON = new RegExp(`(${SCHEDULE_DOMAIN.source}[^.;]*?\\b(?:for|to|about)\\b[^.;]*?)\\bon ${WEEKDAY}\\b|\\bon ${WEEKDAY}(?= at \\d)`, "g");
// …and so is a lead time before an event ("a reminder for 15 minutes before the meeting", "the day before bin day").
const LEAD_TIME = /\b(?:minutes?|mins?|hours?|hrs?|days?|nights?|evenings?|mornings?|weeks?) before (?=[a-z])/g;
const earlierIn = (c: string): boolean => {
  const t = c.replace(FIRES_ON, "$1");
  return EARLIER.test(SCHEDULE_DOMAIN.test(c) ? t.replace(LEAD_TIME, "") : t);
};
// A separable phrasal verb with a pronoun object reads as its joined form: "turned it off" →
// "turned off it", "backed them up", "crossed it off". Only past forms (-ed and the irregular
// table): "set it up" and "put it away" are also imperatives, and the joined form would drop
// the difference. The particle ends the phrase ("saved it on Monday" has a preposition).
const PARTICLE_SHIFT = new RegExp(`\\b([a-z]{2,}ed|${"took|threw|wrote|cut|shut|got|kept|hung|stuck|tore"})\\s(it|them|this|that|these|those)\\s(off|on|up|out|down|away|back|over|in)(?=\\s*(?:[^\\w\\s]|$|(?:for|to|and|so|now|again|too|already|as|completely|for good)\\b))`, "g");
const joined = (lower: string): string => lower.replace(PARTICLE_SHIFT, "$1 $3 $2");
// "'old blog' is out and the new feed is in": "and" before a noun phrase and its copula joins two clauses.
const CLAUSE_BREAK = /\s+[—–]\s+|;\s+|:\s+|,\s+(?:and|but|so)\s+|\s+(?:and|but)\s+(?=(?:the|your|that|this)\s(?:[\w'-]+\s){0,2}(?:is|are|was|were|'s)\b)|\s+(?:and|but|so|then)\s+(?=(?:i|we|you|he|she|they|it|there)\b|[a-z]+ed\b|(?:set|made|sent|read|put|ran|done|pulled)\b)/i;

// (A promise, not "let me know" nor "I can … if …"; the bare verb with its object and no status word after it — "note 4
// deleted", "email sent to the team" open with nouns: an attacker's review.)
const FUTURE_OWN = /\b(?:i|we)(?:'ll| will| am going to|'m going to)\b(?![^,;]*\b(?:already|just)\b)|\bshall (?:i|we)\b|\bwant me to\b|\blet me (?!know\b)/;
const BARE_VERB = /^(?:then\s)?(?:also\s)?(?:set|put|add|save|make|send|remind|note|schedule|create|remove|delete|pull|fetch|get|grab|book|log|pin|text|email|drop|move)\s(?:it|them|one|up|a|an|the|this|that|those|these|your|you|him|her)\b(?![^,;]*\b(?:deleted|sent|saved|added|done|removed|created|scheduled|booked|logged|pinned|moved|dropped|texted|emailed)\b)/;
const JOINED_ON = /^\s*,?\s*(?:and|then|and then)\s*$/i;

// (Round 12) Any emoji after a word, then a capital, ends a statement: "Subscribed ♟️ Anything new on the club blog will
// turn up in your digest." is two — the second's "will" says nothing of the first (sentences() splits at a few marks only).
const EMOJI_BREAK = /(?<=[\p{L}\p{N}.!]\s?\p{Extended_Pictographic}\uFE0F?)\s+(?=[A-Z])/u;

function startSubject(clause: string, original: string): Subject {
  const c = clause.replace(INTERJECTION, "").replace(LEAD_MEANS, "");
  if (/^(?:i|we)\b/.test(c)) return "first";
  if (/^you\b/.test(c)) return "user";
  if (/^(?:he|she|they)\b/.test(c)) return "other";
  const lead = original.trim().replace(/^[^A-Za-z]+/, "");
  // (An acknowledgement opening it is no name: "Alrighty, removed!".)
  const o = lead.slice(INTERJECTION.exec(lead.toLowerCase())?.[0].length ?? 0);
  const first = /^([A-Z][\w.&'-]*)/.exec(o)?.[1] ?? "";
  if (DONE_PHRASE.test(c)) return "first";
  // Any other stated subject ("the team decided…", "the changelog says they…") is someone else's.
  if (!OPENS_WITH_VERB.test(c) && /^[a-z0-9#"'(]/.test(c) && (FINITE.test(c) || ANY_VERB.test(c))) return "other";
  // ("RSVP'd", "OK'd", "CC'd": a verb's past in an apostrophe form is no name.)
  if (first && !/'d$/.test(first) && !/^(?:I|The|This|That|These|Those|Your|It|Its|Yes|No|Done|Sure|Got|All|Here|My|Our|Everything|Nothing|A|An|There|Now|Then|So|And|But|Right|Great|Ok|Okay|Thanks|Sorry|Please|In|On|At|For|From|With|If|When|Once|As|Most|Many|Some|Just|Already|Also|Yep|Yeah|Yup|Finally|First)$/.test(first) && !OPENS_WITH_VERB.test(joined(o.toLowerCase())))
    return "other";
  return undefined;
}

interface ClauseReading {
  claims: Claim[];
  subject: Subject;
  /** The subject of a passive ("your reminder" in "Your reminder is set"), for a participle that follows it. */
  passiveOf?: string | undefined;
}

// What may follow a headline's participle ("Reminder set for 6 pm", "Feed 3 dropped 👋"): a
// preposition of time or place, or the end of the clause — any mark or emoji closes a headline.
// A phrasal verb's particle may come first: "All reminders cleared out. 🧹".
const HEADLINE_END = /^\s*(?:(?:out|off|up|away|down|back)\b\s*)?(?:(?:for|to|at|on|in|from|into|until|till)\b|[^\w\s'"]|$)/;
// (A question word is no headline's noun: "What changed — the flour?")
const HEADLINE_NP = /^(?!(?:what|who|which|how|why)\b)(?:(?:your|the|a|an|new)\s+)?[\w#'-]+(?:\s+[\w#'-]+){0,2}$/;

/** The user's message uses the base form of this past participle ("verified" → "verify", "tested" → "test"). */
function echoesRequest(participle: string, user: string | undefined): boolean {
  if (user === undefined || /\s/.test(participle)) return false;
  const base = participle.replace(/ied$/, "y").replace(/ed$/, "");
  // (A doubled last consonant is the participle's: "submitted" → "submit".)
  const single = /([bdgklmnprt])\1$/.test(base) ? base.slice(0, -1) : base;
  return base.length >= 4 && new RegExp(`\\b(?:${base}|${single})e?\\b`).test(user);
}

// A form that is also the present ("read", "set", "put", "cut", "run") says how things go, not what was done,
// when the verb it is coordinated with is in the present ("I read your feeds and bundle the new posts into one
// message") or a word of habit goes with it ("I read them every morning", "whenever a post lands I put it…";
// not "daily", which is the thing's: "I set a daily reminder").
// A past after "and" keeps it past ("I read your notes and found two"). (The perfect, "I've read", is never present.)
const HABITUAL_FORMS = /^(?:read|set|put|cut|run|hit|shut|split|spread|cast)(?:\s|$)/;
const HABIT_WORD = /\b(?:every (?:day|morning|evening|night|week|time|hour)|each (?:day|morning|evening|night|week|time)|usually|always|normally|typically|whenever|regularly)\b/;
const habitual = (after: string): boolean => {
  if (HABIT_WORD.test(after)) return true;
  const and = /\b(?:and|then) ([a-z]+) (?:the|your|them|it|all|any|each|every|new|those|these|a|an|one)\b/.exec(after);
  if (and === null) return false;
  const verb = and[1] as string;
  return !/(?:ed|en)$/.test(verb) && !PAST_OR_SAME.test(verb) && !/s$/.test(verb) && !/^(?:also|then|now|just|there|here|i|we|you|they|it|that|this)$/.test(verb);
};

function readClause(clause: string, original: string, inherited: Subject, isLast: boolean, asked: Asked, offers: boolean): ClauseReading {
  const { keep: saveAsked, add: addAsked } = asked;
  // The user asked for something to be done to their things (not a question).
  const requested = addAsked || asked.thing || saveAsked;
  // A leading mark is layout, not a subject: "✅ Saved", "📝 Noted", "- Added milk to your list".
  const lower = clause.toLowerCase().trim();
  const c = joined(lower.replace(/^[^\p{L}\p{N}#"'(]+/u, ""));
  // A bullet that opens with a verb is the assistant's act only about the user's things: "- Added
  // milk to your list", "- Deleted note #3" — "- Added a customizable home screen" is a changelog.
  const bullet = /^(?:[-*•·]|\d+[.)])\s/.test(lower);
  const claims: Claim[] = [];
  const subject = startSubject(c, original) ?? inherited;
  if (isLast && endsAsQuestion(c)) return { claims, subject };
  const body = c.replace(/^[^a-z0-9#]+/, "");
  if (DONE_PHRASE.test(body.replace(INTERJECTION, ""))) {
    claims.push({ kind: "done", text: "", earlier: earlierIn(c) });
    return { claims, subject };
  }
  if (saveAsked && NOTED.test(body.replace(INTERJECTION, ""))) claims.push({ kind: "save", text: "", earlier: false });
  // "You're all set" after the user asked to put something in their things says it was done;
  // after anything else it is encouragement ("You're all set for the trip!").
  if (requested && YOU_NOW_FOLLOW.test(body.replace(INTERJECTION, "")) && !NEGATION.test(body)) claims.push({ kind: "create", text: "", earlier: false });
  if (requested && YOU_ARE_SET.test(body.replace(INTERJECTION, ""))) {
    claims.push({ kind: "done", text: "", earlier: false });
    return { claims, subject: "first" };
  }
  // (…after a request to keep it too: "jot down: boiler Jan" → "Boiler service Jan is in your notes.")
  // (Not under a condition that opens the clause: "If their number's in your notes I can dig it out" — blind sets 95-101;
  // "Once more, Jo's number is in your notes now" is no condition — a reviewer.)
  if (IN_YOURS.test(c) && !/^\W*(?:if|unless|in case)\b[^,;—–]*$/.test(c.slice(0, IN_YOURS.exec(c)?.index ?? 0)) && (NEWLY.test(c) || addAsked || (saveAsked && KEEP_VERB.test(asked.user ?? "")) || asked.past === true) && !NEGATION.test(c)) claims.push({ kind: SCHEDULE_DOMAIN.test(c) ? "schedule" : "create", text: "", earlier: earlierIn(c) || /\bsince\b/.test(c) || asked.past === true });
  // …and out of them: "The old grocery note is out of your notes now", "It's off your list".
  if (OUT_OF_YOURS.test(c) && (NEWLY.test(c) || requested) && !NEGATION.test(c)) claims.push({ kind: "delete", text: "", earlier: earlierIn(c) });
  let passiveOf: string | undefined;
  const seen: Array<[number, number]> = [];
  for (const v of VERBS) {
    for (const m of c.matchAll(v.re)) {
      const at = m.index;
      const end = at + m[0].length;
      if (seen.some(([a, b]) => at < b && a < end)) continue;
      seen.push([at, end]);
      // "As I mentioned, I saved it": a pointer to the assistant's own earlier words, not reported speech.
      const rawPrefix = c.slice(0, at).replace(OWN_EARLIER_WORDS, "").trim();
      // (A means before the speaker, "By way of the scheduler I then created …", and the speaker's own tool call as the subject,
      // "Next, a call to the scheduling skill created the reminder …": the speaker did it. Blind sets 87-94.)
      const prefix = rawPrefix.replace(INTERJECTION, "").replace(INTERJECTION, "").trim().replace(LEAD_MEANS, "").replace(OWN_CALL_SUBJECT, "i");
      const after = c.slice(end);
      if (hedged(rawPrefix)) continue;
      if (YEAR.test(c) || (prefix === "" && SAME_AS_IMPERATIVE.test(m[0]))) continue;
      if (HABITUAL_FORMS.test(m[0]) && !/(?:'ve|'d|\bhave|\bhas|\bhad)(?: just| already)?$/.test(rawPrefix) && habitual(after)) continue;
      // After the user asked to put something in their things, an opening "Put milk and eggs on your
      // list" reports it: the reply does not order the user to do what they asked of it.
      // An opening participle of the very verb the request used ("could you verify the link?" →
      // "Verified — the link works") is an elliptic answer whose subject is the speaker.
      const echoes = (addAsked && prefix === "" && /\byour\b/.test(after)) || (v.firstOnly === true && at === 0 && /^\s*(?:[—–:!.,]|$)/.test(after) && echoesRequest(m[0], asked.user)) || (v.firstOnly === true && at === 0 && onlyMarks(after) && echoesRequestVerb(m[0], asked));
      if (v.firstOnly && !FIRST_MAIN.test(prefix) && !(FIRST_REF.test(prefix) && prefix !== "") && !echoes) continue;
      // "Logged: 5k run today" after "log that I ran 5k": the request names the keeping.
      if (v.needsArtifact && !ARTIFACT.test(c) && !/\byour\b/.test(after) && !saveAsked) continue;
      if (v.keepAsked && !saveAsked) continue;
      let reference = false;
      let ok = false;
      const passive = PASSIVE.exec(prefix);
      if (!v.passiveOnly && FIRST_MAIN.test(prefix)) ok = true;
      // ("every digest I put together": any of them, a habit — no act of one turn. Blind sets 95-101.)
      // (…not "Like every digest I put together, this one …": that names the one of now — an attacker's review.)
      else if (!v.passiveOnly && FIRST_REF.test(prefix) && prefix !== "" && !(EVERY_ONE_I.test(prefix) && /\b(?:from now on|going forward|always|whenever|every time|each time)\b/.test(c) && !/\bthis (?:one|digest|time)\b|\btoday's\b/.test(c))) ok = reference = true;
      // A participle standing alone after a request about the thing ("Poof — gone. 🗑"): the thing is left out.
      else if (prefix === "" && v.passiveOnly && requested && ALONE.test(after)) ok = true;
      else if (prefix === "" && !v.passiveOnly)
        ok = subject !== "other" && subject !== "user" && !adjectiveAfter(after) && !GENERAL_AFTER.test(after) && (!bullet || BULLET_OBJECT.test(c.slice(at).replace(/^\S+/, "")));
      else if (passive && passive[1] !== undefined) {
        // The passive's own noun phrase: "it seems the feature was removed" is about "the feature".
        const np = passive[1].trim().split(/\b(?:that|which|who|seems?|says?|said|thinks?|thought|means?|because|since|and|but|or)\b/).map((x) => x.trim()).filter(Boolean).pop() ?? passive[1].trim();
        passiveOf = np;
        // "You're subscribed ✅" (a status mark) or after "subscribe me": the change, not a report of a listing.
        const changed = /\b(?:now|all)\b/.test(prefix) || /^\s*now\b/.test(after) || /^\s*[!.]*\s*[✅✔☑🎉]/u.test(after) || addAsked;
        // (Round 12: …or the past of the request's own verb — "register me for the exam" → "You're registered for the exam".)
        const enrolled = np === "you" && (USER_STATE.test(m[0]) || ((changed || echoesRequestVerb(m[0], asked)) && USER_STATE_CHANGED.test(m[0])));
        const worldly = /^(?:all (?:of )?)?your\b/.test(np) && !ARTIFACT.test(np) && WORLDLY_KINDS.has(v.kind) && !/^\s*(?:to|in|into|on|from) your\b/.test(after);
        // "Archived emails are moved out of the inbox": a bare plural named by its state is a class of things.
        // …and so is each or every one of a kind in the plain present, asked for nothing ("Each reminder is stored with
        // a cron-style time"; not "Every reminder has been deleted", nor "Each one is saved"), after no request to keep or add.
        const generic = (BARE_NP.test(np) && (GENERIC_TAIL.test(after) || /^[a-z]+ed [a-z-]+s$/.test(np))) || (/^(?:each|every|any)\s+(?!one\b)[a-z-]+$/.test(np) && /\b(?:is|are)$/.test(prefix) && !saveAsked && !addAsked && !/^\s*[!✅✔☑🎉]/u.test(after));
        // The thing the user's request named, as the subject ("unsubscribe me from the tech blog" → "Tech blog: unsubscribed.");
        // "already saved" says it was there before the request, not that it was done now.
        const requestedThing = requested && !/\balready\b/.test(prefix) && np.length >= 4 && !/^(?:you|he|she|they|there|it|this|that)\b/.test(np) && (asked.user ?? "").includes(np.replace(/^(?:the|your|my)\s+/, ""));
        // (Round 12) A bare pronoun as the subject ("…then it's gone", "it's done for") stands for one of the user's things
        // only when something points at one: a request about their things, a question about what was done, a page asked
        // about, a previous sentence of the reply naming one, or "now". Otherwise it is whatever the reply was talking about
        // (a pawn taken en passant, a stain, a bug).
        // "Now" anchors it too: "it's saved now" reports the change the conversation was about.
        const unanchored = /^(?:it|that|this|they|those|these)$/.test(np) && !requested && !asked.named && asked.past !== true && !asked.source && !/\bnow\b/.test(prefix) && !/^\s*now\b/.test(after);
        // (Round 12) A quantifier standing for the things just asked for ("Both are scheduled.", "All three are saved"),
        // after a request about them, as a headline's "Both saved:" does.
        const quantified = requested && /^(?:both(?: of them)?|all(?: (?:of them|two|three|four|five|\d+))?|each(?: one)?|the (?:two|three|four|\d+)(?: of them)?)$/.test(np);
        ok = np !== "" && !worldly && !generic && !unanchored && (enrolled || requestedThing || quantified || ((POSSESSED.test(np) || ARTIFACT.test(np) || /^\s*(?:to|in|into|on|from) your\b/.test(after)) && !/^(?:you|he|she|they|there)\b/.test(np))) && !/\bby\b/.test(after);
      } else if (HEADLINE_NP.test(prefix) && HEADLINE_END.test(after) && !FINITE.test(prefix)) {
        // "Both saved:", "All three deleted.": a status line about the things just asked for.
        ok = ARTIFACT.test(prefix) || /^\s*(?:to|from|in) your\b/.test(after) || /^(?:both|all(?: (?:two|three|four|five|\d+|of them))?|everything|each(?: one)?)$/.test(prefix) || behalfHeadline(prefix, m[0], after, asked) || echoedHeadline(prefix, m[0], after, asked);
      }
      if (!ok || (v.needsSource && !SOURCE.test(c) && !asked.source)) continue;
      let kind = v.kind;
      // (…the object may sit inside the verb's own phrase: "Gave your message another read".)
      if ((kind === "search" || kind === "fetch") && (internal(after, asked) || internal(prefix, asked) || internal(m[0], asked))) continue;
      // "I sent the delete request, but it timed out": sending the request is the call itself, whatever came of it.
      // (Round 11: …and so is sending it a value — "I sent a bad time format", "we sent the wrong date": the call's input.)
      if (kind === "send" && /^\s*(?:(?:the|a|an|my|that|this)\s+)?(?:[\w-]+\s+){0,2}(?:request|command|call|query|format|value|argument|parameter|input|payload|field)s?\b/.test(after)) continue;
      // "I checked." alone acknowledges; "I checked and there's no need…" goes on to report what the check found.
      if (kind === "search" && m[0] === "checked" && isLast && /^\s*(?:it|that|this|again|everything|them)?\s*[.!]?\s*$/.test(after) && !/\bjust\s*$/.test(rawPrefix)) continue;
      if ((kind === "create" || kind === "update" || kind === "save") && SCHEDULE_DOMAIN.test(c) && !/\bnotes?\b/.test(c)) kind = "schedule";
      const recipient =
        kind !== "send" ? undefined
        : /^\s*(?:you\b|(?:it|this|that|them) to you\b)/.test(after) ? "user"
        // (Round 12: "to this chat", "to your DMs" is the user — "Sent to this chat — 9 posts from 4 feeds".)
        : /^\s*(?:\S+\s+){0,4}?to\s+(?!you\b|(?:this|the|your|our) (?:chat|conversation|thread|dms?)\b)\S/.test(after) || /\b(?:e-?mail|sms|text)\b/.test(c) ? "other"
        : undefined;
      claims.push({ kind, text: "", earlier: reference || earlierIn(c), ...(recipient ? { recipient } : {}) });
    }
  }
  // Opening with an unlisted verb ("Popped a reminder in…") made startSubject read a name: the speaker's subject is the inherited one.
  // …and not in a sentence that offers to do it ("I sketched out a reminder — want me to save it?").
  if (claims.length === 0 && !offers) claims.push(...genericAct(c, inherited, bullet, asked));
  if (claims.length === 0 && !offers) claims.push(...genericDone(c, requested, asked));
  if (claims.length === 0 && !offers) claims.push(...firstPersonAct(c, original, inherited, asked, requested));
  // "It's live!", "Your alarm is on for 7" after a request about the thing: in effect now is the request done.
  if (claims.length === 0 && !offers && requested && IN_EFFECT.test(c) && !NEGATION.test(c)) claims.push({ kind: "done", text: "", earlier: earlierIn(c) });
  // The thing's new state, with no verb of doing: "Note 3 is history.", "It's toast 🗑", "That reminder
  // is no more", "The 7am alarm is now off" — after a request about it, the change was made.
  // A state of being in or out says which change: "the new feed is in" was added, "'old blog' is out" removed.
  if (claims.length === 0 && !offers && requested && !MODAL.test(c) && !CONDITION.test(c) && (NEW_STATE.test(c) || NOW_DOES.test(c))) {
    const state = NEW_STATE.test(c) ? /\b(in|out|gone)\s*(?:[.!✅🗑👋🎉]+\s*)?$/u.exec(c)?.[1] : undefined;
    claims.push({ kind: state === "in" ? "create" : state === undefined ? "done" : "delete", text: "", earlier: earlierIn(c) });
  }
  // …or what stops with it: "You won't get the tech blog anymore", "It won't ring again".
  if (claims.length === 0 && !offers && requested && !CONDITION.test(c) && NO_MORE.test(c)) claims.push({ kind: "done", text: "", earlier: false });
  if (claims.length === 0) claims.push(...actInRelative(c));
  return { claims, subject, passiveOf };
}

// The past of ANY verb acting on the user's things, with "I"/"we" or the implied speaker:
// "I've tucked the recipe into your notes", "Popped a reminder in for 8 am", "I merged notes 2
// and 3", "Slotted yoga into Tuesday" (after "add yoga on Tuesday"). A change to the user's
// things — a schedule when it names a reminder or a time, otherwise an update that a write of
// that skill backs (a lookup does not). Verbs of feeling, wanting, reading and saying are
// not acts on the thing ("I loved your list", "I wanted to ask…").
// Irregular past forms and participles of verbs of handling and placing, which a regular -ed
// ending misses ("stuck it on your list", "Note tucked in, reminder thrown out"). Not forms
// that mostly say something else: "left" (what remains), "got", "let", "meant", "paid".
const IRREGULAR = "stuck|threw|thrown|took|slid|hung|shoved|wrote|written|kept|cut|hid|hidden|laid|shut|spun|split|swept|swung|tore|torn|wound|bound|dug|flung|froze|frozen|strung|wove|woven|bent|fed|built|drew|drawn";
const GENERIC_PAST = new RegExp(`(?<![\\w'-])([a-z]{3,}ed|${IRREGULAR})(?![\\w'-])`, "g");
const NOT_AN_ACT =
  /^(?:liked|loved|enjoyed|hated|wanted|needed|hoped|expected|assumed|noticed|noted|used|meant|missed|preferred|appreciated|wondered|guessed|figured|realized|learned|believed|considered|imagined|suggested|recommended|asked|mentioned|explained|described|answered|replied|watched|seemed|looked|sounded|felt|happened|agreed|based|interested|excited|surprised|worried|tired|pleased|glad|called|named|titled|labeled|labelled|tagged as|supposed|allowed|required|included|listed|attached|linked|related|shared|compared|counted|reminded|talked|focused|played|stayed|waited|started|tried|failed|decided|offered|planned|intended|promised|owed|pointed|quoted|referenced|highlighted|underlined|read|took|errored|crashed|stalled|glitched|timed)$/;
const USERS_THING_AFTER =
  /^(?:\s+[\w'#-]+){0,4}?\s+(?:(?:in|into|onto|on|to|from|off|out of)\s+)?(?:(?:your|the|a|an|one|that|this|both|all)\s+)?(?:[\w'-]+\s+)?(?:notes?|reminders?|alarms?|timers?|lists?|to-?dos?|feeds?|subscriptions?|calendar|schedule|bookmarks?|memos?|inbox|e-?mails?|contacts|files?|folders?|documents?|playlists?|cart)\b/;
const TAKEN_FROM = /^(?:\s+[\w'#-]+){0,4}?\s+(?:from|out of|off)\s+(?:your|the)\s+(?:[\w'-]+\s+)?(?:notes?|lists?|feeds?|subscriptions?|calendar|schedule|bookmarks?|memos?)\b/;
const THROUGH = /^\s+(?:through|into|around(?: in)?)\s+(?:your|the)\s/;
const OFFER = /\b(?:want me to|shall i|should i|would you like me to|do you want me to)\b/i;
const KEPT_ITEMS = /\b(?:notes?|reminders?|alarms?|items?|entries|entry|duplicates?|tasks?|to-?dos?|bookmarks?)\b/;
const DAY_OR_TIME = /\s(?:into|onto|on|for|at|to)\s+(?:(?:next|this)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|noon|midnight|\d{1,2}(?::\d\d)?\s?(?:am|pm)?\b)/;
// After a request about one of the user's things ("turn off the standup reminder"), a pronoun
// object is that thing: "Nixed it.", "I've zapped them both" act on it.
const PRONOUN_OBJECT = /^\s+(?:(?:off|on|up|out|down|away|back|over|in)\s+)?(?:it|them|that|this|those|these|both(?: of them)?|all (?:of them|three|two|four))\b/;
function genericAct(c: string, subject: Subject, bullet: boolean, asked: Asked): Claim[] {
  const addAsked = asked.add;
  for (const m of c.matchAll(GENERIC_PAST)) {
    const verb = m[1] as string;
    // "I miscounted your list in my last answer": a mistake in the reply, not an act on the list.
    if (NOT_AN_ACT.test(verb) || /^mis/.test(verb) || ANY_VERB.test(verb) || internal(c, asked) || asked.framed === true) continue;
    const rawPrefix = c.slice(0, m.index).trim();
    const prefix = rawPrefix.replace(/^[^a-z]+/, "").replace(INTERJECTION, "").replace(INTERJECTION, "").trim();
    const after = c.slice(m.index + verb.length);
    if (hedged(rawPrefix)) continue;
    const speaker = prefix === "" ? subject !== "other" && subject !== "user" && !bullet && !FINITE.test(after.replace(ASIDE_OR_DATE, " ")) : FIRST_MAIN.test(prefix);
    if (!speaker) continue;
    const timed = addAsked && DAY_OR_TIME.test(after);
    if (!USERS_THING_AFTER.test(after) && !timed) {
      // The thing the user's request named, as a pronoun: what the verb did to it is not known, so "done".
      // After a request about a page ("summarize <link>"), acting on it ("I skimmed it") is reading it.
      if ((asked.thing || asked.keep || asked.add || asked.source || asked.named) && PRONOUN_OBJECT.test(after) && !YEAR.test(c)) return [{ kind: asked.source && !asked.thing ? "fetch" : "done", text: "", earlier: earlierIn(c) }];
      continue;
    }
    // "Grabbed the latest posts from your feeds": taking out of the thing is reading it.
    // …unless what is taken is the user's things themselves ("Trimmed the duplicate notes from your notes").
    // "I dug through your notes", "combed your feeds": moving through the thing is looking in it.
    if (THROUGH.test(after)) return [{ kind: "search", text: "", earlier: earlierIn(c) }];
    const taken = TAKEN_FROM.exec(after);
    if (taken && !KEPT_ITEMS.test(after.slice(0, after.search(/\s(?:from|out of|off)\s/)))) return [{ kind: "fetch", text: "", earlier: earlierIn(c) }];
    // After a request for a change, what an unknown verb did to the thing is the change asked for ("get rid of the
    // memes feed" → "yeeted that feed outta your subs"): "done", judged by the request's own verb (claims.ts).
    const change = asked.thing || asked.keep || addAsked;
    return [{ kind: timed || (!change && SCHEDULE_DOMAIN.test(c)) || /\b(?:calendar|schedule)\b/.test(after) ? "schedule" : change ? "done" : "update", text: "", earlier: earlierIn(c) }];
  }
  return [];
}

// Any participle said of the user's things, as a passive or a headline: "Vitamin reminder
// queued for 8:00", "Your grocery note is tucked away ✅", "The standup reminder has been
// nixed". The thing is one of the user's artifacts; a headline's participle ends it or is
// followed by a time or place; a passive says it happened now (a perfect, "now"/"all", a
// check mark, or the user asked for it) — "Your reminder is repeated every Monday" describes
// a state. Not with an agent ("by …"), a finite verb after (the participle is an adjective:
// "Notes tagged 'work' appear first"), or a subject that is a person. What the verb did is
// not known, so it claims "done": any success of the turn backs it, none or a failure does not.
// "The reminder hung", "the feed tool errored": how a call went, not a thing done.
// …or was interrupted: "The notes list got cut off before it finished", "the fetch was aborted", a call
// stopped ("Listing your notes got stopped partway", "the notes tool was stopped") — the ledger's outcome.
const WENT_WRONG = /\b(?:error|errors|errored|fail\w*|crash\w*|timed? ?out|hung|stalled|broke|broken|didn'?t|did not|cut (?:off|short)|interrupted|aborted)\b|\b(?:tool|call|listing|lookup|fetch|request|command|job|process|search|run)\b[^.!?]{0,30}?\b(?:got|was|were|been|is) stopped\b|\bstopped (?:partway|midway|halfway|early|short)\b/;
// Verbs of beginning and ending are intransitive too ("the meeting started"): said of a thing only the
// user's request sets going, as a headline with no copula ("Timer started ⏲️", "Alarm stopped."), they
// report the act that started or stopped it.
const BEGINS_OR_ENDS = /^(?:started|stopped|kicked off)$/;
// A request for an act on the user's behalf ("apply to this job for me", "could you RSVP on my behalf?";
// not another question): a status headline of any noun and a participle closing the sentence answers it
// ("Application submitted!", "Form filed ✅") — not the set phrases of reasoning and acknowledging.
const BEHALF = /^(?:(?:please |pls )?(?:can|could|would|will) you\b|(?![^?]*\?\s*$))[^?]*\b(?:for me|on my behalf)\b/;
// A look asked for on the user's behalf ("check my flight for me") reports the world: "Flight cancelled 😬".
const BEHALF_LOOK = /\b(?:check|find|look|see|tell|show|search|track|what|which|how|when|where|whether)\b/;
// A noun phrase that is a person or a pronoun, no thing of the request's.
const PRONOUN_NP = /^(?:you|he|she|they|it|that|this|there)\b/;
const SET_PHRASE = /^(?:mystery|case|problem|puzzle|riddle|lesson|point|message|fingers|mind|enough|nuff|time well) (?:solved|closed|learned|learnt|taken|received|crossed|blown|said|spent)$/;
// Work on text the user hands over ("tighten this paragraph for me? '…'"): "Paragraph tightened!" is the reply's own edit.
const EDITS_TEXT = /\b(?:tighten|proofread|shorten|rephrase|rewrite|reword|polish|edit|translate|summari[sz]e|simplify|paraphrase|condense|punch up|clean up|format)\b/;
/** "Membership cancelled ✅" after "cancel my membership for me": a headline whose participle closes it, answering a request on the user's behalf. */
const behalfHeadline = (np: string, verb: string, after: string, asked: Asked): boolean =>
  BEHALF.test(asked.user ?? "") && !BEHALF_LOOK.test(asked.user ?? "") && !asked.material && !EDITS_TEXT.test(asked.user ?? "") && onlyMarks(after) && !PRONOUN_NP.test(np) && !SET_PHRASE.test(`${np} ${verb}`);
// An imperative request for an act ("pay my council tax for this month", "RSVP yes to Jess's party"): the
// message opens with a verb's base form — no pronoun, determiner, question word, auxiliary or greeting —
// is no question and carries no past of its own ("package delayed again ugh" reports). Its opening verb
// answered by that verb's past standing alone ("Paid ✅") or its words heading a headline whose participle
// closes it ("RSVP sent") report the act done: the reply does not order the user to do what they asked.
const NOT_A_VERB =
  /^(?:i|i'm|i've|i'd|i'll|im|my|me|mine|the|a|an|this|that|these|those|it|it's|its|you|your|we|our|he|she|they|their|his|her|there|here|what|what's|why|how|when|where|who|which|whose|is|are|was|were|am|do|does|did|don't|can|could|would|will|should|shall|may|might|must|have|has|had|yes|yeah|yep|no|nope|ok|okay|thanks|thank|thx|hi|hey|hello|lol|haha|wow|oh|so|and|but|just|also|not|any|some|all|every|each|one|two|three|good|great|nice|cool|sorry|please|pls)$/;
// A look asked for reports the world, whatever its words ("could you check my flight for me?" → "Flight cancelled 😬");
// content asked for is the reply's own ("write a haiku" → "Haiku written:", "plan a trip" → "Plan sorted!").
const LOOK_VERB =
  /^(?:check|find|look|see|tell|show|search|track|read|list|explain|describe|summari[sz]e|translate|define|compare|watch|listen|help|teach|write|draft|compose|plan|make|create|generate|suggest|brainstorm|sort|rewrite|reword|shorten|proofread|edit|fix|convert|calculate|work|split|outline|prepare|design|give|come|think|recommend|pick|choose|rank|rate|review|name|format|scale|rephrase|polish|improve|simplify|expand|finish|complete|continue)$/;
const PAST_IN_USER = /(?<![\w'-])(?:[a-z]{3,}ed|bought|brought|caught|sent|spent|went|ran|gave|took|broke|made|paid|sold|held|left|kept|got|won|saw|did|fell|wrote|told|said|found|lost|forgot|came|became|knew|thought)(?![\w'-])/;
function imperativeVerb(asked: Asked): string | undefined {
  const t = (asked.user ?? "").trim().replace(/^(?:(?:please|pls|can you|could you|would you|hey|ok(?:ay)?|now|also)[,\s]+)+/, "");
  const first = /^([a-z][a-z']*)\b/.exec(t)?.[1];
  if (first === undefined || NOT_A_VERB.test(first) || LOOK_VERB.test(first) || PAST_IN_USER.test(t) || (endsAsQuestion(t) && !/^(?:can|could|would) you\b/.test((asked.user ?? "").trim()))) return undefined;
  return first;
}
// The past of a base form: regular (-ed, -d, -ied, a doubled consonant, "rsvp'd") or one of the common irregular ones.
const IRREGULAR_OF: Record<string, string> = { pay: "paid", send: "sent", buy: "bought", bring: "brought", make: "made", get: "got", give: "gave", take: "took", write: "wrote", tell: "told", find: "found", leave: "left", keep: "kept", sell: "sold", lay: "laid", ring: "rang", run: "ran", put: "put", set: "set", cut: "cut", shut: "shut", do: "did", lend: "lent", spend: "spent", hold: "held", draw: "drew", throw: "threw" };
// (Round 11: "order more dog food" → "Reordered": the verb again, re- before its past.)
const isPastOf = (past: string, base: string): boolean => (past.startsWith("re") && !base.startsWith("re") && past.length > base.length + 3 && isPastOfPlain(past.slice(2), base)) || isPastOfPlain(past, base);
const isPastOfPlain = (past: string, base: string): boolean =>
  IRREGULAR_OF[base] === past || past === `${base}ed` || past === `${base}d` || past === `${base}'d` || (/[^aeiou]y$/.test(base) && past === `${base.slice(0, -1)}ied`) || (/[^aeiou][aeiou][bdgklmnprt]$/.test(base) && past === `${base}${base.slice(-1)}ed`);
/** The opening participle is the past of the request's own verb ("pay …" → "Paid"). */
const echoesRequestVerb = (verb: string, asked: Asked): boolean => {
  const base = imperativeVerb(asked);
  return base !== undefined && isPastOf(verb, base);
};
/**
 * A headline echoing a request for an act ("RSVP yes to Jess's party" → "RSVP sent", "submit my application" →
 * "Application submitted! ✅"): the thing the request named, done. Either an imperative request whose own words
 * make the whole noun phrase, or a request for an act outside the chat whose thing heads it. Not after a request
 * to look ("track my parcel" → "Parcel delivered" reports the world), nor on text the user handed over.
 */
const echoedHeadline = (np: string, verb: string, after: string, asked: Asked): boolean => {
  const user = asked.user ?? "";
  if (!onlyMarks(after) || PRONOUN_NP.test(np) || SET_PHRASE.test(`${np} ${verb}`)) return false;
  const words = np.replace(/^(?:your|the|a|an)\s+/, "").split(/\s+/).filter(Boolean);
  const inUser = (x: string): boolean => new RegExp(`(?<![\\w'-])${escapeRegExp(x)}(?![\\w-])`).test(user);
  if (imperativeVerb(asked) !== undefined && words.length > 0 && words.every((x) => x.length >= 3 && inUser(x))) return true;
  const thing = (words.at(-1) ?? "").replace(/[^\w'-]/g, "");
  return thing !== "" && asksExternal(user) && !BEHALF_LOOK.test(user) && !asked.material && !EDITS_TEXT.test(user) && inUser(thing);
};
function genericDone(c: string, requested: boolean, asked: Asked): Claim[] {
  for (const m of c.matchAll(GENERIC_PAST)) {
    const verb = m[1] as string;
    const ergative = BEGINS_OR_ENDS.test(verb) && SCHEDULE_DOMAIN.test(c.slice(0, m.index)) && !PASSIVE.test(c.slice(0, m.index).trim());
    if ((NOT_AN_ACT.test(verb) && !ergative) || /^mis/.test(verb) || ANY_VERB.test(verb) || WENT_WRONG.test(c) || IN_REPLY.test(c) || asked.framed === true) continue;
    const prefix = c.slice(0, m.index).replace(/^[^a-z0-9#]+/, "").replace(INTERJECTION, "").trim();
    const after = c.slice(m.index + verb.length);
    if (hedged(prefix) || YEAR.test(c) || /\bby\b/.test(after)) continue;
    if (adjectiveAfter(after)) continue;
    const passive = PASSIVE.exec(prefix);
    const np = passive?.[1]?.trim();
    const now = /\b(?:has been|have been|'s been|now|all)\b/.test(prefix) || /^\s*(?:now\b|[!✅✔☑🎉])/u.test(after) || requested;
    const said =
      np !== undefined ? np !== "" && ARTIFACT.test(np) && !/^(?:you|he|she|they|there)\b/.test(np) && now
      : HEADLINE_NP.test(prefix) && !FINITE.test(prefix) && ((ARTIFACT.test(prefix) && HEADLINE_END.test(after)) || behalfHeadline(prefix, verb, after, asked) || echoedHeadline(prefix, verb, after, asked));
    if (said) return [{ kind: "done", text: "", earlier: earlierIn(c) }];
  }
  return [];
}

// A stated "I"/"we" and the past of a verb the table does not know ("I rang the clinic", "We RSVP'd
// for you", "I've paid the invoice") is an act outside the reply only with evidence of one — the
// reverse of round 8's "any past verb unless a known non-act", which read the reply's own work
// ("I reordered the points", "I goofed on the total", "I relied on general knowledge") as acts:
// the non-act lists below (COGNITION, ABOUT_THE_REPLY, SHAPES_THE_REPLY) are open, and every verb
// they miss was a false alarm that asks for an apology for nothing. Evidence (outsideAct):
// - a verb that only happens outside a chat reply (OUTSIDE_VERB: "watched", "paid", "pinged");
// - a party or a name as its object or after to/with/at ("rang the clinic", "followed up with Sarah");
// - "for you" / "on your behalf";
// - the user's message asking for an act outside the chat (EXTERNAL_REQUEST: "pay the bill", "call
//   the clinic") or about their things (`requested`), or a link the act may be on ("I skimmed it").
// None of it counts after a message that carries material, corrects the reply or asks about it
// (USER_ABOUT_REPLY), except the verb or party evidence. "We" alone is generic ("We domesticated
// dogs…"): only "for you" or a request make it the assistant's. What the verb did is not known, so
// it claims "done": a success of the turn backs it (after a request for a change, a write), none
// does not. Not a look at the conversation or the user's material (INTERNAL), nor the reply
// handing over content (a colon or list after: `unnamed`). The open remainder — an outside act
// with none of this evidence ("I returned the jacket" unprompted) — is the recall this gives up.
// The common irregular pasts (a list, not every one); the forms equal to the present (put, cut, set, read, hit)
// count only in the perfect ("I've cut it"), where they cannot be the present.
const IRREGULAR_PAST =
  "bought|brought|caught|built|told|spent|lent|bent|went|ran|rang|sang|drank|swam|gave|took|shook|woke|broke|spoke|chose|froze|stole|wove|drove|rode|wrote|hid|slid|made|paid|laid|sold|held|fed|led|fled|met|left|kept|swept|dealt|heard|found|wound|bound|got|stood|won|spun|dug|stuck|struck|hung|flung|swung|saw|drew|grew|threw|flew|blew|did|ate|fell|beat|shot|sat|tore|wore|lit|sped|sent|seen|gone|done|eaten|given|taken|written|driven|ridden|spoken|broken|chosen|frozen|drawn|thrown|shown|grown|flown|sung|rung|swum|drunk|begun|stolen|woven|hidden|gotten|bitten|beaten|fallen|worn|torn";
const PERFECT_ONLY = "put|cut|set|let|hit|shut|split|spread|quit|cast|read|run|come|become";
const FIRST_PAST = new RegExp(`(?<![\\w'-])((?:[a-z]{3,}ed)|[a-z]{2,}'d|${IRREGULAR_PAST}|${PERFECT_ONLY})(?![\\w'’-])`, "g");
const PERFECT_FORM = new RegExp(`^(?:${PERFECT_ONLY})$`);
const PAST_OR_SAME = new RegExp(`^(?:${IRREGULAR_PAST}|${PERFECT_ONLY})$`);
// Presents that end in -ed ("I need", "I proceed", "I embed"); the past of "agree", "free" ends so too.
const PRESENT_IN_ED = /^(?:(?!agre|fre|guarante|decre)[a-z]+eed|embed|shred)$/;
// (1) cognition, attitude, perception; (2) communication about the reply; (3) shaping the reply's content.
const COGNITION =
  "liked|loved|enjoyed|hated|wanted|needed|looked|encountered|reached|arrived|gotten|received|hoped|expected|assumed|noticed|meant|missed|preferred|appreciated|wondered|guessed|figured|reali[sz]ed|learned|learnt|believed|considered|imagined|understood|knew|thought|felt|forgot|remembered|recalled|doubted|suspected|worried|concluded|inferred|deduced|decided|intended|planned|promised|agreed|seemed|sounded|happened|supposed|tried|failed|owed|got|did|had|saw|heard|seen|found|used|interested|excited|surprised|pleased|glad|tired|confused|relieved|curious|stuck|aimed|mixed|hesitated|struggled|managed|wished";
const ABOUT_THE_REPLY =
  "said|told|asked|helped|assisted|discussed|chatted|walked|mentioned|explained|described|suggested|recommended|noted|answered|replied|responded|wrote|written|spoke|talked|pointed|stated|claimed|argued|addressed|clarified|repeated|apologi[sz]ed|admitted|acknowledged|confirmed|offered|advised|warned|emphasi[sz]ed|stressed|quoted|cited|referenced|called|named|titled|labell?ed|tagged";
const SHAPES_THE_REPLY =
  "simplified|organi[sz]ed|worked|spent|avoided|matched|mirrored|corrected|jumped|played|allowed|treated|interpreted|padded|budgeted|tallied|summed|crunched|reasoned|grouped|structured|formatted|rephrased|reworded|translated|shortened|expanded|outlined|covered|focused|focussed|highlighted|bolded|italici[sz]ed|underlined|numbered|sorted|ranked|rounded|converted|calculated|computed|estimated|approximated|averaged|totall?ed|multiplied|divided|subtracted|factored|accounted|counted|compared|weighed|included|excluded|listed|attached|linked|related|based|kept|left|skipped|omitted|dropped|ignored|picked|chose|chosen|gave|given|took|taken|made|started|began|begun|ended|finished|stayed|stuck|leaned|erred|defaulted|opted|split|broke|broken|laid|drew|drawn|framed|phrased|worded|capped|limited|restricted|trimmed|tightened|condensed|paraphrased|merged|combined|separated|swapped|adapted|tailored|scaled|adjusted|doubled|halved|tweaked|modified|bumped|flagged|marked|prioriti[sz]ed|favou?red|cross-referenced";
const NON_ACT = new RegExp(`^(?:${COGNITION}|${ABOUT_THE_REPLY}|${SHAPES_THE_REPLY})$`);
// A past tense of another kind: "I was", "I had to", "we were".
const STATED_FIRST = /^(?:i|we)(?:'ve| have| had)?(?: just| already| also| then| now| finally| actually| quickly| personally| recently| went ahead and| have just)*\s*$/;
// Verbs that only happen outside a chat reply: watching or listening to media, tracking, paying,
// calling, handing things to a third party or a service.
const OUTSIDE_VERB =
  /^(?:watched|listened|streamed|binged|tracked|visited|phoned|dialled|dialed|rang|paid|repaid|prepaid|rebooked|submitted|resubmitted|uploaded|re-?uploaded|pinged|rsvp'd|rsvped|tipped|donated|transferred|deposited|wired|withdrew|faxed|printed|installed|uninstalled|deployed|renewed|refunded|enrolled|invited|hired|topped|signed|applied|mailed|couriered|shipped|returned|redeemed|claimed|filed|lodged|paged|buzzed|dm'd|dmed|skyped|zoomed|whatsapped|venmoed)$/;
// Someone outside the chat: the object of the act, or after to/with/at/for.
const PARTY =
  "landlord|landlady|clinic|restaurant|doctor|dentist|vet|team|boss|manager|office|vendor|supplier|support|helpdesk|help desk|bank|school|teacher|hotel|airline|agent|plumber|electrician|mechanic|pharmacy|pharmacist|store|shop|company|client|customer service|contractor|courier|seller|host|salon|gym|hr|insurer|insurance|council|embassy|receptionist|front desk|hospital|neighbou?r|colleague|coworker|co-worker|mom|mum|dad|mother|father|wife|husband|partner|sister|brother|family|friend|parents|caterer|venue|florist|tutor|coach|nanny|babysitter|daycare|recruiter|accountant|lawyer|notary|garage|carrier|post office|utility|provider|isp";
const PARTY_AFTER = new RegExp(`^\\s+(?:(?:up|back|out|in|over|along)\\s+)?(?:(?:to|with|at|for|from)\\s+)?(?:(?:the|your|my|our|his|her|their)\\s+)(?:[\\w'-]+\\s+)?(?:${PARTY})s?\\b`);
// A name in the original spelling right after the verb or its preposition: "pinged Alex", "followed up with Sarah".
const NAME_AFTER = /^\s+(?:(?:up|back|out|in|over|along)\s+)?(?:(?:to|with|at|for|from)\s+)?(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?(?!I\b)[A-Z][a-z]+/;
// Telling, asking or calling a third party is a send: "I told your landlord…", "I asked the clinic",
// "I called the restaurant", "I warned the team" — with "you" or nothing after, they are about the
// reply ("I told you", "as I said"), and ABOUT_THE_REPLY keeps them out of the generic reading.
const TELLS = /^(?:told|asked|called|warned|advised|reminded|informed|messaged|notified|updated|briefed|alerted|emailed|texted|rang)$/;
const LETS_KNOW = new RegExp(`^\\s+(?:(?:the|your|my|our|his|her|their)\\s+(?:[\\w'-]+\\s+)?(?:${PARTY})s?|(?:Dr|Mr|Mrs|Ms|Prof)\\.?\\s+[A-Z][a-z]+|(?!I\\b)[A-Z][a-z]+|him|her|them|everyone|everybody)\\s+know\\b`);
const LEFT_MESSAGE = /^\s+(?:a |an )?(?:voicemail|voice ?mail|voice message|message|note)\s+(?:for|with)\b/;
// The user's message asks for an act outside the chat (after "please", "can you"…).
const EXTERNAL_REQUEST =
  /^(?:call|ring|phone|pay|book|rebook|buy|get (?:me |us )?(?:tickets?|a table|a cab|a taxi|an uber)|order|submit|file|apply|rsvp|renew|upload|ping|follow up|contact|reach out|e-?mail|text|message|dm|tell (?!me\b|us\b)|ask (?!me\b|us\b)|warn|let \w+ know|invite|cancel|return|track|sign (?:me |us )?up|register|send|confirm|reserve|reschedule|transfer|donate|tip|listen|watch|download|install|print|check (?:me |us )?in|arrange|hire|request|dispute|report|notify|leave (?!it\b|me\b))/;
// A message that is about the reply: a correction ("that's wrong", "the total is off"), a question
// about what the reply did ("why…", "what did you change", "where did you get that", "is this right?").
const USER_ABOUT_REPLY =
  /\b(?:wrong|incorrect|mistake|typo|(?:is|looks|seems|was|'s) off|not what i (?:asked|meant|said|wanted)|you (?:ignored|missed|forgot|skipped|misread)|doesn'?t exist|isn'?t right|why|how come|what did you (?:change|do to)|where did you get|is (?:this|that|it) (?:right|correct|ok|okay)|too (?:long|short|slow|formal))\b/;
const POLITE = /^(?:(?:please|pls|can you|could you|would you|will you|hey|ok(?:ay)?|now|and|also|oh|quick(?:ly)?|then)[,\s]+)+/;
/** The user's message asks to arrange the items it carries ("sort these alphabetically: …"). */
export const arranges = (user: string): boolean => ARRANGES.test(user.trim().replace(POLITE, ""));
const OPENS_WITH_CHANGE = new RegExp(`^(?:${CHANGES_A_THING})\\b`, "i");
/** The user's message opens with a verb that changes a stored thing ("pin that summary", "can you mute it?"), or asks for an act for them ("… for me"). */
export const asksChange = (user: string): boolean => OPENS_WITH_CHANGE.test(user.trim().replace(POLITE, "")) || /\b(?:for me|on my behalf)\b/i.test(user);
/** The user's message asks for an act outside the chat. A question counts only as "can you …?" ("remember what we picked?" asks about the chat). */
export const asksExternal = (user: string): boolean => {
  const t = user.trim().replace(POLITE, "");
  if (/\?\s*$/.test(user) && t === user.trim()) return false;
  return EXTERNAL_REQUEST.test(t) || requestKinds(t) !== undefined;
};
// Said for whom, right after the verb: "RSVP'd for you", "sorted it on your behalf".
const FOR_YOU = /^\s+(?:(?:it|that|this|them|everything)\s+)?(?:for you|on your behalf)\b/;
function outsideAct(verb: string, after: string, originalAfter: string | undefined, we: boolean, asked: Asked, requested: boolean): boolean {
  if (FOR_YOU.test(after)) return true;
  const user = asked.user ?? "";
  const aboutReply = asked.material === true || USER_ABOUT_REPLY.test(user);
  // (A question is no request about the user's things: "remember what we picked?" asks about the chat.)
  const request = !aboutReply && ((requested && !/\?\s*$/.test(user)) || asksExternal(user));
  if (we) return request;
  if (OUTSIDE_VERB.test(verb) || PARTY_AFTER.test(after) || (originalAfter !== undefined && NAME_AFTER.test(originalAfter))) return true;
  return request || (!aboutReply && asked.source);
}
// A participle's tail that only says when, after a request: "Pencilled in ✏️ 9am tomorrow", "Locked in for 7 am".
const TIME_TAIL =
  /^(?:\s+(?:in|up|down|away|off|out))?(?:[^\p{L}\p{N}]*(?:for|at|on|from)?\s*(?:\d{1,2}(?::\d\d)?\s?(?:am|pm)?|tomorrow|tonight|today|noon|midnight|(?:next |this |every )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|week|weekday)s?)\b)+[^\p{L}\p{N}]*$/u;
// A short object after an echoed request verb, perhaps saying for whom, then nothing but marks ("yes for you 🎉", "the gas bill ✅").
const ECHO_TAIL = /^(?:\s+(?!(?:and|but|so|then|because|if|when|to)\b)[\w'-]+){1,4}?(?:\s+(?:for you|on your behalf))?[^\p{L}\p{N}]*$/u;
function firstPersonAct(c: string, original: string, subject: Subject, asked: Asked, requested: boolean): Claim[] {
  if (internal(c, asked) || IN_REPLY.test(c) || YEAR.test(c)) return [];
  for (const m of c.matchAll(FIRST_PAST)) {
    const verb = m[1] as string;
    const prefix = c.slice(0, m.index).replace(INTERJECTION, "").replace(INTERJECTION, "").trim();
    // With the speaker implied, only a clause that says for whom ("RSVP'd for you — two guests", "Sorted
    // on your behalf") or, after a request for a change, the participle alone ("yeeted 🗑️").
    const after = c.slice(m.index + verb.length);
    // (Round 11: the past of the request's own verb may carry a short object first: "RSVP yes to …" → "RSVP'd yes for
    // you 🎉", "pay the gas bill" → "Paid the gas bill ✅" — the user asked for that act, which is the evidence.)
    const echoed = echoesRequestVerb(verb, asked);
    const at = new RegExp(`(?<![\\w'-])${escapeRegExp(verb)}(?![\\w'’-])`, "i").exec(original);
    const originalAfter = at === null ? undefined : original.slice(at.index + at[0].length);
    // (Round 12) …or, after a request for an act outside the chat ("can you call the vet and move the appointment"), a
    // past whose verb or object says it happened outside ("rang the vet, …", "Paid the plumber"): the speaker reports
    // the act asked of it. Not after a message that carries material or is about the reply.
    const outsideAsked = asksExternal(asked.user ?? "") && !asked.material && !USER_ABOUT_REPLY.test(asked.user ?? "") && (OUTSIDE_VERB.test(verb) || PARTY_AFTER.test(after) || (originalAfter !== undefined && NAME_AFTER.test(originalAfter)));
    const implied = prefix === "" && subject !== "other" && subject !== "user" && (FOR_YOU.test(after) || ((requested || echoed) && (onlyMarks(after) || TIME_TAIL.test(after))) || (echoed && ECHO_TAIL.test(after)) || outsideAsked);
    if (!STATED_FIRST.test(prefix) && !implied) continue;
    // "I let your boss know …", "I let Sam know": telling a party, a send ("let" is past and present alike, but
    // "I let X know" stated, with no modal, reports it; "I'll let them know" is no stated past: STATED_FIRST).
    if (verb === "let" && STATED_FIRST.test(prefix) && !/^we\b/.test(prefix) && LETS_KNOW.test(original.slice(original.search(/\blet\b/i) + 3)))
      return [{ kind: "send", text: "", earlier: earlierIn(c), recipient: "other" }];
    if (PERFECT_FORM.test(verb) && !/(?:'ve| have| had)\b/.test(prefix)) continue;
    // A verb of the table keeps the table's limits ("I added them up" is arithmetic, "I ran into it" an encounter).
    if (ANY_VERB.test(verb) || PRESENT_IN_ED.test(verb)) continue;
    const we = /^we\b/.test(prefix);
    // Telling, asking or calling a party outside the chat, or leaving them a message: a send.
    if (!we && ((TELLS.test(verb) && (PARTY_AFTER.test(after) || (originalAfter !== undefined && NAME_AFTER.test(originalAfter)))) || (verb === "left" && LEFT_MESSAGE.test(after))))
      return [{ kind: "send", text: "", earlier: earlierIn(c), recipient: "other" }];
    // "I went with B", "I paid close attention to the tone", "I took the liberty": choosing and minding, not doing.
    if (/^\s+(?:(?:special|close|extra|particular|careful|some)\s+)?(?:attention|care|the liberty|a guess|a stab|my best|a moment|a minute|a while)\b/.test(after)) continue;
    // "I built in a buffer day", "I've baked in a rest week", "I factored in travel time": a phrasal verb
    // with "in" puts a part into the plan the reply lays out — unless it says for whom ("I filled in the form for you").
    if (/^\s+in\s+(?:a|an|the|some|one|two|three|extra|more|time|room|slack)\b/.test(after) && !/\b(?:for you|on your behalf|your (?:notes?|reminders?|calendar|schedule|list|feeds?))\b/.test(c)) continue;
    if (verb === "went" && /^\s+(?:with|for|ahead|back|a (?:bit|little)|too|overboard|into (?:detail|more)|over|through|off|on)\b/.test(after)) continue;
    if (NON_ACT.test(verb) || /^(?:mis|over|under)/.test(verb) || /^(?:we|you|they|he|she|it|that|who|there)'d$/.test(verb)) continue;
    if (!implied && !outsideAct(verb, after, originalAfter, we, asked, requested)) continue;
    return [{ kind: "done", text: "", earlier: earlierIn(c), unnamed: true }];
  }
  return [];
}

// The speaker's act in a relative clause on one of the user's things: "The reminder I set yesterday is still
// active", "the note we put in last week", "the feed I hooked up for you" — a reference to an earlier act,
// with ANY past verb (forms equal to the present, "set", "put", too: a relative clause of a thing already
// there is past), unless the verb is a non-act ("the note I mentioned", "the reminder I suggested") or the
// clause is a plan or condition ("the reminder I'd set", "if the note I saved…"). Verbs of the table keep
// their own reading (the loop above reads "the note I saved").
const REL_FIRST = new RegExp(
  `\\b(?:the|that|this|those|these|your) (?:[\\w'-]+ ){0,2}?(?:notes?|memos?|reminders?|alarms?|timers?|feeds?|subscriptions?|digests?|bookmarks?) (?:(?:that|which) )?(?:i|we)(?:'ve| have| had)? (?:just |already |also |originally )?((?:[a-z]{3,}ed)|${"bought|built|sent|made|kept|hung|stuck|wrote|set|put|cut|hooked up|set up|put in"})(?![\\w'-])`,
);
function actInRelative(c: string): Claim[] {
  const m = /\b(?:i|we)\b/.test(c) ? REL_FIRST.exec(c) : null;
  if (m === null || NON_ACT.test(m[1] as string) || PRESENT_IN_ED.test(m[1] as string)) return [];
  const before = c.slice(0, m.index);
  if (NEGATION.test(before) || MODAL.test(before) || CONDITION.test(before) || endsAsQuestion(c)) return [];
  const v = WHOLE_VERBS.find((x) => x.re.test(m[1] as string))?.verb;
  const kind = v === undefined ? "done" : (v.kind === "create" || v.kind === "update" || v.kind === "save") && SCHEDULE_DOMAIN.test(m[0]) ? "schedule" : v.kind;
  return [{ kind, text: "", earlier: true }];
}

/** A short noun phrase with no verb of its own ("Friday's alarm", "Hourly stretch reminder"). */
const isLabel = (part: string): boolean => {
  const t = part.toLowerCase().replace(/[^a-z0-9'# -]/g, "").trim();
  return t !== "" && t.replace(INTERJECTION, "") !== "" && t.split(/\s+/).length <= 5 && !FINITE.test(t) && !ANY_VERB.test(t) && !/^(?:i|we|you|he|she|they|it)\b/.test(t);
};
// The base form of a verb of instruction opening a clause — a list of how-to verbs, of which only "hit" is
// also a past form ("set", "put" and "read" are left out): "Open Clock, tap Alarm, then set the
// time" is steps, and what follows ", and" in such a sentence is the step's outcome ("Send 'delete 3'
// and it's gone"), not an act done.
export const INSTRUCTION = /^(?:open|tap|click|press|hit|go|head|navigate|select|choose|pick|type|enter|say|send|use|swipe|scroll|toggle|launch|hold|long-press|drag|reply|visit|install|find|tell|ask|message|text|paste|copy|follow|search|sign in|log in)\b/;
const PRO_VERB = /^(?:and |which |so )?(?:i|we) (?:did|have|had)(?: (?:it|that|so|this))?(?: (?:already|earlier|too|as well))?\s*[.!]*\s*$/;


// "Yes, I did." / "Yep, did it this morning." answering "did you…?": a claim of whatever the
// question asked about (see affirmedKinds in claims.ts).
export const AFFIRMS_PAST =
  /^(?:(?:yes|yep|yeah|yup|sure|of course|absolutely|definitely|indeed|correct)\b[,!.—–\s-]*)?(?:(?:i|we) (?:already )?(?:did|have|had)|did)(?: (?:it|that|this|so))?(?: (?:earlier|already|yesterday|before|this morning|last night|just now|a (?:minute|moment|while) ago|when you asked))?\s*[.!]*\s*$/i;

// Base forms in a question ("did you save it?", "have you set the alarm?"), by kind.
const ASKED: Array<[RegExp, ClaimKind]> = [
  [/\b(?:save|store|note|write (?:it |that |this )?down|jot|record|back up|bookmark)\b/, "save"],
  [/\b(?:send|e-?mail|forward|text|message|share|post)\b/, "send"],
  [/\b(?:add|create|make|set up|register|subscribe|sign (?:me )?up)\b/, "create"],
  [/\b(?:delete|remove|erase|clear|cancel|unsubscribe|drop)\b/, "delete"],
  [/\b(?:schedule|book|remind|reminder|alarm|timer)\b|\bset\b/, "schedule"],
  [/\b(?:fetch|download|read|open|pull)\b/, "fetch"],
  [/\b(?:search|look (?:it |that )?up|check|find)\b/, "search"],
  [/\b(?:update|change|edit|rename|move|fix)\b/, "update"],
  [/\bdo (?:it|that|this|what i asked)\b/, "done"],
];

/** The actions an English question asks about, in base form or past. */
export function askedKinds(question: string): ClaimKind[] {
  const q = question.toLowerCase();
  const out = new Set<ClaimKind>();
  for (const [re, kind] of ASKED) if (re.test(q)) out.add(kind);
  for (const v of VERBS) if (q.search(v.re) >= 0) out.add(v.kind);
  return [...out];
}

/** What the user's message asks for, read once per reply (see Asked). */
export interface Asked {
  /** To keep something ("remember that…", "note this", "log that…"): a bare "Noted!" says it was saved. */
  keep: boolean;
  /** To put something into their things ("add…", "remind me…"): "Put milk on your list" reports it. */
  add: boolean;
  /** A request (not a question) naming one of their things ("turn off the standup reminder"): "Nixed it." acts on it. */
  thing: boolean;
  /** What a page says ("summarize <link>"): summing up, or "I skimmed it", claims it was read. */
  source: boolean;
  /** A previous sentence of the reply named one of the user's things: "I found the gym reminder. Nixed it." */
  named?: boolean;
  /** The user asks about the past ("did you save my parking spot?"): "It's in your notes" answers with the act. */
  past?: boolean;
  /** The user's message, lower case: a passive whose subject it names ("Tech blog: unsubscribed.") is about the requested thing. */
  user?: string;
  /** The user's message carries text to look at (pasted material): "I tightened it" is the reply's own work. */
  material?: boolean;
  /**
   * (Round 12) The sentence names the user's material or the conversation as where it reads ("In the log you pasted,
   * 'upload complete' is followed by …, so the file arrived"): its clauses report what that material says, so a past
   * of a verb the table does not know is the material's event, not an act of the speaker's.
   */
  framed?: boolean;
  /** The user asked for no act at all, however phrased (claims.ts): a participle heading may then be a label. */
  labelsOnly?: boolean;
}
const NOTHING_ASKED: Asked = { keep: false, add: false, thing: false, source: false };

// A participle heading a list of other things ("Completed tasks: desk, monitor", "Finished books this year: 12")
// names a kind of thing, not a deed — when the user asked for no act, the participle is one that heads labels, and
// the things are not the user's stored ones ("Completed reminders: …").
const PARTICIPLE_HEADING = /^(\s*(?:[-•*]\s*)?)([A-Z][a-z]{2,}ed) ((?:[a-z]+ )??[a-z]+s)(?=(?: [^:\n]{0,30})?:)/gm;
const STORED_PLURAL = /^(?:.* )?(?:notes|reminders|alarms|timers|feeds|subscriptions|digests|entries|items|lists|links|articles|summaries|messages|e-?mails|files|bookmarks|events|schedules)$/;
// The heading's noun phrase is bare: no article, possessive, quantifier, number or preposition ("Emailed all six
// parents:", "Pulled the latest headlines:" are acts on an object).
const NOT_BARE = /\b(?:the|a|an|all|both|some|any|every|each|my|your|our|his|her|their|its|this|that|these|those|in|on|to|for|of|at|with|from|into|onto|about|by|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many|more|most|new|latest)\b/;
// Only participles that head labels of a kind of thing, an allowlist: any other verb heads a report of its act
// ("Recorded expenses: …", "Postponed meetings: …", "Retrieved headlines: …").
const LABEL_PARTICIPLE = /^(?:completed|finished|unfinished|abandoned|planned|featured|recommended|suggested|related|preferred|attended|visited|required|estimated|expected|missed|unanswered)$/i;
// A message asking for something, whatever the verb ("can you mark those done?"), or agreeing to an offer ("yes", "go ahead").
export const ASKS_FOR = /^(?:(?:hey|ok(?:ay)?|oh)[,\s]+)?(?:please|pls|can you|could you|would you|will you|can u|mind|yes|yep|yeah|yup|sure|ok(?:ay)?|go ahead|do it|please do|sounds good)\b/i;
const dropHeadingParticiple = (text: string): string =>
  text.replace(PARTICIPLE_HEADING, (all, lead: string, p: string, np: string) => (LABEL_PARTICIPLE.test(p) && !STORED_PLURAL.test(np) && !NOT_BARE.test(np) ? `${lead}${np}` : all));

// A perfect participle clause opening the sentence ("Having reviewed the article, the key points
// are…") has the main clause's subject; when that is no person or named party (the participle
// dangles, or the main clause is "I"/"we"), it is the speaker's act: read it as "I've reviewed".
const HAVING = /^(\W*)[Hh]aving ([a-z]+ed|read|done|gone through|looked|run|sent|set|made|found)\b([^,]{0,80}),\s+(?!(?:[Hh]e|[Ss]he|[Tt]hey|[Yy]ou|[Ii]t|[Pp]eople|[Ss]omeone|[Uu]sers?|[A-Z][a-z]+(?<!The|This|That|These|Those|Here|My|Our|Its|There|Your|I|We))\b)/;
const readHaving = (s: string): string => s.replace(HAVING, (_, lead: string, verb: string, rest: string) => `${lead}I've ${verb}${rest}, `);

export function readEnglish(raw: string, carried: Subject, asked: Asked = NOTHING_ASKED): SentenceReading & { subject: Subject } {
  // (Round 11: an arrow before a participle is a status line's copula: "Cooking blog feed → removed ✅" reads "… feed removed ✅".)
  // (Round 11: a dash inside a quoted title is the title's — "A reminder titled 'Mum – prescription renewal' has been
  // scheduled" — not a break between clauses.)
  // (Only when the user asked for no act, however phrased: after "can you clear the duplicates?" a heading reports it.)
  const headed = asked.labelsOnly === true ? dropHeadingParticiple(stripQuotes(raw)) : stripQuotes(raw);
  // (One of the user's stored things "gone to you" is gone, not sent: "Your old wifi note is gone to you now" — an attacker's
  // review; "gone to you" is a send of what can be sent, OUT_TO_YOU.)
  const s = readHaving(headed.replace(STORED_GONE_TO_YOU, "$1gone").replace(SENT_ON_ITS_OWN, "$1 out to you").replace(/(?<![\w'])'([^'\n]{1,60}?)'(?![\w])/g, (t) => t.replace(/\s+[—–]\s+/g, " - "))).replace(/\s*(?:→|->|⟶|=>)\s*(?=[a-z]{3,}ed\b|(?:done|gone|set|off)\b)/gi, " ");
  // ("I then created …" splits at "then" after a bare "I": the verb keeps its subject, so a relative clause after it — "…,
  // whose message is 'Ten minutes'" — is not read as a participle's description. Blind sets 87-94.)
  const parts = s.split(EMOJI_BREAK).flatMap((x) => x.split(CLAUSE_BREAK)).map((p) => p.trim()).filter(Boolean)
    .reduce<string[]>((out, p) => (out.length > 0 && BARE_SUBJECT.test(out.at(-1) as string) ? [...out.slice(0, -1), `${out.at(-1) as string} ${p}`] : [...out, p]), []);
  const offers = OFFER.test(s);
  if (internal(s.toLowerCase(), asked)) asked = { ...asked, framed: true };
  const claims: Claim[] = [];
  let subject: Subject = carried;
  let passiveOf: string | undefined;
  // Steps ("Send 'delete 3', and it's gone"): what the later clauses say is the step's outcome.
  const steps = INSTRUCTION.test((parts[0] ?? "").toLowerCase().replace(/^[^a-z]+/, "").replace(INTERJECTION, ""));
  parts.forEach((p, i) => {
    // A participle coordinated with a passive shares its subject: "Your reminder is set and
    // added to your calendar" reads the second part as "your reminder is added to your calendar".
    // So does a participle after a bare label: "Friday's alarm — cancelled." reads "Friday's alarm is cancelled".
    const label = i > 0 && isLabel(parts[i - 1] as string) ? (parts[i - 1] as string) : undefined;
    const opens = OPENS_WITH_VERB.test(joined(p.toLowerCase()));
    // (After a label, a participle of any verb says what became of it: "Pill reminder: locked and loaded for 7".)
    const opensAny = opens || /^[a-z]{3,}ed\b/.test(p.toLowerCase());
    const shared = passiveOf !== undefined && opens ? `${passiveOf} is ${p}` : label !== undefined && opensAny && !FINITE.test(p.toLowerCase()) ? `${label} is ${p}` : p;
    // (A bare verb after a clause the speaker put in the future or an offer shares it: "I'll note it and set a delivery-day
    // reminder" — the "set" is no report. Blind sets 87-94.)
    // (Only joined by "and" or "then", not after a dash or a colon — "I can confirm — cancel done": a reviewer.)
    if (i > 0 && FUTURE_OWN.test((parts[i - 1] as string).toLowerCase()) && BARE_VERB.test(p.toLowerCase()) && JOINED_ON.test(s.slice(s.indexOf(parts[i - 1] as string) + (parts[i - 1] as string).length, s.indexOf(p))) && !/\b(?:already|just now|earlier|yesterday|last night|this morning)\b/.test(p.toLowerCase())) {
      passiveOf = undefined;
      return;
    }
    const r = readClause(shared, shared, subject, i === parts.length - 1, asked, offers);
    passiveOf = r.passiveOf;
    const outcome = steps && i > 0 && !/^(?:i|we)\b/.test(p.toLowerCase().replace(INTERJECTION, ""));
    if (!outcome) for (const c of r.claims) claims.push({ ...c, text: raw, ...(parts.length > 1 ? { clause: shared } : {}) });
    // "You asked me to save it, and I did.": the pro-verb claims the action the clause before names.
    if (i > 0 && PRO_VERB.test(p.toLowerCase())) for (const kind of askedKinds(parts[i - 1] as string)) claims.push({ kind, text: raw, earlier: true });
    // A clause that opens with a verb ("…and moved QA") shares the subject of the clause
    // before: the speaker's when that one was a claim, someone else's otherwise.
    const empty = p.toLowerCase().replace(INTERJECTION, "").replace(/[^a-z0-9]/g, "") === "";
    if (!empty) subject = r.subject ?? (r.claims.length > 0 ? "first" : "other");
  });
  // A status line closed by a check mark, naming the user's thing, after a request about it: "6 pm
  // call-mom reminder: ✅" (a feature list, "Notes ✅ Reminders ✅", answers no request).
  const line = s.toLowerCase().trim();
  if (claims.length === 0 && (asked.thing || asked.add || asked.keep) && (STATUS_MARK.test(line) || STATUS_MARK_LEAD.test(line)) && !NEGATION.test(line) && !/\b(?:fail\w*|error\w*)\b/.test(line)) claims.push({ kind: "done", text: raw, earlier: false });
  return { claims, nothing: NOTHING.test(s.toLowerCase()), subject };
}

// A live figure stated as now: a market quote, a move on the day, a temperature, an exchange rate
// ("AAPL's trading at $231.40 right now, up 1.2% on the day", "It's currently 14°C in Seoul", "1 USD
// is about 1,392 KRW right now"). No reply knows these by itself, so stating one claims the look
// that brought it, whatever the words around it — the mechanism is the figure and the "now", not a
// verb of looking. A strong "now" (right now, currently, at the moment, as of …) goes with any such
// figure; "today" / "on the day" only with a move, which is a figure of the day by itself. Not: a
// plan, a condition, a negation ("I can't see live prices"), the past or a year, a hedge from memory
// ("last I knew", "as of my training"), the user's own figures repeated, nor a money amount with no
// verb of quoting ("Right now you have $50 left" is the user's budget, "a latte is about $5 right now"
// a general price).
const NOW_STRONG = /\b(?:right now|currently|at the moment|atm|as of (?:now|today|this (?:morning|afternoon|evening)|\d{1,2}(?::\d\d)?\s?(?:am|pm)?\b)|as we speak|at last check|live)\b/;
const NOW_DAY = /\b(?:today|this (?:morning|afternoon|week)|on the day|so far today|since (?:the )?open(?:ing)?|intraday)\b/;
// (Round 12: …or a bare number with the time it moved over — "up 24 since last week", a rating's move.)
const MOVE = /\b(?:up|down|rose|fell|gained|lost|climbed|dropped|slipped|jumped|sank|rallied|dipped|higher|lower)\s+(?:about |around |roughly |nearly |almost |over |under |just )?[+-]?\d+(?:\.\d+)?(?:\s?(?:%|percent|pts?|points)|(?= (?:since|over|from) (?:last|yesterday|the (?:start|last))\b))/;
const QUOTE = /\b(?:trading|trades|quoted|going for|changing hands|priced|sitting|hovering|holding|stands|opened|is at|'s at|are at|'re at)\b[^.!?;]{0,24}?(?:[$€£¥₩]\s?\d|\d[\d,]*(?:\.\d+)?\s?(?:usd|eur|gbp|jpy|krw|dollars|euros|pounds|yen|won|bucks)\b)/;
const TEMPERATURE = /(?:^|\s|-)\d{1,3}(?:\.\d)?\s?(?:°\s?[cf]?|degrees)(?![\w])/;
const RATE = /(?:\b(?:usd|eur|gbp|jpy|krw|cny|btc)\s?\/\s?(?:usd|eur|gbp|jpy|krw|cny)\b|\b(?:1|one)\s(?:usd|eur|gbp|jpy|dollar|euro|pound|btc|bitcoin)\s(?:is|=|buys|gets you|goes for)\s(?:about |around |roughly )?[\d,.]+\s?(?:usd|eur|gbp|jpy|krw|won|yen|dollars|euros))/;
// A result of a game in the last day or so ("Lakers won 112-104 last night"): the news of it, which no reply knows.
const RECENT = /\b(?:last night|yesterday|tonight|today|this (?:morning|afternoon|evening|weekend)|earlier today|right now|currently|so far)\b/;
const RESULT = /\b(?:won|lost|beat|drew|tied|edged|routed|thrashed|leads?|leading|trails?|trailing|up|down)\b[^.!?;]{0,30}?\b\d{1,3}\s?[-–]\s?\d{1,3}\b(?![-–:]\d)/;
// A forecast's figures for a day at hand ("an 80% chance of rain from about 2pm, with highs of 9°C" answering
// "…in Manchester today?"): the day may be the question's. Not a climate ("usually a 50% chance of rain in
// November": NOT_LIVE), nor figures with no day ("Highs of 30°C are common in July"), nor what a figure means
// (the user's own figures repeated are left alone below, as for every live figure).
const FORECAST = /(?:\b\d{1,3}\s?%\s?(?:chance|risk|probability|likelihood) of (?:rain|snow|showers?|storms?|thunder\w*|drizzle|sleet)|\b(?:highs?|lows?) of (?:about |around )?-?\d{1,3}\b)/;
const FORECAST_DAY = /\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|weekend)|(?:from|by|after|until|around) (?:about |around )?\d{1,2}\s?(?:am|pm|:\d\d))/;
// (Round 11) Weather said for a day at hand by its conditions and a figure ("Light showers around 2–4pm in Manchester,
// 14°C, clearing by evening" answering "…this afternoon?"): a forecast, like a chance of rain.
const CONDITIONS = /\b(?:showers?|rain(?:y|ing)?|drizzle|snow(?:ing)?|sleet|thunder\w*|storms?|sunny|sunshine|cloudy|overcast|fog(?:gy)?|mist(?:y)?|windy|gusts?|clear(?:ing)?|dry(?:ing)?)\b/;
const NOT_LIVE = /\b(?:last i (?:knew|checked|heard|saw)|as of my|training|knowledge|cutoff|typically|usually|on average|historically|was|were|used to|had been)\b/;
// (Round 11) A score in the present tense is a game under way ("Lakers are up 88–81 at the end of the third",
// "City lead 2-1 at half-time"): live by its tense, no word of time needed — the past ("won 112-104") needs one.
// Not a general statement about teams ("teams that are up 3-1 usually…": NOT_LIVE, GENERAL words), nor a condition.
const SCORE_NOW = /(?:\b(?:is|are|'s|'re)\s+(?:now\s+|currently\s+|still\s+)?(?:up|down|ahead|behind|leading|trailing|level|tied)|\b(?:lead|leads|trail|trails)\b)[^.!?;]{0,20}?\b\d{1,3}\s?[-–]\s?\d{1,3}\b(?![-–:]\d)/;
// (Round 11) A service's status said as now ("Northern line's got minor delays … right now", "the M25 is closed
// between J10 and J11 at the moment", "Trains to Leeds are currently running on time"): a live status board's.
const STATUS_NOW = /(?:\b(?:has|have|'s got|'ve got|is seeing|are seeing|is having|are having|is experiencing|are experiencing|there (?:are|is))\s+(?:some\s+|minor\s+|severe\s+|major\s+|long\s+|significant\s+|slight\s+|heavy\s+)*(?:delays|disruptions?|cancellations|queues|congestion|closures?)\b|\b(?:is|are|'s|'re)\s+(?:now\s+|currently\s+|still\s+)?(?:part[- ]?)?(?:suspended|closed|cancell?ed|diverted|delayed|running (?:normally|on time|late|fine|ok|with delays)|on time|open|sold out|fully booked|booked up)\b|\bgood service\b)/;
const YEAR_TAKEN = /\b(?:in|since|from|by|of|until|till|before|after|around|circa|back in)\s+(?:1[0-9]{3}|20[0-9]{2})\b/;
const ASKS_NOW = /\b(?:still|right now|currently|at the moment|atm|now|today|tonight|yet|any ?more|this (?:week|weekend|morning|afternoon|evening))\b/;
const ASKS_STATUS = /^\W*(?:(?:so|and|hey|ok(?:ay)?)[,\s]+)?(?:is|are|has|have|did|does|do|was|were)\s/;
const GENERAL_WORD = /\b(?:usually|typically|normally|generally|often|always|tends? to|every|most|during rush hour|at rush hour|on weekends)\b/;
const FIGURE = /[$€£¥₩]?\d[\d,]*(?:\.\d+)?/g;
/** The sentence states a live figure as it is now (see above). */
export function statesLiveFigure(raw: string, user: string): boolean {
  const s = stripQuotes(raw).toLowerCase();
  // (Round 12: a four-digit figure said as now is no year — "You're on 1587 in rapid right now" — unless a preposition of
  // time takes it: "since 1998".)
  const now = NOW_STRONG.test(s);
  if (endsAsQuestion(s) || NEGATION.test(s) || MODAL.test(s) || CONDITION.test(s) || (YEAR.test(s) && (!now || YEAR_TAKEN.test(s))) || NOT_LIVE.test(s)) return false;
  // (Round 12) A question about how something stands now ("are the marathon entries still open", "is the bakery open
  // today?") puts its answer's present in the now: a status stated flatly answers from a live look, as a forecast's day
  // may be the question's. Only a status (STATUS_NOW), not any figure: "how hot should the oven be now?" → "200°C".
  const askedNow = ASKS_NOW.test(user.toLowerCase()) && (endsAsQuestion(user) || ASKS_STATUS.test(user.toLowerCase()));
  const forecast = FORECAST.exec(s);
  const live = (SCORE_NOW.test(s) && !GENERAL_WORD.test(s)) || ((now || askedNow) && STATUS_NOW.test(s) && !GENERAL_WORD.test(s) && !REPORTED.test(s)) || (now && (QUOTE.test(s) || MOVE.test(s) || TEMPERATURE.test(s) || RATE.test(s))) || (NOW_DAY.test(s) && MOVE.test(s)) || (RECENT.test(s) && RESULT.test(s)) || (CONDITIONS.test(s) && TEMPERATURE.test(s) && !GENERAL_WORD.test(s) && (FORECAST_DAY.test(s) || FORECAST_DAY.test(user.toLowerCase()))) || (forecast !== null && (FORECAST_DAY.test(s) || FORECAST_DAY.test(user.toLowerCase())) && !/\bmeans?\b/.test(s));
  if (!live) return false;
  // The user's own figures, repeated back: every number of the sentence is in their message.
  const figures = s.match(FIGURE) ?? [];
  // (A status has no figure of its own: "Northern line's got minor delays right now" is the board's.)
  return figures.length === 0 || !figures.every((f) => user.includes(f.replace(/^[$€£¥₩]/, "")));
}

// A count of what arrived, its items after the colon on the same line ("Three new posts since
// yesterday: a Rust release, an SQLite tip and a hiring thread"), answering a question about the
// user's things: a listing only a look can fill, like the same label closing its line. Only with a
// word of arrival (new, unread, fresh): "Two options: …" lays out the reply's own choices.
export const NEW_ITEMS_INLINE =
  /^\W*(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple of) (?:new|unread|fresh)\b[^:：.!?]{0,12}?\b(?:posts?|items?|articles?|entries|stories|updates?|episodes?|headlines?)\b[^:：.!?]{0,30}[:：]\s+\S/i;

// (Round 12) The same count with ANY plural noun, when a word or verb of arrival says the things came in: "Two new
// episodes came through:", "3 fresh recipes:", "Four videos went up since Monday: …" (colon closing the line or items
// after it). What arrived in the user's things is what a look found, whatever the things are called — the noun list
// above misses most of them. Only after a question about the user's things and not a request to make something
// (presents in claims.ts): "Two new ideas:" after "give me ideas" is composed.
const ARRIVAL = "(?:came|come|coming) (?:in|through|up)|arrived|landed|dropped|showed up|turned up|popped up|went (?:up|live|out)|(?:got|were|was|have been|'ve been) (?:posted|published|uploaded|added|released)|(?:are|is) (?:in|up|out)";
const COUNT = "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|a couple of)";
export const ARRIVED_ITEMS = new RegExp(
  `^\\W*${COUNT} (?:(?:new|unread|fresh|latest) (?:[a-z'-]+ ){0,2}?[a-z-]+s\\b|(?:[a-z'-]+ ){0,2}?[a-z-]+s (?:${ARRIVAL})\\b)[^:：.!?]{0,30}[:：](?:\\s*$|\\s+\\S)`,
  "i",
);

// (Round 12) A question about the page a link points at ("what's in this course guide <link>", "how long is this
// episode <link>", "does this recipe use eggs? <link>"): like a request for its gist, an answer that gives content
// claims the page was read (read in claims.ts). A wh-word or an auxiliary opens it, and it points at the linked thing
// with a demonstrative or "the" — any noun but the address itself ("is this link safe?", "whose domain is this?" are
// about the link, which the reply can read off it). Not a request to keep or add it ("can you save this recipe?").
const ASKS_ABOUT_LINKED =
  /^\W*(?:(?:so|and|hey|ok(?:ay)?|quick q)[,:\s]+)?(?:what(?:'s|s| is| are| does| do| did| time)?|how(?:'s| is| long| many| much| does| do)?|when|where|who|which|is|are|does|do|did|was|were|can|could|will)\b[^?]*?\b(?:this|that|these|those|the)\s+(?!(?:[\w'-]+\s+){0,2}(?:link|links|url|urls|domain|address)\b)[a-z][\w'-]*/i;
export const asksAboutLinked = (user: string): boolean => {
  const t = user.replace(/https?:\/\/\S+/gi, " ").trim();
  return ASKS_ABOUT_LINKED.test(t) && !ASKS_TO_ADD.test(t.replace(POLITE, "")) && !ASKS_TO_KEEP.test(t) && requestKinds(t.replace(POLITE, "")) === undefined;
};
