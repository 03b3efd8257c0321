// `npm run memory -- import` at 10,000 exchanges: how long the import takes beyond the
// embedding and tagging calls themselves (the fake Ollama answers at once; its time, with
// HTTP and JSON of 1024-dim vectors, is counted as "calls"). The import uses the same code
// as the CLI (importFile, then the indexer's drain with the CLI's batch size).
import fs from "node:fs";
import path from "node:path";
import { IMPORT_EMBED_BATCH, importFile } from "../src/cli/memory.js";
import { migrate } from "../src/db/migrate.js";
import { openDatabase } from "../src/db/open.js";
import { createOllamaEmbedder, createOllamaLocalModel, type Embedder, type LocalModel } from "../src/llm/local-model.js";
import { createIndexer } from "../src/memory/indexer.js";
import { createMemoryStore } from "../src/memory/store.js";
import { createVectorIndex } from "../src/memory/vector-index.js";
import { startFakeOllama } from "../test/fakes/ollama.js";
import { tempDir } from "../test/support/harness.js";
import { captureLog } from "../test/support/log.js";
import { round } from "./stats.js";

const TOPICS = ["비트코인 가격", "운동 계획", "김치찌개 레시피", "여행 일정", "날씨", "주식", "독서 목록", "piano practice", "garden", "python script"];

export function writeExchanges(file: string, n: number, chats = 5): void {
  const lines: string[] = [];
  const start = Date.parse("2025-01-01T00:00:00Z");
  for (let i = 0; i < n; i++) {
    const chat = 1000 + (i % chats);
    // About ten exchanges per conversation: a gap of a day after every tenth.
    const k = Math.floor(i / chats);
    const ts = start + k * 60_000 + Math.floor(k / 10) * 86_400_000;
    const topic = TOPICS[(Math.floor(k / 10) + chat) % TOPICS.length];
    lines.push(JSON.stringify({ chat_id: chat, ts, user: `${topic} 질문 ${i}: 어떻게 생각해?`, assistant: `${topic}에 대한 답변 ${i}. Here is what I know about it, in a few sentences of ordinary length.` }));
  }
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
}

function timedPorts(embedder: Embedder, local: LocalModel) {
  const spent = { embedMs: 0, embedCalls: 0, localMs: 0, localCalls: 0 };
  const e: Embedder = {
    model: embedder.model,
    async embed(texts, t) {
      const t0 = performance.now();
      try {
        return await embedder.embed(texts, t);
      } finally {
        spent.embedMs += performance.now() - t0;
        spent.embedCalls++;
      }
    },
  };
  const l: LocalModel = {
    async structured(req) {
      const t0 = performance.now();
      try {
        return await local.structured(req);
      } finally {
        spent.localMs += performance.now() - t0;
        spent.localCalls++;
      }
    },
    generate: (req) => local.generate(req),
  };
  return { e, l, spent };
}

export async function benchImport(n = 10_000) {
  const ollama = await startFakeOllama({ embedDim: 1024 });
  const dir = tempDir("bench-import-");
  const file = path.join(dir, "chats.jsonl");
  writeExchanges(file, n);
  const db = openDatabase(path.join(dir, "assistant.db"));
  migrate(db);
  const vectors = createVectorIndex(db);
  const store = createMemoryStore(db, vectors);
  const { e, l, spent } = timedPorts(
    createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 30_000 }),
    createOllamaLocalModel({ host: ollama.host, model: "fake-local", timeoutMs: 30_000 }),
  );
  const t0 = performance.now();
  const r = await importFile(file, db, store);
  const stored = performance.now() - t0;
  const indexer = createIndexer({ store, vectors, embedder: e, local: l, clock: { now: () => Date.now() }, log: captureLog({ level: "warn" }).log, batchSize: IMPORT_EMBED_BATCH });
  await indexer.drain();
  const total = performance.now() - t0;
  const calls = spent.embedMs + spent.localMs;
  const pendingAfter = store.pendingCount();
  db.close();
  await ollama.close();
  return {
    exchanges: r.imported,
    conversations: r.conversations,
    pendingAfter,
    storeMs: round(stored, 0),
    totalMs: round(total, 0),
    insideCallsMs: round(calls, 0),
    beyondCallsMs: round(total - calls, 0),
    embedCalls: spent.embedCalls,
    tagCalls: spent.localCalls,
  };
}
