// Chat commands: /start /help /new /memory /forget /skills /why. (/digest lives with the
// scheduler.) Replies are short and readable in a phone chat.
import { Composer, type Context } from "grammy";
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import type { Embedder } from "../llm/local-model.js";
import type { Log } from "../log.js";
import type { MemoryStore } from "../memory/store.js";
import type { VectorIndex } from "../memory/vector-index.js";
import { formatTime } from "../pipeline/instructions.js";
import { LIST_LIMIT, lookupMemory } from "../pipeline/recall.js";
import { renderWhy, type TurnTrace } from "../pipeline/trace.js";
import type { ChatStore } from "../store/chats.js";
import type { TurnStore } from "../store/turns.js";
import type { Catalog } from "../tools/catalog.js";
import { escapeMarkdown } from "../tools/presentation.js";
import type { Sender } from "../chat/ports.js";

export interface CommandDeps {
  config: Config;
  /** Removes a conversation from memory and transcript (memory/forget.ts). */
  forget: (conversationId: number) => { items: number; messages: number };
  clock: Clock;
  log: Log;
  chats: ChatStore;
  turns: TurnStore;
  memory: MemoryStore;
  vectors: VectorIndex;
  embedder: Embedder;
  catalog: () => Catalog;
  reloadCatalog: () => Catalog;
  sender: Pick<Sender, "send">;
}

const HELP = `**Commands**
/new — start a fresh conversation (I still remember the old ones)
/memory <query> — what I would recall about something
/forget — forget this conversation; /forget <id> — forget an older one
/skills — what I can run, and why anything is unavailable
/why — how my last answer was made
/stop — stop what I am doing (the answer being written, or a running skill)
/digest list | add <name> | <cron> | <what> | run|pause|resume|remove <name>
/model — which model answers in this chat, and switch it
/usage — tokens used in this chat, by day and model

Just write to me for everything else. Ask me to look something up, fetch an article (send the link), or keep a note.`;

export function createCommands(d: CommandDeps): Composer<Context> {
  const c = new Composer<Context>();
  const reply = async (ctx: Context, text: string) => {
    if (ctx.chat) await d.sender.send(ctx.chat.id, text, ctx.msg?.message_id !== undefined ? { replyTo: ctx.msg.message_id } : {});
  };

  c.command("start", (ctx) =>
    reply(ctx, `Hello${ctx.from?.first_name ? `, ${ctx.from.first_name}` : ""}! I am your assistant. I remember our conversations, can run skills (articles, notes, feeds) and send scheduled digests.\n\n${HELP}`),
  );
  c.command("help", (ctx) => {
    const skills = d.catalog().skills.map((s) => `• **${s.name}** — ${s.description}`).join("\n");
    return reply(ctx, `${HELP}\n\n**Skills**\n${skills || "none installed"}`);
  });
  c.command("new", (ctx) => {
    if (!ctx.chat) return;
    d.chats.startConversation(ctx.chat.id, d.clock.now());
    return reply(ctx, "Started a new conversation. Earlier ones stay in my memory (try /memory).");
  });
  c.command("memory", async (ctx) => {
    if (!ctx.chat) return;
    const query = ctx.match.trim();
    if (query === "") return reply(ctx, "Usage: /memory <what to look for>, e.g. /memory 비트코인");
    // The same lookup as `npm run memory -- search` (one ranking for both).
    const r = await lookupMemory(query, { chatIds: [ctx.chat.id], limit: LIST_LIMIT, now: d.clock.now() }, {
      store: d.memory, vectors: d.vectors, minSimilarity: d.config.memory.minSimilarity, log: d.log, timeZone: d.config.timezone,
      embed: async (q) => {
        const e = await d.embedder.embed([q], d.config.ollama.localTimeoutMs);
        return e.ok ? e.value.vectors[0] : undefined;
      },
    });
    if (r.items.length === 0) return reply(ctx, `Nothing in memory matches “${query}”.`);
    const lines = r.items.map(
      (i, n) =>
        `${n + 1}. **${i.score.toFixed(2)}** · ${formatTime(i.ts, d.config.timezone)}${i.tags.length ? ` · [${escapeMarkdown(i.tags.join(", "))}]` : ""} · conversation ${i.conversationId}${i.via === "tag" ? " · via tag" : ""}${i.via === "time" ? " · by date" : ""}\n   ${escapeMarkdown(i.text.replace(/\s+/g, " ").slice(0, 140))}`,
    );
    const head = `What I would recall for “${query}” (${r.mode === "hybrid" ? "vector + text" : "text only"}${r.range ? `, time: “${r.range.phrase}”` : ""}):`;
    const tail = r.expansion.expand.length ? `\nExpanded by tag: ${r.expansion.expand.join(", ")}` : "";
    return reply(ctx, `${head}\n${lines.join("\n")}${tail}\n\n/forget <conversation> removes one.`);
  });
  c.command("forget", async (ctx) => {
    if (!ctx.chat) return;
    const arg = ctx.match.trim();
    const chatId = ctx.chat.id;
    const current = d.chats.current(chatId, d.clock.now());
    const id = arg === "" ? current.id : Number(arg);
    const conv = Number.isInteger(id) ? d.chats.get(id) : undefined;
    if (!conv || conv.chatId !== chatId) return reply(ctx, `No conversation ${arg} in this chat. /memory shows conversation numbers.`);
    const r = d.forget(conv.id);
    if (conv.id === current.id) d.chats.startConversation(chatId, d.clock.now());
    return reply(ctx, `Forgot conversation ${conv.id} (${r.messages} messages, ${r.items} memory items).${conv.id === current.id ? " A new conversation has started." : ""}`);
  });
  c.command("skills", (ctx) => {
    const cat = d.reloadCatalog();
    const ok = cat.skills.map((s) => `✅ **${s.name}** — ${s.description}`);
    const off = cat.unavailable.map((s) => `🚫 **${s.name}** — ${s.reason}`);
    const broken = cat.problems.map((p) => `⚠️ ${p.file.split("/").slice(-2).join("/")} — ${p.problem}`);
    return reply(ctx, [ok.length ? ok.join("\n") : "No skills available.", ...off, ...broken].join("\n"));
  });
  c.command("why", (ctx) => {
    if (!ctx.chat) return;
    const t = d.turns.lastFinished(ctx.chat.id);
    if (!t || !t.trace) return reply(ctx, "There is no earlier turn in this chat yet.");
    return reply(ctx, renderWhy(t.trace as TurnTrace, formatTime(t.startedAt, d.config.timezone)));
  });
  return c;
}
