// Streamed replies (issue 11): a fake main model that takes 500 ms to its first token and
// then writes 30 tokens a second, 600 tokens in all, answering three chats at once. For
// streaming on and off: time from the user's message to the first visible text and to the
// last change of the reply, edits and Telegram calls per reply, and the closest two calls
// of one chat came together. Target: first text no later than the model's first 30
// characters plus one edit interval; no more than one edit per second per chat.
import { startHarness } from "../test/support/harness.js";
import { summary } from "./stats.js";

const TOKENS = 600;
const FIRST_TOKEN_MS = 500;
const TOKENS_PER_S = 30;
const CHATS = [111_111, 222_222, 333_333];
const EDIT_MS = 1000;

function answerTokens(seed: number): string[] {
  const words = ["the", "harbour", "keeper", "wrote", "about", "ships,", "tides", "and", "storms;", "every"];
  return Array.from({ length: TOKENS }, (_, i) => `${i % 60 === 59 ? "\n\n" : " "}${words[(i * 7 + seed) % words.length]}`);
}

async function run(stream: boolean, rounds: number) {
  const h = await startHarness({ modelTimeoutMs: 120_000, env: { LOG_LEVEL: "warn", TELEGRAM_POLL_TIMEOUT: "10", MAIN_STREAM: String(stream), STREAM_EDIT_MS: String(EDIT_MS), ALLOWED_USER_IDS: CHATS.join(",") } });
  h.openai.setResponder((req) => {
    const seed = Number(/#(\d+)/.exec(String(req.messages.at(-1)?.content))?.[1] ?? 0);
    const pieces = answerTokens(seed);
    const content = pieces.join("");
    return stream
      ? { content, delayMs: FIRST_TOKEN_MS, stream: { pieces, pieceDelayMs: 1000 / TOKENS_PER_S } }
      : { content, delayMs: FIRST_TOKEN_MS + (TOKENS / TOKENS_PER_S) * 1000 };
  });
  const firstVisible: number[] = [];
  const finalChange: number[] = [];
  const overModel30: number[] = [];
  const afterModelEnd: number[] = [];
  const edits: number[] = [];
  const calls: number[] = [];
  const minGap: number[] = [];
  const maxPerSecond: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const t0 = Date.now();
    const before = h.tg.calls.length;
    const streamsBefore = h.openai.streams.length;
    CHATS.forEach((chatId, i) => h.tg.pushMessage({ chatId, text: `tell me about the harbour #${round * CHATS.length + i}` }));
    await Promise.all(CHATS.map((chatId) => h.tg.waitForSent(chatId, round + 1, 60_000)));
    await h.app.idle();
    const mine = h.tg.calls.slice(before);
    for (const [i, chatId] of CHATS.entries()) {
      const chatCalls = mine.filter((c) => Number(c.params.chat_id) === chatId);
      const live = chatCalls.filter((c) => c.method === "sendMessage" || c.method === "editMessageText");
      firstVisible.push((live[0]?.at ?? NaN) - t0);
      finalChange.push((live.at(-1)?.at ?? NaN) - t0);
      edits.push(live.filter((c) => c.method === "editMessageText").length);
      calls.push(chatCalls.length);
      const gaps = live.slice(1).map((c, j) => c.at - (live[j]?.at as number));
      if (gaps.length > 0) minGap.push(Math.min(...gaps));
      maxPerSecond.push(Math.max(...live.map((c) => live.filter((x) => x.at >= c.at && x.at < c.at + 1000).length)));
      if (stream) {
        const seed = round * CHATS.length + i;
        const rec = h.openai.streams.slice(streamsBefore).find((s) => String(h.openai.requests[s.request]?.messages.at(-1)?.content).includes(`#${seed}`));
        // A token here is " word" (4-8 characters): the 30th character arrives with the 5th to 8th token.
        const at30 = rec?.pieces.find((p) => p.chars >= 30)?.at;
        if (at30 !== undefined && live[0]) overModel30.push(live[0].at - at30);
        const end = rec?.pieces.at(-1)?.at;
        if (end !== undefined && live.at(-1)) afterModelEnd.push((live.at(-1)?.at as number) - end);
      }
    }
    h.tg.calls.length = 0;
  }
  await h.stop();
  return {
    replies: firstVisible.length,
    firstVisibleTextMs: summary(firstVisible),
    finalChangeMs: summary(finalChange),
    ...(stream ? { firstVisibleAfterModels30CharsMs: summary(overModel30), finalChangeAfterModelsLastTokenMs: summary(afterModelEnd) } : {}),
    editsPerReply: summary(edits),
    telegramCallsPerReply: summary(calls),
    closestTwoCallsOfAChatMs: minGap.length ? Math.min(...minGap) : null,
    mostCallsOfAChatInOneSecond: Math.max(...maxPerSecond),
  };
}

export async function benchStream(rounds = 2) {
  const on = await run(true, rounds);
  const off = await run(false, rounds);
  return {
    model: { firstTokenMs: FIRST_TOKEN_MS, tokensPerSecond: TOKENS_PER_S, tokens: TOKENS, chatsAtOnce: CHATS.length, streamEditMs: EDIT_MS },
    streaming: on,
    notStreaming: off,
    targets: {
      firstTextWithinModels30CharsPlusOneInterval: on.firstVisibleAfterModels30CharsMs ? on.firstVisibleAfterModels30CharsMs.p99 <= EDIT_MS : false,
      atMostOneEditPerSecondPerChat: on.mostCallsOfAChatInOneSecond <= 1,
    },
  };
}
