// Folds history that no longer fits into the conversation's rolling summary: what was
// said survives, the wording does not. The local model writes it; if it cannot, an
// extractive fallback keeps the first words of each message.
import type { LocalModel } from "../llm/local-model.js";
import type { ChatMessage } from "../llm/types.js";

export const MAX_SUMMARY_CHARS = 2400;

function plain(ms: readonly ChatMessage[]): string {
  return ms
    .filter((m) => m.role === "user" || (m.role === "assistant" && m.content.trim() !== ""))
    .map((m) => `${m.role === "user" ? "User" : "Assistant"}: ${m.content.replace(/\s+/g, " ").slice(0, 600)}`)
    .join("\n");
}

export function extractiveSummary(previous: string, dropped: readonly ChatMessage[]): string {
  const lines = dropped
    .filter((m) => m.role === "user" || (m.role === "assistant" && m.content.trim() !== ""))
    .map((m) => `- ${m.role === "user" ? "User" : "Assistant"}: ${m.content.replace(/\s+/g, " ").slice(0, 120)}`);
  const text = [previous.trim(), ...lines].filter(Boolean).join("\n");
  return text.length > MAX_SUMMARY_CHARS ? `…${text.slice(-MAX_SUMMARY_CHARS)}` : text;
}

export async function foldIntoSummary(previous: string, dropped: readonly ChatMessage[], deps: { local: LocalModel; timeoutMs: number }): Promise<{ summary: string; via: "model" | "extractive" }> {
  const r = await deps.local.generate({
    task: "summary",
    messages: [
      {
        role: "system",
        content:
          "Update the running summary of a chat with the messages below. Keep every fact, name, number, decision, promise and open question; " +
          "drop pleasantries. Write in the conversation's language, at most 200 words, as short bullet points. Output only the summary.",
      },
      { role: "user", content: `Current summary:\n${previous.trim() || "(none)"}\n\nMessages to fold in:\n${plain(dropped)}` },
    ],
    maxTokens: 400,
    timeoutMs: deps.timeoutMs * 3,
  });
  if (r.ok) return { summary: r.value.slice(0, MAX_SUMMARY_CHARS), via: "model" };
  return { summary: extractiveSummary(previous, dropped), via: "extractive" };
}
