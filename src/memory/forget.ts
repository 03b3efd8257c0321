// /forget: a conversation leaves memory entirely — recall items, vectors, tags, fetched
// documents and its transcript. The tool-call ledger stays: it is the record of actions.
import type { Db } from "../db/open.js";
import type { MemoryStore } from "./store.js";

/**
 * An edited question was answered again: the earlier exchange leaves the transcript and
 * memory (the tool-call ledger keeps its actions); documents it stored move to the new
 * user row. Runs inside the new answer's persist transaction.
 */
export function supersedeTurn(db: Db, memory: Pick<MemoryStore, "forgetSource">, oldTurnId: number, newUserRowId: number): void {
  db.prepare("UPDATE documents SET message_row_id = ? WHERE message_row_id IN (SELECT id FROM messages WHERE turn_id = ?)").run(newUserRowId, oldTurnId);
  db.prepare("DELETE FROM messages WHERE turn_id = ?").run(oldTurnId);
  memory.forgetSource("exchange", oldTurnId);
}

export function forgetConversation(db: Db, memory: MemoryStore, conversationId: number): { items: number; messages: number } {
  return db.transaction(() => {
    const items = memory.forgetConversation(conversationId);
    const messages = db.prepare("DELETE FROM messages WHERE conversation_id = ?").run(conversationId).changes;
    db.prepare("DELETE FROM documents WHERE conversation_id = ?").run(conversationId);
    db.prepare("UPDATE conversations SET summary = '', summary_upto = 0 WHERE id = ?").run(conversationId);
    return { items, messages };
  })();
}
