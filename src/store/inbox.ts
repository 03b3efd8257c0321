// The durable inbox: an incoming message is stored (deduplicated by update_id) before
// any work, and stays pending until its turn has stored an answer.
import type { Db } from "../db/open.js";

export interface InboxMessage {
  updateId: number;
  chatId: number;
  userId: number;
  messageId: number;
  text: string;
  firstName?: string | undefined;
  languageCode?: string | undefined;
  receivedAt: number;
  /** Set when the user forwarded this message: who wrote it originally (untrusted text). */
  forwardedFrom?: string | undefined;
}

type Row = { update_id: number; chat_id: number; user_id: number; message_id: number; text: string; first_name: string | null; language_code: string | null; received_at: number; forwarded_from: string | null };

const toMessage = (r: Row): InboxMessage => ({
  updateId: r.update_id,
  chatId: r.chat_id,
  userId: r.user_id,
  messageId: r.message_id,
  text: r.text,
  firstName: r.first_name ?? undefined,
  languageCode: r.language_code ?? undefined,
  receivedAt: r.received_at,
  ...(r.forwarded_from !== null ? { forwardedFrom: r.forwarded_from } : {}),
});

export function createInboxStore(db: Db) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO inbox (update_id, chat_id, user_id, message_id, text, first_name, language_code, received_at, forwarded_from)
     VALUES (@updateId, @chatId, @userId, @messageId, @text, @firstName, @languageCode, @receivedAt, @forwardedFrom)`,
  );
  const chatPending = db.prepare<[number, number], Row>("SELECT * FROM inbox WHERE status = 'pending' AND chat_id = ? ORDER BY update_id LIMIT ?");
  const chatPendingCount = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM inbox WHERE status = 'pending' AND chat_id = ?");
  const pendingChats = db.prepare<[], { chat_id: number }>("SELECT chat_id FROM inbox WHERE status = 'pending' GROUP BY chat_id ORDER BY MIN(update_id)");
  const pending = db.prepare<[], Row>("SELECT * FROM inbox WHERE status = 'pending' ORDER BY update_id");
  const get = db.prepare<[number], Row & { status: string }>("SELECT * FROM inbox WHERE update_id = ?");
  const setStatus = db.prepare("UPDATE inbox SET status = ?, turn_id = COALESCE(?, turn_id) WHERE update_id = ?");
  return {
    /** True when the message is new; false for a redelivered update. */
    add(m: InboxMessage): boolean {
      return insert.run({ ...m, firstName: m.firstName ?? null, languageCode: m.languageCode ?? null, forwardedFrom: m.forwardedFrom ?? null }).changes === 1;
    },
    /** The oldest pending messages of one chat, in arrival order. */
    nextPending: (chatId: number, limit: number): InboxMessage[] => chatPending.all(chatId, limit).map(toMessage),
    pendingCount: (chatId: number): number => chatPendingCount.get(chatId)?.n ?? 0,
    pendingChats: (): number[] => pendingChats.all().map((r) => r.chat_id),
    pending: (): InboxMessage[] => pending.all().map(toMessage),
    status: (updateId: number): string | undefined => get.get(updateId)?.status,
    markDone(updateId: number, turnId: number): void {
      setStatus.run("done", turnId, updateId);
    },
    markFailed(updateId: number, turnId: number | null): void {
      setStatus.run("failed", turnId, updateId);
    },
  };
}

export type InboxStore = ReturnType<typeof createInboxStore>;
