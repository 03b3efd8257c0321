// Finish reasons, transcript repair and quarantine through the running bot (seeds 002, 004).
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { type ChatRequestBody, type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { startBotProcess } from "../support/child.js";
import { tryReadRow } from "../support/db.js";
import { baseEnv, type Harness, OWNER, REPO_SKILLS, startHarness, tempDir } from "../support/harness.js";
import { hasBwrap, processesWith } from "../support/sandbox.js";

const FIXTURE_SKILLS = path.resolve(import.meta.dirname, "../fixtures/skills");
let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const text = (r: ChatRequestBody | undefined) => (r?.messages ?? []).map((m) => m.content ?? "").join("\n");

describe.each(["false", "true"])("finish reasons through the bot (MAIN_STREAM=%s)", (stream) => {
  it("a length answer is shown as cut, stored as partial, logged with tokens and limit", async () => {
    h = await startHarness({ env: { MAIN_STREAM: stream, REPLY_TOKENS: "200" } });
    h.openai.enqueue({ content: "The first half of a long answer", finishReason: "length", usage: { prompt_tokens: 50, completion_tokens: 200 } });
    await h.say("tell me everything");
    const shown = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(shown).toContain("The first half of a long answer");
    expect(shown).toContain("cut off at the length limit (200 tokens)");
    const row = h.db.prepare("SELECT status, content FROM messages WHERE role = 'assistant'").get() as { status: string; content: string };
    expect(row).toEqual({ status: "partial", content: "The first half of a long answer" });
    const warn = h.logs.lines().find((l) => l.msg === "model output cut at the length limit");
    expect(warn).toMatchObject({ level: 40, tokensUsed: 200, limit: 200, provenance: "upstream" });
    // The next turn knows the answer was incomplete.
    h.openai.enqueue({ content: "continuing" });
    await h.say("go on");
    expect(text(h.openai.requests.at(-1))).toContain("[This answer was cut off at the length limit: it is incomplete.]");
  });

  it("a length answer without content (reasoning used the budget) is retried once with a larger budget", async () => {
    h = await startHarness({ env: { MAIN_STREAM: stream, REPLY_TOKENS: "100" } });
    h.openai.enqueue({ content: "", finishReason: "length" }, { content: "Now with room to answer." });
    await h.say("think hard");
    expect(h.openai.requests.map((r) => r.max_tokens)).toEqual([100, 400]);
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("Now with room to answer.");
  });

  it("tool calls inside a length response are not executed", async () => {
    h = await startHarness({ env: { MAIN_STREAM: stream } });
    h.openai.enqueue({ content: "Let me save", toolCalls: [{ name: "exec", arguments: { command: "node scripts/notes.mjs save milk" } }], finishReason: "length" });
    await h.say("save milk");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM tool_calls").get()).toEqual({ n: 0 });
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM notes").get()).toEqual({ n: 0 });
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("cut off at the length limit");
  });

  it("a missing finish reason near the budget is treated as cut (estimated) and /why says so", async () => {
    h = await startHarness({ env: { MAIN_STREAM: stream, REPLY_TOKENS: "100" } });
    h.openai.enqueue({ content: "가".repeat(99), finishReason: null, usage: null });
    await h.say("길게 써줘");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("cut off at the length limit");
    await h.say("/why");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("Finish: length (estimated)");
  });
});

describe("budgets with big tool results", () => {
  it("one result never takes the whole window: every request stays in budget, head and tail kept, size stated", async () => {
    h = await startHarness({ env: { SKILLS_DIR: `${REPO_SKILLS}:${FIXTURE_SKILLS}`, CONTEXT_TOKENS: "8000", REPLY_TOKENS: "1000" } });
    h.openai.setResponder((req) => {
      const last = req.messages.at(-1);
      if ((req.tools?.length ?? 0) > 0 && last?.role === "user") return { toolCalls: [{ name: "exec", arguments: { command: "node scripts/bigplain.mjs" } }] };
      if ((req.tools?.length ?? 0) > 0 && last?.role === "tool" && req.messages.filter((m) => m.role === "tool").length < 2)
        return { toolCalls: [{ name: "exec", arguments: { command: "node scripts/bigplain.mjs" } }] };
      return { content: "summarized" };
    });
    await h.say("dump the data twice");
    const { estimateMessagesTokens } = await import("../../src/llm/tokens.js");
    for (const r of h.openai.requests) {
      const ms = r.messages.map((m) => ({ role: m.role, content: m.content ?? "", ...(m.tool_calls ? { toolCalls: m.tool_calls.map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments })) } : {}) })) as Parameters<typeof estimateMessagesTokens>[0];
      expect(estimateMessagesTokens(ms)).toBeLessThanOrEqual(7000);
    }
    const answer = text(h.openai.requests.at(-1));
    expect(answer).toContain("START-OF-OUTPUT");
    expect(answer).toContain("END-OF-OUTPUT");
    expect(answer).toMatch(/\[… [\d,]+ of [\d,]+ characters/);
  });
});

describe("transcript repair", () => {
  it("rows that cannot be read are quarantined (kept, logged) and the conversation continues", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "fine" }));
    await h.say("first");
    const conv = (h.db.prepare("SELECT conversation_id AS c FROM chats").get() as { c: number }).c;
    h.db.prepare("INSERT INTO messages (conversation_id, chat_id, role, content, tool_calls, created_at) VALUES (?, ?, 'assistant', 'x', '{broken', 0)").run(conv, OWNER);
    h.db.prepare("INSERT INTO messages (conversation_id, chat_id, role, content, created_at) VALUES (?, ?, 'wizard', 'y', 0)").run(conv, OWNER);
    await h.say("second");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("fine");
    const q = h.db.prepare("SELECT error, raw FROM quarantine ORDER BY id").all() as Array<{ error: string; raw: string }>;
    expect(q.map((r) => r.error)).toEqual(["tool_calls is not JSON", 'unknown role "wizard"']);
    expect(JSON.parse(q[0]?.raw ?? "{}").tool_calls).toBe("{broken");
    expect(h.logs.lines().filter((l) => String(l.msg).includes("quarantine"))).toHaveLength(2);
    expect(h.openai.rejected).toHaveLength(0);
  });

  it("an orphaned tool call in the stored history is repaired in memory; the stored rows stay as they were", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "ok" }));
    await h.say("hello");
    const conv = (h.db.prepare("SELECT conversation_id AS c FROM chats").get() as { c: number }).c;
    const turn = (h.db.prepare("SELECT id FROM turns").get() as { id: number }).id;
    h.db.prepare("INSERT INTO messages (conversation_id, chat_id, turn_id, role, content, tool_calls, created_at) VALUES (?, ?, ?, 'assistant', '', ?, 0)").run(conv, OWNER, turn, JSON.stringify([{ id: "lost_1", name: "exec", arguments: '{"command":"x"}' }]));
    const before = h.db.prepare("SELECT COUNT(*) AS n FROM messages").get();
    await h.say("again");
    expect(h.openai.rejected).toHaveLength(0);
    const sent = h.openai.requests.at(-1) as ChatRequestBody;
    expect(sent.messages.find((m) => m.role === "tool" && m.tool_call_id === "lost_1")?.content).toContain("No result was recorded");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM messages").get()).toEqual({ n: (before as { n: number }).n + 2 });
  });
});

describe("a crash between a tool call and its result", () => {
  let tg: FakeTelegram;
  let openai: FakeOpenAI;
  let ollama: FakeOllama;
  beforeAll(async () => {
    [tg, openai, ollama] = await Promise.all([startFakeTelegram(), startFakeOpenAI(), startFakeOllama()]);
  });
  afterAll(async () => {
    await Promise.all([tg.close(), openai.close(), ollama.close()]);
  });

  it("leaves a history the next turn sends without a provider error", async () => {
    const dir = tempDir();
    const env = { ...baseEnv({ tg, openai, ollama }, dir), LOG_LEVEL: "info", SKILLS_DIR: `${REPO_SKILLS}:${FIXTURE_SKILLS}`, EXEC_TIMEOUT_MS: "60000" };
    openai.setResponder((req) =>
      req.messages.at(-1)?.role === "user" && (req.tools?.length ?? 0) > 0 && (req.messages.at(-1)?.content ?? "").includes("start the slow job")
        ? { toolCalls: [{ id: "call_slow", name: "exec", arguments: { command: "node scripts/hang.mjs" } }] }
        : { content: "The job was interrupted; I did not finish it." },
    );
    const first = startBotProcess(env, dir);
    await tg.waitForPolls(1, 20_000);
    tg.pushMessage({ chatId: OWNER, text: "start the slow job" });
    await waitFor(() => openai.requests.length >= 1, 20_000);
    // The CLI is running (its pid is in the ledger); its result does not exist yet.
    await waitFor(() => tryReadRow<{ pid: number }>(dir, "SELECT pid FROM tool_calls WHERE pid IS NOT NULL"), 20_000, "the skill process to start");
    // The CLI's processes (in bubblewrap: bwrap, its init and node), found by this bot's data directory in their command lines.
    const leftBehind = await waitFor(() => {
      const pids = processesWith(dir);
      return pids.some((p) => fs.readFileSync(`/proc/${p}/cmdline`, "utf8").startsWith(process.execPath)) && pids;
    }, 20_000, "the CLI to run");
    await first.kill9();
    const second = startBotProcess(env, dir);
    try {
      await tg.waitForSent(OWNER, 1, 20_000);
      tg.pushMessage({ chatId: OWNER, text: "so what happened?" });
      await tg.waitForSent(OWNER, 2, 20_000);
      expect(openai.rejected).toEqual([]);
      const last = openai.requests.at(-1) as ChatRequestBody;
      const result = last.messages.find((m) => m.role === "tool" && m.tool_call_id === "call_slow");
      expect(result?.content).toContain("Interrupted: the bot restarted before this call finished");
      expect(last.messages.find((m) => m.role === "system")?.content).toContain("❌");
      // Nothing the killed process started is still running: reaped at start (in bubblewrap
      // the sandbox may also have died with the bot).
      expect(leftBehind.filter((p) => processesWith(dir).includes(p))).toEqual([]);
      if (!hasBwrap) expect(second.output()).toContain("stopped a skill process left running by the previous run");
    } finally {
      await second.stop();
    }
  }, 60_000);
});
