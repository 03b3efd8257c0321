// Resolve (seed 003 §2): the local model rewrites a continuation ("뭔데?") into a complete
// question using the last 2 exchanges. Guards: skip over 80 characters; keep the original
// if the result is under 3 characters or over 5x the original; any failure -> original.
import { z } from "zod";
import type { LocalModel } from "../llm/local-model.js";

export const ResolveSchema = z.object({ continuation: z.boolean(), message: z.string() });

export const MAX_INPUT_CHARS = 80;
export const MIN_RESULT_CHARS = 3;
export const MAX_GROWTH = 5;
/**
 * The 5x guard catches a model that explains instead of rewriting. Applied literally to a
 * 3-character "뭔데?" it would reject the seed's own example (30 characters), so a result
 * is also allowed up to the length of a self-contained message (80 characters).
 */
export function maxResultLength(original: string): number {
  return Math.max(original.length * MAX_GROWTH, MAX_INPUT_CHARS);
}

export interface Exchange {
  user: string;
  assistant: string;
}

export interface Resolution {
  message: string;
  resolved: boolean;
  reason: string;
  ms?: number;
}

const PROMPT = `You decide whether the user's new message continues the previous conversation.
- If it continues it (pronouns like 그거/이거/that, "뭔데?", omitted subject or object): rewrite it as ONE complete, self-contained question or request in the user's language, filling in only the missing context. Do not answer it, do not add explanations, do not change the intent.
- If it starts a new topic: return it unchanged.
Answer as JSON {"continuation": boolean, "message": string}.`;

export async function resolveMessage(
  input: { text: string; recent: readonly Exchange[] },
  deps: { local: LocalModel; timeoutMs: number },
): Promise<Resolution> {
  const text = input.text;
  if (text.length > MAX_INPUT_CHARS) return { message: text, resolved: false, reason: "self-contained (over 80 characters)" };
  if (input.recent.length === 0) return { message: text, resolved: false, reason: "no earlier exchange" };
  const history = input.recent
    .slice(-2)
    .map((e) => `User: ${e.user.slice(0, 400)}\nAssistant: ${e.assistant.slice(0, 400)}`)
    .join("\n");
  const r = await deps.local.structured({
    task: "resolve",
    schema: ResolveSchema,
    messages: [
      { role: "system", content: PROMPT },
      { role: "user", content: `[Previous conversation]\n${history}\n\n[New message]\n${text}` },
    ],
    maxTokens: 160,
    timeoutMs: deps.timeoutMs,
  });
  if (!r.ok) return { message: text, resolved: false, reason: `kept the original: local model ${r.reason} (${r.error})`, ms: r.ms };
  const out = r.value.message.trim();
  if (!r.value.continuation || out === text.trim()) return { message: text, resolved: false, reason: "not a continuation", ms: r.ms };
  if (out.length < MIN_RESULT_CHARS) return { message: text, resolved: false, reason: "kept the original: result under 3 characters", ms: r.ms };
  if (out.length > maxResultLength(text)) return { message: text, resolved: false, reason: "kept the original: result over 5x the original", ms: r.ms };
  return { message: out, resolved: true, reason: "continuation rewritten", ms: r.ms };
}
