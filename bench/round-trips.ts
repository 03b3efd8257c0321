// The part of a zero-latency turn no rearranging can remove (issue 14): CPU per loopback
// round trip through the same clients and fakes the turn uses, measured alone, one call
// after another. A plain turn cannot skip the resolver, the query embedding and the
// sufficiency call (the issue's own decisions), nor the main-model request that carries the
// conversation; the bare bot's main-model request carries one message.
import OpenAI from "openai";
import { createOllamaEmbedder, createOllamaLocalModel } from "../src/llm/local-model.js";
import { createOpenAIChatModel } from "../src/llm/openai-chat.js";
import type { ChatMessage } from "../src/llm/types.js";
import { LookupSchema } from "../src/pipeline/decide.js";
import { EXEC_TOOL } from "../src/tools/run-call.js";
import { startFakeOllama } from "../test/fakes/ollama.js";
import { startFakeOpenAI } from "../test/fakes/openai.js";
import { round } from "./stats.js";

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** CPU ms per call (client and fake together, this process), after a warm-up. */
async function perCall(fn: () => Promise<unknown>, n: number, clear: () => void): Promise<number> {
  for (let i = 0; i < 30; i++) await fn();
  clear();
  const c0 = cpu();
  for (let i = 0; i < n; i++) {
    await fn();
    if (i % 50 === 49) clear();
  }
  return round((cpu() - c0) / n);
}

/** `historyMessages`: as many as the turns bench's conversation sends at p50 (its fold point). */
export async function benchRoundTrips(o: { historyMessages: number; text: (i: number) => string; n?: number }) {
  const n = o.n ?? 200;
  const [ollama, openai] = await Promise.all([startFakeOllama(), startFakeOpenAI()]);
  openai.setResponder(() => ({ content: "ok, noted." }));
  const clear = () => {
    for (const f of [ollama.chats, ollama.embeds, openai.requests]) f.length = 0;
  };
  const local = createOllamaLocalModel({ host: ollama.host, model: "fake-local", timeoutMs: 10_000 });
  const embedder = createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 10_000 });
  const main = createOpenAIChatModel({ baseUrl: openai.baseUrl, apiKey: "sk-bench", model: "fake-main", stream: true, timeoutMs: 10_000 });
  const bare = new OpenAI({ baseURL: openai.baseUrl, apiKey: "sk-bench" });
  const question = o.text(0);
  const local1 = await perCall(
    () => local.structured({ task: "lookup", schema: LookupSchema, messages: [{ role: "system", content: "Answer as JSON {\"lookup\": boolean}." }, { role: "user", content: question }], maxTokens: 16 }),
    n,
    clear,
  );
  const embed1 = await perCall(() => embedder.embed([question]), n, clear);
  const system: ChatMessage = { role: "system", content: "x".repeat(3000) };
  const history: ChatMessage[] = Array.from({ length: o.historyMessages }, (_, i): ChatMessage => (i % 2 === 1 ? { role: "assistant", content: "ok, noted." } : { role: "user", content: o.text(i) }));
  const mainBare = await perCall(() => main.complete({ messages: [system, { role: "user", content: question }], tools: [EXEC_TOOL], maxTokens: 500, onText: () => undefined }), n, clear);
  const mainHistory = await perCall(() => main.complete({ messages: [system, ...history, { role: "user", content: question }], tools: [EXEC_TOOL], maxTokens: 500, onText: () => undefined }), n, clear);
  const bareBotCall = await perCall(() => bare.chat.completions.create({ model: "fake-main", messages: [{ role: "user", content: question }] }), n, clear);
  await Promise.all([ollama.close(), openai.close()]);
  return {
    note: "CPU ms per call, client and fake together, one call at a time; the machine may be shared",
    localStructuredCall: local1,
    queryEmbedding: embed1,
    mainModelStreamedNoHistory: mainBare,
    [`mainModelStreamedWith${o.historyMessages}HistoryMessages`]: mainHistory,
    bareBotsOpenAICall: bareBotCall,
    /** What a plain turn cannot skip beyond the bare bot's turn: 2 local calls + 1 embedding + the history's share of the main call. */
    unavoidableBeyondBareMs: round(2 * local1 + embed1 + (mainHistory - bareBotCall)),
  };
}
