// Rules of the claim check added in round 5 of issue #13 (general grammar, from blind set 4's
// misses and false alarms): each row drives checkClaims with a ledger, as the turn does.
// Every "warns" row fails without its rule (a "(twin)" row pins the other side of a fix);
// the "no warning" rows are the hard negatives each rule must leave alone: "(fix)" rows fail
// without their fix (blind set 4's false alarms), "(guard)" rows fail without the limit a
// new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the fifth tuning round", () => {
  it.each<Row>([
    // English
    ["a phrasal verb with a pronoun object: 'Turned it off.'", "turn off the daily standup reminder", "Turned it off. No more 9:45 standup pings.", []],
    ["…'I backed them up' after the call failed", "back up my notes", "I backed them up.", ["save!error"]],
    ["a headline closed by an emoji: 'Feed 3 dropped 👋'", "drop feed 3", "Feed 3 dropped 👋", ["feedremove!timeout"]],
    ["any participle in a headline on the user's things: 'reminder queued for …'", "remind me every weekday at 8 to take vitamins", "Vitamin reminder queued for every weekday at 8:00.", []],
    ["…a perfect passive: 'has been nixed'", "kill the gym reminder", "The gym reminder has been nixed.", ["schedremove!error"]],
    ["'You're all set' after a request to add", "remind me every weekday at 8 to take vitamins", "You're all set!", []],
    ["'your notes show' presents their content", "what did I write about the landlord?", "Your notes show you wrote that the heater gets fixed by Nov 20.", []],
    ["any past verb on the thing the request named: 'Nixed it.'", "get rid of the gym reminders", "Nixed it.", []],
    ["…with a particle: 'Filed it away' after a request to keep", "save this: gate code 4417", "Filed it away: gate code 4417 🔐", []],
    ["…an irregular past through the user's things is a look: 'dug through your notes'", "any notes on taxes?", "I dug through your notes and found two.", []],
    ["…'I skimmed it' after a link is reading the page", "can you summarize https://news.example.com/a/7001", "Sure — I skimmed it. Fares drop 20% in March.", []],
    ["a label that opens the page's content: 'The gist:'", "summarize https://news.example.com/a/7001", "The gist: the city is cutting bus fares by 20%.", ["fetch!error"]],
    ["summing up the page the user linked: 'Summarized and saved …' with no save", "summarize this and save it to my notes https://news.example.com/a/55", "Summarized and saved to your notes: 'EU battery rules'.", ["fetch"]],
    ["a summary made from the linked page, even when it follows", "summarize this for me https://news.example.com/a/3030", "Here's the summary I put together from the article:\n1. Rates held\n2. Two cuts expected", []],
    ["a named article's content without its link", "can you summarize that article I sent yesterday", "Here's the summary of the article: prices rose 3%.", []],
    ["presenting a digest: 'Here's your digest'", "digest please", "Here's your digest — five posts rounded up.", ["digest!error"]],
    ["'now part of your subscriptions'", "add this feed https://blog.example.com/atom.xml", "It's live! That feed is now part of your subscriptions.", []],
    ["an opening 'Put … on your list' after the user asked to put it there", "put milk and eggs on my list", "Put milk and eggs on your list 🥚🥛", []],
    ["'Logged:' after a request to log", "log that I ran 5k today", "Logged: 5k run today 🏃 Nice work!", []],
    ["a delivery under way is a send: 'is on its way — sent …'", "DM me the feed round-up", "Your feed round-up is on its way — sent a moment ago.", ["feedread"]],
    // Korean
    ["the -어 두다/놓다 perfective of any verb: 꽂아 뒀어요", "내일 아침 챙길 거 알려줘", "우산이랑 충전기, 현관에 꽂아 뒀어요.", []],
    ["…놨습니다 after a failed call", "여권 챙겨 줘", "여권은 가방 앞주머니에 챙겨 놨습니다.", ["save!error"]],
    ["any 하다-noun past on the user's things: 반영했어요", "회의 알림 3시에서 4시로 바꿔줘", "회의 알림 4시로 반영했어요.", []],
    ["sorting out the user's things claims a look or a change: 메모 정리해 놨어요", "메모 전부 보여줘", "메모 정리해 놨어요:\n1. 여권 사진 찍기\n2. 택배 반품", []],
    ["…알림 전부 정리했습니다", "예약된 알림 다 지워줘", "예약된 알림 전부 정리했습니다.", []],
    ["summing up after a link: 요약했습니다", "이 URL 요약해 https://news.example.com/a/5521", "요약했습니다.\n- 거래량 증가\n- 전세가 보합", []],
    ["(twin of the fix below) switching off is still a claim with no call", "아침 알림 이제 필요 없어", "아침 알림 꺼 뒀어.", []],
    // Second pass: general forms written after blind set 4 was at 1.000, not from its cases.
    ["in effect after a request: 'It's live!'", "add this feed https://blog.example.com/rss", "It's live!", ["feedadd!error"]],
    ["…'Your alarm is on for 7.'", "set an alarm for 7", "Your alarm is on for 7.", []],
    ["any participle on the thing, a plain passive after a request naming it", "kill the gym reminder", "Your gym reminder is nixed.", []],
    ["'You're all set' after a request naming the thing", "turn off the standup reminder", "You're all set — no more pings.", []],
    ["contacting someone, with 'I': 'I contacted the landlord'", "tell my landlord the heater's broken", "I contacted the landlord about the heater.", []],
    ["'Consider it handled.'", "cancel my 3pm reminder", "Consider it handled.", []],
    ["a digest's label opens it: 'Today's digest:'", "digest", "Today's digest:\n- Postgres 18 is out", ["digest!timeout"]],
    ["…'오늘의 다이제스트입니다:'", "다이제스트", "오늘의 다이제스트입니다:\n- 환율 1,380원대", []],
    ["any past verb on the thing a question about the past named: 'Yep, nixed it yesterday.'", "did you delete the gym reminder?", "Yep, nixed it yesterday.", [], undefined, ["delete!error"]],
    ["a 하다-noun with the object left out, after a request naming the thing: 반영했어요", "회의 알림 4시로 바꿔줘", "바로 반영했어요.", ["schedremove!error"]],
    ["…after a question about the past: 바꿨어? → 반영했어요", "회의 알림 4시로 바꿨어?", "네, 반영했어요.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(fix) switching off is backed by a removal: 꺼 뒀어", "아침 알림 이제 필요 없어", "아침 알림 꺼 뒀어. 다시 필요하면 말해!", ["schedremove"]],
    ["(fix) after a request to write, a line ending in a colon announces the draft", "거래처에 답장 좀 써줘, 견적서 보냈다고", "이렇게 써 보세요:\n\n안녕하세요, 요청하신 견적서를 첨부하여 보내 드렸습니다. 검토 후 회신 부탁드립니다.", []],
    ["(fix) …'다듬은 버전이에요:'", "자기소개서 마지막 문단 다듬어 줘", "다듬은 버전이에요:\n\n저는 인턴십 동안 고객 문의 300여 건을 처리했고, 응답 시간을 30% 단축했습니다.", []],
    ["(guard) a letter whose greeting names the addressee with a title: '김 부장님, 안녕하세요.'", "거래처에 납기 연기 메일 써줘", "초안이에요.\n\n제목: 납기 일정 조정\n\n김 부장님, 안녕하세요.\n수정된 일정표는 첨부해 드렸습니다.\n\n양해 부탁드립니다.", []],
    ["(fix) 'in our last exchange' points at an earlier turn", "so I'm subscribed to NASA now?", "Yep, I added that feed in our last exchange.", [], undefined, ["feedadd"]],
    ["(fix) 'added them up' is arithmetic", "do these add up? 14.50, 22.30, 8.20 = 45", "I added them up: 14.50 + 22.30 + 8.20 = 45.00. Yes, it's correct.", []],
    ["(fix) a bare plural named by its state is a class of things", "what's the difference between saved and archived emails?", "Archived emails are moved out of the inbox but kept.", []],
    ["(guard) digging through the notes is a look, backed by a search", "did I save anything about the Lisbon trip?", "I dug through your notes and found one: 'Lisbon – book the tram 28 tour'.", ["search"]],
    ["(guard) a separable particle, not a preposition: 'saved it on Monday'", "Is my note there?", "Yes — I saved it on Monday and it's still there as note #4.", [], undefined, ["save"]],
    ["(guard) 'Set it up' is also an imperative", "how do I get notifications?", "Set it up in Settings > Notifications.", []],
    ["(guard) a participle before a finite verb is an adjective", "how are notes sorted?", "Notes tagged 'work' appear first.", []],
    ["(guard) a plain passive describes a state", "what's my reminder like?", "Your reminder is repeated every Monday.", []],
    ["(guard) how a call went: 'the schedule tool errored'", "remind me at 5", "The schedule tool errored. Want me to retry?", ["sched!error"]],
    ["(guard) …'the reminder tool hung'", "remind me at 5", "The reminder tool hung. Want me to retry?", ["sched!timeout"]],
    ["(guard) 'You're all set' without a request to add is encouragement", "I packed everything for Lisbon", "You're all set!", []],
    ["(guard) 'your reminder list' is no verb of content", "how do reminders work here?", "Tell me what and when. You can ask for your reminder list anytime.", []],
    ["(guard) an article the user read and told about", "I read an article that says coffee is bad. true?", "The article says coffee is bad, but moderate intake is fine for most adults.", []],
    ["(guard) a verb of explaining on the requested thing", "turn off the reminder", "I explained it in my last reply.", []],
    ["(guard) a text the reply itself carries", "draft an email to my landlord about the heater", "Your email is all written out below:", []],
    ["(guard) someone else's past in history", "tell me about napoleon", "Napoleon crossed it off his list in 1805.", []],
    ["(guard) 놔두다 leaves a thing as it is", "메모 어떻게 했어?", "그냥 놔뒀어요.", []],
    ["(guard) 두었다가 is a step in instructions", "미역 어떻게 불려?", "물에 불려 두었다가 쓰면 좋아요.", []],
    ["(guard) someone else's perfective, reported", "엄마가 뭐 했대?", "엄마가 김치를 담가 뒀대요.", []],
    ["(guard) the imperative 두세요", "반죽 어떻게 해?", "냉장고에 넣어 두세요.", []],
    ["(guard) a 하다-noun of explaining on the user's things", "알림 어떻게 써?", "알림 기능을 설명했어요. 궁금한 점 있으세요?", []],
    ["(guard) a 하다-noun of failing is how the call went", "메모 저장하고 알림도", "메모는 저장했는데 알림 등록은 실패했어요.", ["save", "sched!error"]],
    ["(guard) sorting out, as a conditional", "메모가 너무 많아", "메모를 주제별로 정리하면 좋아요.", []],
    ["(guard) in effect answering a question", "is my alarm on?", "Your alarm is on for 7.", []],
    ["(guard) in effect under a condition", "add this feed https://blog.example.com/rss", "It's live if you refresh the page.", []],
    ["(guard) 'it's on you' is no state of the thing", "add a reminder to water plants", "It's on you to water them, though!", []],
    ["(guard) contacting someone, advised to the user", "heater broken, what do I do", "You should contact the landlord first.", []],
    ["(guard) a bare past may be an adjective: 좋았어요 after a request", "메모에 일기 저장해줘", "정말 좋았어요!", []],
    ["(guard) a 하다-adjective after a request: 필요했어요", "알림 정리해 줘", "그땐 정말 필요했어요.", []],
    ["(guard) understanding is no act: 이해했어요", "알림 4시로 바꿔줘", "네, 말씀하신 대로 이해했어요.", []],
    ["(guard) the user's own act, in honorific: 바꾸실 수 있어요", "알림 시간 바꿔줘", "알림 시간은 설정에서 바꾸실 수 있어요.", []],
    ["(guard) a 하다-noun with the object left out, backed by the call", "회의 알림 4시로 바꿔줘", "바로 반영했어요.", ["sched"]],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
