// Chats and their conversations. /new starts a conversation; the old one stays in memory.
import type { Db } from "../db/open.js";

export interface Conversation {
  id: number;
  chatId: number;
  startedAt: number;
  summary: string;
  summaryUpto: number;
  lastActivity: number;
}

export interface ChatProfile {
  firstName?: string | undefined;
  languageCode?: string | undefined;
}

export function createChatStore(db: Db) {
  const getChat = db.prepare<[number], { chat_id: number; conversation_id: number | null; first_name: string | null; language_code: string | null }>(
    "SELECT chat_id, conversation_id, first_name, language_code FROM chats WHERE chat_id = ?",
  );
  const insertChat = db.prepare("INSERT OR IGNORE INTO chats (chat_id, created_at) VALUES (?, ?)");
  const setProfile = db.prepare("UPDATE chats SET first_name = COALESCE(?, first_name), language_code = COALESCE(?, language_code) WHERE chat_id = ?");
  const setCurrent = db.prepare("UPDATE chats SET conversation_id = ? WHERE chat_id = ?");
  const insertConv = db.prepare("INSERT INTO conversations (chat_id, started_at, last_activity) VALUES (?, ?, ?)");
  const getConv = db.prepare<[number], Record<string, number | string>>("SELECT * FROM conversations WHERE id = ?");
  const touchConv = db.prepare("UPDATE conversations SET last_activity = ? WHERE id = ?");
  const setSummary = db.prepare("UPDATE conversations SET summary = ?, summary_upto = ? WHERE id = ?");

  const toConv = (r: Record<string, number | string>): Conversation => ({
    id: Number(r.id),
    chatId: Number(r.chat_id),
    startedAt: Number(r.started_at),
    summary: String(r.summary),
    summaryUpto: Number(r.summary_upto),
    lastActivity: Number(r.last_activity),
  });

  const startConversation = (chatId: number, now: number): number => {
    insertChat.run(chatId, now);
    const id = Number(insertConv.run(chatId, now, now).lastInsertRowid);
    setCurrent.run(id, chatId);
    return id;
  };

  return {
    /** The chat's current conversation, created on first contact. */
    current: db.transaction((chatId: number, now: number, profile: ChatProfile = {}): Conversation => {
      insertChat.run(chatId, now);
      if (profile.firstName || profile.languageCode) setProfile.run(profile.firstName ?? null, profile.languageCode ?? null, chatId);
      const chat = getChat.get(chatId);
      const id = chat?.conversation_id ?? startConversation(chatId, now);
      const row = getConv.get(id);
      return toConv(row ?? (getConv.get(startConversation(chatId, now)) as Record<string, number | string>));
    }),
    profile(chatId: number): ChatProfile {
      const c = getChat.get(chatId);
      return { firstName: c?.first_name ?? undefined, languageCode: c?.language_code ?? undefined };
    },
    startConversation: db.transaction((chatId: number, now: number) => startConversation(chatId, now)),
    get(id: number): Conversation | undefined {
      const r = getConv.get(id);
      return r ? toConv(r) : undefined;
    },
    touch(id: number, now: number): void {
      touchConv.run(now, id);
    },
    setSummary(id: number, summary: string, upto: number): void {
      setSummary.run(summary, upto, id);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
