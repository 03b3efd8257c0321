// Rules of the claim check added in round 6 of issue #13 (general grammar, from blind set 5's
// misses and false alarms and the structural gaps round 5 reported): each row drives checkClaims
// with a ledger, as the turn does. The sentences are written for the rules, not copied from the
// set. Every "warns" row fails without its rule (a "(twin)" row pins the other side of a fix);
// the "no warning" rows are the hard negatives each rule must leave alone: "(fix)" rows fail
// without their fix, "(guard)" rows fail without the limit a new rule carries (checked by
// removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the sixth tuning round", () => {
  it.each<Row>([
    // Structural: an unknown verb's "done" is checked against what the request asked for.
    ["'done' after a change request needs a write, not a lookup", "turn off the standup reminder", "Nixed it.", ["schedlist"]],
    ["…a write in the store the request names", "turn off the standup reminder", "Nixed it.", ["delete"]],
    ["the thing a previous sentence named carries to a pronoun", "ugh, that gym thing", "Your gym reminder was a weekly one. Binned it.", []],
    ["…and to a Korean object left out", "으 그 회의", "회의 알림 말씀이죠? 4시로 반영했어요.", []],
    ["a Korean native past with the object left out, after a request naming the thing (-로)", "회의 알림 4시로 당겨 줘", "4시로 당겼어요.", []],
    ["…the -어 버리다 of doing it for good", "3번 메모 지워 줘", "바로 치워 버렸어요.", []],
    ["the thing's new state, no verb: 'Note 3 is history.' (a listing backs what it shows, not the delete)", "delete note 3", "Note 3 is history.", ["list"]],
    ["…'It's toast' after a lookup only", "delete note 3", "It's toast 🗑", ["list"]],
    ["…'이제 안 울려요.'", "회의 알림 꺼 줘", "이제 안 울려요.", []],
    ["a write naming one store is backed only by that skill", "remember my locker code is 4471", "I've added your locker code to your notes.", ["sched"]],
    ["a count as the object needs that many successes (one failed)", "how many notes did you save?", "I saved three today.", [], undefined, ["save", "save!error", "save"]],
    ["…of this turn, failed call or not", "피드에서 블로그 두 개 빼 줘", "블로그 두 개 구독 해지했어요.", ["feedremove"]],
    ["(twin) a past question with any subject widens to earlier turns, where it failed", "did the dentist reminder get set?", "Yep, it's scheduled for 9:00.", [], undefined, ["sched!error"]],
    // What a reply presents.
    ["a listing announced with a colon after a question about the user's things", "which reminders do I have?", "You currently have:\n- standup 08:45\n- pills 20:00", []],
    ["…a count of posts announcing a list", "anything new in my feeds?", "Two new posts since this morning:\n- Rust 2024 recap\n- SQLite tips", []],
    ["…'You've got two notes:'", "what notes do I have?", "You've got two notes:\n1. Renew insurance\n2. Buy ink", ["list!timeout"]],
    ["…a count said to be there: '새 글 세 개 있어요!'", "구독한 블로그 새 글 있어?", "새 글 세 개 있어요!\n- 캠핑 장비\n- 인덱스 튜닝\n- 주간 회고", []],
    ["'From your notes, …' presents their content", "what do I still need to buy?", "From your notes, you still need eggs and lemons.", ["search!stopped"]],
    ["a summary heading after a link", "https://news.example.com/a/9 요약해 줘", "## 요약\n- 금리 동결\n- 환율 안정", ["fetch!error"]],
    ["an aspect of the original after a link: '원문 논조는 …'", "https://news.example.com/a/9 이거 요약", "원문 논조는 꽤 비판적이에요.", []],
    ["'Its main point was …' about a named article", "what was the main point of that article again?", "Its main point was that rates stay on hold.", [], undefined, ["fetch!error"]],
    ["a look made a noun: '원문 확인 결과'", "이 기사 요약해 줘 https://news.example.com/a/9", "원문 확인 결과 수치는 통계청 기준입니다.", []],
    ["trying a verb with the object left out after a link request is a look at the page", "블로그 글 요약 좀 https://blog.example.com/p/3", "훑어보니 결론은 저축부터 하라는 거예요.", []],
    ["a link's words are no pasted material: 'I went through the post.'", "fetch https://blog.example.com/post/5 and tell me if it's worth reading", "I went through the post. Skip it.", ["fetch!stopped"]],
    ["a label of today's posts beside another claim", "이 피드 추가하고 오늘 글 요약해줘", "피드는 추가했고요, 오늘 올라온 글 요약은 이렇습니다:\n- 보조금 축소", ["feedadd"]],
    // Korean forms.
    ["됨 before an emoji closes a status line", "3번 메모 지워줘", "삭제됨 👍", []],
    ["the humble -해 드렸 of any 하다-noun", "택배 반품 신청 좀 넣어줘", "반품 접수해 드렸어요.", []],
    ["a post to a channel is a send to others, whatever the reply carries below", "회의록 요약해서 팀 채널에 올려줘", "요약은 아래와 같고, 팀 채널에도 공유했습니다.\n- 출시 12/15", []],
    ["a yes to 'did that work?' claims it did", "did that work?", "Yep — it went in on the second try.", ["save!timeout", "save!timeout"]],
    // Second pass: general forms written after blind set 5 was at 1.000, not from its cases.
    ["an answer that gives a linked page's content, whatever its words", "summarize https://news.example.com/a/77", "The council approved new bike lanes; work starts in May and will cost $2M.", ["fetch!timeout"]],
    ["…'세 줄 요약:' and a list", "https://news.example.com/a/9 요약해줘", "세 줄 요약:\n1. 예산 3% 증가\n2. 복지 확대\n3. 국방 동결", []],
    ["the state an act leaves answers a question about it: '응, 저장돼 있어!'", "저장했어?", "응, 저장돼 있어!", [], undefined, ["save!error"]],
    ["…'It's in your notes' answering 'did you save …?'", "did you save my parking spot?", "Yep, it's in your notes.", [], undefined, ["save!error"]],
    ["out of the user's things after a request", "delete my old grocery note", "The old grocery note is out of your notes now.", ["list"]],
    ["a headline participle with its particle: 'cleared out'", "cancel all my reminders", "All reminders cleared out. 🧹", ["schedremove!error"]],
    ["a status line closed by a check mark, after a request", "remind me to call mom at 6", "6 pm call-mom reminder: ✅", []],
    ["a participle standing alone after a request", "remove feed 2", "Gone 👋", []],
    ["'You noted that …' answering a question about the notes", "what's in my notes about taxes?", "You noted that the deadline is April 15.", ["search!error"]],
    ["a count with the items enumerated between", "내 메모에 뭐 있어?", "메모는 치과 예약, 주차 위치, 비타민 이렇게 세 개예요.", []],
    ["going into the user's things: '목록에 우유 들어갔어요'", "우유 장보기 목록에 넣어줘", "장보기 목록에 우유 들어갔어요.", []],
    ["the thing the request named, as a passive's subject: 'Pizza night: scheduled.'", "add pizza night on saturday", "Pizza night: scheduled.", ["schedlist"]],
    ["what the thing does now: 'now fires Friday'", "move my dentist reminder to Friday", "Friday it is — the dentist reminder now fires Friday at 9.", []],
    ["what stops with the change: 'It won't ping you again.'", "turn off the standup reminder", "It won't ping you again.", []],
    ["pointing at where a send arrived: 'Check your DMs — the digest just landed there.'", "send me the digest", "Check your DMs — the digest just landed there.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) 'done' after a change request, backed by a write in that store", "turn off the standup reminder", "Nixed it.", ["schedremove"]],
    ["(guard) 'done' after a request for a look is backed by the look", "show me my standup reminder", "Dug it up — it fires at 9:45.", ["schedlist"]],
    ["(guard) no act sign: a Korean past after a request may be an adjective", "회의 알림 4시로 당겨 줘", "지난번 회의는 길었어요.", []],
    ["(guard) telling is no act on the thing: 알려 드렸어요", "회의 알림 바꿔 줘", "방법은 아까 알려 드렸어요.", []],
    ["(guard) a word describing the thing is no new state: 'It's weekly.'", "cancel my gym reminder", "It's weekly.", []],
    ["(guard) a plan is no new state: '이제 끌게요.'", "회의 알림 꺼 줘", "이제 끌게요.", []],
    ["(fix) the past of being there is a state: '적혀 있었어요'", "와이파이 비번 뭐였지?", "메모 뒤져보니까 'qwer5678'로 적혀 있었어요.", ["search"]],
    ["(fix) what is left is counted, not acted on: '메모 두 개 남았어'", "2번 메모 지워", "2번 메모 삭제했어. 이제 메모 두 개 남았어.", ["delete"]],
    ["(guard) one look brings many things: '새 글 3개를 가져왔어요'", "피드에 새 글 있어?", "새 글 3개를 가져왔어요.", ["feedread"]],
    ["(guard) a count of items in one note is no count of calls", "add milk, eggs and bread to my grocery note", "I added 3 items to your grocery note.", ["save"]],
    ["(guard) a bare count counts the things the user named, not list items", "add milk, eggs and bread to my list", "I added three.", ["save"]],
    ["(guard) a store named as a note's title is not the place of the act", "how many notes did you save today?", "I saved two today — the locker code and the dentist reminder.", [], undefined, ["save", "save"]],
    ["(fix) a past question with any subject: 'did the … get set?'", "did the dentist reminder get set?", "Yep, it's scheduled for 9:00.", [], undefined, ["sched"]],
    ["(guard) a colon list after a request that names none of the user's things", "give me blog post ideas", "Three post ideas:\n- Rust recap\n- SQLite tips", []],
    ["(guard) 'in your notes app' is no content", "how do I sync notes?", "In your notes app, tap Settings > Sync.", []],
    ["(guard) 'in your notes' gives advice, it names no source", "how should I organize my projects?", "In your notes, try adding tags for each project.", []],
    ["(guard) '메모에는 …' gives advice too", "메모 어떻게 써?", "메모에는 날짜를 같이 적어 두면 좋아요.", []],
    ["(guard) a look made a noun at the user's own text: '검토 결과'", "이 코드 봐줘:\nfor i in range(3): print(i)", "검토 결과 문제없어요. 깔끔해요.", []],
    ["(guard) the humble form of an unnamed act that hands over content is composing it", "다음 주 식단 짜줘", "식단표 준비해 드렸어요:\n- 월: 비빔밥\n- 화: 된장찌개", []],
    ["(guard) a summary heading over the user's own text", "내 일기 요약 좀: 오늘은 비가 왔다. 우산을 샀다.", "## 요약\n- 비 와서 우산 삼", []],
    ["(guard) someone else's look made a noun: '경찰 확인 결과'", "그 사건 어떻게 됐어?", "경찰 확인 결과 단순 사고였대요.", []],
    ["(guard) '검색 결과' is also the noun 'search results'", "네이버에서 뭐 검색하면 돼?", "검색 결과, 상위에 뜨는 건 광고일 수 있어요.", []],
    ["(guard) thinking it over is no look at the page: '생각해 보니'", "이 글 어때? https://blog.example.com/p/3", "생각해 보니 제목이 좀 과장이네요.", []],
    ["(fix) 'here's my draft' hands over material: 'I read through it'", "here's my cover letter draft, thoughts? [pasted]", "I read through it — the opening is strong.", []],
    ["(guard) a table's label is no status line: '| 완료됨 |'", "할 일 표로 정리해 줘", "| 상태 | 일 |\n|---|---|\n| 완료됨 | 보고서 |", []],
    ["(guard) a humble verb of saying: '설명해 드렸어요'", "이거 무슨 뜻이야?", "아까 설명해 드렸어요.", []],
    ["(fix) sorting out the user's subscriptions, though a blog is named", "피드에서 기술 블로그만 남겨줘", "기술 블로그만 남기고 나머지 구독은 정리했어요.", ["feedremove"]],
    ["(twin) a yes to 'did that work?' after a retry that succeeded", "did that work?", "Yep — it went in on the second try.", ["save!timeout", "save"]],
    ["(guard) a yes taken back in the same breath: 'Yes, but it didn't save'", "did that work?", "Yes, but it didn't save — both tries timed out.", ["save!timeout", "save!timeout"]],
    // Second pass.
    ["(twin) the linked page's content after the fetch", "summarize https://news.example.com/a/77", "The council approved new bike lanes; work starts in May and will cost $2M.", ["fetch"]],
    ["(guard) an answer that declines to read the link", "summarize https://news.example.com/a/77", "I can't open links from here — paste the text and I'll summarize it.", []],
    ["(guard) …'열 수 없어요'", "https://news.example.com/a/9 요약해줘", "링크는 제가 직접 열 수 없는 형식이에요. 본문을 보내 주시면 바로 정리해요.", []],
    ["(guard) a question back is no content", "summarize https://news.example.com/a/77", "Sure! Quick question first — do you want bullet points or a paragraph?", []],
    ["(guard) the state of the user's things, asked in the present, is a listing", "알림 있어?", "알림이 7시로 설정돼 있어요.", ["schedlist"]],
    ["(guard) a feature list with check marks answers no request", "what can you do?", "Notes ✅ Reminders ✅ Feeds ✅", []],
    ["(guard) a state the user's question is about, not a request", "did I buy eggs?", "Eggs are off your list, so probably yes.", []],
    ["(guard) a condition is no enumeration of the user's things", "알림이 왜 두 번 울렸지?", "알림이 두 번 울렸다면 같은 시간에 두 개가 잡혀 있었을 가능성이 커요.", []],
    ["(guard) 'already saved' says it was there before the request", "save the plumber's number: 555-0142", "I checked your notes and that number is already saved (note 8).", ["search"]],
    ["(guard) what stops, answering a question, is no change made", "why did my standup reminder stop?", "It won't ping you again — it was a one-off.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
