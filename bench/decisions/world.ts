// A scripted world for comparing pre-reply chains: real SQLite memory (sqlite-vec), the real
// ollama package against the fake Ollama, the repo's skills catalog, and a local model that
// answers every decision from the decision set's labels (cases.ts). Each case gets its own
// chat, with its memory in an earlier conversation, so cases cannot see each other.
import path from "node:path";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createOllamaEmbedder, createOllamaLocalModel } from "../../src/llm/local-model.js";
import { createMemoryStore, type MemoryStore } from "../../src/memory/store.js";
import { createVectorIndex, type VectorIndex } from "../../src/memory/vector-index.js";
import { checkLookup, decide, type Lookup } from "../../src/pipeline/decide.js";
import type { LoadedHistory } from "../../src/pipeline/history.js";
import { type PreReply, type PreReplyDeps, type PreReplyInput, preReply } from "../../src/pipeline/prereply.js";
import { recall } from "../../src/pipeline/recall.js";
import { type Resolution, resolveMessage } from "../../src/pipeline/resolve.js";
import { type Catalog, loadCatalog, whichOnPath } from "../../src/tools/catalog.js";
import { type ChatRecord, type FakeOllama, type OllamaChatBody, startFakeOllama } from "../../test/fakes/ollama.js";
import { REPO_SKILLS, tempDir } from "../../test/support/harness.js";
import { captureLog } from "../../test/support/log.js";
import type { DecisionCase } from "./cases.js";

/**
 * The chain as it was before issue 14 (kept here only to compare against): resolve ∥
 * lookup ∥ embedding, then recall on the resolved message, then the sufficiency call
 * after the lookup answer. Two local calls deep on a plain turn.
 */
export async function sequentialPreReply(input: PreReplyInput, d: PreReplyDeps): Promise<Pick<PreReply, "resolution" | "recalled" | "lookup" | "decision">> {
  const { text } = input;
  const embed = async (t: string) => {
    const r = await d.embedder.embed([t], d.localTimeoutMs);
    return r.ok ? r.value.vectors[0] : undefined;
  };
  const resolveP: Promise<Resolution> =
    input.source === "user"
      ? resolveMessage({ text, recent: input.history.exchanges.slice(-2) }, { local: d.local, timeoutMs: d.localTimeoutMs })
      : Promise.resolve({ message: text, resolved: false, reason: "scheduled prompt" });
  const lookupP: Promise<Lookup> = checkLookup(text, { local: d.local, timeoutMs: d.localTimeoutMs, hasSkills: input.catalog.skills.length > 0 });
  const rawVectorP = embed(text);
  const resolution = await resolveP;
  const vector = resolution.message === text ? await rawVectorP : await embed(resolution.message);
  const excludeIds = d.memory.visibleIds(input.conversationId, input.history.sinceTurnId, input.history.sinceMessageId);
  const recalled = recall({ chatId: input.chatId, query: resolution.message, vector, excludeIds }, { store: d.memory, vectors: d.vectors, minSimilarity: d.minSimilarity, log: d.log });
  const lookup = await lookupP;
  const decision = await decide({ message: resolution.message, lookup, recall: recalled, catalog: input.catalog }, { local: d.local, timeoutMs: d.localTimeoutMs });
  return { resolution, recalled, lookup, decision };
}

export type Chain = "sequential" | "new";

export interface World {
  ollama: FakeOllama;
  db: Db;
  memory: MemoryStore;
  vectors: VectorIndex;
  catalog: Catalog;
  deps: PreReplyDeps;
  /** Seeds a case's chat (memory in an earlier conversation) and returns its pre-reply input. */
  prepare(c: DecisionCase, index: number): Promise<PreReplyInput>;
  /** Runs one chain on one case with the scripted model answering for that case. */
  run(chain: Chain, c: DecisionCase, input: PreReplyInput): Promise<{ inject: string; skill: string | null; calls: ChatRecord[] }>;
  close(): Promise<void>;
}

const lastUser = (b: OllamaChatBody) => [...b.messages].reverse().find((m) => m.role === "user")?.content ?? "";

/** The scripted local model: answers each decision from the current case's labels. */
function script(ollama: FakeOllama, current: () => DecisionCase): void {
  ollama.on("resolve", (b) => {
    const c = current();
    const msg = /\[New message\]\n([\s\S]*)$/.exec(lastUser(b))?.[1] ?? "";
    return { content: c.rewrite ? { continuation: true, message: c.rewrite } : { continuation: false, message: msg } };
  });
  ollama.on("lookup", () => ({ content: { lookup: current().lookup ?? false } }));
  ollama.on("sufficiency", (b) => {
    const c = current();
    const user = lastUser(b);
    const question = /Question: ([\s\S]*)$/.exec(user)?.[1] ?? "";
    const context = /Context:\n([\s\S]*?)\n\nQuestion:/.exec(user)?.[1] ?? "";
    // The raw words of a follow-up mean nothing on their own.
    if (c.rewrite && question === c.text) return { content: { sufficient: false, skill: "none" } };
    return { content: { sufficient: c.knows !== undefined && context.includes(c.knows), skill: c.skill ?? "none" } };
  });
}

export async function createWorld(o: { minSimilarity?: number } = {}): Promise<World> {
  const ollama = await startFakeOllama({ embedDim: 64 });
  const db = openDatabase(path.join(tempDir("bench-decisions-"), "d.db"));
  migrate(db);
  const vectors = createVectorIndex(db);
  const memory = createMemoryStore(db, vectors);
  const log = captureLog({ level: "warn" }).log;
  const catalog = loadCatalog([REPO_SKILLS], { log, env: { PATH: process.env.PATH ?? "" }, which: whichOnPath(process.env.PATH) });
  const local = createOllamaLocalModel({ host: ollama.host, model: "scripted", timeoutMs: 10_000 });
  const embedder = createOllamaEmbedder({ host: ollama.host, model: "fake-embed", timeoutMs: 10_000 });
  const deps: PreReplyDeps = { local, embedder, memory, vectors, localTimeoutMs: 10_000, minSimilarity: o.minSimilarity ?? 0.2, log };
  let current: DecisionCase | undefined;
  script(ollama, () => current as DecisionCase);
  const insConv = db.prepare("INSERT INTO conversations (id, chat_id, started_at, last_activity) VALUES (?, ?, 0, 0)");

  return {
    ollama, db, memory, vectors, catalog, deps,
    async prepare(c, index) {
      const chatId = 10_000 + index;
      const earlier = chatId * 10;
      const now = chatId * 10 + 1;
      insConv.run(earlier, chatId);
      insConv.run(now, chatId);
      for (const [i, [user, assistant]] of (c.memory ?? []).entries()) {
        const id = memory.add({ chatId, conversationId: earlier, kind: "exchange", sourceId: null, text: `User: ${user}\nAssistant: ${assistant}`, ts: Date.UTC(2025, 10, 1 + i) });
        const e = await embedder.embed([`User: ${user}\nAssistant: ${assistant}`]);
        if (!e.ok) throw new Error(`embedding failed: ${e.error}`);
        vectors.ensure({ model: e.value.model, dim: e.value.dim });
        vectors.upsert(id, chatId, e.value.vectors[0] as Float32Array);
        memory.markEmbedded(id, true);
      }
      const history: LoadedHistory = {
        turns: [],
        exchanges: (c.history ?? []).map(([user, assistant]) => ({ user, assistant })),
        sinceTurnId: Number.MAX_SAFE_INTEGER,
        sinceMessageId: Number.MAX_SAFE_INTEGER,
        repairs: [],
      };
      return { chatId, conversationId: now, text: c.text, source: c.scheduled ? "schedule" : "user", history, catalog };
    },
    async run(chain, c, input) {
      current = c;
      const mark = ollama.chats.length;
      const r = chain === "new" ? await preReply(input, deps) : await sequentialPreReply(input, deps);
      return { inject: r.decision.inject, skill: r.decision.inject === "skill" ? r.decision.skill : null, calls: ollama.chats.slice(mark) };
    },
    async close() {
      db.close();
      await ollama.close();
    },
  };
}
