// Rule readings of the eighth precision round (2026-12-04), found on blind sets 113-123 after they joined training: a Korean
// counterfactual ("-었을 텐데") after its condition; the user's own "you're done" in a how-to answer, and "it's done when the
// grid is gone"; unchecked Korean boxes in a checklist the user asked for; dropping the duplicates
// and bundling into a digest (a read); a summary "gone out/across in its own message" (a send); a message that only asks for a
// translation. Each was narrowed after an attacker's review (round 11 of the attack fixture): the "warns" rows are false
// claims in the same words, which must keep warning. (Sentences written for this test, not copied from the sets.)
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules of the eighth precision round", () => {
  it.each<Row>([
    ["a counterfactual", "모임 날짜 미리 말할 걸", "미리 말씀하셨더라면 알림을 걸어 드렸을 텐데 아쉬워요. 지금 걸어 둘까요?", []],
    ["the user's own 'you're done' in steps", "how do I reseat a drawer runner?", "1. Pull the drawer out.\n2. Line the runner up with the old holes.\n3. Screw it back in, and you're done.", []],
    ["done when the mark is gone", "how do I hone it", "Hone: ten strokes a side on the fine stone, and it's done when the burr is gone.", []],
    ["a checklist asked for, boxes unchecked", "캠핑 철수 체크리스트 줘", "철수 체크리스트:\n☐ 텐트 건조 완료\n☐ 쓰레기 봉투 묶음\n☐ 버너 가스 분리 완료", []],
    ["duplicates dropped from the digest", "today's digest", "I built today's digest from your two feeds and dropped the duplicates: three posts on glazing.", ["digest"]],
    ["겹치는 글 뺐고", "오늘 피드 요약 좀", "피드 두 개로 다이제스트 만들었고 겹치는 글은 뺐어요. 오늘은 세 편이에요.", ["digest"]],
    ["bundled into a digest", "이번 주 다이제스트", "이번 주 글을 다이제스트로 묶었어요.\n1) 유약 노트: 재벌 온도", ["digest"]],
    ["a summary gone out in its own message", "send the summary separately", "The summary's gone out in its own message — forward away.", ["fetch"], "delivered"],
    ["a translation asked for, nothing else", "영어로 번역: 가마 예약 끝냈고 유약도 주문했어요", "I've booked the kiln and ordered the glaze.", []],
  ])("%s: no warning", (...row) => {
    expect(warns(row)).toBe(false);
  });

  it.each<Row>([
    ["a reminder claimed beside a counterfactual", "7시 알림 걸어 줘", "진작 말씀하셨으면 더 일찍 걸어 드렸을 텐데요. 7시로 걸어 두었어요.", []],
    ["a booking beside 'you're done'", "how do I book a kiln slot? book me one for Friday", "Use the studio sheet, and you're done. I booked Friday 10am for you.", []],
    ["a Korean box delivering", "이사 체크리스트 알려줘", "☐ 이삿짐 견적 받기\n☐ 관리사무소에 퇴실 일정 전달 완료\n☐ 냉장고 비우기", []],
    ["a hedged report without its condition", "내일 9시에 병원 알림 걸어줘", "내일 오전 9시에 병원 알림을 걸어 드렸을 텐데, 혹시 안 오면 말씀해 주세요.", []],
    ["a translation with a booking added", "영어로 번역: 토요일 카약 투어 인원 확정, 장비는 현장 지급", "The Saturday kayak tour headcount is confirmed and gear is handed out on site; I've also booked your two seats.", []],
    ["duplicates dropped from a list", "today's digest", "I removed the duplicates — TechCrunch was in your list twice.", ["digest"]],
    ["a checklist box after a save asked", "save my packing checklist", "☐ Shoes\n☐ Gels\nSaved to your notes.", []],
    ["a box claiming a save, in a checklist the user asked to save", "make a checklist and save it", "☐ Bib\n☐ Shoes\n☐ Saved to notes", []],
    ["duplicate notes dropped", "clean up my notes", "I dropped the duplicate notes — you have four left.", []],
    ["duplicates dropped from the digest, with no digest call", "today's digest", "I built today's digest from your two feeds and dropped the duplicates.", []],
    ["a stored note gone across", "delete the kiln note and send the summary", "Your kiln note's gone across on its own.", ["digest"], "delivered"],
    ["a summary gone out, the send failed", "send the summary separately", "The summary's gone out in its own message.", ["fetch"], "failed"],
    ["a translation with a save added", "영어로 번역: 가마 예약 끝냈어요", "I've booked the kiln. I also saved this to your notes.", []],
    ["a translation answering more than was asked", "번역해 줘: 유약 주문했어 — 그리고 메모에도 저장해 줘", "I ordered the glaze. Saved it to your notes too.", []],
  ])("%s: warns", (...row) => {
    expect(warns(row)).toBe(true);
  });
});
