// The fake Ollama's pluggable embedding provider (setEmbedProvider), as the memory benchmark
// uses it to serve a real sentence embedder's vectors: what the provider returns is what the
// project's embedder gets through the `ollama` client, one provider call per /api/embed
// request with all of its inputs.
import { afterEach, describe, expect, it } from "vitest";
import { createOllamaEmbedder } from "../../src/llm/local-model.js";
import { type FakeOllama, startFakeOllama } from "./ollama.js";

let ollama: FakeOllama;
afterEach(async () => {
  await ollama.close();
});

describe("fake Ollama embed provider", () => {
  it("serves the provider's vectors through the ollama client, batched as sent", async () => {
    ollama = await startFakeOllama({ embedDim: 4 });
    const calls: Array<{ texts: string[]; dim: number }> = [];
    ollama.setEmbedProvider(async (texts, dim) => {
      calls.push({ texts, dim });
      return texts.map((t, i) => [t.length, i, 0.5, -1]);
    });
    const embedder = createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 2000 });
    const r = await embedder.embed(["pottery", "ceramics course"]);
    expect(r.ok && r.value.vectors.map((v) => [...v])).toEqual([[7, 0, 0.5, -1], [15, 1, 0.5, -1]]);
    expect(calls).toEqual([{ texts: ["pottery", "ceramics course"], dim: 4 }]);
    // Unset: the built-in deterministic vectors again.
    ollama.setEmbedProvider(undefined);
    const back = await embedder.embed(["pottery"]);
    expect(back.ok && back.value.vectors[0]?.[0]).not.toBe(7);
    expect(calls).toHaveLength(1);
  });

  it("answers 500 when the provider's vectors do not have the fake's dimension, and the embedder reports it", async () => {
    ollama = await startFakeOllama({ embedDim: 8 });
    ollama.setEmbedProvider(async (texts) => texts.map(() => [1, 0, 0]));
    const r = await createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 2000 }).embed(["x"]);
    expect(r).toMatchObject({ ok: false, reason: "error" });
    expect(!r.ok && r.error).toContain("not 8 dimensions");
  });
});
