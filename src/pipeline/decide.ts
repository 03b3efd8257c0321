// Decide (seed 003 §3): answer from memory, or run a skill.
// Step 1: is this an explicit lookup request? Keywords first, the local model when unclear.
//         YES means tools, however rich the context.
// Step 2: one local call: is the gathered context sufficient, and which skill fits?
// SUFFICIENT injects the context and no skill body; INSUFFICIENT injects the skill body and
// NOT the context ("yesterday's price" is how lies start). Never both. Any failure degrades
// to "not sufficient" without stopping the turn.
// The two questions are asked independently (askSufficiency, checkLookup) and combined by a
// pure function (combineDecision), so they can run at the same time; lookupMatters says
// when step 1's answer cannot change the outcome and its call can be cancelled.
import { z } from "zod";
import type { LocalModel } from "../llm/local-model.js";
import type { Catalog } from "../tools/catalog.js";
import type { RecallResult } from "./recall.js";

export const LookupSchema = z.object({ lookup: z.boolean() });
export const SufficiencySchema = z.object({ sufficient: z.boolean(), skill: z.string() });

const LOOKUP_WORDS = [
  "찾아봐", "찾아 봐", "찾아줘", "찾아 줘", "검색해", "검색 해", "검색좀", "알아봐", "알아 봐", "알아봐줘", "확인해봐", "확인해 봐",
  "살펴봐", "조회해", "최신", "브라우저로", "가져와", "불러와",
  "search", "look up", "look it up", "lookup", "google it", "find out", "check online", "latest", "fetch",
];

export interface Lookup {
  value: boolean | null;
  /** `moot`: not asked (or its answer dropped) because it could not change the decision. */
  via: "keyword" | "model" | "no-skills" | "failed" | "moot";
  keyword?: string;
  ms?: number;
}

export interface Decision {
  lookup: Lookup;
  sufficient: boolean;
  skill: string | null;
  /** What goes into the request: the recalled context, the skill body, or neither. */
  inject: "context" | "skill" | "none";
  via: "model" | "skipped" | "failed";
  reason: string;
  ms?: number;
}

/** The local model's answer to step 2, before step 1 is applied. */
export type SufficiencyAnswer =
  | { via: "model"; sufficient: boolean; skill: string; ms: number }
  | { via: "failed"; reason: string; ms?: number }
  | { via: "skipped"; reason: string };

export function lookupKeyword(text: string): string | undefined {
  const t = text.toLowerCase();
  // A link in the message asks for that page: a lookup, whatever else is said.
  if (/https?:\/\/\S+/.test(t)) return "a link";
  return LOOKUP_WORDS.find((w) => t.includes(w));
}

export const MOOT_LOOKUP: Lookup = { value: null, via: "moot" };

/** Step 1 without the model: a keyword or a link decides, or there are no skills to use. */
export function lookupWithoutModel(text: string, hasSkills: boolean): Lookup | undefined {
  const kw = lookupKeyword(text);
  if (kw) return { value: true, via: "keyword", keyword: kw };
  if (!hasSkills) return { value: false, via: "no-skills" };
  return undefined;
}

export async function checkLookup(text: string, deps: { local: LocalModel; timeoutMs: number; hasSkills: boolean; signal?: AbortSignal }): Promise<Lookup> {
  const fast = lookupWithoutModel(text, deps.hasSkills);
  if (fast) return fast;
  const r = await deps.local.structured({
    task: "lookup",
    schema: LookupSchema,
    messages: [
      {
        role: "system",
        content:
          "Does the user explicitly ask you to look something up with a tool (search, fetch, check online, get the latest)? " +
          "A plain question is not a lookup request. Answer as JSON {\"lookup\": boolean}.",
      },
      { role: "user", content: text },
    ],
    maxTokens: 16,
    timeoutMs: deps.timeoutMs,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  if (!r.ok && r.reason === "cancelled") return MOOT_LOOKUP;
  return r.ok ? { value: r.value.lookup, via: "model", ms: r.ms } : { value: null, via: "failed", ms: r.ms };
}

function contextSummary(recall: RecallResult): string {
  if (recall.items.length === 0) return "(nothing recalled)";
  return recall.items
    .slice(0, 6)
    .map((i) => `- (${new Date(i.ts).toISOString().slice(0, 10)}) ${i.text.replace(/\s+/g, " ").slice(0, 220)}`)
    .join("\n");
}

/** Step 2: one local call — is the recalled context sufficient, and which skill fits? */
export async function askSufficiency(
  input: { message: string; recall: RecallResult; catalog: Catalog },
  deps: { local: LocalModel; timeoutMs: number; signal?: AbortSignal },
): Promise<SufficiencyAnswer> {
  const { recall, catalog } = input;
  if (catalog.skills.length === 0 && recall.items.length === 0) return { via: "skipped", reason: "no skills and nothing recalled" };
  const skills = catalog.skills.map((s) => `- ${s.name}: ${s.description}`).join("\n") || "(none)";
  const r = await deps.local.structured({
    task: "sufficiency",
    schema: SufficiencySchema,
    messages: [
      {
        role: "system",
        content:
          "Decide two things. 1) sufficient: can the user's question be answered correctly from the context alone? " +
          "Anything that asks for current or live data (prices now, today's news, the weather) is NOT sufficient from old context. " +
          '2) skill: if not sufficient, the one skill name from the list that can get what is missing, or "none". ' +
          'Answer as JSON {"sufficient": boolean, "skill": string}.',
      },
      { role: "user", content: `Skills:\n${skills}\n\nContext:\n${contextSummary(recall)}\n\nQuestion: ${input.message}` },
    ],
    maxTokens: 40,
    timeoutMs: deps.timeoutMs,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  if (!r.ok) return { via: "failed", reason: `local model ${r.reason}: treated as not sufficient`, ms: r.ms };
  return { via: "model", sufficient: r.value.sufficient, skill: r.value.skill, ms: r.ms };
}

function skillNamed(answer: SufficiencyAnswer, catalog: Catalog): string | null {
  if (answer.via !== "model") return null;
  const named = answer.skill.trim();
  return named !== "" && named.toLowerCase() !== "none" && catalog.get(named) ? named : null;
}

/**
 * Whether step 1's answer can change the decision. It only ever turns "sufficient" into
 * "not sufficient": that matters when the model said sufficient and there is context to
 * withhold or a skill to inject instead. Otherwise the lookup call can be cancelled.
 */
export function lookupMatters(answer: SufficiencyAnswer, recall: RecallResult, catalog: Catalog): boolean {
  return answer.via === "model" && answer.sufficient && (recall.items.length > 0 || skillNamed(answer, catalog) !== null);
}

/** Applies step 1 to step 2's answer: the decision, and what it injects. Pure. */
export function combineDecision(lookup: Lookup, answer: SufficiencyAnswer, recall: RecallResult, catalog: Catalog): Decision {
  if (answer.via === "skipped") return { lookup, sufficient: false, skill: null, inject: "none", via: "skipped", reason: answer.reason };
  if (answer.via === "failed") return { lookup, sufficient: false, skill: null, inject: "none", via: "failed", reason: answer.reason, ...(answer.ms !== undefined ? { ms: answer.ms } : {}) };
  const wantsTools = lookup.value === true;
  const lookupUnknown = lookup.value === null && lookup.via !== "moot";
  const skill = skillNamed(answer, catalog);
  const sufficient = answer.sufficient && !wantsTools && !lookupUnknown;
  const reason = wantsTools
    ? `explicit lookup request (${lookup.via === "keyword" ? `"${lookup.keyword}"` : "local model"}): tools, whatever the context`
    : lookupUnknown
      ? "lookup check failed: treated as not sufficient"
      : answer.sufficient
        ? "context is sufficient"
        : "context is not sufficient";
  let inject: Decision["inject"] = "none";
  if (sufficient && recall.items.length > 0) inject = "context";
  else if (!sufficient && skill) inject = "skill";
  return { lookup, sufficient, skill: sufficient ? null : skill, inject, via: "model", reason, ms: answer.ms };
}

/** Both steps in sequence (step 1's answer already known). */
export async function decide(
  input: { message: string; lookup: Lookup; recall: RecallResult; catalog: Catalog },
  deps: { local: LocalModel; timeoutMs: number },
): Promise<Decision> {
  return combineDecision(input.lookup, await askSufficiency(input, deps), input.recall, input.catalog);
}
