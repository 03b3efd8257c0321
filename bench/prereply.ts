// Pre-reply cost per kind of turn (issue 14), with a fake local model that takes 300 ms per
// generation call and 30 ms per embedding:
// - side by side, the sequential chain this replaced and the new one, on the same scripted
//   answers (bench/decisions/world.ts), for a parallel Ollama and a one-slot Ollama
//   (OLLAMA_NUM_PARALLEL=1, the usual setting on a CPU: requests run one after another);
// - through the running bot (message pushed to the fake Bot API -> the main model's
//   request arrives), the new chain only.
// "Calls deep" = the longest run of generation calls each of which started after the one
// before had answered: the calls the turn waited for one after another (from the fake's
// request times). p99 over a few runs is close to the maximum: read it as such.
import type { ChatRecord } from "../test/fakes/ollama.js";
import { startHarness } from "../test/support/harness.js";
import type { DecisionCase } from "./decisions/cases.js";
import { type Chain, createWorld } from "./decisions/world.js";
import { round, summary } from "./stats.js";

const CHAT_MS = 300;
const EMBED_MS = 30;
const PRE = new Set(["resolve", "lookup", "sufficiency"]);

const BTC: [string, string] = ["비트코인 가격 알려줘", "현재 비트코인 가격은 84,500달러입니다."];
export const TURN_KINDS: Record<string, DecisionCase> = {
  plainChat: { kind: "chat", text: "오늘 저녁 뭐 먹지", history: [BTC], memory: [BTC] },
  followUp: { kind: "follow-up", text: "뭔데?", history: [BTC], memory: [BTC], rewrite: "비트코인 가격이 84,500달러라고 했는데, 비트코인이 뭔데?" },
  explicitLookup: { kind: "lookup", text: "최신 비트코인 뉴스 찾아봐", history: [BTC], memory: [BTC], skill: "feeds" },
  link: { kind: "link", text: "이거 읽어줘 https://blog.example.com/cats", history: [BTC], skill: "article" },
  scheduledPrompt: { kind: "scheduled", scheduled: true, text: "구독한 피드의 새 글을 요약해 줘", memory: [BTC], skill: "feeds" },
  memoryQuestion: { kind: "memory", text: "어제 비트코인 얼마라고 했지?", history: [["오늘 날씨 어때?", "맑아요."]], memory: [BTC], knows: "84,500" },
};

/** The longest chain of answered generation calls, each started after the previous answered. */
export function callsDeep(calls: readonly ChatRecord[]): number {
  const done = calls.filter((c) => PRE.has(c.task) && c.done !== undefined).sort((a, b) => (a.done as number) - (b.done as number));
  const depth: number[] = [];
  for (const [i, c] of done.entries()) {
    const start = c.started ?? c.at;
    let best = 0;
    for (let j = 0; j < i; j++) if ((done[j]?.done as number) <= start) best = Math.max(best, depth[j] as number);
    depth.push(best + 1);
  }
  return Math.max(0, ...depth);
}

const tally = (calls: readonly ChatRecord[]) => {
  const pre = calls.filter((c) => PRE.has(c.task));
  return { answered: pre.filter((c) => c.done !== undefined).map((c) => c.task).join(" "), cancelled: pre.filter((c) => c.cancelled).length };
};

async function inProcess(slots: number | undefined, runs: number) {
  const w = await createWorld();
  w.ollama.setChatSlots(slots);
  const out: Record<string, unknown> = {};
  let index = 0;
  for (const [name, c] of Object.entries(TURN_KINDS)) {
    const row: Record<string, unknown> = {};
    for (const chain of ["sequential", "new"] as Chain[]) {
      const ms: number[] = [];
      const deep: number[] = [];
      let calls: ReturnType<typeof tally> | undefined;
      for (let r = 0; r < runs; r++) {
        const input = await w.prepare(c, index++);
        w.ollama.setChatDelay(CHAT_MS);
        w.ollama.setEmbedDelay(EMBED_MS);
        const t0 = performance.now();
        const res = await w.run(chain, c, input);
        ms.push(performance.now() - t0);
        w.ollama.setChatDelay(0);
        w.ollama.setEmbedDelay(0);
        deep.push(callsDeep(res.calls));
        calls = tally(res.calls);
        // Let cancelled requests leave the fake's queue before the next run.
        await new Promise((r2) => setTimeout(r2, 5));
      }
      const s = summary(ms);
      row[chain] = { callsDeep: Math.max(...deep), p50Ms: round(s.p50, 0), p99Ms: round(s.p99, 0), calls };
    }
    out[name] = row;
  }
  await w.close();
  return out;
}

async function throughTheBot(runs: number) {
  const h = await startHarness({ env: { LOG_LEVEL: "info", LOCAL_TIMEOUT_MS: "5000" }, logLevel: "info", tagQuietMs: 30_000 });
  h.openai.setResponder(() => ({ content: "현재 비트코인 가격은 84,500달러입니다." }));
  await h.say("비트코인 가격 알려줘");
  await h.say("/new");
  await h.say("비트코인 가격 알려줘"); // memory from the earlier conversation, history in this one
  await h.app.idle();
  let requestAt = 0;
  h.openai.setResponder(() => {
    requestAt = performance.now();
    return { content: "네." };
  });
  h.ollama.on("resolve", (b) => {
    const msg = /\[New message\]\n([\s\S]*)$/.exec(b.messages.at(-1)?.content ?? "")?.[1] ?? "";
    return { content: msg === "뭔데?" ? { continuation: true, message: "비트코인 가격이 84,500달러라고 했는데, 비트코인이 뭔데?" } : { continuation: false, message: msg } };
  });
  const out: Record<string, unknown> = {};
  for (const [name, c] of Object.entries(TURN_KINDS)) {
    const ms: number[] = [];
    const deep: number[] = [];
    for (let r = 0; r < runs; r++) {
      await h.app.idle();
      h.ollama.setChatDelay(CHAT_MS);
      h.ollama.setEmbedDelay(EMBED_MS);
      const mark = h.ollama.chats.length;
      const reqs = h.openai.requests.length;
      const t0 = performance.now();
      if (c.scheduled) void h.app.enqueue({ source: "schedule", chatId: 111_111, scheduleRunId: r + 1, scheduleName: "bench", provenance: "Scheduled task \"bench\", replayed by the scheduler: not typed by the user now.", prompt: c.text });
      else h.tg.pushMessage({ chatId: 111_111, text: c.text });
      await h.openai.waitForRequests(reqs + 1, 20_000);
      ms.push(requestAt - t0);
      deep.push(callsDeep(h.ollama.chats.slice(mark)));
      h.ollama.setChatDelay(0);
      h.ollama.setEmbedDelay(0);
      await h.app.idle();
    }
    const s = summary(ms);
    out[name] = { callsDeep: Math.max(...deep), p50Ms: round(s.p50, 0), p99Ms: round(s.p99, 0) };
  }
  await h.stop();
  return out;
}

/**
 * A message sent right after the previous reply, on a one-slot Ollama: does background work
 * (tagging) sit in front of its pre-reply calls? Tagging after every exchange (quiet 0, as
 * before) against tagging once the conversation is quiet (the default).
 */
async function backToBack(tagQuietMs: number | undefined, runs: number) {
  const h = await startHarness({ env: { LOG_LEVEL: "info", LOCAL_TIMEOUT_MS: "10000" }, logLevel: "info", ...(tagQuietMs !== undefined ? { tagQuietMs } : { tagQuietMs: 30_000 }) });
  let requestAt = 0;
  h.openai.setResponder(() => {
    requestAt = performance.now();
    return { content: "네, 알겠어요." };
  });
  await h.say("안녕, 오늘 할 일 정리 좀 도와줘");
  h.ollama.setChatSlots(1);
  h.ollama.setChatDelay(CHAT_MS);
  h.ollama.setEmbedDelay(EMBED_MS);
  const ms: number[] = [];
  for (let r = 0; r < runs; r++) {
    const first = h.tg.nextSent(111_111);
    h.tg.pushMessage({ chatId: 111_111, text: `장보기 목록 ${r}번 얘기해 보자` });
    await first;
    const reqs = h.openai.requests.length;
    const t0 = performance.now();
    h.tg.pushMessage({ chatId: 111_111, text: "그럼 저녁은 뭐 먹지" });
    await h.openai.waitForRequests(reqs + 1, 30_000);
    ms.push(requestAt - t0);
    await h.app.idle();
  }
  const tags = h.ollama.callsOf("tags").length;
  await h.stop();
  const s = summary(ms);
  return { p50Ms: round(s.p50, 0), p99Ms: round(s.p99, 0), tagCalls: tags };
}

export async function benchPreReply(runs = 7) {
  return {
    localCallMs: CHAT_MS,
    embeddingMs: EMBED_MS,
    runsPerKind: runs,
    target: "calls deep <= 1 for every kind but the follow-up (<= 2)",
    parallelOllama: await inProcess(undefined, runs),
    oneSlotOllama: await inProcess(1, runs),
    throughTheBotNewChain: await throughTheBot(runs),
    nextMessageRightAfterAReplyOneSlot: {
      taggedAfterEveryExchange: await backToBack(0, runs),
      taggedWhenQuiet: await backToBack(undefined, runs),
    },
  };
}
