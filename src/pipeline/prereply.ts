// The pre-reply chain (seed 003): resolve, recall, and the two-step decision, arranged so a
// plain turn waits for one local generation call, not two (issue 14).
//
//   resolve(raw)  ─────────────────────────────┐ keeps the words -> the speculative branch stands
//   embed(raw) -> recall(raw) -> sufficiency(raw)  (speculative)
//                                └> lookup(raw)   (only if no keyword decides; cancelled when
//                                                  the sufficiency answer makes it moot)
//   resolver rewrote -> cancel the speculative call; embed, recall and ask again on the rewrite
//                       (and a lookup check not yet answered goes out again behind it)
//
// Decisions are the sequential chain's: the resolver's rules, recall on the resolved
// message, the lookup check on the user's own words, and combineDecision applied to the
// same answers. What changes is when calls start, and which calls are cancelled or skipped
// because their answer could not change the outcome. A one-slot Ollama (the default on a
// CPU) answers requests in order: the sufficiency request is sent before the lookup request,
// so when it comes back "not sufficient" the queued lookup is dropped instead of run.
import type { Embedder, LocalModel } from "../llm/local-model.js";
import { type Log, timed } from "../log.js";
import type { MemoryStore } from "../memory/store.js";
import type { VectorIndex } from "../memory/vector-index.js";
import type { Catalog } from "../tools/catalog.js";
import { askSufficiency, checkLookup, combineDecision, type Decision, type Lookup, lookupMatters, lookupWithoutModel, MOOT_LOOKUP, type SufficiencyAnswer } from "./decide.js";
import type { LoadedHistory } from "./history.js";
import { recall, type RecallResult } from "./recall.js";
import { type Resolution, resolveMessage } from "./resolve.js";
import { isSocialFormula } from "./social.js";
import type { TurnTrace } from "./trace.js";

export interface PreReply {
  resolution: Resolution;
  recalled: RecallResult;
  lookup: Lookup;
  decision: Decision;
  /** kept: the decision asked on the raw words stood; redone: asked again on the rewrite. */
  speculation: "kept" | "redone";
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

export interface PreReplyInput {
  chatId: number;
  conversationId: number;
  text: string;
  source: "user" | "schedule";
  history: LoadedHistory;
  catalog: Catalog;
  /** When the message arrived: time words ("yesterday", "지난주") are read against it. */
  now?: number;
}

/** The abort reason for calls whose answer is no longer needed (a DOMException per abort is costly). */
const NOT_NEEDED = new Error("not needed");

/** A lookup check in flight: cancellable, with its answer once it came. */
interface PendingLookup {
  cancel: AbortController;
  answer: Promise<Lookup>;
  value?: Lookup;
}

/** Recall and the sufficiency question for one reading of the message. */
interface Branch {
  recalled: RecallResult;
  answer: Promise<SufficiencyAnswer>;
}

export async function preReply(input: PreReplyInput, d: PreReplyDeps): Promise<PreReply> {
  const { text, catalog } = input;
  const log = d.log;
  const excludeIds = d.memory.visibleIds(input.conversationId, input.history.sinceTurnId, input.history.sinceMessageId);
  const embed = async (t: string): Promise<Float32Array | undefined> => {
    const r = await d.embedder.embed([t], d.localTimeoutMs);
    if (!r.ok) {
      log.info({ error: r.error }, "query embedding unavailable: recall uses full text only");
      return undefined;
    }
    return r.value.vectors[0];
  };
  const branch = async (message: string, vectorP: Promise<Float32Array | undefined>, signal?: AbortSignal): Promise<Branch> => {
    const vector = await vectorP;
    const recalled = await timed(log, "recall", async () =>
      recall(
        { chatId: input.chatId, query: message, vector, excludeIds, ...(input.now !== undefined ? { now: input.now } : {}) },
        { store: d.memory, vectors: d.vectors, minSimilarity: d.minSimilarity, log, ...(d.timeZone ? { timeZone: d.timeZone } : {}) },
      ),
    );
    // Nothing to judge and a message no skill can serve: the call could not change the outcome.
    const answer: Promise<SufficiencyAnswer> =
      recalled.items.length === 0 && isSocialFormula(message)
        ? Promise.resolve({ via: "skipped", reason: "a greeting or thanks with nothing recalled" })
        : askSufficiency({ message, recall: recalled, catalog }, { local: d.local, timeoutMs: d.localTimeoutMs, ...(signal ? { signal } : {}) });
    return { recalled, answer };
  };

  const resolveP: Promise<Resolution> =
    input.source === "user"
      ? timed(log, "resolve", () => resolveMessage({ text, recent: input.history.exchanges.slice(-2) }, { local: d.local, timeoutMs: d.localTimeoutMs }))
      : Promise.resolve({ message: text, resolved: false, reason: "scheduled prompt" });
  // Speculation: the decision on the raw words, started with the resolver.
  const speculative = new AbortController();
  const rawBranchP = branch(text, timed(log, "embed", () => embed(text)), speculative.signal);
  // Abandoned when the resolver rewrites: a failure there must not surface as unhandled.
  rawBranchP.catch(() => undefined);
  // Step 1 on the user's own words; the model is asked only when no keyword decides, and
  // only after the sufficiency request is out.
  const fastLookup = lookupWithoutModel(text, catalog.skills.length > 0);
  const askLookup = (after: Promise<unknown>): PendingLookup => {
    const pending: PendingLookup = { cancel: new AbortController(), answer: Promise.resolve(MOOT_LOOKUP) };
    pending.answer = after
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => timed(log, "lookup", () => checkLookup(text, { local: d.local, timeoutMs: d.localTimeoutMs, hasSkills: true, signal: pending.cancel.signal })))
      .then((l) => (pending.value = l));
    return pending;
  };
  let pendingLookup = fastLookup ? undefined : askLookup(rawBranchP);

  const resolution = await resolveP;
  let chosen: Branch;
  let speculation: PreReply["speculation"] = "kept";
  if (resolution.message === text) chosen = await rawBranchP;
  else {
    // The rewrite changes the question: the raw words' answer is stale.
    speculation = "redone";
    speculative.abort(NOT_NEEDED);
    const redoneP = branch(resolution.message, timed(log, "embed-resolved", () => embed(resolution.message)));
    // A one-slot Ollama answers in order: put the lookup check behind the new decision
    // again, so "not sufficient" can still drop it unrun.
    if (pendingLookup && !pendingLookup.value) {
      pendingLookup.cancel.abort(NOT_NEEDED);
      pendingLookup = askLookup(redoneP);
    }
    chosen = await redoneP;
  }
  const answer = await timed(log, "decide", () => chosen.answer);
  let lookup: Lookup;
  if (!pendingLookup) lookup = fastLookup as Lookup;
  else if (lookupMatters(answer, chosen.recalled, catalog)) lookup = await pendingLookup.answer;
  else {
    // Cannot change the decision: use it if it already came, else drop the call.
    lookup = pendingLookup.value ?? MOOT_LOOKUP;
    if (!pendingLookup.value) pendingLookup.cancel.abort(NOT_NEEDED);
  }
  const decision = combineDecision(lookup, answer, chosen.recalled, catalog);
  return { resolution, recalled: chosen.recalled, lookup, decision, speculation };
}

export function preReplyTrace(p: PreReply): Pick<TurnTrace, "resolved" | "recall" | "decision"> {
  const lookup =
    p.lookup.via === "moot" ? "not needed" : p.lookup.value === null ? "unknown" : `${p.lookup.value ? "yes" : "no"} (${p.lookup.via})`;
  return {
    resolved: { message: p.resolution.message, resolved: p.resolution.resolved, reason: p.resolution.reason },
    recall: {
      mode: p.recalled.mode,
      items: p.recalled.items.map((i) => ({ id: i.id, score: i.score, tags: i.tags, via: i.via, kind: i.kind, preview: i.text.slice(0, 100) })),
      expandedTags: p.recalled.expansion.expand,
      genericTags: p.recalled.expansion.generic,
    },
    decision: {
      lookup,
      sufficient: p.decision.sufficient,
      skill: p.decision.skill,
      inject: p.decision.inject,
      reason: p.decision.reason,
    },
  };
}
