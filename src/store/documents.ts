// Fetched documents, kept whole (byte for byte) so a follow-up can be answered from the
// full text even after the conversation was compacted.
import type { Db } from "../db/open.js";

export interface DocumentRow {
  id: number;
  chatId: number;
  conversationId: number;
  url: string | null;
  title: string | null;
  content: string;
  fetchedAt: number;
  messageRowId: number | null;
}

export function createDocumentStore(db: Db) {
  const insert = db.prepare(
    "INSERT INTO documents (chat_id, conversation_id, tool_call_id, message_row_id, url, title, content, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const get = db.prepare<[number], { id: number; chat_id: number; conversation_id: number; url: string | null; title: string | null; content: string; fetched_at: number; message_row_id: number | null }>(
    "SELECT * FROM documents WHERE id = ?",
  );
  // The documents of the turn a Telegram message belongs to: the user's own message (inbox)
  // or one the bot sent (outbox message ids), for "what does this mean?" in reply to it.
  const ofMessage = db.prepare<[number, number, number, number], { id: number; title: string | null }>(
    `WITH t(turn_id) AS (
       SELECT turn_id FROM inbox WHERE chat_id = ? AND message_id = ? AND turn_id IS NOT NULL
       UNION
       SELECT o.turn_id FROM outbox o, json_each(COALESCE(o.message_ids, '[]')) j WHERE o.chat_id = ? AND j.value = ? AND o.turn_id IS NOT NULL
     )
     SELECT d.id, d.title FROM documents d JOIN messages m ON m.id = d.message_row_id WHERE m.turn_id IN (SELECT turn_id FROM t) ORDER BY d.id LIMIT 5`,
  );
  return {
    ofTelegramMessage: (chatId: number, messageId: number): Array<{ id: number; title: string | null }> => ofMessage.all(chatId, messageId, chatId, messageId),
    add(d: { chatId: number; conversationId: number; toolCallId: number | null; messageRowId: number | null; url: string | null; title: string | null; content: string; now: number }): number {
      return Number(insert.run(d.chatId, d.conversationId, d.toolCallId, d.messageRowId, d.url, d.title, d.content, d.now).lastInsertRowid);
    },
    get(id: number): DocumentRow | undefined {
      const r = get.get(id);
      return r
        ? { id: r.id, chatId: r.chat_id, conversationId: r.conversation_id, url: r.url, title: r.title, content: r.content, fetchedAt: r.fetched_at, messageRowId: r.message_row_id }
        : undefined;
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
