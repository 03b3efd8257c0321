// A Telegram text message as the inbox stores it: the bot's own @mention removed (in a
// group it only addresses the bot), and a forwarded message tagged with its origin so it
// reaches the model as forwarded content, not as the user's instructions.
import type { Context } from "grammy";
import type { Message, MessageOrigin } from "grammy/types";
import type { InboxMessage } from "../store/inbox.js";
import { withoutMention } from "./chat-filter.js";

/** Who originally wrote a forwarded message, in words (untrusted: names are chosen by anyone). */
export function describeOrigin(o: MessageOrigin): string {
  switch (o.type) {
    case "user": {
      const u = o.sender_user;
      return `${[u.first_name, u.last_name].filter(Boolean).join(" ")}${u.username ? ` (@${u.username})` : ""}${u.is_bot ? ", a bot" : ""}`;
    }
    case "hidden_user":
      return `${o.sender_user_name} (hidden account)`;
    case "chat":
      return `the chat "${o.sender_chat.title ?? "unnamed"}"${o.author_signature ? ` (${o.author_signature})` : ""}`;
    case "channel":
      return `the channel "${o.chat.title ?? "unnamed"}"${o.author_signature ? ` (${o.author_signature})` : ""}`;
  }
}

export function toInboxMessage(ctx: Context & { msg: Message.TextMessage; from: NonNullable<Context["from"]> }, receivedAt: number): InboxMessage {
  const origin = ctx.msg.forward_origin;
  return {
    updateId: ctx.update.update_id,
    chatId: ctx.msg.chat.id,
    userId: ctx.from.id,
    messageId: ctx.msg.message_id,
    text: ctx.msg.chat.type === "private" ? ctx.msg.text : withoutMention(ctx.msg, { id: ctx.me.id, username: ctx.me.username }),
    firstName: ctx.from.first_name,
    languageCode: ctx.from.language_code,
    receivedAt,
    ...(origin ? { forwardedFrom: describeOrigin(origin) || "someone else" } : {}),
  };
}
