// Allow / Deny buttons for actions the model started (confirm/confirmations.ts decides;
// this layer only draws and reads buttons). callback_data is "cf:<token>:a|d" with the
// pending action's opaque token; other callback data goes to the next handler. The
// question shows every value as code, so text that came from a page cannot render as a
// link or markup.
import type { Context, MiddlewareFn } from "grammy";
import type { ConfirmDecisions, ConfirmPrompts, ConfirmQuestion } from "../chat/ports.js";
import type { Log } from "../log.js";
import { escapeHtml } from "./render.js";

export const CONFIRM_PREFIX = "cf:";
const DATA = /^cf:([A-Za-z0-9_-]{22}):([ad])$/;

/** The part of grammY's Api the prompts use. */
export interface PromptApi {
  sendMessage(chatId: number, text: string, other?: Record<string, unknown>): Promise<{ message_id: number }>;
}

export function renderQuestion(q: ConfirmQuestion, outcome?: string): string {
  const lines = [`🔐 <b>${escapeHtml(q.title)}</b>`];
  for (const [label, value] of q.details) {
    lines.push(value.includes("\n") || value.length > 80 ? `${escapeHtml(label)}:\n<pre>${escapeHtml(value)}</pre>` : `${escapeHtml(label)}: <code>${escapeHtml(value)}</code>`);
  }
  lines.push(outcome ? `\n<b>${escapeHtml(outcome)}</b>` : "\n<i>The assistant started this while answering. It happens only if you allow it.</i>");
  return lines.join("\n");
}

export function createConfirmPrompts(api: PromptApi, log: Log): ConfirmPrompts {
  return {
    async ask(chatId, question, token) {
      try {
        const m = await api.sendMessage(chatId, renderQuestion(question), {
          parse_mode: "HTML",
          reply_markup: { inline_keyboard: [[{ text: "✅ Allow", callback_data: `${CONFIRM_PREFIX}${token}:a` }, { text: "❌ Deny", callback_data: `${CONFIRM_PREFIX}${token}:d` }]] },
        });
        return { ok: true, messageId: m.message_id };
      } catch (err) {
        log.warn({ err, chatId }, "could not ask the owner to confirm an action");
        return { ok: false, error: (err as Error)?.message ?? String(err) };
      }
    },
  };
}

/** Handles presses of confirmation buttons; any other callback query goes to next(). */
export function confirmButtons(decisions: ConfirmDecisions, log: Log): MiddlewareFn<Context> {
  return async (ctx, next) => {
    const data = ctx.callbackQuery?.data;
    if (data === undefined || !data.startsWith(CONFIRM_PREFIX)) return next();
    const answer = async (text: string) => {
      try {
        await ctx.answerCallbackQuery({ text });
      } catch (err) {
        log.warn({ err }, "could not answer a button press");
      }
    };
    const m = DATA.exec(data);
    if (!m || !ctx.from) return answer("This button is not valid.");
    const r = await decisions.decide({ token: m[1] as string, allow: m[2] === "a", userId: ctx.from.id, chatId: ctx.chat?.id });
    await answer(r.answer);
    if (r.update && ctx.callbackQuery?.message) {
      try {
        // Without reply_markup the buttons go: the question cannot be answered twice by mistake.
        await ctx.editMessageText(renderQuestion(r.update.question, r.update.outcome), { parse_mode: "HTML" });
      } catch (err) {
        log.warn({ err }, "could not update a confirmation question");
      }
    }
    if (r.afterwards) await r.afterwards();
  };
}
