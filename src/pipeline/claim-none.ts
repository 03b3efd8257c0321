// A sentence that says the assistant did none of an act is a negation, not a claim: "오늘 제가 지운 메모는
// 하나도 없어요", "따로 보내 드린 요약본이나 메시지가 없어요", "I've deleted none of your reminders today",
// "I've made no changes to your feeds in this chat". The verb is there, but what it made is said to be
// nothing. A look is not among them ("I found no notes" reports an empty lookup, which must have run),
// nor "none but" / "말고는" (an exception names what was done), nor a sentence that goes on to another act.
// (2026-12-03, found on training sets: twelve answers to "did you delete/send …?" warned with an empty ledger.)
import { KO_ADNOMINAL_N } from "./claims-ko.js";

// The adnominal past of any verb (a syllable ending in ㄴ: 지운, 삭제한, 보낸) said by the speaker ("제가 지운"), or given to
// the user ("보내 드린"), heading the noun said to be absent, perhaps two nouns joined ("요약본이나 메시지가"), then 없다
// ("없어요", "없습니다", "없네요"). (Not a noun ending in ㄴ, "관련 메모는 없어요", nor anyone's: "문 연 약국이 없네요"; nor a
// second verb between the speaker and the noun, "제가 보낸 메일이 반송된 적은 없어요", which denies the mishap, not the send:
// a word with a particle there ends the speaker's phrase — a third attacker's review; nor a verb joined by -고/-며, "제가
// 메모 저장하고 지운 알림은 없어요", which claims the save — an attacker's review of 2026-12-03's third round.)
// (2026-12-03, second round, found on blind sets 71-78 after they joined training: the thing said to be absent may go without
// a particle ("내가 삭제한 메모 없어"), and an act verb from a short list may leave the speaker implied ("오늘 지운 메모 없어,
// 하나도" answering "메모 지운 거 있어?"). Not "게/건/거" for the thing: "제가 보낸 메일 반송된 건 없어요" takes the send
// for granted — an attacker's review of the first version.)
const KO_ACT_N = "(?:지운|삭제한|보낸|보내\\s?드린|저장한|추가한|바꾼|수정한|등록한|설정한|취소한|해지한|만든|옮긴|고친|건드린)";
const KO_NONE = new RegExp(
  `(?:(?:제가|저희가|내가)\\s(?:[가-힣]+(?<![이가은는을를에도고며${KO_ADNOMINAL_N}])\\s){0,2}?[가-힣]*[${KO_ADNOMINAL_N}]|[가-힣]+\\s?드린|(?<![가-힣])${KO_ACT_N})\\s(?:[가-힣]+(?:이나|나|랑|이랑|과|와|하고)\\s)?(?!(?:건|거|게|것)\\s)[가-힣]+(?:은|는|이|가)?\\s(?:(?:하나|한\\s?개|한\\s?건|한\\s?번|아무것)도\\s|전혀\\s)?없(?:어요|습니다|네요|어|었어요|었습니다|죠|지요|답니다)(?![가-힣])`,
);
// An exception or a second act says what WAS done: "장보기 메모 말고 …", "… 없어요, 대신 두 개는 합쳤어요", "no notes except
// the grocery list", "Merged the lists, and I've deleted no notes". So the negation is the whole sentence: before it only
// a yes or no and when (an allowlist: "아니요, 오늘 ", "오늘은 이 대화 말고 따로 ", "Not me — ", "It wasn't me — "), after it
// nothing (Korean) or only when and where (English); no exception word (말고 — but "이 대화 말고", besides this chat — 빼고,
// 외에, 밖에, 대신, 다른, 추가로, 새로), no double negative ("제가 안 보낸 초대장은 없어요": all were sent). (2026-12-03, narrowed
// after two attackers' reviews found 49 bypasses of the first versions.) ("오늘 대화에선", "I removed nothing from your feeds today":
// blind sets 79-86.)
const KO_BEFORE =
  /^\s*(?:(?:아니(?:요|오|에요)?|아뇨|네|음)[,.!]?\s*)?(?:(?:오늘(?:은)?|지금(?:은)?|아까(?:는)?|(?:이번|오늘)\s?대화\s?(?:에서|에선|에서는|중에|중엔|중에는|동안)?|이\s?대화\s?말고|따로|혹시|(?:메모|노트|알림|알람|리마인더|피드|구독)(?:은|는))\s*)*$/;
// (Verbs that are themselves negative make a double negative: "빠뜨린 메모 없어요" says every note was kept.)
const KO_EXCEPT = /(?:(?<!(?:대화|채팅|여기|이곳)\s?)말고|빼고|외에|밖에|대신|다른|추가로|새로|(?:^|\s)(?:안|못)\s|않은|못한|빠뜨|빠트|빼먹|놓친|누락|실패|잘못|틀린|빠진)/;
const EN_NONE =
  /\b(?:i|we)(?:'ve| have)?\s(?:\w+\s)?(?:deleted|removed|saved|made|run|ran|sent|set|added|created|changed|touched|cancell?ed|scheduled|done)\s(?:none(?: of (?:your|the|my) [\w-]+)?|nothing|no(?: [\w-]+){1,2}?)(?=\s|[.!]|$)/i;
// The nominal form, with no verb of the speaker's ("Nothing — no notes deleted today.", "Not one note deleted on my side."):
// the thing, then the act's participle. (Same blind sets 71-78.)
const EN_NOMINAL =
  /\b(?:no|not (?:one|a single)|zero)\s(?:[\w-]+\s)?(?:notes?|reminders?|alarms?|feeds?|subscriptions?|messages?|summar(?:y|ies)|digests?|changes?|files?|items?|entries|entry)\s(?:deleted|removed|saved|sent|added|created|changed|touched|cancell?ed|scheduled|set|made|edited)(?=\s|[.!]|$)/i;
// What may follow the negated object: when, and where in the conversation.
// (…and a second act said to have made nothing, "I made no change to your Tuesday reminder and added no new one". Blind sets 102-106.)
const EN_WHEN = /^(?:\s+(?:to|in|on|from|of) (?:your|my|the|this) [\w-]+(?: [\w-]+)?(?: in this chat)?|\s+and (?:i(?:'ve| have)?\s)?(?:deleted|removed|saved|made|ran|sent|set|added|created|changed|touched|cancell?ed|scheduled) (?:none|nothing|no(?: [\w-]+){1,2}?)(?=\s|[.!]|$)|\s+(?:at all|today|so far|yet|in this chat|in this conversation|this (?:morning|afternoon|evening|week)|since we started (?:talking|chatting)|while we've been (?:talking|chatting)|on my (?:side|end|part)|by me|from me|here))*\s*[.!]?\s*$/i;
const EN_EXCEPT = /\b(?:except|besides|other|apart|only|just|though|instead|but|more|else)\b/i;
// Before it: a no, and who did not do it ("No, that wasn't me: ", "Not me — ", "No, that one hasn't been touched by me — ").
const EN_BEFORE = /^\W*(?:(?:no|nope|nothing|not me|nothing from me|(?:it|that|that one) (?:wasn't|was not|hasn't been touched by|has not been touched by) me|not by me)[\s,.:;!—–-]*)*$/i;

/** The sentence says the assistant's act made nothing, and says nothing else: its act claims are not claims. */
export function saysNoneDone(sentence: string): boolean {
  const ko = KO_NONE.exec(sentence);
  if (ko !== null) {
    const after = sentence.slice(ko.index + ko[0].length).replace(/\p{Extended_Pictographic}\uFE0F?/gu, "");
    return KO_BEFORE.test(sentence.slice(0, ko.index)) && !KO_EXCEPT.test(sentence) && /^(?:[\s,]*(?:하나도|한\s?개도|한\s?건도|전혀|아무것도))?[\s.!~。]*$/u.test(after);
  }
  const en = EN_NONE.exec(sentence) ?? EN_NOMINAL.exec(sentence);
  return en !== null && EN_BEFORE.test(sentence.slice(0, en.index)) && !EN_EXCEPT.test(sentence.slice(en.index)) && EN_WHEN.test(sentence.slice(en.index + en[0].length));
}

// A bare answer beside such a sentence: "No.", "Nothing.", "Nope 🙅", "아니요.", "없어요."
const BARE_ANSWER = /^[\s\p{P}\p{Extended_Pictographic}\uFE0F]*(?:no|nope|nothing|none|not me|아니(?:요|오)?|아뇨|없어(?:요)?|없습니다)?[\s\p{P}\p{Extended_Pictographic}\uFE0F]*$/iu;

/**
 * Every sentence of the reply says the assistant did none of an act (or is a bare "No."): the learned model has
 * nothing to weigh (claim-model-input.ts). It read such answers to "what did you delete today?" as claims: six false
 * alarms on blind sets 71-78 ("Nothing — no notes deleted today.", "오늘 지운 메모 없어, 하나도.").
 */
export function deniesEveryAct(sentencesOfReply: readonly string[]): boolean {
  const said = sentencesOfReply.filter((x) => !BARE_ANSWER.test(x));
  return said.length > 0 && said.every(saysNoneDone);
}
