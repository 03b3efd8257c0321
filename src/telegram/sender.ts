// Sends Markdown to a chat as one or more HTML messages. Retries what is safe to retry:
// 429 (after retry_after), a 5xx answer (Telegram said it failed) and errors that prove
// the request never left (see transport.ts). A failure after the request may have landed
// is never retried blindly: the outcome is `unknown`. A chunk Telegram cannot parse is
// resent once as plain text, with a warning in the log. Edits (edit.ts) are idempotent,
// so live replies (live.ts) retry them whatever the failure.
import { GrammyError, HttpError } from "grammy";
import type { SendHooks, Sender } from "../chat/ports.js";
import type { Log } from "../log.js";
import { type Chunk, toTelegramChunks } from "./split.js";
import { deleteOnce, isNotModified } from "./edit.js";
import { TransportError } from "./transport.js";

export type { SendHooks, SendOptions, SendOutcome, Sender } from "../chat/ports.js";

/** The part of grammY's Api the sender uses. */
export interface MessageApi {
  sendMessage(chatId: number, text: string, other?: Record<string, unknown>): Promise<{ message_id: number }>;
  editMessageText(chatId: number, messageId: number, text: string, other?: Record<string, unknown>): Promise<unknown>;
  deleteMessage(chatId: number, messageId: number): Promise<unknown>;
  sendChatAction(chatId: number, action: "typing"): Promise<unknown>;
}

export type SendErrorClass =
  | { kind: "rate-limited"; retryAfterSec: number; error: string }
  | { kind: "retryable"; error: string }
  | { kind: "parse"; error: string }
  | { kind: "rejected"; error: string }
  | { kind: "unknown"; error: string };

export function classifySendError(err: unknown): SendErrorClass {
  if (err instanceof GrammyError) {
    const error = `${err.error_code}: ${err.description}`;
    if (err.error_code === 429) return { kind: "rate-limited", retryAfterSec: err.parameters.retry_after ?? 1, error };
    if (/can't parse entities|unsupported start tag|can't find end tag/i.test(err.description)) return { kind: "parse", error };
    if (err.error_code >= 500) return { kind: "retryable", error };
    return { kind: "rejected", error };
  }
  if (err instanceof HttpError) {
    const inner = err.error;
    if (inner instanceof TransportError && !inner.requestWritten)
      return { kind: "retryable", error: `${inner.code ?? "network"}: ${inner.message}` };
    const msg = inner instanceof Error ? inner.message : String(inner);
    return { kind: "unknown", error: msg };
  }
  return { kind: "unknown", error: err instanceof Error ? err.message : String(err) };
}

export interface SenderDeps {
  api: MessageApi;
  log: Log;
  sleep?: (ms: number) => Promise<void>;
  /** Attempts per chunk for retryable failures (5xx, never-sent). */
  maxAttempts?: number;
  retryBaseMs?: number;
  /** A retry_after longer than this is not waited for; the send fails (retryable). */
  maxRetryAfterSec?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Retry pacing shared by the sender and live replies. */
export interface RetryPolicy {
  sleep: (ms: number) => Promise<void>;
  maxAttempts: number;
  baseMs: number;
  maxRetryAfterSec: number;
}

export type ChunkOutcome = { ok: true; id: number } | { ok: false; status: "failed" | "unknown"; error: string; retryable: boolean };

export function retryPolicy(deps: Pick<SenderDeps, "sleep" | "maxAttempts" | "retryBaseMs" | "maxRetryAfterSec">): RetryPolicy {
  return { sleep: deps.sleep ?? defaultSleep, maxAttempts: deps.maxAttempts ?? 4, baseMs: deps.retryBaseMs ?? 500, maxRetryAfterSec: deps.maxRetryAfterSec ?? 120 };
}

/**
 * Sends one chunk as a new message: retried only while nothing can have landed. With
 * `editId`, edits that message to the chunk instead (an earlier reply replaced in place),
 * falling back to a new message when Telegram refuses the edit.
 */
export async function sendChunk(api: MessageApi, log: Log, p: RetryPolicy, chatId: number, chunk: Chunk, replyTo: number | undefined, hooks: SendHooks | undefined, editId?: number): Promise<ChunkOutcome> {
  let plain = false;
  let attempt = 0;
  let target = editId;
  for (;;) {
    attempt++;
    const other: Record<string, unknown> = plain ? {} : { parse_mode: "HTML" };
    if (replyTo !== undefined && target === undefined) other.reply_parameters = { message_id: replyTo, allow_sending_without_reply: true };
    try {
      hooks?.attempt();
      if (target !== undefined) {
        await api.editMessageText(chatId, target, plain ? chunk.source : chunk.html, other);
        hooks?.chunk(target);
        return { ok: true, id: target };
      }
      const m = await api.sendMessage(chatId, plain ? chunk.source : chunk.html, other);
      hooks?.chunk(m.message_id);
      return { ok: true, id: m.message_id };
    } catch (err) {
      if (target !== undefined && isNotModified(err)) {
        hooks?.chunk(target);
        return { ok: true, id: target };
      }
      const c = classifySendError(err);
      if (target !== undefined && c.kind === "rejected") {
        // Too old to edit, or deleted by the user: the text goes out as a new message.
        log.info({ chatId, messageId: target, error: c.error }, "could not edit the earlier reply; sending it as a new message");
        hooks?.notSent(c.error);
        target = undefined;
        attempt--;
        continue;
      }
      // Telegram answered with an error, or the request never left: nothing landed.
      if (c.kind !== "unknown") hooks?.notSent(c.error);
      if (c.kind === "parse" && !plain) {
        log.warn({ chatId, error: c.error }, "Telegram could not parse the HTML; resending this chunk as plain text");
        plain = true;
        attempt--;
        continue;
      }
      if (c.kind === "rate-limited") {
        if (c.retryAfterSec > p.maxRetryAfterSec) return { ok: false, status: "failed", error: `rate limited for ${c.retryAfterSec}s`, retryable: true };
        log.info({ chatId, retryAfterSec: c.retryAfterSec }, "rate limited by Telegram; waiting retry_after");
        await p.sleep(c.retryAfterSec * 1000);
        attempt--;
        continue;
      }
      if (c.kind === "retryable" && attempt < p.maxAttempts) {
        log.info({ chatId, attempt, error: c.error }, "send failed before reaching Telegram; retrying");
        await p.sleep(p.baseMs * 2 ** (attempt - 1));
        continue;
      }
      if (c.kind === "unknown") return { ok: false, status: "unknown", error: c.error, retryable: false };
      return { ok: false, status: "failed", error: c.error, retryable: c.kind === "retryable" };
    }
  }
}

export function createSender(deps: SenderDeps): Sender {
  const p = retryPolicy(deps);

  return {
    async send(chatId, markdown, opts = {}) {
      const ids: number[] = [];
      const chunks = toTelegramChunks(markdown);
      for (const [i, chunk] of chunks.entries()) {
        if (i < (opts.skipChunks ?? 0)) continue;
        const r = await sendChunk(deps.api, deps.log, p, chatId, chunk, i === 0 ? opts.replyTo : undefined, opts.hooks, opts.replace?.[i]);
        if (!r.ok) {
          deps.log.warn({ chatId, chunk: i + 1, of: chunks.length, status: r.status, error: r.error }, "send did not complete");
          return r.status === "unknown"
            ? { status: "unknown", messageIds: ids, error: r.error }
            : { status: "failed", messageIds: ids, error: r.error, retryable: r.retryable };
        }
        ids.push(r.id);
      }
      // The earlier reply was longer: its surplus messages go.
      for (const old of opts.replace?.slice(chunks.length) ?? []) {
        const r = await deleteOnce(deps.api, chatId, old);
        if (!r.ok) deps.log.info({ chatId, messageId: old, error: r.error }, "could not delete a surplus part of the earlier reply");
      }
      return { status: "delivered", messageIds: ids };
    },
    async typing(chatId) {
      try {
        await deps.api.sendChatAction(chatId, "typing");
      } catch (err) {
        deps.log.debug({ chatId, err }, "typing action failed");
      }
    },
  };
}
