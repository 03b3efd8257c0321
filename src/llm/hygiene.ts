// Transcript hygiene (seed 004): in-memory repairs applied before every main-model call.
// The stored history is never rewritten here; every repair is reported so it can be logged.
import { createHash } from "node:crypto";
import type { IdPolicy, TranscriptPolicy } from "./provider-policy.js";
import type { ChatMessage } from "./types.js";

export type TurnEnd = "done" | "error" | "aborted" | "running";

export interface HistoryEntry {
  message: ChatMessage;
  /** How the turn that wrote this message ended; assistant/tool rows of failed turns are skipped. */
  turnEnd?: TurnEnd;
}

export interface HygieneResult {
  messages: ChatMessage[];
  repairs: string[];
}

export const MISSING_RESULT =
  "[error] No result was recorded for this call: the process stopped before it finished. " +
  "Its effect is unknown; do not say it succeeded.";

/** Arguments a provider accepts: a JSON object. */
export function validArguments(args: string): boolean {
  try {
    const v: unknown = JSON.parse(args);
    return typeof v === "object" && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/** What replaces unreadable arguments on the wire; the call's error result says what was wrong. */
export const REPAIRED_ARGUMENTS = "{}";

function sanitizeId(id: string, policy: IdPolicy): string {
  switch (policy) {
    case "none":
      return id;
    case "safe":
      return id.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64) || "call";
    case "strict":
      return id.replace(/[^A-Za-z0-9]/g, "").slice(0, 64) || "call";
    case "strict9": {
      const alnum = id.replace(/[^A-Za-z0-9]/g, "");
      return alnum.length === 9 ? alnum : createHash("sha1").update(id).digest("hex").slice(0, 9);
    }
  }
}

/** At most this many images in one request, each at most this large (base64 characters). */
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BASE64 = 8 * 1024 * 1024;
export const IMAGE_OMITTED = "[An image was attached here but is not shown: this model does not take images.]";

/**
 * Image sanitizing (seed 004): images ride only on the last user message (earlier turns
 * carry their description as text), never to a model that takes no images, never more
 * than MAX_IMAGES, never one larger than MAX_IMAGE_BASE64 (images are resized when they
 * arrive, so a larger one is damaged state).
 */
function sanitizeImages(entries: readonly HistoryEntry[], policy: TranscriptPolicy, repairs: string[]): HistoryEntry[] {
  let lastUser = -1;
  entries.forEach((e, i) => {
    if (e.message.role === "user") lastUser = i;
  });
  return entries.map((e, i) => {
    const m = e.message;
    if (m.role !== "user" || !m.images || m.images.length === 0) return e;
    const { images, ...rest } = m;
    if (!policy.images) {
      repairs.push(`removed ${images.length} image(s): the model takes no images`);
      return { ...e, message: { ...rest, content: `${m.content}\n${IMAGE_OMITTED}` } };
    }
    if (i !== lastUser) {
      repairs.push(`removed ${images.length} image(s) from an earlier turn`);
      return { ...e, message: rest };
    }
    const kept = images.filter((img) => img.data.length <= MAX_IMAGE_BASE64).slice(0, MAX_IMAGES);
    if (kept.length !== images.length) repairs.push(`removed ${images.length - kept.length} oversized or surplus image(s)`);
    return { ...e, message: kept.length > 0 ? { ...rest, images: kept } : rest };
  });
}

export function sanitizeTranscript(input: readonly HistoryEntry[], policy: TranscriptPolicy): HygieneResult {
  const repairs: string[] = [];
  const out: ChatMessage[] = [];
  const entries = sanitizeImages(input, policy, repairs);

  // 1. Skip the assistant/tool output of turns that failed or were aborted; the user's
  //    words stay (they were said).
  const kept = entries.filter((e) => {
    const failed = e.turnEnd === "error" || e.turnEnd === "aborted";
    if (failed && e.message.role !== "user" && e.message.role !== "system") {
      repairs.push(`skipped ${e.message.role} message of a turn that ended ${e.turnEnd}`);
      return false;
    }
    return true;
  });

  // 2. Drop tool calls without an id or a name; a call whose arguments are not a JSON
  //    object is kept with "{}" so that its error result stays paired with it and the
  //    model sees its mistake. 3. Pair every remaining call with exactly one result.
  for (let i = 0; i < kept.length; i++) {
    const m = (kept[i] as HistoryEntry).message;
    if (m.role === "tool") {
      repairs.push(`dropped orphan tool result ${m.toolCallId}`);
      continue;
    }
    if (m.role !== "assistant" || !m.toolCalls || m.toolCalls.length === 0) {
      out.push(m);
      continue;
    }
    const calls = m.toolCalls.flatMap((c) => {
      if (!c.id || !c.name) {
        repairs.push(`dropped malformed tool call ${c.id || "(no id)"} ${c.name || "(no name)"}`);
        return [];
      }
      if (validArguments(c.arguments)) return [c];
      repairs.push(`replaced unreadable arguments of tool call ${c.id} with ${REPAIRED_ARGUMENTS}`);
      return [{ ...c, arguments: REPAIRED_ARGUMENTS }];
    });
    const seenIds = new Set<string>();
    const uniqueCalls = calls.filter((c) => {
      if (seenIds.has(c.id)) {
        repairs.push(`dropped duplicate tool call id ${c.id}`);
        return false;
      }
      seenIds.add(c.id);
      return true;
    });
    // Collect the results that follow this assistant message.
    const results = new Map<string, string>();
    let j = i + 1;
    for (; j < kept.length; j++) {
      const r = (kept[j] as HistoryEntry).message;
      if (r.role !== "tool") break;
      if (!seenIds.has(r.toolCallId)) repairs.push(`dropped orphan tool result ${r.toolCallId}`);
      else if (results.has(r.toolCallId)) repairs.push(`dropped duplicate tool result ${r.toolCallId}`);
      else results.set(r.toolCallId, r.content);
    }
    i = j - 1;
    if (uniqueCalls.length === 0) {
      if (m.content.trim() !== "") out.push({ role: "assistant", content: m.content });
      continue;
    }
    out.push({ role: "assistant", content: m.content, toolCalls: uniqueCalls });
    for (const c of uniqueCalls) {
      const content = results.get(c.id);
      if (content === undefined) repairs.push(`added a synthetic error result for tool call ${c.id}`);
      out.push({ role: "tool", toolCallId: c.id, content: content ?? MISSING_RESULT });
    }
  }

  // 4. Tool-call ids per provider policy, one consistent mapping, no collisions.
  if (policy.idPolicy !== "none") {
    const map = new Map<string, string>();
    const used = new Set<string>();
    const mapId = (id: string): string => {
      const known = map.get(id);
      if (known) return known;
      let s = sanitizeId(id, policy.idPolicy);
      for (let n = 1; used.has(s); n++) {
        s = policy.idPolicy === "strict9"
          ? createHash("sha1").update(`${id}#${n}`).digest("hex").slice(0, 9)
          : `${s.slice(0, 60)}${n}`;
      }
      if (s !== id) repairs.push(`rewrote tool call id ${id} -> ${s}`);
      map.set(id, s);
      used.add(s);
      return s;
    };
    for (const [k, m] of out.entries()) {
      if (m.role === "assistant" && m.toolCalls)
        out[k] = { ...m, toolCalls: m.toolCalls.map((c) => ({ ...c, id: mapId(c.id) })) };
      else if (m.role === "tool") out[k] = { ...m, toolCallId: mapId(m.toolCallId) };
    }
  }

  // 5. Strict alternation where the provider demands it.
  let final = out;
  if (policy.alternate) {
    final = [];
    for (const m of out) {
      const prev = final.at(-1);
      if (prev && prev.role === "user" && m.role === "user") {
        const images = [...(prev.images ?? []), ...(m.images ?? [])];
        final[final.length - 1] = { role: "user", content: `${prev.content}\n\n${m.content}`, ...(images.length > 0 ? { images } : {}) };
        repairs.push("merged consecutive user turns");
        continue;
      }
      if (prev && prev.role === "assistant" && m.role === "assistant" && !prev.toolCalls && !m.toolCalls) {
        final[final.length - 1] = { role: "assistant", content: `${prev.content}\n\n${m.content}` };
        repairs.push("merged consecutive assistant turns");
        continue;
      }
      final.push(m);
    }
  }
  if (policy.userFirst) {
    const firstIdx = final.findIndex((m) => m.role !== "system");
    if (firstIdx !== -1 && final[firstIdx]?.role === "assistant") {
      final.splice(firstIdx, 0, { role: "user", content: "(conversation continues)" });
      repairs.push("added a user turn before a leading assistant turn");
    }
  }
  return { messages: final, repairs };
}
