// The answer phase of a tool turn carries the conversation the budget allows (not only
// the last exchange cut short) and the question as the work request had it.
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import type { ChatRequestBody } from "../fakes/openai.js";
import { type Harness, OWNER, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const hasTools = (req: ChatRequestBody) => (req.tools?.length ?? 0) > 0;
const text = (req: ChatRequestBody) => req.messages.map((m) => m.content ?? "").join("\n");

describe("answer phase of a tool turn", () => {
  it("in an unfolded 20-turn conversation, contains all 20 earlier turns", async () => {
    h = await startHarness();
    h.openai.setResponder((req) => {
      const last = req.messages.at(-1);
      if (hasTools(req) && last?.role === "user" && /^run: (.+)$/.test(last.content ?? "")) return { toolCalls: [{ name: "exec", arguments: { command: (/^run: (.+)$/.exec(last.content ?? "") as RegExpExecArray)[1] as string } }] };
      if (hasTools(req) && last?.role === "tool") return { content: "(work done)" };
      const topic = /topic (\d+)/.exec(last?.content ?? "")?.[1];
      return { content: topic ? `Answer ${topic}: ${"a detail that matters later. ".repeat(20)}` : "You have no notes." };
    });
    for (let i = 1; i <= 20; i++) await h.say(`Tell me about topic ${i}, please.`);
    await h.say("run: node scripts/notes.mjs list");
    expect(h.db.prepare("SELECT summary_upto FROM conversations").get()).toEqual({ summary_upto: 0 });
    const answer = h.openai.requests.at(-1) as ChatRequestBody;
    expect(hasTools(answer)).toBe(false);
    for (let i = 1; i <= 20; i++) {
      expect(text(answer)).toContain(`Tell me about topic ${i}, please.`);
      expect(text(answer)).toContain(`Answer ${i}: ${"a detail that matters later. ".repeat(20).trim()}`);
    }
    // The tool scaffolding of the turn stays out: only its facts, in the system message.
    expect(answer.messages.some((m) => m.role === "tool" || m.tool_calls)).toBe(false);
    expect(answer.messages.at(-1)?.content).toBe("run: node scripts/notes.mjs list");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("You have no notes.");
  });

  it("when the budget is small, keeps the newest turns and stays within the budget", async () => {
    h = await startHarness({ env: { CONTEXT_TOKENS: "3000", REPLY_TOKENS: "400" } });
    h.ollama.on("summary", () => ({ content: "- earlier topics" }));
    h.openai.setResponder((req) => {
      const last = req.messages.at(-1);
      if (hasTools(req) && last?.role === "user" && last.content?.startsWith("run:")) return { toolCalls: [{ name: "exec", arguments: { command: "node scripts/notes.mjs list" } }] };
      if (hasTools(req) && last?.role === "tool") return { content: "(work done)" };
      return { content: `Answer: ${"words ".repeat(60)}` };
    });
    for (let i = 1; i <= 8; i++) await h.say(`Tell me about topic ${i}. ${"context ".repeat(40)}`);
    await h.say("run: list");
    const answer = h.openai.requests.at(-1) as ChatRequestBody;
    expect(text(answer)).toContain("Tell me about topic 8.");
    expect(answer.messages.at(-1)?.content).toBe("run: list");
    const total = text(answer).length / 4;
    expect(total).toBeLessThan(3000 - 400);
  });

  it("a scheduled prompt keeps its [Scheduled task …] marker in the answer request", async () => {
    h = await startHarness({ env: { SCHEDULE_MIN_INTERVAL_S: "1" } });
    h.openai.setResponder((req) => {
      const last = req.messages.at(-1);
      if (hasTools(req) && last?.role === "user") return { toolCalls: [{ name: "exec", arguments: { command: "node scripts/notes.mjs list" } }] };
      return { content: "Your notes: none." };
    });
    await h.say("/digest add notes-check | * * * * * * | 메모 목록 알려줘");
    const answer = await waitFor(() => h.openai.requests.find((r) => !hasTools(r)), 10_000, "the answer request of the scheduled turn");
    await h.say("/digest pause notes-check");
    expect(answer.messages.at(-1)?.content).toContain('[Scheduled task "notes-check", replayed by the scheduler: not typed by the user now. Set up by the owner');
    expect(answer.messages.at(-1)?.content).toContain("메모 목록 알려줘");
  });
});
