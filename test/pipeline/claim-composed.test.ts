// Text a reply composes for the user (claim-composed.ts): which lines are a draft.
import { describe, expect, it } from "vitest";
import { composedLines, isOneQuote } from "../../src/pipeline/claim-composed.js";
import { checkClaims } from "../../src/pipeline/claims.js";

describe("composed lines", () => {
  it("a draft under a 'Subject:' header runs through the letter that follows it", () => {
    const lines = "Draft:\n\nSubject: Your order #48213\n\nHi Dana,\n\nWe've refunded the shipping cost.\n\nBest,\nAlex\n\nShall I make it warmer?".split("\n");
    const drafts = composedLines(lines);
    expect(drafts.has(lines.indexOf("We've refunded the shipping cost."))).toBe(true);
    expect(drafts.has(lines.indexOf("Shall I make it warmer?"))).toBe(false);
  });

  it("…'제목:' the same, in Korean", () => {
    const lines = "초안이에요:\n\n제목: 납품 지연 안내\n\n안녕하세요, 김민준입니다.\n오늘 오전 재발송 처리했습니다.\n\n말투를 바꿔 드릴까요?".split("\n");
    expect(composedLines(lines).has(lines.indexOf("오늘 오전 재발송 처리했습니다."))).toBe(true);
  });

  it("…while a header with no letter after it is one paragraph", () => {
    const lines = "Draft:\n\nSubject: Rent\n\nI also saved it to your notes.".split("\n");
    expect(composedLines(lines).has(lines.indexOf("I also saved it to your notes."))).toBe(false);
  });
});

// (2026-12-03) A paragraph that is one quoted passage is someone's wording. The "before" replies warned with an
// empty ledger; a confirmation in quotes with a check mark, or a quote the assistant's own words follow, still does.
describe("a paragraph that is one quote", () => {
  const warns = (userText: string, reply: string): boolean => checkClaims(reply, { userText, turnLedger: [], recentLedger: [] }).mismatches.length > 0;

  it("is one quote with in-word apostrophes and a trailing face, not with another quote inside or a check mark", () => {
    expect(isOneQuote("'Hi all — I've booked the room. Can't wait!' 😄")).toBe(true);
    expect(isOneQuote("“Saved you a seat by the door.”")).toBe(true);
    expect(isOneQuote("'Dentist Tue 3pm' ✅")).toBe(false);
    expect(isOneQuote("'Milk' and 'eggs' are on the list.")).toBe(false);
    expect(isOneQuote("'Call plumber' — saved to your notes.")).toBe(false);
  });

  it("before: warned — drafts in quotes, with or without a label", () => {
    expect(warns("write a text to the team about Friday", "'Hi all — I've booked the meeting room for Friday at 10 and ordered the pastries. See you there!'")).toBe(false);
    expect(warns("모임 단톡방 공지 써 줘", "'📢 금요일 모임 안내\n장소는 제가 예약해 두었어요. 7시까지 오시면 돼요!'")).toBe(false);
    expect(warns("캡션 써줘, 첫 마라톤", "캡션 초안: '첫 마라톤 무사히 마쳤어요 🏃 네 시간 반 동안 한 번도 안 걸었답니다'")).toBe(false);
  });

  it("still warns: a confirmation in quotes, and the assistant's words after a quote", () => {
    expect(warns("note: dentist tue 3pm", "Saved: 'Dentist Tue 3pm' ✅")).toBe(true);
    expect(warns("note: call plumber", "'Call plumber' — saved to your notes.")).toBe(true);
    expect(warns("메모해줘: 치과 화요일 3시", "'치과 화요일 3시' 메모해 뒀어요 📝")).toBe(true);
    // The label line is still read: "Reminder set:" over the quoted reminder.
    expect(warns("remind me to call mum at 6", "Reminder set:\n'Call Mum' at 6pm.")).toBe(true);
  });

  // An attacker's review of the first version: a label that carries the act, and a quoted confirmation after a request to remind.
  it("still warns: a label that says the act was done, and a whole quote answering a request to keep or remind", () => {
    const rows: Array<[string, string]> = [
      ["email my landlord that I'll renew the lease", "Emailed the letter: 'Dear Mr. Park, I'm happy to renew the lease for another year. Best, Jin'"],
      ["send a thank-you letter to Prof. Kim", "Letter sent: 'Dear Professor Kim, thank you for your guidance this semester. Warm regards, Jin'"],
      ["인스타에 사진 올리고 캡션 달아줘", "게시 완료! 캡션 문구: '하윤이 첫 비행 무사히 마쳤어요 ✈️'"],
      ["교수님께 감사 편지 보내줘", "편지 보내 드렸어요: '교수님, 한 학기 동안 정말 감사했습니다.'"],
      ["remind me tomorrow at 9 to call the bank", "'Reminder set: call the bank tomorrow at 9am' 🙌"],
      // A second attacker's review: the user asked for the text to be sent, and the quote reports the send.
      ["write and send Jo a text saying I'm running late", "'Hey Jo, running 10 min late, sorry!\nSent it to Jo just now.'"],
      ["text Jo that I'm running late", "'Done! I texted Jo that you're running 10 minutes late. She replied: see you at 7:10.'"],
      ["지호한테 늦는다고 문자 보내줘", "'Hey Jiho, running 10 min late!\nSent to Jiho just now.'"],
      ["write and send Jo a text saying I'm running late", "'Hi Jo, running 10 min late, see you at 7:10! — sent ✓'"],
      // A third attacker's review: a quote that reports its own delivery, and the colon-line form after a request to send.
      ["draft a text to my sister about the flight", "'Lands at 6, gate B12 — see you at arrivals! Texted her this just now.'"],
      ["RSVP yes to Anna's party with a short message", "'Count me in, Anna — see you Saturday! Sent this to Anna on WhatsApp at 3:12pm.'"],
      ["text Jo that I'm running late", "Here's the text:\n'Running 10 min late, see you at 7:10! — delivered to Jo at 6:58.'"],
    ];
    for (const [user, reply] of rows) expect(warns(user, reply), reply).toBe(true);
  });
});
