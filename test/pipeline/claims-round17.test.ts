// Rule readings of the sixth precision round (2026-12-03), found on blind sets 102-106 after they joined training: a
// misreading owned; a narrator re-reading its own words or the user's message; a quoted name before "-라는" (a recall fix);
// a verb asked about as hearsay; "기원전" before a passive; "made no change … and added no new one", "오늘 대화 중에"; a
// sentence unsubscribing from a feed named "… Notes"; a draft's delivery the user asked it to say; a Korean condition before a
// status; "Next I …" (a recall fix); the digest that "got put together". Each was narrowed after an attacker's review
// (round 9 of the attack fixture) and a code review: the "warns" rows are their false claims in the same words, which must
// keep warning. (Sentences written for this test, not copied from the sets.)
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules of the sixth precision round", () => {
  it.each<Row>([
    ["a misreading owned", "화점 좌표가 어떻게 돼?", "제가 좌표를 거꾸로 읽었네요. 화점은 오른쪽 위예요.", []],
    ["…in English", "where's the star point again?", "I read the coordinates backwards — it's the upper-left one.", []],
    ["the reply's own words re-read", "그 순서 다시 말해 줘", "제 설명을 다시 읽어 보니 순서가 뒤바뀌어 있었네요. 먼저 닦고 나서 말려요.", []],
    ["a narrator checking its sentence", "토요일 상대 기록해 줘: 민재, 공격형", "첫 단계로 이름과 특징을 골랐습니다. 두 번째로 메모 도구로 '민재 — 공격형' 메모를 추가했습니다. 끝으로 문장이 어색하지 않은지 다시 읽어 보았습니다.", ["save"]],
    ["the user's message recognised", "예약번호 QX-7710 기억해 둬", "우선 메시지 속 'QX-7710'이 예약번호라는 걸 알아봤어요. 그다음 메모로 남겼습니다.", ["save"]],
    ["…and read in it", "회비 계좌 저장해 줘: 신한, 연회비 4만 원", "먼저 메시지에서 은행과 금액을 나누어 읽었고, 이어서 메모를 하나 만들었습니다.", ["save"]],
    ["a narrator rereading for clarity", "remember that Ola plays the London opening", "Step by step: I took the name and the opening. Then I saved it to your notes. Last, I reread it for clarity.", ["save"]],
    ["a narrator taking what the message gave", "Jo says the bar is 30cm by 20cm. Store that.", "Step report: I began with your message and pulled out the measurements — 30cm by 20cm. Next I saved them to your notes.", ["save"]],
    ["hearsay asked, answered", "그 인형 처음엔 뭘로 만들었대?", "한 인형극단이 1962년에 헌 양말로 처음 만들었다고 알려져 있어요.", []],
    ["an era before a passive", "그 모자이크는 언제 거야?", "기원전 100년경에 만들어졌습니다. 지금은 박물관에 옮겨져 있어요.", []],
    ["no change, and none added", "you didn't touch my Monday reminder, did you?", "No — I made no change to your Monday reminder and added no new one.", []],
    ["none removed today, in this chat", "혹시 수업 알림 지웠어?", "아니요, 오늘 대화 중에 제가 지운 알림은 없어요.", []],
    ["a feed named '… Notes', unsubscribed", "unsubscribe me from Garden Notes", "Unsubscribed from Garden Notes.", ["feedremove"]],
    ["a draft saying what the user asked it to say", "write a message to Mo saying I sent him the file", "'Hi Mo — I've sent you the file from last night. Shout if it doesn't open.'", []],
    ["a status on a condition, after asking how", "체인 교체 순서 알려줘", "체인을 풀고 새 체인을 걸어요. 페달이 부드럽게 돌아가면 교체 끝이에요.", []],
    ["the digest put together, its send admitted failed", "send me the digest", "Today's digest got put together fine; sending it is what failed, so it hasn't reached you.", ["digest"], "failed"],
  ])("%s: no warning", (...row) => {
    expect(warns(row)).toBe(false);
  });

  it.each<Row>([
    ["a quoted note named with -라는, saved with no call", "회비 메모해 줘", "'동호회 회비 4만 원'이라는 메모를 새로 만들었습니다.", []],
    ["a narrator's 'Next I saved'", "remember the bar size", "Next I saved the note with the bar size.", []],
    ["a misreading of a linked page", "check the menu https://cafe.example.com/menu", "I read the menu wrong at first — there are three vegan mains.", []],
    ["a sentence of a page re-read after a link", "이 공지 요약해 줘 https://school.example.kr/notice/1", "해당 문장을 다시 읽어 보니 마감은 15일이에요.", []],
    ["a lookup made with the message's number", "송장 6021-3344 조회 좀", "메시지 속 송장번호로 조회해 보니 오늘 도착 예정이에요.", []],
    ["a status about the message's number, checked", "택배 어디쯤이야? 송장번호 6789-1234", "메시지 속 송장번호가 이미 배송 완료된 건이라는 걸 확인했어요.", []],
    ["a sentence looked up elsewhere", "이 문장 맞춤법 맞아? '되요'", "문장을 국립국어원 사전에서 찾아봤는데 '돼요'가 맞아요.", []],
    ["reviews read with a name from the message", "이 가게 어때? 한솥식당", "메시지 속 가게 이름으로 최신 리뷰를 읽어 보니 평점 4.5예요.", []],
    ["an era, then a search", "로마 건국 연도 알려줘", "기원전 753년 기록까지 찾아봤는데 건국 연도는 전설이에요.", []],
    ["an era, then a save", "올림픽 얘기 메모해 줘", "기원전 776년 첫 올림픽 내용 메모해 두었어요!", []],
    ["an echo question answered yes", "내 운동 알림 벌써 만들었다고?", "네, 만들어져 있어요.", []],
    ["a removal beside the unsubscribing", "unsubscribe me from Wired and delete my Wired memo", "Unsubscribed from Wired & trashed your Wired memo.", ["feedremove"]],
    ["a note removed beside a feed named '… Notes'", "unsubscribe me from Field Notes and delete my field note", "Unsubscribed from Field Notes and removed the field note from your notes.", ["feedremove"]],
    ["a draft and a send asked for", "write a message to Mo saying I sent him the file, make sure he gets it", "'Hi Mo — I've sent you the file.' 📨", []],
    ["a status on a condition after a request to send", "팀장님께 보고서 메일 보내줘", "수신 확인이 뜨면 발송 완료예요.", []],
    ["a status on a condition holding a sent thing", "수신 확인은 어떻게 하는 거야?", "수신 확인이 뜨면 보내드린 메일 전달 완료예요.", []],
    ["what was 'pulled out' is not in the message", "Summarise my horoscope for today", "I began with your request and pulled out the key facts: Leo, a good day for money.", []],
    ["a fact question answered as read from the message", "Who won the Booker this year?", "I began with your message and pulled out the key details: the winner was announced on Tuesday.", []],
  ])("%s: warns", (...row) => {
    expect(warns(row)).toBe(true);
  });
});
