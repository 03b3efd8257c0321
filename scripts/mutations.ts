// Named mutations for scripts/mutate.ts: each breaks one important line the way a
// plausible regression would, and names the test files that must notice. `find` must
// occur exactly once in `file`; when the code moves, update the mutation.
export interface Mutation {
  name: string;
  file: string;
  find: string;
  replace: string;
  /** What the mutation breaks, in words. */
  why: string;
  tests: string[];
}

export const MUTATIONS: Mutation[] = [
  // --- The regressions the issue found uncaught -------------------------------------
  {
    name: "delivery: resend rows left `sending` at restart",
    file: "src/chat/delivery.ts",
    find: `finish(row.id, row.messageRowId, "unknown", row.messageIds, "the bot stopped while this was being sent; it may or may not have arrived");`,
    replace: `d.outbox.setState(row.id, "pending", null, d.clock.now());\n          await deliver(row.id);`,
    why: "a send that may have landed is sent again after a crash (a duplicate message)",
    tests: ["test/chat/delivery.test.ts", "test/e2e/durability.test.ts"],
  },
  {
    name: "turn: answer phase stores a `length` answer as complete",
    file: "src/pipeline/turn.ts",
    find: `partial: a.response.finish.reason === "length"`,
    replace: `partial: false`,
    why: "a cut answer is shown and stored as if complete (seed 002)",
    tests: ["test/pipeline/turn.test.ts"],
  },
  {
    name: "app: inbox deduplication by update_id ignored",
    file: "src/app.ts",
    find: `if (!inbox.add(m)) {`,
    replace: `if (!inbox.add(m) && false) {`,
    why: "an update Telegram serves again is answered twice",
    tests: ["test/app.test.ts"],
  },
  {
    name: "commands: /forget <id> of another chat",
    file: "src/telegram/commands.ts",
    find: `if (!conv || conv.chatId !== chatId)`,
    replace: `if (!conv)`,
    why: "one chat can erase another chat's conversation",
    tests: ["test/telegram/commands.test.ts"],
  },
  {
    name: "scheduler: own overlap guard removed",
    file: "src/schedule/scheduler.ts",
    find: `if (running.has(s.id)) {`,
    replace: `if (false) {`,
    why: "a manual run and a cron run of one schedule run at once",
    tests: ["test/schedule/scheduler.test.ts"],
  },

  // --- Delivery ---------------------------------------------------------------------
  {
    name: "sender: retries a send that may have landed",
    file: "src/telegram/sender.ts",
    find: `if (c.kind === "retryable" && attempt < maxAttempts) {`,
    replace: `if ((c.kind === "retryable" || c.kind === "unknown") && attempt < maxAttempts) {`,
    why: "a timeout after the request was written is retried blindly (duplicates)",
    tests: ["test/telegram/sender.test.ts"],
  },
  {
    name: "sender: waits any retry_after, however long",
    file: "src/telegram/sender.ts",
    find: `if (c.retryAfterSec > maxRetryAfter)`,
    replace: `if (false)`,
    why: "a 10-minute flood wait blocks the chat instead of failing the send for a later retry",
    tests: ["test/telegram/sender.test.ts"],
  },
  {
    name: "sender: resends chunks already delivered",
    file: "src/telegram/sender.ts",
    find: `if (i < (opts.skipChunks ?? 0)) continue;`,
    replace: ``,
    why: "a multi-chunk reply cut by a failure repeats its first chunks when retried",
    tests: ["test/chat/delivery.test.ts"],
  },
  {
    name: "outbox: a row can be claimed twice",
    file: "src/store/outbox.ts",
    find: `WHERE id = ? AND status IN ('pending', 'failed')`,
    replace: `WHERE id = ?`,
    why: "a delivered row is sent again by a second path (scheduler retry, recovery)",
    tests: ["test/chat/delivery.test.ts"],
  },
  {
    name: "sender: no plain-text fallback when Telegram cannot parse the HTML",
    file: "src/telegram/sender.ts",
    find: `if (c.kind === "parse" && !plain) {`,
    replace: `if (false) {`,
    why: "a reply with markup Telegram rejects is never delivered",
    tests: ["test/e2e/basic.test.ts", "test/telegram/sender.test.ts"],
  },
  {
    name: "work: a failed direct send also suppresses the reply",
    file: "src/pipeline/work.ts",
    find: `outcomes.every((o) => o.presentation === "delivered")`,
    replace: `outcomes.every((o) => o.presentation !== undefined)`,
    why: "the user gets nothing when a two-layer send failed (seed 000)",
    tests: ["test/e2e/two-layer.test.ts"],
  },

  // --- Security ---------------------------------------------------------------------
  {
    name: "allowlist: strangers pass",
    file: "src/telegram/allowlist.ts",
    find: `if (userId !== undefined && o.allowed.has(userId)) return next();`,
    replace: `if (userId !== undefined) return next();`,
    why: "anyone who finds the bot can use it",
    tests: ["test/e2e/basic.test.ts"],
  },
  {
    name: "run-call: a direct send bound to a fixed chat, not the turn's",
    file: "src/tools/run-call.ts",
    find: `outboxId = d.outbox.add({ chatId: ctx.chatId,`,
    replace: `outboxId = d.outbox.add({ chatId: 111111,`,
    why: "one user's fetched summary is delivered to another chat",
    tests: ["test/e2e/two-layer.test.ts"],
  },

  // --- Truthfulness -----------------------------------------------------------------
  {
    name: "verify: a mismatch leaves no warning for the next request",
    file: "src/pipeline/verify.ts",
    find: `deps.warnings.set(input.chatId, warningFor(check.mismatches, ledgerPreview(turnLedger)), input.now);`,
    replace: ``,
    why: "a false 'done' goes unmentioned in the next turn (seed 003 §4)",
    tests: ["test/e2e/truthfulness.test.ts"],
  },
  {
    name: "instructions: a failed call shown with the success icon",
    file: "src/pipeline/instructions.ts",
    find: `error: "❌"`,
    replace: `error: "✅"`,
    why: "the model reads its failed call as done",
    tests: ["test/e2e/truthfulness.test.ts", "test/e2e/model-layer.test.ts"],
  },
  {
    name: "work: tool calls inside a length-cut response are run",
    file: "src/pipeline/work.ts",
    find: `if (response.finish.reason === "length") {`,
    replace: `if (false) {`,
    why: "half-written tool calls are executed",
    tests: ["test/e2e/model-layer.test.ts"],
  },
  {
    name: "hygiene: no synthetic result for an unanswered tool call",
    file: "src/llm/hygiene.ts",
    find: `out.push({ role: "tool", toolCallId: c.id, content: content ?? MISSING_RESULT });`,
    replace: `if (content !== undefined) out.push({ role: "tool", toolCallId: c.id, content });`,
    why: "a crash mid-call leaves a transcript the provider rejects (seed 004)",
    tests: ["test/llm/hygiene.test.ts", "test/e2e/model-layer.test.ts"],
  },
  {
    name: "turn: recalled context injected even when a skill must run",
    file: "src/pipeline/turn.ts",
    find: `const context = decision?.inject === "context" ? pre?.recalled.items ?? [] : [];`,
    replace: `const context = pre?.recalled.items ?? [];`,
    why: "yesterday's price answers today's question (seed 003 §3)",
    tests: ["test/e2e/memory.test.ts"],
  },
  {
    name: "model: an unreadable answer becomes an empty reply",
    file: "src/llm/openai-chat.ts",
    find: `if (chunks === 0) throw unreadable(o.baseUrl);`,
    replace: ``,
    why: "a broken model server yields '(empty answer)' instead of an error naming the fix",
    tests: ["test/llm/openai-chat.test.ts"],
  },
];
