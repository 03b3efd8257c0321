// An answer cut at the length limit is remembered as cut: in memory and in the recent
// exchanges the resolver reads, never as if it were complete.
import { afterEach, describe, expect, it } from "vitest";
import { CUT_MARK } from "../../src/pipeline/history.js";
import { type Harness, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

describe("a cut answer", () => {
  it("enters memory and the resolver's recent exchanges marked as cut", async () => {
    h = await startHarness();
    h.openai.enqueue({ content: `The lighthouse was built in 1897 and ${"then ".repeat(150)}`, finishReason: "length" });
    h.openai.setResponder(() => ({ content: "It was finished in 1899." }));
    await h.say("등대 역사 알려줘");
    const memory = h.db.prepare("SELECT text FROM memory_items WHERE kind = 'exchange'").get() as { text: string };
    expect(memory.text).toContain(`Assistant: ${CUT_MARK} The lighthouse was built in 1897 and`);
    await h.say("그 다음은?");
    const resolve = h.ollama.callsOf("resolve").at(-1);
    const prompt = (resolve?.messages ?? []).map((m) => m.content).join("\n");
    expect(prompt).toContain(`Assistant: ${CUT_MARK} The lighthouse was built in 1897 and`);
    // A complete answer carries no mark.
    const second = h.db.prepare("SELECT text FROM memory_items WHERE kind = 'exchange' ORDER BY id DESC LIMIT 1").get() as { text: string };
    expect(second.text).not.toContain(CUT_MARK);
  });
});
