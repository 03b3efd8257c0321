// Which parts of a reply are text the reply composes for the user rather than the
// assistant's own statements: a quoted passage ("You could say: "Thanks! I've added it…""),
// a "> quoted" line, and the draft a line announces ("공지문 초안이에요:" + the notice,
// "Here's a draft:" + the letter). Words inside them are someone's wording, not claims
// of the assistant; the announcing line itself is still read.
import { endsAsQuestion, sentences } from "./claim-text.js";
import { KO_PAST_MARK } from "./claims-ko.js";

// Composition in the reply itself: "I made a list for you:" + the list.
export const COMPOSE = /(만들|작성|짜\s?봤|\bmade\b|\bcreated\b|\bdrafted\b|\bput together\b|\bwrote\b)/i;
const LIST_LINE = /^\s*([-*•>|]|\d+[.)]|#)/;
// A drafted text: "제목: …", "Subject: …", a greeting.
// (…or a notice's bracketed label: "[안내] …", "【공지】 …" — not a status tag like "[완료]".)
const LABELLED_LINE = /^\s*([^\s:]{1,12}\s?:|[[【](?:안내|공지|공고|모집|초대|행사|필독|판매|구매|삽니다|팝니다|나눔|교환|문의|후기|notice|announcement|for sale|wtb|wts)[\]】]|dear\b|hi\b|hello\b|안녕하세요)/i;
// Words that announce wording written for the user to use: a draft, a suggested reply, a translation, a poem,
// options to pick from ("Some options:" + titles like "Thesis Submitted!").
const DRAFT_WORD =
  /(초안|예시|예문|문구|문안|공지문|안내문|답장|번역|템플릿|샘플|편지|인사말|축사|가사|아이디어|후보|\b(?:options|ideas|suggestions|titles|names|headlines|taglines|slogans|alternatives)\b|\bdrafts?\b|\btemplate\b|\bsample\b|\bexample\b|\bwording\b|\btranslation\b|\bpoem\b|\bhaiku\b|\bletter\b|\bcaption\b|\blyrics\b|you (?:could|can|might) (?:say|write|reply|send|text)|something like|try (?:saying|something like))/i;
// A request for a piece of writing whose text is the reply itself: "write me a haiku",
// "생일 축하 시 하나 지어 줘". A request to write a note is the notes skill, not this.
const ASKS_FOR_VERSE =
  /(\b(?:poem|haiku|limerick|sonnet|verse|lyrics|rap|rhyme|song)s?\b|(?:^|\s)(?:시|동시|삼행시|사행시|가사|노래|랩)\s?(?:를|을|좀|하나|한\s?편)?\s?(?:써|지어|만들어|작성))/i;
const ASKS_FOR_LETTER =
  /(\b(?:write|draft|compose)\b.{0,40}\b(?:letter|e-?mail|message|reply|note to|text to|toast|speech|card|invitation|bio)\b|(?:편지|메일|이메일|답장|문자|메시지|카드|축사|인사말|초대장)\s?(?:를|을|좀|하나)?\s?(?:초안\s?(?:을|좀|하나)?\s?)?(?:써|작성|지어|만들어)|(?:편지|메일|이메일|답장|문자|메시지)\s?초안(?:\s?(?:좀|하나|부탁))?\s*[.!?]?\s*$)/i;
// A request to write or rework a text ("답장 좀 써줘", "이 문단 다듬어 줘", "rewrite this more
// politely"): the text a line announces with a colon ("이렇게 써 보세요:", "다듬은 버전이에요:") is
// that text, whatever words announce it.
// (…or a terse request naming the text and what it says, "email to the Munich hotel saying we'll check in late": blind sets
// 107-112. Its draft leaves out every line that reports a delivery, "Here's the email:⏎… I've sent it to reception just now."
// — an attacker's review —, as the verb-less request could also have asked for the send.)
const TERSE_TEXT_REQUEST = /^\s*(?:(?:an?|the)\s)?(?:e-?mail|message|text|letter|card|reply)\s(?:to|for)\s[^.?!\n]{1,60}?\b(?:saying|telling|to say|that says|asking)\b/i;
const ASKS_FOR_WRITING =
  /(\b(?:write|draft|compose|rewrite|reword|rephrase|polish|proofread|shorten|tighten|paraphrase)\b|써\s?(?:줘|주|봐|줄래)|작성해|지어\s?(?:줘|주)|다듬|고쳐\s?(?:써|줘|주)|매끄럽게|첨삭|윤문)/i;
// A request to write into the user's things, not a text for them ("write a reminder for 6pm", "write this down").
const WRITES_INTO_THINGS = /\b(?:notes?|reminders?|alarms?|lists?|schedule|feeds?|digest|down)\b|메모|알림|알람|일정|목록|피드/i;
// The assistant's own words after a piece of writing: about the draft, or an offer to change
// it (not "email" or "편지", which letters mention in their own body).
const ASIDE =
  /(\b(?:draft|poem|haiku|verse|version|tone|formal|casual|shorter|longer|tweak|adjust|feel free|want me to|would you like|should i|happy to|let me know if|any changes|another(?: one)?)\b|초안|이\s?문구|이렇게|톤|짧게|길게|수정|다듬|바꿔|원하시면|말씀해\s?주세요|필요하면|필요하시면|다른\s?버전|한\s?편\s?더)/i;
// A message's header ("Subject: …", "제목: …") before its greeting: the letter starts there.
const HEADER = /^\s*(subject|to|from|cc|re|title|제목|받는\s?사람|수신|참조)\s?:/i;
// A letter runs over several paragraphs, from its greeting to its sign-off.
// "고객님, 안녕하세요." opens with the addressee too, perhaps with a name before the title ("김 부장님, 안녕하세요.").
const SALUTATION = /^\s*(dear\b|hi\b|hello\b|hey\b|(?:(?:[^\s,]{1,6}\s)?[^\s,]{1,12}(?:님|씨)\s?,\s*)?안녕(?:하세요|하십니까)|[^\s,]{1,12}(님|씨)?\s?,\s*$)/i;
// A sign-off is a line of its own, perhaps with the name ("Best, Jo"); "Thanks for the quick
// turnaround." is body text.
const SIGN_OFF =
  /^\s*((?:best|kind|warm|warmest)(?: regards| wishes)?|regards|thanks(?: again| so much| a lot)?|thank you(?: so much)?|many thanks|cheers|sincerely|yours(?: truly| sincerely)?|warmly|take care|감사합니다|고맙습니다|드림|올림|\S{1,8}\s?(드림|올림))\s*[,.!]?(\s+[^\s,.!?]+){0,3}\s*$/i;

/**
 * A line that announces a draft and starts it on the same line ("메일 초안이에요 — 제목: 지원서 제출 완료했습니다",
 * "Here's a draft – Subject: Offer accepted"): split after the announcement, so the draft's header and what
 * follows it are read as the draft (composedLines), and only the announcement as the assistant's words.
 */
export function splitInlineDrafts(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const m = INLINE_DRAFT.exec(line);
    if (m === null || !DRAFT_WORD.test(m[1] as string)) return [line];
    const rest = line.slice((m[0] as string).length);
    return HEADER.test(rest) || SALUTATION.test(rest) ? [`${(m[1] as string).trimEnd()}:`, rest] : [line];
  });
}
// The announcement, then a dash or a colon ("…초안이에요 — ", "Draft: ").
const INLINE_DRAFT = /^(.{1,60}?)\s*(?:[—–]|\s-\s|[:：])\s*/;

/** Lines whose sentences are followed by the content they announce. */
export function announcesContent(lines: readonly string[], i: number): boolean {
  const line = (lines[i] ?? "").trim();
  if (line.endsWith(":") || line.endsWith("：")) return true;
  const next = lines.slice(i + 1).find((l) => l.trim() !== "");
  return next !== undefined && (LIST_LINE.test(next) || LABELLED_LINE.test(next));
}

/**
 * Removes quoted passages, which may span sentences but not paragraphs: a quote is
 * someone's words or wording offered to the user. A quote mark after a digit is an inch mark.
 * A straight quote opens only before a non-space and closes only after one, so a stray
 * mark ("the 6 " board", a quote left open) cannot pair with the next quote's opening
 * mark and swallow the words between them.
 */
export function dropQuotedPassages(reply: string): string {
  return reply.replace(QUOTED_PASSAGE, (all, a?: string, b?: string) => (/\n\s*\n/.test(a ?? b ?? "") ? all : " ")).replace(KO_QUOTED_SENTENCES, " ");
}
// Korean single quotes over more than one sentence ("더 정중하게 하려면 '네, 확인했습니다. 감사합니다.'
// 정도가 좋아요."): the sentence splitter would cut the quote in two and leave its first half
// unclosed, so stripQuotes could not see it. Only where the quoted words are Korean and hold a
// sentence end: a straight quote is an apostrophe in English ("I've … don't"), and a quote within
// one sentence is stripQuotes' job. Not after a letter or digit (an apostrophe or a prime).
// (Round of 2026-12-02: the quoted words may be English with apostrophes inside, so long as the line is Korean —
// "'I've sent you the materials. Please take a look.' 정도예요", a translation; a quote mark before a digit is
// a year's ("'24년"), and the next sentence must not open with another quote, so a stray mark cannot pair with it.)
const KO_QUOTED_SENTENCES = /(?<![A-Za-z0-9])(?:'(?=[^\s\d])|‘)(?=[^\n]*[\uac00-\ud7af])((?:[^'‘’\n]|(?<=[A-Za-z])'(?=[A-Za-z])){0,300}?[.!?。！？]\s+[^\s'‘’](?:[^'‘’\n]|(?<=[A-Za-z])'(?=[A-Za-z])){0,300}?)(?:(?<=\S)'|’)(?![A-Za-z])/g;
// Korean and Japanese corner brackets quote the same way, over sentences too ("「…합니다. …완료했습니다.」").
const QUOTED_PASSAGE = /(?<!\d)(?:(?:"(?=\S)|“)([^"“”]{1,600})(?:(?<=\S)"|”)|[「『]([^」』]{1,600})[」』])/g;

/** The line after the paragraph that starts at `from` (a paragraph ends at a blank line). */
function paragraphEnd(lines: readonly string[], from: number): number {
  let j = from;
  while (j < lines.length && (lines[j] as string).trim() !== "") j++;
  return j;
}

const firstText = (lines: readonly string[], from: number): number => {
  let j = from;
  while (j < lines.length && (lines[j] as string).trim() === "") j++;
  return j;
};

/**
 * Where the assistant speaks again after a piece of writing that starts at `start`: the first
 * paragraph from `from` on that is an aside about it ("Want it more formal?"), else the end.
 */
function asideAfter(lines: readonly string[], from: number): number {
  for (let k = firstText(lines, from); k < lines.length; k = firstText(lines, paragraphEnd(lines, k))) {
    const paragraph = lines.slice(k, paragraphEnd(lines, k)).join(" ");
    if (ASIDE.test(paragraph) || endsAsQuestion(paragraph.trim())) return k;
  }
  return lines.length;
}

/**
 * A letter from its greeting at `start`: to its sign-off and signature; without one, at
 * least its first paragraph of body text and then on to the assistant's aside.
 */
function letterEnd(lines: readonly string[], start: number): number {
  const signOff = lines.findIndex((l, k) => k > start && SIGN_OFF.test(l));
  return signOff >= 0 ? paragraphEnd(lines, signOff) : asideAfter(lines, paragraphEnd(lines, firstText(lines, paragraphEnd(lines, start))));
}

// A paragraph that is one quoted passage and nothing else ("'Hi all — I've booked the train home! …'",
// "캡션 초안: '하윤이 첫 비행 무사히 마쳤어요 ✈️ …'", "Try:" + a quoted label on the next line): someone's
// wording, whoever asked for it — the assistant's own words are outside quotes. A face may follow it
// ("… Same time Thursday?' 😄"), a check mark may not ("'Call the plumber' ✅" confirms a note).
// (2026-12-03, found on training sets: fifteen drafts in quotes warned with an empty ledger.)
const QUOTE_PAIRS: ReadonlyArray<readonly [string, string]> = [["'", "'"], ["‘", "’"], ['"', '"'], ["“", "”"]];
const CONFIRMING = /[✅✔✓☑👍🆗📌✍📝💾🗑⏰🔔]/u;
const TRAILING_FACES = /(?:\s*\p{Extended_Pictographic}\uFE0F?)*\s*$/u;
// An inline label before the quote: a draft word, or "Try:", "e.g.:", "예:".
const QUOTE_LABEL = /^\s*([^'"‘“:：\n]{1,30})[:：]\s*/;
// (…or an opener's, "An opener for you", before one quoted paragraph only — blind sets 87-94; as a word that announces a
// paragraph it would also take "Picnic basics, plus an opener:" + the assistant's own lines: an attacker's review.)
const LABEL_WORD = /^\s*(?:try|e\.g\.|예|(?:an?\s)?(?:opener|opening line|one-liner)(?:\s(?:for\s(?:you|the\s[\w-]+|your\s[\w-]+)))?)\s*$/i;
export function isOneQuote(text: string): boolean {
  const trimmed = text.replace(TRAILING_FACES, (tail) => (CONFIRMING.test(tail) ? tail : "")).trim();
  for (const [open, close] of QUOTE_PAIRS) {
    if (!trimmed.startsWith(open) || !trimmed.endsWith(close) || trimmed.length < 14) continue;
    const body = trimmed.slice(open.length, -close.length);
    // No other quote of the same kind inside, but apostrophes within words ("I've", "don't").
    const inner = open === "'" ? body.replace(/(?<=[A-Za-z])'(?=[A-Za-z])/g, "") : body;
    if (!inner.includes(open) && !inner.includes(close) && /\s/.test(body)) return true;
  }
  return false;
}
// The inline label names the draft and does nothing: "캡션 초안", "Try" — not "Emailed the letter", "Letter sent", "게시
// 완료! 캡션 문구", "편지 보내 드렸어요" (an attacker's review: the label carries the claim). No verb in the past, no status word.
const ACT_IN_LABEL = new RegExp(`(?:\\b\\w+ed\\b|\\b(?:sent|made|done|set|put|got|wrote|written|posted|texted|shared|saved)\\b|[${KO_PAST_MARK}]|완료|끝|[!.—–])`, "i");
const draftLabel = (label: string): boolean => (DRAFT_WORD.test(label) || LABEL_WORD.test(label)) && !ACT_IN_LABEL.test(label);
// A whole paragraph in quotes only answers a request for some text ("draft a text to …", "공지 써 줘", "a label for my
// jars?"), never a request to keep or remind ("remind me at 9 …" → "'Reminder set: …' 🙌" is the assistant's own).
const ASKS_FOR_TEXT =
  /(\b(?:write|draft|compose|message|msg|text|post|caption|label|blurb|reply|e-?mail|letter|card|toast|speech|tweet|bio|wording|announcement|note (?:to|for)|thank-you note)\b|써\s?(?:줘|주)|작성|메시지|문자|공지|캡션|쪽지|문구|답장|편지|카드|인사말|초안)/i;
// …and not to send it ("text Jo that …", "write and send Mum a card", "문자 보내줘"): then the quote may hold the report of
// the send ("… Sent it to Jo just now.'"), which is the assistant's. (A second attacker's review.)
const ASKS_TO_SEND =
  /((?:^|\band\s+|&\s*|,\s*|\bthen\s+|\bplease\s+|\bcan you\s+|\bcould you\s+)(?:send|text|e-?mail|post|message|dm|reply|forward|tweet|share|publish|upload|rsvp|ping|wish|drop|let)\b|\b(?:send|post|share) (?:it|this|that)\b|\blet \w+ know\b|보내|올려|전송|전달|문자해|카톡해|게시)/i;
// A quote that reports its own delivery ("… Sent this to Anna on WhatsApp at 3:12pm.'") holds the assistant's report.
const DELIVERY_REPORT = /\b(?:sent|texted|e-?mailed|messaged|posted|delivered|pinged|forwarded|dm'?d|whatsapped)\b|보냈|전송|전달|올렸|발송|게시/i;
const ASKS_TO_STORE = /(^\s*(?:note|save|remember|remind me)\b|\b(?:note|save|remember|jot) (?:this|that|it|down)\b|\bnote:|\bremind me\b|\breminder\b|메모|저장|기억|알림)/i;

// The assistant's own words about a delivery inside a letter: for the user (드렸, "for you"), just now, in brackets, "as is".
const OWN_ASIDE = /드렸|드릴게|for you|방금|just now|^\s*[(（]|이대로|as is|\balso\b|\bcopy\b|사본/i;
// A line that reports the text delivered or posted somewhere ("I also emailed it to the Halden HR inbox", "당근마켓에 이대로 올려
// 두었어요!"): the assistant's report, not a line of the draft.
const REPORTS_DELIVERY =
  /\b(?:sent|texted|e-?mailed|messaged|posted|delivered|forwarded|filed|submitted|uploaded|published|shared|saved|stored|added|listed|dropped|pinged|fired off|passed (?:it |this )?on|dm'?d|whatsapped)\b|(?<!돌려)보냈|전송|올렸|발송|(?:보내|전달|등록|공유|저장|게시|제출|올려|남겨|넣어)(?:했|해)?\s?(?:드렸|뒀|두었|놨|놓았)|(?:전달|등록|공유|저장|게시|제출)했/i;
// What the user asks the text to say ("write a message to Ailsa saying I sent her the game"): a delivery there is the user's
// own news for the message to carry. (Blind sets 102-106.)
// (…or "telling Kawashima I've posted the kimono back", the that left out: blind sets 107-112.)
const TO_SAY = /\b(?:saying|to say|that says|telling (?:\w+ )?that|telling [\w'-]+(?= (?:I|I've|I'd|I'm|we|we've)\b))\b(.*)$/i;
/** The quote's one delivery word is the user's own news: the request asks the message to say it. */
function deliverySaidByUser(text: string, userText: string): boolean {
  const said = TO_SAY.exec(userText)?.[1] ?? "";
  // (Only a request to write it, nothing about getting it there: "…, make sure she gets it" asks for the send — an attacker's review.)
  return /\b(?:write|draft|compose)\b/i.test(userText) && !/\b(?:make sure|gets? it|send|deliver|forward|pass it on)\b/i.test(userText) &&
    DELIVERY_REPORT.test(said) && (text.match(new RegExp(DELIVERY_REPORT.source, "gi")) ?? []).length === 1;
}
const OFFERS_WORDING = /^\s*(?:이렇게|요렇게|이런\s?식으로)\s[^.!?]{0,20}(?:어때요|어떨까요|어때|어떠세요|어떠신가요)\s*[?？]\s*$|^\s*(?:how about (?:this|something like this)|something like this|like this)\s*[?？]\s*$/i;
function quotedParagraph(lines: readonly string[], from: number, to: number, userText: string): number | undefined {
  const text = lines.slice(from, to).join("\n");
  // (Whichever form, never after a request to keep or to send it, nor a quote that reports its delivery.)
  if (ASKS_TO_STORE.test(userText) || ASKS_TO_SEND.test(userText) || (DELIVERY_REPORT.test(text) && !deliverySaidByUser(text, userText))) return undefined;
  if (ASKS_FOR_TEXT.test(userText) && isOneQuote(text)) return from;
  const label = QUOTE_LABEL.exec(text);
  if (label !== null && draftLabel(label[1] as string) && isOneQuote(text.slice(label[0].length))) return from;
  // A line of its own that ends in a colon, or offers the wording as a question ("이렇게 써 보면 어때요?", "How about this?" —
  // blind sets 107-112), then the quote: the label is still the assistant's to say.
  if (to - from >= 2 && (/[:：]\s*$/.test(lines[from] as string) || OFFERS_WORDING.test(lines[from] as string)) && isOneQuote(lines.slice(from + 1, to).join("\n"))) return from + 1;
  return undefined;
}

/**
 * The whole reply is one quoted paragraph of text the user asked for (quotedParagraph: never after a request to keep or
 * send it, nor a quote reporting its delivery), under at most a line of draft label ("Draft:", "캡션 초안:"): none of it
 * is the assistant's own statement. (The learned model leaves such a reply to the rules: claim-model-input.ts.)
 */
export function wholeReplyIsDraft(reply: string, userText: string): boolean {
  const lines = reply.trim().split("\n");
  const at = quotedParagraph(lines, 0, lines.length, userText);
  return at !== undefined && lines.slice(0, at).every((l) => draftLabel(l.replace(/[:：]\s*$/, "")));
}

/**
 * Indices of the lines that are a draft: announced by an earlier line (the paragraph after
 * it, or a whole letter), or the reply's opening when the user asked for the piece (a poem
 * up to the assistant's aside; a letter that opens with its greeting).
 */
export function composedLines(lines: readonly string[], userText = ""): Set<number> {
  const out = new Set<number>();
  const mark = (from: number, to: number) => {
    for (let k = from; k < to; k++) out.add(k);
  };
  // (The drafts this round added leave out every line that reports a delivery, wherever it stands: "카페 게시판에 이대로 올려
  // 두었어요.", "I've also emailed a copy to HR." before the sign-off — a reviewer's and an attacker's findings.)
  const markDraft = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (!REPORTS_DELIVERY.test(lines[k] as string)) out.add(k);
  };
  const opening = firstText(lines, 0);
  if (ASKS_FOR_VERSE.test(userText) && !announcesContent(lines, opening)) mark(opening, asideAfter(lines, paragraphEnd(lines, opening)));
  // (…leaving out a line the assistant adds about delivering it, "(교수님 메일로 방금 보내 드렸어요)": an attacker's review.)
  else if (ASKS_FOR_LETTER.test(userText) && SALUTATION.test(lines[opening] ?? "")) {
    // (…and any such line after the greeting's paragraph with no sign-off to close the letter: "⏎⏎관리사무소 메일로 전송까지
    // 했어요.")
    const end = letterEnd(lines, opening);
    const first = paragraphEnd(lines, opening);
    for (let k = opening; k < end; k++) if (!(REPORTS_DELIVERY.test(lines[k] as string) && (OWN_ASIDE.test(lines[k] as string) || k >= first))) out.add(k);
  }
  // (…or a post or message that opens with its header, "제목: 6월 첫 주 오대천 조행기" after "조행기 초안 써줘": the header and one
  // paragraph of body, or a letter's greeting to its sign-off (a greeting and one paragraph without one) — never after a
  // request to keep or send it or one that carries a link, and never a paragraph after those ("… ⏎⏎ I also emailed it to
  // HR", "⏎⏎ 관리사무소에 전달해 드렸어요"): an attacker's review. Blind sets 79-86.)
  else if (ASKS_FOR_WRITING.test(userText) && !WRITES_INTO_THINGS.test(userText) && !ASKS_TO_SEND.test(userText) && !ASKS_TO_STORE.test(userText) && !/https?:\/\//.test(userText) && HEADER.test(lines[opening] ?? "")) {
    const body = firstText(lines, paragraphEnd(lines, opening));
    const signOff = lines.findIndex((l, k) => k > body && SIGN_OFF.test(l));
    // (A greeting alone on its line opens the body below it; "안녕하세요, 1204호입니다. …" is the body itself.)
    const greetingAlone = paragraphEnd(lines, body) - body === 1 && (lines[body] as string).trim().length <= 30;
    const end = !SALUTATION.test(lines[body] ?? "") ? paragraphEnd(lines, body) : signOff >= 0 ? paragraphEnd(lines, signOff) : greetingAlone ? paragraphEnd(lines, firstText(lines, paragraphEnd(lines, body))) : paragraphEnd(lines, body);
    markDraft(opening, end);
  }
  for (let k = firstText(lines, 0); k < lines.length; k = firstText(lines, paragraphEnd(lines, k))) {
    const end = paragraphEnd(lines, k);
    const start = quotedParagraph(lines, k, end, userText);
    if (start !== undefined) mark(start, end);
  }
  const terse = !ASKS_FOR_WRITING.test(userText) && TERSE_TEXT_REQUEST.test(userText) && !WRITES_INTO_THINGS.test(userText) && !ASKS_TO_STORE.test(userText);
  const writing = ASKS_FOR_WRITING.test(userText) || terse;
  lines.forEach((line, i) => {
    // (…or a dash before a paragraph break, "Here you go —" + the text: the same announcing, in another mark.)
    const dashed = writing && !WRITES_INTO_THINGS.test(userText) && /\s[—–]\s*$/.test(line) && (lines[i + 1] ?? "").trim() === "";
    // (…or offered as a question, "이렇게 써 보면 어떨까요?" + the post: blind sets 79-86.)
    const offered = writing && !WRITES_INTO_THINGS.test(userText) && !ASKS_TO_SEND.test(userText) && !ASKS_TO_STORE.test(userText) && /이렇게|\blike this\b|\bhow about this\b/i.test(line) && /[?？]\s*$/.test(line);
    if (out.has(i) || !(DRAFT_WORD.test(line) || (writing && /[:：]\s*$/.test(line)) || dashed || offered) || !(dashed || announcesContent(lines, i))) return;
    // A list item that mentions a draft ("1. 월: 슬라이드 초안") is followed by the next item, not by the draft.
    if (LIST_LINE.test(line) && !/[:：]\s*$/.test(line)) return;
    const start = firstText(lines, i + 1);
    // "Draft:" + "Subject: …" + "Hi Dana," + body + sign-off: the header paragraph opens the letter.
    const greeting = HEADER.test(lines[start] ?? "") ? firstText(lines, paragraphEnd(lines, start)) : start;
    const end = SALUTATION.test(lines[greeting] ?? "") ? letterEnd(lines, greeting) : paragraphEnd(lines, start);
    // (A post offered as a question, or one under a bracket label, leaves out the lines that report a delivery:
    // "당근마켓에 이대로 올려 두었어요!", "중고나라에 이대로 등록해 뒀습니다." — an attacker's review.)
    // (After a terse request, announced by no draft word, only a letter that closes with its sign-off: "Here you go:⏎Hi Jo, …⏎
    // Dropped this into Jo's WhatsApp." has no close, and its last line is the assistant's — a reviewer.)
    if (terse && !DRAFT_WORD.test(line) && !(SALUTATION.test(lines[greeting] ?? "") && lines.some((l, k) => k > greeting && k < end && SIGN_OFF.test(l)))) return;
    if (offered || terse || /^\s*[[【]/.test(lines[start] ?? "")) markDraft(start, end);
    else mark(start, end);
  });
  return out;
}

// A message that only asks for a translation of the text it carries ("영어로 번역: 크루 명단 확정했고 토요일 배 예약도
// 끝냈습니다", "translate into Korean: …"): the reply is that text in another language, its first person the user's (blind sets
// 113-119). Not where the reply says more than the text (more sentences), reports a delivery, or names a store ("We've
// confirmed the list and saved this to your notes." — a claim hidden in a translation).
const TRANSLATE_ONLY = /^\s*(?:(?:영어|한국어|일본어|중국어|프랑스어|불어|독일어|스페인어)로\s?)?번역(?:해\s?(?:줘|주세요|줄래|줄래요))?\s*[:：]\s*(\S[\s\S]*)$|^\s*translate(?: this| that| it)?(?: (?:into|to) [A-Za-z]+)?\s*[:：]\s*(\S[\s\S]*)$/i;
const TEXT_ASKS = /(?:해\s?줘|해\s?주세요|해\s?줄래|해\s?주실래요|줘|주세요|하자|할래|해라|하세요|시오)(?=[\s.!?~,]|$)|\b(?:please|can you|could you|would you|remind me|set (?:a|an|my)|save (?:this|it|that)|add (?:this|it|that))\b|^\s*(?:remind|set|save|add|delete|remove|send|book|text|email|call|cancel|schedule)\b/i;
const STORE_NAMED = /\b(?:notes?|reminders?|alarms?|feeds?|digest|saved?|remind(?:er|ed)?|subscri\w*)\b|메모|노트|알림|알람|피드|구독|다이제스트|저장/i;
export function translationOnly(userText: string, reply: string): boolean {
  const m = TRANSLATE_ONLY.exec(userText);
  if (m === null) return false;
  const text = (m[1] ?? m[2] ?? "").trim();
  // (The text is one paragraph and no request of its own: "번역: 내일 3시 회의 알림 설정해줘" answered "I've set a reminder …" did
  // what it was to translate; a request on a second line is the user's — an attacker's review, round 11.)
  if (text.includes("\n") || TEXT_ASKS.test(text)) return false;
  // (…and no store, no "also", no deed kept for the user: "… I've also booked your two seats.", "…알림 맞춰 뒀어요" added to a
  // text that named a reminder — a code review, round 11.)
  return sentences(reply).length <= sentences(text).length && !REPORTS_DELIVERY.test(reply) && !STORE_NAMED.test(reply) && !/\b(?:also|too|as well|additionally)\b|또한|뒀|두었|놨|놓았|드렸/i.test(reply);
}

