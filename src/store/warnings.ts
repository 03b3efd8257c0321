// Lie detection, layer 3: a warning for the next request of a chat. Kept in SQLite so a
// restart does not lose it; cleared once a request carrying it was answered.
import type { Db } from "../db/open.js";

export function createWarningStore(db: Db) {
  const upsert = db.prepare("INSERT INTO pending_warnings (chat_id, text, created_at) VALUES (?, ?, ?) ON CONFLICT(chat_id) DO UPDATE SET text = excluded.text, created_at = excluded.created_at");
  const get = db.prepare<[number], { text: string; created_at: number }>("SELECT text, created_at FROM pending_warnings WHERE chat_id = ?");
  const clear = db.prepare("DELETE FROM pending_warnings WHERE chat_id = ? AND created_at = ?");
  return {
    set(chatId: number, text: string, now: number): void {
      upsert.run(chatId, text, now);
    },
    peek(chatId: number): { text: string; createdAt: number } | undefined {
      const r = get.get(chatId);
      return r ? { text: r.text, createdAt: r.created_at } : undefined;
    },
    /** Clears exactly the warning that was shown (a newer one stays). */
    clear(chatId: number, createdAt: number): void {
      clear.run(chatId, createdAt);
    },
  };
}

export type WarningStore = ReturnType<typeof createWarningStore>;
