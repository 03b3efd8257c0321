// Text a reply composes for the user (claim-composed.ts): which lines are a draft.
import { describe, expect, it } from "vitest";
import { composedLines } from "../../src/pipeline/claim-composed.js";

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
