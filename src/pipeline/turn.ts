// One turn, end to end (DESIGN.md §2): pre-reply (resolve, recall, decide) -> request
// (assemble) -> work -> answer -> verify -> persist -> deliver. Each stage is its own
// file; this one wires them, keeps the trace for /why, and owns the durability rules: the
// user's message is in the transcript before work starts, the reply is stored with its
// outbox row in one transaction, and a crash mid-turn is resumed from what was stored.
// User turns show a live draft (chat/drafts.ts): a status line per tool call, then the
// answer as the model writes it (work phase, or the answer phase after tools); the
// stored reply goes into the draft and delivery edits it into the final text. /stop (the
// signal) ends the turn where it is: what was written stays, stored partial and stopped.
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import type { Db } from "../db/open.js";
import { sanitizeTranscript } from "../llm/hygiene.js";
import type { Embedder, LocalModel } from "../llm/local-model.js";
import { policyFor } from "../llm/provider-policy.js";
import { estimateMessagesTokens } from "../llm/tokens.js";
import type { ChatMessage, ChatModel } from "../llm/types.js";
import { ModelError } from "../llm/types.js";
import { meteredModel, type UsageReport } from "../llm/metered.js";
import { type Log, timed, timedSync } from "../log.js";
import type { Indexer } from "../memory/indexer.js";
import type { MemoryStore } from "../memory/store.js";
import type { VectorIndex } from "../memory/vector-index.js";
import type { ChatStore, Conversation } from "../store/chats.js";
import type { InboxMessage, InboxStore } from "../store/inbox.js";
import type { LedgerStore } from "../store/ledger.js";
import type { OutboxStore } from "../store/outbox.js";
import type { TranscriptStore } from "../store/transcript.js";
import type { TurnStore } from "../store/turns.js";
import type { WarningStore } from "../store/warnings.js";
import type { Delivery, DeliveryResult, Drafts, Sender } from "../chat/ports.js";
import type { Catalog } from "../tools/catalog.js";
import { showableWhileStreaming } from "../llm/text-tool-calls.js";
import { describeCall } from "../tools/progress.js";
import type { DocumentStore } from "../store/documents.js";
import type { CorrectionStore } from "../store/corrections.js";
import { correctionNote } from "./edit.js";
import type { MediaStore } from "../store/media-files.js";
import { mainVision } from "../llm/vision-route.js";
import type { ImageInput } from "../llm/types.js";
import type { StoredInput } from "../media/input.js";
import { memoryText, renderUserInput } from "./attachments.js";
import { type ReadResult } from "./read-input.js";
import { documentPresentation, gatherAlbum, type InputDeps, storeDocuments, takeInput } from "./take-input.js";
import { inputTrace } from "./trace.js";
import { type CallContext, type CallDeps, runToolCall } from "../tools/run-call.js";
import { renderForwarded, renderScheduledPrompt } from "../tools/tool-message.js";
import { buildAnswerRequest, textHistory, writeAnswer } from "./answer.js";
import { BudgetError } from "./assemble.js";
import { buildHistory } from "./history.js";
import { buildInstructions } from "./instructions.js";
import { persistAnswer, persistFailure, type TurnIdentity } from "./persist.js";
import { type PreReply, preReply, preReplyTrace } from "./prereply.js";
import { type Reply, shownText } from "./reply.js";
import { buildRequest, profileText, toScored } from "./request.js";
import { resumeTurn } from "./resume.js";
import type { TurnTrace } from "./trace.js";
import { startTyping } from "./typing.js";
import type { ClaimModel } from "./claim-model.js";
import { verifyReply } from "./verify.js";
import { runWork, type WorkDeps, type WorkLive, type WorkResult } from "./work.js";

export interface TurnDeps {
  db: Db;
  config: Config;
  clock: Clock;
  log: Log;
  chats: ChatStore;
  inbox: InboxStore;
  turns: TurnStore;
  transcript: TranscriptStore;
  ledger: LedgerStore;
  outbox: OutboxStore;
  warnings: WarningStore;
  /** The claim check's learned second reader; null when CLAIM_MODEL is off. */
  claimModel: ClaimModel | null;
  memory: MemoryStore;
  vectors: VectorIndex;
  indexer: Pick<Indexer, "kick">;
  chatModel: ChatModel;
  local: LocalModel;
  embedder: Embedder;
  catalog: () => Catalog;
  knowledge: () => string;
  delivery: Delivery;
  sender: Pick<Sender, "typing">;
  /** Live replies (status lines, streamed answers) for user turns. */
  drafts: Drafts;
  callDeps: CallDeps;
  documents: DocumentStore;
  media: Pick<MediaStore, "read">;
  corrections: CorrectionStore;
  /** Reading photos, voice notes and files; without it only the text of a message is read. */
  input?: InputDeps | undefined;
  /** The main model a chat chose with /model (absent: MAIN_MODEL for every chat). */
  chatModels?: { get(chatId: number): string | undefined } | undefined;
  /** Where each answered main-model call's token usage goes (/usage). */
  usage?: { record(u: { chatId: number; turnId: number | null } & UsageReport & { at: number }): void } | undefined;
}

export const STATUS_THINKING = "Looking at the results…";
export const STATUS_WRITING = "Writing the answer…";

export type TurnRequest =
  /** `replaces`: an edited question answered again in place of this earlier turn (edit.ts). */
  | { source: "user"; message: InboxMessage; replaces?: { turnId: number; messageIds: number[] } | undefined }
  | {
      source: "schedule";
      chatId: number;
      scheduleRunId: number;
      scheduleName: string;
      /** Who set the schedule up (schedule/provenance.ts): the prompt replays with it. */
      provenance: string;
      prompt: string;
      command?: string | undefined;
    };

export interface TurnOutcome {
  turnId: number;
  status: "done" | "error";
  suppressed: boolean;
  /**
   * The sends that carry the turn's answer to the person: the direct sends when they
   * answered it (the reply was suppressed), otherwise the reply (or the error notice).
   */
  deliveries: DeliveryResult[];
  trace: TurnTrace;
}

interface Opened {
  turnId: number;
  conversation: Conversation;
  resumed: boolean;
  userRowId: number | undefined;
  /** What was read besides text (a resumed turn: as stored). */
  input?: StoredInput | undefined;
  userWords: string;
  /** Sent at once, before the model works: a voice note's transcript, a long file's summary. */
  echoOutboxId?: number | undefined;
  presentationOutboxId?: number | undefined;
}

/**
 * Starts the turn (its row and the user's message, together) or finds the one a crash
 * interrupted. With what was read (photos, voice, files): the documents, the absorbed
 * album parts and the at-once sends are written in the same transaction.
 */
function openTurn(req: TurnRequest, d: TurnDeps, now: number, read: ReadResult | undefined, absorbed: readonly number[]): Opened {
  const chatId = req.source === "user" ? req.message.chatId : req.chatId;
  const current = d.chats.current(chatId, now, req.source === "user" ? { firstName: req.message.firstName, languageCode: req.message.languageCode } : {});
  const existing = req.source === "user" ? d.turns.runningForInbox(req.message.updateId) : undefined;
  if (existing) {
    const row = d.transcript.turn(existing.id).find((r) => r.role === "user");
    return { turnId: existing.id, conversation: d.chats.get(existing.conversationId) ?? current, resumed: true, userRowId: row?.id, input: row?.meta.input, userWords: row?.content ?? (req.source === "user" ? req.message.text : req.prompt) };
  }
  const userWords = read ? read.text : req.source === "user" ? req.message.text : req.prompt;
  return d.db.transaction((): Opened => {
    const id = d.turns.start({ chatId, conversationId: current.id, source: req.source, ...(req.source === "user" ? { inboxUpdateId: req.message.updateId } : { scheduleRunId: req.scheduleRunId }), now });
    const hasInput = read && (read.input.parts.length > 0 || read.input.reply !== undefined || read.input.problem !== undefined);
    const rowId = d.transcript.append({
      conversationId: current.id,
      chatId,
      turnId: id,
      role: "user",
      content: userWords,
      provenance: req.source === "schedule" ? "scheduled" : req.message.forwardedFrom !== undefined ? "forwarded" : "user",
      ...(req.source === "schedule"
        ? { meta: { scheduleName: req.scheduleName, scheduleProvenance: req.provenance } }
        : hasInput || req.message.forwardedFrom !== undefined
          ? { meta: { ...(hasInput ? { input: (read as ReadResult).input } : {}), ...(req.message.forwardedFrom !== undefined ? { forwardedFrom: req.message.forwardedFrom } : {}) } }
          : {}),
      createdAt: req.source === "user" ? req.message.receivedAt : now,
    });
    const opened: Opened = { turnId: id, conversation: current, resumed: false, userRowId: rowId, input: hasInput ? (read as ReadResult).input : undefined, userWords };
    for (const u of absorbed) d.inbox.markDone(u, id);
    if (read?.ok && req.source === "user") {
      storeDocuments(read, { chatId, conversationId: current.id, messageRowId: rowId, now }, { documents: d.documents, memory: d.memory });
      d.transcript.updateMeta(rowId, { input: read.input });
      if (read.echo) opened.echoOutboxId = d.outbox.add({ chatId, turnId: id, kind: "notice", text: read.echo, replyTo: req.message.messageId, now });
      const shown = documentPresentation(read.input);
      if (shown) opened.presentationOutboxId = d.outbox.add({ chatId, turnId: id, kind: "presentation", text: shown, replyTo: req.message.messageId, now });
    }
    return opened;
  })();
}

/** A resumed turn's images come back from the media store (main route only). */
function storedImages(input: StoredInput | undefined, d: Pick<TurnDeps, "media">): ImageInput[] {
  const out: ImageInput[] = [];
  for (const p of input?.parts ?? []) {
    if (p.kind !== "image" || p.via !== "main") continue;
    const bytes = d.media.read(p.hash);
    if (bytes) out.push({ mime: p.mime, data: bytes.toString("base64"), width: p.width, height: p.height });
  }
  return out;
}

export async function runTurn(request: TurnRequest, d: TurnDeps, opts: { signal?: AbortSignal | undefined } = {}): Promise<TurnOutcome> {
  const signal = opts.signal;
  const started = d.clock.now();
  const cfg = d.config;
  let req = request;
  // The stored message is the truth: an edit that arrived before this turn started replaced its text.
  if (req.source === "user") {
    const stored = d.inbox.get(req.message.updateId);
    if (stored) req = { ...req, message: { ...req.message, text: stored.text } };
  }
  const chatId = req.source === "user" ? req.message.chatId : req.chatId;
  let read: ReadResult | undefined;
  let absorbed: number[] = [];
  const replaces = req.source === "user" ? req.replaces : undefined;
  const earlier = replaces ? d.transcript.turn(replaces.turnId).find((r) => r.role === "user") : undefined;
  if (req.source === "user" && earlier?.meta.input && !earlier.meta.input.problem && !d.turns.runningForInbox(req.message.updateId)) {
    // An edited caption: what was read with the message stays (files are not fetched twice).
    const kept: StoredInput = { ...earlier.meta.input };
    const heard = kept.parts.flatMap((p) => (p.kind === "voice" ? [p.transcript] : []));
    read = { ok: true, input: kept, text: [...heard, req.message.text].filter((s) => s.trim() !== "").join("\n\n"), documents: [], images: storedImages(kept, d) };
  } else if (req.source === "user" && d.input && !d.turns.runningForInbox(req.message.updateId)) {
    const album = replaces ? { message: req.message, absorbed: [] } : await gatherAlbum(req.message, { inbox: d.inbox, now: () => d.clock.now(), quietMs: d.input.albumQuietMs, sleep: d.input.sleep });
    absorbed = album.absorbed;
    req = { ...req, message: album.message };
    const m = album.message;
    if ((m.attachments && m.attachments.length > 0) || m.reply) {
      read = await takeInput(m, { ...d.input, documents: d.documents, log: d.log.child({ chatId }), now: () => d.clock.now() });
    }
  }
  const opened = timedSync(d.log, "open", () => openTurn(req, d, started, read, absorbed));
  const { turnId, conversation: conv, resumed } = opened;
  // The model this chat chose (/model) or MAIN_MODEL; every answered call's tokens go to /usage.
  const chosenModel = d.chatModels?.get(chatId);
  const mainModel = meteredModel(d.chatModel, {
    model: chosenModel ?? cfg.main.model,
    chosen: chosenModel !== undefined,
    report: (u) => d.usage?.record({ chatId, turnId, ...u, at: d.clock.now() }),
  });
  const input = opened.input;
  const userText = opened.userWords;
  const log = d.log.child({ chatId, turnId });
  log.info({ input: { text: userText }, source: req.source, resumed, parts: input?.parts.map((p) => p.kind) }, "turn started");
  const trace: TurnTrace = { source: req.source, original: userText, tools: [], ...(resumed ? { resumed: true } : {}) };
  if (input) trace.input = inputTrace(input);
  const identity: TurnIdentity = {
    chatId,
    conversationId: conv.id,
    turnId,
    replyTo: req.source === "user" ? req.message.messageId : undefined,
    inboxUpdateId: req.source === "user" ? req.message.updateId : undefined,
    scheduleName: req.source === "schedule" ? req.scheduleName : undefined,
    ...(replaces && opened.userRowId !== undefined ? { supersedes: { turnId: replaces.turnId, messageIds: replaces.messageIds, userRowId: opened.userRowId, text: req.source === "user" ? req.message.text : "" } } : {}),
  };
  if (replaces) trace.edit = { replacedTurn: replaces.turnId, messages: replaces.messageIds.length };
  const available = cfg.main.contextTokens - cfg.main.replyTokens;
  const toolCapTokens = Math.min(cfg.toolResultMaxTokens, Math.floor(available * 0.4));
  if (read && !read.ok) {
    // What arrived could not be read: the person is told what happened, and nothing else runs.
    trace.ms = d.clock.now() - started;
    const outboxId = persistFailure(identity, { message: read.notice, notice: `⚠️ ${read.notice}`, trace, now: d.clock.now() }, d);
    return { turnId, status: "error", suppressed: false, deliveries: [await d.delivery.deliver(outboxId)], trace };
  }
  const stopTyping = startTyping(d.sender, chatId);
  // The live draft (user turns): `written` is the answer text it shows ("" under a status line).
  // Re-answering an edited question: the draft grows in the earlier reply's messages.
  const draft = req.source === "user" ? d.drafts.open({ chatId, turnId, replyTo: identity.replyTo, replaces: identity.supersedes?.messageIds }) : undefined;
  let written = "";
  let sentImages = 0;
  try {
    let summaryShown = input?.summaryShown === true;
    for (const id of [opened.echoOutboxId, opened.presentationOutboxId]) {
      if (id === undefined) continue;
      const r = await d.delivery.deliver(id);
      if (id === opened.presentationOutboxId && r.status === "delivered" && input && opened.userRowId !== undefined) {
        summaryShown = input.summaryShown = true;
        d.transcript.updateMeta(opened.userRowId, { input });
      }
    }
    const images = read?.ok ? read.images : resumed ? storedImages(input, d) : [];
    sentImages = images.length;
    // A long file sent without a question: its summary was the answer (two-layer), the model keeps the full text.
    const fileOnly = summaryShown && userText.trim() === "" && opened.presentationOutboxId !== undefined;
    const catalog = d.catalog();
    // History: everything after the summary fold point, except this turn.
    const { rows, history } = timedSync(log, "history", () => {
      const rows = d.transcript.conversation(conv.id, conv.summaryUpto).filter((r) => r.turnId !== turnId);
      const firstTurn = rows.reduce((m, r) => (r.turnId !== null && r.turnId < m ? r.turnId : m), turnId);
      return { rows, history: buildHistory(rows, d.turns.statusesOf(conv.id, firstTurn), toolCapTokens, { document: (id) => d.documents.get(id) }) };
    });
    if (history.repairs.length > 0) log.info({ repairs: history.repairs }, "transcript repaired in memory before the request");
    trace.repairs = history.repairs.length;

    const commandDigest = req.source === "schedule" ? req.command : undefined;
    // Pre-reply reads descriptions and file names too ("the receipt I sent on Monday").
    const preText = input ? memoryText(userText, input) : userText;
    let pre: PreReply | undefined;
    if (commandDigest === undefined && !fileOnly) {
      pre = await timed(log, "pre-reply", () => preReply({ chatId, conversationId: conv.id, text: preText, source: req.source, history, catalog, now: started }, { local: d.local, embedder: d.embedder, memory: d.memory, vectors: d.vectors, localTimeoutMs: cfg.ollama.localTimeoutMs, minSimilarity: cfg.memory.minSimilarity, log, timeZone: cfg.timezone }));
      Object.assign(trace, preReplyTrace(pre));
      log.info({ decision: trace.decision, resolved: trace.resolved, recalled: pre.recalled.items.length }, "pre-reply decisions");
    }
    const resolved = pre?.resolution.resolved ? pre.resolution.message : undefined;
    // A forwarded message is someone else's text: marked, and never rewritten as the user's words.
    const forwarded = req.source === "user" ? req.message.forwardedFrom : undefined;

    // The request: instructions (with the ledger and any warning), knowledge, profile,
    // summary, and the recalled context or the skill body — never both.
    // A warning belongs to the conversation it was raised in: after /new it would ask for an
    // apology about a reply the fresh conversation never saw, so it is dropped instead.
    const pending = d.warnings.peek(chatId);
    const stale = pending !== undefined && pending.createdAt < conv.startedAt;
    if (stale) d.warnings.clear(chatId, pending.createdAt);
    const warning = stale ? undefined : pending;
    const decision = pre?.decision;
    const matched = decision?.inject === "skill" && decision.skill ? catalog.get(decision.skill) : undefined;
    const context = decision?.inject === "context" ? pre?.recalled.items ?? [] : [];
    // Documents already in view are not repeated for a quoted message.
    const visibleDocuments = new Set(rows.flatMap((r) => [...(r.meta.documentId !== undefined ? [r.meta.documentId] : []), ...(r.meta.input?.parts ?? []).flatMap((p) => (p.kind === "document" && p.documentId !== undefined ? [p.documentId] : []))]));
    const rendered = input ? renderUserInput(userText, input, { document: (id) => d.documents.get(id), capTokens: toolCapTokens, imagesAttached: images.length > 0, visibleDocuments }) : userText;
    // Edits of older messages reach the model once, with the next question.
    const corrections = req.source === "user" ? d.corrections.pending(chatId) : [];
    if (corrections.length > 0) trace.corrections = corrections.length;
    const said = `${corrections.length > 0 ? `${correctionNote(corrections)}\n\n` : ""}${forwarded ? renderForwarded(rendered, forwarded) : rendered}`;
    const { assembled, budgetTrace } = await timed(log, "request", () => buildRequest(
      {
        blocks: {
          system: buildInstructions({ now: started, timezone: cfg.timezone, catalog, skill: matched ? { name: matched.name, body: matched.body } : undefined, ledger: d.ledger.recent(chatId, 10), warning: warning?.text }),
          knowledge: d.knowledge(),
          profile: profileText(d.chats.profile(chatId), cfg.timezone),
          summary: conv.summary,
          memories: toScored(context, "exchange", cfg.timezone),
          passages: toScored(context, "document", cfg.timezone),
          history: history.turns,
          question: forwarded
            ? said
            : resolved
            ? `${said}\n\n[Read in context as: ${resolved}]`
            : req.source === "schedule"
              ? renderScheduledPrompt(userText, req.scheduleName, req.provenance)
              : said,
          ...(images.length > 0 ? { images } : {}),
        },
        conversation: conv,
        budget: { contextTokens: cfg.main.contextTokens, replyTokens: cfg.main.replyTokens },
      },
      { chats: d.chats, local: d.local, localTimeoutMs: cfg.ollama.localTimeoutMs, log },
    ));
    trace.budget = budgetTrace;

    // Image parts only reach a main model that takes them (hygiene removes them otherwise).
    const policy = { ...policyFor(cfg.main.provider), images: mainVision(cfg) };
    const sanitize = (msgs: ChatMessage[]): ChatMessage[] => {
      const [sys, ...rest] = msgs;
      const r = sanitizeTranscript(rest.map((message) => ({ message })), policy);
      if (r.repairs.length > 0) log.debug({ repairs: r.repairs }, "request repaired for the provider");
      return sys ? [sys, ...r.messages] : r.messages;
    };
    const ctx: CallContext = { turnId, chatId, conversationId: conv.id, matchedSkill: decision?.skill ?? null, signal };
    const showStatus = (line: string) => {
      written = "";
      draft?.status(line);
    };
    const onText = draft
      ? (_delta: string, soFar: string) => {
          // A tool call the model writes as text is never shown, not even while it streams.
          written = showableWhileStreaming(soFar);
          draft.text(written);
        }
      : undefined;
    const live: WorkLive | undefined = draft && {
      text: (soFar) => onText?.("", soFar),
      call: (command, skill, i, n) => showStatus(`${describeCall(command, catalog, () => skill)}${n > 1 ? ` (${i + 1}/${n})` : ""}`),
      thinking: () => showStatus(STATUS_THINKING),
      presented: () => draft.restart(),
    };
    const workDeps: WorkDeps = {
      model: mainModel,
      transcript: d.transcript,
      call: { ...d.callDeps, log },
      log,
      now: () => d.clock.now(),
      maxTokens: cfg.main.replyTokens,
      maxRetryTokens: Math.floor(cfg.main.contextTokens / 2),
      sanitize,
      available,
      live,
      signal,
    };
    const work: WorkResult = fileOnly
      ? { calls: [], suppressed: true, lastRequest: [] }
      : signal?.aborted
        ? { calls: [], suppressed: false, lastRequest: [], stopped: true }
        : await timed(log, "work", async () => {
      if (commandDigest !== undefined && !resumed) {
        // A command digest: the scheduled command is the first call; the model continues only if needed.
        const call = { id: `sched_${req.source === "schedule" ? req.scheduleRunId : 0}`, name: "exec", arguments: JSON.stringify({ command: commandDigest }) };
        d.transcript.append({ conversationId: conv.id, chatId, turnId, role: "assistant", content: "", toolCalls: [call], createdAt: d.clock.now() });
        // The owner set up (or allowed) exactly this command: it runs as theirs. What the
        // model does after reading its output is the model's again (origin "model").
        const outcome = await runToolCall(call, { ...ctx, origin: "owner" }, workDeps.call);
        return runWork({ request: assembled.messages, resumed: [{ role: "assistant", content: "", toolCalls: [call] }, outcome.message], resumedCalls: [outcome], lastRoundShown: outcome.presentation === "delivered", ctx }, workDeps);
      }
      // Resume what a crash interrupted (nothing, for a new turn).
      const prior = resumeTurn(resumed ? d.transcript.turn(turnId) : [], ctx, { transcript: d.transcript, clock: d.clock, toolCapTokens });
      return runWork({ request: assembled.messages, resumed: prior.messages, resumedCalls: prior.calls, lastRoundShown: prior.lastRoundShown, ctx }, workDeps);
    });
    const deliveries: DeliveryResult[] = [];
    for (const c of work.calls) {
      trace.tools.push({ command: c.command, skill: c.skill, status: c.status, frame: c.frame, ...(c.presentation ? { presentation: c.presentation } : {}), ms: c.ms });
      if (c.presentation === "delivered" && work.suppressed) {
        const row = d.outbox.forTurn(turnId).find((o) => o.messageRowId === c.messageRowId);
        if (row) deliveries.push({ outboxId: row.id, status: row.status, messageIds: row.messageIds, error: row.error });
      }
    }
    if (work.finish) trace.finish = { reason: work.finish.reason, provenance: work.finish.provenance, raw: work.finish.raw, phase: "work" };

    // Answer phase for tool turns: a fresh request without the tool scaffolding.
    let reply: Reply | undefined;
    const stoppedReply = (): Reply => ({ content: written, partial: true, stopped: true, limit: cfg.main.replyTokens });
    if (work.stopped) reply = stoppedReply();
    else if (!work.suppressed) {
      if (work.calls.length > 0) {
        // The conversation and the question as the work request had them (scheduled and forwarded markers, images), minus the tool scaffolding.
        const asked = assembled.messages.at(-1) as Extract<ChatMessage, { role: "user" }>;
        const answerReq = sanitize(buildAnswerRequest({ system: (assembled.messages[0] as ChatMessage).content, calls: work.calls, history: textHistory(assembled.messages.slice(1, -1)), question: asked.content, images: asked.images, available }));
        trace.answerPhase = { workTokens: estimateMessagesTokens(work.lastRequest), answerTokens: estimateMessagesTokens(answerReq) };
        showStatus(STATUS_WRITING);
        try {
          const a = await timed(log, "answer", () => writeAnswer(answerReq, cfg.main.replyTokens, { model: mainModel, log, maxRetryTokens: workDeps.maxRetryTokens }, { signal, onText }));
          trace.finish = { reason: a.response.finish.reason, provenance: a.response.finish.provenance, raw: a.response.finish.raw, phase: "answer" };
          // An aborted stream may end quietly instead of failing: the signal decides.
          reply = signal?.aborted ? stoppedReply() : { content: a.response.content, partial: a.response.finish.reason === "length", finish: a.response.finish, limit: a.maxTokens };
        } catch (err) {
          if (signal?.aborted) reply = stoppedReply();
          else if (!work.final) throw err;
          else {
            log.warn({ err }, "answer phase failed; using the work phase's final text");
            reply = { ...work.final, limit: cfg.main.replyTokens };
          }
        }
      } else if (work.final) reply = { ...work.final, limit: cfg.main.replyTokens };
      else reply = { content: "I could not finish this: the model kept calling tools without answering. Try asking more specifically.", partial: false, limit: cfg.main.replyTokens };
    }

    // Verify claims against the ledger (layers 2 and 3), then persist and deliver.
    const claimCheck = reply
      ? timedSync(log, "verify", () => verifyReply(
            { chatId, turnId, reply: reply.content, userText, now: d.clock.now(), kind: { source: req.source, suppliedMaterial: (input?.parts ?? []).some((p) => p.kind !== "voice") || input?.reply !== undefined || forwarded !== undefined || visibleDocuments.size > 0, heard: (input?.parts ?? []).some((p) => p.kind === "voice") } },
            { ledger: d.ledger, outbox: d.outbox, warnings: d.warnings, log, claimModel: d.claimModel },
          ))
      : undefined;
    if (claimCheck) {
      const vetoed = claimCheck.model?.vetoed ? { vetoed: claimCheck.claims.filter((c) => !c.supported).map((c) => c.text) } : {};
      trace.claims = { checked: claimCheck.claims.length, mismatches: claimCheck.mismatches.map((m) => m.text), ...(claimCheck.model ? { model: claimCheck.model } : {}), ...vetoed };
    }
    // Main route: the photo's description (for later turns and memory) was made alongside.
    if (read?.ok && read.describing) {
      await read.describing;
      if (opened.userRowId !== undefined && input) d.transcript.updateMeta(opened.userRowId, { input });
    }
    if (input) trace.input = { ...inputTrace(input), summaryShown };
    if (reply?.stopped) {
      trace.stopped = true;
      log.info({ written: written.length }, "stopped by the user");
    }
    // The draft stops changing; the reply goes into it, or (suppressed) its status line goes.
    let draftOutboxId: number | undefined;
    if (reply) draftOutboxId = await draft?.settle();
    else await draft?.discard();
    const now = d.clock.now();
    trace.ms = now - started;
    let presented = work.calls.filter((c) => c.presentation === "delivered").map((c) => d.transcript.get(c.messageRowId)?.meta.presentation ?? "").join("\n\n");
    if (fileOnly && opened.presentationOutboxId !== undefined) {
      const row = d.outbox.get(opened.presentationOutboxId);
      if (row) {
        presented = row.text;
        deliveries.push({ outboxId: row.id, status: row.status, messageIds: row.messageIds, error: row.error });
      }
    }
    const replyOutboxId = timedSync(log, "persist", () => persistAnswer(
      identity,
      {
        userText: input ? memoryText(userText, input) : userText,
        reply: reply ? { reply, shown: shownText(reply, work.calls, cfg.exec.timeoutMs) } : undefined,
        presented,
        // A warning shown in this request is cleared, unless this reply earned a new one.
        clearWarning: warning && !(claimCheck && claimCheck.mismatches.length > 0) ? warning.createdAt : undefined,
        clearCorrections: corrections.at(-1)?.id,
        trace,
        now,
        draftOutboxId,
      },
      d,
    ));
    if (replyOutboxId !== undefined) {
      const r = await timed(log, "deliver", () => d.delivery.deliver(replyOutboxId));
      deliveries.push(r);
      trace.reply = { status: r.status, messageIds: r.messageIds, partial: reply?.partial ?? false, suppressed: false, ...(draftOutboxId !== undefined ? { streamed: true } : {}) };
    } else trace.reply = { status: "none", messageIds: [], partial: false, suppressed: true };
    d.turns.setTrace(turnId, trace);
    d.indexer.kick();
    log.info({ ms: d.clock.now() - started, tools: work.calls.length, suppressed: work.suppressed, reply: trace.reply.status }, "turn done");
    return { turnId, status: "done", suppressed: work.suppressed, deliveries, trace };
  } catch (err) {
    let message = err instanceof ModelError || err instanceof BudgetError ? err.message : `Something went wrong inside the bot: ${(err as Error)?.message ?? String(err)}`;
    // MAIN_VISION=auto guessed wrong (or =true on a text-only model): say how to fix it.
    if (sentImages > 0 && err instanceof ModelError && err.kind === "rejected")
      message += "\nThe request carried a photo: if the main model does not take images, set MAIN_VISION=false (and VISION_MODEL to a local vision model).";
    log.error({ err }, "turn failed");
    trace.error = message;
    trace.ms = d.clock.now() - started;
    const draftOutboxId = await draft?.settle();
    const outboxId = persistFailure(identity, { message, trace, now: d.clock.now(), draftOutboxId, writtenSoFar: written }, d);
    return { turnId, status: "error", suppressed: false, deliveries: [await d.delivery.deliver(outboxId)], trace };
  } finally {
    stopTyping();
  }
}
