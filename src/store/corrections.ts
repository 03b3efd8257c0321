// Edits of older messages (not the latest answered one): kept until the next request has
// shown them to the model as a correction, then cleared.
import type { Db } from "../db/open.js";

export interface Correction {
  id: number;
  messageId: number;
  oldText: string;
  newText: string;
  createdAt: number;
}

export function createCorrectionStore(db: Db) {
  const insert = db.prepare("INSERT INTO pending_corrections (chat_id, message_id, old_text, new_text, created_at) VALUES (?, ?, ?, ?, ?)");
  const pending = db.prepare<[number], { id: number; message_id: number; old_text: string; new_text: string; created_at: number }>(
    "SELECT * FROM pending_corrections WHERE chat_id = ? ORDER BY id",
  );
  const clear = db.prepare("DELETE FROM pending_corrections WHERE chat_id = ? AND id <= ?");
  return {
    add(c: { chatId: number; messageId: number; oldText: string; newText: string; now: number }): void {
      insert.run(c.chatId, c.messageId, c.oldText, c.newText, c.now);
    },
    pending: (chatId: number): Correction[] => pending.all(chatId).map((r) => ({ id: r.id, messageId: r.message_id, oldText: r.old_text, newText: r.new_text, createdAt: r.created_at })),
    /** After a request showed them: up to and including `upto`. */
    clear(chatId: number, upto: number): void {
      clear.run(chatId, upto);
    },
  };
}

export type CorrectionStore = ReturnType<typeof createCorrectionStore>;
