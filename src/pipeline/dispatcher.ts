// Fairness (issue 10 item 9). The update handler only stores a message and wakes this
// dispatcher; turns run from per-chat workers fed from the durable inbox (the source of
// truth: a message edited before its turn starts is read as edited). One chat's backlog
// therefore never holds the update runner's slots, and never delays another chat. A chat
// whose waiting messages pass the threshold gets one notice per backlog; nothing stored is
// dropped: what is still waiting at shutdown stays pending and is answered at the next start.
import type { Log } from "../log.js";
import type { InboxMessage } from "../store/inbox.js";
import type { ChatQueue } from "./chat-queue.js";

export interface DispatcherInbox {
  /** The oldest pending messages of a chat, in order (at most `limit`). */
  nextPending(chatId: number, limit: number): InboxMessage[];
  pendingCount(chatId: number): number;
  /** Chats with pending messages (recovery at start). */
  pendingChats(): number[];
  markFailed(updateId: number, turnId: number | null): void;
  status(updateId: number): string | undefined;
}

export interface DispatcherDeps {
  inbox: DispatcherInbox;
  queue: ChatQueue;
  /** Runs the turn that answers this message (it marks the inbox row done or failed). */
  answer: (m: InboxMessage) => Promise<unknown>;
  /** Tells a chat it has `waiting` messages queued (sent once per backlog). */
  notice: (chatId: number, waiting: number) => Promise<unknown>;
  /** More waiting messages than this earns the notice. */
  backlogNotice: number;
  log: Log;
}

export interface Dispatcher {
  /** A message of this chat was stored: make sure a worker answers it. */
  wake(chatId: number): void;
  /** At start: wake every chat with unanswered messages. */
  recover(): number;
  /** Stop starting turns (running ones finish; the rest stay pending). */
  stop(): void;
}

export function createDispatcher(d: DispatcherDeps): Dispatcher {
  const workers = new Set<number>();
  const running = new Map<number, number>(); // chat -> update id of the turn in progress
  const noticed = new Set<number>();
  let stopped = false;

  function checkBacklog(chatId: number): void {
    if (noticed.has(chatId)) return;
    const waiting = d.inbox.pendingCount(chatId) - (running.has(chatId) ? 1 : 0);
    if (waiting <= d.backlogNotice) return;
    noticed.add(chatId);
    d.log.info({ chatId, waiting }, "chat backlog: notice sent");
    void d.notice(chatId, waiting).catch((err: unknown) => d.log.warn({ err, chatId }, "could not send the backlog notice"));
  }

  async function drain(chatId: number): Promise<void> {
    try {
      while (!stopped) {
        const next = d.inbox.nextPending(chatId, 2).find((m) => m.updateId !== running.get(chatId));
        if (!next) break;
        running.set(chatId, next.updateId);
        try {
          // A stop while this job waited in the chat's queue (behind a scheduled run): leave the message pending.
          await d.queue.run(chatId, async () => (stopped ? undefined : d.answer(next)));
          if (stopped && d.inbox.status(next.updateId) === "pending") break;
          if (d.inbox.status(next.updateId) === "pending") throw new Error("the turn ended without answering the message");
        } catch (err) {
          // The turn handles its own failures; this is a bug or a broken database. Mark the
          // message failed so the worker moves on instead of retrying it forever.
          d.log.error({ err, chatId, updateId: next.updateId }, "a turn failed outside its own error handling");
          d.inbox.markFailed(next.updateId, null);
        } finally {
          running.delete(chatId);
        }
      }
    } finally {
      workers.delete(chatId);
      noticed.delete(chatId);
    }
  }

  const wake = (chatId: number): void => {
    if (stopped) return;
    checkBacklog(chatId);
    if (workers.has(chatId)) return;
    workers.add(chatId);
    // Start after the current batch of updates was stored, so the oldest is answered first.
    setImmediate(() => void drain(chatId));
  };

  return {
    wake,
    recover() {
      const chats = d.inbox.pendingChats();
      for (const c of chats) wake(c);
      return chats.length;
    },
    stop() {
      stopped = true;
    },
  };
}
