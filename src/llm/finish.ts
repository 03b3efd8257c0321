// Finish reasons that tell the truth (seed 002). The provider's value is passed through,
// foreign words are translated, and when nothing was said we either measure (the output
// reached 98% of the requested budget -> `length`, estimated) or say we assumed.
import { estimateTokens } from "./tokens.js";
import type { Finish, FinishReason } from "./types.js";

const TRANSLATE: Record<string, FinishReason> = {
  stop: "stop",
  end_turn: "stop",
  stop_sequence: "stop",
  eos: "stop",
  finished: "stop",
  length: "length",
  max_tokens: "length",
  max_output_tokens: "length",
  model_length: "length",
  content_filter: "content_filter",
  refusal: "content_filter",
  safety: "content_filter",
  recitation: "content_filter",
  blocklist: "content_filter",
  prohibited_content: "content_filter",
  tool_calls: "tool_calls",
  tool_use: "tool_calls",
  function_call: "tool_calls",
};

export interface FinishEvidence {
  raw: string | null | undefined;
  content: string;
  hasToolCalls: boolean;
  completionTokens?: number | undefined;
  maxTokens: number;
}

export const LENGTH_EVIDENCE_RATIO = 0.98;

export function normalizeFinish(e: FinishEvidence): Finish {
  const raw = e.raw === undefined || e.raw === null || e.raw === "" ? null : String(e.raw);
  if (raw !== null) {
    const key = raw.toLowerCase();
    const known = TRANSLATE[key] ?? (/length|token|limit/.test(key) ? "length" : undefined);
    if (known) return { reason: known, provenance: "upstream", raw };
    // An unknown word is still the provider's statement; it is not a clean stop we can trust.
    return { reason: "stop", provenance: "assumed", raw };
  }
  // Generous: the larger of the provider's count and our own (one token per Hangul syllable).
  const used = Math.max(e.completionTokens ?? 0, estimateTokens(e.content));
  if (used >= LENGTH_EVIDENCE_RATIO * e.maxTokens) return { reason: "length", provenance: "estimated", raw: null };
  return { reason: e.hasToolCalls ? "tool_calls" : "stop", provenance: "assumed", raw: null };
}
