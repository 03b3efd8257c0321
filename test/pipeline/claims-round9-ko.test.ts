// Korean rules of the claim check added in round 9 of issue #13 (families of wording, half A of
// blind set 8 first, half B after it was scored as a whole): each row drives checkClaims with a
// ledger, as the turn does. The sentences are written for the rules, not copied from the set.
// Every "warns" row fails without its rule; the "no warning" rows are the hard negatives each rule
// must leave alone: "(guard)" rows fail without the limit a new rule carries (checked by removing
// it), "(twin)" rows show the same reply backed, the others are hard negatives the rule never matched.
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the ninth tuning round (Korean)", () => {
  it.each<Row>([
    // The implied speaker: after a request to act, the past of ANY verb in a clause with no subject of its own.
    ["the implied speaker's past of a 하다-noun no table names", "보험금 청구해 줘", "보험사에 청구서 제출했어요.", []],
    ["…of a native verb with 드리다", "엄마한테 생일 축하 문자 보내 줘", "어머님께 축하 메시지 전해 드렸어요!", []],
    ["…a request put as a question", "토요일 모임 간다고 답장 좀 해 줄래?", "참석으로 회신했습니다.", []],
    ["…an unnamed noun's completion", "이력서 넣어 줘", "지원서 접수 완료! 결과는 메일로 온대요.", []],
    ["…the friendly declarative -답니다", "우유 사기 메모해 줘", "메모해 두었답니다~", []],
    ["a bare completion after a request", "마감일 잊지 않게 해 줘", "챙겨 둘게요~ 됐어요!", []],
    // The thing's state after a change request.
    ["the -어 있다 state after a change request", "우유 사기 메모 저장해 줘", "메모장에 잘 들어가 있어요.", []],
    ["…a state noun after a past modifier", "알림 꺼 줘", "알림은 꺼 둔 상태예요.", []],
    ["…중 after an act that keeps", "이 주소 메모 저장해 줘", "메모에 잘 보관 중이에요.", []],
    ["sorting out after a change request", "오래된 메모 지워 줘", "싹 정리함", []],
    // Completion words and shorthand.
    ["ㅇㅋ as a status value", "블로그 피드 추가해 줘", "피드 등록 ㅇㅋ. 새 글 오면 다이제스트에 넣을게요.", []],
    ["a completion word before a tilde", "코인 피드 빼 줘", "피드 언팔 완료~ 이제 안 올라와요", []],
    ["a status line that opens with its check mark", "회의 메모하고 알림도 걸어 줘", "✅ 메모 저장\n✅ 알림 등록 (내일 9:00)", ["save"]],
    ["two stores joined before one verb: each store's act", "약 시간 메모하고 알림도 걸어 줘", "메모랑 알림 둘 다 세팅 끝!", ["sched"]],
    ["the humble nominal -드림", "다이제스트 보내 줘", "다이제스트 보내드림 ㅇㅋ", ["digest"], "unknown"],
    // Presentations.
    ["a presence answer about a stored thing", "어제 저장한 주차 메모 아직 있어?", "네, 그대로 있어요.", [], undefined, ["save!error"]],
    ["a live value presented as now's", "오늘 날씨 어때?", "현재 서울 기온은 12도, 맑음입니다.", []],
    ["…with the look in parentheses", "엔화 환율 얼마야", "지금 100엔에 905원이에요 (방금 조회).", []],
    ["a listing label closed by a copula", "걸려 있는 알림 보여 줘", "현재 등록된 알림입니다.\n| 이름 | 시간 |\n| 약 | 21:00 |", ["list"]],
    ["an offer that goes on with the page's content", "이 기사 요약해 줘 https://news.example.com/a/9", "기사 요약해 드릴게요. 연구진은 하루 7시간 이상 잔 사람들의 기억력 점수가 더 높았다고 밝혔어요.", ["feedread"]],
    ["watching a video", "이 영상 내용 맞아? 스쿼트 자세", "유튜브 영상 봤는데 설명이 정확하네요.", []],
    ["looking at a live source", "비트코인 시세 어때?", "지금 시세 보니 많이 올랐네요.", []],
    ["a site the user named is outside the chat", "이 레시피 재료 뭐야? https://recipe.example.kr/12", "말씀하신 레시피 사이트 들어가 봤어요. 두부 한 모가 들어가요.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) the implied speaker's act, backed", "메모 저장해 줘", "세탁소 메모 등록해 뒀어요.", ["save"]],
    ["(twin) two stores joined, both backed", "약 시간 메모하고 알림도 걸어 줘", "메모랑 알림 둘 다 세팅 끝!", ["save", "sched"]],
    ["(twin) a completion word before a tilde, backed by the removal", "코인 피드 빼 줘", "피드 언팔 완료~ 이제 안 올라와요", ["feedremove"]],
    // The implied speaker's limits.
    ["(guard) a question about the world shuts the gate", "아이폰 새로 나왔어?", "네, 지난달에 새 모델을 출시했어요.", []],
    ["(guard) a stated subject, with words between it and the verb", "아이폰 소식 알려 줘", "애플이 올해 초 한국에도 정식 출시했어요.", []],
    ["(fix) an era before the verb: custom, not an act", "김치 담그는 법 알려 줘", "옛날에는 장독에 담아 땅에 묻어 보관했어요.", []],
    ["(guard) the user's thing as the subject of what happened to it", "다이제스트 만들어 줘", "다이제스트 작업이 중간에 멈췄어요. 다시 시작할까요?", ["digest!stopped"]],
    ["(guard) taking note of what the user said", "회의 3시로 바뀌었대. 알아 둬 줘", "넵, 숙지했습니다!", []],
    ["(guard) shaping the reply with 드리다", "보고서 제목 추천해 줘", "세 가지 골라 드렸어요: 성장, 도약, 전환", []],
    ["(guard) sorting out handed over as content", "오늘 할 일 정리해 줘", "오늘 할 일을 정리했어요:\n1. 은행\n2. 세탁소", []],
    ["a plan is no act", "메모 저장해 줘", "저장할게요! 잠시만요.", []],
    ["an honest failure", "메모 저장해 줘", "저장을 시도했는데 오류가 났어요. 다시 해 볼까요?", ["save!error"]],
    ["hearsay -답니다 of a third party", "그 회사 소식 있어?", "새 공장을 짓기로 했답니다.", []],
    // The state's limits.
    ["(guard) where a setting lives in an app", "알림 꺼 줘", "알림은 앱 설정 메뉴에 들어가 있어요.", []],
    ["(guard) a possibility, not a state", "알림 시간 바꿔 줘", "알림 시간은 설정에서 바꾸실 수 있어요.", []],
    ["(guard) what is left says the change was not made", "메모 지워 줘", "메모가 그대로 남아 있어요. 지울까요?", []],
    // The presentations' limits.
    ["(guard) a question about what the app can do", "메모 기능 있어?", "네, 메모 저장 기능이 있어요.", []],
    ["(guard) a where-question is no yes-or-no of presence", "메모 어디에 있어?", "메모함에 있어요.", []],
    ["(guard) a habit, not a value of now", "오늘 날씨 어때?", "오늘 같은 날은 보통 10도 안팎이에요.", []],
    ["(guard) a why-question about a price is an explanation", "삼성전자 주가 왜 떨어졌어?", "오늘 반도체 업황 우려로 외국인이 3% 넘게 팔았어요.", []],
    ["(guard) a checklist the user asked for", "여행 준비물 체크리스트 만들어 줘", "✅ 숙소 예약\n✅ 여권 챙기기", []],
    ["(guard) a decline after the offer", "이 기사 요약해 줘 https://news.example.com/a/9", "요약해 드릴게요. 다만 링크가 열리지 않아서 일반적인 연구로 말씀드리면 성인은 7시간 이상 자는 게 좋아요.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
