// Start-up time: from spawning `src/main.ts` to its first getUpdates at the fake Bot API.
import { startBotProcess } from "../test/support/child.js";
import { startFakeOllama } from "../test/fakes/ollama.js";
import { startFakeOpenAI } from "../test/fakes/openai.js";
import { startFakeTelegram } from "../test/fakes/telegram.js";
import { baseEnv, tempDir } from "../test/support/harness.js";
import { summary } from "./stats.js";

export async function benchStartup(runs = 5) {
  const [tg, openai, ollama] = await Promise.all([startFakeTelegram(), startFakeOpenAI(), startFakeOllama()]);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = tempDir("bench-start-");
    const polls = tg.callsOf("getUpdates").length;
    const t0 = performance.now();
    const bot = startBotProcess({ ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "warn" }, dir);
    await tg.waitForPolls(tg.callsOf("getUpdates").length > polls ? polls + 1 : polls + 1, 30_000);
    times.push(performance.now() - t0);
    await bot.stop("SIGTERM");
  }
  await Promise.all([tg.close(), openai.close(), ollama.close()]);
  return { startupToFirstGetUpdatesMs: summary(times) };
}
