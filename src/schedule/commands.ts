// /digest: add, list, pause, resume, remove, run. Invalid cron expressions, schedules
// firing more often than SCHEDULE_MIN_INTERVAL_S, time zones and commands that do not pass
// the exec rules are refused at creation with the fix. The owner's own /digest add needs
// no confirmation (only what the model starts does).
import { Composer, type Context } from "grammy";
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import { formatTime } from "../pipeline/instructions.js";
import type { Sender } from "../chat/ports.js";
import type { Catalog } from "../tools/catalog.js";
import { escapeMarkdown } from "../tools/presentation.js";
import type { Scheduler } from "./scheduler.js";
import { DuplicateScheduleName, type ScheduleStore } from "./store.js";
import { checkDigest, type CommandCheck } from "./validate.js";

export interface DigestCommandDeps {
  scheduler: Scheduler;
  store: ScheduleStore;
  config: Config;
  clock: Clock;
  catalog: () => Catalog;
  checkCommand: CommandCheck;
  sender: Pick<Sender, "send">;
}

const USAGE = `Usage:
/digest add <name> | <cron> | <what>
  e.g. /digest add morning | 0 8 * * * | node scripts/feeds.mjs digest
  or   /digest add news | 30 7 * * 1-5 | 오늘 주요 뉴스 요약해줘
/digest list
/digest run|pause|resume|remove <name>`;

export function createDigestCommands(d: DigestCommandDeps): Composer<Context> {
  const c = new Composer<Context>();
  c.command("digest", async (ctx) => {
    if (!ctx.chat) return;
    const chatId = ctx.chat.id;
    const say = (text: string) => d.sender.send(chatId, text, { replyTo: ctx.msg?.message_id ?? 0 });
    const [verb = "", ...restParts] = ctx.match.trim().split(/\s+/);
    const rest = ctx.match.trim().slice(verb.length).trim();
    switch (verb) {
      case "add": {
        const parts = rest.split("|").map((p) => p.trim());
        if (parts.length < 3) return say(USAGE);
        const [name = "", expr = "", ...what] = parts;
        const bins = new Set(d.catalog().skills.flatMap((s) => s.bins));
        const checked = checkDigest({ name, cron: expr, timezone: d.config.timezone, what: what.join(" | ") }, { checkCommand: d.checkCommand, bins, minIntervalSeconds: d.config.digest.minIntervalSeconds });
        if (!checked.ok) return say(`Not added. ${checked.error}`);
        try {
          // The owner typed it: no confirmation, and it replays as set up by the owner.
          const s = d.store.add({ chatId, ...checked.value, now: d.clock.now(), origin: { kind: "owner", by: ctx.from?.id ?? null } });
          d.scheduler.sync();
          const next = d.scheduler.nextRun(s);
          return say(`Added digest **${s.name}** (${s.cron}, ${s.timezone}) — ${s.whatKind === "command" ? "runs" : "asks"}: ${s.what}${next ? `\nNext run: ${formatTime(next.getTime(), s.timezone)}` : ""}`);
        } catch (err) {
          if (err instanceof DuplicateScheduleName) return say(`Not added. ${err.message}`);
          throw err;
        }
      }
      case "list":
      case "": {
        const all = d.store.ofChat(chatId);
        if (all.length === 0) return say(`No digests yet.\n${USAGE}`);
        const lines = all.map((s) => {
          const next = d.scheduler.nextRun(s);
          const runs = d.store
            .runs(s.id, 3)
            .map((r) => `   ${r.status === "delivered" ? "✅" : r.status === "skipped" ? "⏭️" : r.status === "running" ? "⏳" : "❌"} ${formatTime(r.startedAt, s.timezone)} ${r.status}${r.messageIds.length ? ` (messages ${r.messageIds.join(", ")})` : ""}${r.error ? ` — ${escapeMarkdown(r.error)}` : ""}`);
          return [`**${s.name}** ${s.status === "paused" ? "⏸️ paused" : "▶️ active"} · \`${s.cron}\` ${s.timezone}${next ? ` · next ${formatTime(next.getTime(), s.timezone)}` : ""}\n   ${s.whatKind}: ${escapeMarkdown(s.what)}`, ...runs].join("\n");
        });
        return say(lines.join("\n\n"));
      }
      case "run":
      case "pause":
      case "resume":
      case "remove": {
        const name = restParts.join(" ").trim();
        const s = name ? d.store.byName(chatId, name) : undefined;
        if (!s) return say(`No digest named “${name}”. /digest list shows them.`);
        if (verb === "remove") {
          d.store.remove(s.id);
          d.scheduler.sync();
          return say(`Removed digest ${s.name}.`);
        }
        if (verb === "pause" || verb === "resume") {
          d.store.setStatus(s.id, verb === "pause" ? "paused" : "active");
          d.scheduler.sync();
          return say(`${verb === "pause" ? "Paused" : "Resumed"} digest ${s.name}.`);
        }
        if (d.scheduler.isRunning(s.id)) return say(`Digest ${s.name} is running right now.`);
        await say(`Running digest ${s.name} now…`);
        const r = await d.scheduler.runNow(s);
        if (r.status !== "delivered") return say(`Digest ${s.name} was not delivered: ${r.error ?? r.status}.`);
        return;
      }
      default:
        return say(USAGE);
    }
  });
  return c;
}
