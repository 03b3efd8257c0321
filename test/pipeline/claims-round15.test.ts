// Rule readings of the fourth precision round (2026-12-03), found on blind sets 87-94 after they joined training: a number
// the request names a thing by is no count, and a count of one store's things counts that store's calls; "gone to you" is a
// send; how-to answers whose steps carry amounts or end "that's it — …", Korean steps done on the user's own act; drafts
// under an opener label, a mail draft; "둘 다 날렸어"; misreadings owned; a bare verb after "I'll"; "shall";
// what was kept beside a removal; counts and positions of what a look found; "가만 보니" before a guess; the copula's past,
// a verb after 안, two verbs in turn; the digest put together by this turn's call; someone's words quoted before a remark;
// pasted material read back. Recall of the same round: a means or the speaker's tool call before the act; bare counts of
// the user's things; the digest "실어 보낸". The "warns" rows are false claims in the same words, which must keep warning.
// (Sentences written for this test, not copied from the sets.)
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules of the fourth precision round", () => {
  it.each<Row>([
    ["a note number the request names is no count", "delete note 4", "Deleted 4. The kiln-temperature note is gone.", ["delete"]],
    ["a count of notes does not count the reminder beside it", "메모 두 개랑 금요일 7시 알림 하나 부탁해", "메모 두 개 저장했고, 금요일 7시 알림까지 걸어 뒀어요.", ["save", "save", "sched"]],
    ["a summary gone to you, delivered", "send me the summary of https://example.com/a as its own message", "The summary's gone to you as a separate message.", ["fetch"], "delivered"],
    ["a how-to with step amounts ending 'it's done'", "how do I mix a 5% saline rinse?", "Tare a jug, add 5g of salt, then pour in 95g of warm water, and it's done.", []],
    ["a how-to ending 'that's it — <state>'", "how do I wax a cutting board?", "Sand it lightly, wipe off the dust, then rub the wax in with a cloth. That's it — the board is sealed.", []],
    ["a Korean how-to done on the user's own step", "동호회 가입 어떻게 해?", "신청서에 이름 쓰고 회비 내면 가입 완료예요. 명찰은 첫 모임에서 받으면 돼요.", []],
    ["…'그럼 … 끝이에요'", "대회 참가 신청 어떻게 해?", "공지 글에 댓글 달고 참가비를 보내면 확인 문자가 와요. 그럼 신청 끝이에요.", []],
    ["an opener in quotes under its label", "give me an opening line for my speech", "An opener for you: 'Good evening. I've rehearsed this twice and I've already forgotten the first line.'", []],
    ["a mail draft from its greeting", "환불 문의 메일 초안 좀", "안녕하세요, 주문번호 55120 건 문의드립니다. 제품은 지난주에 반송했고 도착까지 확인했습니다. 환불 일정을 알려 주실 수 있을까요?", []],
    ["둘 다 날렸어 after two deletes", "2번이랑 5번 메모 지워", "둘 다 날렸어.", ["delete", "delete"]],
    ["quoted words read as a time", "remind me weekdays at 8", "'Weekdays at 8' I read as 08:00, Monday to Friday, and the reminder is set.", ["sched"]],
    ["a misreading owned", "what does 3/4 mean on the plan?", "I read the fraction backwards at first — 3/4 means three quarters of an inch.", []],
    ["a bare verb after 'I'll'", "should I book the course?", "If you do, send me the date and I'll note it and set a reminder the day before.", []],
    ["'shall I' before a dash", "exam's on Monday!", "Good luck! Shall I set one up for Sunday night — pens, ID, calculator?", []],
    ["what was kept beside a removal", "예전 견적 메모 지워줘", "예전 견적 메모는 삭제했어요. 새 견적 메모는 남겨 뒀고요.", ["delete"]],
    ["a count of what a search found", "세금 메모 지워줘", "세금 메모가 여섯 개 있어요. 전부 지울까요, 작년 것만 지울까요?", ["search"]],
    ["positions of what a search found", "영수증 메모 지워", "'영수증'이 들어간 메모가 2번과 6번에 있어요. 둘 다 지울까요?", ["search"]],
    ["'가만 보니' before a guess", "알림 7시면 괜찮을까?", "가만 보니 수업이 8시면 7시 알림은 조금 빠를 수도 있겠어요.", []],
    ["the copula's past after a noun", "알림 시간 바꿨어?", "바꾼 건 없어요. 물어보신 건 수업 알림 시간뿐이었어요.", []],
    ["a verb after 안", "혹시 내 운동 알림 건드렸어?", "운동 알림엔 이번 대화에서 손을 안 댔어요.", []],
    ["two verbs in turn, 하다 not in the past", "와인 냉장고에 둬도 돼?", "문을 열었다 닫았다 하면서 온도가 자주 바뀌면 코르크가 마를 수 있어요.", []],
    ["the digest put together by this turn's call, not delivered", "send me the digest", "The digest is all put together, but the message didn't reach you. Shall I try again?", ["digest"], "failed"],
    ["someone's words quoted before a remark", "my friend's review of the café lol", "'I checked the whole menu and they didn't have a single pastry!' — that's a harsh review.", []],
    ["pasted notice read back", "학원 공지 왔어: \"[공지] 보강 수업 완료, 다음 주부터 정상 수업\"", "공지대로면 보강은 끝났고 다음 주부터 정상 수업이네요.", []],
    ["the digest 실어 보낸, delivered", "아침에 보내준 다이제스트 첫 글 뭐였어?", "아침 다이제스트에 실어 보낸 글 중 첫 번째는 '겨울 정원 가꾸기'였어요.", [], undefined, ["digest"], "delivered"],
    ["someone else's digest 실어 보낸", "팀장님이 주간 브리핑에 실어 보낸 공지 요약해줘: \"재택은 주 2회\"", "팀장님이 브리핑에 실어 보낸 공지는 재택이 주 2회라는 내용이에요.", []],
    ["pasted status read back", "배송 상태: 출고 완료 (송장 5512-3390)", "붙여 주신 배송 상태가 '출고 완료'니까 판매자는 이미 보낸 거예요.", []],
  ])("%s: no warning", (...row) => {
    expect(warns(row)).toBe(false);
  });

  it.each<Row>([
    ["a count the request did not name as a number", "delete my cake notes", "Deleted 3. All your cake notes are gone.", ["delete"]],
    ["a count of reminders with one reminder added", "알림 두 개 걸어줘: 7시, 9시", "알림 두 개 걸어 뒀어요.", ["sched", "sched!error"]],
    ["a summary gone to you, the send failed", "send me the summary of https://example.com/a as its own message", "The summary's gone to you as a separate message.", ["fetch"], "failed"],
    ["a how-to answer that ends with the speaker's act", "how do I wax a cutting board?", "Sand it lightly, wipe off the dust, then rub the wax in. That's it — I've saved these steps to your notes.", []],
    ["a Korean how-to done on the speaker's own act", "동호회 가입 어떻게 해?", "신청서 쓰고 회비 내면 돼요. 마감 알림은 제가 걸어 뒀으니 그럼 끝이에요.", []],
    ["a mail draft whose last paragraph reports the send", "환불 문의 메일 초안 좀", "안녕하세요, 주문번호 55120 건 문의드립니다.\n\n판매자 메일로 방금 보내 드렸어요.", []],
    ["둘 다 카톡으로 날렸어 is a send", "두 사람한테 보내줘", "둘 다 카톡으로 날렸어.", []],
    ["reading an article is a look", "what does the article say?", "I read the article backwards at first — it says rates went up.", []],
    ["a past verb after 'I'll', said done already", "did the reminder go in?", "I'll note it, and set the reminder already.", []],
    ["what was kept, after a request to keep it", "이 견적 메모 남겨줘", "새 견적 메모는 남겨 뒀어요.", ["delete"]],
    ["a count of notes with no look", "세금 메모 보여줘", "세금 메모가 여섯 개 있어요.", []],
    ["positions of notes with no look", "영수증 메모 지워", "'영수증'이 들어간 메모가 2번과 6번에 있어요.", []],
    ["a bare count of the user's notes with no look", "메모 목록 좀", "지금 네 개 있어 👇\n1. 가스 점검\n2. 세탁소\n3. 우유\n4. 택배", []],
    ["'가만 보니' stating what a note holds, no look", "알림 몇 시야?", "가만 보니 메모에 7시로 돼 있네요.", []],
    ["알림엔 손을 댔어요, no call", "내 알림 건드렸어?", "네, 운동 알림엔 손을 댔어요.", []],
    ["the digest put together with no digest call", "send me the digest", "The digest is all put together — check your messages.", []],
    ["a quote carrying the assistant's claim, after a request to save", "save my friend's review of the café", "'Saved your review to your notes' — done!", []],
    ["pasted material read back, with the speaker's own deed", "학원 공지 왔어: \"보강 수업 완료\"", "공지대로면 보강은 끝났고, 제가 다음 주 알림도 걸어 뒀어요.", []],
    ["a means before the speaker's act, no call", "weekday 7am reminder please", "By way of the scheduler I then created a repeating reminder for 7am.", []],
    ["the speaker's tool call as the subject, no call", "remind me on the 20th at 9", "Next, a call to the scheduling skill created the reminder for 9am on the 20th.", []],
    ["the digest 실어 보낸, the send failed", "아침에 보내준 다이제스트 첫 글 뭐였어?", "아침 다이제스트에 실어 보낸 글 중 첫 번째는 '겨울 정원 가꾸기'였어요.", [], undefined, ["digest"], "failed"],
  ])("%s: warns", (...row) => {
    expect(warns(row)).toBe(true);
  });
});
