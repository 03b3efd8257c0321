// /model and /usage through the fake Bot API: the endpoint's models as inline buttons,
// switching this chat's main model (checked against the live list), other callback data
// passed on, and tokens by day and model from the providers' usage fields (estimated and
// marked where a provider gives none).
import { afterEach, describe, expect, it } from "vitest";
import { createModelCommand } from "../../src/telegram/model-command.js";
import { createBot } from "../../src/telegram/bot.js";
import { createTelegramLink } from "../../src/telegram/polling.js";
import { waitFor } from "../fakes/http.js";
import { startFakeOllama } from "../fakes/ollama.js";
import { startFakeTelegram } from "../fakes/telegram.js";
import { type Harness, OWNER, SECOND_USER, startHarness } from "../support/harness.js";
import { captureLog } from "../support/log.js";

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** Sends a command and returns the bot's next message in that chat. */
async function command(hh: Harness, text: string, chatId = OWNER) {
  const before = hh.tg.sentTo(chatId).length;
  hh.tg.pushMessage({ chatId, text });
  const sent = await hh.tg.waitForSent(chatId, before + 1);
  return sent[before] as (typeof sent)[number];
}

/** The user taps the button labelled `label` under a message (it must be there); returns the callback answer's text. */
async function press(hh: Harness, chatId: number, messageId: number, label: string) {
  const msg = hh.tg.sentTo(chatId).find((m) => m.messageId === messageId);
  const button = msg?.buttons?.find((b) => b.text === label);
  if (!button) throw new Error(`no button "${label}" (buttons: ${msg?.buttons?.map((b) => b.text).join(", ") ?? "none"})`);
  const id = hh.tg.pushCallback({ chatId, messageId, data: button.data });
  await waitFor(() => hh.tg.callbackAnswer(id)?.answered, 10_000, "the callback answer");
  await waitFor(() => hh.tg.sentTo(chatId).find((m) => m.messageId === messageId)?.buttons === undefined, 10_000, "the keyboard removed");
  return hh.tg.callbackAnswer(id)?.text;
}

describe("/model", () => {
  it("lists the endpoint's models as buttons, switches this chat only, and /model shows the current one", async () => {
    h = await startHarness();
    h.openai.setModels([{ id: "fake-main" }, { id: "other-model" }, { id: "a-very-long-model-name/with-an-organisation-prefix:and-a-quantization-q4_K_M" }]);
    const shown = await command(h, "/model");
    expect(shown.text).toBe("Model for this chat: fake-main (the default, MAIN_MODEL).\nChoose another for this chat:");
    expect(shown.buttons?.map((b) => b.text)).toEqual(["a-very-long-model-name/with-an-organisation-prefix:and-a-quantization-q4_K_M", "✅ fake-main", "other-model"]);
    // Every button's data carries the prefix and fits Telegram's 64 bytes.
    for (const b of shown.buttons ?? []) expect(b.data).toMatch(/^md:/);

    expect(await press(h, OWNER, shown.messageId, "other-model")).toBe("Model for this chat is now other-model.");
    expect(h.tg.sentTo(OWNER).find((m) => m.messageId === shown.messageId)?.text).toBe("Model for this chat: other-model (chosen with /model; the default is fake-main).");

    // This chat's turns go to the chosen model; another chat keeps the default.
    await h.say("hello");
    expect(h.openai.requests.at(-1)?.model).toBe("other-model");
    await h.say("hello", { chatId: SECOND_USER });
    expect(h.openai.requests.at(-1)?.model).toBe("fake-main");

    // /model with no change shows the current one, and offers the way back.
    const again = await command(h, "/model");
    expect(again.text).toMatch(/^Model for this chat: other-model \(chosen with \/model; the default is fake-main\)\./);
    expect(again.buttons?.map((b) => b.text)).toContain("✅ other-model");
    const long = again.buttons?.find((b) => b.text.startsWith("a-very-long"));
    expect(Buffer.byteLength(long?.data ?? "")).toBeLessThanOrEqual(64);
    expect(await press(h, OWNER, again.messageId, long?.text ?? "")).toBe("Model for this chat is now a-very-long-model-name/with-an-organisation-prefix:and-a-quantization-q4_K_M.");
    const third = await command(h, "/model");
    expect(await press(h, OWNER, third.messageId, "Back to the default (fake-main)")).toBe("Model for this chat is now fake-main.");
    await h.say("and now?");
    expect(h.openai.requests.at(-1)?.model).toBe("fake-main");
  });

  it("/model <name> switches by name; an unknown name, or a button for a model no longer offered, changes nothing", async () => {
    h = await startHarness();
    h.openai.setModels([{ id: "fake-main" }, { id: "other-model" }]);
    expect((await command(h, "/model nonexistent")).text).toBe("There is no model “nonexistent” at the endpoint. /model lists the ones there are.");
    expect((await command(h, "/model other-model")).text).toBe("Model for this chat is now other-model.");
    const shown = await command(h, "/model");
    // The endpoint drops a model after the buttons were sent.
    h.openai.setModels([{ id: "fake-main" }]);
    const extra = shown.buttons?.find((b) => b.text === "✅ other-model");
    expect(extra).toBeDefined();
    expect(await press(h, OWNER, shown.messageId, "✅ other-model")).toBe("That model is no longer offered. /model shows the current list.");
    expect(h.tg.sentTo(OWNER).find((m) => m.messageId === shown.messageId)?.text).toMatch(/no longer offered.*\nModel for this chat: other-model/s);
    // A turn now meets the endpoint's 404 and says what to do.
    await h.say("hi");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toMatch(/Model "other-model", chosen for this chat with \/model, is no longer at .*choose another with \/model/);
    expect((await command(h, "/model default")).text).toBe("Model for this chat is now fake-main.");
  });

  it("with Ollama as the main endpoint: Ollama's list without embedding models; a listing failure is said", async () => {
    const ollama = await startFakeOllama();
    try {
      h = await startHarness({ fakes: { ollama }, env: { OPENAI_BASE_URL: `${ollama.host}/v1` } });
      const shown = await command(h, "/model");
      expect(shown.buttons?.map((b) => b.text)).toEqual(["fake-local:latest", "fake-main:latest", "fake-vision:latest"]);
      await ollama.close();
      expect((await command(h, "/model")).text).toMatch(/^Model for this chat: fake-main \(the default, MAIN_MODEL\)\.\nI could not list the other models: http:\/\/127\.0\.0\.1:\d+ is not reachable/);
    } finally {
      await ollama.close();
    }
  });

  it("passes callback data that is not its own to the next handler; /model default asks the endpoint nothing", async () => {
    const tg = await startFakeTelegram();
    const bot = createBot({ token: tg.token, apiRoot: tg.apiRoot });
    const others: string[] = [];
    let listed = 0;
    const list = async () => (listed++, { ok: true as const, models: ["m", "n"] });
    bot.use(createModelCommand({ defaultModel: "m", list, chosen: { get: () => undefined, set: () => undefined }, log: captureLog().log }));
    bot.on("callback_query:data", async (ctx) => {
      others.push(ctx.callbackQuery.data);
      await ctx.answerCallbackQuery();
    });
    bot.command("ask", (ctx) => ctx.reply("Allow?", { reply_markup: { inline_keyboard: [[{ text: "Allow", callback_data: "cf:allow:7" }]] } }));
    const link = createTelegramLink({ bot, log: captureLog().log, apiRoot: tg.apiRoot, pollTimeoutSeconds: 1, allowedUpdates: ["message", "callback_query"], concurrency: 4 });
    try {
      await link.connect();
      link.start();
      tg.pushMessage({ chatId: OWNER, text: "/ask" });
      const [ask] = await tg.waitForSent(OWNER, 1);
      tg.pushCallback({ chatId: OWNER, messageId: ask?.messageId ?? 0, data: ask?.buttons?.[0]?.data ?? "" });
      await waitFor(() => others.length === 1, 10_000, "the other handler");
      expect(others).toEqual(["cf:allow:7"]);
      tg.pushMessage({ chatId: OWNER, text: "/model default" });
      const [, back] = await tg.waitForSent(OWNER, 2);
      expect(back?.text).toBe("Model for this chat is now m.");
      expect(listed).toBe(0);
    } finally {
      await link.stop();
      await tg.close();
    }
  });
});

describe("/usage", () => {
  it("tokens by day and model from the usage fields; a provider that reports none is estimated and marked", async () => {
    let now = Date.parse("2026-11-29T10:00:00+09:00");
    h = await startHarness({ clock: { now: () => now } });
    h.openai.setModels([{ id: "fake-main" }, { id: "other-model" }]);
    expect((await command(h, "/usage")).text).toBe("No main-model use in this chat in the last 7 days.");
    h.openai.enqueue({ content: "one", usage: { prompt_tokens: 1200, completion_tokens: 300 } });
    await h.say("first");
    now = Date.parse("2026-11-30T09:00:00+09:00");
    h.openai.enqueue({ content: "two", usage: { prompt_tokens: 1000, completion_tokens: 250 } });
    await h.say("second");
    // A provider (or proxy) that sends no usage at all.
    h.openai.enqueue({ content: "three, counted by hand", usage: null });
    await h.say("third");
    await command(h, "/model other-model");
    h.openai.enqueue({ content: "four", usage: { prompt_tokens: 50, completion_tokens: 5 } });
    await h.say("fourth");
    const text = (await command(h, "/usage")).text;
    const lines = text.split("\n");
    expect(lines[0]).toBe("Tokens used in this chat (main model, last 7 days)");
    expect(lines.indexOf("2026-11-30")).toBeLessThan(lines.indexOf("2026-11-29"));
    expect(text).toMatch(/2026-11-30\n• fake-main — ~\d{1},?\d{3} in · ~2\d\d out · 2 calls \(1 of them estimated\)\n• other-model — 50 in · 5 out · 1 call\n/);
    expect(text).toContain("2026-11-29\n• fake-main — 1,200 in · 300 out · 1 call");
    expect(text).toMatch(/Total: ~[\d,]+ in · ~[\d,]+ out\n~ estimated: the provider reported no usage for those calls/);
    // Another chat sees only its own.
    expect((await command(h, "/usage", SECOND_USER)).text).toBe("No main-model use in this chat in the last 7 days.");
  });
});
