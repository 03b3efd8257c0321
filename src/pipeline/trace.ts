// What the pipeline saw in a turn, kept with the turn for /why: short, readable on a phone.
import type { StoredInput } from "../media/input.js";
import { ICONS, previewCommand } from "./instructions.js";

/** How a non-text message was read (photos, voice, files, a quoted message). */
export interface InputTrace {
  parts: Array<
    | { kind: "image"; via: "main" | "local"; describer?: string | undefined; size: string; description?: string | undefined }
    | { kind: "voice"; seconds: number; transcript: string; ms: number }
    | { kind: "document"; name: string; type: string; pages?: number | undefined; chars: number; summarized: boolean }
  >;
  reply?: { fromBot: boolean; text: string; documents: number } | undefined;
  problem?: string | undefined;
  summaryShown?: boolean | undefined;
}

export function inputTrace(i: StoredInput): InputTrace {
  return {
    parts: i.parts.map((p) =>
      p.kind === "image"
        ? { kind: "image", via: p.via, describer: p.describer, size: `${p.width}×${p.height}`, description: p.description?.slice(0, 200) }
        : p.kind === "voice"
          ? { kind: "voice", seconds: p.seconds, transcript: p.transcript.slice(0, 200), ms: p.ms }
          : { kind: "document", name: p.name, type: p.type, pages: p.pages, chars: p.chars, summarized: p.summary !== undefined },
    ),
    ...(i.reply ? { reply: { fromBot: i.reply.fromBot, text: i.reply.text.slice(0, 200), documents: i.reply.documentIds?.length ?? 0 } } : {}),
    ...(i.problem ? { problem: i.problem } : {}),
    ...(i.summaryShown !== undefined ? { summaryShown: i.summaryShown } : {}),
  };
}

function inputLines(t: InputTrace, esc: (s: string) => string): string[] {
  const lines: string[] = [];
  for (const p of t.parts) {
    if (p.kind === "image")
      lines.push(
        p.via === "main"
          ? `• Photo (${p.size}): seen by the main model itself${p.describer ? `; described for later turns by ${esc(p.describer)}` : ""}`
          : `• Photo (${p.size}): described by ${esc(p.describer ?? "the vision model")}${p.description ? ` — “${esc(short(p.description, 80))}”` : ""}`,
      );
    else if (p.kind === "voice") lines.push(`• Voice note (${p.seconds} s): transcribed in ${(p.ms / 1000).toFixed(1)} s — “${esc(short(p.transcript, 80))}”`);
    else lines.push(`• File “${esc(p.name)}”: ${p.type.toUpperCase()}${p.pages ? `, ${p.pages} page(s)` : ""}, ${p.chars.toLocaleString("en-US")} characters extracted${p.summarized ? (t.summaryShown ? ", summary shown" : ", summary not delivered") : ""}`);
  }
  if (t.reply) lines.push(`• Replying to ${t.reply.fromBot ? "my" : "your"} message: “${esc(short(t.reply.text, 60))}”${t.reply.documents ? ` (${t.reply.documents} document(s) it was about)` : ""}`);
  if (t.problem) lines.push(`• Could not read it: ${esc(short(t.problem, 160))}`);
  return lines;
}

export interface TurnTrace {
  source: "user" | "schedule";
  original: string;
  input?: InputTrace;
  /** An edited question answered again, replacing an earlier turn's reply in place. */
  edit?: { replacedTurn: number; messages: number };
  /** Edits of older messages shown to the model as corrections. */
  corrections?: number;
  resolved?: { message: string; resolved: boolean; reason: string };
  recall?: {
    mode: "hybrid" | "fulltext";
    items: Array<{ id: number; score: number; tags: string[]; via: string; kind: string; preview: string }>;
    expandedTags: string[];
    genericTags: string[];
  };
  decision?: { lookup: string; sufficient: boolean; skill: string | null; inject: string; reason: string };
  budget?: { tokens: number; available: number; droppedHistoryTurns: number; droppedMemories: number; droppedPassages: number; questionCut: boolean; summaryVia?: string };
  tools: Array<{ command: string; skill: string | null; status: "success" | "error" | "timeout" | "stopped"; frame: string; presentation?: string; ms: number }>;
  finish?: { reason: string; provenance: string; raw: string | null; phase: "work" | "answer" };
  answerPhase?: { workTokens: number; answerTokens: number };
  reply?: { status: string; messageIds: number[]; partial: boolean; suppressed: boolean; streamed?: boolean };
  /** The user stopped the turn (/stop). */
  stopped?: boolean;
  claims?: { checked: number; mismatches: string[]; model?: { probability: number; warns: boolean; vetoed?: true }; vetoed?: string[] };
  repairs?: number;
  resumed?: boolean;
  error?: string;
  ms?: number;
}

const short = (s: string, n: number) => {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

/** Markdown for the chat (rendered to Telegram HTML by the sender). */
export function renderWhy(t: TurnTrace, when: string): string {
  const lines: string[] = [`**Last turn** (${when}${t.ms !== undefined ? `, ${(t.ms / 1000).toFixed(1)} s` : ""}${t.resumed ? ", resumed after a restart" : ""})`];
  const esc = (s: string) => s.replace(/[*_`[\]]/g, (c) => `\\${c}`);
  lines.push(`• Message: ${t.original.trim() === "" ? "(none)" : esc(short(t.original, 80))}`);
  if (t.input) lines.push(...inputLines(t.input, esc));
  if (t.edit) lines.push(`• Edited message: answered again; the earlier reply was ${t.edit.messages > 0 ? "edited in place" : "replaced"}`);
  if (t.corrections) lines.push(`• ${t.corrections} correction(s) of earlier messages noted`);
  if (t.resolved) lines.push(t.resolved.resolved ? `• Read as: ${esc(short(t.resolved.message, 120))}` : `• Not rewritten (${t.resolved.reason})`);
  if (t.recall) {
    lines.push(`• Recall (${t.recall.mode === "hybrid" ? "vector + text" : "text only"}): ${t.recall.items.length} item(s)${t.recall.expandedTags.length ? `, expanded by ${t.recall.expandedTags.join(", ")}` : ""}`);
    for (const i of t.recall.items.slice(0, 5))
      lines.push(`   ${i.score.toFixed(2)} ${i.tags.length ? `[${esc(i.tags.join(", "))}] ` : ""}${esc(short(i.preview, 60))}`);
  }
  if (t.decision)
    lines.push(`• Decision: ${t.decision.sufficient ? "answer from memory" : t.decision.skill ? `use skill ${t.decision.skill}` : "no memory used"} — ${esc(t.decision.reason)} (lookup: ${t.decision.lookup})`);
  if (t.budget && (t.budget.droppedHistoryTurns || t.budget.droppedMemories || t.budget.droppedPassages || t.budget.questionCut))
    lines.push(`• Budget: ${t.budget.tokens}/${t.budget.available} tokens; cut ${t.budget.droppedHistoryTurns} old turn(s) into the summary, ${t.budget.droppedMemories} memories, ${t.budget.droppedPassages} passages${t.budget.questionCut ? ", and the message itself" : ""}`);
  if (t.tools.length === 0) lines.push("• Tools: none");
  for (const c of t.tools)
    lines.push(`• ${ICONS[c.status]} \`${escapeBackticks(previewCommand(c.command, 60))}\` (${(c.ms / 1000).toFixed(1)} s${c.frame === "broken" ? ", damaged output" : ""}${c.presentation ? `, shown directly: ${c.presentation}` : ""})`);
  if (t.finish) lines.push(`• Finish: ${t.finish.reason} (${t.finish.provenance}${t.finish.raw && t.finish.raw !== t.finish.reason ? `: "${t.finish.raw}"` : ""})`);
  if (t.reply) lines.push(`• Reply: ${t.reply.suppressed ? "none (the direct send answered)" : `${t.reply.status}${t.stopped ? ", stopped by you" : t.reply.partial ? ", cut at the length limit" : ""}${t.reply.streamed ? ", streamed" : ""}`}`);
  if (t.claims) {
    const { mismatches, vetoed, model } = t.claims;
    if (mismatches.length) lines.push(`• ⚠️ Claim not backed by the ledger: ${esc(mismatches.map((m) => `"${short(m, 60)}"`).join("; "))}`);
    else if (vetoed?.length) lines.push(`• Claim check: the rules flagged ${esc(vetoed.map((m) => `"${short(m, 60)}"`).join("; "))}; the claim model read the turn's calls as backing it (p=${model?.probability}), so no warning`);
    else lines.push(`• Claim check: ok (${t.claims.checked} claim(s))`);
  }
  if (t.error) lines.push(`• Error: ${esc(short(t.error, 160))}`);
  return lines.join("\n");
}

function escapeBackticks(s: string): string {
  return s.replace(/`/g, "'");
}
