// Chat commands through grammY against the fake Bot API: each chat sees and changes only
// its own data.
import { afterEach, describe, expect, it } from "vitest";
import { type Harness, OWNER, SECOND_USER, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const count = (h: Harness, sql: string, ...args: unknown[]) => (h.db.prepare(sql).get(...args) as { n: number }).n;

describe("/forget", () => {
  it("refuses a conversation id of another chat and leaves that chat's memory whole", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "noted" }));
    await h.say("my locker code is 4711", { chatId: SECOND_USER, userId: SECOND_USER });
    const theirs = (h.db.prepare("SELECT conversation_id AS id FROM messages WHERE chat_id = ? LIMIT 1").get(SECOND_USER) as { id: number }).id;
    const before = count(h, "SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?", theirs);
    expect(before).toBeGreaterThan(0);

    await h.say(`/forget ${theirs}`, { chatId: OWNER, userId: OWNER });
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain(`No conversation ${theirs} in this chat`);
    expect(count(h, "SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?", theirs)).toBe(before);
    expect(count(h, "SELECT COUNT(*) AS n FROM memory_items WHERE conversation_id = ?", theirs)).toBeGreaterThan(0);

    // The owner of the conversation can forget it.
    await h.say(`/forget ${theirs}`, { chatId: SECOND_USER, userId: SECOND_USER });
    expect(h.tg.sentTo(SECOND_USER).at(-1)?.text).toContain(`Forgot conversation ${theirs}`);
    expect(count(h, "SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?", theirs)).toBe(0);
  });
});
