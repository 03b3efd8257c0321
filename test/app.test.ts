// The application's ingress guarantees through grammY against the fake Bot API.
import { afterEach, describe, expect, it } from "vitest";
import { type Harness, OWNER, startHarness } from "./support/harness.js";

let h: Harness | undefined;
let h2: Harness | undefined;
afterEach(async () => {
  await h2?.stop();
  await h?.stop();
  h = h2 = undefined;
});

describe("inbox deduplication", () => {
  it("an update Telegram serves again after a restart is not answered twice", async () => {
    h = await startHarness();
    const { tg, openai, ollama } = h;
    openai.setResponder((req) => ({ content: `answer to: ${req.messages.at(-1)?.content}` }));
    const updateId = tg.pushMessage({ chatId: OWNER, text: "what time is it in Seoul?" });
    await tg.waitForSent(OWNER, 1);
    await h.app.idle();
    const dir = h.dir;
    await h.app.stop();

    // A new process on the same data; the confirmation of the update was lost, so
    // Telegram serves it again, followed by a new message.
    h2 = await startHarness({ dir, fakes: { tg, openai, ollama } });
    tg.redeliver(updateId);
    tg.pushMessage({ chatId: OWNER, text: "marker" });
    // The marker's reply comes after anything the redelivered update could cause (one chat, in order).
    await tg.waitForSent(OWNER, 2);
    await h2.app.idle();
    expect(tg.sentTo(OWNER).map((m) => m.text)).toEqual(["answer to: what time is it in Seoul?", "answer to: marker"]);
    expect(openai.requests.filter((r) => r.messages.at(-1)?.content === "what time is it in Seoul?")).toHaveLength(1);
  });
});
