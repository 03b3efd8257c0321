// Schedule requests from the schedule skill (it cannot write the database; it asks).
// Every request is untrusted input: validated like /digest add (cron, minimum interval,
// time zone, the full exec rules for a command). Adding, resuming or removing a schedule
// when the model started it waits for the owner's Allow; listing and pausing do not
// (they change nothing lasting, or only stop something). After Allow, apply() checks
// everything again: the world may have changed while the question waited.
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import { ActionFailed, type Confirmations } from "../confirm/confirmations.js";
import type { PendingAction, PendingPayload } from "../confirm/store.js";
import { formatTime } from "../pipeline/instructions.js";
import type { Catalog } from "../tools/catalog.js";
import type { BotRequest, RequestContext, RequestOutcome } from "../tools/requests.js";
import type { Scheduler } from "./scheduler.js";
import { DuplicateScheduleName, type Schedule, type ScheduleStore } from "./store.js";
import { type CommandCheck, checkDigest } from "./validate.js";

export interface ScheduleRequestDeps {
  store: ScheduleStore;
  scheduler: Pick<Scheduler, "sync" | "nextRun">;
  confirmations: Pick<Confirmations, "request" | "open">;
  checkCommand: CommandCheck;
  catalog: () => Catalog;
  config: Config;
  clock: Clock;
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The longest prompt or command a schedule may carry (it is shown whole to the owner). */
const MAX_WHAT = 1000;

export function createScheduleRequests(d: ScheduleRequestDeps) {
  const tz = d.config.timezone;
  const nextText = (s: Schedule) => {
    const next = d.scheduler.nextRun(s);
    return next ? ` Next run: ${formatTime(next.getTime(), s.timezone)}.` : "";
  };

  function validate(r: { name: string; cron: string; what: string; whatKind: string }) {
    if (r.what.length > MAX_WHAT) return { ok: false as const, error: `What it should do is ${r.what.length} characters long; at most ${MAX_WHAT}.` };
    // An explicit kind keeps a prompt that happens to look like a command a prompt.
    const what = r.whatKind === "prompt" ? `prompt: ${r.what}` : r.whatKind === "command" ? `cmd: ${r.what}` : r.what;
    const bins = new Set(d.catalog().skills.flatMap((s) => s.bins));
    return checkDigest({ name: r.name, cron: r.cron, timezone: tz, what }, { checkCommand: d.checkCommand, bins, minIntervalSeconds: d.config.digest.minIntervalSeconds });
  }

  async function handle(req: BotRequest, ctx: RequestContext): Promise<RequestOutcome> {
    const op = str(req.op);
    const name = str(req.name).trim();
    if (op === "list") {
      const all = d.store.ofChat(ctx.chatId);
      const waiting = d.confirmations.open(ctx.chatId).filter((a) => a.payload.kind === "schedule");
      const lines = all.map((s) => `${s.name} [${s.status}] ${s.cron} ${s.timezone} — ${s.whatKind}: ${s.what}`);
      for (const a of waiting) lines.push(`(waiting for the owner's Allow) ${a.question.title}`);
      return { status: "done", text: lines.length ? lines.join("\n") : "No schedules in this chat." };
    }
    const existing = name ? d.store.byName(ctx.chatId, name) : undefined;
    if (op === "add") {
      const checked = validate({ name, cron: str(req.cron), what: str(req.what), whatKind: str(req.whatKind) });
      if (!checked.ok) return { status: "refused", text: `Not scheduled: ${checked.error}` };
      if (existing) return { status: "refused", text: `Not scheduled: a schedule named "${name}" already exists in this chat; pick another name.` };
      const v = checked.value;
      if (ctx.origin === "owner") {
        const s = d.store.add({ chatId: ctx.chatId, ...v, now: d.clock.now(), origin: { kind: "owner", by: null } });
        d.scheduler.sync();
        return { status: "done", text: `Scheduled "${s.name}" at ${s.cron} (${s.timezone}).${nextText(s)}` };
      }
      const payload: PendingPayload = { kind: "schedule", op: "add", name: v.name, cron: v.cron, timezone: v.timezone, whatKind: v.whatKind, what: v.what };
      return ask(ctx, payload, {
        title: `Allow a new scheduled ${v.whatKind === "command" ? "command" : "prompt"} "${v.name}"?`,
        details: [
          ["When", `${v.cron} (${v.timezone})`],
          [v.whatKind === "command" ? "Runs" : "Asks the assistant", v.what],
        ],
      });
    }
    if (op === "pause" || op === "resume" || op === "remove") {
      if (!existing) return { status: "refused", text: `There is no schedule named "${name}" in this chat.` };
      if (op === "pause" || ctx.origin === "owner") return { status: "done", text: apply({ kind: "schedule", op, name }, ctx.chatId) };
      return ask(ctx, { kind: "schedule", op, name }, {
        title: `Allow: ${op} the schedule "${name}"?`,
        details: [["Schedule", `${existing.cron} (${existing.timezone}) — ${existing.whatKind}: ${existing.what}`]],
      });
    }
    return { status: "refused", text: `Unknown schedule request "${op}": use add, list, pause, resume or remove.` };
  }

  async function ask(ctx: RequestContext, payload: PendingPayload, question: { title: string; details: Array<[string, string]> }): Promise<RequestOutcome> {
    const r = await d.confirmations.request({ chatId: ctx.chatId, turnId: ctx.turnId, conversationId: ctx.conversationId, payload, question });
    if (r.status === "not-asked") return { status: "refused", text: `Not done: it needs the owner's Allow, but asking them failed (${r.error}).` };
    return {
      status: "pending",
      text: "Not done yet: this changes a schedule, so it waits for the owner's Allow. I asked them with Allow / Deny buttons in the chat. Tell the user it is waiting for their approval; do not say it is scheduled or done.",
    };
  }

  /** Applies a schedule change the owner allowed (or one that needs no Allow). */
  function apply(p: Extract<PendingPayload, { kind: "schedule" }>, chatId: number, allowed?: { action: PendingAction; by: number }): string {
    if (p.op === "add") {
      const checked = validate({ name: p.name, cron: p.cron, what: p.what, whatKind: p.whatKind });
      if (!checked.ok) throw new ActionFailed(checked.error);
      try {
        const s = d.store.add({ chatId, ...checked.value, now: d.clock.now(), origin: { kind: "assistant", turnId: allowed?.action.turnId ?? null, allowedBy: allowed?.by ?? null } });
        d.scheduler.sync();
        return `Scheduled "${s.name}" at ${s.cron} (${s.timezone}).${nextText(s)}`;
      } catch (err) {
        if (err instanceof DuplicateScheduleName) throw new ActionFailed(err.message);
        throw err;
      }
    }
    const s = d.store.byName(chatId, p.name);
    if (!s) throw new ActionFailed(`there is no schedule named "${p.name}" any more`);
    if (p.op === "remove") d.store.remove(s.id);
    else d.store.setStatus(s.id, p.op === "pause" ? "paused" : "active");
    d.scheduler.sync();
    return `${p.op === "remove" ? "Removed" : p.op === "pause" ? "Paused" : "Resumed"} the schedule "${s.name}".`;
  }

  return {
    handle,
    /** After the owner's Allow. */
    applyAllowed: (p: Extract<PendingPayload, { kind: "schedule" }>, action: PendingAction, by: number): string => apply(p, action.chatId, { action, by }),
  };
}
