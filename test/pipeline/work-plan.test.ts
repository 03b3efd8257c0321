// Each tool call is checked against the exec rules once (issue 14): the status line the
// chat shows and the run come from the same plan. Driven through the work loop with real
// SQLite stores and the real exec runner running the notes skill's CLI as a child process;
// the runner is wrapped only to count its plan() calls.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import type { ChatModel, ChatRequest, ChatResponse, ToolCall } from "../../src/llm/types.js";
import { createMemoryStore } from "../../src/memory/store.js";
import { createVectorIndex } from "../../src/memory/vector-index.js";
import { runWork } from "../../src/pipeline/work.js";
import { createChatStore } from "../../src/store/chats.js";
import { createDocumentStore } from "../../src/store/documents.js";
import { createLedgerStore } from "../../src/store/ledger.js";
import { createOutboxStore } from "../../src/store/outbox.js";
import { createTranscriptStore } from "../../src/store/transcript.js";
import { createTurnStore } from "../../src/store/turns.js";
import { loadCatalog, whichOnPath } from "../../src/tools/catalog.js";
import { createExecRunner, type ExecRunner } from "../../src/tools/exec.js";
import { REPO_SKILLS, tempDir } from "../support/harness.js";
import { captureLog } from "../support/log.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A main model that asks for `calls` once, then answers. */
function scriptedModel(calls: ToolCall[]): ChatModel & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  return {
    requests,
    async complete(req): Promise<ChatResponse> {
      requests.push(req);
      const first = requests.length === 1;
      return {
        content: first ? "" : "Here are your notes.",
        toolCalls: first ? calls : [],
        finish: { reason: first ? "tool_calls" : "stop", provenance: "upstream", raw: first ? "tool_calls" : "stop" },
        usage: {},
      };
    },
  };
}

async function world(calls: ToolCall[]) {
  const dir = tempDir("work-plan-");
  dirs.push(dir);
  const db = openDatabase(path.join(dir, "assistant.db"));
  migrate(db);
  const { log } = captureLog();
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
  const catalog = loadCatalog([REPO_SKILLS], { log, env, which: whichOnPath(env.PATH) });
  const real = createExecRunner({ catalog: () => catalog, timeoutMs: 20_000, killGraceMs: 300, maxOutputBytes: 1 << 20, baseEnv: env, envSource: env, forbiddenEnv: [], which: whichOnPath(env.PATH), skillDataRoot: path.join(dir, "skills") });
  const planned: string[] = [];
  const exec: ExecRunner = { ...real, plan: (command, ctx) => (planned.push(command), real.plan(command, ctx)) };
  const transcript = createTranscriptStore(db, log);
  const chats = createChatStore(db);
  const turns = createTurnStore(db);
  const conv = chats.current(1, Date.now(), {});
  const turnId = turns.start({ chatId: 1, conversationId: conv.id, source: "user", inboxUpdateId: 1, now: Date.now() });
  const model = scriptedModel(calls);
  const statuses: Array<{ command: string; skill: string | undefined }> = [];
  const clock = { now: () => Date.now() };
  const result = await runWork(
    { request: [{ role: "system", content: "sys" }, { role: "user", content: "my notes?" }], resumed: [], resumedCalls: [], lastRoundShown: false, ctx: { turnId, chatId: 1, conversationId: conv.id, matchedSkill: "notes" } },
    {
      model,
      transcript,
      call: {
        db, exec, transcript, log, clock,
        ledger: createLedgerStore(db),
        outbox: createOutboxStore(db),
        documents: createDocumentStore(db),
        memory: createMemoryStore(db, createVectorIndex(db)),
        delivery: { deliver: async () => ({ outboxId: 0, status: "failed", messageIds: [], error: "not sent in this test" }), recover: async () => ({ unknown: 0, sent: 0, interrupted: 0 }) },
        scrub: (t) => t,
        execTimeoutMs: 20_000,
        toolCapTokens: 2000,
        confirmations: { request: async () => ({ status: "not-asked", error: "no owner in this test" }) },
        requests: {},
      },
      log,
      now: clock.now,
      maxTokens: 500,
      maxRetryTokens: 2000,
      sanitize: (m) => m,
      available: 8000,
      live: { text: () => undefined, call: (command, skill) => statuses.push({ command, skill }), thinking: () => undefined, presented: async () => undefined },
    },
  );
  db.close();
  return { result, planned, statuses };
}

describe("tool calls are planned once", () => {
  it("the status line and the run share one exec plan per call", async () => {
    const { result, planned, statuses } = await world([
      { id: "c1", name: "exec", arguments: JSON.stringify({ command: "node scripts/notes.mjs list" }) },
      { id: "c2", name: "exec", arguments: JSON.stringify({ command: "node /etc/passwd" }) },
    ]);
    expect(result.calls.map((c) => c.status)).toEqual(["success", "error"]);
    // Before: once for the status line (exec.check) and once more to run it.
    expect(planned).toEqual(["node scripts/notes.mjs list", "node /etc/passwd"]);
    expect(statuses).toEqual([
      { command: "node scripts/notes.mjs list", skill: "notes" },
      { command: "node /etc/passwd", skill: undefined },
    ]);
  });

  it("a call whose arguments cannot be read is not planned at all", async () => {
    const { result, planned, statuses } = await world([{ id: "c1", name: "exec", arguments: '{"command": ' }]);
    expect(result.calls.map((c) => c.frame)).toEqual(["refused"]);
    expect(planned).toEqual([]);
    expect(statuses).toEqual([{ command: "", skill: undefined }]);
  });
});
