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
  /** At start: in-flight rows become unknown; rows that never left are sent now. */
  recover(): Promise<{ unknown: number; sent: number }>;
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
