// The reference for update-to-reply overhead: a bare grammY -> openai bot (no storage, no
// memory, no local model), run against the same fake Bot API and fake OpenAI server as
// the assistant. Long polling through @grammyjs/runner, like the assistant.
import { run, type RunnerHandle } from "@grammyjs/runner";
import { Bot } from "grammy";
import OpenAI from "openai";

export interface BareBot {
  stop(): Promise<void>;
}

export function startBareBot(o: { token: string; apiRoot: string; openaiBaseUrl: string; model: string; pollTimeoutSeconds: number }): BareBot {
  const bot = new Bot(o.token, { client: { apiRoot: o.apiRoot } });
  const openai = new OpenAI({ baseURL: o.openaiBaseUrl, apiKey: "sk-bench" });
  bot.on("message:text", async (ctx) => {
    const r = await openai.chat.completions.create({ model: o.model, messages: [{ role: "user", content: ctx.msg.text }] });
    await ctx.reply(r.choices[0]?.message.content ?? "");
  });
  const runner: RunnerHandle = run(bot, { runner: { fetch: { timeout: o.pollTimeoutSeconds }, silent: true } });
  return { stop: () => runner.stop() };
}
