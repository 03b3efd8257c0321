// Hybrid search on Korean text: real SQLite (FTS5 + sqlite-vec) and the ollama package
// against the fake Ollama's deterministic embeddings.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createOllamaEmbedder, createOllamaLocalModel } from "../../src/llm/local-model.js";
import { createIndexer } from "../../src/memory/indexer.js";
import { hybridSearch } from "../../src/memory/search.js";
import { createMemoryStore, type MemoryStore } from "../../src/memory/store.js";
import { termsOf } from "../../src/memory/terms.js";
import { createVectorIndex, type VectorIndex } from "../../src/memory/vector-index.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { captureLog } from "../support/log.js";
import { tempDir } from "../support/harness.js";

let ollama: FakeOllama;
let db: Db;
let store: MemoryStore;
let vectors: VectorIndex;
const CHAT = 7;

const TEXTS = [
  "User: 비트코인 가격이 얼마야?\nAssistant: 현재 비트코인은 84,500달러입니다.",
  "User: 오늘 운동 뭐 할까?\nAssistant: 하체 운동을 추천해요. 스쿼트 3세트.",
  "User: 김치찌개 레시피 알려줘\nAssistant: 돼지고기와 신김치를 볶은 뒤 물을 붓고 끓이세요.",
  "User: 이더리움은 어때?\nAssistant: 이더리움은 스마트 계약 플랫폼입니다.",
  "User: what's the capital of Australia?\nAssistant: Canberra.",
];

beforeAll(async () => {
  ollama = await startFakeOllama({ embedDim: 256 });
  db = openDatabase(path.join(tempDir(), "m.db"));
  migrate(db);
  vectors = createVectorIndex(db);
  store = createMemoryStore(db, vectors);
  db.prepare("INSERT INTO conversations (id, chat_id, started_at, last_activity) VALUES (1, ?, 0, 1)").run(CHAT);
  TEXTS.forEach((text, i) => store.add({ chatId: CHAT, conversationId: 1, kind: "exchange", sourceId: null, text, ts: i }));
  store.add({ chatId: CHAT + 1, conversationId: 1, kind: "exchange", sourceId: null, text: "User: 비트코인 다른 채팅\nAssistant: 다른 사람의 대화", ts: 9 });
  const log = captureLog().log;
  const indexer = createIndexer({ store, vectors, embedder: createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 2000 }), local: createOllamaLocalModel({ host: ollama.host, model: "fake", timeoutMs: 2000 }), clock: { now: () => Date.now() }, log });
  await indexer.drain();
});
afterAll(async () => {
  await ollama.close();
});

async function embed(text: string): Promise<Float32Array> {
  const r = await createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 2000 }).embed([text]);
  if (!r.ok) throw new Error(r.error);
  return r.value.vectors[0] as Float32Array;
}

describe("Korean full-text terms", () => {
  it("indexes Hangul as bigrams so particles and 2-syllable words match", () => {
    expect(termsOf("비트코인은 운동")).toEqual(["비트", "트코", "코인", "인은", "운동"]);
    expect(termsOf("GPT4는 좋다")).toEqual(["gpt4", "는", "좋다"]);
  });
});

describe("hybrid search", () => {
  it("finds the 비트코인 exchange by text and by vector, scored, in this chat only", async () => {
    const r = hybridSearch({ chatId: CHAT, text: "비트코인 가격", vector: await embed("비트코인 가격"), limit: 3, minSimilarity: 0.1 }, { store, vectors });
    expect(r.mode).toBe("hybrid");
    expect(r.items[0]?.text).toContain("84,500달러");
    expect(r.items[0]?.via).toBe("both");
    expect(r.items[0]?.score).toBeGreaterThan(0.5);
    expect(r.items.every((i) => i.chatId === CHAT)).toBe(true);
    expect(r.items.map((i) => i.score)).toEqual([...r.items.map((i) => i.score)].sort((a, b) => b - a));
  });

  it("finds a two-syllable Korean word with a particle attached (운동을)", () => {
    const r = hybridSearch({ chatId: CHAT, text: "운동을", limit: 3, minSimilarity: 0.1 }, { store, vectors });
    expect(r.mode).toBe("fulltext");
    expect(r.items[0]?.text).toContain("스쿼트");
  });

  it("without a query vector (embeddings down) it still answers from full text", () => {
    const r = hybridSearch({ chatId: CHAT, text: "김치찌개 레시피", limit: 2, minSimilarity: 0.1 }, { store, vectors });
    expect(r.mode).toBe("fulltext");
    expect(r.items[0]?.text).toContain("신김치");
  });

  it("never mixes vectors of another dimension: a mismatched query vector is ignored", () => {
    const r = hybridSearch({ chatId: CHAT, text: "비트코인", vector: new Float32Array(64).fill(0.1), limit: 2, minSimilarity: 0.1 }, { store, vectors });
    expect(r.mode).toBe("fulltext");
  });
});

describe("an embedding model change", () => {
  it("is detected: the index is rebuilt with the new dimension and every item re-embedded", async () => {
    ollama.setEmbedDim(128);
    const log = captureLog();
    const indexer = createIndexer({ store, vectors, embedder: createOllamaEmbedder({ host: ollama.host, model: "fake-embed-v2", timeoutMs: 2000 }), local: createOllamaLocalModel({ host: ollama.host, model: "fake", timeoutMs: 2000 }), clock: { now: () => Date.now() }, log: log.log });
    store.add({ chatId: CHAT, conversationId: 1, kind: "exchange", sourceId: null, text: "User: 새 메모\nAssistant: 새 모델", ts: 99 });
    await indexer.drain();
    expect(vectors.shape()).toEqual({ model: "fake-embed-v2", dim: 128 });
    expect(store.pendingCount()).toBe(0);
    expect(log.text()).toContain("embedding model or dimension changed");
    const q = await createOllamaEmbedder({ host: ollama.host, model: "fake-embed-v2", timeoutMs: 2000 }).embed(["비트코인 가격"]);
    const r = hybridSearch({ chatId: CHAT, text: "비트코인 가격", vector: q.ok ? q.value.vectors[0] : undefined, limit: 1, minSimilarity: 0.1 }, { store, vectors });
    expect(r.mode).toBe("hybrid");
    expect(r.items[0]?.text).toContain("비트코인");
    const count = db.prepare("SELECT COUNT(*) AS n FROM memory_vectors").get() as { n: number };
    expect(count.n).toBe(TEXTS.length + 2);
    ollama.setEmbedDim(256);
  });
});
