// Per-chat pacing of live edits: at most one call per interval in a chat (Telegram's flood
// control is per chat), pushed back further when Telegram answers 429 with retry_after.
// Callers check and mark synchronously, so two live replies in one chat never fire together.

export interface Pacer {
  /** Milliseconds until this chat may make its next call (0: now). */
  waitMs(chatId: number): number;
  /** A call is being made (or was just answered): the next waits an interval from now. */
  mark(chatId: number): void;
  /** Telegram asked to wait (retry_after) or a call failed: no call before `ms` from now. */
  backoff(chatId: number, ms: number): void;
}

export function createPacer(intervalMs: number, now: () => number = Date.now): Pacer {
  const next = new Map<number, number>();
  const prune = () => {
    if (next.size < 1000) return;
    const t = now();
    for (const [chat, at] of next) if (at < t) next.delete(chat);
  };
  return {
    waitMs: (chatId) => Math.max(0, (next.get(chatId) ?? 0) - now()),
    mark(chatId) {
      prune();
      next.set(chatId, Math.max(next.get(chatId) ?? 0, now() + intervalMs));
    },
    backoff(chatId, ms) {
      next.set(chatId, Math.max(next.get(chatId) ?? 0, now() + ms));
    },
  };
}
