// Which transcript repairs a provider needs (seed 004's matrix, adapted to chat
// completions). Pairing every tool call with one result and dropping malformed calls is
// applied for every provider: OpenAI-compatible servers (Ollama included) reject an
// assistant tool call that is not followed by its result.
import type { ProviderName } from "../config.js";

export type IdPolicy = "none" | "safe" | "strict" | "strict9";

export interface TranscriptPolicy {
  provider: ProviderName;
  idPolicy: IdPolicy;
  /** Merge consecutive user turns (and plain assistant turns) for strict alternation. */
  alternate: boolean;
  /** Start with a user turn if history would begin with the assistant (Gemini). */
  userFirst: boolean;
  /** The model takes image parts (llm/vision-route.ts). Unset: it does not, and no request carries any. */
  images?: boolean;
}

export function policyFor(provider: ProviderName): TranscriptPolicy {
  switch (provider) {
    case "anthropic":
      return { provider, idPolicy: "safe", alternate: true, userFirst: false };
    case "google":
      return { provider, idPolicy: "strict", alternate: true, userFirst: true };
    case "mistral":
      return { provider, idPolicy: "strict9", alternate: false, userFirst: false };
    case "openai":
      return { provider, idPolicy: "none", alternate: false, userFirst: false };
  }
}
