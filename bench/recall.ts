// Recall latency at 1k, 10k and 100k stored exchanges with 1024-dim vectors, and recall@10
// of the IVF vector index (probing the nearest cells) against an exact scan of every vector
// at the largest size. Vectors are clustered (topics plus noise), like real embeddings.
// The memory and its questions are built by the functions below from the code they are
// given, so bench/recall-compare.ts can build the same memory with another commit's code.
import path from "node:path";
import { migrate } from "../src/db/migrate.js";
import { openDatabase } from "../src/db/open.js";
import { createMemoryStore } from "../src/memory/store.js";
import { createVectorIndex, toF32 } from "../src/memory/vector-index.js";
import { recall } from "../src/pipeline/recall.js";
import { captureLog } from "../test/support/log.js";
import { tempDir } from "../test/support/harness.js";
import { round, summary } from "./stats.js";

const DIM = 1024;
const CHAT = 1;
const TOPICS = ["비트코인", "운동", "요리", "여행", "날씨", "주식", "독서", "음악", "영화", "건강", "자전거", "고양이", "회사", "가족", "정원", "coffee", "python", "football", "garden", "piano"];
const WORDS = ["가격", "오늘", "내일", "추천", "방법", "기록", "계획", "이야기", "질문", "답변", "price", "plan", "note", "idea", "list", "today", "morning", "evening"];

/** The memory functions a recall benchmark drives: this tree's, or another commit's (recall-compare.ts). */
export interface MemoryCode {
  openDatabase: typeof openDatabase;
  migrate: typeof migrate;
  createVectorIndex: typeof createVectorIndex;
  createMemoryStore: typeof createMemoryStore;
  recall: typeof recall;
}

export const THIS_TREE: MemoryCode = { openDatabase, migrate, createVectorIndex, createMemoryStore, recall };

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return (s & 0xfffffff) / 0x10000000;
  };
}

function gaussian(r: () => number): number {
  return Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(2 * Math.PI * r());
}

function normalize(v: Float32Array): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) / n;
  return v;
}

/** 200 topic centroids and a noise source; every world made from one seed yields the same memory and questions. */
export function recallWorld(seed = 42) {
  const r = rng(seed);
  const centroids = Array.from({ length: 200 }, () => normalize(Float32Array.from({ length: DIM }, () => gaussian(r))));
  const vectorFor = (topic: number) => {
    const c = centroids[topic] as Float32Array;
    // Noise of about the centroid's length: same-topic vectors have cosine ~0.6, like real embeddings.
    return normalize(Float32Array.from(c, (x) => x + 0.8 * gaussian(r) / Math.sqrt(DIM)));
  };
  return { r, centroids, vectorFor };
}
export type RecallWorld = ReturnType<typeof recallWorld>;

/** A memory of n exchanges (10 per conversation, tagged), vectors stored and cells trained. */
export async function buildRecallMemory(code: MemoryCode, world: RecallWorld, n: number) {
  const db = code.openDatabase(path.join(tempDir("bench-recall-"), "m.db"));
  code.migrate(db);
  const vectors = code.createVectorIndex(db);
  const store = code.createMemoryStore(db, vectors);
  vectors.ensure({ model: "bench", dim: DIM });
  const t0 = performance.now();
  const convs = Math.ceil(n / 10);
  db.transaction(() => {
    const insConv = db.prepare("INSERT INTO conversations (id, chat_id, started_at, last_activity) VALUES (?, ?, 0, ?)");
    for (let c = 1; c <= convs; c++) {
      insConv.run(c, CHAT, c);
      const topic = c % world.centroids.length;
      store.setTags(c, [TOPICS[topic % TOPICS.length] as string, WORDS[c % WORDS.length] as string], c);
    }
    for (let i = 0; i < n; i++) {
      const conv = Math.floor(i / 10) + 1;
      const topic = conv % world.centroids.length;
      const t = TOPICS[topic % TOPICS.length] as string;
      const text = `User: ${t} ${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} #${i}\nAssistant: ${t}에 대한 답변 ${WORDS[(i * 3) % WORDS.length]} ${i % 97}`;
      const id = store.add({ chatId: CHAT, conversationId: conv, kind: "exchange", sourceId: null, text, ts: i });
      vectors.upsert(id, CHAT, world.vectorFor(topic));
      store.markEmbedded(id, true);
    }
  })();
  const buildMs = performance.now() - t0;
  const t1 = performance.now();
  let cells = 0;
  while (vectors.needsTraining(CHAT)) cells = (await vectors.train(CHAT)).cells;
  const trainMs = performance.now() - t1;
  const log = captureLog({ level: "warn" }).log;
  return {
    db, store, vectors, buildMs, trainMs, cells,
    ask: (q: RecallQuestion) => code.recall({ chatId: CHAT, query: q.text, vector: q.v }, { store, vectors, minSimilarity: 0.3, log }),
  };
}

export interface RecallQuestion {
  v: Float32Array;
  text: string;
}

/** Questions about a random topic, in its words ("비트코인 가격 어떻게 됐지?"). */
export function recallQuestions(world: RecallWorld, count: number): RecallQuestion[] {
  return Array.from({ length: count }, (_, q) => {
    const topic = Math.floor(world.r() * world.centroids.length);
    return { v: world.vectorFor(topic), text: `${TOPICS[topic % TOPICS.length]} ${WORDS[q % WORDS.length]} 어떻게 됐지?` };
  });
}

export async function benchRecall(sizes = [1000, 10_000, 100_000], queries = 100) {
  const world = recallWorld();
  const results: Record<string, unknown> = {};
  for (const n of sizes) {
    const m = await buildRecallMemory(THIS_TREE, world, n);
    const times: number[] = [];
    const questions = recallQuestions(world, queries);
    for (const q of questions.slice(0, 5)) m.ask(q);
    // Interleaved, so both see the same load on a shared machine.
    const vecTimes: number[] = [];
    for (const q of questions) {
      let s = performance.now();
      m.ask(q);
      times.push(performance.now() - s);
      s = performance.now();
      m.vectors.search(CHAT, q.v, 10);
      vecTimes.push(performance.now() - s);
    }
    const entry: Record<string, unknown> = { buildSeconds: round(m.buildMs / 1000, 1), trainSeconds: round(m.trainMs / 1000, 1), cells: m.cells, recallMs: summary(times), vectorSearchOnlyMs: summary(vecTimes) };
    if (n === sizes.at(-1)) {
      // recall@10: quantized coarse scan + exact rerank, against an exact scan of every vector.
      const all = m.db.prepare("SELECT rowid, embedding FROM vec_memory").all() as Array<{ rowid: number; embedding: Buffer }>;
      const exact = all.map((row) => ({ id: row.rowid, v: Float32Array.from(toF32(row.embedding)) }));
      let hit = 0;
      const sample = questions.slice(0, 30);
      for (const q of sample) {
        const truth = exact
          .map((e) => {
            let d = 0;
            for (let i = 0; i < DIM; i++) d += (e.v[i] as number) * (q.v[i] as number);
            return { id: e.id, d };
          })
          .sort((a, b) => b.d - a.d)
          .slice(0, 10)
          .map((x) => x.id);
        const got = new Set(m.vectors.search(CHAT, q.v, 10).map((x) => x.id));
        hit += truth.filter((id) => got.has(id)).length;
      }
      entry.recallAt10VsExact = round(hit / (sample.length * 10), 3);
    }
    results[`${n}`] = entry;
    m.db.close();
  }
  return { dim: DIM, recall: results };
}
