// The durable inbox: an incoming message is stored (deduplicated by update_id) before
// any work, and stays pending until its turn has stored an answer. Attachments are kept
// as Telegram file ids (read again after a restart); an edit of a message is a row of
// its own (kind 'edit') so it waits, and survives a restart, like any message.
import type { Db } from "../db/open.js";

/** What arrived besides text. Sizes and durations are what Telegram declared. */
export type Attachment =
  | { kind: "photo"; fileId: string; fileUniqueId: string; bytes?: number | undefined; width: number; height: number }
  | { kind: "voice" | "audio"; fileId: string; fileUniqueId: string; bytes?: number | undefined; seconds: number; mime?: string | undefined; name?: string | undefined }
  | { kind: "document"; fileId: string; fileUniqueId: string; bytes?: number | undefined; mime?: string | undefined; name?: string | undefined }
  /** Something the bot cannot read (video, sticker, location ...): named in the reply. */
  | { kind: "unsupported"; what: string };

/** The message the user replied to (their own or the assistant's). */
export interface ReplyQuote {
  messageId: number;
  fromBot: boolean;
  /** The quoted part when the user selected one, else the message's text or caption. */
  text: string;
}

export interface InboxMessage {
  updateId: number;
  chatId: number;
  userId: number;
  messageId: number;
  /** The text, or the caption of a photo/document/voice note ("" when none). */
  text: string;
  firstName?: string | undefined;
  languageCode?: string | undefined;
  receivedAt: number;
  attachments?: Attachment[] | undefined;
  reply?: ReplyQuote | undefined;
  mediaGroupId?: string | undefined;
  /** Set on an edit: the message_id of the edited message (text is its new text). */
  editOf?: number | undefined;
  /** Set when the user forwarded this message: who wrote it originally (untrusted text). */
  forwardedFrom?: string | undefined;
}

type Row = {
  update_id: number; chat_id: number; user_id: number; message_id: number; text: string; first_name: string | null; language_code: string | null; received_at: number;
  attachments: string | null; reply: string | null; media_group_id: string | null; kind: string; edit_of: number | null; forwarded_from: string | null;
};

function json<T>(s: string | null): T | undefined {
  if (s === null) return undefined;
  try {
    return JSON.parse(s) as T;
  } catch {
    return undefined;
  }
}

const toMessage = (r: Row): InboxMessage => ({
  updateId: r.update_id,
  chatId: r.chat_id,
  userId: r.user_id,
  messageId: r.message_id,
  text: r.text,
  firstName: r.first_name ?? undefined,
  languageCode: r.language_code ?? undefined,
  receivedAt: r.received_at,
  ...(r.attachments ? { attachments: json<Attachment[]>(r.attachments) ?? [{ kind: "unsupported", what: "an attachment that could not be read back" }] } : {}),
  ...(r.reply ? { reply: json<ReplyQuote>(r.reply) } : {}),
  ...(r.media_group_id ? { mediaGroupId: r.media_group_id } : {}),
  ...(r.kind === "edit" && r.edit_of !== null ? { editOf: r.edit_of } : {}),
  ...(r.forwarded_from !== null ? { forwardedFrom: r.forwarded_from } : {}),
});

export function createInboxStore(db: Db) {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO inbox (update_id, chat_id, user_id, message_id, text, first_name, language_code, received_at, attachments, reply, media_group_id, kind, edit_of, forwarded_from)
     VALUES (@updateId, @chatId, @userId, @messageId, @text, @firstName, @languageCode, @receivedAt, @attachments, @reply, @mediaGroupId, @kind, @editOf, @forwardedFrom)`,
  );
  const chatPending = db.prepare<[number, number], Row>("SELECT * FROM inbox WHERE status = 'pending' AND chat_id = ? ORDER BY update_id LIMIT ?");
  const chatPendingCount = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM inbox WHERE status = 'pending' AND chat_id = ?");
  const pendingChats = db.prepare<[], { chat_id: number }>("SELECT chat_id FROM inbox WHERE status = 'pending' GROUP BY chat_id ORDER BY MIN(update_id)");
  const pending = db.prepare<[], Row>("SELECT * FROM inbox WHERE status = 'pending' ORDER BY update_id");
  const get = db.prepare<[number], Row & { status: string; turn_id: number | null }>("SELECT * FROM inbox WHERE update_id = ?");
  const setStatus = db.prepare("UPDATE inbox SET status = ?, turn_id = COALESCE(?, turn_id) WHERE update_id = ?");
  const albumParts = db.prepare<[number, string], Row>("SELECT * FROM inbox WHERE chat_id = ? AND media_group_id = ? AND status = 'pending' AND kind = 'message' ORDER BY message_id, update_id");
  const albumLatest = db.prepare<[number, string], { at: number }>("SELECT MAX(received_at) AS at FROM inbox WHERE chat_id = ? AND media_group_id = ?");
  const original = db.prepare<[number, number], Row & { status: string; turn_id: number | null }>(
    "SELECT * FROM inbox WHERE chat_id = ? AND message_id = ? AND kind = 'message' ORDER BY update_id LIMIT 1",
  );
  // Only a message whose turn has not started can be rewritten in place.
  const replaceText = db.prepare(
    `UPDATE inbox SET text = ? WHERE chat_id = ? AND message_id = ? AND kind = 'message' AND status = 'pending'
     AND NOT EXISTS (SELECT 1 FROM turns t WHERE t.inbox_update_id = inbox.update_id)`,
  );
  const setText = db.prepare("UPDATE inbox SET text = ? WHERE chat_id = ? AND message_id = ? AND kind = 'message'");
  const moveTurn = db.prepare("UPDATE inbox SET turn_id = ? WHERE turn_id = ? AND kind = 'message'");
  const handled = db.prepare("UPDATE inbox SET status = 'done' WHERE update_id = ?");
  return {
    /** True when the message is new; false for a redelivered update. */
    add(m: InboxMessage): boolean {
      return (
        insert.run({
          updateId: m.updateId,
          chatId: m.chatId,
          userId: m.userId,
          messageId: m.messageId,
          text: m.text,
          firstName: m.firstName ?? null,
          languageCode: m.languageCode ?? null,
          receivedAt: m.receivedAt,
          attachments: m.attachments && m.attachments.length > 0 ? JSON.stringify(m.attachments) : null,
          reply: m.reply ? JSON.stringify(m.reply) : null,
          mediaGroupId: m.mediaGroupId ?? null,
          kind: m.editOf !== undefined ? "edit" : "message",
          editOf: m.editOf ?? null,
          forwardedFrom: m.forwardedFrom ?? null,
        }).changes === 1
      );
    },
    /** The oldest pending messages of one chat, in arrival order. */
    nextPending: (chatId: number, limit: number): InboxMessage[] => chatPending.all(chatId, limit).map(toMessage),
    pendingCount: (chatId: number): number => chatPendingCount.get(chatId)?.n ?? 0,
    pendingChats: (): number[] => pendingChats.all().map((r) => r.chat_id),
    pending: (): InboxMessage[] => pending.all().map(toMessage),
    status: (updateId: number): string | undefined => get.get(updateId)?.status,
    /** The stored message as it is now (an edit may have replaced its text). */
    get(updateId: number): InboxMessage | undefined {
      const r = get.get(updateId);
      return r ? toMessage(r) : undefined;
    },
    /** The original message a Telegram message id refers to, with its state. */
    original(chatId: number, messageId: number): { message: InboxMessage; status: string; turnId: number | null } | undefined {
      const r = original.get(chatId, messageId);
      return r ? { message: toMessage(r), status: r.status, turnId: r.turn_id } : undefined;
    },
    /** Replaces the text of a message whose turn has not started; false if it has. */
    replaceText: (chatId: number, messageId: number, text: string): boolean => replaceText.run(text, chatId, messageId).changes === 1,
    /** The pending parts of an album, in message order, and when the last part arrived. */
    album(chatId: number, mediaGroupId: string): { parts: InboxMessage[]; lastAt: number } {
      return { parts: albumParts.all(chatId, mediaGroupId).map(toMessage), lastAt: albumLatest.get(chatId, mediaGroupId)?.at ?? 0 };
    },
    /** The message's current text after an edit was handled (the next edit compares with it). */
    setText(chatId: number, messageId: number, text: string): void {
      setText.run(text, chatId, messageId);
    },
    /** The messages a superseded turn answered now belong to the turn that answered them again. */
    moveTurn(from: number, to: number): void {
      moveTurn.run(to, from);
    },
    /** Done without a turn of its own (an edit noted as a correction, or one with nothing to do). */
    markHandled(updateId: number): void {
      handled.run(updateId);
    },
    markDone(updateId: number, turnId: number): void {
      setStatus.run("done", turnId, updateId);
    },
    markFailed(updateId: number, turnId: number | null): void {
      setStatus.run("failed", turnId, updateId);
    },
  };
}

export type InboxStore = ReturnType<typeof createInboxStore>;
