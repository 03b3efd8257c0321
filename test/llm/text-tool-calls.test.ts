// Tool calls written into the content by local models, in the shapes they use; and JSON
// that is an answer, not a call.
import { describe, expect, it } from "vitest";
import { readTextToolCalls } from "../../src/llm/text-tool-calls.js";

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
