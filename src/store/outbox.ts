// Everything the bot sends goes through here: a row is written (in the same transaction
// as the state that produced it), then sent, then its outcome recorded. A row left
// `sending` by a crash may have landed: it becomes `unknown` and is never resent blindly.
import type { OutboxStatus } from "../chat/ports.js";
import type { Db } from "../db/open.js";

export type { OutboxStatus };
export type OutboxKind = "reply" | "presentation" | "notice" | "digest";
/** Drafts (live replies): see migrations/020_stream.sql. */
export type StreamState = "status" | "text" | "final" | "interrupted" | "adopted" | "discarded";

export interface OutboxRow {
  id: number;
  chatId: number;
  turnId: number | null;
  kind: OutboxKind;
  text: string;
  replyTo: number | null;
  status: OutboxStatus;
  messageIds: number[];
  attempts: number;
  error: string | null;
  messageRowId: number | null;
  stream: StreamState | null;
  /** Messages this row edits in place instead of sending new ones (an edited question re-answered). */
  editMessageIds: number[];
}

type Raw = { id: number; chat_id: number; turn_id: number | null; kind: OutboxKind; text: string; reply_to: number | null; status: OutboxStatus; message_ids: string | null; attempts: number; error: string | null; message_row_id: number | null; stream: StreamState | null; edit_message_ids: string | null };

const toRow = (r: Raw): OutboxRow => ({
  id: r.id, chatId: r.chat_id, turnId: r.turn_id, kind: r.kind, text: r.text, replyTo: r.reply_to, status: r.status,
  messageIds: r.message_ids ? (JSON.parse(r.message_ids) as number[]) : [], attempts: r.attempts, error: r.error, messageRowId: r.message_row_id, stream: r.stream ?? null,
  editMessageIds: r.edit_message_ids ? (JSON.parse(r.edit_message_ids) as number[]) : [],
});

export function createOutboxStore(db: Db) {
  const insert = db.prepare(
    "INSERT INTO outbox (chat_id, turn_id, kind, text, reply_to, message_row_id, edit_message_ids, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const get = db.prepare<[number], Raw>("SELECT * FROM outbox WHERE id = ?");
  const mark = db.prepare("UPDATE outbox SET status = ?, message_ids = ?, error = ?, updated_at = ? WHERE id = ?");
  const sending = db.prepare("UPDATE outbox SET status = 'sending', attempts = attempts + 1, updated_at = ? WHERE id = ? AND status IN ('pending', 'failed')");
  const setState = db.prepare("UPDATE outbox SET status = ?, error = COALESCE(?, error), updated_at = ? WHERE id = ?");
  const appendId = db.prepare("UPDATE outbox SET message_ids = json_insert(COALESCE(message_ids, '[]'), '$[#]', ?), updated_at = ? WHERE id = ?");
  const open = db.prepare<[], Raw>("SELECT * FROM outbox WHERE status IN ('pending', 'sending') AND (stream IS NULL OR stream = 'final') ORDER BY id");
  const insertDraft = db.prepare(
    "INSERT INTO outbox (chat_id, turn_id, kind, text, reply_to, status, message_ids, stream, created_at, updated_at) VALUES (?, ?, 'reply', ?, ?, ?, ?, ?, ?, ?)",
  );
  const setDraft = db.prepare("UPDATE outbox SET stream = ?, text = ?, updated_at = ? WHERE id = ? AND stream IN ('status', 'text')");
  const setStream = db.prepare("UPDATE outbox SET stream = ?, status = COALESCE(?, status), text = COALESCE(?, text), updated_at = ? WHERE id = ?");
  const removeId = db.prepare(
    "UPDATE outbox SET message_ids = (SELECT json_group_array(value) FROM json_each(COALESCE(message_ids, '[]')) WHERE value != ?), updated_at = ? WHERE id = ?",
  );
  const toAnswer = db.prepare("UPDATE outbox SET kind = ?, text = ?, reply_to = COALESCE(?, reply_to), message_row_id = ?, stream = 'final', status = 'pending', error = NULL, updated_at = ? WHERE id = ?");
  const live = db.prepare<[], Raw>("SELECT * FROM outbox WHERE stream IN ('status', 'text') ORDER BY id");
  const interrupted = db.prepare<[number], Raw>("SELECT * FROM outbox WHERE turn_id = ? AND stream = 'interrupted' ORDER BY id");
  const forTurn = db.prepare<[number], Raw>("SELECT * FROM outbox WHERE turn_id = ? ORDER BY id");
  const recentOtherSends = db.prepare<[number, number, number], Pick<OutboxRow, "id" | "turnId" | "kind" | "status">>(
    "SELECT id, turn_id AS turnId, kind, status FROM outbox WHERE chat_id = ? AND (turn_id IS NULL OR turn_id <> ?) ORDER BY id DESC LIMIT ?",
  );
  return {
    add(o: { chatId: number; turnId: number | null; kind: OutboxKind; text: string; replyTo?: number | undefined; messageRowId?: number | undefined; editMessageIds?: number[] | undefined; now: number }): number {
      const edits = o.editMessageIds && o.editMessageIds.length > 0 ? JSON.stringify(o.editMessageIds) : null;
      return Number(insert.run(o.chatId, o.turnId, o.kind, o.text, o.replyTo ?? null, o.messageRowId ?? null, edits, o.now, o.now).lastInsertRowid);
    },
    get: (id: number): OutboxRow | undefined => {
      const r = get.get(id);
      return r ? toRow(r) : undefined;
    },
    /** Claims a row for sending; false when another path already did. */
    claim: (id: number, now: number): boolean => sending.run(now, id).changes === 1,
    record(id: number, status: OutboxStatus, messageIds: number[], error: string | null, now: number): void {
      mark.run(status, JSON.stringify(messageIds), error, now, id);
    },
    /** `sending` while a request may land; back to `pending` when it provably did not. */
    setState(id: number, status: "sending" | "pending", error: string | null, now: number): void {
      setState.run(status, error, now, id);
    },
    /** Records a confirmed chunk at once, so a crash mid-message resends only the rest. */
    appendMessageId(id: number, messageId: number, now: number): void {
      appendId.run(messageId, now, id);
    },
    /** Rows to send (or finalize) at start: ordinary sends and drafts that hold a final text. */
    open: (): OutboxRow[] => open.all().map(toRow),
    /** A draft row, written just before its first message may land (or when it takes over messages). */
    addDraft(o: { chatId: number; turnId: number; replyTo?: number | undefined; status: "pending" | "sending"; messageIds?: readonly number[]; stream: "status" | "text"; text: string; now: number }): number {
      return Number(insertDraft.run(o.chatId, o.turnId, o.text, o.replyTo ?? null, o.status, JSON.stringify(o.messageIds ?? []), o.stream, o.now, o.now).lastInsertRowid);
    },
    /** What a live draft shows now (ignored once its final text is stored). */
    setDraft(id: number, stream: "status" | "text", text: string, now: number): void {
      setDraft.run(stream, text, now, id);
    },
    setStream(id: number, stream: StreamState, now: number, o: { status?: OutboxStatus; text?: string } = {}): void {
      setStream.run(stream, o.status ?? null, o.text ?? null, now, id);
    },
    removeMessageId(id: number, messageId: number, now: number): void {
      removeId.run(messageId, now, id);
    },
    /** The turn's reply (or notice) goes into its draft: delivery edits the draft into it. */
    draftToAnswer(id: number, a: { kind: OutboxKind; text: string; replyTo?: number | undefined; messageRowId?: number | undefined; now: number }): void {
      toAnswer.run(a.kind, a.text, a.replyTo ?? null, a.messageRowId ?? null, a.now, id);
    },
    /** Drafts that were live when the process stopped. */
    liveDrafts: (): OutboxRow[] => live.all().map(toRow),
    /** Drafts of a turn a restart interrupted (their messages are taken over when it resumes). */
    interruptedDrafts: (turnId: number): OutboxRow[] => interrupted.all(turnId).map(toRow),
    forTurn: (turnId: number): OutboxRow[] => forTurn.all(turnId).map(toRow),
    /** The chat's latest rows outside one turn, most recent first: only what claim checks need (no texts). */
    recentSendsExcept: (chatId: number, turnId: number, limit = 20): Array<Pick<OutboxRow, "id" | "turnId" | "kind" | "status">> => recentOtherSends.all(chatId, turnId, limit),
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
