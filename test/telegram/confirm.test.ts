// The Allow / Deny buttons through grammY against the fake Bot API: the question is sent
// with an inline keyboard and inert text, presses with "cf:" data are decided by the port
// and answered, the question is edited without its buttons, and any other callback data
// goes on to the next handler (the /model command's "md:" buttons, for instance).
import { Bot } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfirmDecisions } from "../../src/chat/ports.js";
import { confirmButtons, createConfirmPrompts, lookAlikeHosts, renderQuestion, revealHidden } from "../../src/telegram/confirm.js";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram.js";
import { captureLog } from "../support/log.js";

let tg: FakeTelegram;
let bot: Bot;
const presses: Array<{ token: string; allow: boolean; userId: number; chatId: number | undefined }> = [];
const passedOn: string[] = [];
const afterwards: string[] = [];

const decisions: ConfirmDecisions = {
  async decide(p) {
    presses.push(p);
    return {
      answer: p.allow ? "Allowed." : "Denied.",
      update: { question: { title: "Allow x?", details: [] }, outcome: p.allow ? "✅ Allowed." : "❌ Denied." },
      ...(p.allow ? { afterwards: async () => void afterwards.push(p.token) } : {}),
    };
  },
};

let nextUpdate = 1;
const press = (data: string, messageId: number) =>
  bot.handleUpdate({
    update_id: nextUpdate++,
    callback_query: { id: `q${nextUpdate}`, from: { id: 5, is_bot: false, first_name: "O" }, chat_instance: "c", data, message: { message_id: messageId, date: 0, chat: { id: 5, type: "private", first_name: "O" }, text: "" } },
  } as Parameters<Bot["handleUpdate"]>[0]);

beforeAll(async () => {
  tg = await startFakeTelegram();
  bot = new Bot(tg.token, { client: { apiRoot: tg.apiRoot } });
  await bot.init();
  bot.use(confirmButtons(decisions, captureLog().log));
  bot.on("callback_query:data", (ctx) => void passedOn.push(ctx.callbackQuery.data));
});
afterAll(async () => {
  await tg.close();
});

describe("confirmation buttons", () => {
  it("asks with Allow / Deny buttons carrying the token, every value shown as code", async () => {
    const token = "A".repeat(22);
    const r = await createConfirmPrompts(bot.api, captureLog().log).ask(5, { title: "Allow <this>?", details: [["Runs", "[click](https://evil.example) & more"]] }, token);
    expect(r).toMatchObject({ ok: true });
    const m = tg.sentTo(5).at(-1);
    expect(m?.buttons).toEqual([
      { text: "✅ Allow", data: `cf:${token}:a` },
      { text: "❌ Deny", data: `cf:${token}:d` },
    ]);
    expect(m?.raw).toContain("<code>[click](https://evil.example) &amp; more</code>");
    expect(m?.text).toContain("Allow <this>?");
  });

  it("decides a press, answers it, removes the buttons and runs what follows", async () => {
    const token = "B".repeat(22);
    await createConfirmPrompts(bot.api, captureLog().log).ask(5, { title: "Allow x?", details: [] }, token);
    const m = tg.sentTo(5).at(-1);
    await press(`cf:${token}:a`, m?.messageId ?? 0);
    expect(presses.at(-1)).toEqual({ token, allow: true, userId: 5, chatId: 5 });
    expect(tg.callsOf("answerCallbackQuery").at(-1)?.params).toMatchObject({ text: "Allowed." });
    expect(tg.sentTo(5).at(-1)?.text).toContain("✅ Allowed.");
    expect(tg.sentTo(5).at(-1)?.buttons).toBeUndefined();
    expect(afterwards).toEqual([token]);
  });

  it("refuses malformed confirmation data without asking the port; other data goes to the next handler", async () => {
    const before = presses.length;
    await press("cf:short:a", 1);
    await press(`cf:${"C".repeat(22)}:x`, 1);
    expect(presses.length).toBe(before);
    expect(tg.callsOf("answerCallbackQuery").slice(-2).map((c) => c.params.text)).toEqual(["This button is not valid.", "This button is not valid."]);
    await press("md:gpt-4o", 1);
    expect(passedOn).toEqual(["md:gpt-4o"]);
    expect(presses.length).toBe(before);
  });
});

describe("what the question shows", () => {
  it.each([
    ["ab\u202Ecd", "ab⟨U+202E⟩cd"],
    ["pay\u200Bpal", "pay⟨U+200B⟩pal"],
    ["a\u2066b\u2069", "a⟨U+2066⟩b⟨U+2069⟩"],
    ["soft\u00ADhyphen", "soft⟨U+00AD⟩hyphen"],
    ["line\u2028sep", "line⟨U+2028⟩sep"],
    ["c1\u0085", "c1⟨U+0085⟩"],
    ["한국어 ok — “quotes”", "한국어 ok — “quotes”"],
  ])("%j is shown as %j", (raw, shown) => {
    expect(revealHidden(raw)).toBe(shown);
  });

  it("names a host written in look-alike letters, with or without user info and port; ASCII hosts need no line", () => {
    expect(lookAlikeHosts("node scripts/feeds.mjs add https://аpple.com/rss")).toEqual(["аpple.com is xn--pple-43d.com"]);
    expect(lookAlikeHosts("x 'https://u:p@gооgle.com:8443/a' y")).toEqual(["gооgle.com is xn--ggle-55da.com"]);
    expect(lookAlikeHosts("https://example.com/path/аpple https://EXAMPLE.org")).toEqual([]);
    const html = renderQuestion({ title: "Allow feeds add\u202E?", details: [["Command", "node scripts/feeds.mjs add https://аpple.com/rss"]] });
    expect(html).toContain("Allow feeds add⟨U+202E⟩?");
    expect(html).toContain("⚠️ Look-alike address: аpple.com is xn--pple-43d.com");
  });
});

