// Tool calls written into the content by local models, in the shapes they use; and JSON
// that is an answer, not a call.
import { describe, expect, it } from "vitest";
import { readTextToolCalls, showableWhileStreaming } from "../../src/llm/text-tool-calls.js";

const exec = (command: string) => ({ name: "exec", arguments: JSON.stringify({ command }) });

describe("readTextToolCalls", () => {
  it.each([
    ['{"name": "exec", "arguments": {"command": "node a.mjs"}}', [exec("node a.mjs")]],
    ['```json\n{"name":"exec","parameters":{"command":"node a.mjs"}}\n```', [exec("node a.mjs")]],
    ['{"type":"function","function":{"name":"exec","arguments":"{\\"command\\":\\"node a.mjs\\"}"}}', [exec("node a.mjs")]],
    ['[{"name":"exec","arguments":{"command":"node a.mjs"}},{"name":"exec","arguments":{"command":"node b.mjs"}}]', [exec("node a.mjs"), exec("node b.mjs")]],
    ['{"command": "node a.mjs"}', [exec("node a.mjs")]],
    ['Let me check.\n<tool_call>\n{"name": "exec", "arguments": {"command": "node a.mjs"}}\n</tool_call>', [exec("node a.mjs")]],
    ['<function=exec>{"command": "node a.mjs"}</function>', [exec("node a.mjs")]],
    ['[TOOL_CALLS] [{"name": "exec", "arguments": {"command": "node a.mjs"}}]', [exec("node a.mjs")]],
  ])("reads %s", (text, calls) => {
    expect(readTextToolCalls(text)).toEqual({ kind: "calls", calls });
  });

  it.each(['<tool_call>{"name": "exec", "arguments": {"comm', '{"name": "exec", "arguments": {"command": "node a.m', "<tool_call></tool_call>"])("reports an unreadable attempt: %s", (text) => {
    expect(readTextToolCalls(text).kind).toBe("broken");
  });

  it.each(["The weather is fine.", '{"temperature": 21, "unit": "C"}', "Use `{\"name\": \"x\"}` in your config file.", '```json\n{"port": 8080}\n```', ""])("leaves an answer alone: %s", (text) => {
    expect(readTextToolCalls(text)).toEqual({ kind: "none" });
  });
});

describe("showableWhileStreaming (what a live reply may show before the response is complete)", () => {
  it.each([
    ['{"name":"exec","argu', ""],
    ['[{"name":"exec"', ""],
    ["```json\n{", ""],
    ['```\n{"command"', ""],
    ["```", ""],
    ["Let me look. <tool_call>{\"name\"", "Let me look. "],
    ["Let me look. <tool_c", "Let me look. "],
    ["Sure [TOOL_CALLS] [", "Sure "],
    ["<function=exec>{", ""],
  ])("%j -> %j (could still be a call)", (soFar, shown) => {
    expect(showableWhileStreaming(soFar)).toBe(shown);
  });

  it.each([
    "The capital of Australia is Canberra.",
    "```python\nprint(1)",
    "```\nconst a = 1;",
    "If a < b then b > a.",
    "Use {braces} in the middle, that is fine.",
  ])("%j is shown as it is", (soFar) => {
    expect(showableWhileStreaming(soFar)).toBe(soFar);
  });

  it("everything readTextToolCalls would run as a call is hidden at every point of its stream", () => {
    for (const call of ['{"name":"exec","arguments":{"command":"help notes"}}', '<tool_call>{"name":"exec","arguments":{"command":"x"}}</tool_call>', '```json\n{"command":"help notes"}\n```', '[TOOL_CALLS] [{"name":"exec","arguments":{}}]']) {
      expect(readTextToolCalls(call).kind).not.toBe("none");
      for (let i = 1; i <= call.length; i++) expect(showableWhileStreaming(call.slice(0, i)).trim(), call.slice(0, i)).toBe("");
    }
  });
});
