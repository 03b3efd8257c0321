// Where a zero-latency turn's time goes: the same turns as bench/turns.ts (one conversation,
// background work drained every 50 turns), with the log at debug level: every stage logs
// its duration (src/log.ts timed/timedSync). Medians per stage over all turns. The
// pre-reply chain's parts overlap (resolve runs beside embed -> recall -> decide; the
// lookup check goes out beside the decision), so only the top-level rows add up, to the
// turn; "outside the turn" is update -> turn start (polling, inbox write, chat queue).
import { startHarness } from "../test/support/harness.js";
import { percentile, round } from "./stats.js";

const CHAT = 111_111;

const ROWS: ReadonlyArray<[stage: string, label: string]> = [
  ["open", "open: turn row + user message (one transaction)"],
  ["history", "history: kept transcript rows + new ones, repairs"],
  ["pre-reply", "pre-reply chain (wall)"],
  ["resolve", "  resolve: local call (beside the next three)"],
  ["embed", "  embed: query embedding, local call"],
  ["recall", "  recall: full text + vectors + time range (SQLite)"],
  ["decide", "  decide: waiting for the sufficiency answer (local call)"],
  ["lookup", "  lookup: local call beside the decision (moot here)"],
  ["request", "request: instructions, ledger, budget"],
  ["work", "work: main model (streamed), fake OpenAI"],
  ["verify", "verify: claims against the ledger"],
  ["persist", "persist: reply + outbox + memory + ledger (one transaction)"],
  ["deliver", "deliver: sendMessage + outbox/transcript marks"],
];

export async function benchTurnStages(turns = 1000, block = 50) {
  const h = await startHarness({ env: { LOG_LEVEL: "debug", TELEGRAM_POLL_TIMEOUT: "10" }, logLevel: "debug", tagQuietMs: 30_000 });
  h.openai.setResponder(() => ({ content: "ok, noted." }));
  const totals: number[] = [];
  for (let i = 0; i < turns; i++) {
    const t0 = performance.now();
    const sent = h.tg.nextSent(CHAT);
    h.tg.pushMessage({ chatId: CHAT, text: `message number ${i}: 오늘 날씨 어때? tell me something` });
    await sent;
    totals.push(performance.now() - t0);
    if (i % block === block - 1) {
      await h.app.idle();
      for (const f of [h.openai.requests, h.ollama.chats, h.ollama.embeds, h.tg.calls, h.tg.sent]) f.length = 0;
    }
  }
  await h.app.idle();
  const byStage = new Map<string, number[]>();
  const turnMs: number[] = [];
  for (const l of h.logs.lines()) {
    if (l.msg === "stage done" && typeof l.stage === "string" && typeof l.ms === "number") byStage.set(l.stage, [...(byStage.get(l.stage) ?? []), l.ms]);
    if (l.msg === "turn done" && typeof l.ms === "number") turnMs.push(l.ms);
  }
  await h.stop();
  const med = (xs: readonly number[] | undefined) => (xs && xs.length > 0 ? round(percentile(xs, 50), 1) : null);
  const stagesMs: Record<string, number | null> = {};
  for (const [stage, label] of ROWS) stagesMs[label] = med(byStage.get(stage));
  const total = med(totals) ?? 0;
  const inside = med(turnMs) ?? 0;
  return {
    turns,
    note: "p50 per stage at debug level (the timed run above logs at info); the machine may be shared",
    updateToReplyMs: total,
    outsideTheTurnMs: round(total - inside, 1),
    insideTheTurnMs: inside,
    stagesMs,
  };
}
