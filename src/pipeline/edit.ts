// Edits (edited_message). An edit to a message whose turn has not started replaced its
// stored text at arrival (telegram ingress, inbox.replaceText) and never comes here. Here,
// in the chat's queue after every earlier message, an edit is one of:
// - of the chat's latest answered message: answered again; the earlier reply is edited in
//   place and the earlier exchange leaves the transcript and memory (persist.ts);
// - of an older message: recorded as a correction the next request shows once;
// - with unchanged text, or of a message the bot never answered (a command): nothing.
// Nothing is answered twice.
import type { Log } from "../log.js";
import type { Correction, CorrectionStore } from "../store/corrections.js";
import type { InboxMessage, InboxStore } from "../store/inbox.js";
import type { OutboxStore } from "../store/outbox.js";
import type { TurnStore } from "../store/turns.js";
import type { TurnRequest } from "./turn.js";

export function correctionNote(cs: readonly Correction[]): string {
  const lines = cs.map((c) => `- “${c.oldText.slice(0, 300)}” → now: “${c.newText.slice(0, 300)}”`);
  return `[The user edited ${cs.length === 1 ? "an earlier message" : "earlier messages"} after it was answered:\n${lines.join("\n")}\nTake the correction into account; if an earlier answer depended on it, say what changes.]`;
}

/**
 * The messages that carried the earlier turn's answer, to be edited in place: its reply;
 * failing that, its failure notice; failing that, what a tool showed directly. A voice
 * note's transcript quote and a file's summary stay as they are.
 */
export function answerMessages(rows: ReturnType<OutboxStore["forTurn"]>): number[] {
  const sent = rows.filter((r) => r.messageIds.length > 0);
  const reply = sent.filter((r) => r.kind === "reply");
  if (reply.length > 0) return reply.flatMap((r) => r.messageIds);
  const notices = sent.filter((r) => r.kind === "notice" && !r.text.startsWith("🎤"));
  if (notices.length > 0) return notices.flatMap((r) => r.messageIds);
  return sent.filter((r) => r.kind === "presentation" && r.messageRowId !== null).flatMap((r) => r.messageIds);
}

export type EditPlan =
  | { kind: "answer-again"; request: Extract<TurnRequest, { source: "user" }> }
  | { kind: "correction"; oldText: string }
  | { kind: "ignore"; why: string };

export function planEdit(edit: InboxMessage, d: { inbox: Pick<InboxStore, "original">; turns: Pick<TurnStore, "latestUser" | "runningForInbox">; outbox: Pick<OutboxStore, "forTurn"> }): EditPlan {
  const editOf = edit.editOf as number;
  const orig = d.inbox.original(edit.chatId, editOf);
  if (!orig) return { kind: "ignore", why: "the edited message was never stored (a command, or sent before the bot was allowed)" };
  const answered = orig.turnId;
  if (answered === null) return { kind: "ignore", why: "the edited message has no turn" };
  const resumed = d.turns.runningForInbox(edit.updateId);
  const latest = d.turns.latestUser(edit.chatId);
  if (!resumed && orig.message.text === edit.text) return { kind: "ignore", why: "the text did not change" };
  if (!resumed && latest?.id !== answered) return { kind: "correction", oldText: orig.message.text };
  return {
    kind: "answer-again",
    request: {
      source: "user",
      message: { ...orig.message, updateId: edit.updateId, text: edit.text, receivedAt: edit.receivedAt, mediaGroupId: undefined },
      replaces: { turnId: answered, messageIds: answerMessages(d.outbox.forTurn(answered)) },
    },
  };
}

export async function handleEdit(
  edit: InboxMessage,
  d: {
    inbox: Pick<InboxStore, "original" | "markHandled" | "setText">;
    turns: Pick<TurnStore, "latestUser" | "runningForInbox">;
    outbox: Pick<OutboxStore, "forTurn">;
    corrections: Pick<CorrectionStore, "add">;
    runTurn(req: TurnRequest): Promise<unknown>;
    now(): number;
    log: Log;
  },
): Promise<void> {
  const plan = planEdit(edit, d);
  d.log.info({ chatId: edit.chatId, editOf: edit.editOf, plan: plan.kind, ...(plan.kind === "ignore" ? { why: plan.why } : {}) }, "edited message");
  if (plan.kind === "answer-again") {
    await d.runTurn(plan.request);
    return;
  }
  if (plan.kind === "correction") {
    d.corrections.add({ chatId: edit.chatId, messageId: edit.editOf as number, oldText: plan.oldText, newText: edit.text, now: d.now() });
    d.inbox.setText(edit.chatId, edit.editOf as number, edit.text);
  }
  d.inbox.markHandled(edit.updateId);
}
