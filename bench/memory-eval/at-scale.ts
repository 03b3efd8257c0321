// The memory benchmark in a large memory: one split of the generated diary, imported as in
// run.ts, among 82 copies of its own exchanges in other chats (~95k items). Every term's
// document frequency is then 83 times larger, as in a long-lived memory: the people's names
// are in ~2,500 items, "what" in ~3,800, "the" in ~25,000, so the full-text postings budget
// (src/memory/text-plan.ts) decides what a question reads. The copies are interleaved with
// the split's own items (each real item follows its copies), so one chat's items spread over
// the whole id range as in a real memory. Chats 1 and 2 are asked, through the lookup behind
// `npm run memory -- search`; the copies never appear (other chats) but weigh in bm25's idf
// and in the cost. Compared, interleaved per question: the project's budget, the previous
// rule (terms rarest first up to 5,000 postings, nothing past them) and no budget at all.
import { createMemoryStore } from "../../src/memory/store.js";
import { TEXT_BUDGET, type TextBudget } from "../../src/memory/text-plan.js";
import { toF32 } from "../../src/memory/vector-index.js";
import { DEFAULT_MEMORY_MIN_SIMILARITY } from "../../src/config.js";
import { lookupMemory } from "../../src/pipeline/recall.js";
import { round } from "../stats.js";
import type { EvalQuestion, EvalSet } from "./dataset.js";
import { loadSet, score } from "./run.js";

export const COPIES = 82;

/** The people of the generated diary (bench/memory-eval/dataset.ts): questions naming one. */
const PEOPLE = ["Anna", "Marco", "Laura", "Priya", "Tom", "Yuki", "Daniel", "Sofia", "Ben", "Grace", "Omar", "Hannah", "민수", "지영", "수진", "하준", "서연", "태호", "은비", "도윤"];

export const BUDGETS: Record<string, TextBudget> = {
  project: TEXT_BUDGET,
  "previous rule (5,000 postings, nothing past)": { postings: 5000, rarest: Number.MAX_SAFE_INTEGER, newest: 0, boost: 0 },
  "no budget (every term, whole)": { postings: Number.MAX_SAFE_INTEGER, rarest: Number.MAX_SAFE_INTEGER, newest: 0, boost: 0 },
};

export async function evaluateAtScale(set: EvalSet, copies = COPIES) {
  const L = await loadSet(set);
  const { db, vectors, log, embedder } = L;
  const t0 = performance.now();
  const writer = createMemoryStore(db, vectors);
  const items = db.prepare("SELECT id, chat_id, conversation_id, kind, source_id, text, ts, embed_state FROM memory_items ORDER BY id").all() as Array<{
    id: number; chat_id: number; conversation_id: number; kind: "exchange"; source_id: number | null; text: string; ts: number; embed_state: string;
  }>;
  const vectorOf = db.prepare<[bigint], { embedding: Buffer }>("SELECT embedding FROM vec_memory WHERE rowid = ?");
  const setState = db.prepare("UPDATE memory_items SET embed_state = ? WHERE id = ?");
  const drop = db.transaction((id: number) => {
    db.prepare("DELETE FROM memory_fts WHERE rowid = ?").run(id);
    db.prepare("DELETE FROM memory_items WHERE id = ?").run(id);
    vectors.remove([id]);
  });
  db.transaction(() => {
    for (const it of items) {
      for (let k = 1; k <= copies; k++) writer.add({ chatId: it.chat_id + 100 * k, conversationId: -k, kind: "exchange", sourceId: null, text: it.text, ts: it.ts });
      const v = vectorOf.get(BigInt(it.id));
      const id = writer.add({ chatId: it.chat_id, conversationId: it.conversation_id, kind: it.kind, sourceId: it.source_id, text: it.text, ts: it.ts });
      if (v) vectors.upsert(id, it.chat_id, Float32Array.from(toF32(v.embedding)));
      setState.run(it.embed_state, id);
      drop(it.id);
    }
  })();
  const buildSeconds = (performance.now() - t0) / 1000;
  const vecs = new Map<string, Float32Array | undefined>();
  for (const q of set.questions) {
    const r = await embedder.embed([q.question]);
    vecs.set(q.id, r.ok ? r.value.vectors[0] : undefined);
  }
  const runs = Object.entries(BUDGETS).map(([name, textBudget]) => ({ name, store: createMemoryStore(db, vectors, { textBudget }), ranked: new Map<string, string[]>(), ms: [] as number[] }));
  for (const [i, q] of set.questions.entries())
    for (let j = 0; j < runs.length; j++) {
      // Rotating order: each budget runs first as often as the others (same load, same caches).
      const r = runs[(i + j) % runs.length] as (typeof runs)[number];
      const t1 = performance.now();
      const res = await lookupMemory(q.question, { chatIds: [1, 2], limit: 10, now: set.now }, { store: r.store, vectors, log, embed: async () => vecs.get(q.id), minSimilarity: DEFAULT_MEMORY_MIN_SIMILARITY });
      r.ms.push(performance.now() - t1);
      r.ranked.set(q.id, res.items.map((it) => `${it.chatId}:${it.ts}`));
    }
  await L.ollama.close();
  db.close();
  const named = (q: EvalQuestion) => PEOPLE.some((p) => q.question.includes(p));
  const kinds = [...new Set(set.questions.map((q) => `${q.lang}-${q.type}`))].sort();
  const table: Record<string, unknown> = {};
  for (const r of runs) {
    const sorted = [...r.ms].sort((a, b) => a - b);
    table[r.name] = {
      ...score(set.questions, r.ranked),
      namedQuestions: score(set.questions.filter(named), r.ranked),
      recallAt10ByType: Object.fromEntries(kinds.map((k) => [k, score(set.questions.filter((q) => `${q.lang}-${q.type}` === k), r.ranked).recallAt10])),
      msPerQuestionP50: round(sorted[Math.floor(sorted.length / 2)] as number, 1),
    };
  }
  return { items: items.length * (copies + 1), namedQuestions: set.questions.filter(named).length, buildSeconds: round(buildSeconds, 1), scores: table };
}
