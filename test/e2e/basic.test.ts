import { afterEach, describe, expect, it } from "vitest";
import { type Harness, OWNER, SECOND_USER, STRANGER, startHarness } from "../support/harness.js";
import { delay } from "../fakes/http.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

describe("a conversation on Telegram", () => {
  it("answers in the chat the message came from, through the openai package", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "안녕하세요! **반가워요**." }));
    await h.say("안녕", { chatId: OWNER });
    const sent = h.tg.sentTo(OWNER);
    expect(sent.at(-1)?.text).toBe("안녕하세요! 반가워요.");
    expect(sent.at(-1)?.raw).toBe("안녕하세요! <b>반가워요</b>.");
    expect(h.tg.sentTo(SECOND_USER)).toHaveLength(0);
    expect(h.openai.requests.at(-1)?.messages.at(-1)).toMatchObject({ role: "user", content: "안녕" });
    expect(h.tg.callsOf("sendChatAction").length).toBeGreaterThan(0);
    expect(h.tg.callsOf("setMyCommands").length).toBe(1);
  });

  it("refuses an unknown user once, naming their id, with zero model requests and nothing stored", async () => {
    h = await startHarness();
    h.tg.pushMessage({ chatId: STRANGER, userId: STRANGER, text: "my secret plan" });
    h.tg.pushMessage({ chatId: STRANGER, userId: STRANGER, text: "again" });
    const sent = await h.tg.waitForSent(STRANGER, 1);
    await delay(300);
    expect(h.tg.sentTo(STRANGER)).toHaveLength(1);
    expect(sent[0]?.text).toContain(String(STRANGER));
    expect(h.openai.requests).toHaveLength(0);
    expect(h.ollama.chats).toHaveLength(0);
    const stored = h.db.prepare("SELECT COUNT(*) AS n FROM inbox").get() as { n: number };
    expect(stored.n).toBe(0);
    expect(h.logs.text()).not.toContain("my secret plan");
  });
});
