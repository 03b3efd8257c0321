// Steps that answer "how do I …?" walk the user through their own act: "4. Tune up until the tuner
// shows 'In tune' — done.", "Let go once you hear it; done.", "설정 → 방해 금지 → 시간 추가 → '켜짐'이
// 보이면 설정 완료예요." — the status words there are the user's outcome, not the assistant's report.
// The rule is narrow on purpose: the user must ask how (or for the steps), the reply must give at least
// two steps, the user must not name one of their stored things (then "Done." may well be the assistant
// doing it for them), and a sentence that names the speaker ("I've turned it on for you") keeps its claim.
// Found on training sets (blind 34-62, helper 5): twenty honest how-to answers warned with an empty ledger.
// An attacker's review (56 bypasses of the first version) narrowed it: the how question must be the whole
// message (no "…? also text Tom", "…하는 법 알려줘. 서류도 찾아봐줘"), and a sentence in the past tense
// ("Texted Tom the route", "공지 보냈으니 확인해 보세요") is a report, not a step, wherever it stands.
import { stripQuotes } from "./claim-text.js";
import { KO_ADNOMINAL_N, KO_PAST_MARK, KO_REQUEST_ENDING } from "./claims-ko.js";

// "how do I / how to / what are the steps / what's the process", "어떻게 해 / 하는 법 / 방법 / 순서".
const ASKS_HOW_EN = /(?:^|[^\w'])(?:how (?:do|can|should|would|could|does|did) (?:i|we|you|one)\b|how to\b|what(?:'s| is| are) the (?:[\w-]+ )?(?:steps|process|procedure|drill)\b|(?:steps|instructions) (?:for|to)\b|walk me through\b)/i;
const ASKS_HOW_KO = /(어떻게\s?(?:해|하|써|쓰|연결|설정|바꿔|바꾸|켜|꺼|등록|신청|공유|만들|넣|빼|붙|닦|달|묶|고쳐|고치|접|끼)|(?:하는|쓰는|여는|다는|거는|바꾸는|켜는|끄는|넣는|빼는|붙이는)\s?(?:법|방법)|[가-힣]+\s?(?:방법|순서|절차|요령)\s?(?:좀\s?)?(?:알려|가르쳐|뭐|말해|설명)|법\s?(?:좀\s?)?(?:알려|가르쳐)|(?:는|은)\s?법\s*[?？]?\s*$)/;
// The user's stored things: a how-to about them ("how do I delete a note?") may be answered by doing it.
// (…and a sentence that names one keeps its claim: "Saved the steps to your notes." is no step.)
const STORES = /(\bnotes?\b|\breminders?\b|\balarms?\b|\bfeeds?\b|\bdigest\b|\bsubscriptions?\b|\bsave\b|\bsaved\b|\bremember\b|\bremind\b|메모|알림|알람|일정|리마인더|피드|구독|다이제스트|저장|기억|적어)/i;
// A second request beside the how question: English, anything after the question ends or a clause joined
// by and/then/also/plus that asks for an act; Korean, a request ending other than the one asking how.
const EN_MORE = /[?!.;(—–]\s*\S|,\s*(?:and|then|also|plus|or)\b|\b(?:or|would you|could you|can you|will you|just do|handle|for me|actually|instead|go ahead)\b|\b(?:and|then|also|plus)\s+(?:please\s+|can you\s+|could you\s+)?(?:text|e-?mail|send|book|grab|look|find|fetch|save|message|remind|set|add|call|tell|get|check|order|post|share|delete|remove|cancel|schedule|note|sign|buy|pay|reserve|download)\b/i;
const KO_REQUEST = new RegExp(KO_REQUEST_ENDING, "g");
const KO_HOW_REQUEST = /(?:알려|가르쳐|설명해|말해)\s?(?:줘|주세요|줄래|주실래요?|주라)(?![가-힣])/g;
const onlyAsksHow = (userText: string): boolean =>
  /[가-힣]/.test(userText) ? count(KO_REQUEST, userText) <= count(KO_HOW_REQUEST, userText) && !/[.!?？]\s*\S/.test(userText.trim()) : !EN_MORE.test(userText.trim());

// A step: a list line, an inline number ("1) …", "②", "Step 2:"), an arrow between menu steps, a clause
// that opens with an English imperative, or a Korean imperative ending ("누르세요", "여세요", "하시면 돼요").
const LIST_MARKER = /^\s*(?:\d+[.)]|[-*•]|[①-⑳]|step \d+[:.])\s*/i;
const LIST_STEP = new RegExp(`${LIST_MARKER.source}\\S`, "i");
const INLINE_NUMBER = /(?:^|\s)(?:\d+\)|[①-⑳]|step \d+[:.])\s*\S/gi;
const ARROW = /\s(?:→|->|>|⇒)\s/g;
const IMPERATIVE_VERBS =
  "open|tap|click|press|hold|push|pull|turn|twist|wind|wipe|add|put|take|fill|light|leave|fold|unfold|tip|spread|remove|lever|ease|insert|bite|rinse|clean|check|make sure|close|loosen|hook|tune|wait|let go|set|pick|choose|select|go|head|type|enter|sign in|log in|install|lay|stretch|sink|stop|swirl|pour|purge|bring|read|plug|unplug|screw|unscrew|slide|drop|lift|cut|pump|inflate|zip|fit|clip|rest|soak|dry|paint|apply|peel|wrap|stick|squeeze|submit|sign|hand over|drill|seal|stack|mix|stir|heat|warm|cool|measure|weigh|tare|sand|glue|clamp|rub|shake|spray|sprinkle|cover|place|align|tighten|hammer|knock|mist|trim|hang|tie|thread|sew|dip|brush|scrape|polish|buff|roll|flip|rotate|sweep";
const EN_IMPERATIVE = new RegExp(String.raw`(?:^|[.;:!—–,]\s*|\bthen\s|\band\s|\bfirst,?\s|\bnext,?\s)(?:${IMPERATIVE_VERBS})\b`, "gi");
// (…and a step told as a condition, "주소를 보내면 …", "그럼 …": blind sets 87-94.)
// (A -면 word of three syllables or more, or one before 돼요: "화면", "라면" are nouns — a reviewer.)
const KO_IMPERATIVE = /(?:세요|십시오|시면\s?(?:돼요|됩니다|되고|끝)|하면\s?(?:돼요|됩니다)|[가-힣]기만\s?하면\s?돼요|(?<=[가-힣]{2})(?<![하시되])면\s|[가-힣]면\s?(?:돼요|됩니다)|[가-힣]면\s(?=[^,.!?]{0,12}?(?:끝|완료))|(?:^|[.!?]\s+)(?:그럼|그러면)\s)/g;

const count = (re: RegExp, text: string): number => (text.match(re) ?? []).length;

/** How many steps the reply's lines give. */
function steps(lines: readonly string[]): number {
  const text = lines.join("\n");
  const listed = lines.filter((l) => LIST_STEP.test(l)).length;
  // (n arrows join n + 1 menu steps)
  const arrows = count(ARROW, text);
  return Math.max(listed, count(INLINE_NUMBER, text), arrows > 0 ? arrows + 1 : 0, count(EN_IMPERATIVE, text), count(KO_IMPERATIVE, text));
}

/** The reply answers a question how to do something with steps the user will take. */
export function answersHowTo(userText: string, lines: readonly string[]): boolean {
  if (STORES.test(userText) || !(ASKS_HOW_EN.test(userText) || ASKS_HOW_KO.test(userText)) || !onlyAsksHow(userText)) return false;
  return steps(lines) >= 2;
}

// The speaker, said: "I", "we", "me", "for you", "제가", "저희", "해 드렸", "드렸어요".
export const SPEAKER = /(?:^|[^\w'])(?:I|I'(?:ve|ll|m|d)|[Ww]e|me|for you)(?![\w'])|제가|저희가|제\s|드렸|드릴|드림|해\s?뒀|해\s?놨/;

// A report in the past tense: an English act verb in the past ("Texted", "Emailed", "Looked it up", "Found"), a Korean
// syllable carrying the past marker ㅆ ("보냈으니", "받아 뒀어요"; not 있/없/겠).
const EN_PAST_ACT =
  /\b(?:texted|e-?mailed|messaged|booked|fetched|looked (?:it |them )?up|found|sent|saved|added|scheduled|posted|ordered|paid|called|cancell?ed|reserved|submitted|signed (?:you )?up|downloaded|shared|uploaded|created|made|set (?:it |one |that |this )?up|emailed|replied|forwarded|filed|applied|registered|bought|checked|gone|went|got|now)\b/i;
const KO_PAST = new RegExp(`[${KO_PAST_MARK}]|방금|지금\\s?막|처리|접수|상태|거라|뒤라|[${KO_ADNOMINAL_N}]\\s?(?:후|뒤|다음)`);
/** The sentence names no speaker, none of the user's things, and reports nothing in the past. */
// (A quoted label is the screen's word, not a report: "sit in the 'Scheduled' folder".)
// (…nor a store's word: "'저장됨'이 보이면 설정 끝이에요" names the app's label, not a note — blind sets 79-86.)
// (Only in a how-to answer: "'알림 예약됨' 표시가 나오면 설정 끝이에요" after "알림 맞춰 줘" implies the act — an attacker's review.)
const speakerless = (sentence: string, howTo = false): boolean => !SPEAKER.test(sentence) && !STORES.test(howTo ? stripQuotes(sentence) : sentence) && !EN_PAST_ACT.test(stripQuotes(sentence)) && !KO_PAST.test(stripQuotes(sentence));

// The English outcome of a step, and nothing else (the attacker's review found "Done — ₩50,000 has gone to Jo"):
// - a bare "Done." / "Finished." / "Lever firm? Done.";
// - a bare one whose tail is a modal or a further step: "Done — it should slot back into its sleeve.", "Done — close the gates";
// - a step (a list item, an imperative, a condition) that ends in its status: "… — done.", "…: done.", "…, it's ready.",
//   "sharing's done", "— bearing set".
const BARE = /^\W*(?:done|finished|that's it|all set|sorted)\s*[.!]*\s*$/i;
const BARE_TAIL = new RegExp(String.raw`^\W*(?:done|finished|all set|sorted)\s*[—–:-]\s*(?=(?:(?:it|they|you|that|this)\s+)?(?:should|will|'ll|can|may|might|would)\b|(?:${IMPERATIVE_VERBS})\b)`, "i");
// "That's it — the log is inoculated." after the steps: the state the steps leave, said of the thing (no speaker, no past act:
// speakerless). Blind sets 87-94.
const THATS_IT_STATE = /^\W*that(?:'s| is) it\s*[—–:-]\s*(?:the|your|it|they|each|every|all)\b[^.!?]{0,60}?\b(?:is|are|'s|'re)\s+(?:now\s+)?[a-z]+(?:ed|en)\b\s*[.!]*\s*$/i;
const STATUS_END = /(?:\s*[—–;:,]\s*(?:[a-z]+\s)?|\s+(?:that's|that is|it's|it is|they're|you're|[a-z]+'s)\s+)['"‘“]?(?:done|finished|ready|complete|sorted|set)['"’”]?\s*[.!]*\s*$/i;
// (A step's own amounts — "add 1g of the material, then 9g of alcohol, and it's done" — are no result where the status ends
// the step: a number with a unit of measure is an amount; any other (seats 14 and 15, a time, a reference) is a result's.
// Blind sets 87-94. A bare "Done — …" keeps any number as a result's: "Done — they should have it within 2 hours" (a
// reviewer).)
const PARTICULARS_ANY = /\d|#|[₩$£€]/;
const PARTICULARS = /(?<![\d.,])\d+(?:[.,]\d+)?(?![\d.,]|\s?(?:%|°|(?:g|kg|mg|ml|l|cl|cm|mm|m|in|inches|inch|ft|oz|lbs?|tsp|tbsp|cups?|drops?|parts?|degrees?|x)\b))|#|[₩$£€]|\b(?:receipt|ref|reference|confirmation|code|booking|tracking|order|policy|ticket|invoice|inbox|as of|balance|statement|account)\b/i;
const CONDITION = /^\W*(?:\d+[.)]\s*)?(?:if|when|once|until|after)\b/i;
const YOU_ARE_DONE = /\b(?:you're|you are)\s+(?:all\s+)?(?:done|finished|set)\b/i;

// The Korean outcome: done on a condition of what the user will see, as the whole sentence or after menu steps joined by
// arrows ("'연결됨'이 뜨면 페어링 완료예요", "설정 → 방해 금지 → '켜짐' 표시가 보이면 설정 완료예요", "4. 목록에 이름이 보이면 공유
// 완료") — not after another clause ("보고서 발송 완료, 수신 확인이 뜨면 끝이에요": the first clause is a report).
const KO_SEEN_THEN_DONE =
  /^\s*(?:\d+[.)]\s*|[①-⑳]\s*)?(?:[^→,.!?]+→\s*)*[^→,.!?]*?(?:뜨|보이|나오|나타나|바뀌|켜지|들어오|표시되)면\s[^,.!?→]{0,12}?(?:끝|완료)(?:이에요|예요|입니다|이야|야|이다|이죠)?\s*[.!~]*\s*$/;
const VERB_FORM = new RegExp(`(?:[${KO_ADNOMINAL_N}]|(?<!에)서|라|고|며|니까|는데|지만|다|요|죠)$`);
const KO_STATUS_END = /(?:끝|완료)(?:이에요|예요|입니다|이야|야|이다|이죠)?\s*[.!~]*\s*$/;
// …and in Korean steps, a completion the user checks ("② 잔금 수령 완료 확인"): a step, not a report.
const KO_CHECK_STEP = /완료\s?(?:확인|여부)/;

/**
 * The part of a how-to sentence that is left when its step outcome is taken out, or undefined when the sentence is not a
 * step outcome. The caller reads what is left: any claim there stands ("Texted Tom — done." keeps "Texted Tom").
 */
export function stepRemainder(sentence: string, item: boolean, lang: "ko" | "en"): string | undefined {
  if (!speakerless(sentence, true)) return undefined;
  if (lang === "ko") {
    if (KO_CHECK_STEP.test(sentence) && (item || LIST_STEP.test(sentence) || count(ARROW, sentence) > 0)) return sentence.replace(new RegExp(KO_CHECK_STEP.source, "g"), " ");
    return seenThenDoneRemainder(sentence, true) ?? doneOnOwnAct(sentence);
  }
  if (BARE.test(sentence)) return "";
  // A result's particulars (a number, a reference, a receipt, a time, an amount) are what a report gives, not a step:
  // "Done — it will arrive within a minute, receipt #88120" (a third attacker's review).
  if (PARTICULARS.test(sentence.replace(LIST_MARKER, ""))) return undefined;
  if (THATS_IT_STATE.test(sentence)) return "";
  // "…, you're done — leave it overnight": the user's own state after their steps (blind sets 120-123). What is left is read.
  if (YOU_ARE_DONE.test(sentence)) return sentence.replace(new RegExp(YOU_ARE_DONE.source, "gi"), " ");
  const tail = BARE_TAIL.exec(sentence);
  if (tail !== null) return PARTICULARS_ANY.test(sentence) ? undefined : sentence.slice(tail[0].length);
  const end = STATUS_END.exec(sentence);
  if (end !== null && (item || LIST_STEP.test(sentence) || CONDITION.test(sentence) || count(EN_IMPERATIVE, sentence) > 0)) return sentence.slice(0, end.index);
  return undefined;
}

// In a how-to answer, "done" on the user's own step ("현장에서 이름 적고 참가비 내면 등록 완료예요", "그럼 신청 끝이에요"): the
// outcome of the steps just given. The condition is in the present (no past marker, no speaker, none of the user's stored
// things: speakerless), so "신청서 보냈으면 등록 완료예요" stays a report. Blind sets 87-94.
const KO_DONE_ON_ACT = /^\s*(?:\d+[.)]\s*|[①-⑳]\s*)?(?:(?:그럼|그러면|이러면|그러고\s?나면)\s|[^,.!?→]*?[가-힣]면\s)[^,.!?→]{0,12}?(?:끝|완료)(?:이에요|예요|입니다|이야|야|이다|이죠)?\s*[.!~]*\s*$/;
function doneOnOwnAct(sentence: string): string | undefined {
  // (No particulars: "그럼 3번 코트 예약 완료예요", "그러면 목요일 2시 예약 완료예요" give a result's — an attacker's review.)
  return KO_DONE_ON_ACT.test(sentence) && !/\d/.test(sentence) && speakerless(sentence, true) ? sentence.replace(KO_STATUS_END, "") : undefined;
}

/** A Korean "done" on a condition of what the user will see, how-to or not: what is left of the sentence without it. */
export function seenThenDoneRemainder(sentence: string, howTo = false): string | undefined {
  if (!speakerless(sentence, howTo) || !KO_SEEN_THEN_DONE.test(sentence)) return undefined;
  const parts = sentence.split("→");
  if (parts.slice(0, -1).some((step) => /완료|끝/.test(step))) return undefined;
  // What the user will see, named before the condition: a noun or a quoted label with its particle ("이름 옆에 '연결됨'이",
  // "'켜짐' 표시가") — no verb form ("보낸 상태라", "신청한", "넣고"), which would report an act (a third attacker's review).
  const condition = stripQuotes((parts.at(-1) ?? "").replace(/^\s*(?:\d+[.)]|[①-⑳])\s*/, "")).split(/(?:뜨|보이|나오|나타나|바뀌|켜지|들어오|표시되)면\s/)[0] ?? "";
  if (condition.split(/\s+/).filter((w) => w !== "").some((w) => VERB_FORM.test(w))) return undefined;
  return sentence.replace(KO_STATUS_END, "");
}

// A status on a condition still to be met ("it's done when the coils sit snug", "it's set once dry"): when the thing will
// be finished, a general statement — no report of anything done. Only where the sentence names no speaker and reports
// nothing in the past (speakerless): "Texted Tom, it's done once he reads it" keeps its claim. (Blind sets 79-86: two.)
const DONE_ON_CONDITION = /\b(?:it's|it is|they're|they are|that's|you're|you are)\s+(?:done|set|ready|finished|complete|cured)\s+(?:when|once|as soon as|after|if)\b/i;
// In Korean the condition comes first and opens the sentence: "덜컹거림 없이 굴러가면 교체 끝이에요" (blind sets 102-106) — a
// condition with nothing done in it (not "보고서 메일 발송 완료, 수신 확인이 뜨면 끝이에요" nor "보내 드린 보고서는 … 뜨면 전달
// 완료예요": the attack fixture's rows).
// (A decimal point is no sentence's end: "0.00으로 바뀌면 설정 완료예요" — blind sets 107-112.)
const KO_DONE_ON_CONDITION = /^((?:[^,.;!?]|(?<=\d)\.(?=\d))*?[가-힣](?:으면|면))\s(?:[가-힣]+\s){0,2}?[가-힣]*\s?(?:끝|완료|성공)(?:이에요|예요|입니다|이야|야|이죠|이고|이니까)/;
// Something done: a past or a done-for-you form ("했", "드렸", "뒀"); between the condition and the status also a thing done or
// given before its noun ("보내드린 메일", "잡아둔 예약").
const KO_PAST_FORM = /(?:드린|드렸|했|됐|었|았|였|뒀|놨)/;
const KO_DONE_BEFORE_NOUN = /(?:둔|놓은|보낸|한|된)\s/;
const koDoneOnCondition = (sentence: string): boolean => {
  const m = KO_DONE_ON_CONDITION.exec(sentence.trim());
  if (m === null) return false;
  const condition = m[1] as string;
  const between = m[0].slice(condition.length);
  // (Nothing done in the condition, nor between it and the status: "수신 확인이 뜨면 보내드린 메일 전달 완료예요" — a reviewer.)
  return !/(?:완료|끝)/.test(condition) && !KO_PAST_FORM.test(condition) && !KO_PAST_FORM.test(between) && !KO_DONE_BEFORE_NOUN.test(between);
};
/** The sentence says when a thing will be done, and nothing of the speaker's: its generic "done" is no claim. */
export const doneOnCondition = (sentence: string): boolean => (DONE_ON_CONDITION.test(sentence) || koDoneOnCondition(sentence)) && speakerless(withGoneAsState(sentence));
/** The sentence without its condition clause (the caller reads what is left: "Done — it's ready when you arrive" keeps "Done"). */
export const withoutDoneCondition = (sentence: string): string =>
  koDoneOnCondition(sentence) ? sentence.trim().replace(KO_DONE_ON_CONDITION, " ") : sentence.replace(new RegExp(`${DONE_ON_CONDITION.source}[^.;!?]*`, "gi"), " ");
// "it's done when the grid is gone": a state in the condition, no report (blind sets 113-119). Only "is/are gone" after the
// condition's own word: "the email's gone" stays a send.
const withGoneAsState = (sentence: string): string => sentence.replace(/\b((?:when|once|until|till)\s+[^,.;!?]{1,40}?\b(?:is|are))\s+gone\b/gi, "$1 away");
