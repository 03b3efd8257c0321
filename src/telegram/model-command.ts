// /model: which main model answers in this chat. "/model" shows the current one and the
// models the endpoint offers as inline buttons; a button (callback data "md:...") or
// "/model <name>" switches this chat. Every choice is checked against the endpoint's list
// at the moment it is made (callback data is only a claim). Other callback data is passed
// on (next()): confirmations and other features use callback queries too.
import { Composer, type Context } from "grammy";
import type { InlineKeyboardButton } from "grammy/types";
import type { Log } from "../log.js";

export const MODEL_PREFIX = "md:";
const DEFAULT_DATA = `${MODEL_PREFIX}=`;
const MAX_BUTTONS = 30;

export interface ModelCommandDeps {
  /** MAIN_MODEL: what a chat without a choice uses. */
  defaultModel: string;
  /** The endpoint's main models (Ollama's list or GET /models). */
  list(): Promise<{ ok: true; models: string[] } | { ok: false; error: string }>;
  chosen: { get(chatId: number): string | undefined; set(chatId: number, model: string | undefined): void };
  log: Log;
}

/** Callback data for a model: its name when it fits Telegram's 64 bytes, else a short hash. */
export function modelData(model: string): string {
  const plain = `${MODEL_PREFIX}${model}`;
  return Buffer.byteLength(plain) <= 64 ? plain : `${MODEL_PREFIX}#${hash(model)}`;
}

function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}

export function createModelCommand(d: ModelCommandDeps): Composer<Context> {
  const c = new Composer<Context>();
  const current = (chatId: number) => d.chosen.get(chatId) ?? d.defaultModel;
  const describe = (chatId: number) => {
    const chosen = d.chosen.get(chatId);
    return chosen === undefined ? `Model for this chat: ${d.defaultModel} (the default, MAIN_MODEL).` : `Model for this chat: ${chosen} (chosen with /model; the default is ${d.defaultModel}).`;
  };
  const keyboard = (chatId: number, models: readonly string[]): InlineKeyboardButton[][] => {
    const now = current(chatId);
    const rows = models.slice(0, MAX_BUTTONS).map((m) => [{ text: m === now ? `✅ ${m}` : m, callback_data: modelData(m) }]);
    if (d.chosen.get(chatId) !== undefined) rows.push([{ text: `Back to the default (${d.defaultModel})`, callback_data: DEFAULT_DATA }]);
    return rows;
  };
  const choose = (chatId: number, model: string | undefined): string => {
    d.chosen.set(chatId, model === d.defaultModel ? undefined : model);
    d.log.info({ chatId, model: model ?? d.defaultModel }, "main model chosen for a chat");
    return `Model for this chat is now ${model ?? d.defaultModel}.`;
  };

  c.command("model", async (ctx) => {
    if (!ctx.chat) return;
    const chatId = ctx.chat.id;
    const wanted = ctx.match.trim();
    // Back to the default needs no check against the endpoint (nor the endpoint up).
    if (wanted === "default") return void (await ctx.reply(choose(chatId, undefined)));
    const listed = await d.list();
    if (wanted === "") {
      if (!listed.ok) return void (await ctx.reply(`${describe(chatId)}\nI could not list the other models: ${listed.error}.`));
      if (listed.models.length === 0) return void (await ctx.reply(`${describe(chatId)}\nThe endpoint offers no other model.`));
      const more = listed.models.length > MAX_BUTTONS ? `\n(${listed.models.length - MAX_BUTTONS} more not shown: /model <name> picks any.)` : "";
      await ctx.reply(`${describe(chatId)}\nChoose another for this chat:${more}`, { reply_markup: { inline_keyboard: keyboard(chatId, listed.models) } });
      return;
    }
    if (!listed.ok) return void (await ctx.reply(`I could not check that model: ${listed.error}. ${describe(chatId)}`));
    if (!listed.models.includes(wanted)) return void (await ctx.reply(`There is no model “${wanted}” at the endpoint. /model lists the ones there are.`));
    await ctx.reply(choose(chatId, wanted));
  });

  c.on("callback_query:data", async (ctx, next) => {
    const data = ctx.callbackQuery.data;
    if (!data.startsWith(MODEL_PREFIX)) return next();
    const chatId = ctx.chat?.id;
    if (chatId === undefined) return void (await ctx.answerCallbackQuery());
    let text: string;
    let problem = false;
    if (data === DEFAULT_DATA) text = choose(chatId, undefined);
    else {
      const listed = await d.list();
      const model = listed.ok ? listed.models.find((m) => modelData(m) === data) : undefined;
      problem = model === undefined;
      if (!listed.ok) text = `I could not check that model: ${listed.error}.`;
      else if (!model) text = "That model is no longer offered. /model shows the current list.";
      else text = choose(chatId, model);
    }
    await ctx.answerCallbackQuery({ text });
    // The message with the buttons now says what this chat uses; its keyboard goes away.
    try {
      await ctx.editMessageText(problem ? `${text}\n${describe(chatId)}` : describe(chatId));
    } catch (err) {
      d.log.debug({ err, chatId }, "could not edit the /model message");
    }
  });
  return c;
}
