// Delivery of outbox rows through the real sender (grammY) against the fake Bot API, on a
// real SQLite file: what a restart does with rows a crash left behind.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDelivery } from "../../src/chat/delivery.js";
import { createDrafts } from "../../src/chat/drafts.js";
import { createLiveReplies } from "../../src/telegram/live.js";
import type { Delivery } from "../../src/chat/ports.js";
import { migrate } from "../../src/db/migrate.js";
import { type Db, openDatabase } from "../../src/db/open.js";
import { createChatStore } from "../../src/store/chats.js";
import { createOutboxStore, type OutboxStore } from "../../src/store/outbox.js";
import { createTranscriptStore, type TranscriptStore } from "../../src/store/transcript.js";
import { createBot } from "../../src/telegram/bot.js";
import { createSender, retryPolicy } from "../../src/telegram/sender.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { tempDir } from "../support/harness.js";
import { captureLog } from "../support/log.js";
import path from "node:path";

const CHAT = 4242;
let tg: FakeTelegram;
let db: Db;
let outbox: OutboxStore;
let transcript: TranscriptStore;
let delivery: Delivery;

beforeEach(async () => {
  tg = await startFakeTelegram();
  db = openDatabase(path.join(tempDir(), "assistant.db"));
  migrate(db);
  const logs = captureLog({ secrets: [tg.token] });
  outbox = createOutboxStore(db);
  transcript = createTranscriptStore(db, logs.log);
  const api = createBot({ token: tg.token, apiRoot: tg.apiRoot, timeoutSeconds: 5 }).api;
  const sender = createSender({ api, log: logs.log, retryBaseMs: 1, sleep: async () => undefined });
  const clock = { now: () => 1_000 };
  const drafts = createDrafts({ outbox, live: createLiveReplies({ api, log: logs.log, retry: retryPolicy({ retryBaseMs: 1 }), editMs: 10 }), clock, log: logs.log });
  delivery = createDelivery({ outbox, transcript, sender, drafts, clock, log: logs.log });
});
afterEach(async () => {
  db.close();
  await tg.close();
});

/** A stored assistant row with an outbox row for it, as a turn leaves them. */
function storedReply(text: string): { outboxId: number; rowId: number } {
  const conv = createChatStore(db).current(CHAT, 0, {}).id;
  const rowId = transcript.append({ conversationId: conv, chatId: CHAT, turnId: null, role: "assistant", content: text, createdAt: 0 });
  const outboxId = outbox.add({ chatId: CHAT, turnId: null, kind: "reply", text, messageRowId: rowId, now: 0 });
  return { outboxId, rowId };
}

describe("outbox recovery at start", () => {
  it("a row left `sending` may have landed: recorded unknown, never sent again", async () => {
    const { outboxId, rowId } = storedReply("the answer that may have landed");
    expect(outbox.claim(outboxId, 1)).toBe(true); // the crash happened after this
    const r = await delivery.recover();
    expect(r).toEqual({ unknown: 1, sent: 0, interrupted: 0 });
    expect(tg.callsOf("sendMessage")).toHaveLength(0);
    expect(outbox.get(outboxId)?.status).toBe("unknown");
    expect(transcript.get(rowId)?.meta.delivery).toBe("unknown");
    // A second start finds nothing left to do, and no other path may claim it again.
    expect(await delivery.recover()).toEqual({ unknown: 0, sent: 0, interrupted: 0 });
    expect((await delivery.deliver(outboxId)).status).toBe("unknown");
    expect(tg.callsOf("sendMessage")).toHaveLength(0);
  });

  it("a row still `pending` never left: it is sent at start, once", async () => {
    const { outboxId, rowId } = storedReply("never left");
    expect(await delivery.recover()).toEqual({ unknown: 0, sent: 1, interrupted: 0 });
    expect(tg.sentTo(CHAT).map((m) => m.text)).toEqual(["never left"]);
    expect(outbox.get(outboxId)).toMatchObject({ status: "delivered", messageIds: [1] });
    expect(transcript.get(rowId)?.meta.delivery).toBe("delivered");
    expect(await delivery.recover()).toEqual({ unknown: 0, sent: 0, interrupted: 0 });
    expect(tg.callsOf("sendMessage")).toHaveLength(1);
  });

  it("a multi-chunk reply cut between chunks resumes with the chunks that never left", async () => {
    const paragraphs = Array.from({ length: 3 }, (_, i) => `PART-${i} ${"word ".repeat(700)}`);
    const { outboxId } = storedReply(paragraphs.join("\n\n"));
    // The first chunk is confirmed; Telegram then answers 502 to the next one until the
    // sender's four attempts are spent.
    tg.inject("sendMessage", { kind: "5xx" }, 4, (p) => !String(p.text).includes("PART-0"));
    const first = await delivery.deliver(outboxId);
    expect(first.status).toBe("failed");
    const row = outbox.get(outboxId);
    expect(row?.status).toBe("failed");
    expect(row?.messageIds).toHaveLength(1);
    // Retrying (as the scheduler and the turn do) sends only the remaining chunks.
    const again = await delivery.deliver(outboxId);
    expect(again.status).toBe("delivered");
    const texts = tg.sentTo(CHAT).map((m) => m.text);
    expect(texts.filter((t) => t.includes("PART-0"))).toHaveLength(1);
    expect(texts.filter((t) => t.includes("PART-1"))).toHaveLength(1);
    expect(texts.filter((t) => t.includes("PART-2"))).toHaveLength(1);
    expect(outbox.get(outboxId)?.messageIds).toEqual(tg.sentTo(CHAT).map((m) => m.messageId));
  });

  it("a delivered row is never claimed again", async () => {
    const { outboxId } = storedReply("once");
    expect((await delivery.deliver(outboxId)).status).toBe("delivered");
    expect((await delivery.deliver(outboxId)).status).toBe("delivered");
    expect(tg.callsOf("sendMessage")).toHaveLength(1);
  });

  it("a streamed reply stored before the crash (final, pending) is finished by editing its messages; nothing is sent anew", async () => {
    const api = createBot({ token: tg.token, apiRoot: tg.apiRoot, timeoutSeconds: 5 }).api;
    const half = await api.sendMessage(CHAT, "The answer as it was when the bot died, half");
    const { rowId } = storedReply("unused");
    const draft = outbox.addDraft({ chatId: CHAT, turnId: 7, status: "pending", messageIds: [half.message_id], stream: "text", text: "The answer as it was when the bot died, half", now: 0 });
    outbox.draftToAnswer(draft, { kind: "reply", text: "The whole answer, stored before the crash.", messageRowId: rowId, now: 0 });
    const sendsBefore = tg.callsOf("sendMessage").length;
    const r = await delivery.recover();
    expect(r.sent).toBeGreaterThanOrEqual(1);
    expect(tg.visibleTo(CHAT).find((m) => m.messageId === half.message_id)?.text).toBe("The whole answer, stored before the crash.");
    expect(outbox.get(draft)).toMatchObject({ status: "delivered", messageIds: [half.message_id], stream: "final" });
    // Only the ordinary pending row (storedReply) was sent; the draft was edited.
    expect(tg.callsOf("sendMessage").length - sendsBefore).toBe(1);
  });

  it("a draft left live by a crash is marked interrupted in place, for its turn to take over", async () => {
    const api = createBot({ token: tg.token, apiRoot: tg.apiRoot, timeoutSeconds: 5 }).api;
    const half = await api.sendMessage(CHAT, "Half of an answer");
    const draft = outbox.addDraft({ chatId: CHAT, turnId: 8, status: "pending", messageIds: [half.message_id], stream: "text", text: "Half of an answer", now: 0 });
    expect(await delivery.recover()).toEqual({ unknown: 0, sent: 0, interrupted: 1 });
    expect(tg.visibleTo(CHAT)[0]?.text).toContain("Half of an answer\n\n⚠️ Interrupted: the bot restarted while writing this.");
    expect(outbox.get(draft)).toMatchObject({ status: "abandoned", stream: "interrupted" });
    expect(outbox.interruptedDrafts(8).map((r) => r.id)).toEqual([draft]);
  });
});
