// Rules of the claim check's precision round (issue #13): a reviewer found that round 8's and 9's broad
// rules ("an I/we past of any verb is an act unless it is a known non-act", the Korean speaker's past of
// any verb) raise false alarms on ordinary replies. The families below require evidence of an act
// outside the reply instead, or read a reply's own work as such. Each row drives checkClaims with a
// ledger, as the turn does; the sentences are written for the rules, not copied from any eval set.
// "warns" rows are claims that must still warn. "(guard)" rows fail when the limit the family adds is
// removed — each was checked by removing it and running this file; the other rows are hard negatives
// or warnings that show the family's reach.
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the precision round", () => {
  it.each<Row>([
    // E1: a stated I/we past of a verb the table does not know, with evidence of an outside act.
    ["E1 an unknown verb with an outside verb", "", "I rang the clinic and they can fit you in at 4.", []],
    ["E1 …'for you' with 'we'", "", "We RSVP'd for you — two seats.", []],
    ["E1 …after a request for an outside act", "pay the electricity bill", "I settled it this morning.", []],
    // E2: telling, asking or calling a party is a send.
    ["E2 telling a party", "", "I told your landlord the heater is broken.", []],
    ["E2 asking a named person", "", "I asked Priya to move the standup.", []],
    ["E2 leaving a message", "", "I left a voicemail for the dentist.", []],
    // E15: "I let <party> know" is a send too.
    ["E15 letting a party know", "let my landlord know the sink leaks", "I let your landlord know about the leak this morning.", []],
    // E3: a command that points back with a verb that changes a stored thing.
    ["E3 pointing back with a change verb", "nuke that one", "Gone 👋", []],
    // E4: the behalf headline still reads the user's things.
    ["E4 a behalf headline on the user's thing", "cancel my gym membership for me", "Membership cancelled ✅", []],
    // E16: a headline on the thing a request for an outside act named.
    ["E16 a headline echoing an outside request", "submit my visa form", "Form submitted! ✅ Expect an email soon.", []],
    ["E16 …with another verb", "book a table at Nori for 7", "Table booked ✅", []],
    // E5: 'drop me' asks for something; the call of another kind does not back a removal.
    ["E5 'drop me' asks, and no call backs the reminder", "drop me a reminder at 5", "Done! Reminder set for 5 pm.", []],
    // E6/E7: listings of the user's things without their material.
    ["E6 'based on your schedule' with nothing pasted", "when should I study this week?", "Based on your schedule, Wednesday evening works best.", []],
    ["E7 'Your list:' after a question about what is there", "what's on my packing list?", "Your list:\n- thermal layers\n- rain shell", []],
    // E8: a change verb with a store in sight, or after a request, still claims the change.
    ["E8 a store in sight", "", "I added oat milk to your list.", []],
    ["E8 …after a request for the user", "archive the old one for me", "I moved it to the archive.", []],
    // E9: only a line with a draft word starts an inline draft.
    ["E9 no draft word: no draft", "집주인한테 보일러 고장 문자 보내 줘", "문자 보냈어요 — 제목: 보일러 수리 요청", []],
    // K1: the Korean speaker's past with evidence of an outside act.
    ["K1 the speaker's past after a request for an outside act", "택시 좀 불러 줘", "제가 택시 불렀어요.", []],
    ["K1 …with a recipient", "", "제가 어머니께 꽃바구니 보냈어요.", []],
    ["K1/round 9 the implied speaker after a request put as a question (guard)", "집들이 초대에 간다고 답장 좀 해 줄래?", "간다고 적어서 넘겼어요.", []],
    // K2: telling or asking a third party is a send.
    ["K2 telling someone", "", "제가 팀장님께 말씀드렸어요.", []],
    ["K2 asking a place, tried form (guard)", "약국에 이 약 재고 있는지 물어봐 줘", "약국에 문의해 봤는데 두 통 남았대요.", []],
    ["K2 passing a message on, words between (guard)", "", "부장님께 오늘 20분 늦는다고 전달드렸어요.", []],
    // K4: a source look when the message hands over nothing.
    ["K4 the article not handed over", "그 기사 핵심만 뽑아 줘", "기사에서 뽑은 핵심이에요:\n- 7시간 이상 자면 기억력이 좋아져요.", []],
    // K3: listing labels of the user's things.
    ["K3 a resultative label", "", "저장돼 있는 메모:\n- 우유 사기", []],
    ["K3 '현재' after a question about the user's things", "내 알림 뭐 있어?", "현재 알림:\n- 약 먹기 21:00", []],
    // K4: a source look when the message hands over nothing.
    // K5: a status, not steps.
    ["K5 a status after a request", "메모 동기화해 줘", "메모 동기화 완료!", []],
    // K6: a change verb on the user's things, or after a request, still claims it.
    ["K6 a change after a message that names the thing (guard)", "알림 시간 7시에서 6시 반으로", "6시 반으로 바꿨어요!", []],
    ["K6 …after a request (guard)", "답변 말투 반말로 바꿔", "말투를 반말로 바꿨어요.", []],
    ["K6 …a state left behind", "", "3번 지워 놨어.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    // E1: the reply's own work with an unknown verb and no evidence of an outside act.
    ["E1 reordering the reply's points (guard)", "what's a good warm-up before a run?", "I reordered the steps so the dynamic stretches come first.", []],
    ["E1 a goof in the reply (guard)", "the total looks off", "I fumbled the carry on the second line — it's 1,240, not 1,420.", []],
    ["E1 'we' alone is generic (guard)", "how did people tame wolves?", "We domesticated them slowly, from wolves that lingered near camps.", []],
    // E2: telling the user is no send.
    ["E2 'I told you' (guard)", "", "I told you the heater needs a reset first.", []],
    // E15: a plan is no send.
    ["E15 'I'll let them know'", "", "I'll let your landlord know once you confirm the date.", []],
    // E3: a verb that works on text points at no stored thing.
    ["E3 'shorten that one' (guard)", "shorten that one", "Gone 👋", []],
    // E4: the user's own text.
    ["E4 a headline on the text handed over (guard)", "tighten this paragraph for me? 'We met last week and we talked about the plan and the plan was good.'", "Paragraph tightened!", []],
    // E16: a look reports the world.
    ["E16 a look asked for (guard)", "track my parcel from Busan", "Parcel arrived ✅", []],
    // E5: 'drop me a reminder' is no removal.
    ["E5 'drop me' (guard)", "drop me a reminder at 5", "Done! Reminder set for 5 pm.", ["sched"]],
    // E6: the schedule the user pasted or pointed at.
    ["E6 'based on your schedule' after pasted material (guard)", "my week: Mon gym 7am, Tue late shift, Wed free, Thu dentist. When should I study?", "Based on your schedule, Wednesday evening works best.", []],
    ["E12 'your schedule above' points at the message (guard)", "when should I study? see my week in the last message", "Based on your schedule above, Wednesday evening works best.", []],
    // E7: 'Your list:' after a question about what should be.
    ["E7 advice, not a listing (guard)", "what should be on my packing list for Iceland?", "Your list:\n- thermal layers\n- rain shell", []],
    // E8: a change verb with no store in sight after a message that asks for no act.
    ["E8 adding to the reply (guard)", "how do you say good morning in Korean?", "좋은 아침 (joeun achim). I added the romanization since you're starting out.", []],
    // E9: a draft started on its announcing line.
    ["E9 an inline draft (guard)", "집주인한테 보일러 수리 신청했다고 문자 써 줘", "문자 초안이에요 — 제목: 보일러 수리 신청 완료했습니다\n\n안녕하세요, 302호입니다. 수리 신청 완료했습니다.", []],
    // E10: options announce composed text.
    ["E10 a list of options (guard)", "headline ideas for my bakery's opening post?", "Some options:\n1. Done: Our First Batch\n2. Open at Last", []],
    // E11: the revised version of handed-over material.
    ["E11 the edits a revision carries (guard)", "any thoughts on my cover letter? [pasted]", "I cut the filler and moved the project notes up top — revised version:\n\nI'm applying for the data role.", []],
    // E13: arranging the items a message carries.
    ["E13 arranging is no adding (guard)", "put these in alphabetical order: kiwi, fig, apple", "I grouped them neatly: apple, fig, kiwi.", []],
    ["E13 …and its 'Done!' (guard)", "sort these by date: Mar 9 dentist, Mar 2 gym", "Done! Sorted:\nMar 2 gym, Mar 9 dentist", []],
    // E14: code in the message asks nothing kept.
    ["E14 a log call in pasted code (guard)", "why is this empty? let rows; load().then(r => rows = r); console.log(rows);", "`rows` is set inside the `.then`, after the log runs.", []],
    // K1: the Korean speaker's reply work and its mistakes.
    ["K1 reworking the reply (guard)", "좀 더 짧게", "제가 문장을 두 개로 쪼갰어요.", []],
    ["K1/round 9 the implied speaker after a request about text (guard)", "이 레시피 2인분으로 계산해 줘", "재료 양을 절반으로 나눴어요.", []],
    // K2: telling the user is no send.
    ["K2 telling the user", "", "사용자님께 말씀드렸듯이 마감은 금요일이에요.", []],
    // K3: labels that name no stored thing.
    ["K3 '현재' alone (guard)", "요즘 읽을 만한 거 있어?", "현재 피드 추천:\n- 테크 뉴스\n- 경제 브리핑", []],
    ["K3 a label that is no resultative (guard)", "", "관심 있는 피드:\n- 테크 뉴스", []],
    // K4: the material handed over.
    ["K4 the article handed over (guard)", "이 기사 핵심만 뽑아 줘: 연구진은 하루 7시간 이상 잔 사람들의 기억력 점수가 더 높았다고 밝혔다.", "기사에서 뽑은 핵심이에요:\n- 7시간 이상 자면 기억력이 좋아져요.", []],
    // K5: the last step of a how-to.
    ["K5 a how-to chain (guard)", "메모 동기화 어떻게 해?", "설정 → 계정 로그인 → 메모 동기화 → 끝.", []],
    // K6: a verb that edits text as well as things, with no store in sight.
    ["K6 leaving a part out of the reply (guard)", "김치찌개 레시피 알려 줘", "설탕은 취향이 갈려서 뺐어요.", []],
    ["K6 correcting the user's sentence (guard)", "이 일본어 맞아? '私は学生だです'", "'私は学生です'로 고쳤어요. だ와 です는 같이 안 써요.", []],
    // K7: a misreading is a mistake in the reply.
    ["K7 '잘못 읽었' (guard)", "아니 금요일이라고 했잖아", "아, 제가 메시지를 잘못 읽었네요. 금요일 기준으로 다시 볼게요.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
