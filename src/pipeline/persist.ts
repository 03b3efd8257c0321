// Persist: the turn's outcome in ONE transaction — the reply and its outbox row, the
// exchange for memory, the conversation's activity, the shown warning cleared, the inbox
// message answered, the turn finished with its trace. A crash before the commit leaves
// the message pending (it is answered at the next start); after it, the outbox row is sent.
// When the turn streamed (a draft is on screen), the reply goes into the draft's outbox
// row instead of a new one: delivery edits the draft into the final text.
import type { Db } from "../db/open.js";
import type { MemoryStore } from "../memory/store.js";
import type { ChatStore } from "../store/chats.js";
import type { InboxStore } from "../store/inbox.js";
import type { OutboxStore } from "../store/outbox.js";
import type { TranscriptStore } from "../store/transcript.js";
import type { TurnStore } from "../store/turns.js";
import type { WarningStore } from "../store/warnings.js";
import type { CorrectionStore } from "../store/corrections.js";
import { supersedeTurn } from "../memory/forget.js";
import { CUT_MARK } from "./history.js";
import type { Reply } from "./reply.js";
import type { TurnTrace } from "./trace.js";

export interface PersistDeps {
  db: Db;
  transcript: TranscriptStore;
  outbox: OutboxStore;
  memory: MemoryStore;
  chats: ChatStore;
  warnings: WarningStore;
  inbox: InboxStore;
  turns: TurnStore;
  corrections: Pick<CorrectionStore, "clear">;
}

export interface TurnIdentity {
  chatId: number;
  conversationId: number;
  turnId: number;
  /** The Telegram message this turn answers (user turns). */
  replyTo?: number | undefined;
  inboxUpdateId?: number | undefined;
  scheduleName?: string | undefined;
  /**
   * An edited question answered again: the earlier turn's exchange is replaced (transcript
   * and memory keep only the corrected one) and its reply messages are edited in place.
   */
  supersedes?: { turnId: number; messageIds: number[]; userRowId: number; text: string } | undefined;
}

/** Returns the outbox row of the reply, if there is one to send. */
export function persistAnswer(
  t: TurnIdentity,
  a: { userText: string; reply?: { reply: Reply; shown: string } | undefined; presented: string; clearWarning?: number | undefined; /** Corrections shown in this request, up to this id. */ clearCorrections?: number | undefined; trace: TurnTrace; now: number; draftOutboxId?: number | undefined },
  d: PersistDeps,
): number | undefined {
  return d.db.transaction(() => {
    let outboxId: number | undefined;
    if (a.reply) {
      const r = a.reply.reply;
      const rowId = d.transcript.append({ conversationId: t.conversationId, chatId: t.chatId, turnId: t.turnId, role: "assistant", content: r.content, status: r.partial || r.stopped ? "partial" : "complete", ...(r.stopped ? { meta: { stopped: true } } : {}), createdAt: a.now });
      const out = { kind: t.scheduleName ? ("digest" as const) : ("reply" as const), text: a.reply.shown, replyTo: t.replyTo, messageRowId: rowId, now: a.now };
      // A streamed reply is already in its draft (which took over the superseded reply's messages).
      if (a.draftOutboxId !== undefined) {
        d.outbox.draftToAnswer(a.draftOutboxId, out);
        outboxId = a.draftOutboxId;
      } else outboxId = d.outbox.add({ chatId: t.chatId, turnId: t.turnId, ...out, editMessageIds: t.supersedes?.messageIds });
    }
    if (t.supersedes) {
      supersedeTurn(d.db, d.memory, t.supersedes.turnId, t.supersedes.userRowId);
      // The edited message now reads as edited, and belongs to this turn (a second edit compares with it).
      d.inbox.moveTurn(t.supersedes.turnId, t.turnId);
      if (t.replyTo !== undefined) d.inbox.setText(t.chatId, t.replyTo, t.supersedes.text);
    }
    if (a.clearCorrections !== undefined) d.corrections.clear(t.chatId, a.clearCorrections);
    // A cut answer is remembered as cut, never as if it were complete.
    const said = a.reply ? `${a.reply.reply.partial ? `${CUT_MARK} ` : ""}${a.reply.reply.content}` : a.presented;
    d.memory.add({
      chatId: t.chatId,
      conversationId: t.conversationId,
      kind: "exchange",
      sourceId: t.turnId,
      text: `${t.scheduleName ? `Scheduled "${t.scheduleName}"` : "User"}: ${a.userText}\nAssistant: ${said}`.slice(0, 6000),
      ts: a.now,
    });
    d.chats.touch(t.conversationId, a.now);
    if (a.clearWarning !== undefined) d.warnings.clear(t.chatId, a.clearWarning);
    if (t.inboxUpdateId !== undefined) d.inbox.markDone(t.inboxUpdateId, t.turnId);
    d.turns.finish(t.turnId, "done", a.now, a.trace);
    return outboxId;
  })();
}

/**
 * The turn failed: the person gets a notice that says why (and the fix, when known). A
 * streamed answer cut short by the failure stays, with the notice under it.
 */
export function persistFailure(
  t: TurnIdentity,
  f: { message: string; trace: TurnTrace; now: number; /** The whole notice, when the default wording does not fit. */ notice?: string; draftOutboxId?: number | undefined; writtenSoFar?: string | undefined },
  d: PersistDeps,
): number {
  return d.db.transaction(() => {
    const written = f.writtenSoFar?.trim() ?? "";
    const notice = f.notice ?? (written ? `⚠️ I could not finish this answer.\n${f.message}` : `⚠️ I could not answer this message.\n${f.message}`);
    const text = written ? `${written}\n\n${notice}` : notice;
    let id: number;
    if (f.draftOutboxId !== undefined) {
      d.outbox.draftToAnswer(f.draftOutboxId, { kind: "notice", text, replyTo: t.replyTo, now: f.now });
      id = f.draftOutboxId;
    } else id = d.outbox.add({ chatId: t.chatId, turnId: t.turnId, kind: "notice", text, replyTo: t.replyTo, now: f.now });
    if (t.inboxUpdateId !== undefined) d.inbox.markFailed(t.inboxUpdateId, t.turnId);
    d.turns.finish(t.turnId, "error", f.now, f.trace);
    return id;
  })();
}
