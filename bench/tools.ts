// Two-layer timing and exec overhead:
// - time from a tool result (the CLI finished) to the summary appearing on the fake Telegram;
// - exec overhead per call (spawn to result) for the built-in Node CLIs;
// - tokens the two-phase answer request saves against the work request on a tool turn.
import { loadCatalog, whichOnPath } from "../src/tools/catalog.js";
import { createExecRunner } from "../src/tools/exec.js";
import { articleHtml, startFakePages } from "../test/fakes/pages.js";
import { captureLog } from "../test/support/log.js";
import { REPO_SKILLS, startHarness, tempDir } from "../test/support/harness.js";
import { summary } from "./stats.js";
import type { TurnTrace } from "../src/pipeline/trace.js";
import path from "node:path";

export async function benchTools(runs = 10) {
  const pages = await startFakePages({ "/a": { body: articleHtml("Bench Article", Array.from({ length: 40 }, (_, i) => `Paragraph ${i}: ${"text about the harbour and its ships ".repeat(4)}`)) } });
  const h = await startHarness({ env: { LOG_LEVEL: "warn" } });
  h.openai.setResponder((req) =>
    (req.tools?.length ?? 0) > 0 && req.messages.at(-1)?.role === "user" && req.messages.at(-1)?.content?.includes("http")
      ? { toolCalls: [{ name: "exec", arguments: { command: `node scripts/fetch.mjs ${pages.url("/a")}` } }] }
      : { content: "noted" },
  );
  const toSummary: number[] = [];
  for (let i = 0; i < runs; i++) {
    await h.say(`read this ${pages.url("/a")}`);
    const call = h.db.prepare("SELECT ended_at FROM tool_calls ORDER BY id DESC LIMIT 1").get() as { ended_at: number };
    const sent = h.tg.sent.at(-1);
    const at = h.tg.calls.filter((c) => c.method === "sendMessage").at(-1)?.at ?? 0;
    if (sent?.text.includes("Bench Article")) toSummary.push(at - call.ended_at);
  }
  // Two-phase savings: a tool turn whose direct send fails, so the answer phase runs.
  await h.say("hello there, some history first");
  h.tg.inject("sendMessage", { kind: "error", code: 400, description: "Bad Request: chat not found" }, 1, (p) => String(p.text).includes("Bench Article"));
  await h.say(`read this ${pages.url("/a")}`);
  const trace = (h.db.prepare("SELECT trace FROM turns ORDER BY id DESC LIMIT 1").get() as { trace: string }).trace;
  const phases = (JSON.parse(trace) as TurnTrace).answerPhase;
  await h.stop();
  await pages.close();

  // Exec overhead: spawn to result, for each built-in Node CLI doing trivial work.
  const dir = tempDir("bench-exec-");
  const catalog = loadCatalog([REPO_SKILLS], { log: captureLog().log, env: { PATH: process.env.PATH ?? "" }, which: whichOnPath(process.env.PATH) });
  const exec = createExecRunner({ catalog: () => catalog, timeoutMs: 10_000, killGraceMs: 500, maxOutputBytes: 1 << 22, baseEnv: { PATH: process.env.PATH ?? "" }, envSource: {}, forbiddenEnv: [], which: whichOnPath(process.env.PATH), skillDataRoot: path.join(dir, "skills") });
  const overhead: Record<string, unknown> = {};
  for (const [name, cmd] of [
    ["notes", "node scripts/notes.mjs list"],
    ["feeds", "node scripts/feeds.mjs list"],
    ["schedule", "node scripts/schedule.mjs list"],
    ["article", "node scripts/fetch.mjs not-a-url"],
  ] as const) {
    const xs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const r = await exec.run(cmd, { chatId: 1 });
      xs.push(performance.now() - t0);
      if (r.status === "refused") throw new Error(r.reason);
    }
    overhead[name] = summary(xs);
  }
  return {
    toolResultToSummaryOnTelegramMs: summary(toSummary),
    execSpawnToResultMs: overhead,
    twoPhaseTokens: phases ? { workRequest: phases.workTokens, answerRequest: phases.answerTokens, saved: phases.workTokens - phases.answerTokens, savedShare: Math.round((1 - phases.answerTokens / phases.workTokens) * 100) / 100 } : "not measured",
  };
}
