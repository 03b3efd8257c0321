// Ingress for edited_message: an edit is stored in the inbox as a row of its own (kind
// 'edit', so it waits and survives a restart like any message). If the edited message's
// turn has not started, its stored text is simply replaced and nothing else happens;
// otherwise the edit waits in the chat's queue (pipeline/edit.ts decides what it means).
import type { Message } from "grammy/types";
import type { InboxMessage } from "../store/inbox.js";

export function editOf(m: Message, o: { updateId: number; now: number }): InboxMessage | undefined {
  if (!m.from) return undefined;
  const text = m.text ?? m.caption;
  if (text === undefined) return undefined;
  // An edited command is not a new command.
  if (m.entities?.some((e) => e.type === "bot_command" && e.offset === 0)) return undefined;
  return {
    updateId: o.updateId,
    chatId: m.chat.id,
    userId: m.from.id,
    messageId: m.message_id,
    text,
    firstName: m.from.first_name,
    languageCode: m.from.language_code,
    receivedAt: o.now,
    editOf: m.message_id,
  };
}
