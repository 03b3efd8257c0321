// Per-turn overhead of the bot itself with zero-latency fake models (message pushed to the
// fake Bot API -> reply recorded there), and RSS after 1,000 turns.
import { startHarness } from "../test/support/harness.js";
import { summary } from "./stats.js";

export async function benchTurns(turns = 1000) {
  const h = await startHarness({ env: { LOG_LEVEL: "warn", TELEGRAM_POLL_TIMEOUT: "10" } });
  h.openai.setResponder(() => ({ content: "ok, noted." }));
  const times: number[] = [];
  const rssBefore = process.memoryUsage().rss;
  for (let i = 0; i < turns; i++) {
    const chatId = 111_111;
    const before = h.tg.sentTo(chatId).length; // records are cleared every 50 turns
    const t0 = performance.now();
    h.tg.pushMessage({ chatId, text: `message number ${i}: 오늘 날씨 어때? tell me something` });
    await h.tg.waitForSent(chatId, before + 1, 10_000);
    times.push(performance.now() - t0);
    if (i % 50 === 49) {
      await h.app.idle();
      // The fakes record every request; drop those records so they do not count as the bot's memory.
      h.openai.requests.length = 0;
      h.ollama.chats.length = 0;
      h.ollama.embeds.length = 0;
      h.tg.calls.length = 0;
      h.tg.sent.length = 0;
    }
  }
  await h.app.idle();
  global.gc?.();
  const rssAfter = process.memoryUsage().rss;
  const counts = h.db.prepare("SELECT (SELECT COUNT(*) FROM messages) AS messages, (SELECT COUNT(*) FROM memory_items) AS memories").get();
  await h.stop();
  return {
    perTurnMs: summary(times),
    rssBeforeMb: Math.round(rssBefore / 1e6),
    rssAfter1000TurnsMb: Math.round(rssAfter / 1e6),
    stored: counts,
  };
}
