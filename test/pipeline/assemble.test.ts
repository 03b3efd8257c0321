import { describe, expect, it } from "vitest";
import { estimateTokens } from "../../src/llm/tokens.js";
import { assemble, type Blocks, BudgetError, CUT_QUESTION_NOTE, fitWorkRequest, type HistoryTurn } from "../../src/pipeline/assemble.js";
import { estimateMessagesTokens } from "../../src/llm/tokens.js";

const turn = (k: number, words = 40): HistoryTurn => ({
  key: k,
  lastMessageId: k * 10,
  messages: [
    { role: "user", content: `question ${k} ${"word ".repeat(words)}` },
    { role: "assistant", content: `answer ${k} ${"word ".repeat(words)}` },
  ],
});

function blocks(over: Partial<Blocks> = {}): Blocks {
  return {
    system: "SYSTEM INSTRUCTIONS",
    knowledge: "KNOWLEDGE: the wifi password is on the fridge",
    profile: "PROFILE: Name: Kim",
    summary: "SUMMARY: we talked about bikes",
    memories: [
      { id: 1, text: "MEMORY high", score: 0.9, label: "11-01" },
      { id: 2, text: "MEMORY low", score: 0.2, label: "10-01" },
      { id: 3, text: "MEMORY mid", score: 0.5, label: "10-15" },
    ],
    passages: [
      { id: 4, text: "PASSAGE high", score: 0.8, label: "doc" },
      { id: 5, text: "PASSAGE low", score: 0.1, label: "doc" },
    ],
    history: [turn(1), turn(2), turn(3)],
    question: "THE QUESTION",
    ...over,
  };
}

const order = (system: string) =>
  ["SYSTEM INSTRUCTIONS", "KNOWLEDGE", "PROFILE", "SUMMARY", "MEMORY high", "MEMORY mid", "MEMORY low", "PASSAGE high", "PASSAGE low", "Context notes"]
    .map((k) => [k, system.indexOf(k)] as const)
    .filter(([, i]) => i >= 0);

describe("assemble", () => {
  it("puts everything in a fixed order: one system message, history, then the question", () => {
    const a = assemble(blocks(), { contextTokens: 10_000, replyTokens: 1000 });
    const sys = a.messages[0]?.content ?? "";
    const positions = order(sys).map(([, i]) => i);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(order(sys).map(([k]) => k)).toEqual(["SYSTEM INSTRUCTIONS", "KNOWLEDGE", "PROFILE", "SUMMARY", "MEMORY high", "MEMORY mid", "MEMORY low", "PASSAGE high", "PASSAGE low"]);
    expect(a.messages.slice(1, -1).map((m) => m.content.split(" ").slice(0, 2).join(" "))).toEqual(["question 1", "answer 1", "question 2", "answer 2", "question 3", "answer 3"]);
    expect(a.messages.at(-1)).toEqual({ role: "user", content: "THE QUESTION" });
    expect(sys).not.toContain("Context notes");
    expect(a.tokens).toBeLessThanOrEqual(a.available);
  });

  it("drops in priority order as the budget shrinks: oldest history, low memories, low passages, profile, summary", () => {
    const big = blocks({ profile: `PROFILE: ${"likes bikes ".repeat(30)}`, summary: `SUMMARY: ${"we talked about bikes ".repeat(30)}` });
    const full = assemble(big, { contextTokens: 100_000, replyTokens: 0 }).tokens + 200;
    const seen: string[] = [];
    for (let budget = full; ; budget -= 5) {
      let a;
      try {
        a = assemble(big, { contextTokens: budget, replyTokens: 0 });
      } catch (err) {
        expect(err).toBeInstanceOf(BudgetError);
        break;
      }
      expect(a.tokens).toBeLessThanOrEqual(budget);
      const d = a.dropped;
      const state = [
        `history:${d.history.map((t) => t.key).join(",")}`,
        `memories:${d.memories.map((m) => m.id).join(",")}`,
        `passages:${d.passages.map((p) => p.id).join(",")}`,
        `profile:${d.profile}`,
        `summary:${d.summary}`,
      ].join(" ");
      if (seen.at(-1) !== state) seen.push(state);
      // Never dropped: instructions, knowledge, question.
      expect(a.messages[0]?.content).toContain("SYSTEM INSTRUCTIONS");
      expect(a.messages[0]?.content).toContain("KNOWLEDGE");
      expect(a.messages.at(-1)?.content).toBe("THE QUESTION");
    }
    expect(seen).toEqual([
      "history: memories: passages: profile:false summary:false",
      "history:1 memories: passages: profile:false summary:false",
      "history:1,2 memories: passages: profile:false summary:false",
      "history:1,2,3 memories: passages: profile:false summary:false",
      "history:1,2,3 memories:2 passages: profile:false summary:false",
      "history:1,2,3 memories:2,3 passages: profile:false summary:false",
      "history:1,2,3 memories:2,3,1 passages: profile:false summary:false",
      "history:1,2,3 memories:2,3,1 passages:5 profile:false summary:false",
      "history:1,2,3 memories:2,3,1 passages:5,4 profile:false summary:false",
      "history:1,2,3 memories:2,3,1 passages:5,4 profile:true summary:false",
      "history:1,2,3 memories:2,3,1 passages:5,4 profile:true summary:true",
    ]);
  });

  it("says what was cut and tells the model not to invent it", () => {
    const full = assemble(blocks(), { contextTokens: 100_000, replyTokens: 0 }).tokens;
    const a = assemble(blocks(), { contextTokens: full - 100, replyTokens: 0 });
    const sys = a.messages[0]?.content ?? "";
    expect(sys).toContain("## Context notes");
    expect(sys).toMatch(/\d+ earlier messages of this conversation are not shown/);
    expect(sys).toContain("Do not invent what is not shown");
  });

  it("a question that alone exceeds the budget is cut, and the request says so", () => {
    const question = "긴 질문 ".repeat(2000);
    const a = assemble(blocks({ question }), { contextTokens: 1500, replyTokens: 200 });
    const q = a.messages.at(-1)?.content ?? "";
    expect(q.endsWith(CUT_QUESTION_NOTE)).toBe(true);
    expect(q.length).toBeLessThan(question.length);
    expect(a.dropped.questionCut).toBe(true);
    expect(a.messages[0]?.content).toContain("The user's message was cut");
    expect(a.tokens).toBeLessThanOrEqual(1300);
  });

  it("refuses a budget smaller than the instructions and knowledge, naming the setting", () => {
    expect(() => assemble(blocks({ knowledge: "k".repeat(8000) }), { contextTokens: 1500, replyTokens: 500 })).toThrow(BudgetError);
    expect(() => assemble(blocks({ knowledge: "k".repeat(8000) }), { contextTokens: 1500, replyTokens: 500 })).toThrow(/raise CONTEXT_TOKENS/);
  });

  it("counts Korean generously (one token per syllable)", () => {
    expect(estimateTokens("안녕하세요")).toBe(5);
    expect(estimateTokens("hello world!")).toBe(3);
  });
});

describe("fitWorkRequest", () => {
  it("keeps a growing work request in budget: oldest history first, then this turn's biggest results", () => {
    const msgs = [
      { role: "system" as const, content: "SYS" },
      ...turn(1, 200).messages,
      ...turn(2, 200).messages,
      { role: "user" as const, content: "QUESTION" },
      { role: "assistant" as const, content: "", toolCalls: [{ id: "a", name: "exec", arguments: "{}" }] },
      { role: "tool" as const, toolCallId: "a", content: "result ".repeat(3000) },
    ];
    const r = fitWorkRequest(msgs, 3000);
    expect(estimateMessagesTokens(r.messages)).toBeLessThanOrEqual(3000);
    expect(r.droppedMessages).toBe(4);
    expect(r.shrunk).toBeGreaterThan(0);
    expect(r.messages[0]?.content).toContain("4 earlier messages were left out");
    expect(r.messages.some((m) => m.content === "QUESTION")).toBe(true);
    const small = fitWorkRequest(msgs.slice(0, 4), 100_000);
    expect(small.messages).toEqual(msgs.slice(0, 4));
  });
});
