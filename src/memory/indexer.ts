// Background indexing, off the reply's critical path: embeds pending memory items into
// sqlite-vec and tags conversations with the local model. Durable: the work list is the
// database (pending rows), so a restart simply continues. When embeddings fail the items
// stay pending, recall uses full text meanwhile, and the log says so once.
import { z } from "zod";
import type { Clock } from "../clock.js";
import type { Embedder, LocalModel } from "../llm/local-model.js";
import type { Log } from "../log.js";
import type { MemoryStore } from "./store.js";
import type { VectorIndex } from "./vector-index.js";

export const TagsSchema = z.object({ tags: z.array(z.string()) });

export const TAG_PROMPT =
  "Give 1 to 5 short topic tags for this conversation: nouns in the conversation's own language " +
  '(e.g. "비트코인", "운동", "travel"). Avoid generic words such as 대화, 질문, 요약, chat, question. ' +
  'Answer as JSON {"tags": [...]}.';

export interface IndexerDeps {
  store: MemoryStore;
  vectors: VectorIndex;
  embedder: Embedder;
  local: LocalModel;
  clock: Clock;
  log: Log;
  batchSize?: number;
  idleMs?: number;
  retryMs?: number;
  /**
   * A conversation is tagged once it has been quiet this long, not after every exchange:
   * on an Ollama that runs one request at a time, a tag call started right after a reply
   * sits in front of the user's next message ("뭔데?") and delays its pre-reply calls.
   */
  tagQuietMs?: number;
}

export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().replace(/^#/, "").toLowerCase()).filter((t) => t.length > 0 && t.length <= 40))].slice(0, 5);
}

export function createIndexer(d: IndexerDeps) {
  const batchSize = d.batchSize ?? 16;
  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let embedDown = false;
  let backoffUntil = 0;

  async function embedBatch(): Promise<number> {
    if (d.clock.now() < backoffUntil) return 0;
    const items = d.store.pendingEmbeds(batchSize);
    if (items.length === 0) return 0;
    const r = await d.embedder.embed(items.map((i) => i.text));
    if (!r.ok) {
      if (!embedDown) d.log.warn({ error: r.error, pending: d.store.pendingCount() }, "embeddings unavailable: recall falls back to full-text search until Ollama answers");
      embedDown = true;
      backoffUntil = d.clock.now() + (d.retryMs ?? 30_000);
      return 0;
    }
    if (embedDown) d.log.info("embeddings available again");
    embedDown = false;
    const outcome = d.vectors.ensure({ model: r.value.model, dim: r.value.dim });
    if (outcome === "reset") {
      d.log.warn({ model: r.value.model, dim: r.value.dim, pending: d.store.pendingCount() }, "embedding model or dimension changed: re-embedding every memory (recall uses full text for items not yet re-embedded)");
      return 1;
    }
    d.store.saveEmbeddings(items.map((item, i) => ({ id: item.id, chatId: item.chatId, vector: r.value.vectors[i] as Float32Array })));
    for (const chatId of new Set(items.map((i) => i.chatId))) if (d.vectors.needsTraining(chatId)) trainQueue.add(chatId);
    return items.length;
  }

  // A chat whose memory grew enough gets its vector cells (re)trained, off the reply path,
  // a slice at a time so a stop is never held up for long.
  const trainQueue = new Set<number>();
  let checkedUnfinished = false;
  async function trainStep(): Promise<number> {
    if (!checkedUnfinished && d.vectors.shape()) {
      checkedUnfinished = true;
      for (const c of d.vectors.unfinishedTraining()) trainQueue.add(c);
    }
    const [chatId] = trainQueue;
    if (chatId === undefined) return 0;
    const t0 = Date.now();
    const r = await d.vectors.train(chatId, 2000, 5);
    if (r.done) {
      trainQueue.delete(chatId);
      d.log.info({ chatId, cells: r.cells, ms: Date.now() - t0 }, "memory vectors of this chat are clustered into cells");
    }
    return 1;
  }

  async function tagOne(anyTime: boolean): Promise<number> {
    // Oldest activity first: when that one is not quiet yet, none is.
    const [conv] = d.store.conversationsNeedingTags(1);
    if (!conv) return 0;
    if (!anyTime && conv.last_activity > d.clock.now() - (d.tagQuietMs ?? 30_000)) return 0;
    const texts = d.store.recentExchangeTexts(conv.id, 6).map((t) => t.slice(0, 600));
    const r = await d.local.structured({
      task: "tags",
      schema: TagsSchema,
      messages: [
        { role: "system", content: TAG_PROMPT },
        { role: "user", content: texts.join("\n---\n") },
      ],
      maxTokens: 64,
    });
    if (!r.ok) {
      d.log.debug({ conversationId: conv.id, error: r.error }, "tagging failed; will retry after the next exchange");
      // Mark as handled for this activity level so one bad conversation does not block the rest.
      d.store.setTags(conv.id, d.store.tagsOf(conv.id), conv.last_activity);
      return 1;
    }
    const merged = normalizeTags([...d.store.tagsOf(conv.id), ...r.value.tags]).slice(0, 8);
    d.store.setTags(conv.id, merged, conv.last_activity);
    return 1;
  }

  async function step(anyTime = false): Promise<number> {
    let n = 0;
    try {
      n += await embedBatch();
    } catch (err) {
      d.log.error({ err }, "embedding step failed");
    }
    try {
      n += await tagOne(anyTime);
    } catch (err) {
      d.log.error({ err }, "tagging step failed");
    }
    try {
      n += await trainStep();
    } catch (err) {
      d.log.error({ err }, "vector training step failed");
    }
    return n;
  }

  return {
    start(): void {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          const n = await step();
          if (n === 0 && running)
            await new Promise<void>((r) => {
              const t = setTimeout(r, d.idleMs ?? 15_000);
              wake = () => {
                clearTimeout(t);
                r();
              };
            });
        }
      })();
    },
    /** New work arrived (an exchange was stored). */
    kick(): void {
      wake?.();
    },
    /** Runs until nothing is left (tests and the import command). */
    async drain(): Promise<void> {
      backoffUntil = 0;
      for (let i = 0; i < 10_000; i++) if ((await step(true)) === 0) return;
    },
    async stop(): Promise<void> {
      running = false;
      wake?.();
      await loop;
    },
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
