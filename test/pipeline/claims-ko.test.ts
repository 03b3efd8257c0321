// The Korean reader of the claim check (claims-ko.ts): which sentences claim what. Rules
// added in round 3 of issue #13, each with a hard negative; every row fails without its rule.
import { describe, expect, it } from "vitest";
import { readKorean } from "../../src/pipeline/claims-ko.js";

const kinds = (s: string) => readKorean(s, undefined).claims.map((c) => c.kind);

describe("Korean claims, round 3", () => {
  it.each([
    ["구독 is a subscription noun", "구독 완료! 새 글은 다이제스트에 넣어 드릴게요.", ["create"]],
    ["…and its 했어요 form", "두 블로그 다 구독했어요 👍", ["create"]],
    ["끊었 ends a subscription", "ㅇㅇ 구독 끊었어.", ["delete"]],
    ["돌려 봤 claims running code", "돌려봤는데 출력은 [1, 2, 3]이에요.", ["run"]],
    ["실행해 보니 is trying it, not a bare 실행", "실행해 보니 5가 출력돼요.", ["run"]],
    ["측정 is measuring", "제가 직접 측정해 보니 0.02초로 줄었어요.", ["run"]],
    ["a topic particle on the action noun", "메모 저장은 했는데 알림은 오류로 못 걸었어요.", ["save"]],
    ["…and 도", "링크 저장도 했어요.", ["save"]],
    ["남겼 keeps a note", "메모 남겼어요 📝", ["save"]],
    ["NOUN 끝 is NOUN 완료", "등록 끝! 9시에 알려 드릴게요.", ["create"]],
    ["다 됐어요 is done", "네, 다 됐어요!", ["done"]],
    ["'저장이 완료되었습니다': the action noun completed is that action", "저장이 완료되었습니다.", ["save"]],
    ["…'삭제가 완료됐어요'", "삭제가 완료됐어요 🗑️", ["delete"]],
    ["보내 놨 and 지워 놨 take the same auxiliaries as 뒀", "요약 보내 놨어요.", ["send"]],
    ["…지워놨어", "2번 지워놨어.", ["delete"]],
    ["잡혔 is a passive booking", "내일 오전 10시로 알림 예약이 잡혔어요.", ["schedule"]],
    ["세팅 is setting up", "리마인더 세팅해 놨어요 ⏰", ["schedule"]],
    ["북마크 keeps a link", "북마크해 뒀어요!", ["save"]],
    ["담았 puts something in", "장바구니에 담았어요 🛒", ["create"]],
    ["검토 is a look", "계약서 검토해 봤는데 해지 조항이 불리해요.", ["search"]],
    ["주문 is buying, which no skill does", "주문했어요! 내일 도착 예정이에요.", ["create"]],
    ["a status line's 됨 ending", "- 메모: 저장됨", ["save"]],
    ["미뤄 뒀 postpones", "알림 30분 미뤄 뒀어요.", ["schedule"]],
    ["'-도록 해 뒀' arranges something", "금요일 6시 30분에 동창회 알림 드리도록 해 뒀어요.", ["schedule"]],
    ["looking at a source: '캘린더 보니까'", "캘린더 보니까 내일 오전 10시 회의가 있어요.", ["search"]],
    ["연기 postpones", "회의 알림을 다음 주 화요일로 연기했습니다.", ["schedule"]],
    ["a status line's check mark", "2. 알림 등록 ✅", ["schedule"]],
    ["a concessive 하긴 했", "저장하긴 했는데 제목은 아직 못 정했어요.", ["save"]],
  ] as const)("%s", (_rule, sentence, expected) => {
    expect(kinds(sentence)).toEqual(expected);
  });

  it.each([
    ["an if-clause before the verb says what happens", "3분 지나면 면이 다 됐어요."],
    ["거의 (almost) is not done", "거의 다 됐어요."],
    ["an offer to run it is no claim", "터미널에서 `node app.js`로 돌려 보시면 돼요."],
    ["negated 구독", "구독은 아직 안 했어요."],
    ["a subscription someone else made", "민수 씨가 그 채널을 구독했대요."],
    ["a completion that has not happened yet", "백업이 완료되면 알림이 떠요."],
    ["the user's own order", "주문하신 상품은 보통 2~3일 걸려요."],
    ["됨 naming a label", "메모 옆에 저장됨 표시가 뜨면 서버에 올라간 거예요."],
    ["'지금 보니까' looks at nothing", "지금 보니까 제가 앞에서 설명을 잘못했네요."],
    ["people marked as subject act themselves", "많은 사람이 하락장에서 분할 매수로 구매했어요."],
    ["…an organization too, with a duration between", "연구팀이 3개월 동안 측정했는데 수면 시간이 늘었어요."],
    ["a review of what the user sent", "보내 주신 조항 검토해 봤는데 보통 수준이에요."],
    ["someone else's completed thing", "공사가 완료됐어요."],
  ])("no claim: %s", (_rule, sentence) => {
    expect(kinds(sentence)).toEqual([]);
  });
});
