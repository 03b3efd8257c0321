// Tagging waits until a conversation is quiet: a tag call right after each reply would sit in
// front of the user's next message on a one-request-at-a-time Ollama (issue 14).
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import { type Harness, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

describe("indexer", () => {
  it("tags a conversation once it has been quiet, not after every exchange", async () => {
    let now = Date.UTC(2026, 0, 5, 9);
    h = await startHarness({ clock: { now: () => now }, tagQuietMs: 60_000 });
    h.openai.setResponder(() => ({ content: "좋아요." }));
    await h.say("비트코인 가격 알려줘");
    now += 5_000;
    await h.say("이더리움은?");
    // Indexed (embedded) at once, but not tagged while the conversation is active.
    await waitFor(() => (h.db.prepare("SELECT COUNT(*) AS n FROM memory_items WHERE embed_state = 'pending'").get() as { n: number }).n === 0, 10_000, "embeddings");
    expect(h.ollama.callsOf("tags")).toHaveLength(0);
    now += 61_000;
    await waitFor(() => h.ollama.callsOf("tags").length === 1, 10_000, "the tag call after the quiet period");
    await waitFor(() => (h.db.prepare("SELECT COUNT(*) AS n FROM conversation_tags").get() as { n: number }).n > 0, 10_000, "tags stored");
    // One call for both exchanges, and none again while nothing new happens.
    expect(h.ollama.callsOf("tags")[0]?.messages.at(-1)?.content).toContain("이더리움은?");
    await h.app.idle();
    expect(h.ollama.callsOf("tags")).toHaveLength(1);
  });
});
