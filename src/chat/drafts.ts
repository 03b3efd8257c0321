// Drafts: a turn's live reply (status line, then the answer as it is written) with every
// message it puts on Telegram recorded in the outbox as it happens. The row is written
// just before the first message may land; a crash at any point leaves a row that says
// which messages exist, and the next start marks them (`interrupted`) and lets the
// resumed turn take them over, so an answer is never sent twice nor left half-written
// without a word. When the turn stores its reply, the reply goes into the same row and
// delivery edits the draft into it (finalize).
import type { Clock } from "../clock.js";
import type { Log } from "../log.js";
import type { OutboxRow, OutboxStore } from "../store/outbox.js";
import type { Draft, Drafts, LiveHooks, LiveKind, LiveReplies, LiveReply, SendOutcome } from "./ports.js";

export const INTERRUPTED_NOTE = "⚠️ _Interrupted: the bot restarted while writing this. Answering again…_";
/** When a message of the interrupted draft may have landed unrecorded (its send was in flight). */
export const UNCERTAIN_NOTE = "⚠️ _The bot restarted while sending this answer: if an unfinished copy of it is above, this one replaces it._";

export interface DraftService extends Drafts {
  /** Edits a stored draft into its final text (the in-process reply when there is one). */
  finalize(row: OutboxRow): Promise<SendOutcome>;
  /** At start: drafts a crash left live are marked interrupted, for their turns to take over. */
  interruptLive(): Promise<number>;
}

export function createDrafts(d: { outbox: OutboxStore; live: LiveReplies; clock: Clock; log: Log }): DraftService {
  const { outbox } = d;
  // Settled drafts waiting for their final text, by outbox row.
  const settled = new Map<number, LiveReply>();
  // Rows whose final text starts with UNCERTAIN_NOTE.
  const uncertain = new Set<number>();

  /** Hooks that keep a row's message ids and state current. */
  function rowHooks(rowId: () => number | undefined, create: () => number, trackShown: boolean): LiveHooks {
    const now = () => d.clock.now();
    return {
      attempt: () => {
        const id = rowId();
        if (id === undefined) create();
        else outbox.setState(id, "sending", null, now());
      },
      notSent: (error) => {
        const id = rowId();
        if (id !== undefined) outbox.setState(id, "pending", error, now());
      },
      chunk: (messageId) => {
        const id = rowId() as number;
        outbox.appendMessageId(id, messageId, now());
        outbox.setState(id, "pending", null, now());
      },
      shown: (markdown: string, kind: LiveKind) => {
        const id = rowId();
        if (trackShown && id !== undefined) outbox.setDraft(id, kind, markdown, now());
      },
      removed: (messageId) => {
        const id = rowId();
        if (id !== undefined) outbox.removeMessageId(id, messageId, now());
      },
    };
  }

  function open(o: { chatId: number; turnId: number; replyTo?: number | undefined; replaces?: readonly number[] | undefined }): Draft {
    let rowId: number | undefined;
    let reply: LiveReply | undefined;
    let adopt: { messageIds: number[]; markdown: string | null; kind: LiveKind } | undefined;
    // A resumed turn takes over what its interrupted draft left on screen.
    const left = outbox.interruptedDrafts(o.turnId);
    const ids = left.flatMap((r) => r.messageIds);
    // A message whose send was in flight may exist without its id: the answer will say so.
    const unsure = left.some((r) => r.status === "unknown");
    if (ids.length > 0 || unsure) {
      const last = left.at(-1) as OutboxRow;
      if (ids.length > 0) adopt = { messageIds: ids, markdown: last.text, kind: "text" };
      rowId = outbox.addDraft({ chatId: o.chatId, turnId: o.turnId, replyTo: o.replyTo, status: "pending", messageIds: ids, stream: "status", text: last.text, now: d.clock.now() });
      for (const r of left) outbox.setStream(r.id, "adopted", d.clock.now());
      if (unsure) uncertain.add(rowId);
    } else if (o.replaces && o.replaces.length > 0) {
      // The earlier reply to an edited question: the new answer grows in its messages.
      adopt = { messageIds: [...o.replaces], markdown: null, kind: "text" };
      rowId = outbox.addDraft({ chatId: o.chatId, turnId: o.turnId, replyTo: o.replyTo, status: "pending", messageIds: o.replaces, stream: "status", text: "", now: d.clock.now() });
    }
    const hooks = rowHooks(
      () => rowId,
      () => (rowId = outbox.addDraft({ chatId: o.chatId, turnId: o.turnId, replyTo: o.replyTo, status: "sending", stream: "status", text: "", now: d.clock.now() })),
      true,
    );
    const ensure = (): LiveReply => (reply ??= d.live.open(o.chatId, { replyTo: o.replyTo, hooks, adopt }));

    return {
      status: (line) => ensure().status(line),
      text: (markdown) => ensure().text(markdown),
      async restart() {
        if (!reply && !adopt) return;
        const deleted = await ensure().discard();
        if (rowId !== undefined) outbox.setStream(rowId, deleted ? "discarded" : "final", d.clock.now(), { status: deleted ? "abandoned" : "delivered" });
        reply = undefined;
        rowId = undefined;
        adopt = undefined;
      },
      async settle() {
        if (reply) await reply.settle();
        if (rowId !== undefined && reply) settled.set(rowId, reply);
        return rowId;
      },
      async discard() {
        const deleted = reply || adopt ? await ensure().discard() : true;
        if (rowId !== undefined) {
          settled.delete(rowId);
          outbox.setStream(rowId, deleted ? "discarded" : "final", d.clock.now(), { status: deleted ? "abandoned" : "delivered" });
        }
      },
    };
  }

  return {
    open,
    async finalize(row) {
      const hooks = rowHooks(() => row.id, () => row.id, false);
      const reply =
        settled.get(row.id) ??
        // After a restart: the messages are known by id only; editing them again is harmless.
        d.live.open(row.chatId, { replyTo: row.replyTo ?? undefined, hooks, adopt: { messageIds: row.messageIds, markdown: null, kind: "text" } });
      settled.delete(row.id);
      const text = uncertain.delete(row.id) ? `${UNCERTAIN_NOTE}\n\n${row.text}` : row.text;
      return reply.finish(text);
    },
    async interruptLive() {
      let n = 0;
      for (const row of outbox.liveDrafts()) {
        const log = d.log.child({ outboxId: row.id, chatId: row.chatId, turnId: row.turnId });
        // A new message was being sent: it may exist without its id (never resent; the resumed answer says so).
        const unsure = row.status === "sending";
        if (unsure) log.warn("a draft message was being sent when the bot stopped: it may exist without being recorded");
        const status = unsure ? "unknown" : "abandoned";
        if (row.messageIds.length === 0) {
          outbox.setStream(row.id, unsure ? "interrupted" : "discarded", d.clock.now(), { status });
          continue;
        }
        const note = row.stream === "text" && row.text.trim() !== "" ? `${row.text}\n\n${INTERRUPTED_NOTE}` : INTERRUPTED_NOTE;
        const hooks = rowHooks(() => row.id, () => row.id, false);
        const reply = d.live.open(row.chatId, { hooks, adopt: { messageIds: row.messageIds, markdown: row.text, kind: row.stream === "text" ? "text" : "status" } });
        const r = await reply.finish(note);
        if (r.status !== "delivered") log.warn({ status: r.status, error: r.error }, "could not mark an interrupted draft");
        outbox.setStream(row.id, "interrupted", d.clock.now(), { status, text: note });
        log.warn({ messages: row.messageIds.length }, "a reply was being written when the bot stopped: marked as interrupted");
        n++;
      }
      return n;
    },
  };
}
