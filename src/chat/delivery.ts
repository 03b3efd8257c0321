// Sends outbox rows and records what happened. Only Telegram's message ids make a row
// `delivered`. A row is claimed (`sending`) before the request leaves; a crash leaves it
// `sending`, and recovery turns that into `unknown` (it may have landed) instead of
// sending again. Rows still `pending` at start never left: they are sent then.
// A draft row (a streamed reply, chat/drafts.ts) is finalized instead of sent: its
// messages are edited into the stored text, which is safe to redo after a restart.
import type { Clock } from "../clock.js";
import type { Log } from "../log.js";
import type { OutboxRow, OutboxStore } from "../store/outbox.js";
import type { TranscriptStore } from "../store/transcript.js";
import type { DraftService } from "./drafts.js";
import type { Delivery, DeliveryResult, OutboxStatus, Sender } from "./ports.js";

export function createDelivery(d: { outbox: OutboxStore; transcript: TranscriptStore; sender: Sender; drafts: DraftService; clock: Clock; log: Log }): Delivery {
  const finalizing = new Set<number>();
  function finish(id: number, messageRowId: number | null, status: OutboxStatus, ids: number[], error: string | null): DeliveryResult {
    d.outbox.record(id, status, ids, error, d.clock.now());
    if (messageRowId !== null) d.transcript.updateMeta(messageRowId, { delivery: status === "sending" ? "unknown" : status });
    return { outboxId: id, status, messageIds: ids, error };
  }

  async function deliver(id: number): Promise<DeliveryResult> {
    const row = d.outbox.get(id);
    if (!row) throw new Error(`outbox row ${id} does not exist`);
    if (row.stream === "final") return finalize(row);
    if (!d.outbox.claim(id, d.clock.now())) return { outboxId: id, status: row.status, messageIds: row.messageIds, error: row.error };
    const r = await d.sender.send(row.chatId, row.text, {
      ...(row.replyTo !== null ? { replyTo: row.replyTo } : {}),
      ...(row.editMessageIds.length > 0 ? { replace: row.editMessageIds } : {}),
      skipChunks: row.messageIds.length,
      hooks: {
        attempt: () => d.outbox.setState(id, "sending", null, d.clock.now()),
        notSent: (error) => d.outbox.setState(id, "pending", error, d.clock.now()),
        chunk: (messageId) => d.outbox.appendMessageId(id, messageId, d.clock.now()),
      },
    });
    const ids = [...row.messageIds, ...r.messageIds];
    if (r.status !== "delivered") d.log.warn({ outboxId: id, chatId: row.chatId, kind: row.kind, status: r.status, error: r.error }, "message not delivered");
    const result = finish(id, row.messageRowId, r.status, ids, r.status === "delivered" ? null : r.error);
    return r.status === "failed" ? { ...result, retryable: r.retryable } : result;
  }

  async function finalize(row: OutboxRow): Promise<DeliveryResult> {
    const id = row.id;
    // The row stays `pending` while its messages are edited (`sending` only while a new one may land).
    if (finalizing.has(id) || (row.status !== "pending" && row.status !== "failed"))
      return { outboxId: id, status: row.status, messageIds: row.messageIds, error: row.error };
    finalizing.add(id);
    try {
      const r = await d.drafts.finalize(row);
      if (r.status !== "delivered") d.log.warn({ outboxId: id, chatId: row.chatId, kind: row.kind, status: r.status, error: r.error }, "streamed message not finalized");
      const result = finish(id, row.messageRowId, r.status, r.messageIds, r.status === "delivered" ? null : r.error);
      return r.status === "failed" ? { ...result, retryable: r.retryable } : result;
    } finally {
      finalizing.delete(id);
    }
  }

  return {
    deliver,
    async recover(): Promise<{ unknown: number; sent: number; interrupted: number }> {
      let unknown = 0;
      let sent = 0;
      const interrupted = await d.drafts.interruptLive();
      for (const row of d.outbox.open()) {
        if (row.status === "sending") {
          finish(row.id, row.messageRowId, "unknown", row.messageIds, "the bot stopped while this was being sent; it may or may not have arrived");
          d.log.warn({ outboxId: row.id, chatId: row.chatId, kind: row.kind }, "a send was interrupted by a restart: recorded as unknown, not resent");
          unknown++;
        } else if (row.status === "pending") {
          await deliver(row.id);
          sent++;
        }
      }
      return { unknown, sent, interrupted };
    },
  };
}
