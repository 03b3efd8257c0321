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
    name: "inbox: deduplication by update_id ignored",
    file: "src/store/inbox.ts",
    find: `INSERT OR IGNORE INTO inbox`,
    replace: `INSERT OR REPLACE INTO inbox`,
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
    find: `if (c.kind === "retryable" && attempt < p.maxAttempts) {\n        log.info(`,
    replace: `if ((c.kind === "retryable" || c.kind === "unknown") && attempt < p.maxAttempts) {\n        log.info(`,
    why: "a timeout after the request was written is retried blindly (duplicates)",
    tests: ["test/telegram/sender.test.ts"],
  },
  {
    name: "sender: waits any retry_after, however long",
    file: "src/telegram/sender.ts",
    find: `if (c.retryAfterSec > p.maxRetryAfterSec)`,
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
    name: "chats: strangers pass in private chats",
    file: "src/telegram/chat-filter.ts",
    find: `const allowedUser = userId !== undefined && o.allowedUsers.has(userId);`,
    replace: `const allowedUser = userId !== undefined;`,
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

  // --- Security (issue 10) ----------------------------------------------------------
  {
    name: "exec: interpreter options allowed before the script",
    file: "src/tools/exec.ts",
    find: `if (script.startsWith("-"))`,
    replace: `if (false)`,
    why: "`node --import=data:… script` runs a page's code (the inline-code refusal)",
    tests: ["test/tools/exec.test.ts"],
  },
  {
    name: "exec: interpreter-control variables of the base environment passed on",
    file: "src/tools/exec.ts",
    find: `for (const [k, v] of Object.entries(o.baseEnv)) if (!isForbiddenEnv(k)) env[k] = v;`,
    replace: `for (const [k, v] of Object.entries(o.baseEnv)) env[k] = v;`,
    why: "NODE_OPTIONS from the environment reaches every skill",
    tests: ["test/tools/exec.test.ts"],
  },
  {
    name: "exec: node skills run without the permission model",
    file: "src/tools/exec.ts",
    find: `"--experimental-permission",`,
    replace: ``,
    why: "a skill can read .env, /proc/<bot>/environ and other chats' data",
    tests: ["test/tools/exec.test.ts", "test/e2e/containment.test.ts"],
  },
  {
    name: "fetch: loopback and private addresses allowed",
    file: "skills/_lib/safe-fetch.mjs",
    find: `if (range === "unicast") return { ok: true, range };`,
    replace: `return { ok: true, range };`,
    why: "a page makes the article skill read the home network (SSRF)",
    tests: ["test/skills/safe-fetch.test.ts"],
  },
  {
    name: "presentation: skill text rendered as Markdown",
    file: "src/tools/presentation.ts",
    find: `export function escapeMarkdown(text: string): string {\n  return text`,
    replace: `export function escapeMarkdown(text: string): string {\n  return text;\n  return text`,
    why: "a page title becomes a clickable phishing link in the summary",
    tests: ["test/tools/presentation.test.ts", "test/e2e/untrusted.test.ts"],
  },
  {
    name: "chats: a group not in ALLOWED_CHAT_IDS is served",
    file: "src/telegram/chat-filter.ts",
    find: `if (!o.allowedChats.has(chat.id)) {`,
    replace: `if (false) {`,
    why: "anyone who adds the bot to a group gets an assistant with the owner's memory",
    tests: ["test/e2e/chats.test.ts"],
  },
  {
    name: "confirm: a token from another chat is accepted",
    file: "src/confirm/confirmations.ts",
    find: `if (!a || a.chatId !== chatId)`,
    replace: `if (!a)`,
    why: "a pending action is allowed from a chat that does not own it",
    tests: ["test/e2e/confirm.test.ts"],
  },
  {
    name: "confirm: a confirm-declared action started by the model runs without asking",
    file: "src/tools/run-call.ts",
    find: `if (ctx.origin !== "owner" && needsConfirmation(plan.skill, plan.action)) {`,
    replace: `if (false) {`,
    why: "a page deletes notes or follows feeds without the owner's Allow",
    tests: ["test/e2e/confirm.test.ts", "test/e2e/obedient.test.ts"],
  },
  {
    name: "confirm: a schedule the model asks for is created at once",
    file: "src/schedule/requests.ts",
    find: `if (ctx.origin === "owner") {`,
    replace: `if (true) {`,
    why: "a page installs a persistent digest with no word from the owner",
    tests: ["test/e2e/confirm.test.ts", "test/e2e/obedient.test.ts"],
  },
  {
    name: "schedule: a stored row firing too often is left running",
    file: "src/schedule/scheduler.ts",
    find: `const i = checkInterval(s.cron, d.config.digest.minIntervalSeconds);\n    if (i.ok) return false;`,
    replace: `const i = checkInterval(s.cron, d.config.digest.minIntervalSeconds);\n    if (i.ok || true) return false;`,
    why: "an every-second schedule planted in the database runs",
    tests: ["test/e2e/confirm.test.ts", "test/schedule/interval.test.ts"],
  },
  {
    name: "requests: a skill may ask for kinds it does not declare",
    file: "src/tools/requests.ts",
    find: `if (!declared.includes(r.kind))`,
    replace: `if (false)`,
    why: "any skill's output can ask the bot for schedules",
    tests: ["test/e2e/confirm.test.ts", "test/e2e/obedient.test.ts", "test/tools/envelope.test.ts"],
  },
  {
    name: "logs: lines are written unscrubbed",
    file: "src/log.ts",
    find: `write: (line: string) => dest.write(secrets.scrub(line))`,
    replace: `write: (line: string) => dest.write(line)`,
    why: "a secret nested deep in a log object reaches the log",
    tests: ["test/log.test.ts", "test/e2e/secrets.test.ts"],
  },
  {
    name: "fairness: all chats share one queue",
    file: "src/pipeline/dispatcher.ts",
    find: `await d.queue.run(chatId, async () => (stopped ? undefined : d.answer(next)));`,
    replace: `await d.queue.run(0, async () => (stopped ? undefined : d.answer(next)));`,
    why: "one chat's backlog delays every other chat's reply",
    tests: ["test/e2e/chats.test.ts"],
  },
  {
    name: "fairness: the backlog notice repeats",
    file: "src/pipeline/dispatcher.ts",
    find: `    if (noticed.has(chatId)) return;\n    const waiting`,
    replace: `    const waiting`,
    why: "a busy chat is spammed with 'I'm behind' notices",
    tests: ["test/e2e/chats.test.ts"],
  },

  // --- Streaming (issue 11) ---------------------------------------------------------
  {
    name: "streaming: an edit identical to what is shown is sent",
    file: "src/telegram/live.ts",
    find: `if (m.html !== chunk.html) return { kind: "edit", i, chunk };`,
    replace: `return { kind: "edit", i, chunk };`,
    why: "wasted edits count against Telegram's flood limits",
    tests: ["test/telegram/live.test.ts", "test/e2e/streaming.test.ts"],
  },
];
