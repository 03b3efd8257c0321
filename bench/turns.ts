// Per-turn overhead of the bot itself with zero-latency fake models: message pushed to the
// fake Bot API -> reply recorded there (event-driven, sub-millisecond), against a bare
// grammY -> openai bot (bench/bare-bot.ts) run in the same process on its own instances of
// the same fakes, in alternating blocks so both see the same machine load. RSS after the
// assistant's 1,000 turns (one long conversation). Then the same turns again with every
// stage's duration logged (bench/turn-stages.ts): where the time goes; and the CPU of the
// round trips a plain turn cannot skip, measured alone (bench/round-trips.ts).
//
// Issue 14's target is <= 2x the bare bot at p50; it is not met, and cannot be on this
// design (README, "Performance"): the bare bot makes 3 HTTP requests per message and its
// main-model request carries one message; a plain turn here must also ask the resolver, embed
// the question and ask the sufficiency question (the issue's own decisions), send a request
// that carries the conversation (about 1,000 messages at this bench's p50), and recall from a
// growing memory, all on the same one thread as the fakes.
import { startFakeOpenAI } from "../test/fakes/openai.js";
import { startFakeTelegram } from "../test/fakes/telegram.js";
import { startHarness } from "../test/support/harness.js";
import { startBareBot } from "./bare-bot.js";
import { benchRoundTrips } from "./round-trips.js";
import { benchTurnStages } from "./turn-stages.js";
import { round, summary } from "./stats.js";

const CHAT = 111_111;

export async function benchTurns(turns = 1000, block = 50) {
  // The production default log level, written to memory instead of stdout.
  const h = await startHarness({ env: { LOG_LEVEL: "info", TELEGRAM_POLL_TIMEOUT: "10" }, logLevel: "info", tagQuietMs: 30_000 });
  h.openai.setResponder(() => ({ content: "ok, noted." }));
  const [btg, bopenai] = await Promise.all([startFakeTelegram(), startFakeOpenAI()]);
  bopenai.setResponder(() => ({ content: "ok, noted." }));
  const bare = startBareBot({ token: btg.token, apiRoot: btg.apiRoot, openaiBaseUrl: bopenai.baseUrl, model: "fake-main", pollTimeoutSeconds: 10 });

  const ours: number[] = [];
  const theirs: number[] = [];
  // CPU time of the whole process (bot, fakes, background work) per turn: less sensitive
  // than wall time to a machine shared with other work.
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const historySizes: number[] = [];
  let ourCpu = 0;
  let theirCpu = 0;
  const text = (i: number) => `message number ${i}: 오늘 날씨 어때? tell me something`;
  const rssBefore = process.memoryUsage().rss;
  for (let i = 0; i < turns; i++) {
    const c0 = cpu();
    const t0 = performance.now();
    const sent = h.tg.nextSent(CHAT);
    h.tg.pushMessage({ chatId: CHAT, text: text(i) });
    await sent;
    ours.push(performance.now() - t0);
    ourCpu += cpu() - c0;
    if (i % block === block - 1) {
      // Background work (indexing, tagging) finishes between blocks, not inside the bare bot's turns.
      const c1 = cpu();
      await h.app.idle();
      ourCpu += cpu() - c1;
      const c2 = cpu();
      for (let j = 0; j < block; j++) {
        const b0 = performance.now();
        const got = btg.nextSent(CHAT);
        btg.pushMessage({ chatId: CHAT, text: text(j) });
        await got;
        theirs.push(performance.now() - b0);
      }
      theirCpu += cpu() - c2;
      historySizes.push(Math.max(0, (h.openai.requests.at(-1)?.messages.length ?? 2) - 2));
      // The fakes record every request; drop those records so they do not count as the bot's memory.
      for (const f of [h.openai.requests, h.ollama.chats, h.ollama.embeds, h.tg.calls, h.tg.sent, bopenai.requests, btg.calls, btg.sent]) f.length = 0;
    }
  }
  await h.app.idle();
  global.gc?.();
  const rssAfter = process.memoryUsage().rss;
  const counts = h.db.prepare("SELECT (SELECT COUNT(*) FROM messages) AS messages, (SELECT COUNT(*) FROM memory_items) AS memories").get();
  // The history the main-model request carried at the median turn (it grows until the fold).
  const historyAtP50 = historySizes.sort((x, y) => x - y)[Math.floor(historySizes.length / 2)] ?? 0;
  await bare.stop();
  await Promise.all([btg.close(), bopenai.close()]);
  await h.stop();
  const a = summary(ours);
  const b = summary(theirs);
  const stages = await benchTurnStages(turns, block);
  const roundTrips = await benchRoundTrips({ historyMessages: historyAtP50, text });
  const ratio = round(a.p50 / b.p50, 1);
  return {
    perTurnMs: a,
    bareGrammyOpenAIBotMs: b,
    ratioAtP50: ratio,
    target: "<= 2x at p50",
    targetMet: ratio <= 2,
    cpuMsPerTurn: { assistant: round(ourCpu / ours.length), bare: round(theirCpu / theirs.length), ratio: round(ourCpu / ours.length / (theirCpu / theirs.length), 1) },
    rssBeforeMb: Math.round(rssBefore / 1e6),
    rssAfter1000TurnsMb: Math.round(rssAfter / 1e6),
    stored: counts,
    whereTheTimeGoes: stages,
    historyMessagesAtP50: historyAtP50,
    unavoidableRoundTripsCpuMs: roundTrips,
  };
}
