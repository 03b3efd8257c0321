// Sends Markdown to a chat as one or more HTML messages. Retries what is safe to retry:
// 429 (after retry_after), a 5xx answer (Telegram said it failed) and errors that prove
// the request never left (see transport.ts). A failure after the request may have landed
// is never retried blindly: the outcome is `unknown`. A chunk Telegram cannot parse is
// resent once as plain text, with a warning in the log. Edits (edit.ts) are idempotent,
// so they are retried whatever the failure.
import { GrammyError, HttpError } from "grammy";
import type { MessageEditor, SendHooks, Sender } from "../chat/ports.js";
import type { Log } from "../log.js";
import { type Chunk, toTelegramChunks } from "./split.js";
import { deleteOnce, editWithRetries } from "./edit.js";
import { TransportError } from "./transport.js";

export type { EditOutcome, SendHooks, SendOptions, SendOutcome, Sender } from "../chat/ports.js";

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

/** Sends one chunk as a new message: retried only while nothing can have landed. */
export async function sendChunk(api: MessageApi, log: Log, p: RetryPolicy, chatId: number, chunk: Chunk, replyTo: number | undefined, hooks: SendHooks | undefined): Promise<ChunkOutcome> {
  let plain = false;
  let attempt = 0;
  for (;;) {
    attempt++;
    const other: Record<string, unknown> = plain ? {} : { parse_mode: "HTML" };
    if (replyTo !== undefined) other.reply_parameters = { message_id: replyTo, allow_sending_without_reply: true };
    try {
      hooks?.attempt();
      const m = await api.sendMessage(chatId, plain ? chunk.source : chunk.html, other);
      hooks?.chunk(m.message_id);
      return { ok: true, id: m.message_id };
    } catch (err) {
      const c = classifySendError(err);
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

export function createSender(deps: SenderDeps): Sender & MessageEditor {
  const p = retryPolicy(deps);

  return {
    async send(chatId, markdown, opts = {}) {
      const ids: number[] = [];
      const chunks = toTelegramChunks(markdown);
      for (const [i, chunk] of chunks.entries()) {
        if (i < (opts.skipChunks ?? 0)) continue;
        const r = await sendChunk(deps.api, deps.log, p, chatId, chunk, i === 0 ? opts.replyTo : undefined, opts.hooks);
        if (!r.ok) {
          deps.log.warn({ chatId, chunk: i + 1, of: chunks.length, status: r.status, error: r.error }, "send did not complete");
          return r.status === "unknown"
            ? { status: "unknown", messageIds: ids, error: r.error }
            : { status: "failed", messageIds: ids, error: r.error, retryable: r.retryable };
        }
        ids.push(r.id);
      }
      return { status: "delivered", messageIds: ids };
    },
    async edit(chatId, messageId, markdown) {
      const chunks = toTelegramChunks(markdown);
      if (chunks.length > 1) return { status: "failed", error: `the text needs ${chunks.length} messages; an edit replaces one`, retryable: false };
      return editWithRetries(deps.api, deps.log, p, chatId, messageId, chunks[0] as Chunk);
    },
    async remove(chatId, messageId) {
      for (let attempt = 1; ; attempt++) {
        const r = await deleteOnce(deps.api, chatId, messageId);
        if (r.ok) return { status: "edited" };
        if (r.kind === "rejected" || attempt >= p.maxAttempts) return { status: "failed", error: r.error, retryable: r.kind !== "rejected" };
        await p.sleep(r.kind === "rate-limited" ? r.retryAfterSec * 1000 : p.baseMs * 2 ** (attempt - 1));
      }
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
