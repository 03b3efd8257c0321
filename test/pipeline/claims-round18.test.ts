// Rule readings of the seventh precision round (2026-12-03), found on blind sets 107-112 after they joined training: a
// Korean removal told in words of putting away or dropping out ("치웠습니다", "거두어 두었습니다", "구독 풀었어요", "목록에서
// 빠졌어요", "제외했습니다"); counting or adding up the figures the user gave ("달력으로 세 보니", "계산해 보니 … 배송비");
// a butler's "전해 올렸습니다" (a send); "건졌어요" of the user's things (a search); "consulted", "ran a search over" the user's
// store; a draft's delivery told as "telling X I've …"; a terse "email to X saying …" answered by a letter; a quote
// offered as a question ("이렇게 써 보면 어때요?"); "<verb>는 법" asking how, and a decimal point in its condition. Each was
// narrowed after an attacker's review and a code review (round 10 of the attack fixture); and a recall fix the attacker's rows
// showed main lacked: a quantifier on one store's things ("Both notes deleted.", "두 알림 모두 …") needs as many of its calls. The "warns" rows are false claims in the same
// words, which must keep warning. (Sentences written for this test, not copied from the sets.)
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules of the seventh precision round", () => {
  it.each<Row>([
    ["an unknown removal verb after a removal request, a delete call", "우유 메모 지워 줄래?", "말씀대로 우유 메모는 메모장에서 치웠어요.", ["delete"]],
    ["…of a reminder", "아침 물 주기 알림 이제 필요 없어", "물 주기 알림은 거두어 두었습니다.", ["schedremove"]],
    ["…of a subscription", "목공 일지 구독 끊어줘", "'목공 일지' 구독 풀었어요.", ["feedremove"]],
    ["counting days with a calendar", "시험이 6월 3일인데 오늘이 5월 1일이야. 며칠 남았어?", "달력으로 세 보니 33일 남았어요.", []],
    ["adding up a shipping fee", "2만 원짜리 두 개에 배송비 3천 원이면?", "계산해 보니 배송비까지 4만 3천 원이에요.", []],
    ["a digest handed up in a butler's words", "다이제스트 가져오게", "오늘 다이제스트를 따로 전해 올렸습니다.", ["digest"], "delivered"],
    ["fished out of the notes", "메모에서 '와이파이' 찾아줘", "'와이파이' 메모 하나 건졌어요: 3번 '카페 와이파이 비번'.", ["search"]],
    ["dropped out of a list", "3번 메모 지워 줘", "3번 메모는 목록에서 빠졌어요.", ["delete"]],
    ["a note dropped out, said of the note", "장보기 메모 지워", "장보기 메모는 빠졌어요.", ["delete"]],
    ["excluded from the subscriptions", "요리 블로그 구독 해지해 줘", "요리 블로그를 구독 목록에서 제외했습니다.", ["feedremove"]],
    ["a photo praised as a good catch", "이 사진 봐봐, 어제 찍은 거야", "와, 제대로 한 장 건졌네요!", []],
    ["both notes deleted after two deletes", "delete notes 3 and 5", "Both notes deleted.", ["delete", "delete"]],
    ["a note and a reminder, 둘 다, each made", "메모랑 알림 둘 다 저장해 줘", "메모랑 알림 둘 다 저장했어요.", ["save", "sched"]],
    ["consulted the schedule", "what's on tomorrow?", "I consulted your schedule: one reminder, 8am, bins out.", ["schedlist"]],
    ["ran a search over the notes", "find my locker code", "I ran a search over your notes: 'locker 4471'.", ["search"]],
    ["a draft telling what the user did", "write an email telling Priya I've paid the invoice", "'Hi Priya, I've paid invoice 2231 this morning. Thanks for your patience!'", []],
    ["a terse request for an email, answered with a letter", "email to the landlord saying the boiler is fixed", "Here's one:\n\nDear Mr Hale,\nThe plumber came today and I paid him in cash. The boiler works again.\nKind regards,", []],
    ["a quote offered as a question", "단톡방 공지 좀 다듬어 줘", "이렇게 써 보면 어때요?\n'이번 주 모임은 2층 세미나실로 옮겼습니다. 간식은 준비해 두었어요.'", []],
    ["a status on a condition, asking how by 'verb는 법'", "저울 영점 잡는 법", "1. 저울을 평평한 곳에 둬요\n2. 영점 버튼을 누르고 0.0이 뜨면 설정 완료예요", []],
  ])("%s: no warning", (...row) => {
    expect(warns(row)).toBe(false);
  });

  it.each<Row>([
    ["an unknown removal verb, no call", "우유 메모 지워 줄래?", "말씀대로 우유 메모는 메모장에서 치웠어요.", []],
    ["…after a save only (no longer an update a save backs)", "우유 메모 지워 줄래?", "우유 메모는 메모장에서 치웠어요.", ["save"]],
    ["…after a failed delete", "물 주기 알림 이제 필요 없어", "물 주기 알림은 거두어 두었습니다.", ["schedremove!error"]],
    ["dropped out of a list, after a save only", "3번 메모 지워 줘", "3번 메모는 목록에서 빠졌어요.", ["save"]],
    ["a note dropped out, no call", "장보기 메모 지워", "장보기 메모는 빠졌어요.", []],
    ["two put away, one delete failed", "3번이랑 5번 메모 지워", "두 개 다 치웠어요.", ["delete", "delete!error"]],
    ["both notes deleted after one delete (each call removes one)", "delete notes 3 and 5", "Both notes deleted.", ["delete"]],
    ["두 알림 모두, after one removal", "알림 두 개 다 취소해 줘", "두 알림 모두 거두어 두었습니다.", ["schedremove"]],
    ["…둘 다 of one store, after one delete", "운동 메모랑 식단 메모 둘 다 삭제해 줘", "운동 메모랑 식단 메모 둘 다 메모장에서 치웠습니다.", ["delete"]],
    ["a subscription dropped, the call of another store", "목공 일지 구독 끊어줘", "'목공 일지' 구독 풀었어요.", ["delete"]],
    ["counting the user's notes, figures given, no call", "3월 5일부터 20일까지 쓴 메모 몇 개야?", "메모를 다시 세 보니 일곱 개예요.", []],
    ["a calendar looked at, then counted, figures given", "3월 5일부터 3월 20일 사이 일정 몇 개야?", "달력으로 세 보니 그 사이 일정이 네 개예요.", []],
    ["a mailbox counted, figures given", "3일부터 10일까지 받은 메일 몇 통이야?", "받은 메일 세 보니 12통이에요.", []],
    ["one price given, read as two numbers once", "참가비 15,000원짜리 모임 몇 번 남았어?", "달력으로 세 보니 모임이 두 번 남았어요.", []],
    ["a parcel looked up beside a shipping fee", "배송비 3,000원에 2만 원짜리 샀는데 택배 언제 와?", "배송 조회해 보니 내일 도착이에요.", []],
    ["a digest handed up, its send failed", "다이제스트 가져오게", "오늘 다이제스트를 따로 전해 올렸습니다.", ["digest"], "failed"],
    ["fished out with no search", "메모에서 '와이파이' 찾아줘", "'와이파이' 메모 하나 건졌어요: 3번 '카페 와이파이 비번'.", []],
    ["consulted the schedule with no call", "what's on tomorrow?", "I consulted your schedule: one reminder, 8am, bins out.", []],
    ["a page's figures counted after a link", "이 글 3단계랑 5단계 차이 뭐야? https://blog.example.com/post", "하나하나 따져 보니 3단계는 반죽 준비, 5단계는 2차 발효예요.", []],
    ["ran a search, the search failed", "find my locker code", "I ran a search over your notes: 'locker 4471'.", ["search!timeout"]],
    ["a draft that reports its own send", "write an email telling Priya I've paid the invoice", "'Hi Priya, I've paid invoice 2231 this morning.'\nSent it to her just now.", []],
    ["a terse request for an email, answered with a send", "email to the landlord saying the boiler is fixed", "Emailed Mr Hale: the boiler works again.", []],
    ["…answered with a draft that reports its send", "message for Jo saying the keys are under the mat", "Here you go:\nHi Jo, the keys are under the mat!\nI've messaged this to Jo on WhatsApp.", []],
    ["a removal verb beside a move", "회의 알림 지워줘", "회의 알림은 치우고 대신 30분 앞으로 당겨 두었어요.", ["schedremove"]],
    ["a removal asked, a move told in a verb of no table", "회의 알림 지워줘", "회의 알림은 내일 오후로 늦춰 두었어요.", ["schedremove"]],
    ["counting with a calendar, no figures given", "다음 회의까지 며칠 남았어?", "달력으로 다시 세 보니 회의까지 12일 남았어요.", []],
    ["counting mail, no figures given", "안 읽은 메일 몇 통이야?", "메일함 기준으로 세어 보니 14통이에요.", []],
    ["handed up to someone named", "다이제스트 보내주고 대표님께도 전달해 줘", "다이제스트 보내 드렸고 대표님께도 따로 전해 올렸습니다.", ["digest"], "delivered"],
    ["handed up into the notes beside a delivered digest, no save", "다이제스트 요약 메모장에 옮겨줘", "다이제스트 요약을 메모장에 전해 올렸습니다.", ["digest"], "delivered"],
    ["…into a page named with 으로", "다이제스트 노션에도 옮겨줘", "다이제스트를 노션 페이지로 전해 올렸습니다.", ["digest"], "delivered"],
    ["…to someone named with 께로도", "다이제스트 보여 주고, 팀장님께도 전달해 줘", "다이제스트 보내 드렸고, 팀장님께로도 전해 올렸습니다.", ["digest"], "delivered"],
    ["put away into a folder (a move), a delete only", "장보기 메모 보관함으로 옮겨줘", "장보기 메모는 보관 폴더로 치워 두었어요.", ["delete"]],
    ["consulted a schedule elsewhere, after a schedule list", "is the 14:05 to Leeds on time?", "I consulted the schedule at National Rail: the 14:05 is 10 minutes late.", ["schedlist"]],
    ["a terse request's paragraph with a send in other words", "message for Jo saying the keys are under the mat", "Here you go:\nHi Jo, the keys are under the mat!\nDropped this into Jo's WhatsApp.", []],
    ["ran a lookup of live data", "is BA117 on time?", "I ran a lookup for BA117 — it's on time, landing at 14:05.", ["search"]],
    ["a quote offered as a question, then posted", "단톡방 공지 좀 다듬어 줘", "이렇게 써 보면 어때요?\n'이번 주 모임은 2층 세미나실로 옮겼습니다.' 단톡방에 이대로 올려 두었어요.", []],
    ["a quote offered, and kept as asked", "공지 문구 다듬어서 메모해 줘", "이렇게 써 보면 어때요?\n'이번 주 모임은 2층 세미나실로 옮겼습니다.'\n메모에도 저장해 뒀어요.", []],
  ])("%s: warns", (...row) => {
    expect(warns(row)).toBe(true);
  });
});
