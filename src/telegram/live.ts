// Live replies: one message (more past 4096 characters) that shows a status line while
// tools run, then the answer as the model writes it, then the final text.
//
// One pump per reply makes the messages converge on what they should show: the split of
// the newest text by the same splitter a plain send uses (split.ts), so a message whose
// chunk is complete stops changing ("frozen" at the splitter's boundary) and the next one
// continues; the final text is the plain send's split exactly, edited in place, the rest
// sent, extras deleted. Calls are paced per chat (pacer.ts); text that arrives meanwhile
// only replaces the pending text, so every edit carries the newest text and none repeats
// what is shown. Partial Markdown is safe by construction: the renderer escapes everything
// and closes what it opens (an unclosed code fence renders as a code block), and HTML
// Telegram still refuses is shown as plain text for that edit.
import type { LiveHooks, LiveKind, LiveOpenOptions, LiveReplies, LiveReply, SendOutcome } from "../chat/ports.js";
import type { Log } from "../log.js";
import { deleteOnce, editChunk } from "./edit.js";
import { createPacer } from "./pacer.js";
import { escapeHtml } from "./render.js";
import { type MessageApi, type RetryPolicy, sendChunk } from "./sender.js";
import { type Chunk, toTelegramChunks } from "./split.js";

export interface LiveRepliesDeps {
  api: MessageApi;
  log: Log;
  retry: RetryPolicy;
  /** At most one call per this interval per chat (STREAM_EDIT_MS). */
  editMs: number;
  /** The answer is first shown once it has this many characters ... */
  firstChars?: number;
  /** ... or this long after its first character. */
  firstShowMs?: number;
  /** A status line is shown only when the work it describes lasts this long. */
  statusDelayMs?: number;
  now?: () => number;
}

export const FIRST_CHARS = 30;
export const FIRST_SHOW_MS = 1000;

interface Shown {
  /** 0 once Telegram said the message is gone: a new one replaces it. */
  id: number;
  /** The chunk it shows; null when unknown (adopted after a restart). */
  html: string | null;
  source: string;
}

type Step = { kind: "send" | "edit"; i: number; chunk: Chunk } | { kind: "delete"; i: number };

const statusChunk = (line: string): Chunk => ({ html: `⏳ <i>${escapeHtml(line)}</i>`, source: `⏳ ${line}` });

/** Partial text can end in half a surrogate pair; Telegram would refuse it. */
const wholeChars = (s: string): string => (/[\ud800-\udbff]$/.test(s) ? s.slice(0, -1) : s);

export function createLiveReplies(d: LiveRepliesDeps): LiveReplies {
  const now = d.now ?? Date.now;
  const pacer = createPacer(d.editMs, now);
  const firstChars = d.firstChars ?? FIRST_CHARS;
  const firstShowMs = d.firstShowMs ?? FIRST_SHOW_MS;
  const statusDelayMs = d.statusDelayMs ?? FIRST_SHOW_MS;

  function open(chatId: number, o: LiveOpenOptions = {}): LiveReply {
    const hooks: LiveHooks | undefined = o.hooks;
    const log = d.log.child({ chatId, live: true });
    const msgs: Shown[] = [];
    if (o.adopt) {
      const chunks = o.adopt.markdown !== null ? (o.adopt.kind === "status" ? [statusChunk(o.adopt.markdown)] : toTelegramChunks(o.adopt.markdown)) : [];
      const known = chunks.length === o.adopt.messageIds.length;
      o.adopt.messageIds.forEach((id, i) => msgs.push({ id, html: known ? (chunks[i] as Chunk).html : null, source: known ? (chunks[i] as Chunk).source : "" }));
    }
    let mode: "idle" | LiveKind = "idle";
    let line = "";
    let text = "";
    let modeSince = 0;
    let textSince: number | undefined;
    let final: string | null | undefined; // null: discard
    let closed = false;
    let started = msgs.length > 0;
    let dead: { status: "failed" | "unknown"; error: string; retryable: boolean } | undefined;
    let failures = 0;
    let pumping: Promise<void> | undefined;
    let wakeUp: (() => void) | undefined;
    const cache = { markdown: "", chunks: [] as Chunk[] };

    const chunksOf = (markdown: string): Chunk[] => {
      if (cache.markdown !== markdown) {
        cache.markdown = markdown;
        cache.chunks = toTelegramChunks(markdown);
      }
      return cache.chunks;
    };
    const wake = () => wakeUp?.();
    const idle = (ms: number) =>
      new Promise<void>((resolve) => {
        const t = setTimeout(done, Math.max(1, ms));
        function done() {
          clearTimeout(t);
          wakeUp = undefined;
          resolve();
        }
        wakeUp = done;
      });
    const kindNow = (): LiveKind => (final !== undefined || mode === "text" ? "text" : "status");
    const shownMarkdown = () => msgs.filter((m) => m.id !== 0).map((m) => m.source).join("\n\n");

    /** What the messages should show now; a number: nothing yet, look again at that time. */
    function desired(): Chunk[] | number | undefined {
      if (final !== undefined) return final === null ? [] : chunksOf(final);
      if (mode === "status") {
        if (msgs.length === 0 && now() < modeSince + statusDelayMs) return modeSince + statusDelayMs;
        return [statusChunk(line)];
      }
      if (mode === "text") {
        const t = text.trim();
        if (t === "" || textSince === undefined) return undefined;
        if ([...t].length < firstChars && now() < textSince + firstShowMs) return textSince + firstShowMs;
        return chunksOf(wholeChars(text));
      }
      return undefined;
    }

    function nextStep(want: Chunk[]): Step | undefined {
      for (let i = 0; i < want.length; i++) {
        const chunk = want[i] as Chunk;
        const m = msgs[i];
        if (!m || m.id === 0) return { kind: "send", i, chunk };
        if (m.html !== chunk.html) return { kind: "edit", i, chunk };
      }
      // Extra messages go once the text is final, or when a status line replaced them.
      if (msgs.length > want.length && (final !== undefined || mode === "status")) return { kind: "delete", i: msgs.length - 1 };
      return undefined;
    }

    function retryLater(error: string): void {
      failures++;
      if (final !== undefined && failures >= d.retry.maxAttempts) {
        dead = { status: "failed", error, retryable: true };
        return;
      }
      pacer.backoff(chatId, d.retry.baseMs * 2 ** (failures - 1));
    }

    async function perform(s: Step): Promise<void> {
      if (s.kind === "send") {
        started = true;
        const r = await sendChunk(d.api, log, d.retry, chatId, s.chunk, s.i === 0 ? o.replyTo : undefined, hooks);
        if (!r.ok) {
          // A send that may have landed is never repeated; one Telegram refused ends the reply.
          dead = { status: r.status, error: r.error, retryable: r.retryable };
          log.warn({ status: r.status, error: r.error }, "a live reply could not send its next message");
          return;
        }
        msgs[s.i] = { id: r.id, html: s.chunk.html, source: s.chunk.source };
        failures = 0;
        hooks?.shown(shownMarkdown(), kindNow());
        return;
      }
      const m = msgs[s.i] as Shown;
      if (s.kind === "edit") {
        const r = await editChunk(d.api, log, chatId, m.id, s.chunk);
        if (r.ok) {
          msgs[s.i] = { id: m.id, html: s.chunk.html, source: s.chunk.source };
          failures = 0;
          hooks?.shown(shownMarkdown(), kindNow());
        } else if (r.kind === "rate-limited") {
          log.info({ retryAfterSec: r.retryAfterSec }, "edits rate limited by Telegram: slowing this chat down");
          if (final !== undefined && r.retryAfterSec > d.retry.maxRetryAfterSec) dead = { status: "failed", error: r.error, retryable: true };
          pacer.backoff(chatId, r.retryAfterSec * 1000);
        } else if (r.kind === "gone") {
          // Deleted by the user: the text goes into a new message instead.
          log.info({ messageId: m.id }, "a live message is gone; sending its text anew");
          hooks?.removed(m.id);
          msgs[s.i] = { id: 0, html: null, source: "" };
        } else if (r.kind === "retryable") retryLater(r.error);
        else dead = { status: "failed", error: r.error, retryable: false };
        return;
      }
      const r = await deleteOnce(d.api, chatId, m.id);
      if (r.ok || r.kind === "rejected") {
        if (!r.ok) log.warn({ messageId: m.id, error: r.error }, "could not delete a live message; leaving it");
        msgs.splice(s.i, 1);
        if (r.ok) hooks?.removed(m.id);
        failures = 0;
        hooks?.shown(shownMarkdown(), kindNow());
      } else if (r.kind === "rate-limited") pacer.backoff(chatId, r.retryAfterSec * 1000);
      else retryLater(r.error);
    }

    async function pump(): Promise<void> {
      for (;;) {
        if (dead || (closed && final === undefined)) return;
        const want = desired();
        if (typeof want === "number") {
          await idle(want - now());
          continue;
        }
        const step = want ? nextStep(want) : undefined;
        if (!step) {
          if (final !== undefined) return;
          await idle(60_000);
          continue;
        }
        const wait = pacer.waitMs(chatId);
        if (wait > 0) {
          await idle(wait);
          continue;
        }
        // Marked when the call leaves (no other call of this chat starts meanwhile) and again
        // when it is answered: Telegram sees two calls at least one interval apart, whatever
        // the network did to the first.
        pacer.mark(chatId);
        try {
          await perform(step);
        } catch (err) {
          log.error({ err }, "live reply step failed");
          dead = { status: "failed", error: err instanceof Error ? err.message : String(err), retryable: false };
        }
        pacer.mark(chatId);
      }
    }

    function kick(): void {
      if (pumping) return wake();
      pumping = pump().finally(() => {
        pumping = undefined;
      });
    }

    const outcome = (): SendOutcome => {
      const ids = msgs.filter((m) => m.id !== 0).map((m) => m.id);
      if (!dead) return { status: "delivered", messageIds: ids };
      return dead.status === "unknown" ? { status: "unknown", messageIds: ids, error: dead.error } : { status: "failed", messageIds: ids, error: dead.error, retryable: dead.retryable };
    };

    return {
      status(l) {
        if (final !== undefined || closed) return;
        if (mode !== "status") modeSince = now();
        mode = "status";
        line = l;
        kick();
      },
      text(markdown) {
        if (final !== undefined || closed) return;
        if (mode !== "text") {
          mode = "text";
          textSince = undefined;
        }
        text = markdown;
        if (textSince === undefined && markdown.trim() !== "") textSince = now();
        kick();
      },
      async settle() {
        closed = true;
        wake();
        await pumping;
      },
      async finish(markdown) {
        final = markdown;
        closed = false;
        kick();
        await pumping;
        return outcome();
      },
      async discard() {
        if (mode === "text" && final === undefined && started) {
          // Answer text is never deleted to tidy up (seed 000): it is completed instead.
          log.warn("discard of a live reply that shows answer text: kept and completed");
          final = text;
          closed = false;
          kick();
          await pumping;
          return false;
        }
        final = null;
        closed = false;
        kick();
        await pumping;
        return true;
      },
      get started() {
        return started;
      },
    };
  }

  return { open };
}
