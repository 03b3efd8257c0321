// Pending actions: what the model started that waits for the owner's Allow. A decision is
// taken once (an atomic status change from `pending`); expired rows say so.
import crypto from "node:crypto";
import type { ConfirmQuestion } from "../chat/ports.js";
import type { Db } from "../db/open.js";

export type PendingStatus = "pending" | "allowed" | "denied" | "expired" | "done" | "failed";

/** What runs after Allow. */
export type PendingPayload =
  | { kind: "schedule"; op: "add"; name: string; cron: string; timezone: string; whatKind: "command" | "prompt"; what: string }
  | { kind: "schedule"; op: "pause" | "resume" | "remove"; name: string }
  | { kind: "exec"; command: string; skill: string };

export interface PendingAction {
  id: number;
  token: string;
  chatId: number;
  payload: PendingPayload;
  question: ConfirmQuestion;
  turnId: number | null;
  conversationId: number | null;
  status: PendingStatus;
  messageId: number | null;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
  decidedBy: number | null;
  result: string | null;
}

type Raw = {
  id: number; token: string; chat_id: number; kind: string; payload: string; question: string; turn_id: number | null; conversation_id: number | null;
  status: PendingStatus; message_id: number | null; created_at: number; expires_at: number; decided_at: number | null; decided_by: number | null; result: string | null;
};

const toAction = (r: Raw): PendingAction => ({
  id: r.id, token: r.token, chatId: r.chat_id, payload: JSON.parse(r.payload) as PendingPayload, question: JSON.parse(r.question) as ConfirmQuestion, turnId: r.turn_id, conversationId: r.conversation_id,
  status: r.status, messageId: r.message_id, createdAt: r.created_at, expiresAt: r.expires_at, decidedAt: r.decided_at, decidedBy: r.decided_by, result: r.result,
});

/** 128 random bits, URL-safe: the callback_data carries it; nothing else identifies the action. */
export const newToken = (): string => crypto.randomBytes(16).toString("base64url");

export function createPendingStore(db: Db) {
  const insert = db.prepare("INSERT INTO pending_actions (token, chat_id, kind, payload, question, turn_id, conversation_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const byToken = db.prepare<[string], Raw>("SELECT * FROM pending_actions WHERE token = ?");
  const byId = db.prepare<[number], Raw>("SELECT * FROM pending_actions WHERE id = ?");
  const openOfChat = db.prepare<[number, number], Raw>("SELECT * FROM pending_actions WHERE chat_id = ? AND status = 'pending' AND expires_at > ? ORDER BY id");
  const setMessage = db.prepare("UPDATE pending_actions SET message_id = ? WHERE id = ?");
  const decide = db.prepare("UPDATE pending_actions SET status = ?, decided_at = ?, decided_by = ? WHERE id = ? AND status = 'pending' AND expires_at > ?");
  const expire = db.prepare("UPDATE pending_actions SET status = 'expired' WHERE id = ? AND status = 'pending'");
  const finish = db.prepare("UPDATE pending_actions SET status = ?, result = ? WHERE id = ?");
  return {
    add(a: { chatId: number; payload: PendingPayload; question: ConfirmQuestion; turnId: number | null; conversationId: number | null; now: number; ttlMs: number }): PendingAction {
      const id = Number(insert.run(newToken(), a.chatId, a.payload.kind, JSON.stringify(a.payload), JSON.stringify(a.question), a.turnId, a.conversationId, a.now, a.now + a.ttlMs).lastInsertRowid);
      return toAction(byId.get(id) as Raw);
    },
    byToken(token: string): PendingAction | undefined {
      const r = byToken.get(token);
      return r ? toAction(r) : undefined;
    },
    get(id: number): PendingAction | undefined {
      const r = byId.get(id);
      return r ? toAction(r) : undefined;
    },
    open: (chatId: number, now: number): PendingAction[] => openOfChat.all(chatId, now).map(toAction),
    setMessage(id: number, messageId: number): void {
      setMessage.run(messageId, id);
    },
    /** Takes the decision if nobody did before and it has not expired; false otherwise. */
    decide(id: number, status: "allowed" | "denied", by: number, now: number): boolean {
      return decide.run(status, now, by, id, now).changes === 1;
    },
    expire(id: number): void {
      expire.run(id);
    },
    finish(id: number, status: "done" | "failed", result: string): void {
      finish.run(status, result, id);
    },
  };
}

export type PendingStore = ReturnType<typeof createPendingStore>;
