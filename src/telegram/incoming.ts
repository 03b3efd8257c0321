// What the inbox record of a message needs beyond its content (telegram/ingest-media.ts):
// the bot's own @mention removed (in a group it only addresses the bot), and a forwarded
// message tagged with its origin so it reaches the model as forwarded content, not as the
// user's instructions.
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
  return {
    ...m,
    ...(msg.chat.type !== "private" && msg.text !== undefined ? { text: withoutMention(msg, me) } : {}),
    ...(origin ? { forwardedFrom: describeOrigin(origin) || "someone else" } : {}),
  };
}
