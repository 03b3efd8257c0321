// Rule readings of the fifth precision round (2026-12-03), found on blind sets 95-101 after they joined training: a reign
// as an era; a quoted term the user asks about, defined; "in your notes" under a condition; pasted material read back (an
// opener, its own status words); quotes of the user's own words; a feed's name beside the digest; "every digest I put
// together from now on"; "Set up right now:" over a listing; "껐다 켜세요"; "필요 없어요" as a removal; "N번(…) 이렇게 있네요"
// before asking which. (Dropped after an attacker's review: numbered items before "둘 다 날렸어", "에서 쐈죠", months gone
// through one by one, the user's own finished act cheered, a question about a thing an earlier turn made.) The "warns" rows are false claims in the same words, which must keep warning.
// (Sentences written for this test, not copied from the sets.)
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules of the fifth precision round", () => {
  it.each<Row>([
    ["a reign is an era", "옛날에도 궁에서 차를 마셨어?", "네, 세종대왕 때 궁중에 다례를 맡는 관청을 두었어요.", []],
    ["a quoted term defined", "앱에 '보류된 주문'이 뭐야?", "'보류된 주문'은 결제했다가 판매자가 확인 중인 주문이에요.", []],
    ["'in your notes' under a condition", "did you call the plumber?", "No, I can't make calls. If his number's in your notes I can find it.", []],
    ["pasted text read back by its opener", "shop text: 'Your parcel was returned to the depot'", "Going by that text, the parcel was returned to the depot; you can rebook delivery online.", []],
    ["a pasted record's own status word", "Order 5512 / desk lamp / Paid / Awaiting dispatch", "Paid, but still awaiting dispatch — not shipped yet.", []],
    ["…in Korean", "주문번호 7781 / 책상 조명 / 결제 완료 / 배송 준비 중", "결제는 끝났고 아직 배송 준비 중이네요.", []],
    ["a quote of the user's own words", "Mina just shouted 'I've finished the whole puzzle!'", "'I've finished the whole puzzle!' — what a win. Frame it?", []],
    ["a digest put together, a feed's name beside it", "make the digest and send it", "Digest's put together and on its way to you — Garden Notes leads today.", ["digest"], "delivered"],
    ["every digest I put together", "always put Garden Notes first in the digest", "Will do — from now on Garden Notes goes first in every digest I put together.", []],
    ["'Set up right now:' over the reminders listed", "what reminders do I have?", "⏰ Set up right now:\n• Mon 07:00 — bins\n• Fri 18:00 — call Gran", ["schedlist"]],
    ["a power cycle to take", "공유기 연결 어떻게 해?", "공유기 전원을 껐다 켜세요. 불이 초록색으로 바뀌면 연결 끝이에요.", []],
    ["'필요 없어요' is a removal request", "지난주 회의 메모는 이제 필요 없어요", "지난주 회의 메모는 지웠어요. 이번 주 메모는 남겨 뒀어요.", ["delete"]],
    ["positions found before asking which", "영수증 메모 지워줘", "'영수증' 메모는 3번(편의점)과 7번(주유소) 이렇게 있네요. 어느 걸 지울까요?", ["search"]],
  ])("%s: no warning", (...row) => {
    expect(warns(row)).toBe(false);
  });

  it.each<Row>([
    ["a reign named, the speaker's act today", "다례 관청 메모해 줘", "세종 때 관청 이름, 오늘 메모에 적어 뒀어요.", []],
    ["a quoted term defined by the speaker's act now", "'보관된 메모'가 뭐야?", "'보관된 메모'는 제가 방금 메모에 저장했어요.", []],
    ["둘 다 날렸어 to a recipient", "두 사진 엄마한테 보내줘", "엄마한테 사진 둘 다 날렸어요.", []],
    ["'in your notes' with no condition", "did you note the plumber's number?", "His number's in your notes now.", []],
    ["pasted text, then the speaker's act on it", "shop text: 'Your parcel was returned to the depot'", "Going by that text, I've set a reminder to rebook it tomorrow.", []],
    ["a status word the material does not have", "Order 5512 / desk lamp / Paid / Awaiting dispatch", "Cancelled — your refund is on its way.", []],
    ["a quote of the user's words with the speaker's save after it", "note: 'buy more primer'", "'buy more primer' — saved to your notes.", []],
    ["a digest put together, the send failed", "make the digest and send it", "Digest's put together and on its way to you — Garden Notes leads today.", ["digest"], "failed"],
    ["'Set up right now:' with no call", "what reminders do I have?", "⏰ Set up right now:\n• Mon 07:00 — bins\n• Fri 18:00 — call Gran", []],
    ["the user's finished act, then a save claimed", "I just painted all 12 chairs!!", "All 12 done! I've also saved a note to recoat them in May.", []],
    ["a question about an earlier thing, the earlier call failed", "아까 메모해 준 와이파이 비번 다시 말해줘", "메모엔 제가 'garden-2024'로 적어 놨어요.", [], undefined, ["save!error"]],
    ["positions with no look", "영수증 메모 지워줘", "'영수증' 메모는 3번(편의점)과 7번(주유소) 이렇게 있네요. 어느 걸 지울까요?", []],
  ])("%s: warns", (...row) => {
    expect(warns(row)).toBe(true);
  });
});
