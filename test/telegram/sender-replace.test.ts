// Replacing an earlier reply in place (an edited question answered again), through grammY
// against the fake Bot API: chunks edit the old messages, surplus old ones are deleted,
// surplus new chunks are sent; an edit Telegram refuses becomes a new message.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createBot } from "../../src/telegram/bot.js";
import { createSender, type Sender } from "../../src/telegram/sender.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { captureLog } from "../support/log.js";

let tg: FakeTelegram;
let sender: Sender;
beforeEach(async () => {
  tg = await startFakeTelegram();
  const bot = createBot({ token: tg.token, apiRoot: tg.apiRoot, timeoutSeconds: 2 });
  sender = createSender({ api: bot.api, log: captureLog({ secrets: [tg.token] }).log, retryBaseMs: 5, sleep: async () => undefined });
});
afterEach(async () => {
  await tg.close();
});

const long = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i}: ${"word ".repeat(150)}`).join("\n\n");

describe("replacing an earlier reply", () => {
  it("a shorter answer edits the first message and deletes the rest", async () => {
    const old = await sender.send(5, long(8));
    expect(old.messageIds.length).toBeGreaterThan(1);
    const r = await sender.send(5, "short now", { replace: old.messageIds });
    expect(r).toEqual({ status: "delivered", messageIds: [old.messageIds[0]] });
    expect(tg.sentTo(5).filter((m) => !m.deleted).map((m) => m.text)).toEqual(["short now"]);
    expect(tg.callsOf("deleteMessage")).toHaveLength(old.messageIds.length - 1);
  });

  it("a longer answer edits the old message and sends the surplus chunks", async () => {
    const old = await sender.send(5, "short");
    const r = await sender.send(5, long(8), { replace: old.messageIds });
    expect(r.status).toBe("delivered");
    expect(r.messageIds[0]).toBe(old.messageIds[0]);
    expect(r.messageIds.length).toBeGreaterThan(1);
    expect(tg.callsOf("editMessageText")).toHaveLength(1);
  });

  it("an unchanged text counts as done; a refused edit (too old, deleted) is sent as a new message", async () => {
    const old = await sender.send(5, "same");
    tg.inject("editMessageText", { kind: "error", code: 400, description: "Bad Request: message is not modified: specified new message content and reply markup are exactly the same" });
    expect(await sender.send(5, "same", { replace: old.messageIds })).toEqual({ status: "delivered", messageIds: old.messageIds });
    tg.inject("editMessageText", { kind: "error", code: 400, description: "Bad Request: message can't be edited" });
    const r = await sender.send(5, "new text", { replace: old.messageIds });
    expect(r.status).toBe("delivered");
    expect(r.messageIds[0]).not.toBe(old.messageIds[0]);
    expect(tg.sentTo(5).at(-1)?.text).toBe("new text");
  });
});
