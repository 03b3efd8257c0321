// Editing and deleting messages the bot sent. An edit is idempotent (the same text twice
// leaves the message as it is), so unlike a send it may be retried whatever happened to
// the request (live.ts does). "message is not modified" means the message already shows this text.
import { GrammyError } from "grammy";
import type { Log } from "../log.js";
import type { MessageApi } from "./sender.js";
import { classifySendError } from "./sender.js";
import type { Chunk } from "./split.js";

export type EditAttempt =
  | { ok: true; plain: boolean }
  | { ok: false; kind: "rate-limited"; retryAfterSec: number; error: string }
  | { ok: false; kind: "gone" | "retryable" | "rejected"; error: string };

/** Telegram's answer to an edit that would change nothing: the message already shows the text. */
export const isNotModified = (err: unknown): boolean => err instanceof GrammyError && /message is not modified/i.test(err.description);
const GONE = /message to (edit|delete) not found|MESSAGE_ID_INVALID|message can't be (edited|deleted)/i;

function classifyEditError(err: unknown): Exclude<EditAttempt, { ok: true }> | "not-modified" | "parse" {
  if (isNotModified(err)) return "not-modified";
  if (err instanceof GrammyError && GONE.test(err.description)) return { ok: false, kind: "gone", error: `${err.error_code}: ${err.description}` };
  const c = classifySendError(err);
  switch (c.kind) {
    case "parse":
      return "parse";
    case "rate-limited":
      return { ok: false, kind: "rate-limited", retryAfterSec: c.retryAfterSec, error: c.error };
    case "rejected":
      return { ok: false, kind: "rejected", error: c.error };
    default:
      // Network trouble, 5xx, or a request that may have landed: an edit can simply be redone.
      return { ok: false, kind: "retryable", error: c.error };
  }
}

/** One edit; HTML Telegram cannot parse is redone as plain text (with a warning). */
export async function editChunk(api: MessageApi, log: Log, chatId: number, messageId: number, chunk: Chunk): Promise<EditAttempt> {
  for (const plain of [false, true]) {
    try {
      await api.editMessageText(chatId, messageId, plain ? chunk.source : chunk.html, plain ? {} : { parse_mode: "HTML" });
      return { ok: true, plain };
    } catch (err) {
      const c = classifyEditError(err);
      if (c === "not-modified") return { ok: true, plain };
      if (c === "parse" && !plain) {
        log.warn({ chatId, messageId }, "Telegram could not parse the HTML of an edit; showing this edit as plain text");
        continue;
      }
      if (c === "parse") return { ok: false, kind: "rejected", error: "Telegram could not parse the text" };
      return c;
    }
  }
  return { ok: false, kind: "rejected", error: "unreachable" };
}

export type DeleteAttempt = { ok: true } | { ok: false; kind: "rate-limited"; retryAfterSec: number; error: string } | { ok: false; kind: "retryable" | "rejected"; error: string };

/** One delete; a message that is already gone counts as deleted. */
export async function deleteOnce(api: MessageApi, chatId: number, messageId: number): Promise<DeleteAttempt> {
  try {
    await api.deleteMessage(chatId, messageId);
    return { ok: true };
  } catch (err) {
    const c = classifyEditError(err);
    if (c === "not-modified" || c === "parse") return { ok: true };
    if (c.kind === "gone") return /not found/i.test(c.error) ? { ok: true } : { ok: false, kind: "rejected", error: c.error };
    if (c.kind === "rate-limited") return c;
    return { ok: false, kind: c.kind, error: c.error };
  }
}
