// Layer 2 of truthfulness (seed 003 §4): find the action claims in a reply and check each
// against what the user can verify — the tool-call ledger and the outbox.
//
// Who did what decides whether a sentence is a claim: only the assistant (said or implied
// first person) saying it did an action, now or earlier in this conversation. The
// language rules live in claims-ko.ts and claims-en.ts; text the reply composes for the
// user (drafts, suggested wording, quotes) is set aside first (claim-composed.ts). This file
// reads the rest sentence by sentence and checks:
// - a claim of this turn needs a successful ledger entry of this turn that can do it; a
//   claim about an earlier turn ("아까", "the article I fetched") or an answer to "did you
//   …?" may also be backed by the recent ledger. An entry that ended error, timeout or
//   stopped backs nothing.
// - "I sent you the summary" (or "Summary's up top 👆") is backed by a delivered direct
//   send (the outbox), not by the call that produced it; a failed or unknown send is a
//   mismatch with that reason.
// - a claim about several at once ("Both notes are deleted", "모두 지웠어요") needs every
//   matching call to have succeeded, or to have been retried with success; one that counts
//   ("both", "두 … 다") needs that many successes when one of them failed.
// - a claim naming one skill's things ("메모: 저장됨") is backed only by that skill's calls
//   when it ran; a look at a private store no skill reads ("I checked your inbox") by none.
// - what a reply presents claims the look behind it: a linked page's content ("According to
//   the article, …"), a lookup's result ("Based on my search"), today's news, a listing of
//   the user's things ("You have 4 notes:"), or "I looked: nothing" — each needs a look that
//   ran (now or earlier), unless the reply admits a failure.
// - edits of the text or code the user pasted ("I fixed the off-by-one error:") and lines
//   labelled as composed ("Translation: …", "For example: …") are the reply's own content.
// - "nothing found" when every lookup of the turn failed hides an error: a mismatch too.
// - "Yes, I did." / "네, 해 뒀어요." answering "did you …?" claims the action the question names.
// - an unknown verb's "done" ("Nixed it.", "반영했어요") after a request for a change needs a write
//   in the store the request names, not any success; a write naming one store ("to your notes")
//   only that skill's calls; a count as the object of a change ("I saved three") that many.
// - the thing a sentence names carries to the next one that leaves its object out.
// A look reported with its failure in the same sentence ("I opened it but got a 404") is
// not a claim of a successful read.
import type { OutboxKind, OutboxStatus } from "../store/outbox.js";
import type { LedgerEntry } from "../store/ledger.js";
import { linksIn, pageKey } from "./claim-links.js";
import { ADMITS_FAILURE, type Claim, type ClaimKind, endsAsQuestion, escapeRegExp, FAILED_LOOK, HANGUL, IN_REPLY, scriptCall, sentences, stripQuotes, type Subject } from "./claim-text.js";
import { AFFIRMS_PAST, arranges, ASKS_FOR, ASKS_TO_ADD, ASKS_TO_KEEP, askedKinds, asksChange, asksExternal, asksTimedSetup, ARRIVED_ITEMS, asksAboutLinked, NAMES_THING, NEW_ITEMS_INLINE, POINTS_BACK, readEnglish, requestKinds, statesLiveFigure } from "./claims-en.js";
import { KO_AFFIRMS_PAST, KO_NUMERAL, koAskedKinds, koAsksAboutPage, koNewItemsAfterFeedAsked, koNoticeUp, koKeptItems, koReportItem, koAnswersPresence, koAsksAct, koAsksExternal, koPresentsLive, koFreshSubject, koRequestsThing, FAILURE_DENIED, KO_ADNOMINAL_N, KO_PAST_MARK, KO_REQUEST_ENDING, othersOwner, PEOPLE, readKorean, USERS_THING } from "./claims-ko.js";
import { announcesContent, COMPOSE, composedLines, dropQuotedPassages, splitInlineDrafts, translationOnly } from "./claim-composed.js";
import { statusRows } from "./claim-blocks.js";
import { saysNoneDone } from "./claim-none.js";
import { answersHowTo, doneOnCondition, SPEAKER, withoutDoneCondition, seenThenDoneRemainder, stepRemainder } from "./claim-howto.js";

export type { Claim, ClaimKind } from "./claim-text.js";
export { sentences, stripQuotes } from "./claim-text.js";

/** A message the bot sent (or tried to send) to this chat, as the outbox records it. */
export interface SendRecord {
  id: number;
  turnId: number | null;
  kind: OutboxKind;
  status: OutboxStatus;
}

export interface CheckedClaim extends Claim {
  supported: boolean;
  /** The ledger entry or outbox row that backs it. */
  by?: number;
  /** `by` is an outbox row (a send), not a ledger entry. */
  byOutbox?: true;
  /** Why it is not backed, when the record says more than "nothing": "the send failed". */
  reason?: string;
}

export interface ClaimCheck {
  claims: CheckedClaim[];
  mismatches: CheckedClaim[];
}

export interface ClaimContext {
  userText: string;
  turnLedger: readonly LedgerEntry[];
  /** Earlier turns of the chat, most recent first. */
  recentLedger: readonly LedgerEntry[];
  /** This turn's direct sends (presentations), any status. */
  turnSends?: readonly SendRecord[];
  /** Messages of earlier turns (replies, presentations, digests), any status. */
  recentSends?: readonly SendRecord[];
  /** Kept for callers without the outbox: a presentation of this turn was delivered. */
  shownDirectly?: boolean;
  /** The user's message was a voice note or audio file, transcribed for this turn: "Listening to that, …" tells the truth. */
  heard?: boolean;
}

// "Summary's up top 👆", "요약은 위에 있어요": pointing at a message above this one, from
// the reply's first line (nothing of this reply is above it), says the summary was sent.
// It may be this turn's send or an earlier one's; with no send in the outbox to compare,
// the summary may be any earlier message, so only a failed or unknown send makes it a mismatch.
// …or at where it arrived: "Check your DMs — the digest just landed there", "It's in your chat now".
const POINTS_UP = /(\bup top\b|\babove\b|👆|⬆️|위에\s?있|위\s?메시지|\bcheck your (?:dms?|chat|inbox|messages)\b|\bin your (?:dms?|chat|inbox|messages) now\b|\b(?:just )?landed\b)/i;
const DELIVERABLE = /(\bsummary\b|\bdigest\b|\btl;?dr\b|요약|다이제스트)/i;
const NOT_THERE = /(\bnot\b|n't\b|\bno\b|[?？]\s*$|안\s|못\s|없)/i;

// Presenting what the user's link says ("According to the article, …", "기사에 따르면 …",
// "Here's the gist of the post:") claims it was read: only a fetch brings a linked page.
const LINK = /https?:\/\//i;
const SOURCE_CONTENT =
  /((?:기사|글|페이지|링크|포스트|게시물|블로그|보도|원문|본문)(?:에\s?따르면|에서는|의?\s?(?:내용은|핵심은|요지는|요점은|결론은)|를?\s?요약하면|\s?요약:)|(?:^|\s)(?:원문|본문)의?\s?[가-힣]{1,4}(?:은|는)\s|\b(?:its|the (?:article|page|post|piece|story|report)'s) (?:main |key |central |core )?(?:point|idea|gist|argument|thesis|conclusion|takeaway|message)s? (?:is|was|are|were)\b|^(?:#{1,6}\s*|\*\*)(?:요약|핵심|요지|요점|summary|tl;?dr|the gist|gist|key (?:points|takeaways)|main points?)\s*(?:\*\*)?\s*[:：]?\s*$|\b(?:according to|per|based on) (?:the|this|that) (?:article|page|post|link|piece|story|report|blog post)\b|\b(?:gist|tl;?dr|upshot|summary|key (?:points?|takeaways?)|main (?:points?|idea)) of (?:the|this|that) (?:article|page|post|link|piece|story|report)\b|\bthe (?:article|page|post|piece|story|report) (?:says|argues|claims|reports|explains|describes|covers|is about|mentions|notes|points out)\b|(?:^|[.!]\s+)(?:the\s)?(?:gist|tl;?dr|upshot|short version|key (?:points|takeaways)|main (?:points|idea)|bottom line)\s*[:：]|^(?:요약|핵심|요지|요점)\s*[:：])/i;
// Guessing from the link itself is honest: "제목만 보면", "from the URL alone".
const FROM_TITLE = /(제목만|제목으로|주소만|URL만|\btitle\b|\bheadline\b|\burl\b|\bslug\b)/i;
// The Korean names of the user's stores, as a listing names them: shared by LISTS_YOURS, KO_LISTING_LABEL and
// OTHER_SUBJECT_ABSENT (which must see the same nouns LISTS_YOURS matched).
const KO_STORE = "(?:메모|노트|알림|알람|리마인더|스케줄|일정|피드|구독)";
// A listing of the user's stored things ("You have 4 notes:", "저장된 메모는 없어요") claims a lookup.
const LISTS_YOURS = new RegExp(
  String.raw`(\byou(?: have|'ve got| 've got| currently have| still have| now have| don'?t have any| have no) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|only one|just one|no)?\s?(?:(?:saved|active|upcoming|scheduled|stored|current|new)\s)?(?:notes?|reminders?|alarms?|feeds?|subscriptions?|schedules?|scheduled tasks?)\b|\bhere (?:are|is|'s) (?:all )?your (?:(?:saved|active|current|upcoming)\s)?(?:notes|reminders|alarms|feeds|subscriptions|schedules?)\b|\b(?:note|reminder|feed) #?\d+ (?:is|says|reads)\b|\byour (?:(?:saved|stored)\s)?(?:notes?|reminders?|feeds?|subscriptions?|schedule|list|to-?do list) (?:shows?|says?|contains?|mentions?|indicates?)\b|\d+\s?번\s?(?:메모|알림|피드)(?:는|은|의\s?내용은)|\b(?:your|yesterday's|today's|this week's|current) (?:(?:saved|active|upcoming)\s)?(?:notes|reminders|alarms|feeds|subscriptions)\s*:|(?:저장된|등록된|구독\s?중인|구독한|설정된|예약된|잡혀\s?있는|남아\s?있는|저장하신|등록하신|남기신|구독하신)\s?${KO_STORE}(?:은|는|이|가|도)?\s?(?:[^.?!]{0,24}?\s)?(?:총\s?)?(?:\d+\s?(?:개|건)|한\s?개|두\s?개|세\s?개|네\s?개|다섯\s?개|하나|없|아무것도))`,
  "i",
);
// Counting the user's things as a statement ("'보험'이 들어간 메모가 3개 있습니다", "알림이 2건
// 잡혀 있어요", "메모는 치과, 주차, 비타민 이렇게 세 개예요" — items enumerated between —, "There are 3
// notes matching 'tax'"): a listing, whatever words lead up to it.
// (…or where they are in the list, "'팁'이 붙은 메모가 1번과 5번에 있어요": blind sets 87-94.)
const COUNTS_YOURS =
  new RegExp(String.raw`((?:메모|노트|알림|알람|리마인더|피드|구독)(?:가|이|는|은)\s(?:[^.?!]{0,40}?\s)?\d+\s?번(?:(?:과|이랑|하고|,)\s?\d+\s?번)*에\s?있(?:습니다|어요|어|네요)(?![가-힣])|(?:메모|노트|알림|알람|리마인더|피드|구독)(?:가|이|는|은)\s(?:[^.?!]{0,40}?,[^.?!]{0,40}?\s)?(?:총\s)?(?:\d+|${KO_NUMERAL})\s?(?:개|건)(?:가|이)?\s?(?:있(?:습니다|어요|어|네요|더라고요|었어요)(?![가-힣])|잡혀\s?있|저장돼\s?있|등록돼\s?있|예요|입니다|이에요)|(?<!\b(?:if|when|once|unless|whether) )\bthere (?:are|is) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:saved |matching |active |upcoming )?(?:notes?|reminders?|alarms?|feeds?|subscriptions?)\b(?! (?:you could|to consider|worth)))`, "i");
// Presenting a store's content as its source: "From your notes, you still need: …", "According to your
// reminders, …", "Reading from your schedule: …", "메모에 따르면 …" (not "from your notes app": the app is no content; nor "in your
// notes, try tags" or "메모에는 날짜를 적어 두면 좋아요": a place for advice, not a source; nor after the user
// pasted it: "Based on your schedule, …" then reads what the message carries; nor when it points at the
// message: "Based on your schedule above", "your list you gave").
const FROM_YOURS =
  /(^\W*(?:(?:reading|read|pulled|pulling|straight|fresh|taken|quoting)\s)?(?:from|according to|based on|per|going by) your (?:saved |stored )?(?:notes?|reminders?|alarms?|schedule|feeds?|subscriptions?|(?:shopping |grocery |to-?do )?list)\b(?!\s*app)(?!\s*(?:above|below|here|you (?:gave|listed|sent|shared|pasted|wrote)|(?:in|from) your (?:message|text)))|(?:메모|노트|알림|피드|구독\s?목록)(?:에\s?따르면|상으로는))/i;
// Presenting a private store's content: "Your calendar shows two meetings…".
const PRIVATE_CONTENT = /\byour (?:calendar|inbox|e-?mail|mailbox|bank account|contacts) (?:shows|has|says|lists|contains)\b/i;
// A Korean label of today's news or digest after its time word ("오늘 주요 뉴스", "아침 피드 다이제스트"): shared by
// LIVE_CONTENT and LIVE_LABEL.
const KO_NEWS_LABEL = String.raw`\s?(?:주요\s?|최신\s?)?(?:피드\s?)?(?:다이제스트|뉴스|헤드라인|새\s?글)`;
// Presenting live content no reply can know by itself: "Here's today's news:", "Here are the latest headlines".
// (A label's words of summing up may follow: "오늘 뉴스 세 줄 정리:", "오늘 주요 뉴스 요약:".)
// …and a digest, which only the feeds' items make: "Here's your digest", "Here's today's round-up",
// a digest's label opening it ("Today's digest:", "오늘의 다이제스트:"), a label of the posts that came
// in ("오늘 올라온 글 요약은 이렇습니다:").
const LIVE_CONTENT = new RegExp(
  String.raw`\bhere(?:'s| is| are) (?:(?:today's|the latest|this morning's|tonight's|this week's) (?:news|headlines|top stories|weather|forecast|prices|scores|posts)\b|(?:your|today's|this (?:morning|week)'s|the) (?:(?:daily|weekly|morning|evening|feed|news)\s)?(?:digest|round-?up)\b)|^\W*(?:your|today's|tonight's|this (?:morning|week)'s) (?:(?:daily|weekly|morning|evening|feed|news)\s)?(?:digest|round-?up|headlines)\s*[:：]|^\W*(?:오늘의?|이번\s?주|아침|저녁)${KO_NEWS_LABEL}(?:\s?(?:(?:\d+|한|두|세|다섯)\s?줄|요약|정리|핵심|모음|브리핑|하이라이트)){0,2}(?:입니다|이에요|예요|에요)?\s*[:：]|(?:오늘|새로|최근|어제|이번\s?주)\s?(?:올라온|나온|발행된|들어온)\s?(?:새\s?)?(?:글|포스트|게시물|기사|뉴스)\s?(?:요약|목록|정리|소식)(?:은|는)?[^:：]{0,12}[:：]\s*$`,
  "i",
);

// The user's digest as the subject of a verb of holding or saying presents its content ("This
// morning's digest had four items", "Your weekly digest led with…"): only the feeds' items make it.
const DIGEST_HELD =
  /\b(?:(?:this morning's|today's|tonight's|yesterday's|last night's|this week's|your|the (?:morning|evening|daily|weekly|last|latest))\s(?:(?:daily|weekly|morning|evening)\s)?digest|(?:오늘|어제|아침|이번\s?주)(?:의)?\s?다이제스트(?:에는|에선|에서는))\s?(?:had|has|contained|contains|said|says|covered|covers|led with|leads with|opened with|included|includes|mentioned|featured|features|was about|is about|(?:[^.?!]{0,30}?)(?:있었|나왔|실렸|올라왔))/i;

// A label whose time is now, over ranked or fresh items ("Top of HN right now: …", "Trending today:"),
// or the reply naming itself as today's digest or news with a copula ("오늘자 다이제스트예요 📰", "오늘
// 주요 뉴스 요약입니다."): content only a live look can bring.
const LIVE_LABEL = new RegExp(
  String.raw`^\W*(?:(?:the\s)?(?:top|latest|trending|hot|headlines|front page)\b[^:：.!?]{0,40}\b(?:right now|at the moment|currently|as of now|today|this morning)\s*[:：]|(?:오늘자|오늘의?|금일|이번\s?주|아침|저녁)${KO_NEWS_LABEL}(?:\s?요약)?(?:입니다|이에요|예요|에요)(?=\s*(?:$|[.!:：]|\p{Extended_Pictographic})))`,
  "iu",
);

// Stating what a lookup returned ("Based on my search, …", "검색 결과에 따르면", "찾아본 바로는").
// …or what a site says, the site named by a pronoun or "the" ("According to their site, …"): a look at the web.
const LOOKUP_RESULT =
  /(\b(?:according to|per|based on|going by) (?:their|its|the) (?:official )?(?:web)?site\b|\b(?:their|its) (?:official )?(?:web)?site (?:says|lists|shows|states|has)\b|\bbased on (?:my|a quick) (?:search|research|lookup)\b|\bfrom what i (?:found|could find|dug up)\b|\bmy search (?:shows|showed|found|turned up)\b|\bthe search results? (?:shows?|showed|say)\b|검색\s?결과(?:에\s?따르면|로는)|(?:찾아|알아|조회해)\s?본\s?(?:결과|바로는|바에\s?따르면))/i;

// A look made a noun and its outcome ("원문 확인 결과 수치는 …", "조회 결과, …"): the speaker's look
// unless a person or body is named as the one who looked ("경찰 확인 결과").
// (검색 결과 alone is also the noun "search results", a page anyone sees: LOOKUP_RESULT reads it.)
// …and its adnominal past, of any look ("메모에서 '카드'로 검색한 결과,", "조회해 본 결과"): the act is said
// outright, so 검색 counts here too — unless a person marked as subject did it ("경찰이 확인한 결과").
const LOOK_NOMINAL = /(?:^|\s)(?:([가-힣]+)\s)?(?:(?:확인|조회|검토)(?:해\s?본|한)?|(?:검색|탐색)(?:해\s?본|한))\s?결과(?:,|는|로는|에\s?따르면)?\s/;
const ownLookNominal = (raw: string): boolean => {
  const m = LOOK_NOMINAL.exec(raw);
  const by = m?.[1] ?? "";
  // (Round 12, Korean: nor a look at the user's own words, "질문을 검토한 결과": the object is the conversation, no source.)
  return m !== null && !PEOPLE.test(by) && !PEOPLE.test(by.replace(/(?:이|가|은|는)$/, "")) && !/(?:의|님|께서)$/.test(by) && !/^(?:질문|질의|말씀|대화|상황|증상|설명)(?:을|를)$/.test(by);
};

// A listing announced by a line that ends in a colon, after the user asked about their things
// ("what reminders are running?" → "You currently have:", "anything new in my feeds?" → "Three
// new posts since yesterday:"): the possessive "you have", or a count of the things a skill
// keeps, opens a list only a lookup can fill — as does a count said to be there ("새 글 두 개 있네요!",
// "메모 3개 있어요: 우유, 계란, 빵" with the items after its colon).
// …or "Here's what came in:", "Here's what's new:" — a presentative of what arrived opens one too.
// …or "Here's what you've got lined up:", "Here's everything on your schedule:": a presentative of what the
// user has, or of what is in their things (not "Here's what you've got to do:", steps, nor "Here's everything in
// your notes I'd add:", a suggestion).
const ANNOUNCES_LISTING =
  /^\W*(?:here(?:'s| is| are) (?:what(?:'s| is| has)? (?:new|come in|came in|arrived|landed|showed up|turned up|popped up|got posted|was posted)|the (?:latest|newest|new (?:posts|items|stuff))|(?:what|everything|all)(?:'s| is| that's)? (?:you(?:'ve| have)? (?:got|have)(?! to\b)|(?:on|in) (?:your|the) (?![^:：.!?]*\b(?:i'd|i would|i'll|i will|you'd|you could|you should|you might|worth|to add|to keep)\b)))\b[^:：.!?]{0,30}|(?:so far,?\s)?you(?:'ve)? (?:currently |still |now )?(?:have|got)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:new |unread |saved |upcoming |active |fresh |recent )?(?:posts?|items?|articles?|entries|stories|notes?|reminders?|alarms?|updates?)\b[^:：.!?]{0,30}|(?:새\s?)?(?:글|포스트|게시물|항목|메모|알림|일정)\s?(?:\d+|한|두|세|네|다섯)\s?(?:개|건)[^:：.!?]{0,20})\s*[:：]\s*$|^\W*(?:새\s?)?(?:글|포스트|게시물|항목|메모|알림|일정)(?:이|가)?\s?(?:\d+|한|두|세|네|다섯)\s?(?:개|건)(?:이|가)?\s?있(?:네요|어요|습니다|어|음)\s*(?:[.!]*\s*$|[:：])/i;

// "You noted that the deadline is April 15", "You wrote down …" answering a question about the user's
// things: what the stored things say (not "as you noted", the conversation).
// "You have two: 'standup' at 9:55 …" answering a question about the user's things: a count whose noun
// the question supplies (elided) is a listing too.
const YOU_HAVE_COUNT = /^\W*(?:(?:so|yes|yep|ok|okay|right)[,!]?\s+)?you(?:'ve)? (?:currently |still |now |only )?(?:have|got) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|just one|only one)(?:\s(?:scheduled|saved|set|set up|active|lined up|coming up|pending|running|stored|queued|booked|on file|in there|on there))?\s*(?:[:：.—–-]|$)/i;
// (Round 11) One of the user's stored things, with a short modifier, as the subject of a verb of saying ("Your note
// from March says: 'MOT due 14 Oct…'", "Your reminder for Friday reads 'bins out'"): its content, which a lookup brought.
// Not a condition or a plan ("if your note says…", "your note should say…": the verb must follow directly).
const ONE_OF_YOURS_SAYS =
  /^\W*(?:(?:so|yes|yep|ok|okay|right)[,!]?\s+)?your (?:(?:saved|latest|last|newest|oldest|first|only)\s)?(?:note|reminder|memo|alarm|list|to-?do list)\b(?:\s(?:from|for|about|on|called|titled|named|dated|in|at)\b[^.?!,:;]{1,30}?)?\s(?:says|said|reads|read|shows|contains|mentions|lists|has)\b/i;
// (Round 11) A closing line that sums up the listing as complete ("That's everything currently scheduled.", "That's all
// your notes.", "and that's the lot"), answering a question about what there is: it vouches for a listing only a look fills.
// Not a suggestion ("That's everything I'd add"), nor after a request to make something (ASKS_TO_MAKE).
const LISTING_COMPLETE =
  /^\W*(?:and\s)?that(?:'s| is) (?:everything|all(?: of them| of it)?|the (?:lot|full list|whole list)|all there is|the full set)\b(?![^.!?]*\b(?:i'd|i would|you'd|you could|you should|you might|to (?:add|pack|bring|buy|do))\b)/i;
const YOU_KEPT = /^\W*(?:(?:so|yes|yep|ok|okay|right)[,!]?\s+)?you (?:noted|wrote(?: down)?|saved|jotted(?: down)?|put down|logged|recorded)\b/i;

// A source only a live look sees, reporting a status with its time ("Tracking shows it left the Dartford
// depot at 7:12 this morning", "The departure board says platform 4, on time as of 8:05", "Radar has rain
// moving in by 3pm"): the look behind it, like a live figure. Not a how-to or a general statement (no time
// of the day: "Tracking shows every scan"), a plan, condition, negation or question, nor a source the
// user's own message names ("tracking says delivered but it isn't" → "If tracking shows delivered, …").
const LIVE_SOURCE =
  /\b(?:(?:the|your) )?(?:tracking(?: page| info| status)?|(?:parcel |package |flight )?tracker|courier'?s? (?:site|app|page)|(?:live |departure |arrivals? )(?:board|map)s?|status page|radar|live (?:scores?|updates?|feed)) (?:shows|says|has|lists|reports|puts|confirms|indicates|gives)\b/i;
const LIVE_SOURCE_TIME = /(?:\b\d{1,2}[:.]\d\d\b|\b\d{1,2}\s?(?:am|pm)\b|\b(?:this (?:morning|afternoon|evening)|today|tonight|right now|currently|now|just now|(?:minutes?|an? hour|hours) ago|as of)\b)/i;
const statesLiveSource = (raw: string, user: string): boolean => {
  const m = LIVE_SOURCE.exec(raw);
  if (m === null || !LIVE_SOURCE_TIME.test(raw) || endsAsQuestion(raw)) return false;
  if (/\b(?:if|when|once|unless|whether|will|'ll|would|could|should|might|may|can|not|n't|never)\b/i.test(raw.slice(0, m.index + m[0].length + 12)) || /\b(?:usually|typically|normally|generally|always|often|every)\b/i.test(raw)) return false;
  return !new RegExp(`\\b${(/(tracking|tracker|board|map|status page|radar|live \w+)/i.exec(m[0])?.[1] ?? m[0]).toLowerCase()}`).test(user.toLowerCase());
};

// ── Korean presentations (round 8) ──
// A label over a list that names the user's stored things by their state or by the user's act
// ("저장된 메모 목록입니다:", "저장하신 메모는 여기 있어요:", "현재 예약된 알림은 다음과 같아요:", any
// resultative "-어 있는": "지금 걸려 있는 알림:", "등록돼 있는 피드는 이래요:"): the
// list after it is what a lookup returned, whatever the label's words. Not a how-to's label ("저장된
// 메모를 보는 방법:", "설정된 알림을 끄려면:"): the list is steps. The label may close with a copula instead of a
// colon ("현재 등록된 알림입니다." over a table): it names what follows the same way.
const KO_LISTING_LABEL = new RegExp(
  String.raw`(?:저장된|저장하신|저장해\s?두신|등록된|등록하신|예약된|예약하신|설정된|설정하신|구독\s?중인|구독하신|남기신|적어\s?두신|현재|[가-힣]{0,3}(?:어|아|여|돼|되어|혀|려|겨|져|와|워)\s?있는)\s?${KO_STORE}(?!\s?(?:앱|기능|설정))([^:：.!?\n]{0,20})(?:[:：]|(?<=입니다|이에요|예요|이야|들이에요|들입니다|이렇습니다|이래요|이렇네요|같아요|같습니다)[.!]?)\s*$`,
);
const HOW_TO = /(방법|팁|예시|예문|요령|순서|단계|법|려면|하면|때)/;
// …and the bare label of a store's list ("메모 목록입니다:", "내 알림 리스트:") after a question about the
// user's things: the same list, its state left unsaid.
const KO_STORE_LIST_LABEL = /^\W*(?:(?:내|제|회원님|고객님)의?\s)?(?:메모|노트|알림|알람|리마인더|스케줄|피드|구독)\s?(?:목록|리스트)(?:입니다|이에요|예요|이야|야)?\s*[:：]\s*$/;
// Content presented as taken from a source, by any past act ("구독 피드에서 가져온 오늘 주요 소식이에요:",
// "메모에서 찾은 내용입니다", "기사에서 뽑은 핵심:"): the adnominal past (a syllable ending in ㄴ) of
// whatever verb, heading a noun of content, said of what came from the user's store or a page —
// a look at that source. Not when a person is the one who took it ("친구가 블로그에서 쓴 글이에요").
const KO_FROM_SOURCE = new RegExp(
  `(피드|구독|RSS|메모|노트|기사|링크|페이지|사이트|블로그|원문)(?:\\s?목록)?에서\\s(?:\\S+\\s){0,3}?[가-힣]*[${KO_ADNOMINAL_N}](?:\\s\\S+){0,3}?\\s(?:소식|뉴스|글|기사|내용|항목|결과|목록|정보|헤드라인|요약|포스트|게시물|핵심|요점)(?:들)?(?:이에요|예요|입니다|이야|야|이다)?\\s*[:：.!]?\\s*$`,
  "i",
);
const koFromSource = (raw: string): Claim | undefined => {
  const m = KO_FROM_SOURCE.exec(raw);
  if (m === null) return undefined;
  const before = raw.slice(0, m.index + m[0].length).split(/\s+/).map((t) => t.replace(/(?:께서|이|가|은|는)$/, ""));
  if (before.some((t) => PEOPLE.test(t))) return undefined;
  return { kind: /메모|노트/.test(m[1] as string) ? "search" : "fetch", text: raw, earlier: true, implied: "look" };
};
// "저장된 메모 개수에 따로 제한은 없어요": the 없 of a listing must say the stored things are absent — when
// another noun is marked as its subject or topic right before it ("제한은 없어요"), it is that noun's absence.
// (Kinds of thing — 건, 것, 메모 — still say what of the user's is not there.)
const OTHER_SUBJECT_ABSENT = new RegExp(String.raw`(?:^|\s)(?![가-힣]*${KO_STORE})[가-힣]+(?<!^건|^것|^거|^게|\s건|\s것|\s거|\s게)(?:은|는|이|가)\s?없$`);
const listsYours = (raw: string): boolean => {
  const m = LISTS_YOURS.exec(raw);
  return m !== null && !(m[0].endsWith("없") && OTHER_SUBJECT_ABSENT.test(m[0]));
};
// A label naming the user's things, closed by a colon, perhaps with when ("Your list right now:", "ur
// list rn:", "Your reminders for this week:"), answering a question about them: a listing follows. Not
// after a request to make a list ("make me a packing list" → "Your packing list:" is composed).
const YOURS_LABEL =
  /^\W*(?:your|ur|yr) (?:(?:saved|current|active|upcoming|shopping|grocery|to-?do)\s)?(?:list|notes|reminders|alarms|feeds|subscriptions|schedule|to-?dos?)(?:\s(?:right now|rn|atm|at the moment|so far|for (?:today|this week|tomorrow)|as of (?:now|today)|today|this week))?\s*[:：]\s*$/i;
// A count of hits opening the answer to a question about the user's things ("Yep, one hit: …", "Two
// matches —", "3 results for 'visa':"): what a search returned.
const COUNTS_HITS =
  /^\W*(?:(?:yes|yep|yeah|yup|so|ok|okay|good news|found)\b[,!.—–\s-]*)?(?:(?:i )?found |there(?:'s| is| are) |got )?(?:one|two|three|four|five|a few|several|\d+|a single|just one|only one|exactly one) (?:hit|match|result)(?:e?s)?\b/i;
const LIST_ITEM = /^\s*(?:\d+[.)]|[-*•])\s/;
// ── Korean presentations (round 10) ──
// A presentative over a list ("여기 있어요 📋", "목록이에요:", "다음과 같아요") after a request to see the user's
// things ("저장된 메모 전부 보여줘", "알림 뭐 있어?"): the items that follow are what a lookup returned, whatever the
// line's words. Not after a request to make something ("장보기 목록 만들어 줘" → "여기 있어요:" + a list the reply composes).
const KO_PRESENTS_LIST = /^\W*(?:(?:네|넵|예|자|응)[,.!~]?\s*)?(?:여기(?:요|\s?있(?:어요|습니다|어|음))|(?:전체\s?|현재\s?)?목록(?:이에요|입니다|이야)|다음과\s?같(?:아요|습니다)|아래와\s?같(?:아요|습니다)|이렇게\s?(?:있어요|있습니다|돼\s?있어요)|보여\s?드릴게요|보여\s?드려요)\s*[.!:：~]*\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
const KO_ASKS_TO_SEE = /(보여|알려|뭐|뭔|무슨|있어|있나|있는지|목록\s?(?:좀\s?)?(?:줘|주세요)|확인해)/;
// (…nor after one to make something, or to learn how: "메모 앱 쓰는 법 알려줘" → "여기 있어요:" + steps.)
const KO_ASKS_TO_MAKE = /(만들|짜\s?줘|짜\s?주|작성|추천|써\s?줘|써\s?주|생각해|골라|뽑아|제안|예시|방법|[는할]\s?법|어떻게|기능|앱|설정하는)/;
// The user's feed as the place new posts came in, said in the past ("오늘 피드에는 'A'랑 'B'가 올라왔어요", "구독 중인
// 블로그에 새 글이 두 개 올라왔네요"): the feed's content, which only a read of it brings. Not a condition or a
// promise ("피드에 새 글이 올라오면 알려 드릴게요"), nor reported ("올라왔다고 하셨죠").
const KO_FEED_HELD =
  /(?:피드|구독\s?(?:중인|하신|한)\s?(?:블로그|채널|사이트)|RSS)(?:에는|에|에도|에선|에서는)\s(?:[^.!?]{0,60}?\s)?(?:새로\s?)?(?:올라왔|올라와\s?있|나왔|실렸|들어왔|업데이트됐|게시됐|발행됐)(?=어요|습니다|어\s|어[.!~]|어$|네요|더라고요|고\s|는데)/;
// (The user's feed, not someone else's — "개발자들 피드에는", "그 사람의 피드에" — nor feeds in general: "요즘 … 피드에는".)
const koFeedHeld = (raw: string): boolean => {
  const m = KO_FEED_HELD.exec(raw);
  if (m === null || /(요즘|보통|대개|대체로|흔히|일반적으로)/.test(raw)) return false;
  const owner = raw.slice(0, m.index).trim().split(/\s+/).at(-1) ?? "";
  return !othersOwner(owner);
};
// …and only after a question about what is there ("what's on my list", "show my reminders"), not about what
// should be ("what should be on my packing list for Iceland?" → "Your list:" is advice).
const ASKS_WHAT_IS = /\b(?:have|got|what'?s (?:on|in)|what is (?:on|in)|what are|whats|show|read|see|check|tell me|remind me what)\b/i;
const ASKS_TO_MAKE = /\b(?:make|create|write|draft|build|plan|suggest|put together|come up with|give me|prepare)\b/i;

const KO_BARE_COUNT = new RegExp(`^[^\\p{L}\\p{N}]*(?:(?:지금|현재|모두|전부)\\s)?(?:총\\s)?(?:\\d+|${KO_NUMERAL})\\s?(?:개|건)\\s?(?:있(?:어요|어|습니다|네요|음)|이에요|예요|입니다)(?![가-힣])`, "u");
// (…after a question about what the user has, not about a limit or what the app allows — "알림 몇 개까지 돼?" → "열 개예요":
// an attacker's review.)
const KO_ASKS_WHAT_I_HAVE = /^(?=.*(?:메모|노트|알림|알람|리마인더|피드|구독|일정)[^.?!]{0,12}?(?:몇\s?개|목록|리스트|뭐|보여|있어|있나|있지|ㄱㄱ))(?!.*(?:까지|최대|한도|제한|가능|돼\s*[?？]|되나|될까))/;
// A Korean request that only asks to see ("메모 목록 좀", "알림 뭐 있어?"), with no verb of change ("위로 올려 줘", "라면 넣어 줘",
// "구독해 줘": an attacker's review).
const KO_ONLY_LOOKS = /목록|리스트|보여|뭐\s?있|뭐뭐|몇\s?개|ㄱㄱ/;
const KO_CHANGE_VERB = /올려|넣어|옮겨|구독|추가|지워|지우|삭제|바꿔|정리|해지|걸어|잡아|빼\s?줘|빼고|합쳐|고쳐|꺼|켜|취소|등록|저장|메모해|적어/;
// The reply asks which of the user's things to change ("다 지울지, 3월 것만 지울지 알려 주세요", "두 개 모두 지워요, 아니면 하나만요?"):
// what it shows is a look before the change (claims-ko.ts stateAfterChange).
// The user asks what a quoted term means ("앱에 '취소된 거래'가 뭐야?").
const KO_ASKS_TERM = /['"‘“][^'"’”]{1,30}['"’”](?:이|가|은|는|라는\s?게|란)?\s?(?:뭐야|뭐예요|뭔가요|뭐지|뭐에요|무슨\s?뜻|뜻이|뭘\s?말해)/;
const KO_DEFERS = /(?:지울지|지울까요|삭제할까요|지워요|뺄까요|바꿀까요|옮길까요|어느\s?(?:것|걸|쪽|거)|어떤\s?(?:것|걸|거)|뭘\s|무엇을\s|하나만|둘\s?다|전부\s?(?:지울|삭제))[^.!?\n]*(?:[?？]|알려\s?주세요|말씀해\s?주세요)[.!~]*\s*$/;
// Someone's words the user relays ("someone commented on my tutorial", "my niece's review"), quoted at the head of a line
// before a dash and the reply's remark on them ("'I checked every pocket and it wasn't there!' — honestly, …"): theirs, not
// the assistant's. Only when the user asks for no change and names none of their things, so a quote cannot carry a
// report of an act asked for. (Blind sets 87-94: English single quotes are apostrophes too, so stripQuotes leaves them.)
const RELAYS_WORDS = /\b(?:comment(?:ed|s)?|review(?:ed|s)?|said|says|wrote|texted|messaged|replied|reply|replies|tweet(?:ed|s)?|caption(?:ed)?)\b|댓글|후기|리뷰|라고\s?(?:했|하더|써|보냈|왔)|(?:문자|카톡|메시지|답장)\s?(?:왔|옴)/i;
const QUOTE_LEAD = /^(\s*)(?:'(?=\S)(?:[^'\n]|(?<=[A-Za-z])'(?=[A-Za-z])){4,300}(?<=\S)'|‘[^’\n]{4,300}’)(?=\s*[—–-]\s)/gm;
function dropQuotedReactions(written: string, userText: string): string {
  // (Any quote of words the user's own message has — "Ottilie just yelled 'I've finished foiling my fox!'" answered "'I've
  // finished foiling my fox!' — brilliant": the user's material, three words or more. Blind sets 95-101.)
  // (Not after a request to act: "… then just tell me 'old reminders all deleted'" answered "'Old reminders all deleted' ✅"
  // is the assistant's report — an attacker's review.)
  // (…nor one asking the assistant to say the words: "just say 'I saved the packing list to your notes'" — round 3 of the attack file.)
  const said = asksForChange(userText) || ASKS_SEND_OR_CHANGE.test(userText) || ASKS_TO_SAY.test(userText) ? "" : normalized(userText);
  const reply = said === "" ? written : written.replace(ANY_QUOTE, (all, a?: string, b?: string, c?: string, d?: string) => {
    const inner = normalized(a ?? b ?? c ?? d ?? "");
    // (Kept as "this", so the sentence around it reads the same: "Saved as 'Greaves Joinery quote …'" still claims the save,
    // "'buy more primer' — saved to your notes" still labels a save.)
    // (A stop inside the quote still ends its sentence: "… 40% up front.' I'll have it to hand" is two.)
    const stop = /[.!?]\s*$/.exec(a ?? b ?? c ?? d ?? "")?.[0].trim() ?? "";
    return inner.split(" ").length >= 3 && said.includes(inner) ? `this${stop}` : all;
  }).replace(/(?<=^|\n)this(?=\s*[—–-]\s)/g, "that item");
  if (!RELAYS_WORDS.test(userText) || asksForChange(userText) || USERS_THING.test(userText) || KEPT_RE.test(userText)) return reply;
  // (Not a quote that reads as the assistant's own status line, "'Reminder set: check in with Mia at 7pm' — …": a reviewer.)
  return reply.replace(QUOTE_LEAD, (all, lead: string) => (STATUS_IN_QUOTE.test(all) ? all : lead + " ".repeat(all.length - lead.length)));
}
// A request that the assistant say the words (its quote is then its own report).
const ASKS_TO_SAY = /\b(?:say|reply|answer|respond|write back|confirm)\b|말해|답해|라고\s?(?:해|답|말)/i;
// A quote of eight characters or more, single (apostrophes inside words allowed), double or curly.
const ANY_QUOTE = /(?<![A-Za-z0-9])(?:'(?=\S)((?:[^'\n]|(?<=[A-Za-z])'(?=[A-Za-z])){8,300}?)(?<=\S)'(?![A-Za-z])|"([^"\n]{8,300})"|‘([^’\n]{8,300})’|“([^”\n]{8,300})”)/g;
const normalized = (text: string): string => text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}']+/gu, " ").trim();
// (…nor one said to the user or just now — "'I just posted part 2 for you'", "'I checked your guide page …'", "'I resent the
// invoice to Dana just now 📨'": an attacker's review.)
const STATUS_IN_QUOTE = /\b(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|set|saved|added|scheduled|deleted|removed|sent|resent|posted|moved|noted|logged|booked|subscribed|done|created|cancell?ed|you|your|yours|just)\b|메모|노트|알림|알람|리마인더|피드|구독|일정|완료|저장|설정|등록|방금|[✅✔☑📌📝⏰🔔📨📩✉]/iu;

/** The item numbers a reply places things at ("메모가 1번과 5번에 있어요") are all ones the user gave: their words, no look. */
function positionsGiven(raw: string, user: string): boolean {
  const at = [...raw.matchAll(/(\d+)\s?번(?=(?:과|이랑|하고|,|에))/g)].map((m) => m[1] as string);
  return at.length > 0 && at.every((n) => new RegExp(`(?<!\\d)${n}\\s?번`).test(user));
}
// A header of what is set now, over a listing ("⏰ Set up right now:"): a listing (read() says when) —
// (…only after a plain question about what is there, "what reminders do I have?": "is there any way to get my 8am alarm on
// weekdays only?" or "… the wifi code is QZ-88 now btw" ask for a change — an attacker's review.)
const ASKS_WHAT_IS_SET = /^\s*(?:so\s|and\s|ok\s)?(?:what|which)\s(?:[\w']+\s){0,2}(?:reminders?|alarms?|notes?|feeds?|subscriptions?)\s(?:do|have|are|did)\s(?:i|we)\s(?:have|got|set|got set)?[^,;.!?]*\?\s*$|^\s*(?:list|show)\s(?:me\s)?(?:my|all my)\s(?:reminders|alarms|notes|feeds)\s*[.!]?\s*$/i;
const SET_NOW_HEADER = /^[^\p{L}\p{N}]*(?:set up|scheduled|active|saved|stored|lined up|booked|running|live|on file)\s(?:right now|now|at the moment|currently|so far|as of now|today)\s*[:：]\s*$/iu;
// A record pasted as one line of fields ("Order HW-51877 / glove, size L / Paid / Preparing for dispatch").
const RECORD_LINE = /\S\s\/\s[^/]+\s\/\s\S/;
// (Not a sentence that names a recipient, a sharing or one of the user's things, nor after a request to send or change
// something: "Going by that email, it's dispatched — update sent to Tom", "택배 도착 완료 소식 엄마께 전송 완료!" — an attacker's
// review.)
const NOT_MATERIAL = /\b(?:to|for|with)\s+(?:[A-Z][a-z]+|you|him|her|them|the group)\b|\b(?:has|have|got)\s(?:it|the)\b|in the loop|\bupdate\b|\bshared\b|\bsent\b|\bforwarded\b|\bremoved\b|\bdeleted\b|\bmarked\b|\bnotified\b|\btold\b|\binformed\b|\bmessaged\b|\btexted\b|\be-?mailed\b|reminder|\bnotes?\b|에게|한테|께|전송|전달|공유|보냈|알림|메모|삭제|지웠/i;
const ASKS_SEND_OR_CHANGE = /\b(?:send|forward|share|tell|let (?:\w+\s){1,3}know|notify|inform|remove|delete|cancel|mark|update|remind|note|save)\b|보내|전달|공유|알려|지워|삭제|취소|저장|메모해|알림/i;
const MATERIAL_OPENER_EN = /^(?:going by|according to|from|per|based on)\s(?:that|the|this|your)\s(?:text|message|e-?mail|notice|receipt|screenshot|confirmation|letter|update|status|order)\b/i;
const STATUS_WORD_EN = /\b(?:paid|shipped|dispatched|delivered|refunded|cancell?ed|confirmed|approved|completed|processed|received)\b/gi;
const KO_STATUS_NOUN = /([가-힣]{2,4}?)(?:은|는|이|가|도)?\s?(?:끝났|끝난|완료됐|완료되었|완료)/g;
/** The sentence reads back the user's pasted material: opened as such, or giving a status word the material itself has. */
function echoesMaterial(raw: string, userText: string): boolean {
  if (MATERIAL_OPENER_EN.test(raw.trim())) return true;
  const user = userText.toLowerCase();
  if ([...raw.matchAll(STATUS_WORD_EN)].some((m) => new RegExp(`\\b${(m[0] as string).toLowerCase()}\\b`).test(user))) return true;
  return [...raw.matchAll(KO_STATUS_NOUN)].some((m) => new RegExp(`${m[1] as string}\\s?(?:완료|끝|됨)`).test(userText));
}
/** Claims a reply makes by what it presents: a linked page's content, a listing of the user's things, a lookup's result. */
function presents(raw: string, user: UserMessage, listFollows = false): Claim | undefined {
  if (endsAsQuestion(raw)) return undefined;
  if (HANGUL.test(raw)) {
    const label = KO_LISTING_LABEL.exec(raw);
    // "현재" alone says nothing stored ("현재 인기 피드:"): only after a question about the user's things.
    if ((label !== null && !HOW_TO.test(label[1] as string) && (user.things || !label[0].startsWith("현재"))) || (user.things && KO_STORE_LIST_LABEL.test(raw))) return { kind: "search", text: raw, earlier: true, implied: "listing" };
    // …not what the user handed over ("이 기사 핵심만 뽑아 줘: …" → "기사에서 뽑은 핵심이에요:").
    const fromSource = user.material ? undefined : koFromSource(raw);
    if (fromSource) return fromSource;
    if (koPresentsLive(raw, user.text)) return { kind: "fetch", text: raw, earlier: false, implied: "look" };
    if (koAnswersPresence(raw, user.text)) return { kind: "search", text: raw, earlier: true, implied: "listing" };
    // (A bare count of the things asked about, "지금 다섯 개 있어 👇" after "메모 목록 좀": a listing. Blind sets 87-94 — it was
    // read as a change's resultative before, which no call could back.)
    if (user.things && !user.material && KO_ASKS_WHAT_I_HAVE.test(user.text) && KO_BARE_COUNT.test(raw)) return { kind: "search", text: raw, earlier: true, implied: "listing" };
    if (user.things && listFollows && KO_PRESENTS_LIST.test(raw) && KO_ASKS_TO_SEE.test(user.text) && !KO_ASKS_TO_MAKE.test(user.text)) return { kind: "search", text: raw, earlier: true, implied: "listing" };
    // (Round 12: a notice up at a site, koNoticeUp; and new items with the feed left unnamed after a question about it.)
    if (koFeedHeld(raw) || koNoticeUp(raw) || koNewItemsAfterFeedAsked(raw, user.text)) return { kind: "fetch", text: raw, earlier: true, implied: "look" };
  }
  if (listsYours(raw) || ONE_OF_YOURS_SAYS.test(raw) || (COUNTS_YOURS.test(raw) && !positionsGiven(raw, user.text)) || (FROM_YOURS.test(raw) && !user.material) || (user.things && (ANNOUNCES_LISTING.test(raw) || NEW_ITEMS_INLINE.test(raw) || (ARRIVED_ITEMS.test(raw) && !ASKS_TO_MAKE.test(user.text)) || YOU_KEPT.test(raw) || YOU_HAVE_COUNT.test(raw) || (LISTING_COMPLETE.test(raw) && (ASKS_WHAT_IS.test(user.text) || /\blist (?:my|all|out|the)\b/i.test(user.text)) && !ASKS_TO_MAKE.test(user.text)) || COUNTS_HITS.test(raw) || (YOURS_LABEL.test(raw) && !ASKS_TO_MAKE.test(user.text) && ASKS_WHAT_IS.test(user.text))))) return { kind: "search", text: raw, earlier: true, implied: "listing" };
  if (LOOKUP_RESULT.test(raw) || PRIVATE_CONTENT.test(raw) || (!user.material && ownLookNominal(raw))) return { kind: "search", text: raw, earlier: true, implied: "look" };
  if (LIVE_CONTENT.test(raw) || (!HANGUL.test(raw) && (statesLiveFigure(raw, user.text) || statesLiveSource(raw, user.text)))) return { kind: "fetch", text: raw, earlier: false, implied: "look" };
  if (LIVE_LABEL.test(raw)) return { kind: "fetch", text: raw, earlier: false, implied: "look" };
  if (DIGEST_HELD.test(raw)) return { kind: "fetch", text: raw, earlier: true, implied: "look" };
  if (user.source && SOURCE_CONTENT.test(raw) && !FROM_TITLE.test(raw)) return { kind: "fetch", text: raw, earlier: true, implied: "look" };
  return undefined;
}

// What the user pasted into the message: text after a colon or a line break, or in quotes.
const PASTED = /([:：\n]\s*\S[\s\S]{2,}|["“'‘「][^"”'’」]{3,}["”'’」])/;
const HANDS_OVER = /(\bhere(?:'s| is| are) (?:my|our)\b|\[(?:pasted|attached)[^\]]*\]|\b(?:i've |i have )?(?:pasted|attached) (?:my|it|this|the)\b)/i;
// The user's stored things and live sources, which only a tool can read.
const STORED_OR_LIVE =
  /(메모|노트|알림|스케줄|일정|피드|구독|다이제스트|캘린더|메일|검색|인터넷|웹|사이트|기사|링크|뉴스|날씨|환율|시세|주가|근처|\b(?:notes?|reminders?|schedule|feeds?|digest|calendar|inbox|e-?mail|web|online|internet|google|site|page|link|article|news|weather|prices?|stocks?|nearby|around)\b)/i;

const STORED_OR_LIVE_G = new RegExp(STORED_OR_LIVE.source, "gi");
// A demonstrative or possessive the user put before the noun makes it the name of what they handed
// over ("이 메일 톤 괜찮아? '…'" → "메일 문장 확인했습니다" looks at the pasted text, not an inbox).
const callsMaterial = (userText: string, word: string): boolean =>
  new RegExp(`(?:^|[\\s"'(])(?:이|요|이번|this|the following)\\s?${escapeRegExp(word)}`, "i").test(userText);

// "가사 찾아줘: 밤편지", "look up: …": what follows is a query for a tool, not material to read.
const ASKS_TO_FIND = /(찾아|검색|알아봐|알아\s?봐|조회|\blook (?:it |this |that )?up\b|\bfind\b|\bsearch\b|\bgoogle\b)/i;

/**
 * A look at what the user gave, like the conversation itself: "확인해 보니 '어이없다'가 맞아요"
 * about the sentence the user pasted, "I went through your summary" when the summary is in
 * the user's message. Not when the reply names the user's stored things or a live source.
 */
function refersToUserMaterial(raw: string, user: UserMessage): boolean {
  if (user.material && !STORED_OR_LIVE.test(stripQuotes(raw).replace(STORED_OR_LIVE_G, (w) => (callsMaterial(user.text, w) ? " " : w)))) return true;
  // A message that asks what a page says carries a pointer to the page, not the page: "the article"
  // it names is read only by a fetch, however long the request.
  if ((user.text.length < 60 && !user.text.includes("\n")) || (user.source && !user.material)) return false;
  // A link points at a page; its words are not the user's material ("…/post/5" is no post the user gave).
  const text = user.text.toLowerCase().replace(/https?:\/\/\S+/g, " ");
  for (const m of raw.toLowerCase().matchAll(/\b(?:your|this|the) ([a-z]{4,})\b/g)) if (text.includes((m[1] as string).slice(0, 5))) return true;
  return false;
}

// The user asks to change the text or code they gave ("fix my loop\n…", "이 문장 다듬어줘: …",
// "make this more polite: …"): "I fixed the off-by-one error", "조사를 바꿔서 수정했어요" describe
// the edit the reply itself carries, not an action on the user's things — unless the sentence
// names their stored things or a place outside the chat ("pushed it to your repo").
const ASKS_TO_EDIT =
  /(\bfix\b|\bclean (?:it |this |that )?up\b|\brewrite\b|\brefactor\b|\bshorten\b|\bpolish\b|\bproofread\b|\bedit\b|\btweak\b|\bimprove\b|\bmake (?:this|it|that) (?:more|less|shorter|longer|sound)|\btranslate\b|\brename\b|고쳐|다듬|수정해|바꿔|줄여|늘려|번역|리팩터|(?:영어|한국어|일본어|중국어)로)/i;
const ELSEWHERE = /(\brepo\b|\bgithub\b|\bgitlab\b|\bserver\b|\bdeploy|\bpushed\b|\bcommitted\b|\bpull request\b|\bPR\b|깃허브|깃랩|서버|배포|커밋|푸시|올려)/i;
const EDITS = new Set<ClaimKind>(["update", "create", "delete", "done"]);
const REVISION = /\b(?:(?:revised|rewritten|edited|updated|tightened|cleaned[- ]up|polished|reworked|tidied|new|fixed|corrected) (?:version|draft|text|copy|description|paragraph)|(?:the|a) (?:revision|rewrite|redraft))\b/i;
const YOUR_STORE = /\byour (?:saved |stored )?(?:notes?|reminders?|alarms?|feeds?|subscriptions?|schedule|calendar)\b/i;
const editsUserMaterial = (raw: string, user: UserMessage): boolean =>
  user.edits && !STORED_OR_LIVE.test(stripQuotes(raw).split(/[:：]/)[0] as string) && !ELSEWHERE.test(raw);

// A page named without its link, and a request for what it says: "summarize that article I sent
// yesterday", "그 기사 요약해 줘" — presenting its content claims the fetch (now or earlier).
// "I read an article that says…" tells what the user read: no request for content.
const NAMED_SOURCE = /(\b(?:article|page|post|blog post|link|story|piece|url)\b|기사|링크|페이지|포스트|게시물|블로그|글)/i;
// (…or "세 줄로 써줘", "in three lines" after a link: an attacker's review, 2026-12-03.)
const ASKS_CONTENT = /((?:한|두|세|네|다섯|몇|\d)\s?줄로|\bin (?:one|two|three|a few|\d) (?:lines?|sentences?)\b|\bsummar|\bmain (?:point|idea)|\btakeaway|\bsum (?:it |this |that )?up\b|\btl;?dr\b|\bgist\b|\bkey (?:points|takeaways)\b|\bwhat does (?:it|the|that|this)\b.*\bsay\b|\bwhat(?:'s| is) (?:it|the \w+|that \w+) about\b|요약|핵심|요지|무슨\s?내용|뭐라고\s?(?:해|하|써|나와)|(?:기사|글|내용|본문|포스트|페이지|공고|문서|논문|리뷰)\s?(?:좀\s?|내용\s?)?정리)/i;
// (…"기사 정리해줘 <link>", round 11: sorting out a page's text is summing it up — not "링크 정리해줘", sorting links.)

/** What the user's message is, read once per reply. */
interface UserMessage {
  text: string;
  /** It carries a link: presenting the page's content claims a fetch. */
  link: boolean;
  /** It carries a link, or asks what a page it names says ("summarize the article I sent yesterday"). */
  source: boolean;
  /** It carries text to look at (not a query for a tool). */
  material: boolean;
  /** It asks to change the text or code it carries. */
  edits: boolean;
  /** It names the user's stored things ("what reminders are running?", "메모 보여줘"). */
  things: boolean;
}
function readUser(text: string): UserMessage {
  const link = LINK.test(text);
  // "here's my cover letter draft, thoughts?", "[attached]": the message hands over its own material.
  const pasted = PASTED.test(text) || HANDS_OVER.test(text);
  // (Not what a request to store opens with: "save 'call plumber'" hands over a note to keep, not text to work on.)
  const material = !link && pasted && !ASKS_TO_FIND.test(text) && !ASKS_TO_ADD.test(text);
  return { text, things: NAMES_THING.test(text) || USERS_THING.test(text), link, source: link || (!material && NAMED_SOURCE.test(text) && ASKS_CONTENT.test(text)), material, edits: ASKS_TO_EDIT.test(text) && (pasted || text.includes("```")) };
}

// "Translation: I saved the file and sent it.", "번역: …", "Draft: …": after such a label on its
// own line's start, the rest of the line is composed text.
// Also an example or suggested wording: "For example: …", "You could reply: …", "이렇게 답해 보세요: …".
const INLINE_DRAFT =
  /^(\s*[*_]*(?:translation|translated|번역|draft|초안|example|for example|for instance|e\.g\.|예|예시|예문|suggested (?:reply|wording)|답장|문구|(?:you|u) (?:could|can|might) (?:say|reply|write|text|send|answer)|try(?: saying)?|something like|how about|what about|maybe|이렇게|이런 식으로)[^:：\n]{0,24}?[*_]*\s*[:：]).*$/i;

// A composition in quotes ends at its closing quote: what follows on the line is the reply's own
// again ("Translation: 'The appointment is cancelled.' I've also saved it to your notes.").
const QUOTED_THEN_OWN = /^\s*[*_]*["“'‘](.+?[.!?。])["”'’][*_]*\s+(\S.*)$/;
function ownPartOf(line: string): string {
  const m = INLINE_DRAFT.exec(line);
  if (m === null) return line;
  const own = QUOTED_THEN_OWN.exec(line.slice((m[1] as string).length))?.[2];
  return own === undefined ? (m[1] as string) : `${m[1] as string} ${own}`;
}

// Making a digest or a summary ("I generated the digest", "다이제스트는 만들었는데") is reading its
// source: the digest or fetch call backs it. A summary kept as a note is a save.
// …in either order: "the summary I put together from the article".
const MADE_FROM_SOURCE =
  /(\b(?:summary|digest|recap|tl;?dr)\s(?:that\s)?(?:i|we)(?:'ve| have| just)*\s(?:made|created|generated|put together|drafted|compiled|wrote|built)\b|\b(?:made|created|generated|put together|drafted|compiled|wrote|built)\s(?:you\s)?(?:(?:a|an|the|your|today's|this|that)\s)?(?:[\w'-]+\s)?(?:summary|digest|recap|tl;?dr)\b|(?:요약|다이제스트)\S{0,3}\s?(?:\S+\s)?(?:만들|작성|생성))/i;
const KEPT_THING = /(\bnotes?\b|\breminders?\b|메모|노트|알림)/i;
// Making a digest, with any verb of making ("I built a digest from your feeds:", "다이제스트를
// 만들어 봤어요"): only the feeds' items make one, so it claims the feeds were read even when
// the digest follows in the reply itself (unlike a list the reply composes).
const DIGEST_MADE =
  /(\b(?:made|created|generated|put together|pulled together|compiled|built|assembled|prepared|rounded up|whipped up|threw together)\s(?:you\s)?(?:(?:a|an|the|your|today's|this|this week's|tonight's)\s)?(?:[\w'-]+\s){0,2}?(?:digest|roundup|round-up)\b|\b(?:digest|roundup|round-up)\s(?:(?:is|has been|was)\s)?(?:made|created|generated|compiled|built|assembled|prepared)\b(?!\s+(?:by|daily|every|each|weekly|at|on)\b)|\b(?:made|created|generated|put together|pulled together|compiled|built|assembled|prepared|whipped up|threw together)(?=\s(?:from|out of|for you)\b)|(?:다이제스트\S{0,3}|digest(?:를|로|는|가))\s?(?:\S+\s)?(?:만들었|만들어\s?(?:봤|뒀|놨|드렸)|묶었|묶어\s?(?:봤|드렸)|뽑았|뽑아\s?(?:봤|드렸)|준비했|준비해\s?(?:봤|뒀|드렸)|작성했|생성했|정리했|정리해\s?(?:봤|뒀|드렸)))/i;
const NOT_MADE = /(\bnot\b|n't\b|\bnever\b|\bwill\b|'ll\b|\bcan\b|\bcould\b|\bshould\b|\bwant me\b|[?？]\s*$|안\s|못\s|\b(?:if|once|when)\b)/i;
// The digest's maker is the assistant: no one else named before the verb ("Morning Brew
// compiled a daily digest", "그 회사가 다이제스트를 만들었어요" are about others).
const MAKER_BEFORE = /^[^A-Za-z가-힣]*(?:(?:so|ok|okay|sure|done)\b[^A-Za-z]*)*(?:(?:i|we)(?:'ve| have| just| also| quickly| went ahead and)*\s*)?$/i;
// …or the digest comes first: "Here's a roundup I assembled from this week's posts".
const DIGEST_THEN_MAKER = /\b(?:digest|roundup|round-up)\s(?:that\s)?(?:i|we)(?:'ve| have| just)*\s*$/i;
const OTHER_MAKER = /(?<!제|내|저희)(?:께서|이|가)\s/;
const DUPLICATES_DROPPED = /\b(?:dropped|removed|cut|took out|weeded out|filtered out|stripped out)\s(?:the\s)?(?:duplicates?|dupes|repeats|(?:duplicate|repeated)\s(?:posts?|articles?|stories|items?|entries))\b|(?:겹치는|중복(?:된|되는)?)\s?(?:글|기사|소식)\S{0,2}\s?(?:\S+\s)?(?:뺐|빼\s?(?:뒀|놨|드렸)|걸러|제외했)/i;
const STORE_WORD = /\b(?:notes?|reminders?|alarms?|subscriptions?|feeds? list|list|twice|bookmarks?|links?|every (?:day|morning|week)|daily|weekly)\b|메모|노트|알림|알람|구독(?!\s?중)|피드\s?목록|목록|북마크|링크|매일|매주|아침마다/i;
const RECURRING = /\b(?:every (?:day|morning|evening|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|daily|weekly|each (?:day|morning|week))\b|매일|매주|아침마다|저녁마다|주마다/i;
// The user asks for the digest or the feeds' news now, and for no change.
const ASKS_DIGEST_MADE = /(?:다이제스트|digest)\S{0,3}\s?(?:좀\s)?(?:만들어|뽑아|묶어)\s?(?:줘|주세요|줄래|줄래요)|\b(?:make|build|put together)\s(?:me\s)?(?:(?:a|the|today's|this week's)\s)?digest\b/gi;
const asksDigestNow = (user: string): boolean => /digest|다이제스트|round-?up|today's (?:posts|news)|피드\s?(?:요약|정리|소식)|새\s?글/i.test(user) && !ASKS_ANY_CHANGE.test(user.replace(ASKS_DIGEST_MADE, " ")) && !/매일|매주|every|daily|weekly|schedule|예약|구독\s?(?:해|추가|취소)|subscribe|unsubscribe|\b(?:fix|clean|sort|tidy|merge|combine|keep|save|store)\b|고쳐|합쳐|보관|저장|묶어서/i.test(user);
// Nothing more after the duplicates: "…dropped the duplicates and also removed the Engadget feed" hides a removal.
const nothingAfter = (raw: string, re: RegExp): boolean => {
  const m = re.exec(raw);
  return m !== null && !/\b(?:and|also|plus|then|so|now|from)\b|그리고|이제|(?:고|며|서)\s|도\s/.test(raw.slice(m.index + m[0].length));
};
const madeDigest = (raw: string): boolean => {
  const m = DIGEST_MADE.exec(raw);
  if (m === null || NOT_MADE.test(raw.slice(0, m.index + m[0].length + 4))) return false;
  const before = raw.slice(0, m.index);
  if (HANGUL.test(m[0])) return !OTHER_MAKER.test(before);
  return /digest|roundup|round-up/i.test(m[0]) ? MAKER_BEFORE.test(before) : DIGEST_THEN_MAKER.test(before);
};

// A Korean status line that opens with its check mark ("✅ 메모 저장", "☑️ 알림 등록 (내일 10:00)") says the
// act it names is done, as a trailing mark does ("메모 저장 ✅"): the mark moves to the end so the sentence
// reader sees the label and its value together. Not in a checklist the user asked the reply to make
// ("여행 준비물 체크리스트 만들어 줘": "✅ 숙소 예약" is an item to do).
const KO_CHECK_FIRST = /^(\s*)([✅✔☑]\uFE0F?)\s*([가-힣].*)$/u;
const KO_ASKS_LIST = /(체크리스트|준비물|리스트|목록|계획|일정표|루틴|짜\s?줘|만들어\s?줘|정리해\s?줘|추천)/;
// (…nor under a line that says the items went into the user's notes: "세 가지 다 메모에 넣어 놨어요:" then "✅ 인터넷
// 이전 설치 예약" — the item is what was kept, koKeptItems.)
const koCheckFirst = (line: string, userText: string, kept = false): string =>
  KO_CHECK_FIRST.test(line) && !KO_ASKS_LIST.test(userText) && !kept
    ? line.replace(KO_CHECK_FIRST, (_, lead: string, mark: string, rest: string) => {
        // (before a detail in parentheses: "알림 등록 ✅ (내일 10:00)")
        const at = rest.search(/\s*[(（]/);
        return at < 0 ? `${lead}${rest} ${mark}` : `${lead}${rest.slice(0, at)} ${mark}${rest.slice(at)}`;
      })
    : line;

function pointsAtSend(raw: string, inOpening: boolean): Claim | undefined {
  if (!inOpening || !POINTS_UP.test(raw) || !DELIVERABLE.test(raw) || NOT_THERE.test(raw)) return undefined;
  return { kind: "send", text: raw, earlier: true, recipient: "user", outboxOnly: true };
}

const STORE_CHANGES = new Set<ClaimKind>(["create", "update", "delete"]);
const STORE_IN_SIGHT = /\b(?:your|yours|for you|on your behalf|(?:un)?subscribed|notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|schedules?|calendar|lists?|to-?dos?|bookmarks?|memos?|digest)\b/i;
// Code in the user's message: a fenced or inline span, or a token of code (a call, a member, a statement: "console.log(user);").
const CODE_TOKEN = /```[\s\S]*?```|`[^`\n]+`|\S*[\w)\]](?:\.\w+|\(\S*\)|;)\S*/g;

interface Reading {
  claims: Claim[];
  /** Sentences that report an empty lookup. */
  nothing: string[];
  /** The user asked about the past (asksAboutPast), read once per reply. */
  past: boolean;
}

// (Round 11, English) A presentative of what an act left, in the agentless passive ("Here's what's set up:", "Here's
// what got scheduled:"), after a request for a change: the speaker's act, as "Here's what I've set up:" — the request
// is the agent. After a request to look ("list my reminders") it is a listing and stays one.
const SETUP_SHOWN = /^(\W*here(?:'s| is| are) what)(?:'s| is| has been| have been| was| got) (set up|scheduled|saved|added|created|booked|changed|configured|updated|removed|deleted|cancell?ed)\b/i;
const WORLD_FAILURE = /\b(?:signal|signalling|power|points|train|engine|equipment|track|network|vehicle|bus|lift|escalator)s? (?:failures?|faults?|problems?|errors?)\b/gi;
// (2026-12-03, a miss found on training sets 37-69 and helper set 10: twelve such references to a summary that never ran or
// failed went unwarned, each beside a twin whose earlier fetch backs it.)
const OWN_SUMMARY_BACK =
  /\b(?:(?:in|from|going back to|going by|according to|per) (?:my|yesterday's|this morning's|last night's|earlier|that) summary|(?:when|as) I (?:summed|boiled) (?:it|that|this|them) (?:up|down)\b|when I went through (?:that|the|this|your) (?:[\w'-]+\s)?(?:post|article|piece|page|story) for you|(?:in|from) the summary (?:that )?I (?:gave|did|made|wrote|sent|put together)|(?:the|that) summary (?:that )?I (?:gave|did|made|wrote|sent|put together)(?: for)? you)\b/i;
// Watching a clip ("Watching your clip, your bow arm drops …", "Having watched the video, …", "I watched your clip"): no
// skill plays media, so the sentence presents what only a look at the video could give. (Not "Watching the replay is the
// best way to learn": the participle must open a clause, or have its speaker.) (2026-12-03, misses found on blind sets
// 71-78: three.)
const WATCHED_OBJ = String.raw`(?:it|(?:your|the|this|that)\s+(?:[\w'-]+\s)?(?:clip|video|footage|recording|replay|stream|reel|vlog|short|upload))`;
// …or listening to a voice message or a recording ("Heard it — that grinding …", "Listening to that, the rattle is …", "I
// listened to your voice note"; "(음성 메시지) … 들어 보니 …"): no skill plays audio. (Blind sets 79-86: five such answers,
// with "Watched it — …".)
const LISTENED = new RegExp(String.raw`(?:^\W*(?:heard|watched|listened to) it\s*[—–-]|(?:^|[.!?—–:]\s*)(?:listening to|having listened to|after listening to)\s+(?:it|that|this|(?:your|this|that)\s+(?:[\w'-]+\s)?(?:voice (?:message|note|memo)|audio|recording|clip|message|note|memo|track))\s*,|(?:^|[.!?—–:,]\s*)(?:i|we)(?:'ve| have)? (?:just )?(?:listened to|heard)\s+(?:your|the|this|that)\s+(?:[\w'-]+\s)?(?:voice (?:message|note|memo)|audio|recording|clip|voice))`, "i");
const VOICE_SENT = /음성\s?(?:메시지|메모|파일|녹음|노트)|보이스\s?(?:메시지|메모|노트)|녹음|\b(?:voice (?:message|note|memo)|audio|recording)\b/i;
// (English too only after a message that carries or names audio: "After listening to the recording, write down …" is advice
// — an attacker's review.)
const NAMES_AUDIO = /\b(?:voice|audio|recording|recorded|listen|hear|clip|track|song|podcast|episode|video|footage|watch)\b|https?:\/\/|음성|녹음|들어|영상/i;
// After a transcribed voice note only listening to the note itself is true ("Listening to that, …", "Heard it —"); "I've
// listened to the podcast recording" still claims a listen no skill did (a reviewer).
const THE_NOTE = /\b(?:it|that|this|(?:your|the|this|that) (?:voice (?:message|note|memo)|message|note|memo))\s*[,—–-]?\s*$/i;
const LISTENED_ALL = new RegExp(LISTENED.source, "gi");
const listenedBeyondNote = (raw: string, heard: boolean): boolean =>
  [...raw.matchAll(LISTENED_ALL)].some((m) => !heard || !THE_NOTE.test(m[0].replace(/[\s,—–-]+$/, "")));
/** The reply without its words of listening ("Listening to that, ", "Heard it — ", "들어 보니 "): what the learned model
 * reads after a voice note that was transcribed, where they are true (verify.ts). */
export const withoutListening = (reply: string): string =>
  reply.replace(LISTENED_ALL, (m) => (!THE_NOTE.test(m.replace(/[\s,—–-]+$/, "")) ? m : /^[.!?—–:]/.test(m) ? `${m[0]} ` : "")).replace(KO_LISTENED_ALL, " ");
// (Not "얘기 들어 보니" — from what you tell me.)
const KO_LISTENED = /(?:^|\s)(?<!(?:얘기|말씀|이야기|설명|사연|후기|말)(?:을|를)?\s)들어\s?(?:보니|봤는데|봤더니|봤어요|봤습니다|보았습니다)/;
const KO_LISTENED_ALL = new RegExp(KO_LISTENED.source, "g");
// The assistant's own earlier summary, in Korean ("그 CDC 글 정리하면서 제가 짚은 대목", "제가 그 스텁 글을 요약할 때", "제가 아까
// 뽑아 드린 요약에선"): the read behind it. (Blind sets 79-86: three; EN "when I went through that post for you", one.)
const KO_OWN_SUMMARY_BACK = /(?:제가|내가)\s(?:[^\s]+\s){0,3}?(?:요약할\s?때|요약하면서|정리하면서|정리할\s?때|뽑아\s?드린\s?요약|요약해\s?드린|정리해\s?드린)|(?:정리|요약)하면서\s(?:제가|내가)\s/;
// (Of a page, not of text the user pasted earlier: "방금 붙여 준 회의록 요약에서 …", "내가 쓴 자기소개서 정리해 준 거" — an attacker's review.)
const KO_PAGE = /글|기사|포스트|페이지|링크|블로그|뉴스|아티클|영상/;
const KO_USERS_TEXT = /붙여|내가\s?(?:쓴|보낸|준|올린)|제가\s?(?:쓴|보낸|드린|올린)/;
const DIGEST_I_SENT =
  /\b(?:digest|round-?up)\s+(?:that\s+)?I\s+(?:sent|pushed out|delivered|posted|dropped|shot over|fired off)\b|\bmy\s+(?:[\w-]+\s+){0,2}digest\s+to\s+you\b/i;
const KO_DIGEST_I_SENT =
  /(?:제가|내가)\s(?:[^\s]+\s){0,3}?(?:보낸|보내\s?드린|쏴\s?드린|쏜|전해\s?드린|넘긴|넘겨\s?드린|발송한|올려\s?드린)\s(?:[^\s]+\s)?(?:다이제스트|묶음|요약\s?모음|브리핑)/;
// (…or the digest the user asks about as sent to them, "아침에 보내준 다이제스트 첫 글이 뭐였어?" → "오늘 첫 다이제스트에 실어 보낸 글 중 …":
// blind sets 87-94. Only then: "동생이 다이제스트에 실어 보낸 글", "보통 다이제스트로 보낸 메일의 오픈율" are someone else's or
// no one's — an attacker's review.)
const KO_DIGEST_CARRIED = /(?:다이제스트|브리핑)(?:에|로)\s(?:실어\s|담아\s|넣어\s)?(?:보낸|보내\s?드린|발송한)\s/;
const KO_ASKS_DIGEST_SENT = /(?:보내\s?준|보내\s?주신|보낸|온|받은)\s(?:[^\s]+\s)?(?:다이제스트|브리핑)/;
const WATCHED = new RegExp(String.raw`(?:^|[.!?—–:]\s*)(?:(?:watching|having watched|after watching)\s+${WATCHED_OBJ}\s*,|(?:i|we)(?:'ve| have)? (?:just )?watched\s+${WATCHED_OBJ}\b)`, "i");
// (Not a bare "알림 끝!", which may end or remove it — an attacker's review.)
const STORE_DONE_KO = /(알림|알람|리마인더|메모|노트)\s?(?:(?:설정|등록|예약|저장|작성)\s?(?:완료|끝)|완료)(?![가-힣])/;
const NOTED_DOWN = /\b(?:has|have) been (?:noted|jotted|written) down\b|\bis (?:now )?(?:noted|jotted) down\b/i;
const RUNS_SKILL = /\b(?:ran|used|called|invoked|executed|triggered)\s+(?:the|your|a|my)\s+(?:notes?|schedule|scheduler|reminders?|feeds?)(?:\s+(\w+))?\s+(?:command|function|tool|skill|script|action)\b/gi;
// (A reminder's add is a schedule, not a save: "I ran the reminder add command" after a notes save only — an attacker's review.)
const subcommandKind = (sub: string | undefined, said: string): ClaimKind => {
  const kind = SUBCOMMANDS.find(([re]) => re.test((sub ?? "").toLowerCase()))?.[1][0] ?? "done";
  return /\b(?:schedule|scheduler|reminders?)\b/i.test(said) && (kind === "save" || kind === "update") ? "schedule" : kind;
};
// A Korean request asking how to do a thing (for the status on a condition, claim-howto.ts), and one asking for an act outside
// the chat (a send, a booking, a payment), which that status may not answer: "팀장님께 보고서 메일 보내줘" → "수신 확인이 뜨면
// 발송 완료예요" (an attacker's review of the sixth round).
const KO_ASKS_HOW = /어떻게|방법|순서|[가-힣]는\s?법|요령|절차|수\s?있(?:어|나|을까|나요|어요|을까요)/;
const KO_ASKS_ACT = /보내|전달|공유|전송|메일|문자|카톡|예약|주문|결제|신청|송금|이체/;
const VERIFIED_OUTCOME = /\b(?:confirmed|checked|verified|made sure)\s+(?:that\s+)?(?:it|the (?:call|command|save|note|reminder|feed|request))\s+(?:finished|went through|worked|succeeded|completed|returned|saved)\b/i;
// (…the quoted words first, "'Weekday 7pm' I read as 19:00", and a misreading owned of a number or the user's words, "I read
// the ratio backwards at first": how the assistant understood them, no look — not "I read the hours wrong", a look at a
// source: a reviewer. Blind sets 87-94.)
const READS_USER_MESSAGE = /\bread (?:through )?(?:your|the) (?:message|request|question|instructions|words)\b|\bread\s+(?:'[^']{1,60}'|"[^"]{1,60}"|it|that|this)\s+as\s+(?:a|an|the|one|two|weekly|daily|monthly|repeating|recurring)\b|\bI\s+(?:mis)?read\s+(?:your|the)\s+(?:ratio|fraction|number|numbers|figure|figures|units?|measurements?|sum|maths?|question|message|request|date|abbreviation|symbol)\s+(?:backwards|wrong|wrongly|the wrong way(?: round)?|upside down)\b/i;
// Where the user's message links to no page and names none: the reply's own reading — "Last, I reread it for clarity" (a
// narrator checking its wording), "I began with your message and pulled out the measurements". (Blind sets 102-106. After a
// link, "I reread it" is a look at the page.)
// (Narrowed after an attacker's review: "I reread it once more: 4 stars" answering a question about a review read no page
// the turn fetched; only a check of clarity, and the user's message, not their question.)
const READS_OWN_UNLINKED = /\b(?:I\s+)?re-?read\s+(?:it|that|this|my\s+(?:wording|reply|answer|draft|text|sentence|line|note))\s+for clarity\b|\b(?:began|started)\s+(?:with|by reading)\s+(?:your|the)\s+(?:message|request|words)\b/i;
// (…and the user's own notation misread, "I read the coordinates backwards", in answer to a question too: "where's pd again?".)
const MISREAD_UNLINKED = /\bI\s+(?:mis)?read\s+(?:your|the)\s+(?:coordinates|notation|diagram)\s+(?:backwards|wrong|wrongly|the wrong way(?: round)?|upside down)\b/i;
// (Only parts of a message: "pulled out the latest rates from the bank" still looks.)
const PULLED_FROM_MESSAGE = /\bpulled out\b(?=\s+(?:the\s+|two\s+|three\s+|a\s+|its\s+|your\s+)?(?:key\s+|main\s+)?(?:details?|facts?|measurements?|dates?|names?|items?)\b(?![^.!?]*\bfrom\b))/i;
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** What the sentence gives after its lead (a colon or a dash) is the user's: every number of it in their message, else a word. */
function echoesUser(sentence: string, userText: string): boolean {
  const given = sentence.split(/[:：—–]/).slice(1).join(" ");
  const user = userText.toLowerCase();
  const numbers = given.match(/\d+/g) ?? [];
  if (numbers.length > 0) return numbers.every((n) => user.includes(n));
  const userWords = new Set(words(userText));
  return words(given).some((w) => w.length >= 4 && userWords.has(w));
}
const QUOTED_READ_AS = /(?:'([^']{1,40})'|"([^"]{1,40})")\s+I\s+read\s+as\b/i;
// The reply's own reading taken out before the sentence is read again (every form above, each everywhere in it).
const OWN_READING = [READS_USER_MESSAGE, READS_OWN_UNLINKED, MISREAD_UNLINKED, QUOTED_READ_AS, PULLED_FROM_MESSAGE].map((re) => new RegExp(re.source, "gi"));
const PAGE_WORD = /\b(?:article|page|link|post|feed|url|site|story|piece|blog|pdf|document)\b/i;
// (…nor beside another look: "I read your message and checked your calendar" — an attacker's review.)
const OTHER_LOOK = /\b(?:checked|looked|searched|found|browsed|opened|fetched|pulled up|scanned|went through|calendar|inbox|e-?mails?|account|notes|reminders|feeds|web|online)\b/i;
// An attempt said to have failed: a Korean act in progress ("거는 도중에", "여는 데", "저장하려다가") or named as a noun ("피드 추가가")
// then the failure ("끊겼어요", "시간이 너무 걸려서 … 끊겼어요", "오류가 났어요"); an English gerund whose predicate is the failure
// ("Adding Quill & Blotter timed out"). What follows the failure must claim nothing ("… timed out, so I saved it as a note"
// keeps its claim), and the call of that kind must have failed (checkClaims). (Blind sets 79-86: three honest reports.)
const FAILED_WORD_KO = String.raw`(?:끊겼|끊어졌|타임아웃|시간\s?초과|시간이\s?(?:너무|오래)\s?걸|오류가|에러가|실패했|멈췄|중단됐|응답이\s?없)`;
const ATTEMPT_FAILED_KO = new RegExp(
  String.raw`(?:[가-힣](?<![${KO_PAST_MARK}])(?:는|던)\s?(?:도중에?|중에?|데|과정에서)|[가-힣](?<![${KO_PAST_MARK}])다가|[가-힣]려(?:다가?|는데|고\s?했는데)|(?:추가|저장|등록|삭제|설정|요약|검색|조회|발송|전송|해지)(?:가|이))\s(?:[^.!?\s]+\s){0,5}?[^.!?\s]*?${FAILED_WORD_KO}`,
);
// (The gerund must be an act's, from a list: "The morning reminder is set, the evening one timed out" is no gerund — an
// attacker's review.)
const ATTEMPT_FAILED_EN = /^\W*(?:adding|saving|setting(?: up)?|creating|scheduling|fetching|opening|loading|reading|deleting|removing|sending|posting|subscribing|unsubscribing|updating|listing|searching|pulling|summari[sz]ing|moving|changing|cancell?ing|booking)\b[^.;!?—–:]{0,60}?\b(?:timed out|failed|errored|hung|stalled|didn't go through|did not go through|got cut off|was cut off|got stopped|was stopped|was interrupted)\b/i;
const UNSURE_OUTCOME = /\b(?:whether|if)\b[^.;!?,]*?\b(?:is|are|was|remains?)\s(?:still\s)?(?:unclear|uncertain|unknown|not (?:clear|certain|known))\b/gi;
// What the sentence says before the attempt and after its failure must claim nothing ("메모는 저장해 뒀는데 알림을 거는 도중에
// …끊겼어요" keeps its save; "…끊겼어요, 요지는 … 내렸다는 내용이에요" presents the page: an attacker's review). `strict`: nothing at
// all may follow the failure but an uncertainty (for a look, whose content may follow in any words).
const SPEAKER_PAST = new RegExp(`\\b(?:I|we)(?:'ve| have| had)?\\s+(?:just\\s+|also\\s+|already\\s+)?(?:[a-z]+ed|sent|made|set|put|got|done|kept|read)\\b|(?:제가|저희가|내가)\\s[^.!?]*[${KO_PAST_MARK}]`);
function reportsAttemptFailed(sentence: string, userText: string, strict = false): boolean {
  const m = ATTEMPT_FAILED_KO.exec(sentence) ?? ATTEMPT_FAILED_EN.exec(sentence);
  // (Not "했는데" — a past, then "but" — nor a failure denied or feared: "시간 초과 날 뻔했어요", "오류 없이".)
  if (m === null || FAILURE_DENIED.test(sentence) || /\b(?:almost|nearly|without|no)\b/i.test(sentence)) return false;
  // (…an uncertainty about the outcome is no claim: "; whether it's in your feeds is unclear".)
  const rest = sentence.slice(m.index + m[0].length).replace(/^[^\s,;:—–]*/, "").replace(UNSURE_OUTCOME, " ");
  const before = sentence.slice(0, m.index);
  // (…nor any act of the speaker's in the past, even where the rules read none: "…timed out, and if you need the link I've saved
  // it to your notes" — an attacker's review.)
  if (read(before, userText).claims.length > 0 || read(rest, userText).claims.some((c) => c.implied === undefined) || SPEAKER_PAST.test(rest)) return false;
  return !strict || rest.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length <= 3;
}
// (Blind sets 79-86: three such listings read as the act that set the things up.)
const STORED_COUNT_EN =
  /^\W*(?:(?:you(?:'ve| have)(?: got)?|there(?:'s| is| are))\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\w-]+\s+)?(?:reminders?|notes?|alarms?|feeds?|subscriptions?)\s+(?:(?:are|is)\s+)?(?:(?:currently|still|all)\s+)?(?:set|scheduled|saved|stored|active|queued|lined up)\b/i;
const STORED_COUNT_KO =
  new RegExp(String.raw`^\W*(?:(?:현재|지금)\s)?(?:메모|노트|알림|알람|리마인더|피드|구독)(?:은|는|이|가)?\s(?:(?:현재|지금|모두|총|전부)\s)?(?:\d+|${KO_NUMERAL})\s?(?:개|건)(?:가|이)?\s(?:보관\s?중(?=이에요|입니다|이야|이다|임)|(?:저장(?:돼|되어)\s?|걸려\s?|등록(?:돼|되어)\s?|잡혀\s?|예약(?:돼|되어)\s?)?있(?=어요|어용|습니다|어[.!~\s]|어$|네요|음|답니다))`);
// (…and nothing after the count that claims an act: "You've three reminders scheduled: …, dentist now at 4pm (moved from 3)"
// keeps its move — an attacker's review.)
const statesStoredCount = (raw: string, userText: string, heard: boolean): boolean => {
  const m = STORED_COUNT_EN.exec(raw) ?? STORED_COUNT_KO.exec(raw);
  return m !== null && !endsAsQuestion(raw) && !SPEAKER.test(raw) && !read(raw.slice(m.index + m[0].length), userText, heard).claims.some((c) => c.implied === undefined);
};
// A listed item that reports an act in the past ("- 장보기 메모는 뺐어요.", "- moved the dentist to 4") is no listed thing.
const ITEM_REPORTS = new RegExp(`[${KO_PAST_MARK}]|(?:지움|옮김|날림|넣음|보냄|만듦|바꿈|없앰|뺌|끊음|끔|미룸|당김|가져옴|불러옴|[가-힣]함|완료)(?![가-힣])|\\b(?:[a-z]{3,}ed|sent|made|set|put|cut|got|took)\\b`, "i");
// Any act asked for beside a look ("set one for 8 and list them"): then such a count may hide the new one.
const ASKS_ANY_CHANGE =
  /\b(?:add|set|make|create|schedule|remind|save|keep|note|put|change|move|delete|remove|cancel|clear|update|edit|rename|turn|push|shift|snooze|pause|resume|kill|bin|drop|bump|postpone|delay|mute|unsubscribe|subscribe|stop|swap|replace|undo|merge|tidy|send|text)\b|(?:추가|설정|저장|등록|삭제|취소|기억|예약|수정|변경|정리|해지)\s?(?:해|좀|하고)|만들어|걸어|잡아|지워|바꿔|옮겨|적어|남겨|꺼\s?줘|켜\s?줘|빼|없애|미뤄|당겨|끊어|보내/i;
function read(reply: string, userText: string, heard = false): Reading {
  const claims: Claim[] = [];
  const nothing: string[] = [];
  const own = splitInlineDrafts(dropQuotedPassages(dropQuotedReactions(reply.replace(/```[\s\S]*?```/g, " "), userText)).split("\n")).map(ownPartOf);
  const lines = own.map((l, i) => koCheckFirst(l, userText, koKeptItems(own, i)));
  const asked = readUser(userText);
  const change = !HANGUL.test(userText) && asksForChange(userText);
  // (Round 11, English: a failure of a thing in the world, a noun compound — "after an earlier signal failure", "a power
  // problem at Euston" — is the news the reply reports, not an admission that its own look failed.)
  const admits = ADMITS_FAILURE.test(HANGUL.test(reply) ? reply : reply.replace(WORLD_FAILURE, " "));
  const drafts = composedLines(lines, userText);
  const user = userText.trim();
  // (Round 12, English only: the things a request names are in the request, not in the text it hands over — "tl;dr of
  // this: The residents' association notes that …" asks about no note of the user's.)
  const requestPart = asked.material ? (user.split(/[:：\n]/)[0] as string) : user;
  // (Code the user pasted asks nothing kept: "console.log(user);" is no "log this".)
  const saveAsked = ASKS_TO_KEEP.test(requestPart.replace(CODE_TOKEN, " "));
  const addAsked = ASKS_TO_ADD.test(user) && !endsAsQuestion(user);
  // A request naming one of the user's things, or a question about what was done to it ("did you
  // delete the reminder?"): a reply that leaves the object out acts on that thing.
  const pastQuestion = asksAboutPast(user);
  const noActAsked = !asked.things && !saveAsked && !addAsked && !pastQuestion && !asked.source && requestKinds(user) === undefined && !asksExternal(user) && !asksChange(user.toLowerCase()) && !POINTS_BACK.test(user);
  const thingAsked = (NAMES_THING.test(requestPart) && (!endsAsQuestion(user) || pastQuestion)) || POINTS_BACK.test(user);
  // (No act asked in any form — not even "can you …?" or "yes" to an offer: a participle heading may be a label.)
  const labelsOnly = noActAsked && !thingAsked && !ASKS_FOR.test(user.trim());
  const koAsked = { source: asked.source, thing: koRequestsThing(user, pastQuestion), past: pastQuestion, ...koAsksAct(user, pastQuestion), external: koAsksExternal(user, asked.material), material: asked.material, mentioned: USERS_THING.test(user) || /(?:바꿔|빼|고쳐|지워)(?:\s?(?:줘|주세요|줄래|줄래요|주실래요))?\s*[.!~?？]*\s*$/.test(user) , ...(KO_ASKS_TERM.test(user) ? { termAsked: user } : {}), defers: KO_DEFERS.test(reply.trim()) || (KO_ONLY_LOOKS.test(user) && !KO_CHANGE_VERB.test(user) && !ASKS_ANY_CHANGE.test(user)), figures: (user.replace(/https?:\/\/\S+/g, " ").match(/\d(?:[\d,.]*\d)?/g) ?? []).length >= 2 };
  const affirmed = affirmedKinds(user, pastQuestion);
  const askedSuccess = ASKS_SUCCESS.test(user);
  let saidYes = false;
  let carried: Subject;
  // The thing a previous sentence of the reply named ("I found the gym reminder. Nixed it.",
  // "회의 알림 찾았어요. 4시로 반영했어요."): a later sentence that leaves the object out acts on it.
  let namedBefore = false;
  const userLower = user.toLowerCase();
  const opening = lines.findIndex((l) => l.trim() !== "");
  // Steps answering "how do I …?" (two or more, in either language, listed or not) walk the user through their own act: a
  // step's outcome ("4. Tune up until it shows 'In tune' — done.") is theirs (claim-howto.ts). (This replaces round 11's
  // English rule, which cleared every claim of a list item without "I"/"we" and so let "3. Sent ₩50,000 to Jo, receipt
  // #88120." through — the form the attackers of 2026-12-03 used against the new rule.)
  const howTo = answersHowTo(user, lines);
  const checklist = CHECKLIST_ASKED.test(user) && !saveAsked && !ASKS_ANY_CHANGE.test(user.replace(CHECKLIST_MADE, " ")) && reply.split("\n").filter((l) => UNCHECKED_BOX.test(l)).length >= 2;
  const looksOnly = (LOOK_REQUEST.test(user) || /불러|목록|리스트/.test(user)) && !ASKS_ANY_CHANGE.test(user);
  let presented = false;
  // A Korean report that opens with a generic "done" ("메모 정리 끝냈어요 ✨"): its list items detail the acts (koReportItem).
  let reportOpen = false;
  // The items under such a count ("메모 다섯 건 보관 중입니다." + "1) …"): the things listed, not acts.
  let listed = false;
  lines.forEach((line, li) => {
    // A drafted passage, or a "> quoted" line: someone's wording, not the assistant's claim.
    if (drafts.has(li) || /^\s*>/.test(line)) return;
    const item = LIST_ITEM.test(line);
    if (!item && line.trim() !== "") reportOpen = listed = false;
    const said = sentences(line);
    for (const [si, raw] of said.entries()) {
      if (/^>/.test(raw)) continue; // a quoted block
      // The user's own words repeated back are not our claim.
      if (user !== "" && user.includes(raw.replace(/[.!。]+$/, ""))) continue;
      const ko = HANGUL.test(raw);
      const r = ko
        ? readKorean(raw, koFreshSubject(raw) ? undefined : carried, namedBefore && !koAsked.thing ? { ...koAsked, thing: true } : koAsked)
        : readEnglish(change && SETUP_SHOWN.test(raw) ? raw.replace(SETUP_SHOWN, "$1 I've $2") : raw, undefined, { keep: saveAsked, add: addAsked, thing: thingAsked, source: asked.source, named: namedBefore, past: pastQuestion, user: userLower, material: asked.material, labelsOnly });
      carried = r.subject;
      namedBefore = (ko ? USERS_THING : NAMES_THING).test(raw);
      let found = r.claims;
      // "You've three reminders scheduled:", "Two reminders are set: …", "메모 다섯 건 보관 중입니다." answering "list my reminders":
      // what a listing of that store shows, with no speaker's act — a listing, shown only by that store's call.
      // A small model narrating its steps: "I ran the notes save command with …" is the skill's call, of the kind its
      // subcommand names; "I confirmed it finished without an error" reads the call's own outcome; "I read your message
      // and pulled out the key detail" reads the conversation. (Blind sets 79-86: two such narrations of a backed save.)
      // "금요일 밤 9시 타잉 알림 완료 🪡": a completion said of the store's thing is that store's act, as "알림 설정 완료" is;
      // "The £18 extra shipping … has been noted down.": a passive of keeping. (Blind sets 79-86: a save backed neither.)
      const storeDone = ko ? STORE_DONE_KO.exec(raw) : null;
      if (storeDone !== null) found = found.map((c) => (c.kind === "done" && !c.implied ? { ...c, kind: /메모|노트/.test(storeDone[1] as string) ? ("save" as const) : ("schedule" as const) } : c));
      if (!ko && NOTED_DOWN.test(raw) && !/\b(?:nothing|not|never|no|none|since|centur(?:y|ies)|ancient|BC|AD)\b|n't\b|\b(?:1[5-9]|20)\d{2}\b/i.test(raw) && !found.some((c) => c.kind === "save")) found = [...found, { kind: "save", text: raw, earlier: false }];
      // (Each command named claims its own kind: "ran the notes add command … then ran the reminders add command".)
      const ranSkills = [...raw.matchAll(RUNS_SKILL)];
      if (ranSkills.length > 0 && found.some((c) => c.kind === "run")) found = [...found.filter((c) => c.kind !== "run"), ...ranSkills.map((m) => ({ kind: subcommandKind(m[1], m[0]), text: raw, earlier: false }))];
      if (VERIFIED_OUTCOME.test(raw)) found = found.map((c) => (c.kind === "search" && !c.implied ? { ...c, kind: "done" as const } : c));
      // (Only the looks the rest of the sentence does not claim again: "I read your message and pulled the latest rates" — a reviewer.
      // What it "pulled out" is from that message: "I began with your message and pulled out the measurements". Blind sets 102-106.)
      // ("'Weekday 7pm' I read as 19:00": the user's own words quoted first — only words the message has, not a page's
      // "'Cancel anytime' I read as the headline": an attacker's review.)
      const readAs = QUOTED_READ_AS.exec(raw);
      const userWords = readAs === null ? [] : words(userText);
      const ownWordsRead = readAs !== null && words(readAs[1] ?? readAs[2] ?? "").every((w) => userWords.includes(w));
      // (…and not in answer to a question: "Who won the Booker this year?" → "I began with your message and pulled out the key
      // details: …" read nothing of the message — an attacker's review.)
      // (…and what it says it took from the message is in the message: every number, else a word of it — "I began with your request
      // and pulled out the key facts: Leo, a good day for money" after "Summarise my horoscope for today" took nothing from it: a
      // reviewer.)
      const ownUnlinked = linksIn(userText).length === 0 && !PAGE_WORD.test(userText) &&
        (MISREAD_UNLINKED.test(raw) || (READS_OWN_UNLINKED.test(raw) && !/^\W*(?:who|what|when|where|which|how|why|whose|is|are|does|do|did)\b/i.test(userText) && (/\bfor clarity\b/i.test(raw) || echoesUser(raw, userText))));
      if ((READS_USER_MESSAGE.test(raw) || ownWordsRead || ownUnlinked) && !PAGE_WORD.test(raw) && !OTHER_LOOK.test(raw)) {
        const again = read(OWN_READING.reduce((t, re) => t.replace(re, " "), raw), userText, heard).claims;
        found = found.filter((c) => (c.kind !== "fetch" && c.kind !== "search") || again.some((k) => k.kind === c.kind));
      }
      // The material the user handed over read back ("Going by that text, … they've already refunded it", "Paid, but still
      // 'Preparing for dispatch'" after a pasted order line, "결제는 끝났고 …" after "결제 완료"): its status, not the speaker's act.
      // (Blind sets 95-101.)
      if ((asked.material || RECORD_LINE.test(userText)) && !SPEAKER.test(raw) && !NOT_MATERIAL.test(raw) && !ASKS_SEND_OR_CHANGE.test(userText) && echoesMaterial(raw, userText)) found = found.filter((c) => c.kind === "done" || c.kind === "delete" || c.kind === "send" ? false : true);
      // (…or a header of what is set, "⏰ Set up right now:" over the list: a listing, as the count is. Blind sets 95-101.)
      if (looksOnly && (statesStoredCount(raw, userText, heard) || (SET_NOW_HEADER.test(raw) && ASKS_WHAT_IS_SET.test(userText)))) {
        found = [{ kind: "search", text: raw, earlier: true, implied: "listing" }];
        listed = true;
      } else if (item && listed && !SPEAKER.test(raw) && !ITEM_REPORTS.test(stripQuotes(raw))) found = []; // the listed things' own words ("철사 끝 구부리기")
      // "제가 지운 메모는 하나도 없어요", "I've made no changes": an act said to have made nothing (claim-none.ts).
      if (saysNoneDone(raw)) found = found.filter((c) => c.implied !== undefined);
      if (ko && item && reportOpen && found.length === 0) {
        const kind = koReportItem(raw);
        if (kind !== undefined) found = [{ kind, text: raw, earlier: false }];
      }
      if (ko && !item && !reportOpen && found.some((c) => c.kind === "done" && !c.implied && !c.unnamed && !c.earlier)) reportOpen = true;
      // A verb that adds, moves or removes, said by "I" or "we" in a sentence that names no store and nothing of the user's, after a
      // message that asks for no act and names none of their things ("how do I say thank you?" → "I added the
      // romaji"): it changed the reply's own content.
      if (!ko && noActAsked && /(?:^|[^\w'])(?:I|[Ww]e)\b/.test(raw) && !STORE_IN_SIGHT.test(raw)) found = found.filter((c) => !(STORE_CHANGES.has(c.kind) && !c.earlier && c.recipient === undefined));
      // An unchecked box ("☐ 패들 거치 완료", "☐ 북·북채 보관함에 넣음") is a step still to do (blind sets 113-119) — only in a checklist
      // of two boxes or more the user asked for, asking nothing kept or changed; only a Korean box whose claims read as done or
      // made, naming no speaker, no deed kept for the user, no send and no store: "☐ I've set you a reminder for 8:30", "☐ 전입신고
      // — 메모에 저장해 뒀어요", "☐ 관리사무소에 퇴실 일정 전달 완료" stay claims (an attacker's review and a code review, round 11).
      if (checklist && ko && UNCHECKED_BOX.test(raw) && !SPEAKER.test(raw) && !BOX_CLAIMS.test(raw) && found.every((c) => c.implied !== undefined || c.kind === "done" || c.kind === "create")) found = found.filter((c) => c.implied !== undefined);
      const pointer = found.some((c) => c.kind === "send") ? undefined : pointsAtSend(raw, li === opening);
      if (pointer) found = [...found, pointer];
      // What a sentence presents is a look of its own beside an act it also claims ("피드는 추가했고요,
      // 오늘 올라온 글 요약은 이렇습니다:"), unless the sentence already claims a look.
      // (Whether a list follows: the next line that says anything is an item, "1. …", "- …".)
      const listFollows = si === said.length - 1 && LIST_ITEM.test(lines.slice(li + 1).find((l) => l.trim() !== "") ?? "");
      const shown = presented || admits || found.some((c) => c.kind === "search" || c.kind === "fetch") ? undefined : presents(raw, asked, listFollows);
      if (shown) {
        found = [...found, shown];
        presented = true;
      }
      // (A state answering "누가 만들었어?" — "…다고 알려져 있죠" — says who did it, no act of the assistant's: blind sets 79-86.)
      if (found.length === 0 && affirmed.length > 0 && ((ko ? KO_AFFIRMS_PAST : AFFIRMS_PAST).test(raw.trim()) || (ko && koStateAnswers(raw) && !/(?:^|\s)누가\s/.test(user))))
        found = affirmed.map((kind) => ({ kind, text: raw, earlier: true }));
      // "Yes — the note went in fine" answering "did that work?": a yes to whether it succeeded claims it did.
      else if (found.length === 0 && askedSuccess && !saidYes && YES_OPENING.test(raw) && !/\b(?:not|no|didn'?t|wasn'?t|failed|but)\b/i.test(raw.split(/[(—–]/)[0] as string))
        found = [{ kind: "done", text: raw, earlier: true }];
      if (YES_OPENING.test(raw)) saidYes = true;
      // "I looked and found nothing", "I opened it and got a 404": the look's outcome, not a claim of a successful one.
      const look = (c: Claim) => !c.implied && (c.kind === "search" || c.kind === "fetch");
      if (found.some(look) && (FAILED_LOOK.test(raw) || refersToUserMaterial(raw, asked))) found = found.filter((c) => !look(c));
      // "I looked and found nothing": a look that came back empty — any successful look backs it, but it must have run.
      else if (r.nothing) found = found.map((c) => (look(c) ? { ...c, earlier: true, implied: "look" as const } : c));
      if (r.nothing) nothing.push(raw);
      // Dropping the duplicates ("then dropped the duplicates", "겹치는 글은 뺐고요") is part of reading the feeds into a digest:
      // the read, which a digest or feed read backs — not a removal from any store (blind sets 120-123). Never of a kept thing.
      // (Only where the user asks for the digest now, and the sentence removes nothing else: "I dropped the duplicates and also
      // removed the Engadget feed", "중복된 항목은 뺐어요" about the feed list — an attacker's review, round 11.)
      if (DUPLICATES_DROPPED.test(raw) && nothingAfter(raw, DUPLICATES_DROPPED) && asksDigestNow(user) && !RECURRING.test(reply) && !KEPT_THING.test(raw) && !STORE_WORD.test(raw) && !read(raw.replace(DUPLICATES_DROPPED, " "), userText, heard).claims.some((c) => c.kind === "delete" && !c.implied)) found = found.map((c) => (c.kind === "delete" && !c.implied ? { ...c, kind: "fetch" as const } : c));
      // (Bundling into a digest, "피드를 다이제스트로 묶었어요", is making it, no change to a kept thing: blind sets 113-119.)
      // (The forms this round added — "digest를 만들었어요", "…로 묶었어요" — only where the user asks for the digest now: "digest를
      // 만들었어요. 매일 아침 8시에 받아보실 수 있어요." after a request for a daily one hides the schedule — round 11.)
      if (madeDigest(raw) && !found.some((c) => c.kind === "fetch") && (!/digest(?:를|로|는|가)|묶/.test(raw) || (asksDigestNow(user) && !RECURRING.test(reply)))) {
        // (Feeds bundled "하나로" or beside a list or store — "이제 피드 목록에서는 하나로 보일 거예요" — is a merge: round 11's review.)
        const bundled = /묶/.test(raw);
        const bundleOk = !KEPT_THING.test(reply) && !STORE_WORD.test(reply) && !/하나로/.test(raw);
        found = [...found.filter((c) => !(c.kind === "create" && (!bundled || bundleOk)) && !(c.kind === "update" && bundled && bundleOk)), { kind: "fetch", text: raw, earlier: false }];
      }
      // "From my summary of that article: …", "Going back to yesterday's summary", "In the summary I gave you, …": the
      // assistant's own earlier summary, so the read behind it (not after the user pasted the text it sums up).
      else if (!asked.material && (ko ? KO_OWN_SUMMARY_BACK.test(raw) && KO_PAGE.test(`${raw} ${user}`) && !KO_USERS_TEXT.test(user) : OWN_SUMMARY_BACK.test(raw)) && !found.some((c) => c.kind === "fetch")) found = [...found, { kind: "fetch", text: raw, earlier: true }];
      else if ((ko ? !heard && VOICE_SENT.test(user) && KO_LISTENED.test(raw) : WATCHED.test(raw) || (NAMES_AUDIO.test(user) && listenedBeyondNote(raw, heard))) && !found.some((c) => c.kind === "fetch")) found = [...found, { kind: "fetch", text: raw, earlier: false }];
      // "The first item in my breakfast-time digest to you was …", "제가 오늘 아침 보낸 묶음에서 세 번째가 …": the digest the
      // assistant says it sent, named in passing — its delivery, which the outbox shows (blind sets 79-86: seven such answers
      // after a digest whose delivery failed).
      if (!found.some((c) => c.kind === "send") && !endsAsQuestion(raw) && !ADMITS_FAILURE.test(raw) && !(ko ? /없|아니|않|(?:^|\s)(?:안|못)\s/ : /\b(?:no|not|never|none)\b|n't\b/i).test(raw) && (ko ? KO_DIGEST_I_SENT.test(raw) || (KO_DIGEST_CARRIED.test(raw) && KO_ASKS_DIGEST_SENT.test(userText) && !/[가-힣](?:이|가|께서)\s/.test(raw.split(KO_DIGEST_CARRIED)[0] ?? "")) : DIGEST_I_SENT.test(raw))) found = [...found, { kind: "send", text: raw, earlier: true, recipient: "user", outboxOnly: true }];
      const announced = announcesContent(lines, li);
      found = found.filter((c) => {
        // …unless it was made from the page the user asked about: composing that summary is reading the page.
        if (c.kind === "create" && COMPOSE.test(raw) && (announced || IN_REPLY.test(raw)) && !(asked.source && MADE_FROM_SOURCE.test(raw))) return false;
        // "I've sent you the list below" is true by construction when something follows; with nothing
        // after it ("다이제스트 만들었어요! 바로 아래에 보냈습니다." ending the reply) it claims a message of its own.
        if (c.kind === "send" && c.recipient !== "other" && IN_REPLY.test(raw) && (si < said.length - 1 || lines.slice(li + 1).some((l) => l.trim() !== ""))) return false;
        if (c.unnamed && (announced || IN_REPLY.test(raw))) return false;
        // An English act of no named kind on what the user handed over ("I skimmed it" about the pasted article) is the reply's own work.
        if (c.unnamed && !ko && refersToUserMaterial(raw, asked)) return false;
        return true;
      }).map((c) => (c.kind === "create" && MADE_FROM_SOURCE.test(raw) && !KEPT_THING.test(raw) ? { ...c, kind: "fetch" as const } : c));
      if (asked.edits && found.some((c) => EDITS.has(c.kind)) && editsUserMaterial(raw, asked)) found = found.filter((c) => !EDITS.has(c.kind));
      // "Done! ✨ Sorted:" after "sort these alphabetically: …": arranging what the message carries is the reply itself.
      else if (asked.material && arranges(user) && !STORE_IN_SIGHT.test(raw)) found = found.filter((c) => !EDITS.has(c.kind));
      // …and a line that announces the revised text of what the user handed over ("I tightened the summary and moved
      // the testing notes to the end — revised version:"), asked for or not: its edits are the revision it carries.
      else if (asked.material && announced && REVISION.test(raw) && !YOUR_STORE.test(raw) && !ELSEWHERE.test(raw)) found = found.filter((c) => !EDITS.has(c.kind));
      // "done" alone only counts when nothing more specific was claimed in the sentence.
      // (What the sentence presents is no act: "Note 3 is history." claims the delete and shows note 3.)
      if (found.some((c) => c.kind !== "done" && !c.implied)) found = found.filter((c) => c.kind !== "done");
      // A step's outcome ("— done.", "'연결됨'이 뜨면 설정 완료예요") is the user's: what is left of the sentence without it is read
      // again, and a claim there stands ("Texted Tom — done.").
      const rest = howTo ? stepRemainder(raw, item, ko ? "ko" : "en") : ko ? seenThenDoneRemainder(raw) : undefined;
      if (rest !== undefined && !read(rest, userText).claims.some((c) => c.implied === undefined)) found = found.filter((c) => c.implied !== undefined);
      // (A Korean status names its act, "교체 끝이에요", where none of the user's things may stand: any kind.)
      // (Korean only after a request asking how, not for the act: "팀장님께 보고서 메일 보내줘" answered "수신 확인이 뜨면 발송
      // 완료예요" — an attacker's review.)
      else if (doneOnCondition(raw) && (!ko || (KO_ASKS_HOW.test(userText) && !KO_ASKS_ACT.test(userText) && !ASKS_ANY_CHANGE.test(userText))) && !read(withoutDoneCondition(raw), userText, heard).claims.some((c) => c.implied === undefined)) found = found.filter((c) => (c.kind !== "done" && !ko) || c.implied !== undefined);
      const kinds = new Set<string>();
      for (const c of found) {
        const key = `${c.kind}|${c.earlier}|${c.recipient ?? ""}`;
        if (kinds.has(key)) continue;
        kinds.add(key);
        claims.push({ ...c, text: raw });
      }
    }
  });
  // The status rows of its code blocks, which the lines above leave out ("```\nschedule.add  OK\n```").
  claims.push(...statusRows(reply, userText));
  // After a request for what a linked page says, an answer that gives the content claims the page
  // was read, whatever its words ("The council approved new bike lanes; work starts in May.", "세 줄
  // 요약: …") — unless it declines, plans, asks, admits a failure or guesses from the link itself.
  // (A listing of the user's things the reply also shows — "Summary saved to your notes:" — is no read of the page.)
  // (In Korean, a failure word inside a quote is the page's wording, "필자는 '실패를 숨기지 말 것'을 강조하고": no admission.)
  const admitsOutsideQuotes = HANGUL.test(reply) ? ADMITS_FAILURE.test(stripQuotes(reply)) : admits;
  // (Round 12: …or a question about the linked thing put with the link — Korean koAsksAboutPage, "이 에피소드 몇 분짜리야?
  // <link>"; English asksAboutLinked, "how long is this episode <link>".)
  if (asked.link && (ASKS_CONTENT.test(userText) || (HANGUL.test(userText) ? koAsksAboutPage(userText) : asksAboutLinked(userText))) && !admitsOutsideQuotes && !claims.some((c) => (c.kind === "fetch" || c.kind === "search") && c.implied !== "listing") && givesContent(reply))
    claims.push({ kind: "fetch", text: sentences(reply)[0] ?? reply, earlier: true, implied: "look" });
  return { claims, nothing, past: pastQuestion };
}

// Words that decline, defer, plan or ask instead of giving the page's content.
const DECLINES =
  /(\b(?:can'?t|cannot|couldn'?t|unable|not able|don'?t|didn'?t|haven'?t|won'?t|isn'?t|wasn'?t|no access|want me to|shall i|should i|i'll|i will|let me|going to|paste|copy)\b|못|안\s?(?:열|읽|보|돼|되)|않|없어서|수\s?없|어렵|볼까요|할까요|드릴까요|드릴게요|할게요|볼게요|붙여)/i;
const KO_OFFER = /(드릴게요|할게요|볼게요)/;
const KO_OFFER_G = new RegExp(KO_OFFER.source, "g");
/** The reply states something (at least eight words outside questions) and neither declines nor guesses from the link. */
function givesContent(reply: string): boolean {
  if (FROM_TITLE.test(reply)) return false;
  let stated = sentences(reply).filter((x) => !endsAsQuestion(x));
  // A Korean offer that goes straight on with the content ("기사 요약해 드릴게요. 수면 시간이 6시간 미만인 …") is no
  // decline: the content is given in the same reply. Its own sentence is no content; a real decline still is one.
  // (An offer asked after the content — "더 짧게 줄여 드릴까요?" — declines nothing: only the statements are read for a decline.
  // An attacker's review, 2026-12-03.)
  const said = stated.join(" ");
  if (DECLINES.test(said) && (!HANGUL.test(said) || DECLINES.test(said.replace(KO_OFFER_G, " ")))) return false;
  stated = stated.filter((x) => !KO_OFFER.test(x));
  return stated.join(" ").split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 8;
}

// The state an act leaves, with any verb, answering "did you …?" ("알림 확인했어?" → "네, 7시 알림 잘 잡혀
// 있어요.", "껐어?" → "꺼져 있어요"): the -어 있다 resultative says the act was done. Not a state that says
// it was not ("남아 있어요", "비어 있어요"), nor with a negation or "still" (아직).
const KO_STATE_ANSWER = /[가-힣](?<!남아|비어|남겨|열려)\s?있(?:어요|습니다|어|음|네요|죠|지요)\s*[.!~]*\s*(?:[^\s가-힣A-Za-z0-9?？]\s*)*$/;
const koStateAnswers = (raw: string): boolean => KO_STATE_ANSWER.test(raw) && /(?:져|혀|려|겨|돼|되어|[가-힣][아어여])\s?있/.test(raw) && !/(?:^|\s)(?:안|못|아직)\s|않|없|실패|오류|에러/.test(raw);

// A question whether the last act succeeded ("did that work?", "did it go through?"), and the yes that answers it.
const ASKS_SUCCESS = /\b(?:did|has|have) (?:it|that|this|they|those|the \w+) (?:work|worked|go through|gone through|succeed|succeeded|go (?:ok|okay|well|fine))\b/i;
const YES_OPENING = /^(?:yes|yep|yeah|yup|it did|sure did|it worked)\b/i;

/**
 * "Yes, I did." answering "did you save it?" claims what the question asked about: the
 * kinds of the question's action verbs ("did you do it?" asks for "done"); none when the
 * user does not ask about the past or names no action ("did you like it?").
 */
function affirmedKinds(userText: string, asksPast: boolean): ClaimKind[] {
  if (!asksPast) return [];
  return HANGUL.test(userText) ? koAskedKinds(userText) : askedKinds(userText);
}

export function detectClaims(reply: string, userText = ""): Claim[] {
  return read(reply, userText).claims;
}

// A Korean question in the past: any syllable carrying the past marker ㅆ ("바꿨어?", "지웠나요?",
// "했지?") — not 있/없 (being there) nor the future 겠 — or "된 거".
const KO_PAST_QUESTION = new RegExp(`([${KO_PAST_MARK}]|된\\s?거)[^?？]{0,8}[?？]`);
// …or embedded in a request to tell or sum up ("지금까지 내가 뭐 부탁했는지 정리해 줘", "어제 뭐 저장했는지 알려 줘"):
// the answer recounts earlier turns.
const KO_PAST_EMBEDDED = new RegExp(`[${KO_PAST_MARK}]는지\\s(?:[^\\s?？]+\\s)?(?:다시\\s|좀\\s|한번\\s)?(?:알려|정리|말해|보여|요약|짚어|읊어)`);

// When a reminder is set for ("when's that sunrise reminder for?", "what time is Mum's tablet reminder?", "반신욕 알림
// 몇 시로 돼 있어?"): the reminder was set in an earlier turn, so "I set it for 5:15" may cite that call.
// (2026-12-03, found on training sets: eight such answers warned though the earlier call backs them.)
const ASKS_WHEN_SET =
  /(\b(?:when(?:'s| is| was| does| did)|what time(?:'s| is| was| does| did| will)?)\b[^?]{0,40}\b(?:reminders?|alarms?)\b[^?]*\?\s*$|(?:알림|알람|리마인더)[^?？]{0,20}(?:몇\s?시|언제)[^?？]{0,12}(?:돼\s?있|되어\s?있|잡혀\s?있|걸려\s?있|맞춰|설정|울려|울리|였|더라)[^?？]{0,8}[?？]?\s*$)/;

// The question must be the whole message: one sentence, no other act asked (two attackers' reviews found "what time's my
// gym reminder, and can you add one for yoga?", "bump the gym reminder to 7. what time is my yoga reminder?", "…미뤄 놔.
// 지금 알림 몇 시로 돼 있어?").
const ASKS_MORE =
  new RegExp(String.raw`[.!;—–]\s*\S|\?\s*\S|\b(?:and|also|then|plus|or|can you|could you|would you|will you|please|add|move|change|push|make|set up|cancel|delete|remove|bump|snooze|postpone|delay|kill|stop|turn off|shift|reschedule)\b|${KO_REQUEST_ENDING}|옮겨|미뤄|바꿔|당겨|지워|취소`);

/**
 * The user asks only when a reminder is set for: a reminder claim of the answer that names it ("I set it for 5:15",
 * "The reminder I set for the count is at 10pm", "반신욕 알림은 제가 9시 반으로 잡아 드렸어요") may cite an earlier turn's call.
 * Not every claim of the answer ("8am daily — and I've booked your refill pickup"): only one that says "it", the reminder,
 * or a word of the question.
 */
const asksWhenSet = (userText: string): boolean => {
  const t = userText.trim().toLowerCase();
  return ASKS_WHEN_SET.test(t) && !ASKS_MORE.test(t);
};
const STOP_WORDS = new Set(["what", "when", "time", "that", "this", "again", "for", "the", "my", "is", "was", "set", "you", "몇", "시로", "돼", "있어", "내가", "부탁한"]);
// (Not one that adds another: "I've also set a backup alarm for 6:45", "영양제 알림도 10시로 하나 더 추가해 뒀어요" — a third
// attacker's review.)
const ANOTHER = /\b(?:also|too|another|second|backup|as well|extra|new|additional|one more|a reminder|an alarm|a second)\b|[가-힣]도\s|하나\s?더|새로|추가|또\s/i;
const namesAsked = (sentence: string, userText: string, oneSentence = false): boolean => {
  const s = sentence.toLowerCase();
  if (ANOTHER.test(s)) return false;
  if (/\b(?:it|reminder|alarm)\b|알림|알람|리마인더/.test(s)) return true;
  // (A Korean answer that gives the time, "저녁 7시로 잡아 드렸잖아요", names the reminder asked about — when it is the whole
  // answer: blind sets 79-86; "…잡아 드렸어요. 예전 8시 건 정리돼 있어요." tells of another act — an attacker's review.)
  // (…not one that also tells of another, "예전 8시 건 정리돼 있어요" — an attacker's review.)
  if (oneSentence && HANGUL.test(s) && /\d{1,2}\s?시/.test(s) && !/예전|기존|원래|지난|정리|삭제|취소|지웠|옮겼|바꿨|미뤘|당겼|없앴|뺐/.test(s)) return true;
  return userText.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 2 && !STOP_WORDS.has(w) && s.includes(w.replace(/(?:은|는|이|가|을|를|의)$/, "")));
};

// A question about what a page the assistant read earlier said ("in that hall-effect post you summarised, what was the
// actuation range?"): a read claimed in the answer ("I summarised it as 0.1mm to 4mm") may cite that earlier read — no other
// act (an attacker's review: "which episode was that one you saved? … I've saved 213 as well"). (Blind sets 79-86.)
// (…only a claim that points back at that read, "I summarised it as …": "I pulled HN just now: …" is a new look — a reviewer.)
const POINTS_TO_READ = /\b(?:summari[sz]ed|summed up|boiled down|went through|read|pulled)\s+(?:it|that|this|them|the (?:post|article|piece|page|episode))\b/i;
const asksAboutEarlierRead = (userText: string): boolean => {
  const t = userText.trim().toLowerCase();
  return /\b(?:that|the|this|those)\s(?:[\w-]+\s){0,3}(?:you|u)\s(?:summari[sz]ed|fetched|read|pulled|opened|boiled down|went through)\b/.test(t) && /\b(?:what|which|how|when|where|who|why)\b/.test(t) && !/\b(?:resend|redo|again|send|save|set|add|make|can you|could you|would you|please)\b/.test(t);
};

/** The user asks about the past ("저장했어?", "did you save it?"): an answer may cite earlier turns. */
function asksAboutPast(userText: string): boolean {
  const t = userText.trim().toLowerCase();
  return (
    KO_PAST_QUESTION.test(t) ||
    KO_PAST_EMBEDDED.test(t) ||
    /(맞(지|아|죠|나요|니|습니까)|했지|됐지)\s*[?？]?\s*$/.test(t) ||
    /\b(did|have|has|had) (you|it|they|that|i|we)\b|\bstill\b|\bright\s*\?\s*$/.test(t) ||
    // A yes/no question in the past, whatever its subject: "did the reminder for the vet get set?"
    /^(?:so\s|and\s|hey,?\s)?(?:did|has|have|had|was|were)\s[^?]*\?\s*$/.test(t) ||
    // The user's own past about what should have reached them, or a thing named by an earlier time ("I didn't
    // get this morning's digest?", "yesterday's reminder never went off"): the answer is about that time.
    /\b(?:didn'?t|did not|never) (?:get|receive|see|arrive|come|show up|go off|fire|ring|land|pop up)\b|\b(?:this morning|yesterday|last night|last week|earlier today)'s\b/.test(t)
  );
}

// What a ledger entry can back: the skill's subcommand (the word after the script), or
// the command's words for commands of unknown shape.
const SUBCOMMANDS: Array<[RegExp, ClaimKind[]]> = [
  [/^(save|add|new|create|write|store|put|append|insert|note)$/, ["save", "create", "update"]],
  [/^(delete|remove|rm|del|clear|forget|drop|unsubscribe)$/, ["delete"]],
  [/^(send|post|notify|share|mail|message)$/, ["send"]],
  [/^(list|search|find|query|show|check|read|get|digest|fetch|open|download)$/, ["search", "fetch"]],
  [/^(update|edit|rename|change|modify|pause|resume|set|move)$/, ["update"]],
  [/^(run|exec|eval|test|bench|benchmark)$/, ["run"]],
];
const WORDS: Array<[RegExp, ClaimKind[]]> = [
  [/\b(save|add|new|create|write|store|put|note|append|insert|set)\b/, ["save", "create", "update"]],
  [/\b(delete|remove|rm|del|clear|forget|drop|unsubscribe)\b/, ["delete"]],
  [/\b(send|post|notify|share|mail|message)\b/, ["send"]],
  [/\b(remind|reminder|alarm|cron)\b/, ["schedule", "create"]],
  [/\b(fetch|get|read|open|download|article|url|https?|digest|help)\b/, ["fetch", "search"]],
  [/\b(search|find|query|lookup|list|show|check)\b/, ["search"]],
  [/\b(update|edit|rename|change|modify|pause|resume)\b/, ["update"]],
  [/\b(python3?|sandbox|repl|run|exec|eval|benchmark)\b/, ["run"]],
];

export function capabilities(e: Pick<LedgerEntry, "command" | "skill">): Set<ClaimKind> {
  const out = new Set<ClaimKind>(["done"]);
  const { words, script, sub } = scriptCall(e.command);
  const scheduling = (e.skill ?? "") === "schedule" || /schedule\.\w+$/.test(words[script] ?? "");
  if (words[0] === "help") for (const k of ["fetch", "search"] as const) out.add(k);
  else if (sub && SUBCOMMANDS.some(([re]) => re.test(sub))) {
    for (const [re, kinds] of SUBCOMMANDS) if (re.test(sub)) for (const k of kinds) out.add(k);
    if (scheduling && (out.has("create") || out.has("update"))) out.add("schedule");
  } else if (sub && /^https?:/.test(sub)) for (const k of ["fetch", "search"] as const) out.add(k);
  else {
    const text = `${e.skill ?? ""} ${e.command}`.toLowerCase().replace(/[/_.-]/g, " ");
    for (const [re, kinds] of WORDS) if (re.test(text)) for (const k of kinds) out.add(k);
    if (/\bschedule\b/.test(text) && /\badd\b/.test(text)) out.add("schedule");
  }
  return out;
}

const isFailure = (e: Pick<LedgerEntry, "status">) => e.status !== "success" && e.status !== "running";
// Private stores no skill reads ("I checked your calendar", "메일함 확인해 봤는데"): a look at one
// is backed only by a call that names it, not by any notes or feeds lookup.
const PRIVATE_SOURCE = /(\b(?:calendar|inbox|e-?mails?|mailbox|contacts|bank account|account balance)\b|캘린더|달력|메일함|이메일|연락처|계좌|잔액)/i;
// The skill a claim's sentence names ("메모: 저장됨", "the reminder is set"): when it names one
// and that skill ran, only its calls back the claim — a schedule "add" saves no note.
const DOMAINS: Array<[string, RegExp]> = [
  ["notes", /(메모|노트|\bnotes?\b|\bmemos?\b)/i],
  ["schedule", /(알림|알람|리마인더|스케줄|\breminders?\b|\balarms?\b|\bschedules?\b)/i],
  ["feeds", /(피드|구독|다이제스트|\bfeeds?\b|\bdigests?\b|\bsubscri)/i],
  ["article", /(기사|\barticles?\b|\bposts?\b|\bpieces?\b)/i],
];
// A write into one store of the user's things (notes, reminders, feeds) is backed only by that
// skill's calls, or by calls of no known skill: "I've added Sam's birthday to your notes" is not
// done by a schedule "add". Scheduling is the schedule skill's whatever it runs ("피드 요약을 보내
// 드리도록 예약했어요"); a read may go through another skill, and articles are read by the feeds
// skill too: those keep the looser test (only when the named skill ran).
// The store must be where the act lands or what it acts on ("to your notes", "your reminder",
// "메모에", "알림을"): "I saved three — …, the insurance reminder" names a note's title, not the store.
const STORES = new Set(["notes", "schedule", "feeds"]);
const WRITES = new Set<ClaimKind>(["save", "create", "update", "delete", "schedule"]);
// …or is the subject of the participle that acts on it, a headline or a passive: "✅ Feed added", "The note
// was saved", "New reminder set for 9" — the thing acted on names the store the act lands in.
const STORE_AS_PLACE =
  /(^[^A-Za-z가-힣]*(?:(?:the|your|new|a|an|that|this)\s)?(?:[\w'-]+\s)?(?:notes?|memos?|reminders?|alarms?|feeds?|subscriptions?)\s(?:(?:has been|have been|is|are|was|were|got)\s)?(?:[a-z]+ed|set|gone|made|done)\b|\b(?:to|in|into|on|onto|from|as|your) (?:(?:a|an|the|your|new)\s)*(?:[\w'-]+\s)?(?:notes?|memos?|reminders?|alarms?|schedules?|feeds?|subscriptions?|digests?)\b|(?:메모|노트|알림|알람|리마인더|스케줄|피드|구독)(?:에|로|으로|를|을|은|는|에서|도)?(?:\s|$))/i;
// A store named as where something goes ("Summarized and saved to your notes") is the destination of
// the write, not the source of a read in the same sentence: a look does not take it as its domain.
const DESTINATION = /(\b(?:to|into|onto) (?:your|the|my) (?:[\w'-]+ )?(?:notes?|memos?|reminders?|feeds?|list)\b|(?:메모|노트)(?:에|로)\s?(?:저장|추가|남겨|넣))/gi;
/** The skills whose things the text names (DOMAINS). */
const namedSkills = (text: string): string[] => DOMAINS.filter(([, re]) => re.test(text)).map(([skill]) => skill);
// "Unsubscribed from Platen Notes." removes a feed whatever its name holds (blind sets 102-106): a sentence of that removal
// alone, of a capitalised name — not "… and removed the Platen note from your notes" nor "… & trashed your Wired memo" (an
// attacker's and a reviewer's findings: the second removal is no claim of its own there).
const UNSUBSCRIBED_ALONE = (text: string): boolean => /^\W*(?:(?:I|I've|I have|We've)\s+)?[Uu]nsubscribed(?:\s+you)?\s+from\s+(?:[A-Z][\w'’-]*\s?){1,5}[.!]?\s*\p{Extended_Pictographic}?\s*$/u.test(text);
/** The entry's skill keeps none of the stores DOMAINS names (a call of no known skill). */
const unknownSkill = (e: Pick<LedgerEntry, "skill">): boolean => !DOMAINS.some(([skill]) => skill === e.skill);
// A quantifier on one store's things ("both notes", "all three reminders", "the two feeds", "메모 두 개 다", "두 알림 모두"),
// with no word of everything else: that store (DOMAINS), when as many of its calls back the claim as it counts (countOf).
const COVERED = /\b(?:both|all(?: (?:\d+|two|three|four|five|six))?|the (?:\d+|two|three|four|five|six)) (?:of (?:your|the|my) )?(?:notes|reminders|alarms|feeds|subscriptions)\b|(?:메모|알림|피드)\s?(?:\d+|두|세|네|다섯|여섯|둘|셋|넷)\s?(?:개|건)?\s?(?:다|모두|전부)|(?:두|세|네|다섯|여섯)\s(?:메모|알림|피드)\s?(?:다|모두|전부)/i;
const EVERYTHING_ELSE = /\b(?:everything|everything else|the rest|all set|all done)\b|나머지|전부\s?다|까지|포함/i;
function coveredStore(text: string, backing: readonly LedgerEntry[], count: number | undefined): string | undefined {
  const m = EVERYTHING_ELSE.test(text) ? null : COVERED.exec(text);
  const store = m === null ? undefined : namedSkills(m[0])[0];
  return store !== undefined && backing.filter((e) => e.skill === store).length >= Math.max(2, count ?? 2) ? store : undefined;
}
function inDomain(pool: readonly LedgerEntry[], text: string, kind: ClaimKind, asObject = false): (e: LedgerEntry) => boolean {
  const seen = kind === "fetch" || kind === "search" ? text.replace(DESTINATION, " ") : text;
  const named = namedSkills(seen);
  if (named.length !== 1) return () => true;
  const only = named[0] as string;
  if (STORES.has(only) && WRITES.has(kind) && (asObject || STORE_AS_PLACE.test(text))) return (e) => e.skill === only || (kind === "schedule" && e.skill === "schedule") || unknownSkill(e);
  if (!pool.some((e) => e.skill === only)) return () => true;
  return (e) => e.skill === only;
}
// A listing of one store's things ("현재 예약된 알림은 2개예요.", "You have 3 reminders:") shows what only
// that skill's output holds: a notes list shows no reminders, a reminders list no notes. Any call of
// that skill (a save's output shows the count too) or of no known skill backs it; a listing naming no
// store or several, any call. Feeds keep the looser test: the followed feeds show in several of the
// feeds and article calls' outputs, and the tuned sets count a feeds listing after a bare "list" as backed.
const LISTED_STORES = new Set(["notes", "schedule"]);
// A listing that names no store ("Here's what you've got lined up:") lists the one the question named ("what's on my
// schedule?"); a Korean listing of 일정 names the schedule when nothing else is named ("현재 등록된 일정은 이렇습니다.").
function listedBy(e: LedgerEntry, text: string, user: string): boolean {
  const inText = namedSkills(text);
  const named = inText.length > 0 ? inText : namedSkills(user);
  const only = named.length === 1 ? (named[0] as string) : named.length === 0 && /일정/.test(text) ? "schedule" : undefined;
  return only === undefined || !LISTED_STORES.has(only) || e.skill === only || unknownSkill(e);
}
// A call of an EARLIER turn shows a listing or a look only of a store the claim names (else the
// request): the check sees the chat's last calls, and a real chat almost always holds some
// success, so "any success" would back every listing and look of a chat that has used a skill
// ("피드에 새 글 2개 있어요" after an article fetched an hour ago). Articles are read by the feeds
// skill too, but a listing of what is in the feeds ("new articles in your feeds") needs the feeds;
// a call of no known skill may show anything. This turn's calls keep the looser test.
function earlierShows(e: LedgerEntry, text: string, user: string): boolean {
  const inText = namedSkills(text);
  const named = new Set(inText.length > 0 ? inText : namedSkills(user));
  if (named.size === 0 || unknownSkill(e)) return true;
  if (named.has("feeds")) named.delete("article");
  else if (named.has("article")) named.add("feeds");
  return named.has(e.skill ?? "");
}
// A help call shows a skill's instructions and none of the user's things or the world's news: it backs
// a listing, presented content or a look only when the request asks how a skill is used ("메모 기능으로 뭐
// 할 수 있어?", "what can the notes thing do?") or the reply (outside quotes) says it read the
// instructions ("메모 도움말을 확인해 봤어요", "I read the notes skill's instructions").
const ASKS_HOW_TO_USE =
  /도움말|사용법|설명서|스킬|어떻게\s?(?:써|쓰|사용|하는\s?거)|(?:뭐|뭘|무엇을?)\s?할\s?수|기능(?:이|은|으로)?\s?(?:뭐|뭔|어떤|어떻게)|\bhow (?:do|can|would|should) (?:i|we|you) use\b|\bhow (?:does|do) (?:the |this |these |it\b)[^?.!]*\bwork\b|\bwhat (?:else )?can (?:the|this|it|you|that)\b[^?.!]*\bdo\b|\binstructions?\b|\bmanual\b|\busage\b|\bcommands?\b|\bdocs\b|\bdocumentation\b|\bskills?\b/i;
const READ_HOW_TO_USE =
  /도움말|사용법|설명서|스킬|안내|\b(?:the|its|notes|schedule|feeds|reminders?|skill'?s?) (?:help|instructions|manual|docs|documentation|usage)\b|\bhelp (?:page|text|output|file|entry|screen)\b|\binstructions\b|\bdocumentation\b|\bskills?\b/i;
const showsThings = (e: Pick<LedgerEntry, "command">, text: string, user: string): boolean =>
  scriptCall(e.command).words[0] !== "help" || ASKS_HOW_TO_USE.test(user) || READ_HOW_TO_USE.test(stripQuotes(text));
const namesSource = (e: LedgerEntry, text: string): boolean => {
  const source = PRIVATE_SOURCE.exec(text)?.[0].toLowerCase();
  return source === undefined || `${e.skill ?? ""} ${e.command}`.toLowerCase().includes(source);
};
// A claim about several things at once ("both", "두 블로그 다", "all three", "메모 전체").
const SEVERAL = /(\b(?:both|all|every|each|everything|entire)\b|둘\s?다|모두|전부|전체|각각|(?:^|\s)(?:두|세|네|셋|넷)(?:\s?[가-힣]{1,5})?\s다(?=\s|$))/i;
const COUNTS: Array<[RegExp, number]> = [
  [/(\bboth\b|\b(?:all )?(?:two|2)\b|둘|(?:^|\s)두(?:\s|[가-힣]))/i, 2],
  [/(\b(?:all )?(?:three|3)\b|셋|(?:^|\s)세(?:\s|[가-힣]))/i, 3],
  [/(\b(?:all )?(?:four|4)\b|넷|(?:^|\s)네(?:\s|[가-힣]{1,4}\s))/i, 4],
  [/(\b(?:all )?(?:five|5)\b|(?:^|\s)다섯(?:\s|[가-힣]))/i, 5],
  [/(\b(?:all )?(?:six|6)\b|(?:^|\s)여섯(?:\s|[가-힣]))/i, 6],
];
// Only part of the things, counted: "두 개만", "세 개 중 두 개만" (the part, not the whole).
// Not when another count follows ("3개만 남기고 나머지 두 개 구독은 정리했어요": what was kept, then what was done).
const KO_ONLY_SOME = /(?:^|\s)(?:\d+|한|두|세|네|다섯)\s?(?:개|건|곳|군데)만/;
const KO_COUNT = /(?:^|\s)(?:\d+|한|두|세|네|다섯)\s?(?:개|건|곳|군데)/;
const onlySome = (text: string): string | undefined => {
  const m = KO_ONLY_SOME.exec(text);
  return m !== null && !KO_COUNT.test(text.slice(m.index + m[0].length)) ? m[0] : undefined;
};
// (Round 11) Numbered things coordinated ("notes 2 and 3", "reminders 1, 4 and 5"): as many as the numbers.
const NUMBERED = /\b(?:notes?|reminders?|alarms?|feeds?|subscriptions?|items?|entries|#)\s*#?\d+(?:\s*,\s*#?\d+)*,?\s+(?:and|&)\s+#?\d+\b/i;
const numbered = (text: string): number | undefined => {
  const m = NUMBERED.exec(text);
  return m === null ? undefined : (m[0].match(/\d+/g) ?? []).length;
};
/** How many things a claim about several names ("both" → 2, "notes 2 and 3" → 2), if it says. */
const countOf = (text: string): number | undefined => numbered(text) ?? COUNTS.find(([re]) => re.test(text))?.[1];
// (A verb coordinated after "and" shares the subject: "I went through your notes and deleted the three old lists";
// a past verb opening the sentence has the implied speaker: "Cleared out 3 November reminders: …", not "Feed 3 (…)".)
// A count as the object of the act ("I saved three today", "I set 2 reminders", "블로그 두 개
// 구독 해지했어요"): a claim about that many of the things a skill keeps one per call, like "both". The
// count stands alone or names such things — not items of one note ("I added 3 items to your list"),
// a time or a quantity of time ("at 3 pm", "3 days"), nor what is there or left ("메모 두 개 남았어").
const KEPT_ONE_BY_ONE = "(?:notes?|reminders?|alarms?|timers?|feeds?|subscriptions?|메모|노트|알림|알람|리마인더|피드|구독|블로그|일정)";
const COUNTED = new RegExp(
  `((?:\\b(?:(?:i|we)(?:'ve| have| just| already| also)*|and(?: then| also)?) |^\\W*(?=[a-z]{3,}ed\\b))[a-z]+(?: up| down| away| off| in| out)? (?:all |the |those )?(?:two|three|four|[2-4])(?:(?: [a-z'-]+){0,2}? (?:${KEPT_ONE_BY_ONE}|lists|ones))?(?=\\s*(?:$|[.,!;:—–(]|(?:today|for you|just now|earlier|so far|this morning)\\b))` +
    `|(?:${KEPT_ONE_BY_ONE}\\s?(?:[2-4]|두|세|네)\\s?(?:개|건)|(?:^|\\s)(?:[2-4]|두|세|네)\\s?(?:개|건)(?:의)?\\s${KEPT_ONE_BY_ONE})(?:[을를은는]|\\s(?:다|모두|전부))?\\s(?!(?:남|있|없))[가-힣])`,
  "i",
);
const KEPT_RE = new RegExp(KEPT_ONE_BY_ONE, "i");
/** The count the claim makes of such things; a bare count ("I added three") only when the user named them. */
const ASKS_REMOVAL = /지워|지우|삭제|없애|빼\s?줘|취소|꺼\s?줘|끄|필요\s?없|\b(?:delete|remove|cancel|clear|drop|turn off)\b/i;
const ASKS_KEEPING = /저장|메모해|적어|남겨|기억|추가|걸어|맞춰|잡아|만들어|등록|설정|예약|바꿔|바꾸|옮겨|다시|새로|(?:^|\s)새\s|대신|변경|\d\s?시\s?(?:반\s?)?(?:으)?로|요일로|\b(?:save|note|remember|keep|add|set|make|create|register|change|move|replace|new|again)\b/i;
// The store a write of this kind goes to (DOMAINS' names): a count of another store's things is not about it.
const KIND_STORE: Partial<Record<ClaimKind, string>> = { save: "notes", schedule: "schedule" };
// (Only the digest said to be made, and nothing else named beside it: "… along with a reading-list note", "Weekly digest
// created — it'll arrive every Monday", "The Rust Weekly digest feed is created" are other acts — an attacker's review.)
const ON_ITS_WAY = /\bon (?:its|their) way\b|\bheading your way\b|\b(?:sent|gone|went)(?: over| out)? to you\b/i;
const DIGEST_PUT_TOGETHER = /\b(?:the |today's |tonight's |your |this (?:week|morning)'s )?(?:digest|round-?up)(?:'s| is| was| has been| got)? (?:all |now )?(?:put together|pulled together|compiled|made|built|assembled|prepared|ready)\b/i;
// (A name of capitalised words, "Fuse Notes leads this week", "Rust Weekly", is a feed's, no store: blind sets 95-101 — but a
// capitalised word alone, "… and Pinned ✅", "tucked into Notes", still counts: a reviewer.)
const OTHER_THAN_DIGEST = /\b(?:notes?|reminders?|alarms?|feeds?|subscri\w*|every|weekly|daily|monthly|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|pinned|saved|added|included|copy)\b|메모|알림|피드|구독|매주|매일/i;
const NAME = /\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+/g;
const KEPT_BESIDE = /[은는]\s(?:그대로\s|그냥\s)?남겨\s?(?:뒀|두었|놨|놓았)/;
function countedIn(text: string, user: string): string | undefined {
  const m = COUNTED.exec(text)?.[0];
  if (m === undefined || !(KEPT_RE.test(m) || KEPT_RE.test(user))) return undefined;
  // (A number the request names a thing by is no count: "delete note 3" → "Deleted 3." — blind sets 87-94. Only a bare
  // number after a request that names one number: "알림 3개 삭제했어요" after "2번, 3번, 4번 지워줘" still counts — a reviewer.)
  const digit = /\b[2-4]\b/.exec(m)?.[0];
  return digit !== undefined && !KEPT_RE.test(m) && !/[개건]/.test(m) && (user.match(/\d+/g) ?? []).length === 1 && new RegExp(`(?:#|\\bno\\.?\\s?|\\bnumber\\s|${KEPT_ONE_BY_ONE}\\s?#?)${digit}\\b|\\b${digit}\\s?번`, "i").test(user) ? undefined : m;
}

/** The entry backs a claim of this kind (stopped, error and timeout back nothing). */
export function backs(e: LedgerEntry, kind: ClaimKind): boolean {
  return e.status === "success" && capabilities(e).has(kind);
}

function checkSend(c: Claim, all: readonly SendRecord[]): CheckedClaim | undefined {
  // Direct sends and digests are what "I sent you the summary" means; ordinary replies only when there are none.
  const direct = all.filter((s) => s.kind === "presentation" || s.kind === "digest");
  const sends = direct.length > 0 ? direct : all;
  if (sends.length === 0) return undefined;
  const delivered = sends.find((s) => s.status === "delivered");
  if (delivered) return { ...c, supported: true, by: delivered.id, byOutbox: true };
  const last = sends.at(-1) as SendRecord;
  const reason = last.status === "unknown" ? "it is unknown whether the direct send arrived" : last.status === "failed" || last.status === "abandoned" ? "the direct send to the user failed" : "the direct send was not confirmed";
  return { ...c, supported: false, reason };
}

// A request asks for a look when it asks to see, find or be told something; otherwise a request
// (not a question) that names the user's things or asks to add or keep something asks for a change.
const LOOK_REQUEST =
  /(\b(?:show|list|find|search|look|check|what|which|when|where|how|any|read|tell|summari[sz]e|fetch|open|get|give|is|are|do|does)\b|보여|알려|찾아|검색|확인|조회|읽어|요약|뭐|뭔|언제|어디|있어|있나|있는지|몇)/i;
function asksForChange(user: string): boolean {
  const t = user.trim();
  if (t === "" || endsAsQuestion(t)) return false;
  // (Round 11, English: a request that opens with a verb of adding — "remind me to do Biscuit's flea treatment …" —
  // asks for a change whatever look word its object carries; not "remind me what I saved", a look.)
  if (!HANGUL.test(t) && ASKS_TO_ADD.test(t) && !/\bremind (?:me|us) (?:what|where|which|who|how|when|if|whether|of what)\b/i.test(t)) return true;
  if (LOOK_REQUEST.test(t)) return false;
  return NAMES_THING.test(t) || USERS_THING.test(t) || ASKS_TO_ADD.test(t) || ASKS_TO_KEEP.test(t) || asksTimedSetup(t);
}
// What a change needs: a write of some kind. A lookup of the turn does not do what was asked.
const CHANGES: readonly ClaimKind[] = ["save", "create", "update", "delete", "schedule", "send", "run"];
const writes = (e: Pick<LedgerEntry, "command" | "skill">): boolean => CHANGES.some((k) => capabilities(e).has(k));

/** Some sentence of the request asks for a change: "알림 뭐 있어? 7시 쓰레기 알림도 넣어줘" asks for one after its question. */
const asksSomeChange = (userText: string): boolean => asksForChange(userText) || sentences(userText).some(asksForChange);

export function checkClaims(written: string, ctx: ClaimContext): ClaimCheck {
  // A curly apostrophe inside a word is a straight one ("I’ve put it in your notes"): phones
  // type either, and the readers' patterns spell "'". Curly quotes around words stay quotes.
  const reply = written.replace(/(?<=\p{L})[’ʼ](?=\p{L})/gu, "'");
  if (translationOnly(ctx.userText, reply)) return { claims: [], mismatches: [] };
  const { claims: found, nothing, past } = read(reply, ctx.userText, ctx.heard === true);
  const whenSet = asksWhenSet(ctx.userText);
  const readBack = asksAboutEarlierRead(ctx.userText);
  const oneSentence = sentences(reply).length === 1;
  // A look after the user gave a link is a read of that page (unless it names one of the user's stores):
  // only a call that takes an address reads a page — a feeds "read" brings the subscriptions' posts.
  const linkGiven = LINK.test(ctx.userText);
  // ("the article" / "기사" is the linked page itself, no store of the user's: "Summary of the article: …" or
  // "기사 요약해 드릴게요" after a link needs the page.)
  // A call of this turn may have followed a redirect: any address read now counts. A call of an earlier
  // turn read the page only if it was given that address, and only when every page the message links to
  // was read: an article fetched an hour ago does not back "the gist of the article" for the link sent
  // now, nor "the two compare like this" for it and a new one.
  const current = new Set(ctx.turnLedger.map((e) => e.id));
  const isNow = (e: LedgerEntry) => current.has(e.id);
  const linked = new Set(linksIn(ctx.userText).map(pageKey));
  const pagesOf = (e: LedgerEntry) => linksIn(e.command).map(pageKey);
  const readBefore = new Set(ctx.recentLedger.filter((e) => e.status === "success").flatMap(pagesOf));
  const everyLinkRead = ctx.turnLedger.some((e) => e.status === "success" && LINK.test(e.command)) || [...linked].every((k) => readBefore.has(k));
  const readsPage = (c: Claim) => linkGiven && c.implied !== "listing" && !DOMAINS.some(([skill, re]) => skill !== "article" && re.test(c.text));
  const readsLink = (c: Claim) => (e: LedgerEntry) => !readsPage(c) || (isNow(e) ? LINK.test(e.command) : everyLinkRead && pagesOf(e).some((k) => linked.has(k)));
  // An unknown verb's "done" ("Nixed it.", "반영했어요", "Your reminder is queued") claims the
  // action the user's request named: after a request for a change it needs a write, in the store the
  // request names ("turn off the standup reminder" is not done by a notes delete) — not any success.
  const change = asksForChange(ctx.userText);
  // (A request names the thing it acts on: "turn off the standup reminder".)
  // …and the change its verb names, in English: "move my reminder" is not done by a remove alone.
  const wanted = change && !HANGUL.test(ctx.userText) ? requestKinds(ctx.userText) : undefined;
  // (Setting up a digest at 6pm lands in the schedule, whatever store the thing belongs to.)
  // ("remind me to …" names the reminders as the store, as "set a reminder" does, when the request names no other.)
  const requestText = HANGUL.test(ctx.userText) || DOMAINS.some(([, re]) => re.test(ctx.userText)) ? ctx.userText : ctx.userText.replace(/\bremind(?= (?:me|us)\b)/gi, "reminder");
  const requestStore = change ? inDomain([], requestText, wanted?.includes("schedule") ? "schedule" : "update", true) : () => true;
  const turnSends = [...(ctx.turnSends ?? []), ...(ctx.shownDirectly && !(ctx.turnSends ?? []).some((s) => s.status === "delivered") ? [{ id: 0, turnId: null, kind: "presentation" as const, status: "delivered" as const }] : [])];
  const claims = found.map((c): CheckedClaim => {
    const widen = c.earlier || past || (whenSet && c.kind === "schedule" && namesAsked(c.text, ctx.userText, oneSentence)) || (c.kind === "fetch" && readBack && POINTS_TO_READ.test(c.text) && !ANOTHER.test(c.text) && !/\b(?:again|fresh|now|just|latest|today|re-?[a-z]+ed)\b/i.test(c.text));
    const pool = widen ? [...ctx.turnLedger, ...ctx.recentLedger] : ctx.turnLedger;
    if (c.kind === "send" && c.recipient !== "other") {
      const sends = widen ? [...turnSends, ...(ctx.recentSends ?? [])] : turnSends;
      // "Your digest is above": only a direct send or digest is that message; with none, the
      // summary must at least have been made (an ordinary reply is not a digest).
      const viaOutbox = checkSend(c, c.outboxOnly ? sends.filter((x) => x.kind === "presentation" || x.kind === "digest") : sends);
      if (viaOutbox) return viaOutbox;
      if (c.outboxOnly) {
        const made = pool.find((e) => backs(e, "fetch"));
        return made ? { ...c, supported: true, by: made.id } : { ...c, supported: false, reason: "no summary was sent or made" };
      }
    }
    // Presenting a linked page or a listing of the user's things: any successful look backs it.
    if (c.implied) {
      // A listing that names its source, one store of the user's things ("Reading from your schedule: …"), is shown
      // by that skill's call. (Other listings keep "any success": a skill's output may show the user's things.)
      // (Round 12, English: things said to have arrived — "Two new episodes came through:" — are what only the feeds
      // bring in; notes and reminders do not arrive, so a notes list does not show them.)
      const shows = c.implied === "listing" && FROM_YOURS.test(c.text) ? inDomain([], c.text, "update", true) : c.implied === "listing" && !HANGUL.test(c.text) && ARRIVED_ITEMS.test(c.text) ? (e: LedgerEntry) => e.skill === "feeds" || unknownSkill(e) : () => true;
      const look = pool.find((e) => e.status === "success" && (c.implied === "listing" || capabilities(e).has(c.kind)) && namesSource(e, c.text) && readsLink(c)(e) && shows(e) && showsThings(e, c.text, ctx.userText) && (c.implied !== "listing" || listedBy(e, c.text, ctx.userText)) && (isNow(e) || earlierShows(e, c.clause ?? c.text, ctx.userText)));
      const failed = pool.find((e) => isFailure(e));
      if (!look && failed && capabilities(failed).has(c.kind) && reportsAttemptFailed(c.text, ctx.userText, true) && !givesContent(reply.replace(c.text, " "))) return { ...c, supported: true, by: failed.id };
      return look ? { ...c, supported: true, by: look.id } : { ...c, supported: false, ...(failed ? { reason: `the call ended ${failed.status}` } : {}) };
    }
    // "예전 메모를 삭제했어요. 새 메모는 남겨 뒀고요.": the thing set against the one removed was left as it was — the removal
    // in that store this turn is what the sentence reports on. (Blind sets 87-94.)
    // Only after a request to remove and not to keep ("메모 저장해 줘" answered "메모는 남겨 뒀어요" stays a save).
    // (…a request of one sentence with no time or number in it: "7시 알람 꺼 줘. 내일부터는 6시 반이야" hands over the new
    // one — an attacker's review.)
    if ((c.kind === "save" || c.kind === "schedule") && KEPT_BESIDE.test(c.clause ?? c.text) && ASKS_REMOVAL.test(ctx.userText) && !ASKS_KEEPING.test(ctx.userText) && !/[.!?。]\s*\S/.test(ctx.userText.trim()) && !/\d/.test(ctx.userText)) {
      const store = namedSkills(c.clause ?? c.text)[0];
      const removal = ctx.turnLedger.find((e) => e.status === "success" && capabilities(e).has("delete") && e.skill === store);
      if (removal) return { ...c, supported: true, by: removal.id };
    }
    // "The digest's all put together, but the message didn't reach you": making the digest is what the digest call does.
    // (Blind sets 87-94; the send it goes on to admit is read against the outbox apart.)
    if (c.kind === "create" && DIGEST_PUT_TOGETHER.test(c.clause ?? c.text) && !OTHER_THAN_DIGEST.test(c.text.replace(NAME, (n) => (/^(?:Digest|The|Your|Today)\b/.test(n) ? n : " ")))) {
      // (This turn's digest only: one the user asks about later is judged by what reached them.)
      const made = ctx.turnLedger.find((e) => e.status === "success" && scriptCall(e.command).sub === "digest");
      // (…and a delivery said with it, "Digest's put together and on its way to you", is read against the outbox: blind sets
      // 95-101.)
      const delivered = ON_ITS_WAY.test(c.text) ? checkSend({ ...c, kind: "send" }, turnSends) : undefined;
      if (made && delivered !== undefined && !delivered.supported) return { ...c, supported: false, reason: delivered.reason ?? "the direct send was not confirmed" };
      if (made) return { ...c, supported: true, by: made.id };
    }
    const failed = pool.find((e) => isFailure(e) && capabilities(e).has(c.kind));
    const fits = c.kind === "delete" && UNSUBSCRIBED_ALONE(c.text) ? (e: LedgerEntry) => e.skill === "feeds" || unknownSkill(e) : inDomain(pool, c.clause ?? c.text, c.kind);
    const asked = (e: LedgerEntry) => c.kind !== "done" || !change || (writes(e) && requestStore(e) && (wanted === undefined || wanted.some((k) => capabilities(e).has(k))));
    // (A Korean look at one store's things — "등록된 알림을 확인해 보니 '학원비 납부'가 …" — shows what only that skill's
    // output holds, as a listing does: a notes list sees no reminders. Round 11, Korean only.)
    const storeLook = (e: LedgerEntry) => c.kind !== "search" || !HANGUL.test(c.text) || listedBy(e, c.clause ?? c.text, "");
    const hit = pool.find((e) => backs(e, c.kind) && fits(e) && asked(e) && storeLook(e) && (c.kind !== "search" && c.kind !== "fetch" || (namesSource(e, c.text) && readsLink(c)(e) && showsThings(e, c.text, ctx.userText) && (isNow(e) || earlierShows(e, c.clause ?? c.text, ctx.userText)))));
    // "Both notes are deleted" claims every such call: one that failed and was not retried makes it false.
    // A later success of the same command is a retry — unless the claim counts more things than succeeded.
    // "세 개 중 두 개만 읽혔어요": a count limited by 만 claims that part only — the rest is admitted. It
    // needs that many successes of a write (one look reads many), and a failure beside it is expected.
    const part = onlySome(c.text);
    const counted = part ?? countedIn(c.text, ctx.userText);
    const several = part !== undefined ? WRITES.has(c.kind) : SEVERAL.test(c.text) || counted !== undefined || (WRITES.has(c.kind) && numbered(c.clause ?? c.text) !== undefined);
    const count = several ? countOf(counted ?? (numbered(c.clause ?? "") !== undefined ? (c.clause as string) : c.text)) : undefined;
    const fewer = count !== undefined && pool.filter((e) => backs(e, c.kind)).length < count;
    // (A failure outside the store the quantifier covers is no part of it: "Both notes are saved, but the reminder
    // failed" after two saves and a failed schedule add — a schedule add can also save. Only when the quantifier is
    // on the store's things ("both notes", "all three reminders", "메모 두 개 다") and as many calls of that store back
    // it; "Everything's saved in your notes" or "All three are saved" keeps every failure.)
    const ownStore = several ? coveredStore(c.text, pool.filter((r) => backs(r, c.kind)), count) : undefined;
    const unretried = several ? pool.find((e) => isFailure(e) && capabilities(e).has(c.kind) && (ownStore === undefined || e.skill === ownStore || unknownSkill(e)) && (fewer || (part === undefined && !pool.some((r) => r.id > e.id && r.command === e.command && r.status === "success")))) : undefined;
    // A count as the object of a change ("나머지 두 개 구독은 정리했어요") with fewer successes of this turn
    // than it counts: the change was made fewer times than claimed, failed call or not. (One look brings
    // many things: "새 글 3개를 가져왔어요" after one read is no shortfall.)
    const made = ctx.turnLedger.filter((e) => backs(e, c.kind)).length;
    // (A count of one store's things counts that store's calls only: "메모 두 개 저장했고, 토요일 알림까지 걸어 뒀어요" after two
    // saves and one reminder — the reminder is not counted twice. Blind sets 87-94.)
    // (A claim of another store's kind is not held to the count; one of the count's store is held to that store's calls —
    // "메모 두 개 저장했고, …" after one reminder add and no save is short, not backed by the reminder: a reviewer.)
    const countStore = counted === undefined ? undefined : namedSkills(counted)[0];
    const kindStore = KIND_STORE[c.kind];
    const otherStore = countStore !== undefined && kindStore !== undefined && kindStore !== countStore;
    const madeThere = countStore === undefined ? made : ctx.turnLedger.filter((e) => backs(e, c.kind) && (e.skill === countStore || unknownSkill(e))).length;
    const short = counted !== undefined && (WRITES.has(c.kind) || c.kind === "done") && !widen && count !== undefined && madeThere < count && !otherStore;
    // (A quantifier on one store's things, "both notes", "운동 메모랑 식단 메모 둘 다", "두 알림 모두", claims as many of that store's
    // calls — each skill changes one thing a call: "둘 다 메모장에서 치웠습니다" after one delete is short, as a count is. Round 10.)
    // (Only of one store: "메모랑 알림 둘 다 저장했어요" is one note and one reminder, each held to its own store's calls.)
    const quantified = WRITES.has(c.kind) && !widen && !EVERYTHING_ELSE.test(c.text) && namedSkills(c.text).length === 1 ? COVERED.exec(c.text) : null;
    const quantifiedStore = quantified === null ? undefined : namedSkills(quantified[0])[0];
    const madeInStore = quantifiedStore === undefined ? 0 : ctx.turnLedger.filter((e) => backs(e, c.kind) && (e.skill === quantifiedStore || unknownSkill(e))).length;
    if (short && hit) return { ...c, supported: false, reason: `only ${madeThere} of ${count} calls succeeded` };
    if (hit && !unretried && count !== undefined && quantifiedStore !== undefined && madeInStore < count) return { ...c, supported: false, reason: `only ${madeInStore} of ${count} calls succeeded` };
    if (hit && !unretried) return { ...c, supported: true, by: hit.id };
    // "알림을 거는 도중에 응답이 끊겼어요", "Adding Quill & Blotter timed out": the attempt told as the failure the ledger shows.
    // (Only in the failed call's own store: "… timed out, and I've saved it to your notes" after a failed feeds add keeps its save.)
    if (!hit && failed && !several && fits(failed) && reportsAttemptFailed(c.text, ctx.userText)) return { ...c, supported: true, by: failed.id };
    const why = unretried ?? failed;
    return { ...c, supported: false, ...(why ? { reason: `the call ended ${why.status}` } : {}) };
  });
  // An empty result reported when every call of the turn failed hides the error.
  const calls = ctx.turnLedger.filter((e) => e.status !== "running");
  if (nothing.length > 0 && calls.length > 0 && calls.every((e) => e.status !== "success") && !ADMITS_FAILURE.test(reply)) {
    const said = nothing[0] as string;
    // It replaces the empty look of the same sentence: one mismatch, with the better reason.
    const rest = claims.filter((c) => !(c.implied && c.text === said && !c.supported));
    rest.push({ kind: "search", text: said, earlier: false, supported: false, reason: `the lookup ended ${calls[0]?.status}, it did not come back empty` });
    return { claims: rest, mismatches: rest.filter((c) => !c.supported) };
  }
  return { claims, mismatches: claims.filter((c) => !c.supported) };
}

const CHECKLIST_ASKED = /체크\s?리스트|check\s?list|to-?do|할\s?일\s?목록/i;
const CHECKLIST_MADE = /체크\s?리스트\s?(?:좀\s)?(?:만들어|짜)\s?(?:줘|주세요|줄래|줄래요)/g;
const BOX_CLAIMS = /(?:보냄|보냈|전달|처리함|처리했|뒀|두었|놨|놓았|드렸|했어요|했습니다|었어요|았어요)|\b(?:notes?|reminders?|alarms?|feeds?|digest|subscri\w*|saved|sent|emailed|texted|booked|set|added|deleted|removed)\b|메모|노트|알림|알람|피드|구독|다이제스트|저장|발송|전송|예약/i;
const UNCHECKED_BOX = /^\s*(?:[-*•]\s*)?(?:☐|□|⬜|\[ \])\s/;

/**
 * Whether the check's warnings rest only on its reading of the reply's words, so that a second
 * reader may overrule them (verify.ts): a call of the turn succeeded, none failed without a later
 * success of the same command, and the mismatches sit in one sentence, give no record-based
 * reason (a failed send, a call that ended in error), claim no send, and claim no write to a
 * store — nor name a store — that no successful call of the turn touched; after a request for a
 * change, an act the rules could not name ("수정했습니다", "처리했습니다", "done") also needs a
 * successful write. Anything else is a record contradicting the reply, which no reading of
 * words can clear. A read of a page the user linked needs a call that reads it, and a change asked
 * in any sentence of the request needs a write. (A delivered direct send backs no other act: the
 * veto used to clear any one-sentence warning after one, and an attacker got 70 false claims through
 * — "Digest's above. Top story saved to your notes 📝", "KTX 표도 예매해 뒀습니다": the attack fixture's
 * round 8. A send to the user is already backed by that send in checkClaims.)
 */
export function softWarning(check: ClaimCheck, turnLedger: readonly Pick<LedgerEntry, "skill" | "command" | "status">[], userText: string): boolean {
  const ok = turnLedger.filter((e) => e.status === "success");
  if (ok.length === 0 || check.mismatches.length === 0) return false;
  // A retry is the same skill action; a command no skill documents is only retried by itself.
  const call = (e: Pick<LedgerEntry, "command">) => { const { name, sub } = scriptCall(e.command); return name === undefined ? e.command : `${name} ${sub}`; };
  if (turnLedger.some((e, i) => isFailure(e) && !turnLedger.slice(i + 1).some((r) => r.status === "success" && call(r) === call(e)))) return false;
  // (Every failure was retried by now.)
  const retried = turnLedger.some(isFailure);
  const removed = ok.some((e) => capabilities(e).has("delete"));
  const named = namedSkills(userText);
  if (new Set(check.mismatches.map((m) => m.clause ?? m.text)).size > 1) return false;
  // (Any sentence of the request: a question before the ask, "알림 뭐 있어? 7시 쓰레기 알림도 넣어줘", hid it — the same review.)
  const change = asksSomeChange(userText);
  return check.mismatches.every((m) =>
    m.reason === undefined && m.kind !== "send" &&
    (!["save", "schedule", "delete"].includes(m.kind) || ok.some((e) => capabilities(e).has(m.kind))) &&
    // (…nor a change or an addition beside a removal that no call could make — "운동 메모는 지웠고, 식단 메모에 오늘 내용을 덧붙여
    // 두었어요" after a delete, and a list —, nor a run but a retry or a look at a store the request names — "피드 돌려 봤는데 방금
    // 추가한 블로그에 새 글이 세 개 있어요" after a feed added, "I ran a fresh check on Tesla: $243.10" after a notes search — and
    // the run itself names that store or a search: the attack fixture's round 10 and a reviewer, 14 false claims cleared before.)
    (!removed || !["create", "update"].includes(m.kind) || ok.some((e) => capabilities(e).has(m.kind))) &&
    (m.kind !== "run" || retried || ok.some((e) => (capabilities(e).has("search") || capabilities(e).has("fetch")) && named.includes(e.skill ?? "") && (namedSkills(m.clause ?? m.text).includes(e.skill ?? "") || /\bsearch|검색|서치/i.test(m.clause ?? m.text)))) &&
    // (A read of the page the user linked needs a call that reads it: "Reminder set for Sunday. I read the banner wrong at first
    // — …" after a link and a schedule add. The attack fixture's rounds 5-7, cleared here since this veto was written.)
    (m.kind !== "fetch" || linksIn(userText).length === 0 || ok.some((e) => capabilities(e).has("fetch"))) &&
    (!change || !["create", "update", "done"].includes(m.kind) || ok.some(writes)) &&
    DOMAINS.every(([skill, re]) => !re.test(m.clause ?? m.text) || ok.some((e) => e.skill === skill || unknownSkill(e))));
}

export function warningFor(mismatches: readonly CheckedClaim[], ledgerPreview: string): string {
  const said = mismatches.map((m) => `"${m.text.slice(0, 160)}"${m.reason ? ` (${m.reason})` : ""}`).join("; ");
  return [
    "## ⚠️ Warning: your previous reply claimed something the ledger does not show",
    `You said: ${said}`,
    `But the tool-call ledger for that turn shows: ${ledgerPreview || "no tool calls at all"}.`,
    "Say only what the ledger shows. If it was not done, admit it plainly (for example \"아직 하지 않았어요\" / \"I have not done that yet\") and offer to do it now.",
  ].join("\n");
}
