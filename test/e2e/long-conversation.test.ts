// The twentieth turn of a long conversation is assembled the same way as the first:
// same blocks in the same order, the question last; what no longer fits was folded into
// the rolling summary by the local model, and the request says so.
import { afterEach, describe, expect, it } from "vitest";
import type { ChatRequestBody } from "../fakes/openai.js";
import { type Harness, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const sections = (r: ChatRequestBody) => [...(r.messages[0]?.content ?? "").matchAll(/^## (.+)$/gm)].map((m) => m[1]);

describe("a long conversation", () => {
  it("keeps the structure of turn 1 at turn 20, folding old turns into the summary", async () => {
    h = await startHarness({ env: { CONTEXT_TOKENS: "2600", REPLY_TOKENS: "400" } });
    h.ollama.on("summary", (b) => ({ content: `- earlier: ${(b.messages.at(-1)?.content.match(/topic \d+/g) ?? []).join(", ")}` }));
    h.openai.setResponder((req) => ({ content: `Answer about ${(req.messages.at(-1)?.content ?? "").slice(0, 12)}: ${"details ".repeat(40)}` }));
    for (let i = 1; i <= 20; i++) await h.say(`Tell me about topic ${i}. ${"Some context words. ".repeat(10)}`);
    const first = h.openai.requests[0] as ChatRequestBody;
    const twentieth = h.openai.requests[19] as ChatRequestBody;
    expect(h.openai.requests).toHaveLength(20);
    // Same system blocks in the same order (the summary and notes appear once there is history to fold).
    const base = sections(first).filter((s) => !s?.startsWith("Conversation so far") && !s?.startsWith("Context notes"));
    const later = sections(twentieth).filter((s) => !s?.startsWith("Conversation so far") && !s?.startsWith("Context notes"));
    expect(later).toEqual(base);
    expect(sections(twentieth)).toContain("Conversation so far (summary of earlier messages)");
    expect(twentieth.messages[0]?.content).toContain("- earlier: topic");
    // The question is last, whole, and the request fits the budget.
    expect(twentieth.messages.at(-1)?.content).toContain("Tell me about topic 20.");
    expect(twentieth.messages.filter((m) => m.role === "system")).toHaveLength(1);
    const turns = twentieth.messages.filter((m) => m.role === "user").length;
    expect(turns).toBeGreaterThan(1);
    expect(turns).toBeLessThan(20);
    expect(h.ollama.callsOf("summary").length).toBeGreaterThan(0);
    const summary = h.db.prepare("SELECT summary, summary_upto FROM conversations").get() as { summary: string; summary_upto: number };
    expect(summary.summary_upto).toBeGreaterThan(0);
  });
});
