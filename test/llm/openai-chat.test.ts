// Finish reasons through the real openai package against the fake server, streaming and not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAIChatModel } from "../../src/llm/openai-chat.js";
import { ModelError } from "../../src/llm/types.js";
import { waitFor } from "../fakes/http.js";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.js";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

describe.each([false, true])("openai chat model (stream: %s)", (stream) => {
  const model = () => createOpenAIChatModel({ baseUrl: fake.baseUrl, apiKey: "k", model: "m", stream, timeoutMs: 5000 });
  const ask = (maxTokens = 100) => model().complete({ messages: [{ role: "user", content: "hi" }], maxTokens });

  it.each([
    ["stop", "stop", "upstream"],
    ["length", "length", "upstream"],
    ["end_turn", "stop", "upstream"],
    ["max_tokens", "length", "upstream"],
    ["refusal", "content_filter", "upstream"],
    ["content_filter", "content_filter", "upstream"],
  ])("finish_reason %s -> %s (%s)", async (raw, reason, provenance) => {
    fake.enqueue({ content: "Hello there", finishReason: raw });
    const r = await ask();
    expect(r.content).toBe("Hello there");
    expect(r.finish).toEqual({ reason, provenance, raw });
  });

  it("no finish_reason and a full budget: length, estimated", async () => {
    fake.enqueue({ content: "가".repeat(99), finishReason: null, usage: null });
    const r = await ask(100);
    expect(r.finish).toEqual({ reason: "length", provenance: "estimated", raw: null });
  });

  it("no finish_reason and a short answer: stop, assumed", async () => {
    fake.enqueue({ content: "short", finishReason: null, usage: null });
    expect((await ask()).finish).toEqual({ reason: "stop", provenance: "assumed", raw: null });
  });

  it("assembles tool calls (streamed in pieces) with ids, names and arguments", async () => {
    fake.enqueue({ toolCalls: [{ id: "call_a", name: "exec", arguments: { command: "node scripts/x.mjs 'a b'" } }, { id: "call_b", name: "exec", arguments: { command: "help notes" } }] });
    const r = await ask();
    expect(r.toolCalls).toEqual([
      { id: "call_a", name: "exec", arguments: JSON.stringify({ command: "node scripts/x.mjs 'a b'" }) },
      { id: "call_b", name: "exec", arguments: JSON.stringify({ command: "help notes" }) },
    ]);
    expect(r.finish).toEqual({ reason: "tool_calls", provenance: "upstream", raw: "tool_calls" });
  });

  it("sends max_tokens and the exec tool definition", async () => {
    fake.enqueue({ content: "ok" });
    await model().complete({ messages: [{ role: "user", content: "x" }], maxTokens: 321, tools: [{ name: "exec", description: "d", parameters: { type: "object" } }] });
    const req = fake.requests.at(-1);
    expect(req?.max_tokens).toBe(321);
    expect(req?.stream ?? false).toBe(stream);
    expect(req?.tools?.[0]?.function.name).toBe("exec");
  });

  it("passes the text to onText as it arrives when streaming (nothing when not)", async () => {
    fake.enqueue({ content: "Hello there, streamed in pieces.", stream: { pieces: ["Hello ", "there, ", "streamed ", "in pieces."] } });
    const seen: Array<[string, string]> = [];
    const r = await model().complete({ messages: [{ role: "user", content: "hi" }], maxTokens: 50, onText: (delta, soFar) => seen.push([delta, soFar]) });
    expect(r.content).toBe("Hello there, streamed in pieces.");
    if (!stream) return expect(seen).toEqual([]);
    expect(seen).toEqual([
      ["Hello ", "Hello "],
      ["there, ", "Hello there, "],
      ["streamed ", "Hello there, streamed "],
      ["in pieces.", "Hello there, streamed in pieces."],
    ]);
  });

  it("an aborted call stops the model's stream", async () => {
    if (!stream) return;
    const c = new AbortController();
    fake.enqueue({ content: "One two three four five six.", stream: { pieces: ["One two ", "three four ", "five six."], holdAfterChars: 8 } });
    const call = model().complete({ messages: [{ role: "user", content: "hi" }], maxTokens: 50, signal: c.signal, onText: () => c.abort() });
    await call.catch(() => undefined);
    await waitFor(() => fake.streams.at(-1)?.aborted, 5000, "the stream to be dropped by the client");
    expect(fake.streams.at(-1)?.done).toBe(false);
  });

  it("turns transport failures into errors that name the fix", async () => {
    const down = createOpenAIChatModel({ baseUrl: "http://127.0.0.1:1/v1", apiKey: "k", model: "qwen", stream, timeoutMs: 2000 });
    await expect(down.complete({ messages: [{ role: "user", content: "x" }], maxTokens: 10 })).rejects.toThrow(/not reachable.*ollama serve/);
    fake.enqueue({ fault: "500" }, { fault: "500" }, { fault: "500" });
    await expect(ask()).rejects.toBeInstanceOf(ModelError);
  });

  it("429 and a dropped connection are retried by the client: one answer, counted requests", async () => {
    fake.enqueue({ fault: "429" }, { content: "after the rate limit" });
    const before = fake.requests.length;
    expect((await ask()).content).toBe("after the rate limit");
    expect(fake.requests.length - before).toBe(2);
    fake.enqueue({ fault: "drop" }, { content: "after the drop" });
    const mid = fake.requests.length;
    expect((await ask()).content).toBe("after the drop");
    expect(fake.requests.length - mid).toBe(2);
  });

  it("an answer that is not a chat completion is an error that names the fix, never an empty answer", async () => {
    fake.enqueue({ fault: "bad-json" });
    const err = await ask().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelError);
    expect(String((err as Error).message)).toMatch(/not a chat completion|OPENAI_BASE_URL/);
  });
});
