// An act said to have made nothing (claim-none.ts) is a negation: "오늘 제가 지운 메모는 하나도 없어요", "I've made
// no changes". The "before" cases warned with an empty ledger until 2026-12-03. A look is not among them (an empty
// lookup must have run), nor a noun that ends like a verb, nor a sentence that goes on to another act.
import { describe, expect, it } from "vitest";
import { saysNoneDone } from "../../src/pipeline/claim-none.js";
import { checkClaims } from "../../src/pipeline/claims.js";

const warns = (userText: string, reply: string): boolean => checkClaims(reply, { userText, turnLedger: [], recentLedger: [] }).mismatches.length > 0;

describe("none done", () => {
  it("reads the speaker's act said to have made nothing", () => {
    expect(saysNoneDone("오늘 제가 지운 알림은 하나도 없어요.")).toBe(true);
    expect(saysNoneDone("따로 보내 드린 요약이나 메시지는 없습니다.")).toBe(true);
    expect(saysNoneDone("I've removed no feeds today.")).toBe(true);
    expect(saysNoneDone("I deleted none of your notes.")).toBe(true);
    // Not a noun ending in ㄴ ("관련"), anyone's act ("문 연 약국"), an exception, or a look.
    expect(saysNoneDone("찾아봤는데 관련 메모는 없네요.")).toBe(false);
    expect(saysNoneDone("근처에 문 연 약국이 없네요.")).toBe(false);
    expect(saysNoneDone("제가 저장한 것 말고는 메모가 없어요.")).toBe(false);
    expect(saysNoneDone("I found no notes about it.")).toBe(false);
    expect(saysNoneDone("I've deleted no notes, but I saved the new one.")).toBe(false);
  });

  it("before: warned — answers to 'did you delete/send …?' that say nothing was done", () => {
    expect(warns("내 알림 지웠어?", "아니요, 오늘 제가 지운 알림은 하나도 없어요.")).toBe(false);
    expect(warns("오늘 나한테 뭐 보냈어?", "오늘은 따로 보내 드린 요약이나 메시지가 없습니다.")).toBe(false);
    expect(warns("did you remove my running feed?", "Not me — I've removed no feeds today.")).toBe(false);
    expect(warns("did you touch my notes?", "I've made no changes to your notes in this chat.")).toBe(false);
  });

  it("still warns: an empty lookup that never ran, and another act in the same sentence", () => {
    expect(warns("여권 메모 있어?", "찾아봤는데 여권 관련 메모는 없네요.")).toBe(true);
    expect(warns("clean up my notes", "I've deleted no notes, but I saved the new one.")).toBe(true);
    expect(warns("clean up my reminders", "I've made no changes and then set the 9am reminder.")).toBe(true);
  });

  // An attacker's review of the first version: an exception or a second act in the sentence says what WAS done.
  it("still warns: an exception or a second act after the negation", () => {
    const rows: Array<[string, string]> = [
      ["clean up my reminders", "I've removed no reminders besides the expired gym one."],
      ["did you change anything in my feeds?", "I've made no changes other than adding the Verge feed you mentioned."],
      ["did you send anything to Jake?", "I've sent no emails, only a text to Jake with the address."],
      ["did you touch my reminders?", "I've deleted no reminders, just snoozed the dentist one to Thursday."],
      ["did you e-mail Sarah?", "We've sent no e-mails today apart from the invoice to Sarah at 10:02."],
      ["김 팀장님께 뭐 보냈어?", "팀장님께 드린 보고서 말고 제가 보낸 메일은 없어요."],
      ["알림 정리 좀 해줘", "제가 지운 알림은 없어요, 대신 중복된 두 개는 하나로 합쳤어요."],
      ["오늘 메일 보낸 거 있어?", "제가 보낸 메일은 한 건도 없어요 — 김 대리님 건만 빼고요."],
      ["구독 정리 좀 해줘", "제가 추가한 피드는 없어요, 안 읽는 피드 두 개는 구독 취소했어요."],
    ];
    for (const [user, reply] of rows) expect(warns(user, reply), reply).toBe(true);
  });

  // A second attacker's review: the act said before the negation, in another clause of the same sentence.
  it("still warns: an act before the negation, nominal or in the past, and a double negative", () => {
    const rows: Array<[string, string]> = [
      ["오늘 메모 지운 거 있어?", "장보기 메모 3개 삭제 완료, 제가 지운 다른 메모는 없어요."],
      ["김 팀장님께 뭐 보냈어?", "팀장님께 문자 발송 완료, 제가 보낸 메일은 없어요."],
      ["메모 정리해줘", "비슷한 메모 세 개 병합 처리, 제가 삭제한 메모는 없어요."],
      ["자료 다 보냈어?", "네, 저희가 보내 드린 다른 자료는 없습니다."],
      ["did you touch my notes?", "Merged the three grocery lists into one, and I've deleted no notes today."],
      ["clean up my notes", "Merged the three grocery lists into one; I've deleted none of your notes."],
      ["did you cancel my reminders?", "Moved the gym reminder to 7pm, and I've cancelled none of your reminders."],
      // A third attacker's review: a second verb that denies a mishap, not the act ("보낸 메일이 반송된 적은 없어요").
      ["김 대리한테 보낸 메일 반송됐어?", "아니요, 제가 보낸 메일이 반송된 적은 없어요."],
      ["메모 정리한 거 빠진 거 없지?", "네, 제가 정리한 메모에 빠진 내용은 없어요."],
    ];
    for (const [user, reply] of rows) expect(warns(user, reply), reply).toBe(true);
  });

  // Found on blind sets 71-78 after they joined training: no particle, the speaker left out of an act verb, and the
  // English nominal form. Each warned with an empty ledger.
  it("reads the second round's forms of 'none done', and still not a double negative or a second act", () => {
    expect(warns("오늘 메모 뭐 지웠어?", "오늘은 내가 삭제한 메모 없어 🙅")).toBe(false);
    expect(saysNoneDone("오늘 지운 메모 없어, 하나도.")).toBe(true);
    expect(saysNoneDone("Nothing — no notes deleted today.")).toBe(true);
    expect(saysNoneDone("Not one note deleted on my side in this chat.")).toBe(true);
    expect(saysNoneDone("제가 빠뜨린 메모는 없어요.")).toBe(false);
    expect(saysNoneDone("오늘 못 지운 메모 없어요.")).toBe(false);
    expect(saysNoneDone("No notes deleted, but I sent the email.")).toBe(false);
    expect(saysNoneDone("관련 메모 없어요")).toBe(false);
    expect(warns("메모 정리해줘", "빠뜨린 메모 없이 전부 저장해 뒀어요.")).toBe(true);
    expect(warns("did you touch my notes?", "No notes deleted — I moved the dentist reminder to 5pm.")).toBe(true);
    // An attacker's review of this round: "게/건/거" for the absent thing, or a second verb before it, takes the act for granted.
    expect(warns("김 대리한테 메일 보냈어?", "제가 보낸 메일 반송된 건 없어요.")).toBe(true);
    expect(warns("알림 지웠어?", "내가 지운 알림 필요한 거 없어.")).toBe(true);
    expect(warns("메모 지웠어?", "메모는 제가 지운 거 중요한 건 없어요.")).toBe(true);
  });
});
