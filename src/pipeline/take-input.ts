// The input side of a user turn that is more than text: an album's parts gathered into
// one message, the quoted message resolved to the documents it was about, what arrived
// read (read-input.ts), and the result stored with the user's transcript row — the
// documents kept whole and indexed like fetched articles, images once by hash.
import type { Log } from "../log.js";
import type { InputPart, ReplyContext, StoredInput } from "../media/input.js";
import { indexDocument } from "../memory/passages.js";
import type { MemoryStore } from "../memory/store.js";
import type { DocumentStore } from "../store/documents.js";
import type { InboxMessage, InboxStore } from "../store/inbox.js";
import { escapeMarkdown } from "../tools/presentation.js";
import { type ReadDeps, type ReadResult, readInput } from "./read-input.js";

export type InputDeps = Omit<ReadDeps, "log" | "now"> & {
  /** An album is complete when no part has arrived for this long. */
  albumQuietMs: number;
  sleep?: ((ms: number) => Promise<void>) | undefined;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Waits until an album's parts stop arriving, then merges them (in message order) into one message. */
export async function gatherAlbum(m: InboxMessage, d: { inbox: Pick<InboxStore, "album">; now(): number; quietMs: number; sleep?: ((ms: number) => Promise<void>) | undefined }): Promise<{ message: InboxMessage; absorbed: number[] }> {
  if (!m.mediaGroupId) return { message: m, absorbed: [] };
  const sleep = d.sleep ?? defaultSleep;
  for (let i = 0; i < 100; i++) {
    const wait = d.inbox.album(m.chatId, m.mediaGroupId).lastAt + d.quietMs - d.now();
    if (wait <= 0) break;
    await sleep(wait);
  }
  const parts = d.inbox.album(m.chatId, m.mediaGroupId).parts;
  const all = parts.some((p) => p.updateId === m.updateId) ? parts : [m, ...parts];
  return {
    message: {
      ...m,
      text: all.map((p) => p.text.trim()).filter((t) => t !== "").join("\n\n"),
      attachments: all.flatMap((p) => p.attachments ?? []),
      reply: all.find((p) => p.reply)?.reply,
    },
    absorbed: all.filter((p) => p.updateId !== m.updateId).map((p) => p.updateId),
  };
}

/** The quoted message, with the documents of the turn it belongs to. */
export function replyContext(m: InboxMessage, documents: Pick<DocumentStore, "ofTelegramMessage">): ReplyContext | undefined {
  if (!m.reply) return undefined;
  const docs = documents.ofTelegramMessage(m.chatId, m.reply.messageId).map((d) => d.id);
  return { messageId: m.reply.messageId, fromBot: m.reply.fromBot, text: m.reply.text, ...(docs.length > 0 ? { documentIds: docs } : {}) };
}

export async function takeInput(m: InboxMessage, d: InputDeps & { documents: Pick<DocumentStore, "ofTelegramMessage">; log: Log; now(): number }): Promise<ReadResult> {
  const reply = replyContext(m, d.documents);
  if (!m.attachments || m.attachments.length === 0) return { ok: true, input: { parts: [], ...(reply ? { reply } : {}) }, text: m.text, documents: [], images: [] };
  const r = await readInput({ text: m.text, attachments: m.attachments }, d);
  if (reply) r.input.reply = reply;
  return r;
}

/** Inside the turn's opening transaction: documents stored whole and indexed; ids filled into the parts. */
export function storeDocuments(r: Extract<ReadResult, { ok: true }>, at: { chatId: number; conversationId: number; messageRowId: number; now: number }, d: { documents: Pick<DocumentStore, "add">; memory: Pick<MemoryStore, "add"> }): void {
  for (const doc of r.documents) {
    const id = d.documents.add({ chatId: at.chatId, conversationId: at.conversationId, toolCallId: null, messageRowId: at.messageRowId, url: null, title: doc.title, content: doc.text, now: at.now });
    (r.input.parts[doc.part] as Extract<InputPart, { kind: "document" }>).documentId = id;
    indexDocument(d.memory, { chatId: at.chatId, conversationId: at.conversationId, documentId: id, label: `File “${doc.title}” sent by the user`, text: doc.text, now: at.now });
  }
}

/** The summary the person is shown at once for long documents (two-layer: the model keeps the full text). */
export function documentPresentation(input: StoredInput): string | undefined {
  const docs = input.parts.filter((p): p is Extract<InputPart, { kind: "document" }> => p.kind === "document" && p.summary !== undefined);
  if (docs.length === 0) return undefined;
  return (
    docs
      .map((p) => {
        const what = p.type === "pdf" ? `PDF${p.pages ? `, ${p.pages} page${p.pages === 1 ? "" : "s"}` : ""}` : p.type === "html" ? "web page" : "text";
        // The name and the summary come from the file (a summary model obeys what it reads): shown as text.
        return `📄 **${escapeMarkdown(p.name)}** (${what}, ${p.chars.toLocaleString("en-US")} characters)\n\n${escapeMarkdown(p.summary ?? "")}`;
      })
      .join("\n\n") + "\n\n_Full text kept — ask me about any part of it._"
  );
}
