// Allow / Deny buttons for actions the model started (confirm/confirmations.ts decides;
// this layer only draws and reads buttons). callback_data is "cf:<token>:a|d" with the
// pending action's opaque token; other callback data goes to the next handler. The
// question shows every value as code, so text that came from a page cannot render as a
// link or markup; hidden characters are written out and look-alike hosts named, so what
// the owner reads is what will run.
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

// Characters that change how text reads without being seen: direction overrides (U+202E
// shows what follows backwards), zero-width and other format characters, line separators
// and C1 controls. In a question the owner must read what will run, so they are shown.
const HIDDEN = /[\p{Cf}\u2028\u2029\u0080-\u009f]/gu;

/** Text with every hidden character written out as ⟨U+XXXX⟩. */
export function revealHidden(text: string): string {
  return text.replace(HIDDEN, (c) => `⟨U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, "0")}⟩`);
}

/** "аpple.com is xn--pple-43d.com" for each web address whose host is written in non-ASCII letters. */
export function lookAlikeHosts(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/https?:\/\/[^\s'"<>]+/giu)) {
    const written = (m[0].replace(/^https?:\/\//i, "").split(/[/?#\\]/)[0] ?? "").replace(/^.*@/, "").replace(/:\d*$/, "");
    if (/^[\x00-\x7f]*$/.test(written)) continue;
    try {
      const real = new URL(m[0]).hostname;
      if (real !== written.toLowerCase()) out.add(`${written} is ${real}`);
    } catch {
      out.add(`${written} is not a valid address`);
    }
  }
  return [...out];
}

export function renderQuestion(q: ConfirmQuestion, outcome?: string): string {
  const lines = [`🔐 <b>${escapeHtml(revealHidden(q.title))}</b>`];
  for (const [label, raw] of q.details) {
    const value = revealHidden(raw);
    lines.push(value.includes("\n") || value.length > 80 ? `${escapeHtml(label)}:\n<pre>${escapeHtml(value)}</pre>` : `${escapeHtml(label)}: <code>${escapeHtml(value)}</code>`);
  }
  for (const h of lookAlikeHosts(q.details.map(([, v]) => v).join("\n"))) lines.push(`⚠️ Look-alike address: ${escapeHtml(h)}`);
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
