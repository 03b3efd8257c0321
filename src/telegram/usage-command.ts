// /usage: this chat's main-model tokens by day and model, from the providers' usage
// fields; counts the provider did not report are estimated from the text and marked "~".
import { Composer, type Context } from "grammy";
import type { Sender } from "../chat/ports.js";
import type { Clock } from "../clock.js";
import type { UsageRow } from "../store/usage.js";

export interface UsageCommandDeps {
  usage: { byDay(chatId: number, sinceDay: string): UsageRow[]; dayOf(at: number): string };
  clock: Clock;
  sender: Pick<Sender, "send">;
  /** How many days back (today included). */
  days?: number;
}

const n = (x: number) => x.toLocaleString("en-US");

export function renderUsage(rows: readonly UsageRow[], days: number): string {
  if (rows.length === 0) return `No main-model use in this chat in the last ${days} days.`;
  const lines = [`**Tokens used in this chat** (main model, last ${days} days)`];
  let day = "";
  let estimatedAny = false;
  for (const r of rows) {
    if (r.day !== day) {
      day = r.day;
      lines.push("", `**${day}**`);
    }
    const mark = r.estimatedCalls > 0 ? "~" : "";
    estimatedAny ||= r.estimatedCalls > 0;
    const est = r.estimatedCalls > 0 ? ` (${r.estimatedCalls === r.calls ? "estimated" : `${r.estimatedCalls} of them estimated`})` : "";
    lines.push(`• ${r.model} — ${mark}${n(r.promptTokens)} in · ${mark}${n(r.completionTokens)} out · ${r.calls} call${r.calls === 1 ? "" : "s"}${est}`);
  }
  const total = rows.reduce((a, r) => ({ p: a.p + r.promptTokens, c: a.c + r.completionTokens }), { p: 0, c: 0 });
  const mark = estimatedAny ? "~" : "";
  lines.push("", `Total: ${mark}${n(total.p)} in · ${mark}${n(total.c)} out`);
  if (estimatedAny) lines.push("~ estimated: the provider reported no usage for those calls, so I counted the text.");
  return lines.join("\n");
}

export function createUsageCommand(d: UsageCommandDeps): Composer<Context> {
  const c = new Composer<Context>();
  const days = d.days ?? 7;
  c.command("usage", async (ctx) => {
    if (!ctx.chat) return;
    const since = d.usage.dayOf(d.clock.now() - (days - 1) * 86_400_000);
    await d.sender.send(ctx.chat.id, renderUsage(d.usage.byDay(ctx.chat.id, since), days), ctx.msg?.message_id !== undefined ? { replyTo: ctx.msg.message_id } : {});
  });
  return c;
}
