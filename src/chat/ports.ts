// Chat-facing ports, shared by both sides of the boundary: the pipeline, tools and
// scheduler depend on these types; the Telegram layer implements them. Neither side
// imports the other (the pipeline knows no Telegram, the bot layer knows no SQL).

/** What a send achieved. `unknown`: the request may have landed; never resend blindly. */
export type SendOutcome =
  | { status: "delivered"; messageIds: number[] }
  | { status: "failed"; messageIds: number[]; error: string; retryable: boolean }
  | { status: "unknown"; messageIds: number[]; error: string };

export interface SendOptions {
  replyTo?: number;
  /**
   * Messages sent earlier that this text replaces (an edited question answered again):
   * edited in place chunk by chunk; surplus old ones are deleted, surplus chunks sent.
   */
  replace?: number[] | undefined;
  /** Chunks already delivered by an earlier attempt (their ids are in the outbox row). */
  skipChunks?: number;
  /** Progress, so a crash at any point leaves an accurate record (see chat/delivery.ts). */
  hooks?: SendHooks;
}

export interface SendHooks {
  /** A request is about to leave: from here on it may land. */
  attempt(): void;
  /** The request provably never reached Telegram; waiting before a retry. */
  notSent(error: string): void;
  /** Telegram confirmed a chunk. */
  chunk(messageId: number): void;
}

/** Sends Markdown to a chat (split, rendered and retried by the implementation). */
export interface Sender {
  send(chatId: number, markdown: string, opts?: SendOptions): Promise<SendOutcome>;
  typing(chatId: number): Promise<void>;
}

// ---- Live replies: a message that shows a status line, then the answer as it is written.

/** What a live reply shows; an answer (`text`) is never deleted to tidy up (seed 000). */
export type LiveKind = "status" | "text";

export interface LiveHooks extends SendHooks {
  /** Telegram confirmed what the messages show now (Markdown of all of them). */
  shown(markdown: string, kind: LiveKind): void;
  /** A message of this reply was deleted. */
  removed(messageId: number): void;
}

/**
 * One reply that grows in place (Telegram side: telegram/live.ts). Calls never throw and
 * return at once; the implementation paces edits per chat and always shows the newest text.
 */
export interface LiveReply {
  /** Shows a status line ("Reading example.com…") instead of whatever is shown. */
  status(line: string): void;
  /** The answer so far (the whole text, Markdown). Shown once worth a notification. */
  text(markdown: string): void;
  /** Stops changing the messages; resolves when no request is in flight. */
  settle(): Promise<void>;
  /**
   * The messages become exactly the split of `markdown` (as a plain send would have made
   * them): edited in place, the rest sent, any extra deleted.
   */
  finish(markdown: string): Promise<SendOutcome>;
  /**
   * Deletes the messages (status lines, text taken over from an interrupted draft). Answer
   * text is never deleted to tidy up (seed 000): it is completed instead, and false returned.
   */
  discard(): Promise<boolean>;
  /** True once a message was (or may have been) sent. */
  readonly started: boolean;
}

export interface LiveOpenOptions {
  replyTo?: number | undefined;
  /** Messages this reply takes over (a draft interrupted by a restart), with what they show. */
  adopt?: { messageIds: readonly number[]; markdown: string | null; kind: LiveKind } | undefined;
  hooks?: LiveHooks | undefined;
}

/** Opens live replies in a chat (implemented by the Telegram layer). */
export interface LiveReplies {
  open(chatId: number, opts?: LiveOpenOptions): LiveReply;
}

/**
 * The turn's view of its live reply (chat/drafts.ts): a LiveReply whose every message is
 * recorded in the outbox as it is created.
 */
export interface Draft {
  status(line: string): void;
  text(markdown: string): void;
  /**
   * A message was sent below the draft (a direct tool presentation): a status line above
   * it is removed, and whatever comes next starts a new message under it.
   */
  restart(): Promise<void>;
  /** Freezes the draft; the outbox row that holds its messages, if it put any on Telegram. */
  settle(): Promise<number | undefined>;
  /** The turn has no reply (suppressed): status lines are deleted, answer text is kept. */
  discard(): Promise<void>;
}

export interface Drafts {
  /**
   * A draft for a turn; a resumed turn takes over the messages its interrupted draft left,
   * and a turn that re-answers an edited question those of the reply it `replaces`.
   */
  open(o: { chatId: number; turnId: number; replyTo?: number | undefined; replaces?: readonly number[] | undefined }): Draft;
}

/** Stops what the assistant is doing in a chat (/stop); turns hold its signal. */
export interface StopSwitch {
  /** Aborts the chat's running work; the number of runs stopped (0: nothing was running). */
  stop(chatId: number): number;
}

export type OutboxStatus = "pending" | "sending" | "delivered" | "failed" | "unknown" | "abandoned";

export interface DeliveryResult {
  outboxId: number;
  status: OutboxStatus;
  messageIds: number[];
  error: string | null;
  /** A failure that may succeed later (5xx, never sent); false for a rejection (403, 400). */
  retryable?: boolean;
}

/** Sends stored outbox rows and records what happened (chat/delivery.ts). */
export interface Delivery {
  deliver(outboxId: number): Promise<DeliveryResult>;
  /**
   * At start: drafts left live are marked interrupted (their turns take them over);
   * in-flight rows become unknown; rows that never left are sent now.
   */
  recover(): Promise<{ unknown: number; sent: number; interrupted: number }>;
}

/** A file the user sent, fetched from the chat service (telegram/files.ts). */
export type FileDownload =
  | { status: "ok"; bytes: Uint8Array; path: string }
  /** Larger than the limit (ours, or the 20 MB the Bot API serves). */
  | { status: "too-big"; bytes: number | undefined; limit: number }
  | { status: "failed"; error: string };

export interface FileSource {
  download(fileId: string, maxBytes: number): Promise<FileDownload>;
}

/** What the owner is asked to Allow or Deny: a title and labelled values (shown inert). */
export interface ConfirmQuestion {
  title: string;
  details: ReadonlyArray<readonly [label: string, value: string]>;
}

/** Asks with two inline buttons (Allow / Deny) carrying the opaque token (telegram/confirm.ts). */
export interface ConfirmPrompts {
  ask(chatId: number, question: ConfirmQuestion, token: string): Promise<{ ok: true; messageId: number } | { ok: false; error: string }>;
}

/** The answer to a button press, for the Telegram layer to show. */
export interface ConfirmDecision {
  /** Short text for the button's answer (answerCallbackQuery). */
  answer: string;
  /** The question again with its outcome; the buttons go. */
  update?: { question: ConfirmQuestion; outcome: string };
  /** The allowed action, run after the button was answered; it reports to the chat itself. */
  afterwards?: () => Promise<void>;
}

/** Decides a pending action from a button press (confirm/confirmations.ts; no SQL in telegram/). */
export interface ConfirmDecisions {
  decide(press: { token: string; allow: boolean; userId: number; chatId: number | undefined }): Promise<ConfirmDecision>;
}
