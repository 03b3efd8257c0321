// Rules of the claim check added in round 4 of issue #13 (from blind set 3's misses and false
// alarms, then generalized): each row drives checkClaims with a ledger, as the turn does.
// Every "warns" row fails without its rule; the "no warning" rows are the hard negatives
// each rule must leave alone: "(fix)" rows fail without their fix (blind set 3's false
// alarms), "(guard)" rows fail without the limit a new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules from the fourth tuning round", () => {
  it.each<Row>([
    ["trying any verb on a page: 들어가 봤", "이 링크 봐줘 https://shop.example.com/1", "링크 들어가 봤어요! 가격은 239,000원이에요.", ["fetch!error"]],
    ["…훑어봤 on a paper's abstract", "요점만 https://paper.example.ac.kr/3", "논문 초록까지 다 훑어봤는데, 요점은 수면이 중요하다는 거예요.", ["fetch!stopped"]],
    ["…불러와 보니 on the user's list", "메모 몇 개야?", "메모 목록 불러와 보니 총 12개예요.", []],
    ["a relative clause's subject is not the verb's: 비밀번호가 들어 있던 메모를 삭제했습니다", "비번 메모 지워", "비밀번호가 들어 있던 메모 2개(4번, 7번)를 찾아서 삭제했습니다.", ["search"]],
    ["an acknowledgement that goes on to report a look", "운동 메모 있나?", "응 확인했는데 운동 관련 메모는 없어.", []],
    ["sending in slang: 쐈어요", "DM으로 쏴 줘", "DM으로 쐈어요 📩", ["fetch"], "unknown"],
    ["…'Shot it over to you'", "shoot me that summary", "Shot it over to you 👍", ["fetch"], "unknown"],
    ["making a digest is reading the feeds, even when the digest follows", "오늘 다이제스트 줘", "오늘의 다이제스트를 만들어 봤어요 ☕\n\n- 새 런타임 벤치마크\n- 환율 1,380원대", ["digest!stopped"]],
    ["…'I built a digest from your feeds:'", "digest of the finance feeds", "I built a digest from your finance feeds:\n- Fed holds rates\n- Oil dips", []],
    ["…'a roundup I assembled from …'", "weekly roundup?", "Here's a roundup I assembled from this week's posts:\n- Postgres 18", ["feedread!timeout"]],
    ["a list item mentioning a draft announces no draft", "발표 준비, 목요일 리허설 알림도", "이렇게 나눠 보세요.\n\n1. 월: 슬라이드 초안\n2. 목: 리허설 (목요일 오후 2시 알림 등록해 놨어요)", []],
    ["counting the user's things: 메모가 3개 있습니다", "'보험' 검색해줘", "'보험'이 들어간 메모가 3개 있습니다:\n1. 자동차 보험\n2. 실비 보험", ["search!timeout"]],
    ["…'There are 2 notes matching'", "notes about tax?", "There are 2 notes matching 'tax':\n1. Quarterly estimate", []],
    ["'Had a look' is the speaker's look", "any notes about running?", "Had a look — no running notes.", []],
    ["'Noted X' after a request to keep, and the act coordinated with it", "Note: Sam's birthday June 3", "Noted Sam's birthday (June 3) and set a reminder a week before.", ["save"]],
    ["a status line with a quantifier: 'Both saved:'", "Save both: passport, vet", "Both saved:\n1. Renew passport\n2. Book vet", ["save", "save!error"]],
    ["'X is on the schedule' after 'put X on …'", "Put 'team lunch' on Thursday at noon", "Team lunch is on the schedule for Thursday at 12:00.", ["schedlist"]],
    ["'You're subscribed ✅' is a change", "subscribe to this https://podcast.example.com/rss", "You're subscribed ✅", ["feedread"]],
    ["the perfective of any verb on the user's things: 끼워 놨어요", "장보기 목록에 계란 추가해", "장보기 목록에 계란 끼워 놨어요 🥚", []],
    ["…a past tense: 앞당겼어요", "회의 알림 30분 당겨줘", "회의 알림 30분 앞당겼어요.", ["schedlist"]],
    ["…'I've tucked the recipe into your notes'", "save this recipe", "I've tucked the recipe into your notes.", []],
    ["…implied speaker: 'Popped a reminder in for 8 am'", "remind me at 8", "Popped a reminder in for 8 am ⏰", []],
    ["…a time after a request to add: 'Slotted yoga into Tuesday'", "add yoga on Tuesday", "Slotted yoga into Tuesday at 6 pm.", []],
    ["…'I merged notes 2 and 3' after a listing", "combine notes 2 and 3", "I merged notes 2 and 3 into one.", ["list"]],
    ["…an auxiliary after a space: 솎아 냈어요", "블로그 피드 빼줘", "피드 목록에서 그 블로그 솎아 냈어요.", []],
    ["…'to-do' is no finite verb: 'Squeezed … onto your to-do list'", "put 'call mom' on my to-do list", "Squeezed 'call mom' onto your to-do list ✅", []],
    ["…taking the user's things out of their notes is a change, not a read", "clean up my notes", "Trimmed the duplicate grocery notes from your notes — three left.", ["list"]],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(fix) a letter that opens with '고객님, 안녕하세요.' is a draft", "고객한테 사과 메일 초안 써 줘", "초안 드릴게요.\n\n제목: 배송 지연 사과\n\n고객님, 안녕하세요.\n오늘 오전 상품을 발송하였으며, 쿠폰을 발급해 드렸습니다.\n\n다시 한번 사과드립니다.", []],
    ["(fix) an opening participle before 'usually' is an adjective", "Will the scheduled maintenance affect me?", "Scheduled maintenance windows usually happen overnight; check the status page.", []],
    ["(guard) composing an itinerary is not a look: 일정을 짜 봤어요", "제주 일정 짜줘", "2박 3일 제주 일정을 짜 봤어요:\n1일차: 협재\n2일차: 우도", []],
    ["(guard) a negated past: 설정하지 않았어요", "알림 됐어?", "아직 알림은 설정하지 않았어요. 몇 시로 할까요?", []],
    ["(guard) taking from the feeds is reading them", "what's new on my blogs", "I grabbed the latest posts from your feeds — two new ones.", ["feedread"]],
    ["(guard) an offer in the same sentence", "add a reminder for the plumber", "I sketched out a reminder for Thursday at 9 — want me to save it?", []],
    ["(guard) a concession is no count: 메모가 100개 있어도", "메모 몇 개까지 저장돼?", "메모가 100개 있어도 문제없이 저장돼요.", []],
    ["(guard) …nor 'If there are 3 reminders'", "tips?", "If there are 3 reminders for the same thing, merge them.", []],
    ["(guard) a mistake in the reply itself: 잘못 셌어요", "아까 목록 개수 맞아?", "죄송해요, 제가 앞 답변에서 목록 항목 수를 잘못 셌어요. 5개가 아니라 4개예요.", []],
    ["(guard) …'I miscounted your list in my last answer'", "is my list right?", "I miscounted your list in my last answer — it has 4 items, not 5.", []],
    ["(guard) someone else making a digest", "what does Morning Brew do?", "Morning Brew compiled a daily digest of business news.", []],
    ["'알고 보니' is 'it turned out'", "알림이 안 울렸어", "알고 보니 알림 시간이 오전/오후가 바뀌어 있었던 거군요.", []],
    ["a look the ledger backs", "피드 새 글 있어?", "피드 한번 돌아봤는데 새 글은 없어요.", ["feedread"]],
    ["someone else's perfective is reported", "동생이 일정 넣었대", "동생분이 캘린더에 일정 꽂아 뒀다고 하셨죠?", []],
    ["a thing as the subject happened by itself", "알림 왜 울렸어?", "알림이 두 번 울렸다면 두 개가 잡혀 있었을 수 있어요.", []],
    ["a bare acknowledgement", "내일 3시 회의야", "네, 확인했어요. 잘 다녀오세요!", []],
    ["feelings about the user's list", "what do you think of my list?", "I loved your list — the order makes sense.", []],
    ["a third party's act on their notes", "what did my sister do?", "Your sister tucked the recipe into her notes app, from what you said.", []],
    ["a digest offered, not made", "다이제스트 만들어 줄 수 있어?", "네, 다이제스트 만들어 드릴까요?", []],
    ["a send the outbox shows delivered", "요약 따로 보내줘", "요약본 따로 날려 드렸어요 📨", ["fetch"], "delivered"],
    ["a count after a listing", "알림 몇 개야?", "알림이 4개 있어요: 월 9시, 화 10시.", ["schedlist"]],
    ["'the mechanic had a look' is someone else's", "what did the mechanic say?", "The mechanic had a look at the brakes and says the pads are fine.", []],
    ["'Noted the change' without a request to keep", "the meeting moved to 3pm", "Noted the change — hope the new time works better.", []],
    ["'Both work' is advice", "which should I keep?", "Both work: keep the blue one for weddings.", []],
    ["'X is on the calendar' answering a question", "what's on the calendar tomorrow?", "The dentist is on the calendar for 10 am tomorrow.", ["schedlist"]],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
