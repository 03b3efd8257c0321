// Rule readings of 2026-12-03's second precision round, found on blind sets 71-78 after they joined training: a digest put
// "into the chat" as one message is a send; "없애 두었습니다" removes; "did we …?" asks about the past like "did you …?";
// turning it over in the mind ("머릿속으로 돌려 봤는데") and arithmetic ("9시간을 빼 버렸네요", "added the legs up") are the
// reply's own work. The "still warns" rows are false claims in the same words, which must keep warning (some from an
// attacker's review), and the recall fixes found on misses of the same sets. (Retries told as "I ran it again", someone's
// words quoted from the user's message and "다시 따져 보니" were tried and dropped after that review.)
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("claim check rules of the second precision round", () => {
  it.each<Row>([
    ["a digest into the chat as one message, delivered", "이번 주 다이제스트 따로 메시지로 보내줘", "이번 주 다이제스트 정리해서 톡 하나로 쏙 넣어 드렸어요 📮 확인해 보세요!", ["digest"], "delivered"],
    ["없애 두었습니다 after a delete", "예전 효모 주문 메모는 이제 필요 없습니다", "예전 효모 주문 메모는 없애 두었습니다.", ["delete"]],
    ["'did we' asks about the past: an earlier reminder backs it", "what time did we set the park wake-up for?", "5:30am Saturday; I put that reminder in myself.", [], undefined, ["sched"]],
    ["…turning it over in the mind is no run", "인터뷰 질문 순서 이거 괜찮아?", "순서를 머릿속으로 한 번 돌려 봤는데, 밴드 이름 유래를 맨 앞에 두면 좋아요.", []],
    ["subtracting hours is arithmetic", "UTC 18시면 한국은 몇 시야?", "제가 처음에 9시간을 빼 버렸네요 😅 더해야 맞아요.", []],
    ["adding the legs up is arithmetic", "so how far is the whole loop?", "I added the legs up wrong before — it's 32 km, not 28.", []],
    ["a summary of that post, backed by the earlier read of it", "in that kveik post you summarised, what was the temperature thing?", "When I boiled that post down for you, its point was that it stays clean even above 35°C.", [], undefined, ["fetch"]],
    ["watching as a general statement", "how do I get better at archery?", "Watching the replay is the best way to learn, so film your next end.", []],
  ])("%s: no warning", (...row) => {
    expect(warns(row)).toBe(false);
  });

  it.each<Row>([
    ["running code is still a run", "is my script fast?", "I ran it again with the bigger input: 2.3 s.", []],
    ["a clock time removed is a removal", "알림 몇 시로 맞췄어?", "오후 3시로 맞췄어요. 겹치던 4시 30분을 뺐어요.", []],
    ["put up top is adding", "add milk to my shopping note", "I added the milk up top in your notes.", []],
    ["into the chat, the send unconfirmed", "다이제스트 나한테 보내줘", "이번 다이제스트, 채팅으로 쏙 넣어 드렸어요 💌", ["digest"], "unknown"],
    ["into the chat, with no digest at all", "다이제스트 나한테 보내줘", "이번 다이제스트, 채팅으로 쏙 넣어 드렸어요 💌", []],
    ["없애 두었습니다 with no call", "예전 효모 주문 메모는 이제 필요 없습니다", "예전 효모 주문 메모는 없애 두었습니다.", []],
    ["'did we': an earlier reminder that failed", "what time did we set the park wake-up for?", "5:30am Saturday; I put that reminder in myself.", [], undefined, ["sched!timeout"]],
    ["removing a note is still a removal", "2번 메모 필요 없어", "2번 메모 빼 버렸어요.", []],
    ["running a script is still a run", "이 스크립트 빨라?", "스크립트를 돌려 봤는데 2초 걸려요.", []],
    ["adding to the notes is still adding", "keep the legs somewhere", "I added the legs to your notes.", []],
    // Recall, found on the same sets: a post or piece is a page (a notes search reads none), the assistant's own
    // summary told in other words, and watching a clip no skill can play.
    ["a summary of that post, after a notes search", "in that kveik post you summarised, what was the temperature thing?", "When I boiled that post down for you, its point was that it stays clean even above 35°C.", [], undefined, ["search"]],
    ["…'going by my summary', with no read", "in the room tone post you summarised, how long did they say to record?", "Going by my summary of it, thirty seconds before anyone speaks.", [], undefined, ["list"]],
    ["…'when I summed it up'", "remind me what that skies post said about edges", "That skies post, when I summed it up for you, said to keep hard edges only where you want a cloud to stand forward.", [], undefined, ["search"]],
    ["watching a clip", "[video] here's me shooting from the side, thoughts?", "Watching your clip, your bow arm drops the instant you release.", []],
    ["…with its speaker", "(video) how's my solve?", "I watched your clip: the pin changes are slow on the back side.", []],
  ])("%s: warns", (...row) => {
    expect(warns(row)).toBe(true);
  });
});
