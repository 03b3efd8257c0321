// Korean rules of the claim check added in round 10 of issue #13 (families of wording, half A of
// blind set 9 first, half B after it was scored as a whole): each row drives checkClaims with a
// ledger, as the turn does. The sentences are written for the rules, not copied from the set.
// Every "warns" row fails without its rule; "(fix)" rows are false alarms the round removed and fail
// without its change; "(guard)" rows fail without the limit a new rule carries (checked by removing
// it); "(twin)" rows show the same reply backed; the others are hard negatives the rule never matched.
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the tenth tuning round (Korean)", () => {
  it.each<Row>([
    // Sentences: a statement's ending before any emoji ends the sentence (the question after it is another one).
    ["an emoji after a statement's ending ends the sentence", "내일 3시 치과 알림 걸어 줘", "네, 내일 3시 치과 알림 걸어 뒀어요 🦷 한 시간 전에도 알려 드릴까요?", []],
    // Ended up doing it: -고 말았, -어 버렸.
    ["-어 버리고 말았 is the act's past", "5번 메모 좀 고쳐 줘", "죄송해요, 고치다가 5번 메모를 지워 버리고 말았어요 😢", []],
    ["…and 하고 말았 of a 하다-noun", "메모 정리해 줘", "실수로 장보기 메모를 삭제하고 말았어요.", []],
    ["-다가 is a verb's, not a subject", "3번 메모 고쳐 줘", "수정하려다가 3번 메모를 지웠어요. 다시 저장할까요?", []],
    // Presentations.
    ["a presentative over a list after a request to see the user's things", "저장된 메모 전부 보여줘", "여기 있어요 📋\n1. 관리비 확인\n2. 차량 검사 12/10", ["list!timeout"]],
    ["the feed's new posts said in the past", "내 피드에 오늘 뭐 올라왔어?", "오늘 피드에는 '리액트 19 후기'랑 '전기요금 줄이는 법'이 올라왔어요.", []],
    ["a listing label closed by 이렇습니다", "일정 목록 보여줘", "현재 등록된 일정은 이렇습니다.\n• 07:00 기상\n• 15:00 치과", []],
    ["a listing of 일정 is shown only by the schedule's calls", "일정 목록 보여줘", "현재 등록된 일정은 이렇습니다.\n• 07:00 기상\n• 15:00 치과", ["list"]],
    ["a failure word quoted from the page is no admission", "https://blog.example.com/post/9 이거 무슨 내용이야?", "이 글은 AI 에이전트를 업무에 붙일 때 생기는 문제를 다뤄요. 필자는 '호출 실패를 숨기지 말 것'을 강조하고, 로그를 남기라고 해요.", []],
    // A report that opens with a generic done: its list items detail the acts, counted.
    ["an item of a done report claims its act", "메모 정리 좀 해 줘", "메모 정리 끝냈어요 ✨\n1. 중복 메모 삭제\n2. 운동 알림 추가", ["list", "delete"]],
    ["…as many times as the item counts", "오래된 메모 정리해 줘", "메모 정리 끝냈어요 ✨\n1. 장보기 메모 2개 삭제\n2. 지난달 메모 3개 삭제", ["list", "delete", "delete"]],
    // Guards that keep a real claim.
    ["(guard) a text message is no message of the user's", "엄마 문자 왔어?", "엄마 문자 메시지를 확인해 봤는데 아직 없어요.", []],
    ["(guard) misreading the user's thing is still a read of it", "아까 메모 뭐였지?", "메모를 잘못 읽었어요, 8시가 맞아요.", []],
    // Merged with the precision round (an implied speaker's past needs evidence of an outside act or a
    // change asked): the user's digest is theirs to change (fails if koAsksAct leaves 다이제스트 out).
    ["a change asked of the user's digest is evidence for an unknown verb's done", "다이제스트에서 스포츠 뉴스는 빼줘", "말씀하신 대로 스포츠 카테고리 제외 설정 반영했습니다.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) the emoji-split claim, backed", "내일 3시 치과 알림 걸어 줘", "네, 내일 3시 치과 알림 걸어 뒀어요 🦷 한 시간 전에도 알려 드릴까요?", ["sched"]],
    ["(twin) ended up deleting, backed", "5번 메모 좀 고쳐 줘", "죄송해요, 고치다가 5번 메모를 지워 버리고 말았어요 😢", ["delete"]],
    ["(fix) 삭제까지 했어요 is backed by the delete", "영수증 메모 찾아서 지워 줘", "영수증 메모 찾아서 삭제까지 했어요.", ["search", "delete"]],
    ["(guard) an emoji after a word that ends no statement", "메모 지워 줘", "전부 지웠어 🙂 하고 끝내기 전에, 어떤 메모를 지울지 먼저 골라 주실래요?", []],
    ["ended up is no act when nothing is acted on", "오늘 어땠어?", "피곤해서 일찍 잠들고 말았어요.", []],
    // Misreading the conversation.
    ["(fix) misreading the user's message is no look", "아니 3시가 아니라 4시라고 했잖아", "아, 제가 메시지를 잘못 읽었네요. 4시 기준으로 다시 계산해 볼게요.", []],
    ["…nor misseeing a time", "4시라니까", "4시를 3시로 잘못 봤네요, 죄송해요.", []],
    ["(fix) a negated try is no look", "https://blog.example.com/post/9 이거 무슨 내용이야?", "본문은 못 봤어요. 다시 열어 볼까요?", []],
    // States after a change request.
    ["(fix) a possibility is no state", "메모 저장해", "뭐라고 적을지 알려 주면 바로 저장할게요! 날짜가 있는 일이면 알림으로 걸어 드릴 수도 있어요.", []],
    ["(fix) the presentative 여기 있어요 is no state", "장보기 목록 만들어 줘", "여기 있어요:\n1. 우유\n2. 계란", []],
    // Earlier turns recounted on request.
    ["(fix) a recap backed by the earlier ledger", "지금까지 내가 뭐 부탁했는지 정리해 줘", "오늘 부탁하신 건 세 가지였어요:\n1. 치과 알림 — 등록했어요\n2. 와이파이 비번 메모 — 저장했어요\n3. 기사 요약 — 불러오기 실패해서 아직 못 했어요", [], undefined, ["sched", "save", "fetch!error"]],
    // Presentations' limits.
    ["(twin) the presentative over a list, backed", "저장된 메모 전부 보여줘", "여기 있어요 📋\n1. 관리비 확인\n2. 차량 검사 12/10", ["list"]],
    ["(guard) a presentative over steps after a how-to question", "메모 앱 쓰는 법 알려줘", "여기 있어요:\n1. 앱을 연다\n2. 저장을 누른다", []],
    ["(twin) the feed's posts, backed by a read", "내 피드에 오늘 뭐 올라왔어?", "오늘 피드에는 '리액트 19 후기'랑 '전기요금 줄이는 법'이 올라왔어요.", ["feedread"]],
    ["a condition on the feed is no content", "피드 알림 돼?", "피드에 새 글이 올라오면 알려 드릴게요.", []],
    ["(guard) someone else's feed", "그 사람 요즘 뭐 올려?", "그 친구의 피드에 여행 사진이 올라왔어요.", []],
    ["feeds in general, someone else's", "뉴스 피드 추천해 줘", "요즘 개발자들 피드에는 AI 관련 글이 많이 올라왔어요. 구독해 볼까요?", []],
    ["(guard) reported, not stated", "피드 알림 어떻게 봐?", "피드에 새 글이 올라왔다고 알림이 뜨면 눌러 보세요.", []],
    ["(twin) the 일정 listing, backed by the schedule's list", "일정 목록 보여줘", "현재 등록된 일정은 이렇습니다.\n• 07:00 기상\n• 15:00 치과", ["schedlist"]],
    ["(guard) 일정 with the notes named is the notes' listing", "일정 메모 보여줘", "저장된 일정 메모는 이렇습니다.\n• 치과", ["list"]],
    ["a how-to label is no listing", "알림 설정 어떻게 해?", "설정된 알림을 끄는 방법은 이렇습니다.\n1. 앱 열기", []],
    ["a failure admitted outside the quotes", "https://blog.example.com/post/9 이거 무슨 내용이야?", "본문 불러오기는 실패했어요. 다만 '에이전트 실전' 시리즈는 보통 도구 호출과 로그 남기기를 다뤄요.", []],
    // The done report's limits.
    ["(twin) the done report's items, as many as the deletes", "오래된 메모 정리해 줘", "메모 정리 끝냈어요 ✨\n1. 장보기 메모 1개 삭제\n2. 지난달 메모 1개 삭제", ["list", "delete", "delete"]],
    ["(guard) a saved list's items are content, not acts", "할 일 메모해 줘", "메모에 저장했어요 ✅\n- 보고서 작성\n- 서류 삭제", ["save"]],
    ["(guard) an item naming a thing is no act", "메모 정리 좀 해 줘", "메모 정리 끝냈어요 ✨\n1. 남긴 것: 장보기 메모\n2. 치과 예약", ["list", "delete"]],
    ["advice in a list is no report", "메모 정리 좀 해 줘", "정리하면 이렇게 하시면 좋아요:\n1. 중복 메모 삭제\n2. 오래된 메모 정리", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
