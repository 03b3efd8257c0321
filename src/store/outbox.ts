// Everything the bot sends goes through here: a row is written (in the same transaction
// as the state that produced it), then sent, then its outcome recorded. A row left
// `sending` by a crash may have landed: it becomes `unknown` and is never resent blindly.
import type { OutboxStatus } from "../chat/ports.js";
import type { Db } from "../db/open.js";

export type { OutboxStatus };
export type OutboxKind = "reply" | "presentation" | "notice" | "digest";

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
  /** Messages this row edits in place instead of sending new ones (an edited question re-answered). */
  editMessageIds: number[];
}

type Raw = { id: number; chat_id: number; turn_id: number | null; kind: OutboxKind; text: string; reply_to: number | null; status: OutboxStatus; message_ids: string | null; attempts: number; error: string | null; message_row_id: number | null; edit_message_ids: string | null };

const toRow = (r: Raw): OutboxRow => ({
  id: r.id, chatId: r.chat_id, turnId: r.turn_id, kind: r.kind, text: r.text, replyTo: r.reply_to, status: r.status,
  messageIds: r.message_ids ? (JSON.parse(r.message_ids) as number[]) : [], attempts: r.attempts, error: r.error, messageRowId: r.message_row_id,
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
  const open = db.prepare<[], Raw>("SELECT * FROM outbox WHERE status IN ('pending', 'sending') ORDER BY id");
  const forTurn = db.prepare<[number], Raw>("SELECT * FROM outbox WHERE turn_id = ? ORDER BY id");
  const recentOther = db.prepare<[number, number, number], Raw>("SELECT * FROM outbox WHERE chat_id = ? AND (turn_id IS NULL OR turn_id <> ?) ORDER BY id DESC LIMIT ?");
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
    open: (): OutboxRow[] => open.all().map(toRow),
    forTurn: (turnId: number): OutboxRow[] => forTurn.all(turnId).map(toRow),
    /** The chat's latest rows outside one turn, most recent first. */
    recentExcept: (chatId: number, turnId: number, limit = 20): OutboxRow[] => recentOther.all(chatId, turnId, limit).map(toRow),
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
