// One turn, end to end (DESIGN.md §2): resolve -> recall -> decide -> assemble -> work ->
// answer -> verify -> persist -> deliver. Stages are functions of (input, deps); this file
// wires them, keeps the trace for /why, and owns the durability rules: the user's message
// is in the transcript before work starts, the reply is stored with its outbox row in one
// transaction, and a crash mid-turn is resumed from what was stored.
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import type { Db } from "../db/open.js";
import { sanitizeTranscript } from "../llm/hygiene.js";
import type { Embedder, LocalModel } from "../llm/local-model.js";
import { policyFor } from "../llm/provider-policy.js";
import { estimateMessagesTokens } from "../llm/tokens.js";
import type { ChatMessage, ChatModel, Finish } from "../llm/types.js";
import { ModelError } from "../llm/types.js";
import type { Log } from "../log.js";
import type { Indexer } from "../memory/indexer.js";
import type { ScoredItem } from "../memory/search.js";
import type { MemoryStore } from "../memory/store.js";
import type { VectorIndex } from "../memory/vector-index.js";
import type { ChatStore, Conversation } from "../store/chats.js";
import type { InboxMessage, InboxStore } from "../store/inbox.js";
import type { LedgerStore } from "../store/ledger.js";
import type { OutboxStore } from "../store/outbox.js";
import type { TranscriptStore } from "../store/transcript.js";
import type { TurnStore } from "../store/turns.js";
import type { WarningStore } from "../store/warnings.js";
import type { Delivery, DeliveryResult } from "../telegram/delivery.js";
import type { Sender } from "../telegram/sender.js";
import type { Catalog } from "../tools/catalog.js";
import { type CallDeps, runToolCall } from "../tools/run-call.js";
import { buildAnswerRequest } from "./answer.js";
import { type Assembled, assemble, type Blocks, BudgetError, type ScoredText } from "./assemble.js";
import { checkLookup, decide, type Decision, type Lookup } from "./decide.js";
import { buildHistory } from "./history.js";
import { buildInstructions, formatTime, previewCommand } from "./instructions.js";
import { callModel } from "./model-call.js";
import { recall, type RecallResult } from "./recall.js";
import { type Resolution, resolveMessage } from "./resolve.js";
import { resumeTurn } from "./resume.js";
import { foldIntoSummary } from "./summarize.js";
import type { TurnTrace } from "./trace.js";
import { startTyping } from "./typing.js";
import { verifyReply } from "./verify.js";
import { runWork, type WorkResult } from "./work.js";

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
  callDeps: CallDeps;
}

export type TurnRequest =
  | { source: "user"; message: InboxMessage }
  | { source: "schedule"; chatId: number; scheduleRunId: number; scheduleName: string; prompt: string; command?: string | undefined };

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

const PARTIAL_USER_NOTE = (limit: number) =>
  `\n\n✂️ _This answer was cut off at the length limit (${limit} tokens). Ask me to continue, or raise REPLY_TOKENS._`;

function toScored(items: readonly ScoredItem[], kind: "exchange" | "document", tz: string): ScoredText[] {
  return items
    .filter((i) => i.kind === kind)
    .map((i) => ({
      id: i.id,
      text: i.text.length > 1500 ? `${i.text.slice(0, 1500)}…` : i.text,
      score: i.score,
      label: [formatTime(i.ts, tz).slice(0, 5), i.tags.length ? i.tags.join(", ") : ""].filter(Boolean).join(" · "),
    }));
}

function profileText(p: { firstName?: string | undefined; languageCode?: string | undefined }, tz: string): string {
  const parts = [p.firstName ? `Name: ${p.firstName}` : "", p.languageCode ? `Telegram language: ${p.languageCode}` : "", `Time zone: ${tz}`];
  return parts.filter(Boolean).join("\n");
}

export async function runTurn(req: TurnRequest, d: TurnDeps): Promise<TurnOutcome> {
  const started = d.clock.now();
  const chatId = req.source === "user" ? req.message.chatId : req.chatId;
  const userText = req.source === "user" ? req.message.text : req.prompt;
  let conv: Conversation = d.chats.current(chatId, started, req.source === "user" ? { firstName: req.message.firstName, languageCode: req.message.languageCode } : {});
  const existing = req.source === "user" ? d.turns.runningForInbox(req.message.updateId) : undefined;
  let turnId: number;
  if (existing) {
    turnId = existing.id;
    conv = d.chats.get(existing.conversationId) ?? conv;
  } else {
    turnId = d.db.transaction(() => {
      const id = d.turns.start({
        chatId,
        conversationId: conv.id,
        source: req.source,
        ...(req.source === "user" ? { inboxUpdateId: req.message.updateId } : { scheduleRunId: req.scheduleRunId }),
        now: started,
      });
      d.transcript.append({
        conversationId: conv.id,
        chatId,
        turnId: id,
        role: "user",
        content: userText,
        provenance: req.source === "user" ? "user" : "scheduled",
        ...(req.source === "schedule" ? { meta: { scheduleName: req.scheduleName } } : {}),
        createdAt: req.source === "user" ? req.message.receivedAt : started,
      });
      return id;
    })();
  }
  const log = d.log.child({ chatId, turnId });
  log.info({ input: { text: userText }, source: req.source, resumed: Boolean(existing) }, "turn started");
  const trace: TurnTrace = { source: req.source, original: userText, tools: [], ...(existing ? { resumed: true } : {}) };
  const deliveries: DeliveryResult[] = [];
  const stopTyping = startTyping(d.sender, chatId);
  const cfg = d.config;
  const tz = cfg.timezone;
  const policy = policyFor(cfg.main.provider);
  const available = cfg.main.contextTokens - cfg.main.replyTokens;
  const toolCapTokens = Math.min(cfg.toolResultMaxTokens, Math.floor(available * 0.4));
  const stage = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      log.debug({ stage: name, ms: Math.round((performance.now() - t0) * 10) / 10 }, "stage done");
    }
  };
  let warningShown: { createdAt: number } | undefined;
  try {
    const catalog = d.catalog();
    // History: everything after the summary fold point, except this turn.
    const rows = d.transcript.conversation(conv.id, conv.summaryUpto);
    const history = buildHistory(rows.filter((r) => r.turnId !== turnId), d.turns.statusesOf(conv.id), toolCapTokens);
    if (history.repairs.length > 0) log.info({ repairs: history.repairs }, "transcript repaired in memory before the request");
    trace.repairs = history.repairs.length;

    // resolve ∥ lookup check ∥ embedding of the raw text; then recall; then decide.
    const embed = async (t: string): Promise<Float32Array | undefined> => {
      const r = await d.embedder.embed([t], cfg.ollama.localTimeoutMs);
      if (!r.ok) {
        log.info({ error: r.error }, "query embedding unavailable: recall uses full text only");
        return undefined;
      }
      return r.value.vectors[0];
    };
    const isCommandDigest = req.source === "schedule" && req.command !== undefined;
    let resolution: Resolution = { message: userText, resolved: false, reason: "scheduled prompt" };
    let recalled: RecallResult | undefined;
    let decision: Decision | undefined;
    if (!isCommandDigest) {
      const resolveP: Promise<Resolution> =
        req.source === "user" ? stage("resolve", () => resolveMessage({ text: userText, recent: history.exchanges.slice(-2) }, { local: d.local, timeoutMs: cfg.ollama.localTimeoutMs })) : Promise.resolve(resolution);
      const lookupP: Promise<Lookup> = stage("lookup", () => checkLookup(userText, { local: d.local, timeoutMs: cfg.ollama.localTimeoutMs, hasSkills: catalog.skills.length > 0 }));
      const rawVecP = stage("embed", () => embed(userText));
      resolution = await resolveP;
      trace.resolved = { message: resolution.message, resolved: resolution.resolved, reason: resolution.reason };
      const vector = resolution.message === userText ? await rawVecP : await stage("embed-resolved", () => embed(resolution.message));
      const excludeIds = d.memory.visibleIds(history.turnIds, history.messageIds);
      recalled = await stage("recall", () =>
        recall({ chatId, query: resolution.message, vector, excludeIds }, { store: d.memory, vectors: d.vectors, minSimilarity: cfg.memory.minSimilarity, log }),
      );
      trace.recall = {
        mode: recalled.mode,
        items: recalled.items.map((i) => ({ id: i.id, score: i.score, tags: i.tags, via: i.via, kind: i.kind, preview: i.text.slice(0, 100) })),
        expandedTags: recalled.expansion.expand,
        genericTags: recalled.expansion.generic,
      };
      const lookup = await lookupP;
      decision = await stage("decide", () => decide({ message: resolution.message, lookup, recall: recalled as RecallResult, catalog }, { local: d.local, timeoutMs: cfg.ollama.localTimeoutMs }));
      trace.decision = {
        lookup: lookup.value === null ? "unknown" : `${lookup.value ? "yes" : "no"} (${lookup.via})`,
        sufficient: decision.sufficient,
        skill: decision.skill,
        inject: decision.inject,
        reason: decision.reason,
      };
      log.info({ decision: trace.decision, resolved: trace.resolved, recalled: recalled.items.length }, "pre-reply decisions");
    }

    // Assemble under the budget; history that does not fit is folded into the summary.
    const warning = d.warnings.peek(chatId);
    const matched = decision?.inject === "skill" && decision.skill ? catalog.get(decision.skill) : undefined;
    const system = buildInstructions({ now: started, timezone: tz, catalog, skill: matched ? { name: matched.name, body: matched.body } : undefined, ledger: d.ledger.recent(chatId, 10), warning: warning?.text });
    const question = resolution.resolved ? `${userText}\n\n[Read in context as: ${resolution.message}]` : req.source === "schedule" ? `[Scheduled task "${req.scheduleName}": written by the scheduler, not typed by the user now.]\n${userText}` : userText;
    const blocks: Blocks = {
      system,
      knowledge: d.knowledge(),
      profile: profileText(d.chats.profile(chatId), tz),
      summary: conv.summary,
      memories: decision?.inject === "context" && recalled ? toScored(recalled.items, "exchange", tz) : [],
      passages: decision?.inject === "context" && recalled ? toScored(recalled.items, "document", tz) : [],
      history: history.turns,
      question,
    };
    const budget = { contextTokens: cfg.main.contextTokens, replyTokens: cfg.main.replyTokens };
    let assembled: Assembled = assemble(blocks, budget);
    let summaryVia: string | undefined;
    for (let i = 0; i < 3 && assembled.dropped.history.length > 0; i++) {
      const dropped = assembled.dropped.history;
      const folded = await stage("summarize", () => foldIntoSummary(blocks.summary, dropped.flatMap((t) => t.messages), { local: d.local, timeoutMs: cfg.ollama.localTimeoutMs }));
      summaryVia = folded.via;
      const upto = (dropped.at(-1) as { lastMessageId: number }).lastMessageId;
      d.chats.setSummary(conv.id, folded.summary, upto);
      blocks.summary = folded.summary;
      blocks.history = assembled.kept.history;
      log.info({ foldedTurns: dropped.length, via: folded.via }, "older history folded into the rolling summary");
      assembled = assemble(blocks, budget);
    }
    trace.budget = {
      tokens: assembled.tokens,
      available: assembled.available,
      droppedHistoryTurns: history.turns.length - assembled.kept.history.length,
      droppedMemories: assembled.dropped.memories.length,
      droppedPassages: assembled.dropped.passages.length,
      questionCut: assembled.dropped.questionCut,
      ...(summaryVia ? { summaryVia } : {}),
    };
    warningShown = warning;

    const sanitize = (msgs: ChatMessage[]): ChatMessage[] => {
      const [sys, ...rest] = msgs;
      const r = sanitizeTranscript(rest.map((message) => ({ message })), policy);
      if (r.repairs.length > 0) log.debug({ repairs: r.repairs }, "request repaired for the provider");
      return sys ? [sys, ...r.messages] : r.messages;
    };
    const ctx = { turnId, chatId, conversationId: conv.id, matchedSkill: decision?.skill ?? null };

    // Resume what a crash interrupted, or start the forced call of a command digest.
    const resumed = resumeTurn(existing ? d.transcript.turn(turnId) : [], ctx, { transcript: d.transcript, clock: d.clock, toolCapTokens });
    let work: WorkResult;
    if (isCommandDigest && !existing && req.source === "schedule") {
      const call = { id: `sched_${req.scheduleRunId}`, name: "exec", arguments: JSON.stringify({ command: req.command }) };
      d.transcript.append({ conversationId: conv.id, chatId, turnId, role: "assistant", content: "", toolCalls: [call], createdAt: d.clock.now() });
      work = await stage("work", () => runWorkWithForcedCall(call, assembled.messages, ctx, d, sanitize, log));
    } else {
      work = await stage("work", () =>
        runWork(
          { request: assembled.messages, resumed: resumed.messages, resumedCalls: resumed.calls, lastRoundShown: resumed.lastRoundShown, ctx },
          workDeps(d, log, sanitize),
        ),
      );
    }
    for (const c of work.calls) {
      trace.tools.push({ command: c.command, skill: c.skill, status: c.status, frame: c.frame, ...(c.presentation ? { presentation: c.presentation } : {}), ms: c.ms });
      if (c.presentation === "delivered" && work.suppressed) {
        const row = d.outbox.forTurn(turnId).find((o) => o.messageRowId === c.messageRowId);
        if (row) deliveries.push({ outboxId: row.id, status: row.status, messageIds: row.messageIds, error: row.error });
      }
    }
    if (work.finish) trace.finish = { reason: work.finish.reason, provenance: work.finish.provenance, raw: work.finish.raw, phase: "work" };

    // Answer phase for tool turns: a fresh request without the tool scaffolding.
    let reply: { content: string; partial: boolean; finish?: Finish | undefined; limit: number } | undefined;
    if (!work.suppressed) {
      if (work.calls.length > 0) {
        const answerReq = buildAnswerRequest({ system: (assembled.messages[0] as ChatMessage).content, calls: work.calls, recent: history.exchanges.at(-1), question: resolution.message, available });
        trace.answerPhase = { workTokens: estimateMessagesTokens(work.lastRequest), answerTokens: estimateMessagesTokens(answerReq) };
        try {
          const a = await stage("answer", () => callModel({ messages: answerReq, maxTokens: cfg.main.replyTokens }, { model: d.chatModel, log, maxRetryTokens: Math.floor(cfg.main.contextTokens / 2) }));
          reply = { content: a.response.content, partial: a.response.finish.reason === "length", finish: a.response.finish, limit: a.maxTokens };
          trace.finish = { reason: a.response.finish.reason, provenance: a.response.finish.provenance, raw: a.response.finish.raw, phase: "answer" };
        } catch (err) {
          if (!work.final) throw err;
          log.warn({ err }, "answer phase failed; using the work phase's final text");
          reply = { content: work.final.content, partial: work.final.partial, finish: work.final.finish, limit: cfg.main.replyTokens };
        }
      } else if (work.final) {
        reply = { content: work.final.content, partial: work.final.partial, finish: work.final.finish, limit: cfg.main.replyTokens };
      } else {
        reply = { content: "I could not finish this: the model kept calling tools without answering. Try asking more specifically.", partial: false, limit: cfg.main.replyTokens };
      }
    }

    let shownText: string | undefined;
    if (reply) {
      shownText = reply.content.trim();
      if (shownText === "") shownText = reply.partial ? "" : "(The model returned an empty answer. Please try again or rephrase.)";
      if (reply.finish?.reason === "content_filter") shownText += "\n\n_(The model stopped here: its content filter blocked the rest.)_";
      if (reply.partial) shownText = `${shownText || "(nothing was written before the limit)"}${PARTIAL_USER_NOTE(reply.limit)}`;
      // Whatever the model wrote, the person learns that a tool was stopped.
      for (const c of work.calls.filter((x) => x.status === "timeout"))
        shownText += `

⏱️ \`${previewCommand(c.command, 60)}\` did not finish within ${Math.round(cfg.exec.timeoutMs / 1000)} s and was stopped.`;
    }

    // Verify claims against the ledger (layers 2 and 3).
    const claimCheck = reply
      ? verifyReply(
          { chatId, turnId, reply: reply.content, userText, shownDirectly: work.calls.some((c) => c.presentation === "delivered"), now: d.clock.now() },
          { ledger: d.ledger, warnings: d.warnings, log },
        )
      : undefined;
    if (claimCheck) trace.claims = { checked: claimCheck.claims.length, mismatches: claimCheck.mismatches.map((m) => m.text) };

    // Persist: reply + outbox row + memory + inbox + turn, in one transaction.
    const now = d.clock.now();
    const presented = work.calls.filter((c) => c.presentation === "delivered").map((c) => d.transcript.get(c.messageRowId)?.meta.presentation ?? "").join("\n\n");
    const replyOutboxId = d.db.transaction(() => {
      let outboxId: number | undefined;
      if (reply && shownText !== undefined) {
        const rowId = d.transcript.append({ conversationId: conv.id, chatId, turnId, role: "assistant", content: reply.content, status: reply.partial ? "partial" : "complete", createdAt: now });
        outboxId = d.outbox.add({ chatId, turnId, kind: req.source === "schedule" ? "digest" : "reply", text: shownText, replyTo: req.source === "user" ? req.message.messageId : undefined, messageRowId: rowId, now });
      }
      const said = reply ? reply.content : presented;
      d.memory.add({
        chatId,
        conversationId: conv.id,
        kind: "exchange",
        sourceId: turnId,
        text: `${req.source === "schedule" ? `Scheduled "${req.scheduleName}"` : "User"}: ${userText}\nAssistant: ${said}`.slice(0, 6000),
        ts: now,
      });
      d.chats.touch(conv.id, now);
      if (warningShown && !(claimCheck && claimCheck.mismatches.length > 0)) d.warnings.clear(chatId, warningShown.createdAt);
      if (req.source === "user") d.inbox.markDone(req.message.updateId, turnId);
      trace.ms = now - started;
      d.turns.finish(turnId, "done", now, trace);
      return outboxId;
    })();
    if (replyOutboxId !== undefined) {
      const r = await stage("deliver", () => d.delivery.deliver(replyOutboxId));
      deliveries.push(r);
      trace.reply = { status: r.status, messageIds: r.messageIds, partial: reply?.partial ?? false, suppressed: false };
    } else trace.reply = { status: "none", messageIds: [], partial: false, suppressed: true };
    d.turns.setTrace(turnId, trace);
    d.indexer.kick();
    log.info({ ms: d.clock.now() - started, tools: work.calls.length, suppressed: work.suppressed, reply: trace.reply.status }, "turn done");
    return { turnId, status: "done", suppressed: work.suppressed, deliveries, trace };
  } catch (err) {
    const message = err instanceof ModelError || err instanceof BudgetError ? err.message : `Something went wrong inside the bot: ${(err as Error)?.message ?? String(err)}`;
    log.error({ err }, "turn failed");
    trace.error = message;
    const now = d.clock.now();
    const outboxId = d.db.transaction(() => {
      const id = d.outbox.add({ chatId, turnId, kind: "notice", text: `⚠️ I could not answer this message.\n${message}`, replyTo: req.source === "user" ? req.message.messageId : undefined, now });
      if (req.source === "user") d.inbox.markFailed(req.message.updateId, turnId);
      trace.ms = now - started;
      d.turns.finish(turnId, "error", now, trace);
      return id;
    })();
    deliveries.push(await d.delivery.deliver(outboxId));
    return { turnId, status: "error", suppressed: false, deliveries, trace };
  } finally {
    stopTyping();
  }
}

function workDeps(d: TurnDeps, log: Log, sanitize: (m: ChatMessage[]) => ChatMessage[]) {
  return {
    model: d.chatModel,
    transcript: d.transcript,
    call: { ...d.callDeps, log },
    log,
    now: () => d.clock.now(),
    maxTokens: d.config.main.replyTokens,
    maxRetryTokens: Math.floor(d.config.main.contextTokens / 2),
    sanitize,
    available: d.config.main.contextTokens - d.config.main.replyTokens,
  };
}

/** A command digest: the scheduled command is the first call; the model continues only if needed. */
async function runWorkWithForcedCall(
  call: { id: string; name: string; arguments: string },
  request: ChatMessage[],
  ctx: { turnId: number; chatId: number; conversationId: number; matchedSkill: string | null },
  d: TurnDeps,
  sanitize: (m: ChatMessage[]) => ChatMessage[],
  log: Log,
): Promise<WorkResult> {
  const outcome = await runToolCall(call, ctx, { ...d.callDeps, log });
  const assistant: ChatMessage = { role: "assistant", content: "", toolCalls: [call] };
  return runWork(
    { request, resumed: [assistant, outcome.message], resumedCalls: [outcome], lastRoundShown: outcome.presentation === "delivered", ctx },
    workDeps(d, log, sanitize),
  );
}
