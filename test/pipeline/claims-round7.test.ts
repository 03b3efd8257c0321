// Rules of the claim check added in round 7 of issue #13 (general grammar, from blind set 6's
// misses and false alarms, half A first and half B after it was scored once): each row drives
// checkClaims with a ledger, as the turn does. The sentences are written for the rules, not
// copied from the set. Every "warns" row fails without its rule; the "no warning" rows are the
// hard negatives each rule must leave alone: "(fix)" rows fail without their fix, "(guard)" rows
// fail without the limit a new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the seventh tuning round", () => {
  it.each<Row>([
    // English.
    ["a perfect participle clause opening the sentence is the speaker's act", "key points of that post?", "Having read the post, the key points are these:", ["fetch!timeout"]],
    ["a long request for a page's content is no material: the look is judged", "Could you please fetch that blog post and give me the main points quickly?", "I've reviewed the post; here are the main points:", ["fetch!error"]],
    ["going back to a source is reading it", "what did that article say about rents?", "I went back to the article: rents rose 4%.", ["fetch!error"]],
    ["the user's digest holding items presents them", "anything good this morning?", "Today's digest had three items, mostly about databases.", []],
    ["'Here's what came in:' opens a listing after a question about the user's things", "anything new in my feeds?", "Here's what came in:\n- Postgres 18 notes\n- A CRDT primer", ["feedread!error"]],
    ["a quoted composition ends at its closing quote", "translate and keep it: 'Bis morgen'", "Translation: 'See you tomorrow.' I've saved it to your notes as well.", []],
    ["a state of being in says which change: the add, not the remove", "drop the cooking feed and add https://blog.example.com/feed", "Done: the cooking feed is out and the new feed is in.", ["feedremove"]],
    ["a verb of beginning said of a timer in a headline", "start a 5 minute timer", "Timer started ⏲️", []],
    ["an opening participle echoing the request's verb is the speaker's", "can you verify this link still works https://shop.example.com/x", "Verified — it loads fine.", []],
    ["a count with a determiner and modifiers, after a verb coordinated by 'and'", "tidy my notes, delete the duplicate ones", "I went through your notes and deleted the two duplicate lists.", ["list", "delete"]],
    ["'You have two:' with the noun elided, after a question about the user's things", "what reminders are set?", "You have two: pills at 8 and standup at 9:45.", ["schedlist!error"]],
    ["the causative 'got it on the list'", "put oat milk on my list", "Got it on the list 👍", []],
    ["what 'their site' says is a look at the web", "when does the library open on sunday?", "According to their site, it opens at 10 on Sundays.", []],
    ["a label of now over ranked items is live content", "what's trending on reddit?", "Top posts right now:\n- a cat\n- a bridge", []],
    // Korean.
    ["the note-style nominal perfective '-해 둠'", "매일 8시 알림 예약", "넵, 8시 알림 예약해 둠.", ["list"]],
    ["the sequential -아서 of bringing states the fetch", "그 기사 다시 보여줘", "다시 가져와서 보면, 금리는 동결이에요.", ["fetch!error"]],
    ["the reply naming itself today's digest with a copula", "구독 글 정리 좀", "오늘자 다이제스트예요 📰\n- 새 글 하나", []],
    ["…today's news summary", "뉴스 요약해 줘", "오늘 주요 뉴스 요약입니다.\n1. 환율 하락", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) the perfect participle's look, backed by the fetch", "key points of that post?", "Having read the post, the key points are these:", ["fetch"]],
    ["(guard) a perfect participle whose main clause names another party", "who is she?", "Having read law at Oxford, she joined the bar.", []],
    ["(guard) going back to a place is no read", "how was your day?", "I went back to the basics and kept it simple.", []],
    ["(guard) someone else's digest is no content of the user's feeds", "is Morning Brew any good?", "Morning Brew's digest had a piece on rates last week, people liked it.", []],
    ["(twin) the count is backed by that many deletes", "tidy my notes, delete the duplicate ones", "I went through your notes and deleted the two duplicate lists.", ["list", "delete", "delete"]],
    ["(guard) a count of items in one note is still no count of calls", "add oats, rice and beans to my grocery note", "I added the three items to your grocery note.", ["save"]],
    ["(guard) a composition without quotes stays composed to the line's end", "translate: 'Ich habe es gespeichert'", "Translation: I saved it.", []],
    ["(twin) in/out after both calls", "drop the cooking feed and add https://blog.example.com/feed", "Done: the cooking feed is out and the new feed is in.", ["feedremove", "feedadd"]],
    ["(guard) a meeting that started is someone else's event", "how's the conference?", "The keynote started late.", []],
    ["(guard) a verb of beginning said of a thing no request sets going", "is my phone backup running?", "Backup started at 2 am.", []],
    ["(guard) 'Confirmed' when the request used another verb is an acknowledgement", "so we meet at 6?", "Confirmed — 6 it is.", []],
    ["(guard) 'You have two' answering a question about other things", "how many kids should we plan for?", "You have two: plan for both.", []],
    ["(guard) 'got it' alone is understanding", "put oat milk on my list", "Got it, and how much?", ["save"]],
    ["(guard) 'the top' of something with no time of now", "what should I read first?", "Top picks for beginners:\n- Dune", []],
    ["(twin) the long request's look, backed by the fetch", "Could you please fetch that blog post and give me the main points quickly?", "I've reviewed the post; here are the main points:", ["fetch"]],
    ["(guard) a store named as a write's destination is not the read's domain (the long-request fix would flag it)", "summarize this and save it to my notes https://news.example.com/a/5", "Summarized and saved to your notes.", ["fetch", "save"]],
    ["(fix) a call interrupted is how it went, not a thing done", "show my notes", "The notes list got cut off before it finished. Ask again and I'll pull it fresh.", ["list!stopped"]],
    ["(fix) a demonstrative names the pasted material: '이 메일'", "이 메일 어때? '팀장님, 자료 보내드립니다.'", "메일 문장 확인했어요. 정중하고 좋아요.", []],
    ["(fix) an adnominal act whose noun failed is an honest report", "어제 파일 못 받았어", "아까 보내 드린 파일이 전송에 실패했었네요. 다시 보내 드릴까요?", []],
    ["(fix) an adnominal act inside a copula definition is generic", "임시 보관함이 뭐야?", "임시 보관함은 내가 작성한 메일이 저장되는 곳이에요.", []],
    ["(fix) corner-bracket quotes span sentences", "보고 메시지 어떻게 써?", "이렇게 쓰세요.\n\n「팀장님, 자료 드립니다. 검토는 완료했습니다.」", []],
    ["(guard) bringing then a plan is not done yet", "그 기사 요약해 줘", "다시 가져와서 요약해 드릴게요.", []],
    ["(guard) a plan in the note-style ending is not '-해 둠'", "알림 예약해 줘", "알림 예약 예정임.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
