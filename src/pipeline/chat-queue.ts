// Runs work for one chat at a time, in arrival order; different chats run in parallel.
// Used for live updates and for the recovery of unanswered messages alike.

export function createChatQueue() {
  const tails = new Map<number, Promise<unknown>>();
  let inFlight = 0;
  const idleWaiters: Array<() => void> = [];
  return {
    run<T>(chatId: number, job: () => Promise<T>): Promise<T> {
      inFlight++;
      const prev = tails.get(chatId) ?? Promise.resolve();
      const next = prev.then(job, job).finally(() => {
        inFlight--;
        if (tails.get(chatId) === next) tails.delete(chatId);
        if (inFlight === 0) for (const w of idleWaiters.splice(0)) w();
      });
      tails.set(chatId, next.catch(() => undefined));
      return next;
    },
    /** Resolves when nothing is queued or running. */
    idle(): Promise<void> {
      return inFlight === 0 ? Promise.resolve() : new Promise((r) => idleWaiters.push(r));
    },
    get size(): number {
      return inFlight;
    },
  };
}

export type ChatQueue = ReturnType<typeof createChatQueue>;
