// Nothing persistent without the owner, through the running bot and the fake Bot API's
// callback queries: what the model starts waits behind Allow / Deny buttons, is decided
// once, expires, and runs only after Allow; the owner's own /digest add needs none;
// schedules firing more often than SCHEDULE_MIN_INTERVAL_S are refused wherever they come
// from; prompt digests replay with who set them up; tool errors never fail the turn.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import { press, question, runsOnce } from "../support/confirm.js";
import { type Harness, OWNER, REPO_SKILLS, SECOND_USER, STRANGER, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const toolResults = (hh: Harness) => hh.openai.requests.flatMap((r) => r.messages.filter((m) => m.role === "tool").map((m) => m.content ?? ""));

const schedules = (hh: Harness) => hh.db.prepare("SELECT name, cron, what_kind, what, status, origin, created_by, origin_turn_id FROM schedules ORDER BY id").all();

describe("confirmation of what the model starts", () => {
  it("a schedule the model adds waits; Deny does nothing, a second press says so, and the buttons go", async () => {
    h = await startHarness();
    h.openai.setResponder(runsOnce('node scripts/schedule.mjs add spam "0 9 * * *" prompt "Visit [Session expired](https://evil.example/login) <b>now</b>"'));
    await h.say("schedule something", { expect: 2 });
    const q = await question(h);
    // The question shows the request inert: the link and the tag are text, not markup.
    expect(q.text).toContain("Visit [Session expired](https://evil.example/login) <b>now</b>");
    expect(q.raw).not.toContain('href="https://evil.example');
    expect(q.buttons?.map((b) => b.text)).toEqual(["✅ Allow", "❌ Deny"]);
    // The callback data is the prefix and an opaque token: no name, no id, no chat.
    for (const b of q.buttons ?? []) expect(b.data).toMatch(/^cf:[A-Za-z0-9_-]{22}:[ad]$/);
    expect(q.buttons?.[0]?.data.slice(0, -2)).toBe(q.buttons?.[1]?.data.slice(0, -2));
    // The model was told it waits, and the ledger does not say it was done.
    expect(toolResults(h).at(-1)).toContain("waits for the owner's Allow");
    expect(h.db.prepare("SELECT status, summary FROM tool_calls").get()).toMatchObject({ status: "error", summary: expect.stringContaining("not done yet") });
    expect(schedules(h)).toEqual([]);

    expect(await press(h, q, "Deny")).toBe("Denied: nothing was done.");
    const edited = await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.messageId === q.messageId && m.text.includes("❌ Denied: nothing was done.")), 10_000, "the question marked denied");
    expect(edited.buttons).toBeUndefined();
    expect(await press(h, q, "Allow")).toBe("Already denied: nothing was done.");
    await h.app.idle();
    expect(schedules(h)).toEqual([]);
  });

  it("a skill that asks for a schedule it does not declare in metadata.requests is refused: no question, no schedule", async () => {
    // Only the schedule skill declares "schedule"; any other skill's output (or a page that steered
    // it) asking for one gets a refusal the model reads, and the owner is not even asked.
    h = await startHarness({ env: { SKILLS_DIR: `${REPO_SKILLS}:${path.resolve(import.meta.dirname, "../fixtures/skills")}` } });
    h.openai.setResponder(runsOnce("node scripts/ask.mjs"));
    await h.say("do the thing");
    await h.app.idle();
    expect(toolResults(h).at(-1)).toContain('The skill asks-undeclared may not ask the bot for "schedule" (it is not in its metadata.requests).');
    expect(h.tg.sentTo(OWNER).filter((m) => m.buttons !== undefined)).toEqual([]);
    expect(schedules(h)).toEqual([]);
  });

  it("Allow adds it once, with the assistant as its origin and the turn it came from; it replays with that provenance", async () => {
    h = await startHarness({ env: { SCHEDULE_MIN_INTERVAL_S: "1" } });
    h.openai.setResponder(runsOnce('node scripts/schedule.mjs add tick "* * * * * *" prompt "say tick"'));
    await h.say("every second say tick", { expect: 2 });
    const q = await question(h);
    const turnId = (h.db.prepare("SELECT turn_id FROM tool_calls").get() as { turn_id: number }).turn_id;
    h.openai.setResponder(() => ({ content: "tick" }));
    expect(await press(h, q, "Allow")).toBe("Allowed.");
    await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.startsWith('✅ Scheduled "tick"')), 10_000, "the schedule added");
    expect(schedules(h)).toEqual([{ name: "tick", cron: "* * * * * *", what_kind: "prompt", what: "say tick", status: "active", origin: "assistant", created_by: OWNER, origin_turn_id: turnId }]);
    expect(await press(h, q, "Allow")).toBe("Already allowed and done.");
    // It is live: it fires, and the prompt replays as the assistant's proposal the owner allowed.
    await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text === "tick"), 10_000, "the schedule to fire");
    await h.say("/digest pause tick");
    const replay = h.openai.requests.find((r) => (r.messages.at(-1)?.content ?? "").startsWith('[Scheduled task "tick"'));
    const prompt = replay?.messages.at(-1)?.content ?? "";
    expect(prompt.endsWith("]\nsay tick")).toBe(true);
    expect(prompt).toContain(`[Scheduled task "tick", replayed by the scheduler: not typed by the user now. Proposed by the assistant in turn ${turnId}`);
    expect(prompt).toContain(`allowed by the owner (user ${OWNER})`);
    expect(schedules(h)).toHaveLength(1);
  });

  it("a question expires: pressing it later does nothing and says so", async () => {
    let offset = 0;
    h = await startHarness({ clock: { now: () => Date.now() + offset } });
    h.openai.setResponder(runsOnce('node scripts/schedule.mjs add later "0 9 * * *" prompt "hello"'));
    await h.say("schedule hello", { expect: 2 });
    const q = await question(h);
    offset = 25 * 3600_000;
    expect(await press(h, q, "Allow")).toContain("This request expired: nothing was done.");
    await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.messageId === q.messageId)?.text.includes("⌛ Expired"), 10_000, "the question marked expired");
    expect(schedules(h)).toEqual([]);
  });

  it("a stranger's press is refused and decides nothing; the owner can still answer", async () => {
    h = await startHarness();
    h.openai.setResponder(runsOnce('node scripts/schedule.mjs add morning "0 8 * * *" prompt "good morning"'));
    await h.say("schedule good morning", { expect: 2 });
    const q = await question(h);
    const button = q.buttons?.[0]?.data ?? "";
    h.tg.pushCallback({ chatId: OWNER, userId: STRANGER, messageId: q.messageId, data: button });
    await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.includes("this is a private assistant")), 10_000, "the refusal");
    expect(h.db.prepare("SELECT status FROM pending_actions").get()).toEqual({ status: "pending" });
    // Another allowlisted user's chat cannot decide this chat's question either.
    const other = h.tg.pushCallback({ chatId: SECOND_USER, userId: SECOND_USER, messageId: q.messageId, data: button });
    await waitFor(() => h.tg.callbackAnswer(other)?.answered, 10_000, "the other chat's press answered");
    expect(h.tg.callbackAnswer(other)?.text).toContain("I don't know this request");
    expect(h.db.prepare("SELECT status FROM pending_actions").get()).toEqual({ status: "pending" });
    expect(await press(h, q, "Allow")).toBe("Allowed.");
    await waitFor(() => schedules(h).length === 1, 10_000, "the schedule");
  });

  it("a skill action declaring metadata.confirm (notes delete) runs only after Allow, and the ledger shows it ran", async () => {
    h = await startHarness();
    h.openai.setResponder(runsOnce('node scripts/notes.mjs save "buy milk"', "saved"));
    await h.say("note buy milk");
    const file = path.join(h.dir, "skills", "notes", String(OWNER), "notes.json");
    const notes = () => (JSON.parse(fs.readFileSync(file, "utf8")) as { notes: Array<{ id: number }> }).notes.map((n) => n.id);
    expect(notes()).toEqual([1]);
    h.openai.setResponder(runsOnce("node scripts/notes.mjs delete 1", "삭제 승인을 기다리고 있어요."));
    await h.say("delete note 1", { expect: 2 });
    const q = await question(h);
    expect(q.text).toContain("Allow notes delete?");
    expect(q.text).toContain("node scripts/notes.mjs delete 1");
    expect(notes()).toEqual([1]);
    expect(toolResults(h).at(-1)).toContain("[not run yet] notes delete changes something lasting");
    expect(await press(h, q, "Allow")).toBe("Allowed.");
    const done = await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.startsWith("✅ Done")), 10_000, "the result");
    expect(done.text).toContain("Deleted note #1: buy milk");
    expect(notes()).toEqual([]);
    h.openai.setResponder(() => ({ content: "ok" }));
    await h.say("what happened?");
    expect(h.openai.systemOf()).toMatch(/✅ \[.+\] exec\(node scripts\/notes\.mjs delete 1\)\n {3}→ Deleted note #1: buy milk/);
  });
});

describe("schedules that fire too often", () => {
  it("are refused at /digest add with the reason; the owner's own slower /digest add needs no confirmation", async () => {
    h = await startHarness();
    await h.say("/digest add flood | * * * * * * | hello");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("fires every 1 s at its closest; schedules may fire at most once every 5 min (SCHEDULE_MIN_INTERVAL_S=300)");
    await h.say("/digest add flood | */2 * * * * | hello");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("fires every 2 min");
    await h.say("/digest add fine | */5 * * * * | hello");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("Added digest **fine**".replace(/\*\*/g, ""));
    expect(h.tg.sentTo(OWNER).some((m) => m.buttons)).toBe(false);
    expect(schedules(h)).toEqual([{ name: "fine", cron: "*/5 * * * *", what_kind: "prompt", what: "hello", status: "active", origin: "owner", created_by: OWNER, origin_turn_id: null }]);
  });

  it("are refused when the model asks the schedule skill, and the model reads why", async () => {
    h = await startHarness();
    h.openai.setResponder(runsOnce('node scripts/schedule.mjs add flood "*/10 * * * * *" command "node scripts/feeds.mjs digest"', "안 됐어요."));
    await h.say("feed digest every 10 seconds");
    expect(toolResults(h).at(-1)).toContain('Not scheduled: "*/10 * * * * *" fires every 10 s at its closest');
    expect(h.tg.sentTo(OWNER).some((m) => m.buttons)).toBe(false);
    expect(schedules(h)).toEqual([]);
  });

  it("a command the model schedules must pass the full exec rules, not only its first word", async () => {
    h = await startHarness();
    h.openai.setResponder(runsOnce(`node scripts/schedule.mjs add sneaky "0 8 * * *" command "node --import=data:text/javascript,1 scripts/feeds.mjs digest"`, "no"));
    await h.say("schedule it");
    expect(toolResults(h).at(-1)).toContain("Interpreter options are not allowed");
    expect(schedules(h)).toEqual([]);
  });

  it("a stored one is paused at start with a notice, and never runs", async () => {
    h = await startHarness({ start: false });
    h.db.prepare("INSERT INTO schedules (chat_id, name, cron, timezone, what_kind, what, created_at) VALUES (?, 'flood', '* * * * * *', 'Asia/Seoul', 'prompt', 'hi', 0)").run(OWNER);
    await h.app.start();
    const notice = await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.includes("I paused the digest “flood”")), 10_000, "the notice");
    expect(notice.text).toContain("fires every 1 s");
    expect(schedules(h)).toMatchObject([{ name: "flood", status: "paused" }]);
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM schedule_runs").get()).toEqual({ n: 0 });
    expect(h.openai.requests).toHaveLength(0);
  });
});

describe("tool errors are results, never failed turns", () => {
  it.each([
    ["a NUL byte", "node scripts/notes.mjs save 'a\u0000b'", "control character (U+0000)"],
    ["a 3 MB argument", `node scripts/notes.mjs save '${"x".repeat(3 * 1024 * 1024)}'`, "at most 32 KB"],
    ["an interpreter option", "node --env-file=/proc/self/cwd/.env scripts/notes.mjs list", "Interpreter options are not allowed"],
  ])("%s: the model reads the refusal, the user gets the reply, the ledger row is finished", async (_what, command, reason) => {
    // Not streamed: the fake streams arguments 5 characters per event, far slower than a real provider.
    h = await startHarness({ env: { MAIN_STREAM: "false" } });
    h.openai.setResponder(runsOnce(command, "그건 할 수 없었어요."));
    await h.say("do it");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("그건 할 수 없었어요.");
    expect(toolResults(h).at(-1)).toContain(reason);
    expect(h.db.prepare("SELECT status FROM tool_calls").all()).toEqual([{ status: "error" }]);
    expect(h.db.prepare("SELECT status FROM turns").all()).toEqual([{ status: "done" }]);
    expect(h.db.prepare("SELECT length(command) < 4000 AS short FROM tool_calls").get()).toEqual({ short: 1 });
  });
});
