// Nothing persistent without the owner: an action the model starts (a schedule, an action
// of a skill declaring metadata.confirm) is stored as pending and the owner is asked with
// Allow / Deny buttons. Only Allow runs it, once; Deny, expiry and a second press do
// nothing but say so. The action runs through the chat's queue, like a turn, and its
// result goes to the chat as inert text.
import type { Clock } from "../clock.js";
import type { ConfirmDecision, ConfirmDecisions, ConfirmPrompts, ConfirmQuestion, Sender } from "../chat/ports.js";
import type { Log } from "../log.js";
import { escapeMarkdown } from "../tools/presentation.js";
import type { PendingAction, PendingPayload, PendingStatus, PendingStore } from "./store.js";

/** How long the owner has to answer. */
export const CONFIRM_TTL_MS = 24 * 3600_000;

/** Runs an allowed action; returns what to tell the chat. Throws ActionFailed with the reason. */
export type ActionRunner = (payload: PendingPayload, action: PendingAction, allowedBy: number) => Promise<string>;

export class ActionFailed extends Error {}

export interface ConfirmationDeps {
  store: PendingStore;
  prompts: ConfirmPrompts;
  sender: Pick<Sender, "send">;
  clock: Clock;
  log: Log;
  run: ActionRunner;
  /** Runs a job in the chat's queue (after the turn in progress, never beside it). */
  inChat: <T>(chatId: number, job: () => Promise<T>) => Promise<T>;
  ttlMs?: number;
}

export type AskResult = { status: "asked"; id: number } | { status: "not-asked"; error: string };

/** Text that may come from a page, shown so no Markdown in it renders (a code block). */
export function inert(text: string): string {
  return `\`\`\`\n${text.replace(/`{3,}/g, (m) => "'".repeat(m.length))}\n\`\`\``;
}

const ALREADY: Record<Exclude<PendingStatus, "pending">, string> = {
  allowed: "Already allowed.",
  done: "Already allowed and done.",
  failed: "Already answered (it could not be done).",
  denied: "Already denied: nothing was done.",
  expired: "This request expired: nothing was done. Ask me again if you still want it.",
};

export function createConfirmations(d: ConfirmationDeps) {
  const ttl = d.ttlMs ?? CONFIRM_TTL_MS;

  async function runAllowed(a: PendingAction, by: number): Promise<void> {
    let text: string;
    try {
      const result = await d.inChat(a.chatId, () => d.run(a.payload, a, by));
      d.store.finish(a.id, "done", result);
      text = `✅ ${result}`;
    } catch (err) {
      const reason = err instanceof ActionFailed ? err.message : `something went wrong inside the bot (${(err as Error)?.message ?? String(err)})`;
      d.store.finish(a.id, "failed", reason);
      d.log.warn({ pendingId: a.id, reason }, "an allowed action could not be done");
      // The reason may repeat what a page or the model chose (an address, a feed's error): text.
      text = `⚠️ Allowed, but it could not be done: ${escapeMarkdown(reason)}`;
    }
    await d.sender.send(a.chatId, text);
  }

  const decisions: ConfirmDecisions = {
    async decide({ token, allow, userId, chatId }): Promise<ConfirmDecision> {
      const a = d.store.byToken(token);
      // A token from another chat is treated as unknown: nothing about it is revealed.
      if (!a || a.chatId !== chatId) return { answer: "I don't know this request (it may be from an older version)." };
      if (a.status !== "pending") return { answer: ALREADY[a.status] };
      const now = d.clock.now();
      if (now >= a.expiresAt) {
        d.store.expire(a.id);
        return { answer: ALREADY.expired, update: { question: a.question, outcome: "⌛ Expired: nothing was done." } };
      }
      if (!d.store.decide(a.id, allow ? "allowed" : "denied", userId, now)) {
        const again = d.store.get(a.id);
        return { answer: again && again.status !== "pending" ? ALREADY[again.status] : "Already answered." };
      }
      d.log.info({ pendingId: a.id, kind: a.payload.kind, allow, userId }, allow ? "the owner allowed an action" : "the owner denied an action");
      if (!allow) return { answer: "Denied: nothing was done.", update: { question: a.question, outcome: "❌ Denied: nothing was done." } };
      return { answer: "Allowed.", update: { question: a.question, outcome: "✅ Allowed." }, afterwards: () => runAllowed(a, userId) };
    },
  };

  return {
    decisions,
    /** Stores the action as pending and asks the owner; nothing runs until Allow. */
    async request(r: { chatId: number; payload: PendingPayload; question: ConfirmQuestion; turnId: number | null; conversationId: number | null }): Promise<AskResult> {
      const a = d.store.add({ chatId: r.chatId, payload: r.payload, question: r.question, turnId: r.turnId, conversationId: r.conversationId, now: d.clock.now(), ttlMs: ttl });
      const asked = await d.prompts.ask(r.chatId, r.question, a.token);
      if (!asked.ok) {
        d.store.finish(a.id, "failed", `the owner could not be asked: ${asked.error}`);
        return { status: "not-asked", error: asked.error };
      }
      d.store.setMessage(a.id, asked.messageId);
      return { status: "asked", id: a.id };
    },
    /** Pending (unexpired) actions of a chat, oldest first. */
    open: (chatId: number) => d.store.open(chatId, d.clock.now()),
  };
}

export type Confirmations = ReturnType<typeof createConfirmations>;
