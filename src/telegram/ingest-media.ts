// Ingress for everything a user can send besides commands: text, photos, voice notes,
// audio, documents (albums arrive as parts sharing a media_group_id), and the message
// they replied to. Builds the inbox record; the pipeline reads the files later, inside
// the turn, so a restart reads them again from Telegram's file ids.
import type { Message } from "grammy/types";
import type { Attachment, InboxMessage, ReplyQuote } from "../store/inbox.js";

/** What a message that is not text or a readable file is called in the reply. */
function unsupported(m: Message): string | undefined {
  if (m.animation) return "animations (GIFs)";
  if (m.video) return "videos";
  if (m.video_note) return "video notes";
  if (m.sticker) return "stickers";
  if (m.location || m.venue) return "locations";
  if (m.contact) return "contacts";
  if (m.poll) return "polls";
  if (m.dice) return "dice";
  return undefined;
}

export function attachmentsOf(m: Message): Attachment[] {
  const out: Attachment[] = [];
  const what = unsupported(m);
  if (what) return [{ kind: "unsupported", what }];
  if (m.photo && m.photo.length > 0) {
    // Telegram lists the sizes smallest first: the last one is the original.
    const p = m.photo[m.photo.length - 1] as NonNullable<Message["photo"]>[number];
    out.push({ kind: "photo", fileId: p.file_id, fileUniqueId: p.file_unique_id, bytes: p.file_size, width: p.width, height: p.height });
  }
  if (m.voice) out.push({ kind: "voice", fileId: m.voice.file_id, fileUniqueId: m.voice.file_unique_id, bytes: m.voice.file_size, seconds: m.voice.duration, mime: m.voice.mime_type });
  if (m.audio) out.push({ kind: "audio", fileId: m.audio.file_id, fileUniqueId: m.audio.file_unique_id, bytes: m.audio.file_size, seconds: m.audio.duration, mime: m.audio.mime_type, name: m.audio.file_name });
  if (m.document) out.push({ kind: "document", fileId: m.document.file_id, fileUniqueId: m.document.file_unique_id, bytes: m.document.file_size, mime: m.document.mime_type, name: m.document.file_name });
  return out;
}

function kindWord(m: Message): string {
  if (m.photo) return "[a photo]";
  if (m.voice) return "[a voice note]";
  if (m.audio) return "[an audio file]";
  if (m.document) return `[a file${m.document.file_name ? `: ${m.document.file_name}` : ""}]`;
  return "[a message without text]";
}

/** The quoted message: the part the user selected, else its text or caption. */
export function replyOf(m: Message, botId: number): ReplyQuote | undefined {
  const r = m.reply_to_message;
  if (!r) return undefined;
  const text = m.quote?.text ?? r.text ?? r.caption ?? kindWord(r);
  return { messageId: r.message_id, fromBot: r.from?.id === botId, text: text.length > 2000 ? `${text.slice(0, 1999)}…` : text };
}

/**
 * Someone else wrote it: a forward, or a result the owner picked from another inline bot.
 * Such a message is never a command, even when it starts with one ("/digest add ..." that a
 * stranger sent the owner, forwarded to ask what it is).
 */
export function isRelayed(m: Pick<Message, "forward_origin" | "via_bot">, botId: number): boolean {
  return m.forward_origin !== undefined || (m.via_bot !== undefined && m.via_bot.id !== botId);
}

/** The inbox record of a message, or undefined for the owner's bot command (handled by the command layer). */
export function inboxMessageOf(m: Message, o: { updateId: number; botId: number; now: number }): InboxMessage | undefined {
  if (!m.from) return undefined;
  if (m.text !== undefined && !isRelayed(m, o.botId) && m.entities?.some((e) => e.type === "bot_command" && e.offset === 0)) return undefined;
  const attachments = attachmentsOf(m);
  const reply = replyOf(m, o.botId);
  if (m.text === undefined && attachments.length === 0 && m.caption === undefined) {
    // Service messages (a member joined, a pinned message ...) carry nothing to answer.
    return undefined;
  }
  return {
    updateId: o.updateId,
    chatId: m.chat.id,
    userId: m.from.id,
    messageId: m.message_id,
    text: m.text ?? m.caption ?? "",
    firstName: m.from.first_name,
    languageCode: m.from.language_code,
    receivedAt: o.now,
    ...(attachments.length > 0 ? { attachments } : {}),
    ...(reply ? { reply } : {}),
    ...(m.media_group_id ? { mediaGroupId: m.media_group_id } : {}),
  };
}
