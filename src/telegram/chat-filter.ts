// Which chats the bot talks in (issue 10 item 8). Replaces the user allowlist alone:
// - a private chat: allowlisted users pass; anyone else gets one short refusal naming
//   their id (at most once an hour), and nothing else — no model call, nothing stored,
//   their words never logged;
// - a group listed in ALLOWED_CHAT_IDS: only allowlisted users, and only when they address
//   the bot (mention it, reply to it, or send a command); strangers there get nothing —
//   no refusal is ever posted in a group;
// - any other group or channel: the bot posts nothing and leaves.
import type { Context, MiddlewareFn } from "grammy";
import type { MessageEntity } from "grammy/types";
import type { Log } from "../log.js";

export interface ChatFilterOptions {
  allowedUsers: ReadonlySet<number>;
  allowedChats: ReadonlySet<number>;
  log: Log;
  now: () => number;
  repeatAfterMs?: number;
}

type Msg = { text?: string; caption?: string; entities?: MessageEntity[]; caption_entities?: MessageEntity[]; reply_to_message?: { from?: { id: number } } };

const entityText = (text: string, e: MessageEntity) => text.slice(e.offset, e.offset + e.length);

/** The bot's mention entities in a message (`@botname`, or a text mention of the bot). */
function mentionsOf(msg: Msg, me: { id: number; username: string }): MessageEntity[] {
  const text = msg.text ?? msg.caption ?? "";
  const entities = msg.entities ?? msg.caption_entities ?? [];
  return entities.filter(
    (e) =>
      (e.type === "mention" && entityText(text, e).toLowerCase() === `@${me.username.toLowerCase()}`) ||
      (e.type === "text_mention" && e.user.id === me.id),
  );
}

/** True when a group message is for this bot: a mention, a reply to it, or a command (not another bot's). */
export function addressesBot(msg: Msg, me: { id: number; username: string }): boolean {
  if (msg.reply_to_message?.from?.id === me.id) return true;
  if (mentionsOf(msg, me).length > 0) return true;
  const text = msg.text ?? "";
  const cmd = (msg.entities ?? []).find((e) => e.type === "bot_command" && e.offset === 0);
  if (!cmd) return false;
  const target = entityText(text, cmd).split("@")[1];
  return target === undefined || target.toLowerCase() === me.username.toLowerCase();
}

/** The text for the model: the bot's own @mention removed (it addresses, it does not ask). */
export function withoutMention(msg: Msg, me: { id: number; username: string }): string {
  const text = msg.text ?? msg.caption ?? "";
  const ms = mentionsOf(msg, me).filter((e) => e.type === "mention");
  let out = text;
  for (const e of [...ms].sort((a, b) => b.offset - a.offset)) out = out.slice(0, e.offset) + out.slice(e.offset + e.length);
  out = out.replace(/[ \t]{2,}/g, " ").trim();
  return out === "" ? text : out;
}

export function chatFilter(o: ChatFilterOptions): MiddlewareFn<Context> {
  const lastRefusal = new Map<number, number>();
  const every = o.repeatAfterMs ?? 60 * 60 * 1000;
  const left = new Set<number>();
  return async (ctx, next) => {
    const chat = ctx.chat;
    const userId = ctx.from?.id;
    if (chat === undefined) return;
    const allowedUser = userId !== undefined && o.allowedUsers.has(userId);
    if (chat.type === "private") {
      if (allowedUser) return next();
      if (userId === undefined) return;
      o.log.info({ userId, chatId: chat.id }, "refused a user who is not in ALLOWED_USER_IDS");
      const last = lastRefusal.get(userId) ?? -Infinity;
      if (o.now() - last < every) return;
      lastRefusal.set(userId, o.now());
      try {
        await ctx.api.sendMessage(chat.id, `Sorry, this is a private assistant. Your Telegram user id is ${userId}; the owner can add it to ALLOWED_USER_IDS.`);
      } catch (err) {
        o.log.warn({ err, userId }, "could not send the refusal");
      }
      return;
    }
    if (!o.allowedChats.has(chat.id)) {
      // Not ours: say nothing (a refusal would be posted to strangers) and leave.
      if (left.has(chat.id)) return;
      left.add(chat.id);
      o.log.warn({ chatId: chat.id, chatType: chat.type, userId }, "left a group that is not in ALLOWED_CHAT_IDS (add its id there to use the bot in it)");
      try {
        await ctx.api.leaveChat(chat.id);
      } catch (err) {
        left.delete(chat.id);
        o.log.warn({ err, chatId: chat.id }, "could not leave the group");
      }
      return;
    }
    if (!allowedUser) return;
    if (ctx.callbackQuery) return next();
    const msg = ctx.msg as Msg | undefined;
    if (!msg || !addressesBot(msg, { id: ctx.me.id, username: ctx.me.username })) return;
    return next();
  };
}
