// Scheduled digests through the running bot: they fire, arrive in the right chat, can be
// discussed afterwards, are only "delivered" with Telegram's message ids, catch up after
// downtime inside the grace window, and refuse invalid definitions.
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { delay, waitFor } from "../fakes/http.js";
import type { ChatRequestBody } from "../fakes/openai.js";
import { type FakePages, startFakePages } from "../fakes/pages.js";
import { type Harness, OWNER, SECOND_USER, startHarness } from "../support/harness.js";
import { rss } from "../fakes/pages.js";

let h: Harness;
let pages: FakePages;
const ITEM2 = "The library now opens at 8 on weekdays and closes at 21 on Fridays, the council said.";

beforeAll(async () => {
  pages = await startFakePages({
    "/rss": { body: rss([{ title: "Bridge reopens", body: "The old bridge reopens on Monday after two years of repairs.", guid: "a1" }, { title: "Library hours", body: ITEM2, guid: "b22" }]), type: "application/rss+xml" },
  });
});
afterAll(async () => {
  await pages.close();
});
afterEach(async () => {
  await h?.stop();
});

const runs = (hh: Harness) => hh.db.prepare("SELECT r.*, s.name FROM schedule_runs r JOIN schedules s ON s.id = r.schedule_id ORDER BY r.id").all() as Array<{ name: string; status: string; message_ids: string | null; reason: string; error: string | null; started_at: number; ended_at: number | null }>;

/** Sends a text and waits for a reply containing `expected` (other messages may arrive meanwhile). */
async function sayUntil(hh: Harness, text: string, expected: string): Promise<string> {
  const before = hh.tg.sentTo(OWNER).length;
  hh.tg.pushMessage({ chatId: OWNER, text });
  const m = await waitFor(() => hh.tg.sentTo(OWNER).slice(before).find((x) => x.text.includes(expected)), 10_000, `a reply with "${expected}"`);
  await hh.app.idle();
  return m.text;
}

/** The chat follows the fake feed (written where the feeds skill keeps this chat's data). */
function follow(hh: Harness, chatId: number): void {
  const dir = path.join(hh.dir, "skills", "feeds", String(chatId));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "feeds.json"), JSON.stringify({ v: 1, nextId: 2, feeds: [{ id: 1, url: pages.url("/rss"), title: "Town News", addedAt: 0, lastReadAt: null, seen: [] }] }));
}

/** These tests need schedules that fire every second; the minimum interval is lowered for them. */
const EVERY_SECOND = { SCHEDULE_MIN_INTERVAL_S: "1" };

describe("digests", () => {
  it("a schedule fires, the digest arrives in the right chat, and a follow-up gets the second item's full text", async () => {
    h = await startHarness({ env: EVERY_SECOND });
    follow(h, OWNER);
    await h.say("/digest add news | * * * * * * | node scripts/feeds.mjs digest");
    // (Firing every second, the first digest may already follow the confirmation: look for it, not at the last message.)
    const added = h.tg.sentTo(OWNER).findIndex((m) => m.text.includes("Added digest news"));
    expect(added, "the /digest add confirmation").toBeGreaterThanOrEqual(0);
    const digest = await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.includes("Feed digest")), 10_000, "the digest");
    expect(h.tg.sentTo(OWNER).indexOf(digest), "the digest comes after the confirmation").toBeGreaterThan(added);
    // Every second is a lot: pause it, and let a run that already started finish.
    await sayUntil(h, "/digest pause news", "Paused digest news");
    await waitFor(() => runs(h).every((r) => r.status !== "running"), 10_000, "runs to finish");
    await h.app.idle();
    expect(digest.text).toContain("Library hours");
    expect(digest.text).not.toContain("closes at 21 on Fridays");
    expect(h.tg.sentTo(SECOND_USER)).toHaveLength(0);
    const run = runs(h).find((r) => r.status === "delivered");
    expect(JSON.parse(run?.message_ids ?? "[]")).toEqual([digest.messageId]);
    // The digest's full text joined the chat's history: the follow-up is answered from it.
    h.openai.setResponder(() => ({ content: "도서관은 평일 8시에 엽니다." }));
    await sayUntil(h, "두 번째 기사 자세히 알려줘", "도서관은 평일 8시에 엽니다.");
    const req = h.openai.requests.find((r) => r.messages.at(-1)?.content === "두 번째 기사 자세히 알려줘") as ChatRequestBody;
    const all = req.messages.map((m) => m.content ?? "").join("\n");
    expect(all).toContain(ITEM2);
    expect(all).toMatch(/\[Scheduled task "news", replayed by the scheduler: not typed by the user now\. Set up by the owner \(user 111111\) with \/digest add on .+\]/);
    const list = await sayUntil(h, "/digest list", "news ⏸️ paused");
    expect(list).toMatch(/✅ .+ delivered \(messages \d+\)/);
  });

  it("a send failure is retried, then reported once, and never marked delivered; repeated failures pause", async () => {
    h = await startHarness({ env: { ...EVERY_SECOND, DIGEST_PAUSE_AFTER_FAILURES: "2", DIGEST_RETRIES: "2" } });
    h.openai.setResponder(() => ({ content: "Your daily summary: all quiet." }));
    // Telegram fails (5xx) for this digest's text, however often it is retried.
    h.tg.inject("sendMessage", { kind: "5xx" }, 10_000, (p) => String(p.text).includes("all quiet"));
    const before = h.tg.callsOf("sendMessage").length;
    await h.say("/digest add daily | * * * * * * | 오늘 요약해줘");
    await waitFor(() => runs(h).filter((r) => r.status === "failed").length >= 1, 15_000, "a failed run");
    const failed = runs(h).find((r) => r.status === "failed");
    expect(failed?.message_ids).toBe("[]");
    expect(failed?.error).toContain("502");
    expect(runs(h).some((r) => r.status === "delivered")).toBe(false);
    expect(h.tg.callsOf("sendMessage").length - before).toBeGreaterThan(6);
    // After two failed runs the schedule pauses itself, with a notice.
    await waitFor(() => (h.db.prepare("SELECT status FROM schedules").get() as { status: string }).status === "paused", 20_000, "pause");
    await waitFor(() => h.tg.sentTo(OWNER).some((m) => m.text.includes("so I paused it")), 10_000, "the pause notice");
    // One report per failed run: never per retry.
    const reports = h.tg.sentTo(OWNER).filter((m) => m.text.includes("could not be delivered"));
    expect(reports).toHaveLength(runs(h).filter((r) => r.status === "failed").length);
    expect(reports[0]?.text).toContain("I will try again at its next scheduled time");
    expect(h.tg.sentTo(OWNER).some((m) => m.text.includes("all quiet"))).toBe(false);
  }, 40_000);

  it("two schedules firing together both deliver, and runs of one schedule never overlap", async () => {
    h = await startHarness({ env: EVERY_SECOND });
    h.openai.setResponder(async (req) => {
      await delay(1300);
      return { content: `digest for ${req.messages.at(-1)?.content?.includes("one") ? "one" : "two"}` };
    });
    // While schedules fire every second the bot is never idle: wait for the replies themselves.
    const command = async (chatId: number, text: string, reply: string) => {
      const before = h.tg.sentTo(chatId).length;
      h.tg.pushMessage({ chatId, userId: chatId, text });
      await waitFor(() => h.tg.sentTo(chatId).slice(before).some((m) => m.text.includes(reply)), 10_000, `"${reply}"`);
    };
    await command(OWNER, "/digest add one | * * * * * * | report one", "Added digest one");
    await command(SECOND_USER, "/digest add two | * * * * * * | report two", "Added digest two");
    await waitFor(() => h.tg.sentTo(OWNER).filter((m) => m.text === "digest for one").length >= 2, 15_000, "two digests for one");
    await waitFor(() => h.tg.sentTo(SECOND_USER).filter((m) => m.text === "digest for two").length >= 2, 15_000, "two digests for two");
    await command(OWNER, "/digest pause one", "Paused digest one");
    await command(SECOND_USER, "/digest pause two", "Paused digest two");
    await waitFor(() => runs(h).every((r) => r.status !== "running"), 15_000, "runs to finish");
    await h.app.idle();
    expect(h.tg.sentTo(OWNER).some((m) => m.text === "digest for one")).toBe(true);
    expect(h.tg.sentTo(SECOND_USER).some((m) => m.text === "digest for two")).toBe(true);
    const byName = (n: string) => runs(h).filter((r) => r.name === n && r.status !== "skipped");
    for (const name of ["one", "two"]) {
      const rs = byName(name);
      for (let i = 1; i < rs.length; i++) expect(rs[i]?.started_at ?? 0).toBeGreaterThanOrEqual(rs[i - 1]?.ended_at ?? Infinity);
    }
  });

  it("a reminder prompt that fires is not taken for a false claim (the claim model stays out of scheduled turns)", async () => {
    // "Reminder: take your vitamins" with no call reads to the learned claim model like a false
    // "done"; it was trained on typed requests only (claim-model-input.ts).
    h = await startHarness({ env: EVERY_SECOND });
    h.openai.setResponder(() => ({ content: "Reminder: take your vitamins 💊" }));
    await h.say("/digest add vitamins | * * * * * * | remind me to take my vitamins");
    await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.includes("take your vitamins")), 10_000, "the reminder");
    await sayUntil(h, "/digest pause vitamins", "Paused digest vitamins");
    await waitFor(() => runs(h).every((r) => r.status !== "running"), 10_000, "runs to finish");
    await h.app.idle();
    expect(runs(h).some((r) => r.status === "delivered")).toBe(true);
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
  });

  it("refuses invalid cron expressions, names, unknown skills and unusable commands at creation", async () => {
    h = await startHarness();
    const cases: Array<[string, string]> = [
      ["/digest add bad | 61 * * * * | hello", "not a valid cron expression"],
      ["/digest add bad | * * * | hello", "has 3 fields"],
      ["/digest add bad name! | 0 8 * * * | hello", "not a usable name"],
      ["/digest add x | 0 8 * * * | node scripts/nope.mjs digest", "That command cannot run"],
      ["/digest add x | 0 8 * * * | cmd: rm -rf /", "That command cannot run"],
      ["/digest add x | 0 8 * * * | node scripts/feeds.mjs digest; rm -rf /", "That command cannot run"],
      ["/digest add only-two-parts | 0 8 * * *", "Usage:"],
    ];
    for (const [cmd, message] of cases) {
      await h.say(cmd);
      expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain(message);
    }
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM schedules").get()).toEqual({ n: 0 });
    await h.say("/digest add ok | 0 8 * * * | node scripts/feeds.mjs digest");
    await h.say("/digest add ok | 0 9 * * * | hello");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain('A digest named "ok" already exists');
  });

  it("plain language: the model uses the schedule skill; the schedule waits for the owner's Allow, then is live", async () => {
    h = await startHarness();
    h.openai.setResponder((req) =>
      (req.tools?.length ?? 0) > 0 && req.messages.at(-1)?.role === "user"
        ? { toolCalls: [{ name: "exec", arguments: { command: 'node scripts/schedule.mjs add morning-feeds "0 8 * * *" command "node scripts/feeds.mjs digest"' } }] }
        : { content: "매일 아침 8시 피드 요약 예약을 승인해 주세요." },
    );
    await h.say("매일 아침 8시에 피드 요약 보내줘", { expect: 2 });
    const question = h.tg.sentTo(OWNER).find((m) => m.buttons);
    expect(question?.text).toContain('Allow a new scheduled command "morning-feeds"?');
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM schedules").get()).toEqual({ n: 0 });
    h.tg.pushCallback({ chatId: OWNER, messageId: question?.messageId ?? 0, data: question?.buttons?.[0]?.data ?? "" });
    await waitFor(() => h.tg.sentTo(OWNER).find((m) => m.text.startsWith("✅ Scheduled")), 10_000, "the schedule to be added");
    expect(h.db.prepare("SELECT chat_id, cron, timezone, what_kind, what, origin, created_by FROM schedules").get()).toEqual({ chat_id: OWNER, cron: "0 8 * * *", timezone: "Asia/Seoul", what_kind: "command", what: "node scripts/feeds.mjs digest", origin: "assistant", created_by: OWNER });
    await h.say("/digest list");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toMatch(/morning-feeds ▶️ active · 0 8 \* \* \* Asia\/Seoul · next \d\d-\d\d 08:00/);
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
  });
});

describe("runs missed while the bot was down", () => {
  const KST = (iso: string) => Date.parse(`${iso}+09:00`);

  async function startAt(now: number, lastFire: number) {
    const clock = { now: () => now };
    h = await startHarness({ clock, start: false });
    h.openai.setResponder(() => ({ content: "morning summary" }));
    h.db.prepare("INSERT INTO schedules (chat_id, name, cron, timezone, what_kind, what, created_at, last_fire_at) VALUES (?, 'morning', '0 8 * * *', 'Asia/Seoul', 'prompt', '오늘 요약해줘', ?, ?)").run(OWNER, lastFire - 1000, lastFire);
    await h.app.start();
  }

  it("inside the grace window: runs once after the restart", async () => {
    await startAt(KST("2026-11-30T09:30:00"), KST("2026-11-29T08:00:00"));
    await h.tg.waitForSent(OWNER, 1, 10_000);
    // The run is recorded after its turn; once it is, every send of the run is done.
    await waitFor(() => runs(h).every((r) => r.status !== "running") || undefined, 10_000, "the catch-up run to finish");
    expect(h.tg.sentTo(OWNER).map((m) => m.text)).toEqual(["morning summary"]);
    expect(runs(h).map((r) => [r.reason, r.status])).toEqual([["catch-up", "delivered"]]);
  });

  it("outside the grace window: skipped and logged, nothing sent", async () => {
    await startAt(KST("2026-11-30T15:00:00"), KST("2026-11-29T08:00:00"));
    // start() finishes the catch-up decision before it returns; the skip is recorded by then.
    await h.app.idle();
    expect(h.tg.sentTo(OWNER)).toHaveLength(0);
    expect(runs(h).map((r) => [r.reason, r.status])).toEqual([["catch-up", "skipped"]]);
    expect(h.logs.text()).toContain("skipped a digest missed while the bot was down (outside the grace window)");
    expect(h.openai.requests).toHaveLength(0);
  });
});
