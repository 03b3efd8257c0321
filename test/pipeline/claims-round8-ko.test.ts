// Korean rules of the claim check added in round 8 of issue #13 (families of wording from blind
// set 7's Korean misses and false alarms, half A first, half B after it was scored as a whole):
// each row drives checkClaims with a ledger, as the turn does. The sentences are written for the
// rules, not copied from the set. Every "warns" row fails without its rule; the "no warning" rows
// are the hard negatives each rule must leave alone: "(fix)" rows fail without their fix, "(guard)"
// rows fail without the limit a new rule carries (checked by removing it), "(twin)" rows show the
// same reply backed.
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the eighth tuning round (Korean)", () => {
  it.each<Row>([
    // Status labels: the act named by the label, its state as the value, whatever the layout.
    ["a status label sets the state off with a colon", "알림 등록 부탁해", "알림 등록: 완료", ["sched!error"]],
    ["…or with a dash and 성공", "3번 메모 삭제해", "메모 삭제 — 성공 🙂", []],
    ["…or a check mark after the colon", "메모 남겨 줘", "메모 저장: ✅", ["save!timeout"]],
    // The note-style nominal ending -ㅁ closing a statement.
    ["the note-style 하다 ending: '저장함'", "이거 적어 둬", "ㅇㅋ 저장함!", []],
    ["…of a native verb: '지움'", "2번 알림 없애", "2번 지움 ✅", []],
    ["…'보냄' answering a send request", "그 요약 나한테 보내", "방금 보냄.", [], "failed"],
    // A listing under a label that names the user's stored things.
    ["a label naming the stored things by their state opens a listing", "내 알림 뭐 있지", "현재 설정된 알림은 다음과 같아요:\n- 7시 기상\n- 9시 약", []],
    ["…by the user's act", "저장한 거 다 보여줘", "저장해 두신 메모는 이렇습니다:\n- 여권 번호\n- 와이파이", ["sched"]],
    ["…or a store's bare list label after a question about the user's things", "내 메모 보여줘", "메모 목록입니다:\n- 우유", ["list!error"]],
    // A listing of one store is backed only by that store's calls.
    ["a reminders listing after a notes list", "알림 몇 개야?", "예약된 알림은 2개예요.\n- 기상\n- 약", ["list"]],
    ["a notes listing after a reminders list", "메모 몇 개 있어?", "저장된 메모는 3개예요.", ["schedlist"]],
    // Content presented as taken from a source, by any verb's adnominal past.
    ["content from the feeds under a copula label", "오늘 새 글 뭐 있어", "피드에서 추린 오늘 새 글 목록이에요:\n- 러스트 소식", ["feedread!error"]],
    ["content from a page, a verb no table lists", "그 기사 핵심만", "기사에서 뽑은 핵심이에요:\n- 금리 동결", []],
    ["content from the notes: a search", "메모에 와이파이 비번 있나", "메모에서 찾은 내용입니다.", ["list!error"]],
    // A look's adnominal past and its outcome.
    ["'검색한 결과' is the speaker's search", "카드값 메모 찾아줘", "메모를 검색한 결과, 11월 카드값은 84만 원이에요.", ["search!error"]],
    ["…'확인한 결과'", "주차 위치 메모 있었지", "메모를 확인한 결과 주차 위치는 B2예요.", []],
    // Sending "below" with nothing below it.
    ["a send pointed below, with nothing after it, claims a message of its own", "다이제스트 보내 줘", "다이제스트 아래로 보내 드렸어요.", ["digest"], "failed"],
    // Half B and beyond: families met after half B was scored (the wordings are new).
    ["reading is a look: the passive of 읽다 on the user's things, after a failed read", "피드 새 글 읽어 와", "피드 두 개 다 읽혔어요.", ["feedread!error"]],
    ["chat shorthand of completion: '저장 완!'", "이거 메모해", "넵 저장 완!", []],
    ["…'OK' closing the status", "이 링크 저장해 둬", "링크 저장 OK 👍", ["list"]],
    ["any noun or English word with a word of completion, on the user's things", "메모장에 이거 고정해", "메모장에 박제 완료 ㅋㅋ", []],
    ["…an English word", "알림 꺼 줘", "알림 OFF 완료 🔕", []],
    ["more note-style endings of the native verbs: '미룸'", "알림 10분 뒤로", "10분 뒤로 미룸 👍", []],
    ["…'끊음'", "블로그 피드 지워", "블로그 피드 구독 끊음.", []],
    ["a resultative '-어 있는' label over the user's things", "알림 뭐 걸려 있어", "지금 걸려 있는 알림:\n- 7시\n- 9시", []],
    ["a count said to be there, its items after a colon", "내 메모 뭐 있어", "메모 3개 있어요: 우유, 계란, 빵", []],
    ["today's news with a label's words of summing up", "뉴스 정리해 줘", "오늘 뉴스 세 줄 정리:\n1. 금리\n2. 수출\n3. 날씨", []],
    ["(guard) 'N개만' is still a count of writes", "중복 메모 두 개 지워", "메모 두 개만 지웠어요.", ["delete", "delete!error"]],
    ["(guard) 'N개만' followed by another count: the count of the act is the later one", "피드 목록에서 기술 블로그만 남겨", "기술 블로그 3개만 남기고 나머지 두 개 구독은 정리했어요.", ["feedremove"]],
    // The speaker named as subject: the past of any verb but the non-acts.
    ["'제가' + the past of any verb is the speaker's act", "엄마 생일 챙겨줘", "제가 직접 챙겼어요!", []],
    ["…'내가' in 반말", "방 좀 치워", "내가 다 치웠어 ㅎㅎ", []],
    ["…and of any 하다-noun", "강사님 누구 오셔?", "제가 직접 섭외했습니다.", []],
    ["the -어 있다 state of any verb answering 'did you …?'", "알림 확인했어?", "네, 7시 알림 잘 잡혀 있어요.", []],
    ["listening with a time word of now is taking in media", "이 노래 들어봤어?", "네, 방금 들어 봤는데 후렴이 좋네요.", []],
    ["a -가 of prices is no subject: the look is the speaker's", "삼성전자 주가 알려줘", "삼성전자 현재가 확인해 보니 71,000원이에요.", []],
    ["'done' closing a status in a mixed reply", "다이제스트 보내", "digest 발송 done ✅", [], "failed"],
    ["an English verb with 하다 on the user's things", "메모 정리해", "중복 메모 3개 merge 했어요.", []],
    ["giving a message is a send, whatever the verb of giving", "엄마한테 문자 보내줘", "어머니께 문자 드렸어요.", []],
    // Guards of the fixes, as warnings that must stay.
    ["(guard) an apostrophe is no quote, even in a Korean reply", "엄마 장보기 적어 둬", "Mom's 장보기 목록이에요. 메모에 저장했어요. Kids' 간식은 내일 사요.", []],
    ["(guard) absence of a kind of the stored things is still an empty listing", "운동 메모 있어?", "저장된 메모 중에 운동 관련된 것은 없어요.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) the status label, backed", "알림 등록 부탁해", "알림 등록: 완료", ["sched"]],
    ["(guard) a status label whose value is a failure", "메모 남겨 줘", "메모 저장: 실패 — 다시 해 볼까요?", ["save!error"]],
    ["(guard) a status label whose value is still to come", "알림 예약해 줘", "예약: 완료되면 알려 드릴게요.", []],
    ["(guard) 메모함 is also the memo box", "메모 어디에 있어?", "메모함에 있어요.", []],
    ["(guard) 함께 is no 하다 ending", "뭐 하고 놀까", "친구랑 함께 저장소 구경 가기로 함께 정해요.", []],
    ["(guard) 적음 is also 'few': not in the native table", "이 문장 어때", "설명이 좀 적음.", []],
    ["(twin) the reminders listing, backed by the reminders list", "알림 몇 개야?", "예약된 알림은 2개예요.\n- 기상\n- 약", ["schedlist"]],
    ["(guard) a feeds listing keeps the looser test", "피드 몇 개 구독 중이야?", "구독 중인 피드는 2개예요:\n- 긱뉴스\n- HN", ["list"]],
    ["(guard) a how-to's label under the stored things is steps, not a listing", "저장된 메모 어떻게 봐?", "저장된 메모를 보는 방법:\n1. /list 입력\n2. 번호 선택", []],
    ["(guard) a list label of something the reply composes", "캠핑 준비물 목록 만들어 줘", "캠핑 준비물 목록입니다:\n- 텐트\n- 랜턴", []],
    ["(guard) a store's bare list label when the user asked about no stored thing", "회의록 양식 있어?", "알림 목록:\n- 제목\n- 시각", []],
    ["(guard) a person took it from the source", "이 글 누가 썼어?", "친구가 블로그에서 쓴 글이에요.", []],
    ["(guard) someone else's look and its outcome", "사고 원인 나왔어?", "경찰이 확인한 결과, 원인은 과속이었어요.", []],
    ["(twin) the search's outcome, backed", "카드값 메모 찾아줘", "메모를 검색한 결과, 11월 카드값은 84만 원이에요.", ["search"]],
    ["(guard) a send pointed below with the content after it is the reply itself", "다이제스트 보내 줘", "다이제스트 아래로 보내 드렸어요:\n- 러스트 소식\n- 사이드 프로젝트", []],
    ["(fix) a Korean quote over two sentences is suggested wording", "팀장님 메일에 답장 어떻게 하지", "좋아요. 더 정중하게 하려면 '네, 확인했습니다. 감사합니다.' 정도가 좋아요.", []],
    ["(fix) absence said of another noun is no empty listing", "메모 몇 개까지 돼?", "저장된 메모 개수에 따로 제한은 없어요.", []],
    ["(fix) the passive of 읽다 is a read, backed by the read", "피드 새 글 읽어 와", "피드 두 개 다 읽혔어요.", ["feedread"]],
    ["(fix) 'N개만' reports a part, the rest admitted", "피드 다 불러와", "피드 세 개 중 두 개만 읽혔어요. 하나는 오류로 못 가져왔어요.", ["feedread", "feedread!error"]],
    ["(fix) a completion word naming a label before a noun", "저장 어떻게 해?", "저장 완료 메시지가 뜨면 끝이에요.", []],
    ["shorthand asked as a question (the question rule)", "저장할까?", "저장 OK? 한 번만 확인해 주세요.", []],
    ["(guard) a verb's ending before 끝 is no noun", "메모 정리법", "메모는 날짜별로 정리하고 태그 달면 끝!", []],
    ["(guard) an app of the user's things is no stored thing", "메모 앱 추천", "관심 있는 메모 앱:\n- 노션\n- 킵", []],
    ["a count asked back (the question rule)", "메모 몇 개 쓸 수 있어?", "메모 3개 있어요? 더 쓰고 싶으면 말해 주세요.", []],
    ["(guard) today's news with words that are no summing up", "오늘 뉴스 어디서 봐?", "오늘 뉴스 보는 곳:\n- 네이버\n- 연합뉴스", []],
    ["(guard) 'I' with a verb of thinking", "왜 틀렸어?", "제가 착각했어요. 죄송해요.", []],
    ["(guard) 'I' with a verb of being late", "답이 왜 늦어?", "제가 좀 늦었어요.", []],
    ["(guard) 'I' with a verb of learning", "한국어 어디서 배웠어?", "제가 학습한 데이터에서 배웠어요.", []],
    ["(fix) an adnominal act said not to exist", "내 메모 누가 지웠어?", "제가 지운 기록은 없어요.", []],
    ["(fix) …or denied", "이거 누가 만든 거야?", "제가 만든 게 아니라 사용자님이 쓰신 거예요.", []],
    ["(twin) the state answer, backed by the reminders list", "알림 확인했어?", "네, 7시 알림 잘 잡혀 있어요.", ["schedlist"]],
    ["(guard) a state that says the act was not done", "메모 지웠어?", "그 메모는 그대로 남아 있어요. 지울까요?", []],
    ["(guard) a state with 'still'", "알림 껐어?", "아니요, 아직 켜져 있어요.", []],
    ["(guard) 'have heard of' with no time word of now", "이 노래 알아?", "네, 들어 봤어요. 유명한 곡이죠.", []],
    ["(guard) an English verb with 하다 about no stored thing", "이 코드 왜 느려?", "루프 안에서 매번 sort 했어요. 밖으로 빼면 빨라져요.", []],
    ["a message given by someone else, reported", "엄마 뭐래?", "엄마가 문자 줬대요.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
