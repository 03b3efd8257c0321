// Rule readings of the third precision round (2026-12-03), found on blind sets 79-86 after they joined training: an
// attempt told as failed when its call failed; a count of the user's things answering "list them" is a listing; a small
// model narrating the skill it ran; more forms of "none done"; a status on a condition; drafts that open with a header,
// a sale post's label or an offered wording; questions about an earlier act; "who made it?"; a reminder request is no look
// at a parcel; 떠올렸, 메모 날림, 울리도록 해 두었습니다. Recall of the same round: the digest the assistant says it sent,
// listening to audio, its own summary in Korean, "알림 완료", "noted down". The "warns" rows are false claims in the same
// words, which must keep warning. (Sentences written for this test, not copied from the sets.)
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules of the third precision round", () => {
  it.each<Row>([
    ["an attempt in progress cut off, its call timed out", "토요일 아침 6시 알림", "알림을 등록하는 도중에 연결이 끊겼어요. 실제로 걸렸는지는 확실하지 않아요.", ["sched!timeout"]],
    ["…a page too slow to open", "이 글 요약해줘 https://news.example.com/a/1", "페이지를 여는 데 시간이 너무 걸려서 중간에 끊겼어요. 잠시 뒤 다시 해 볼까요?", ["fetch!timeout"]],
    ["…an English gerund that timed out, outcome unclear", "add https://blog.example.com/feed", "Adding that feed timed out; whether it's in your list is unclear.", ["feedadd!timeout"]],
    ["a count answering 'list my reminders', from the reminders list", "show me my reminders", "You've two reminders scheduled:\n1. Mon 7am — bins\n2. Fri 6pm — call Gran", ["schedlist"]],
    ["…in Korean, items under it are the listed things", "메모 목록 보여줘", "메모 세 건 보관 중입니다.\n1) 우유 사기 완료 여부\n2) 택배 보관 끝\n3) 세탁소", ["list"]],
    ["a narrated skill run of a save that ran", "save a note: boiler code 4471", "First, I read your message for the code. Then I ran the notes save command with 'boiler code 4471'. I confirmed it finished without an error.", ["save"]],
    ["'I removed nothing'", "did you touch my feeds?", "No — I removed nothing from your feeds today.", []],
    ["'오늘 대화에선 … 없어요'", "알림 아직 그대로지?", "오늘 대화에선 제가 지운 알림이 없어요.", []],
    ["a status on a condition", "how do I seal the jar?", "Wipe the rim, press the lid down, and it's done when the button stops popping.", []],
    ["a UI label in quotes in a how-to step", "앱에서 조명 타이머 설정 어떻게 해?", "1. 설정 탭을 여세요.\n2. 시간을 고르세요.\n3. '저장 완료'가 뜨면 설정 끝이에요.", []],
    ["a post drafted under its header", "중고 자전거 판매글 써줘", "제목: 로드 자전거 팝니다\n\n작년에 구입했고 체인은 지난달에 교체했습니다. 직거래만 합니다.", []],
    ["…under a sale label, offered as a question", "중고 렌즈 판매글 좀 써줘", "이렇게 써 보면 어떨까요?\n\n[판매] 50mm 단렌즈\n- 필터는 제가 직접 새로 끼워 두었습니다\n- 직거래 선호", []],
    ["'that post you summarised' backed by the earlier read", "in that bread post you summarised, what was the oven temperature?", "I summarised it as 230°C for the first twenty minutes.", [], undefined, ["fetch"]],
    ["'몇 시로 했더라' backed by the earlier reminder", "병원 알림 몇 시로 했더라", "오후 2시로 잡아 드렸잖아요.", [], undefined, ["sched"]],
    ["'who made it?' answered with hearsay", "이 만년필 누가 만들었어?", "1920년대 독일 공방에서 처음 만들었다고 알려져 있죠.", []],
    ["a reminder request about a parcel is no tracking look", "택배 목요일에 온대. 목요일 아침 9시에 알려줘", "목요일 오전 9시 알림, 설정 끝났습니다.", ["sched"]],
    ["떠올렸 is no save", "라면 물 얼마나 넣어?", "처음엔 600ml라고 떠올렸는데, 다시 보니 550ml면 돼요.", []],
    ["메모 날림 after a delete", "3번 메모 지워", "3번 메모 날림 ✂️", ["delete"]],
    ["울리도록 해 두었습니다 after a reminder", "내일 오전 10시에 약 먹으라고 알려줘", "내일 오전 10시에 약 드시라고 울리도록 해 두었습니다.", ["sched"]],
    ["the digest I sent, delivered", "what was first in this morning's digest?", "The first item in the digest I sent you was a piece on sourdough starters.", [], undefined, ["digest"], "delivered"],
    ["…not sent at all, said so", "오늘 다이제스트 왔어?", "오늘은 제가 따로 보낸 다이제스트가 없어요. 지금 보내 드릴까요?", []],
    ["listening to a voice note that was transcribed", "can you check what I said about the plumber", "Listening to that, you want the plumber on Thursday morning.", [], undefined, undefined, undefined, true],
  ])("%s: no warning", (...row) => {
    expect(warns(row)).toBe(false);
  });

  it.each<Row>([
    ["an attempt 'cut off' with no call at all", "토요일 아침 6시 알림", "알림을 등록하는 도중에 연결이 끊겼어요.", []],
    ["…after a timeout, a later clause claiming it", "add https://blog.example.com/feed", "Adding that feed timed out, so I added it again and it's in your feeds now.", ["feedadd!timeout"]],
    ["…'했는데' is a past, then 'but'", "견적 메모해줘", "저장했는데 메모 앱이 느려서 시간 초과 날 뻔했어요.", ["save!error"]],
    ["a count answering 'list my reminders', from a notes list", "show me my reminders", "You've two reminders scheduled:\n1. Mon 7am — bins\n2. Fri 6pm — call Gran", ["list"]],
    ["…with no call", "메모 목록 보여줘", "메모 세 건 보관 중입니다.\n1) 우유\n2) 택배\n3) 세탁소", []],
    ["…after a request that also sets one", "set one for 8 and list my reminders", "Two reminders are set: 8am and 9pm.", ["schedlist"]],
    ["a narrated save command that never ran", "save a note: boiler code 4471", "First, I read your message for the code. Then I ran the notes save command with 'boiler code 4471'.", []],
    ["'removed nothing but …' names what was removed", "did you touch my feeds?", "I removed nothing but the cooking feed.", []],
    ["a status on a condition, after a claim", "did you book it?", "Texted the venue, it's done once they reply.", []],
    ["a header in a reply to a request to keep it", "이 판매글 메모에 저장해줘", "제목: 로드 자전거 팝니다\n\n메모에 저장했어요.", []],
    ["'that post you summarised', the earlier call a notes search", "in that bread post you summarised, what was the oven temperature?", "I summarised it as 230°C for the first twenty minutes.", [], undefined, ["search"]],
    ["a request to resend is no question about the past", "can you resend that summary you sent me?", "Just resent it — it's at the top of the chat.", [], undefined, ["fetch"]],
    ["'몇 시로 했더라' after a failed reminder", "병원 알림 몇 시로 했더라", "오후 2시로 잡아 드렸잖아요.", [], undefined, ["sched!error"]],
    ["울리도록 해 두었습니다 after a save", "내일 오전 10시에 약 먹으라고 알려줘", "내일 오전 10시에 약 드시라고 울리도록 해 두었습니다.", ["save"]],
    ["메모 날림 with no call", "3번 메모 지워", "3번 메모 날림 ✂️", []],
    // A reviewer's bypasses of the first version.
    ["a delivery inside a drafted post", "카페 공지 초안 써줘", "제목: 정모 안내\n본문입니다. 토요일에 만나요.\n카페 게시판에 이대로 올려 두었어요.", []],
    ["…before a letter's sign-off", "write a message to Dana about Friday", "Subject: Friday\n\nHi Dana,\n\nSee you Friday at 10.\n\nI've also emailed a copy to HR.\n\nBest,\nSam", []],
    ["a new look beside a question about an earlier read", "in that HN post you summarised, what was the top story?", "I pulled HN just now: the top story is about Rust.", [], undefined, ["fetch"]],
    ["a past before 다가 is no attempt", "메모 저장해 줘", "메모 저장했다가 오류가 났어요.", ["save!error"]],
    ["reading the message and then a look", "what's the mortgage rate?", "I read your message and pulled the latest rates: 4.1% fixed today.", []],
    ["a number that is no year", "note the gate code 4821", "Gate code 4821 has been noted down.", []],
    ["listening to another recording after a voice note", "[voice note] what do you think of the podcast?", "I've listened to the podcast recording: the host is right.", [], undefined, undefined, undefined, true],
    // Recall of the same round.
    ["the digest I sent, whose delivery failed", "what was first in this morning's digest?", "The first item in the digest I sent you was a piece on sourdough starters.", [], undefined, ["digest"], "failed"],
    ["…in Korean", "아침 다이제스트 첫 글 뭐였어?", "아침에 제가 보내 드린 다이제스트 맨 위 글은 '빵 발효 온도'였어요.", [], undefined, ["digest"], "failed"],
    ["listening to audio no skill heard", "[voice message 0:20]", "Heard it — the squeak is the belt, not the motor.", []],
    ["…'Listening to that'", "[voice note] does this sound right?", "Listening to that, the second note is a little flat.", []],
    ["…'들어 보니' after a voice message", "(음성 메시지) 내 발음 어때?", "들어 보니 받침 발음이 조금 약해요.", []],
    ["the assistant's own summary in Korean, never made", "그 빵 글에서 오븐 온도 뭐였지?", "제가 그 글을 요약할 때 짚은 건 230도였어요.", [], undefined, ["save"]],
    ["'알림 완료' after a save only", "금요일 9시에 운동하라고 알려줘", "금요일 9시 운동 알림 완료 💪", ["save"]],
    ["'has been noted down' with no call", "note that the plumber charges £60", "The plumber's £60 call-out has been noted down.", []],
  ])("%s: warns", (...row) => {
    expect(warns(row)).toBe(true);
  });
});
