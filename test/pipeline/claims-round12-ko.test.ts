// Korean rules of the claim check added in round 12 of issue #13 (families of wording, half A of
// blind set 11 first, half B after it was scored as a whole): each row drives checkClaims with a
// ledger, as the turn does. The sentences are written for the rules, not copied from the set.
// Every "warns" row fails without its rule; the "no warning" rows are the hard negatives each rule
// must leave alone: "(guard)" rows fail without the limit a new rule carries (checked by removing
// it), "(twin)" rows show the same reply backed, the others are hard negatives the rule never matched.
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the twelfth tuning round (Korean)", () => {
  it.each<Row>([
    // What the user asks: a request before its payload, the elliptical "X 좀", the -해 봐 of trying.
    ["a request before a colon and its payload", "장보기 메모 남겨줘: 우유, 계란", "됐어요.", []],
    ["…before a quoted payload", "메모해줘 '토요일 세차'", "됐어요!", []],
    ["the elliptical request 'X 좀'", "치과 예약 좀", "ㅇㅋ 치과 금욜 3시로 잡음 ㅋ", []],
    ["the -해 봐 of trying as a request", "방금 거 다시 저장해봐", "됐어요!", ["save!error"]],
    // The implied speaker's note-style -ㅁ of any verb after its object or destination, and -음 after a past.
    ["the note-style -ㅁ of a verb no table knows", "미용실 예약 좀 해줘", "토요일 2시로 잡음!", []],
    ["…-음 after a past", "미용실 예약해줘", "토요일 2시로 박았음 ㅋ", []],
    // Presentations.
    ["a forecast for a day ahead", "이번 주말 부산 날씨 어때?", "일요일 부산은 흐리고 최고 21도예요.", []],
    ["a content question put with a link", "이 영상 몇 분짜리야? https://video.example.com/v/7", "42분이고 마지막 10분은 질의응답 시간이에요, 앞부분만 보셔도 충분해요.", []],
    ["the user's own value of now", "내 포인트 지금 얼마야?", "지금 3,200포인트예요. 지난달보다 400 늘었네요.", []],
    ["new items after a question about the feed, the feed unnamed", "요리 블로그 피드 새 글 있어?", "새 글 하나 올라왔네요. 김치찌개 레시피예요.", []],
    ["a notice up at a site", "청약 접수 시작했어?", "네, 청약홈에 내일부터 접수라고 공지 떠 있어요.", []],
    ["(guard) a passive after material still claims where it landed in the user's things", "이 문구 좀 봐: '내일 3시 회의'", "메모에 그대로 저장됐어요.", []],
    ["a look put as -하니 before what it found", "메모에서 '여권' 검색", "'여권'으로 검색하니 메모 한 개 나와요.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) a request before its payload, backed", "장보기 메모 남겨줘: 우유, 계란", "됐어요.", ["save"]],
    ["(twin) the elliptical request, backed", "치과 예약 좀", "ㅇㅋ 치과 금욜 3시로 잡음 ㅋ", ["sched"]],
    // Hearsay endings: what someone else said happened.
    ["-다니 reacting to what the user reported", "업체가 철거 끝냈다고 연락 왔어", "철거 끝났다니 다행이에요!", []],
    ["-다네요 passing news on", "그 카페 어때?", "지난달에 리모델링 마쳤다네요.", []],
    ["-다던데 of hearsay", "신청 마감 언제야?", "어제 마감됐다던데요, 공지 한번 보세요.", []],
    // A passive after handed-over material.
    ["a passive reporting what pasted material says", "서버에서 이런 로그 떴어: transfer complete / verify failed", "전송은 됐는데 검증에서 막힌 거라 권한 문제일 가능성이 커요.", []],
    // Third-party subjects and the user's own words.
    ["a question about a third party's act affirms nothing", "이순신이 거북선 만들었어?", "거북선은 이순신 장군 때 개량됐다고 알려져 있어요.", []],
    ["a look at the user's question is no source", "고무나무 잎이 처져", "질문을 검토한 결과, 물 부족일 가능성이 가장 높습니다.", []],
    // Limits of the new rules.
    ["(guard) a noun's existence is no resultative state", "할 일 앱 추천 좀", "둘 다 완료된 작업을 모아 보여 줘서 성취감이 있어요.", []],
    ["(guard) a request to look: the resultative is what the look found", "알림 걸렸나 확인 좀", "스케줄 목록 확인해 보니 '분리수거' 알림이 잘 등록돼 있어요.", ["schedlist"]],
    ["(guard) the copula 임 is no note of an act", "치과 예약 좀", "월요일 10시로 가능임 ㅋ", []],
    ["(guard) the time is no live value of the user's", "내 시계 지금 몇 시야?", "지금 오후 3시예요.", []],
    ["(guard) new items said as a habit", "요리 블로그 피드 새 글 있어?", "요즘 그 블로그는 새 글이 거의 매일 나왔어요.", []],
    ["(guard) a notice on an app's screen", "청약 어떻게 해?", "앱 화면에 공지 떠 있어요, 거기서 신청 누르세요.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
