// What the inbox record of a message needs beyond its content (telegram/ingest-media.ts):
// the bot's own @mention removed (in a group it only addresses the bot), and a forwarded
// message (or an inline bot's result) tagged with its origin so it reaches the model as
// someone else's content, not as the user's instructions.
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

/** The stored record of a message, completed for groups (mention removed) and forwards (origin). */
export function withProvenance(m: InboxMessage, msg: Message, me: { id: number; username: string }): InboxMessage {
  const origin = msg.forward_origin;
  // A result the owner picked from an inline bot (@wiki, @gif ...) was written by that bot,
  // not by the owner: it is someone else's content, like a forward.
  const via = msg.via_bot && msg.via_bot.id !== me.id ? `the inline bot @${msg.via_bot.username ?? msg.via_bot.id}` : undefined;
  return {
    ...m,
    ...(msg.chat.type !== "private" && msg.text !== undefined ? { text: withoutMention(msg, me) } : {}),
    ...(origin ? { forwardedFrom: describeOrigin(origin) || "someone else" } : via ? { forwardedFrom: via } : {}),
  };
}
