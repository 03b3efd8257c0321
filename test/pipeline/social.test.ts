// Social formulas: whole-message allowlist. Anything that also asks for something is not one.
import { describe, expect, it } from "vitest";
import { isSocialFormula } from "../../src/pipeline/social.js";

describe("social formulas", () => {
  it.each(["고마워!", "고마워요 😊", "감사합니다.", "ㅋㅋㅋㅋ", "ㅎㅎ", "ㅠㅠ", "잘자~", "안녕하세요", "thanks!", "Thank you", "good night", "lol", "hahaha", "👍 thx"])("%s is one", (t) => {
    expect(isSocialFormula(t)).toBe(true);
  });

  it.each([
    "고마워, 그거 메모해 줘",
    "ㅋㅋ 이거 검색해봐",
    "안녕! 오늘 새 글 올라온 거 있어?",
    "thanks, remind me tomorrow at 9",
    "응", // may continue a proposal ("설정할까요?")
    "좋아",
    "ok",
    "yes",
    "고마워 https://example.com",
    "",
    "!!!",
  ])("%j is not", (t) => {
    expect(isSocialFormula(t)).toBe(false);
  });
});
