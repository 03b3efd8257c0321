import { describe, expect, it } from "vitest";
import { normalizeFinish } from "../../src/llm/finish.js";

const base = { content: "done.", hasToolCalls: false, maxTokens: 100 };

describe("normalizeFinish", () => {
  it.each([
    ["stop", "stop"],
    ["length", "length"],
    ["content_filter", "content_filter"],
    ["tool_calls", "tool_calls"],
    ["end_turn", "stop"],
    ["stop_sequence", "stop"],
    ["max_tokens", "length"],
    ["refusal", "content_filter"],
    ["MAX_TOKENS", "length"],
    ["SAFETY", "content_filter"],
    ["tool_use", "tool_calls"],
    ["function_call", "tool_calls"],
  ])("passes %s through as %s, upstream, keeping the raw word", (raw, reason) => {
    expect(normalizeFinish({ ...base, raw })).toEqual({ reason, provenance: "upstream", raw });
  });

  it("without a reason: output at 98% of the budget is a cut, estimated", () => {
    expect(normalizeFinish({ ...base, raw: null, content: "x".repeat(392) })).toEqual({ reason: "length", provenance: "estimated", raw: null });
    expect(normalizeFinish({ ...base, raw: undefined, content: "x", completionTokens: 98 })).toMatchObject({ reason: "length", provenance: "estimated" });
  });

  it("counts Korean generously: one token per syllable", () => {
    expect(normalizeFinish({ ...base, raw: null, content: "가".repeat(98) })).toMatchObject({ reason: "length", provenance: "estimated" });
    // The same number of Latin characters is far from the limit.
    expect(normalizeFinish({ ...base, raw: null, content: "a".repeat(98) })).toMatchObject({ reason: "stop", provenance: "assumed" });
  });

  it("without a reason or evidence: assumed, and says so", () => {
    expect(normalizeFinish({ ...base, raw: "" })).toEqual({ reason: "stop", provenance: "assumed", raw: null });
    expect(normalizeFinish({ ...base, raw: null, hasToolCalls: true })).toMatchObject({ reason: "tool_calls", provenance: "assumed" });
  });

  it("an unknown word is kept raw but not trusted as a clean stop", () => {
    expect(normalizeFinish({ ...base, raw: "weird_reason" })).toEqual({ reason: "stop", provenance: "assumed", raw: "weird_reason" });
  });
});
