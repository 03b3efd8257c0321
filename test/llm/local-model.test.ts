// The local model port through the real ollama package (over the node:http fetch) against
// the fake Ollama: answers, server errors, timeouts and cancellation are results, never throws.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createOllamaEmbedder, createOllamaLocalModel } from "../../src/llm/local-model.js";
import { waitFor } from "../fakes/http.js";
import { type FakeOllama, type LocalReply, startFakeOllama } from "../fakes/ollama.js";

let ollama: FakeOllama;
beforeAll(async () => {
  ollama = await startFakeOllama();
});
afterAll(async () => {
  await ollama.close();
});
beforeEach(() => {
  ollama.chats.length = 0;
  ollama.on("lookup", () => ({ content: { lookup: true } }));
});

const Lookup = z.object({ lookup: z.boolean() });
const local = () => createOllamaLocalModel({ host: ollama.host, model: "fake", timeoutMs: 1000 });
const ask = (extra: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  local().structured({ task: "lookup", schema: Lookup, messages: [{ role: "user", content: "검색해봐" }], maxTokens: 16, ...extra });

describe("local model", () => {
  it("answers a structured call with the schema's property names as Ollama's format", async () => {
    const r = await ask();
    expect(r).toMatchObject({ ok: true, value: { lookup: true } });
    expect(Object.keys((ollama.callsOf("lookup")[0]?.format as { properties: object }).properties)).toEqual(["lookup"]);
  });

  it("a server error is an error result carrying the server's message", async () => {
    ollama.on("lookup", () => ({ content: "", fault: "500" }));
    expect(await ask()).toMatchObject({ ok: false, reason: "error", error: expect.stringContaining("model crashed") });
  });

  it("an answer that does not match the schema is invalid", async () => {
    ollama.on("lookup", () => ({ content: { lookup: "maybe" } }));
    expect(await ask()).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("a model slower than the timeout is a timeout result", async () => {
    ollama.on("lookup", () => new Promise<LocalReply>(() => {}));
    expect(await ask({ timeoutMs: 100 })).toMatchObject({ ok: false, reason: "timeout" });
    // The deadline closes the connection: Ollama stops generating for nobody.
    await waitFor(() => ollama.chats[0]?.cancelled === true, 5000, "the fake to see the client go away");
  });

  it("cancelling stops the request at the server and reports 'cancelled', not a timeout", async () => {
    ollama.on("lookup", () => new Promise<LocalReply>(() => {}));
    const cancel = new AbortController();
    const pending = ask({ signal: cancel.signal });
    await waitFor(() => ollama.chats.length === 1, 5000, "the request at the fake");
    cancel.abort(new Error("not needed"));
    expect(await pending).toMatchObject({ ok: false, reason: "cancelled" });
    await waitFor(() => ollama.chats[0]?.cancelled === true, 5000, "the fake to see the client go away");
    // Already cancelled: no request is sent at all.
    expect(await ask({ signal: cancel.signal })).toMatchObject({ ok: false, reason: "cancelled" });
    expect(ollama.chats).toHaveLength(1);
  });

  it("embeds through the same client", async () => {
    const r = await createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 1000 }).embed(["비트코인 가격", "날씨"]);
    expect(r.ok && r.value.vectors.map((v) => v.length)).toEqual([64, 64]);
  });
});
