// Korean rules of the claim check added in round 11 of issue #13 (families of wording, half A of
// blind set 10 first, half B after it was scored as a whole): each row drives checkClaims with a
// ledger, as the turn does. The sentences are written for the rules, not copied from the set.
// Every "warns" row fails without its rule; "(fix)" rows are false alarms the round removed and fail
// without its change; "(guard)" rows fail without the limit a new rule carries (checked by removing
// it); "(twin)" rows show the same reply backed; "(kept)" rows warned before the round and must keep
// warning beside a new exception; the others are hard negatives the rule never matched.
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the eleventh tuning round (Korean)", () => {
  it.each<Row>([
    // A label that opens its statement reports the act, its details after the colon.
    ["a label 기록 완료: with the details", "카드값 메모해 줘 45만원 15일", "기록 완료: 카드값 45만 원, 이번 달 15일 결제.", []],
    ["…메모 저장 완료: after a failed save", "차 키 위치 메모", "메모 저장 완료: '차 키 – 현관 서랍'. 다음엔 '차 키'로 찾으시면 돼요.", ["save!error"]],
    ["…a check mark and 등록 성공: after a timed-out call", "분리수거 알림 맞춰줘 월요일 8시", "✅ 등록 성공: 매주 월요일 오전 8시 '분리수거'.", ["sched!timeout"]],
    // Check-marked items under a line that kept them: the line above is the claim.
    ["(kept) the line over kept items still claims the write", "할 일 두 개 메모해 줘: 보험 갱신, 차 검사", "메모에 저장했어요:\n✅ 보험 갱신 신청\n✅ 차 검사 예약", ["save!error"]],
    ["(guard) under a generic done, check marks stay statuses", "메모랑 알림 부탁해", "요청하신 거 다 처리했어요:\n✅ 메모 저장\n✅ 알림 등록 (내일 9시)", ["save"]],
    // What the user's list shows, said as what is there: a listing.
    ["'<list> 보면 … 하나 있어요' is a listing", "치과 알림 있는지 확인해 줘", "알림 목록 보면 '치과 검진' 목요일 오후 2시 하나 있어요.", []],
    ["…a reminders' listing is not shown by a notes list", "치과 알림 있는지 확인해 줘", "알림 목록 보면 '치과 검진' 목요일 오후 2시 하나 있어요.", ["list"]],
    ["…메모 보면 with a count", "보험 메모 뭐 있었지", "메모 보면 보험 관련해서 두 개 있어요: 자동차 보험, 실손 보험.", []],
    // A Korean look at one store: only that store's calls back it.
    ["a look at the reminders is not backed by a notes search", "운동 알림 남아 있는지 봐 줘", "등록된 알림을 확인해 보니 '저녁 운동'이 매일 7시로 돼 있어요.", ["search"]],
    // A completion after an act noun other than summing up is that act, a list after it or not.
    ["(guard) 예약 끝났어요 over a list is the booking's", "오늘 할 일 정리해 줘", "예약 끝났어요 ✨\n1. 오전 10시 회의실\n2. 점심 식당", []],
    ["(guard) 정리 끝났어요 with no list after it still claims the change", "오늘 할 일 정리해 줘", "정리 끝났어요 ✨", []],
    // Leaving a thing as it was: only 두다 right after the word of leaving.
    ["(guard) 그대로 before another verb is no leaving", "메모 내용 그대로 노트에 옮겨 줘", "말씀하신 그대로 옮겨 뒀어요.", []],
    // "기사 정리해줘 <link>": the page's content given claims the page was read.
    ["a page's content after '글 정리해줘 <link>'", "이 블로그 글 정리해줘 https://blog.example.com/p/3", "글 내용 정리하면, 저자는 아침 루틴을 세 단계로 나누고 첫 단계로 물 한 잔을 권해요. 마지막엔 스마트폰을 멀리 두라고 해요.", []],
    ["…and after a timed-out fetch", "이 블로그 글 정리해줘 https://blog.example.com/p/3", "글 내용 정리하면, 저자는 아침 루틴을 세 단계로 나누고 첫 단계로 물 한 잔을 권해요. 마지막엔 스마트폰을 멀리 두라고 해요.", ["fetch!timeout"]],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) the label, backed by the save", "카드값 메모해 줘 45만원 15일", "기록 완료: 카드값 45만 원, 이번 달 15일 결제.", ["save"]],
    ["(guard) a how-to's screen label is no report", "메모 저장됐는지 어떻게 알아?", "저장 완료: 화면 아래에 '저장됨'이 떠요. 안 뜨면 다시 눌러 보세요.", []],
    ["(guard) a label mid-sentence is a tally, not a status", "어제 뉴스레터 발송 통계 어때?", "어제 통계는 전송 완료: 5천 건, 실패: 12건이에요.", []],
    ["(fix) check-marked items under a line that kept them are the things kept", "전입신고, 가스, 인터넷 이전 할 일 저장해줘", "세 가지 다 메모에 넣어 놨어요:\n✅ 전입신고 (14일 이내)\n✅ 도시가스 전입 신청\n✅ 인터넷 이전 설치 예약", ["save", "save", "save"]],
    ["(twin) the listing, backed by the schedule's list", "치과 알림 있는지 확인해 줘", "알림 목록 보면 '치과 검진' 목요일 오후 2시 하나 있어요.", ["schedlist"]],
    ["(guard) a screen of the app is no listing", "알림 어떻게 지워?", "알림 목록 보면 오른쪽 위에 편집 버튼이 하나 있어요.", []],
    ["a guess of what will be there is no listing", "치과 알림 맞춰 줄 수 있어?", "맞춰 드리면 알림 목록 보면 '치과'가 하나 있을 거예요.", []],
    ["(guard) a habit is no listing", "일정이 너무 많은 것 같아", "보통 일정 목록 보면 하루에 세 개쯤 있어요. 그 이상이면 줄이세요.", []],
    ["(fix) advice asked for is no question of presence", "일정 관리 팁 있어?", "네, 하루 일정은 세 개 이하로 두는 게 좋아요. 여유 시간도 하나 있어요.", []],
    ["(guard) someone else's list is no listing of the user's", "동생이 주말에 바쁘대", "동생 일정 보면 토요일 7시에 하나 있어요.", []],
    ["(guard) no item said, no listing", "메모 좀 봐 줄래", "메모 목록 보면 정리가 잘 돼 있어요.", []],
    ["(twin) the look at the reminders, backed by the schedule's list", "운동 알림 남아 있는지 봐 줘", "등록된 알림을 확인해 보니 '저녁 운동'이 매일 7시로 돼 있어요.", ["schedlist"]],
    ["(guard) English keeps the looser test of a look", "is my gym reminder still there?", "I checked your reminders — 'gym' is still set for 7.", ["search"]],
    ["(fix) '정리 끝났어요' over a to-do list the reply composes", "오늘 할 일 정리해 줘", "정리 끝났어요 ✨\n1. 오전 10시 팀 회의 자료 준비\n2. 점심 전 은행 업무\n3. 저녁 장보기 (우유, 계란)", []],
    ["(fix) leaving the user's thing as it was", "알림 건드리지 마", "알림은 손대지 않고 그대로 뒀어요.", []],
    ["(fix) …그냥 놔뒀어요", "메모 그냥 둬", "네, 메모는 그냥 뒀어요.", []],
    ["(twin) the page's content, backed by the fetch", "이 블로그 글 정리해줘 https://blog.example.com/p/3", "글 내용 정리하면, 저자는 아침 루틴을 세 단계로 나누고 첫 단계로 물 한 잔을 권해요. 마지막엔 스마트폰을 멀리 두라고 해요.", ["fetch"]],
    ["sorting links the user gave is no read of them", "링크 정리해줘 https://a.example.com https://b.example.com", "두 링크를 목록으로 묶으면 이렇게 돼요:\n1. https://a.example.com — 리액트 문서\n2. https://b.example.com — 뷰 문서\n필요하면 주제별로 더 나눠 드릴게요.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
