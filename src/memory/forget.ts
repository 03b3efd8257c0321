// /forget: a conversation leaves memory entirely — recall items, vectors, tags, fetched
// documents and its transcript. The tool-call ledger stays: it is the record of actions.
import type { Db } from "../db/open.js";
import type { MemoryStore } from "./store.js";

export function forgetConversation(db: Db, memory: MemoryStore, conversationId: number): { items: number; messages: number } {
  return db.transaction(() => {
    const items = memory.forgetConversation(conversationId);
    const messages = db.prepare("DELETE FROM messages WHERE conversation_id = ?").run(conversationId).changes;
    db.prepare("DELETE FROM documents WHERE conversation_id = ?").run(conversationId);
    db.prepare("UPDATE conversations SET summary = '', summary_upto = 0 WHERE id = ?").run(conversationId);
    return { items, messages };
  })();
}
