// Only allowlisted users reach the pipeline. Anyone else gets one short refusal naming
// their numeric id (so the owner can add it), at most once an hour, and nothing else:
// no model call, no stored text, and their words never reach the log.
import type { Context, MiddlewareFn } from "grammy";
import type { Log } from "../log.js";

export function allowlist(o: { allowed: ReadonlySet<number>; log: Log; now: () => number; repeatAfterMs?: number }): MiddlewareFn<Context> {
  const lastRefusal = new Map<number, number>();
  const every = o.repeatAfterMs ?? 60 * 60 * 1000;
  return async (ctx, next) => {
    const userId = ctx.from?.id;
    if (userId !== undefined && o.allowed.has(userId)) return next();
    if (userId === undefined || ctx.chat === undefined) return;
    const last = lastRefusal.get(userId) ?? -Infinity;
    o.log.info({ userId, chatId: ctx.chat.id }, "refused a user who is not in ALLOWED_USER_IDS");
    if (o.now() - last < every) return;
    lastRefusal.set(userId, o.now());
    try {
      await ctx.api.sendMessage(ctx.chat.id, `Sorry, this is a private assistant. Your Telegram user id is ${userId}; the owner can add it to ALLOWED_USER_IDS.`);
    } catch (err) {
      o.log.warn({ err, userId }, "could not send the refusal");
    }
  };
}
