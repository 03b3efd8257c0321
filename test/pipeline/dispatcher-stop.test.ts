// A stop while a message's turn waits in the chat's queue (behind a scheduled run): the
// turn does not start and the message stays pending for the next start (not "failed").
import { describe, expect, it } from "vitest";
import { createChatQueue } from "../../src/pipeline/chat-queue.js";
import { createDispatcher } from "../../src/pipeline/dispatcher.js";
import type { InboxMessage } from "../../src/store/inbox.js";
import { captureLog } from "../support/log.js";

describe("dispatcher stop", () => {
  it("leaves a message queued behind another job pending, without answering or failing it", async () => {
    const message = { updateId: 1, chatId: 7, userId: 7, messageId: 1, text: "hi", receivedAt: 0 } as InboxMessage;
    const status = new Map<number, string>([[1, "pending"]]);
    const answered: number[] = [];
    const failed: number[] = [];
    const queue = createChatQueue();
    const d = createDispatcher({
      inbox: {
        nextPending: (chatId) => (chatId === 7 && status.get(1) === "pending" ? [message] : []),
        pendingCount: () => (status.get(1) === "pending" ? 1 : 0),
        pendingChats: () => [7],
        markFailed: (id) => {
          failed.push(id);
          status.set(id, "failed");
        },
        status: (id) => status.get(id),
      },
      queue,
      answer: async (m) => {
        answered.push(m.updateId);
        status.set(m.updateId, "done");
      },
      notice: async () => undefined,
      backlogNotice: 100,
      log: captureLog().log,
    });
    // A scheduled run holds the chat's queue.
    let release!: () => void;
    const scheduled = queue.run(7, () => new Promise<void>((r) => (release = r)));
    d.wake(7);
    await new Promise((r) => setImmediate(r));
    expect(queue.size).toBe(2);
    d.stop();
    release();
    await scheduled;
    await queue.idle();
    expect(answered).toEqual([]);
    expect(failed).toEqual([]);
    expect(status.get(1)).toBe("pending");
  });
});
