import { describe, expect, it } from "vitest";
import { type HistoryEntry, MISSING_RESULT, sanitizeTranscript } from "../../src/llm/hygiene.js";
import { policyFor } from "../../src/llm/provider-policy.js";
import type { ChatMessage } from "../../src/llm/types.js";
import { validateTranscript } from "../fakes/openai.js";

const openai = policyFor("openai");
const e = (message: ChatMessage, turnEnd?: HistoryEntry["turnEnd"]): HistoryEntry => ({ message, ...(turnEnd ? { turnEnd } : {}) });
const call = (id: string, args = '{"command":"x"}', name = "exec") => ({ id, name, arguments: args });

/** The wire shape the fake provider validates. */
function wire(ms: ChatMessage[]) {
  return {
    model: "m",
    messages: ms.map((m) =>
      m.role === "assistant"
        ? { role: "assistant", content: m.content, ...(m.toolCalls ? { tool_calls: m.toolCalls.map((c) => ({ id: c.id, function: { name: c.name, arguments: c.arguments } })) } : {}) }
        : m.role === "tool"
          ? { role: "tool", content: m.content, tool_call_id: m.toolCallId }
          : { role: m.role, content: m.content },
    ),
  };
}

describe("transcript hygiene", () => {
  it("adds a synthetic error result for a call that never got one (crash between call and result)", () => {
    const input = [e({ role: "user", content: "save milk" }), e({ role: "assistant", content: "", toolCalls: [call("c1")] }), e({ role: "user", content: "did you?" })];
    expect(validateTranscript(wire(input.map((x) => x.message)))).toMatch(/did not have response messages: c1/);
    const r = sanitizeTranscript(input, openai);
    expect(r.messages[2]).toEqual({ role: "tool", toolCallId: "c1", content: MISSING_RESULT });
    expect(validateTranscript(wire(r.messages))).toBeUndefined();
    expect(r.repairs).toContain("added a synthetic error result for tool call c1");
  });

  it("drops tool calls without id or name with their results; unreadable arguments become {} and keep their result", () => {
    const r = sanitizeTranscript(
      [
        e({ role: "assistant", content: "trying", toolCalls: [call(""), call("c2", "{not json"), call("c3", "{}", ""), call("c4")] }),
        e({ role: "tool", toolCallId: "c2", content: "r2" }),
        e({ role: "tool", toolCallId: "c4", content: "r4" }),
      ],
      openai,
    );
    expect(r.messages).toEqual([
      { role: "assistant", content: "trying", toolCalls: [call("c2", "{}"), call("c4")] },
      { role: "tool", toolCallId: "c2", content: "r2" },
      { role: "tool", toolCallId: "c4", content: "r4" },
    ]);
    expect(r.repairs.filter((x) => x.startsWith("dropped malformed"))).toHaveLength(2);
    expect(r.repairs).toContain("replaced unreadable arguments of tool call c2 with {}");
    expect(validateTranscript(wire(r.messages))).toBeUndefined();
  });

  it("keeps exactly one result per call: orphans and duplicates are dropped", () => {
    const r = sanitizeTranscript(
      [
        e({ role: "tool", toolCallId: "zz", content: "orphan before" }),
        e({ role: "assistant", content: "", toolCalls: [call("c1")] }),
        e({ role: "tool", toolCallId: "c1", content: "first" }),
        e({ role: "tool", toolCallId: "c1", content: "duplicate" }),
        e({ role: "tool", toolCallId: "other", content: "orphan after" }),
      ],
      openai,
    );
    expect(r.messages).toEqual([
      { role: "assistant", content: "", toolCalls: [call("c1")] },
      { role: "tool", toolCallId: "c1", content: "first" },
    ]);
  });

  it("skips the assistant and tool output of turns that ended error or aborted, keeping the user's words", () => {
    const r = sanitizeTranscript(
      [
        e({ role: "user", content: "q1" }, "error"),
        e({ role: "assistant", content: "", toolCalls: [call("c1")] }, "error"),
        e({ role: "tool", toolCallId: "c1", content: "half" }, "error"),
        e({ role: "user", content: "q2" }, "aborted"),
        e({ role: "assistant", content: "partial thoughts" }, "aborted"),
        e({ role: "user", content: "q3" }, "done"),
        e({ role: "assistant", content: "a3" }, "done"),
      ],
      openai,
    );
    expect(r.messages.map((m) => `${m.role}:${m.content}`)).toEqual(["user:q1", "user:q2", "user:q3", "assistant:a3"]);
  });

  it("merges consecutive user turns only where the provider needs strict alternation", () => {
    const input = [e({ role: "user", content: "a" }), e({ role: "user", content: "b" }), e({ role: "assistant", content: "c" })];
    expect(sanitizeTranscript(input, openai).messages).toHaveLength(3);
    const anthropic = sanitizeTranscript(input, policyFor("anthropic"));
    expect(anthropic.messages).toEqual([{ role: "user", content: "a\n\nb" }, { role: "assistant", content: "c" }]);
  });

  it("Gemini: a history that starts with the assistant gets a user turn first", () => {
    const r = sanitizeTranscript([e({ role: "assistant", content: "hello" }), e({ role: "user", content: "hi" })], policyFor("google"));
    expect(r.messages[0]).toEqual({ role: "user", content: "(conversation continues)" });
  });

  it.each([
    ["openai", "call_abc-123.x", "call_abc-123.x"],
    ["anthropic", "call_abc-123.x", "call_abc-123_x"],
    ["google", "call_abc-123.x", "callabc123x"],
  ] as const)("sanitizes tool-call ids for %s consistently in calls and results", (provider, id, expected) => {
    const r = sanitizeTranscript([e({ role: "assistant", content: "", toolCalls: [call(id)] }), e({ role: "tool", toolCallId: id, content: "ok" })], policyFor(provider));
    expect(r.messages.find((m) => m.role === "assistant")).toMatchObject({ toolCalls: [{ id: expected }] });
    expect(r.messages.find((m) => m.role === "tool")).toMatchObject({ toolCallId: expected });
  });

  it("Mistral: ids become 9 alphanumeric characters, distinct even when they collide", () => {
    const r = sanitizeTranscript(
      [e({ role: "assistant", content: "", toolCalls: [call("call_1"), call("call-1")] }), e({ role: "tool", toolCallId: "call_1", content: "a" }), e({ role: "tool", toolCallId: "call-1", content: "b" })],
      policyFor("mistral"),
    );
    const ids = (r.messages[0] as { toolCalls: Array<{ id: string }> }).toolCalls.map((c) => c.id);
    expect(ids.every((i) => /^[A-Za-z0-9]{9}$/.test(i))).toBe(true);
    expect(new Set(ids).size).toBe(2);
    expect(r.messages.slice(1).map((m) => (m as { toolCallId: string }).toolCallId)).toEqual(ids);
  });

  it("does not change its input (the stored history is never rewritten)", () => {
    const input = [e({ role: "assistant", content: "", toolCalls: [call("c.1")] })];
    const copy = JSON.parse(JSON.stringify(input));
    sanitizeTranscript(input, policyFor("google"));
    expect(input).toEqual(copy);
  });
});
