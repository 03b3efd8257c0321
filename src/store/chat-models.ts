// The main model each chat chose with /model; a chat without a row uses MAIN_MODEL.
import type { Db } from "../db/open.js";

export function createChatModelStore(db: Db) {
  const get = db.prepare<[number], { model: string }>("SELECT model FROM chat_models WHERE chat_id = ?");
  const set = db.prepare("INSERT INTO chat_models (chat_id, model, set_at) VALUES (?, ?, ?) ON CONFLICT(chat_id) DO UPDATE SET model = excluded.model, set_at = excluded.set_at");
  const clear = db.prepare("DELETE FROM chat_models WHERE chat_id = ?");
  return {
    get: (chatId: number): string | undefined => get.get(chatId)?.model,
    /** undefined: back to MAIN_MODEL. */
    set(chatId: number, model: string | undefined, now: number): void {
      if (model === undefined) clear.run(chatId);
      else set.run(chatId, model, now);
    },
  };
}

export type ChatModelStore = ReturnType<typeof createChatModelStore>;
