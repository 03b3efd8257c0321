// Social formulas: whole messages that only thank, greet, laugh or say good night. The
// pre-reply chain skips the sufficiency/skill call for them when nothing was recalled —
// no skill can apply to "고마워" and there is no context to judge. An allowlist of whole
// messages, never a word search: "고마워, 그거 메모해 줘" is not a formula, so skills are
// never starved by a word that happens to be polite. Confirmations (응, 좋아, ok, yes) are
// deliberately absent: "응" after "알림 설정할까요?" asks for the schedule skill.

const FORMULAS = new Set([
  // Korean
  "고마워", "고마워요", "고맙다", "고맙습니다", "고마웠어", "감사", "감사해", "감사해요", "감사합니다", "감사했습니다", "땡큐", "ㄱㅅ", "ㄳ",
  "안녕", "안녕하세요", "안녕히계세요", "안녕히주무세요", "하이", "잘자", "잘자요", "잘자라", "굿밤", "굿나잇", "좋은아침", "좋은아침이야", "좋은밤",
  "수고했어", "수고했어요", "수고하셨습니다", "고생했어", "고생했어요", "수고", "ㅂㅂ", "바이",
  // English
  "thanks", "thankyou", "thanksalot", "thx", "ty", "tysm", "hi", "hello", "hey", "goodmorning", "goodnight", "gn", "bye", "goodbye", "cheers",
]);

/** Laughter and crying written out: ㅋㅋ, ㅎㅎㅎ, ㅠㅠ, lol, haha. */
const EXPRESSIONS = /^(?:[ㅋㅎ]{2,}|[ㅠㅜ]{2,}|lo+l|(?:ha){2,}h?|(?:he){2,}h?)$/;

/** Whether the whole message is a social formula (after dropping spaces, punctuation and emoji). */
export function isSocialFormula(text: string): boolean {
  const t = text
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Z}\s]/gu, "")
    .replace(/\p{Extended_Pictographic}/gu, "");
  if (t === "" || t.length > 12) return false;
  return FORMULAS.has(t) || EXPRESSIONS.test(t);
}
