// The pre-reply chain (seed 003): resolve ∥ lookup check ∥ embedding of the raw words,
// then recall with the resolved message, then the sufficiency/skill decision. Independent
// calls run concurrently: on a plain turn two local calls sit on the critical path.
import type { Embedder, LocalModel } from "../llm/local-model.js";
import { type Log, timed } from "../log.js";
import type { MemoryStore } from "../memory/store.js";
import type { VectorIndex } from "../memory/vector-index.js";
import type { Catalog } from "../tools/catalog.js";
import { checkLookup, decide, type Decision, type Lookup } from "./decide.js";
import type { LoadedHistory } from "./history.js";
import { recall, type RecallResult } from "./recall.js";
import { type Resolution, resolveMessage } from "./resolve.js";
import type { TurnTrace } from "./trace.js";

export interface PreReply {
  resolution: Resolution;
  recalled: RecallResult;
  lookup: Lookup;
  decision: Decision;
}

export interface PreReplyDeps {
  local: LocalModel;
  embedder: Embedder;
  memory: MemoryStore;
  vectors: VectorIndex;
  localTimeoutMs: number;
  minSimilarity: number;
  log: Log;
  /** Time zone for time words in the question ("yesterday", "지난주"). */
  timeZone?: string;
}

export async function preReply(
  input: { chatId: number; conversationId: number; text: string; source: "user" | "schedule"; history: LoadedHistory; catalog: Catalog; now?: number },
  d: PreReplyDeps,
): Promise<PreReply> {
  const { text, log } = { text: input.text, log: d.log };
  const embed = async (t: string): Promise<Float32Array | undefined> => {
    const r = await d.embedder.embed([t], d.localTimeoutMs);
    if (!r.ok) {
      log.info({ error: r.error }, "query embedding unavailable: recall uses full text only");
      return undefined;
    }
    return r.value.vectors[0];
  };
  const resolveP: Promise<Resolution> =
    input.source === "user"
      ? timed(log, "resolve", () => resolveMessage({ text, recent: input.history.exchanges.slice(-2) }, { local: d.local, timeoutMs: d.localTimeoutMs }))
      : Promise.resolve({ message: text, resolved: false, reason: "scheduled prompt" });
  const lookupP = timed(log, "lookup", () => checkLookup(text, { local: d.local, timeoutMs: d.localTimeoutMs, hasSkills: input.catalog.skills.length > 0 }));
  const rawVectorP = timed(log, "embed", () => embed(text));
  const resolution = await resolveP;
  // The raw words' embedding is reused unless the resolver rewrote them.
  const vector = resolution.message === text ? await rawVectorP : await timed(log, "embed-resolved", () => embed(resolution.message));
  const excludeIds = d.memory.visibleIds(input.conversationId, input.history.sinceTurnId, input.history.sinceMessageId);
  const recalled = await timed(log, "recall", async () =>
    recall(
      { chatId: input.chatId, query: resolution.message, vector, excludeIds, ...(input.now !== undefined ? { now: input.now } : {}) },
      { store: d.memory, vectors: d.vectors, minSimilarity: d.minSimilarity, log, ...(d.timeZone ? { timeZone: d.timeZone } : {}) },
    ),
  );
  const lookup = await lookupP;
  const decision = await timed(log, "decide", () => decide({ message: resolution.message, lookup, recall: recalled, catalog: input.catalog }, { local: d.local, timeoutMs: d.localTimeoutMs }));
  return { resolution, recalled, lookup, decision };
}

export function preReplyTrace(p: PreReply): Pick<TurnTrace, "resolved" | "recall" | "decision"> {
  return {
    resolved: { message: p.resolution.message, resolved: p.resolution.resolved, reason: p.resolution.reason },
    recall: {
      mode: p.recalled.mode,
      items: p.recalled.items.map((i) => ({ id: i.id, score: i.score, tags: i.tags, via: i.via, kind: i.kind, preview: i.text.slice(0, 100) })),
      expandedTags: p.recalled.expansion.expand,
      genericTags: p.recalled.expansion.generic,
    },
    decision: {
      lookup: p.lookup.value === null ? "unknown" : `${p.lookup.value ? "yes" : "no"} (${p.lookup.via})`,
      sufficient: p.decision.sufficient,
      skill: p.decision.skill,
      inject: p.decision.inject,
      reason: p.decision.reason,
    },
  };
}
