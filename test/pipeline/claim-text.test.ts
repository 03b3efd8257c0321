// Shared pieces of the claim check (claim-text.ts): sentence splitting and the failure words.
import { describe, expect, it } from "vitest";
import { ADMITS_FAILURE, sentences } from "../../src/pipeline/claim-text.js";

describe("claim text", () => {
  it("a check mark between two statements ends the first", () => {
    expect(sentences("Subscribed ✅ I'll include it in your digests from now on.")).toEqual(["Subscribed ✅", "I'll include it in your digests from now on."]);
    expect(sentences("알림 맞춰뒀어 ⏰ 내일 봐")).toEqual(["알림 맞춰뒀어 ⏰", "내일 봐"]);
  });

  it("…but not an emoji at the end of a sentence", () => {
    expect(sentences("저장했어요 📝")).toEqual(["저장했어요 📝"]);
  });

  it("'못 열어서' admits a failed look", () => {
    expect(ADMITS_FAILURE.test("제가 기사를 아직 못 열어서 확실하진 않아요.")).toBe(true);
    expect(ADMITS_FAILURE.test("기사를 열어서 읽었어요.")).toBe(false);
  });
});
