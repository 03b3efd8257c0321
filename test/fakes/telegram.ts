// A loopback fake of the Telegram Bot API, enough for grammY and @grammyjs/runner:
// getMe, getUpdates (long polling with offsets), sendMessage (HTML validated the way
// Telegram does it), editMessageText (validated the same way; "not modified" when nothing
// changes; each message keeps its edit history), deleteMessage, sendChatAction, setMyCommands ...
// It records every call and can inject faults per method: 429 with retry_after, 5xx,
// "can't parse entities", dropped connections (before or after processing), slow answers.
import type http from "node:http";
import { delay, parseBody, sendJson, startServer, waitFor } from "./http.js";

export type Fault =
  | { kind: "429"; retryAfter: number }
  | { kind: "5xx"; status?: number }
  | { kind: "parse-entities" }
  | { kind: "drop-before" } // socket destroyed before the request is processed
  | { kind: "drop-after" } // processed (the message lands) but no answer reaches the client
  | { kind: "slow"; ms: number }
  | { kind: "error"; code: number; description: string };

export interface RecordedCall {
  method: string;
  params: Record<string, unknown>;
  at: number;
  /** What the fake answered: "ok", a fault kind, or an error description. */
  outcome: string;
}

export interface SentMessage {
  chatId: number;
  messageId: number;
  /** The text as a user sees it (HTML tags removed, entities decoded). */
  text: string;
  raw: string;
  parseMode?: string;
  replyTo?: number;
  deleted?: boolean;
  /** What the message showed after each successful edit (visible text), oldest first. */
  edits: string[];
  /** Inline keyboard buttons (text, callback_data), as the user would see them now. */
  buttons?: InlineButton[];
}

export interface InlineButton {
  text: string;
  data: string;
}

interface Update {
  update_id: number;
  message?: Record<string, unknown>;
  edited_message?: Record<string, unknown>;
  callback_query?: Record<string, unknown>;
}

const ALLOWED_TAGS = new Set(["b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "a", "code", "pre", "span", "tg-spoiler", "blockquote", "tg-emoji"]);

/** Validates Telegram HTML; returns the visible text or throws the message Telegram sends. */
export function parseTelegramHtml(html: string): string {
  const stack: string[] = [];
  let out = "";
  let i = 0;
  while (i < html.length) {
    const c = html[i] as string;
    if (c === "<") {
      const end = html.indexOf(">", i);
      if (end === -1) throw new Error(`Bad Request: can't parse entities: Unclosed start tag at byte offset ${i}`);
      const tag = html.slice(i + 1, end);
      const close = tag.startsWith("/");
      const name = (close ? tag.slice(1) : tag).trim().split(/\s+/)[0]?.toLowerCase() ?? "";
      if (!ALLOWED_TAGS.has(name))
        throw new Error(`Bad Request: can't parse entities: Unsupported start tag "${name}" at byte offset ${i}`);
      if (close) {
        if (stack.pop() !== name)
          throw new Error(`Bad Request: can't parse entities: Unmatched end tag at byte offset ${i}, expected "</${stack.at(-1) ?? ""}>", found "</${name}>"`);
      } else stack.push(name);
      i = end + 1;
      continue;
    }
    if (c === "&") {
      const m = /^&(lt|gt|amp|quot|#\d+|#x[0-9a-f]+);/i.exec(html.slice(i));
      if (!m) throw new Error(`Bad Request: can't parse entities: Character entity expected at byte offset ${i}`);
      const e = (m[1] as string).toLowerCase();
      out +=
        e === "lt" ? "<" : e === "gt" ? ">" : e === "amp" ? "&" : e === "quot" ? '"'
          : String.fromCodePoint(e.startsWith("#x") ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      i += m[0].length;
      continue;
    }
    out += c;
    i++;
  }
  if (stack.length > 0) throw new Error(`Bad Request: can't parse entities: Can't find end tag corresponding to start tag "${stack.at(-1)}"`);
  return out;
}

// --- Files (getFile and the file download endpoint) --------------------------------------
// Like the Bot API: getFile answers file_path and file_size, refuses files over 20 MB with
// "file is too big", and GET <root>/file/bot<token>/<file_path> serves the bytes.

export const BOT_API_MAX_DOWNLOAD = 20 * 1024 * 1024;

export interface FakeFile {
  fileId: string;
  fileUniqueId: string;
  path: string;
  /** Declared size (may exceed the bytes held, to stand for a file too big to keep here). */
  size: number;
  bytes: Buffer;
}

/** A user message as a Bot API Message; `fields` carries photo/voice/document/caption/... */
export interface UserMessage {
  chatId: number;
  userId?: number;
  messageId?: number;
  firstName?: string;
  fields: Record<string, unknown>;
  /** reply_to_message: a message of the bot's (fromBot) or of the user's. */
  replyTo?: { messageId: number; fromBot: boolean; text?: string; caption?: string };
  /** The part of the replied message the user selected (Message.quote). */
  quote?: string;
}

function filesBlock() {
  const files = new Map<string, FakeFile>();
  const downloads: string[] = [];
  const faults = new Map<string, number>();
  let n = 0;
  return {
    files,
    downloads,
    /** The next `times` downloads of this file answer HTTP 500. */
    failDownload(fileId: string, times = 1) {
      faults.set(fileId, times);
    },
    add(bytes: Buffer, o: { size?: number; ext?: string } = {}): FakeFile {
      n++;
      const f: FakeFile = { fileId: `FILE${n}-AgADBAAD`, fileUniqueId: `U${n}`, path: `documents/file_${n}${o.ext ? `.${o.ext}` : ""}`, size: o.size ?? bytes.length, bytes };
      files.set(f.fileId, f);
      return f;
    },
    getFile(p: Record<string, unknown>): { value: unknown } | { error: { code: number; description: string } } {
      const f = files.get(String(p.file_id));
      if (!f) return { error: { code: 400, description: "Bad Request: invalid file_id" } };
      if (f.size > BOT_API_MAX_DOWNLOAD) return { error: { code: 400, description: "Bad Request: file is too big" } };
      return { value: { file_id: f.fileId, file_unique_id: f.fileUniqueId, file_size: f.size, file_path: f.path } };
    },
    serve(path: string, res: http.ServerResponse): void {
      downloads.push(path);
      const f = [...files.values()].find((x) => x.path === path);
      if (!f) {
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("Not Found");
        return;
      }
      const left = faults.get(f.fileId) ?? 0;
      if (left > 0) {
        faults.set(f.fileId, left - 1);
        res.writeHead(500, { "content-type": "text/plain" });
        res.end("Internal Server Error");
        return;
      }
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": f.bytes.length });
      res.end(f.bytes);
    },
  };
}

export interface FakeTelegram {
  /** The value for TELEGRAM_API_ROOT. */
  apiRoot: string;
  token: string;
  calls: RecordedCall[];
  sent: SentMessage[];
  /** Queues a fault for the next `times` calls of a method (only calls `match` accepts, if given). */
  inject(method: string, fault: Fault, times?: number, match?: (params: Record<string, unknown>) => boolean): void;
  /** A user writes to the bot; returns the update_id. */
  pushMessage(m: { chatId: number; userId?: number; text: string; firstName?: string; messageId?: number }): number;
  pushUpdate(u: Omit<Update, "update_id">): number;
  /** A user presses an inline button; returns the callback query id. */
  pushCallback(c: { chatId: number; userId?: number; messageId: number; data: string }): string;
  /** The answer given to a callback query (undefined until answered). */
  callbackAnswer(id: string): { answered: boolean; text?: string } | undefined;
  /** Any user message (photo, voice, document, album part, reply ...); returns ids. */
  pushUserMessage(m: UserMessage): { updateId: number; messageId: number };
  /** The user edits a message they sent earlier (edited_message update). */
  pushEdit(m: { chatId: number; userId?: number; messageId: number; text: string }): number;
  /** Files users can send: add one, then reference it in a message. */
  addFile(bytes: Buffer, o?: { size?: number; ext?: string }): FakeFile;
  /** The next `times` downloads of a file answer HTTP 500. */
  failDownload(fileId: string, times?: number): void;
  /** file_path of every download request, in order. */
  downloads: string[];
  /**
   * Serves an update again with its original update_id, as Telegram does when a poller
   * did not confirm it (a restart, a lost getUpdates answer).
   */
  redeliver(updateId: number): void;
  sentTo(chatId: number): SentMessage[];
  /** The messages a user of this chat sees now: sent and not deleted. */
  visibleTo(chatId: number): SentMessage[];
  callsOf(method: string): RecordedCall[];
  waitForSent(chatId: number, count?: number, timeoutMs?: number): Promise<SentMessage[]>;
  /** Resolves when getUpdates has been called `n` times in total. */
  waitForPolls(n: number, timeoutMs?: number): Promise<void>;
  /**
   * Resolves the moment the next sendMessage to this chat is recorded (event-driven, for
   * benchmarks: waitForSent polls every 20 ms, too coarse to time a turn).
   */
  nextSent(chatId: number, timeoutMs?: number): Promise<SentMessage>;
  /** The token stops working (revoked at @BotFather): every call answers 401 Unauthorized. */
  rejectToken(): void;
  /** getUpdates answers 409 Conflict (another poller, or a webhook when `webhook` is set) until called with false. */
  setPollConflict(on: boolean, webhook?: boolean): void;
  /** Telegram becomes unreachable (connections refused) until resume(). */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeTelegram(opts: { token?: string } = {}): Promise<FakeTelegram> {
  const token = opts.token ?? "123456:TEST-token-abcdefghijklmnopqrstuv";
  const calls: RecordedCall[] = [];
  const sent: SentMessage[] = [];
  const updates: Update[] = [];
  const pushed = new Map<number, Update>();
  const faults = new Map<string, Array<{ fault: Fault; match?: (p: Record<string, unknown>) => boolean }>>();
  const waiters = new Set<() => void>();
  const sendListeners = new Set<(m: SentMessage) => void>();
  let nextUpdateId = 1000;
  let nextMessageId = 1;
  let pollCount = 0;

  const wake = () => {
    for (const w of [...waiters]) w();
  };

  const ok = (res: http.ServerResponse, result: unknown) => sendJson(res, 200, { ok: true, result });
  const fail = (res: http.ServerResponse, code: number, description: string, parameters?: unknown) =>
    sendJson(res, code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) });

  function takeFault(method: string, params: Record<string, unknown>): Fault | undefined {
    const q = faults.get(method) ?? [];
    const i = q.findIndex((f) => !f.match || f.match(params));
    if (i === -1) return undefined;
    return q.splice(i, 1)[0]?.fault;
  }

  function visibleText(params: Record<string, unknown>): string {
    const text = String(params.text ?? "");
    return params.parse_mode === "HTML" ? parseTelegramHtml(text) : text;
  }

  async function handle(method: string, params: Record<string, unknown>, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const call: RecordedCall = { method, params, at: Date.now(), outcome: "ok" };
    calls.push(call);
    const fault = method === "getUpdates" ? undefined : takeFault(method, params);
    if (fault) {
      call.outcome = fault.kind;
      switch (fault.kind) {
        case "429":
          return fail(res, 429, `Too Many Requests: retry after ${fault.retryAfter}`, { retry_after: fault.retryAfter });
        case "5xx":
          return fail(res, fault.status ?? 502, "Bad Gateway");
        case "parse-entities":
          return fail(res, 400, "Bad Request: can't parse entities: Unsupported start tag \"x\" at byte offset 0");
        case "error":
          return fail(res, fault.code, fault.description);
        case "drop-before":
          req.socket.destroy();
          return;
        case "slow":
          await delay(fault.ms);
          break;
        case "drop-after":
          break;
      }
    }
    const result = execute(method, params, call);
    if (fault?.kind === "drop-after") {
      req.socket.destroy();
      return;
    }
    if (result instanceof Promise) {
      const r = await result;
      if (!res.destroyed) ok(res, r);
      return;
    }
    if ("error" in result) return fail(res, result.error.code, result.error.description);
    ok(res, result.value);
  }

  type Sync = { value: unknown } | { error: { code: number; description: string } };

  function execute(method: string, p: Record<string, unknown>, call: RecordedCall): Sync | Promise<unknown> {
    switch (method) {
      case "getMe":
        return { value: { id: 999, is_bot: true, first_name: "Assistant", username: "home_assistant_bot", can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false } };
      case "getUpdates":
        return poll(p);
      case "getWebhookInfo":
        // Polling bots have no webhook; updates not yet fetched are "pending".
        return { value: { url: webhookUrl, has_custom_certificate: false, pending_update_count: updates.length } };
      case "getFile":
        return fileBlock.getFile(p);
      case "deleteWebhook":
      case "setMyCommands":
      case "sendChatAction":
        return { value: true };
      case "sendMessage": {
        const chatId = Number(p.chat_id);
        if (!Number.isFinite(chatId)) return { error: { code: 400, description: "Bad Request: chat not found" } };
        let text: string;
        try {
          text = visibleText(p);
        } catch (e) {
          call.outcome = (e as Error).message;
          return { error: { code: 400, description: (e as Error).message } };
        }
        if (text.trim() === "") return { error: { code: 400, description: "Bad Request: message text is empty" } };
        if ([...text].length > 4096) {
          call.outcome = "too long";
          return { error: { code: 400, description: "Bad Request: message is too long" } };
        }
        const keyboard = inlineKeyboard(p.reply_markup);
        if ("error" in keyboard) return keyboard;
        const messageId = nextMessageId++;
        const reply = p.reply_parameters as { message_id?: number } | undefined;
        sent.push({
          chatId, messageId, text, raw: String(p.text), edits: [],
          ...(typeof p.parse_mode === "string" ? { parseMode: p.parse_mode } : {}),
          ...(reply?.message_id !== undefined ? { replyTo: reply.message_id } : {}),
          ...(keyboard.buttons ? { buttons: keyboard.buttons } : {}),
        });
        for (const l of [...sendListeners]) l(sent.at(-1) as SentMessage);
        return { value: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: chatId, type: "private" }, text } };
      }
      case "editMessageText": {
        // As Telegram: a deleted message cannot be edited; the same content is refused as
        // "not modified"; the text is validated like a new message's.
        const m = sent.find((s) => s.chatId === Number(p.chat_id) && s.messageId === Number(p.message_id) && !s.deleted);
        if (!m) return { error: { code: 400, description: "Bad Request: message to edit not found" } };
        let text: string;
        try {
          text = visibleText(p);
        } catch (e) {
          call.outcome = (e as Error).message;
          return { error: { code: 400, description: (e as Error).message } };
        }
        if (text.trim() === "") return { error: { code: 400, description: "Bad Request: message text is empty" } };
        if ([...text].length > 4096) {
          call.outcome = "too long";
          return { error: { code: 400, description: "Bad Request: MESSAGE_TOO_LONG" } };
        }
        if (String(p.text) === m.raw && (typeof p.parse_mode === "string" ? p.parse_mode : undefined) === m.parseMode) {
          call.outcome = "not modified";
          return { error: { code: 400, description: "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message" } };
        }
        m.text = text;
        m.raw = String(p.text);
        // Telegram drops an inline keyboard that the edit does not repeat.
        const keyboard = inlineKeyboard(p.reply_markup);
        if ("error" in keyboard) return keyboard;
        if (keyboard.buttons) m.buttons = keyboard.buttons;
        else delete m.buttons;
        if (typeof p.parse_mode === "string") m.parseMode = p.parse_mode;
        else delete m.parseMode;
        m.edits.push(text);
        return { value: { message_id: m.messageId, chat: { id: m.chatId, type: "private" }, text: m.text, date: 0 } };
      }
      case "leaveChat": {
        // The bot leaves a group: recorded in calls; later messages from it still arrive in tests.
        const chatId = Number(p.chat_id);
        if (!Number.isFinite(chatId)) return { error: { code: 400, description: "Bad Request: chat not found" } };
        return { value: true };
      }
      case "deleteMessage": {
        const m = sent.find((s) => s.chatId === Number(p.chat_id) && s.messageId === Number(p.message_id) && !s.deleted);
        if (!m) return { error: { code: 400, description: "Bad Request: message to delete not found" } };
        m.deleted = true;
        return { value: true };
      }
      case "answerCallbackQuery":
        return answerCallback(p);
      default:
        return { error: { code: 404, description: "Not Found: method not found" } };
    }
  }

  // --- Inline keyboards and callback queries -------------------------------------------
  // Buttons are recorded on the message; callback_data must be 1-64 bytes as Telegram
  // demands. A pushed callback query can be answered once; a second answer (or an unknown
  // id) gets Telegram's "query is too old" error.
  const callbacks = new Map<string, { answered: boolean; text?: string }>();
  let nextCallbackId = 1;

  function inlineKeyboard(markup: unknown): { buttons?: InlineButton[] } | { error: { code: number; description: string } } {
    if (markup === undefined || markup === null) return {};
    const m = (typeof markup === "string" ? JSON.parse(markup) : markup) as { inline_keyboard?: Array<Array<{ text?: string; callback_data?: string }>> };
    if (!m.inline_keyboard) return {};
    const buttons: InlineButton[] = [];
    for (const b of m.inline_keyboard.flat()) {
      const data = b.callback_data ?? "";
      if (Buffer.byteLength(data) < 1 || Buffer.byteLength(data) > 64) return { error: { code: 400, description: "Bad Request: BUTTON_DATA_INVALID" } };
      buttons.push({ text: String(b.text ?? ""), data });
    }
    return { buttons };
  }

  function answerCallback(p: Record<string, unknown>): Sync {
    const q = callbacks.get(String(p.callback_query_id));
    if (!q || q.answered) return { error: { code: 400, description: "Bad Request: query is too old and response timeout expired or query ID is invalid" } };
    q.answered = true;
    if (typeof p.text === "string") q.text = p.text;
    return { value: true };
  }

  function pushCallback(c: { chatId: number; userId?: number; messageId: number; data: string }): string {
    const id = `cbq-${nextCallbackId++}`;
    callbacks.set(id, { answered: false });
    const message = sent.find((s) => s.chatId === c.chatId && s.messageId === c.messageId);
    fake.pushUpdate({
      callback_query: {
        id,
        from: { id: c.userId ?? c.chatId, is_bot: false, first_name: "User", language_code: "ko" },
        chat_instance: `ci-${c.chatId}`,
        data: c.data,
        message: { message_id: c.messageId, date: Math.floor(Date.now() / 1000), chat: { id: c.chatId, type: "private", first_name: "User" }, text: message?.text ?? "" },
      },
    });
    return id;
  }

  async function poll(p: Record<string, unknown>): Promise<unknown> {
    pollCount++;
    wake();
    const offset = Number(p.offset ?? 0);
    const limit = Number(p.limit ?? 100);
    const timeout = Number(p.timeout ?? 0);
    // Updates below the offset are confirmed: Telegram forgets them.
    while (updates.length > 0 && (updates[0] as Update).update_id < offset) updates.shift();
    const until = Date.now() + timeout * 1000;
    while (updates.length === 0 && Date.now() < until && !closed) {
      await new Promise<void>((r) => {
        const t = setTimeout(done, Math.max(0, until - Date.now()));
        function done() {
          clearTimeout(t);
          waiters.delete(done);
          r();
        }
        waiters.add(done);
      });
    }
    return updates.slice(0, limit);
  }

  // Lifecycle faults (token revoked, a second poller or a webhook), as Telegram words them.
  let tokenRejected = false;
  let pollConflict: string | undefined;
  let webhookUrl = "";
  const CONFLICT_POLLER = "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running";
  const CONFLICT_WEBHOOK = "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first";

  let closed = false;
  const fileBlock = filesBlock();
  const server = await startServer(async (req, res, body) => {
    const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(req.url ?? "");
    if (file) {
      calls.push({ method: "file", params: { path: decodeURIComponent(file[2] as string) }, at: Date.now(), outcome: file[1] === token ? "ok" : "unauthorized" });
      if (file[1] !== token) return fail(res, 401, "Unauthorized");
      return fileBlock.serve(decodeURIComponent(file[2] as string), res);
    }
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? "");
    if (!m) return fail(res, 404, "Not Found");
    if (m[1] !== token || tokenRejected) {
      calls.push({ method: m[2] as string, params: {}, at: Date.now(), outcome: "401" });
      return fail(res, 401, "Unauthorized");
    }
    if (m[2] === "getUpdates" && pollConflict !== undefined) {
      calls.push({ method: "getUpdates", params: {}, at: Date.now(), outcome: "409" });
      return fail(res, 409, pollConflict);
    }
    const params = { ...Object.fromEntries(new URL(req.url ?? "", "http://x").searchParams), ...parseBody(req, body) };
    await handle(m[2] as string, params, req, res);
  });

  const fake: FakeTelegram = {
    apiRoot: server.url,
    token,
    calls,
    sent,
    inject(method, fault, times = 1, match) {
      const q = faults.get(method) ?? [];
      for (let i = 0; i < times; i++) q.push(match ? { fault, match } : { fault });
      faults.set(method, q);
    },
    pushUpdate(u) {
      const update_id = nextUpdateId++;
      const update = { update_id, ...u };
      pushed.set(update_id, update);
      updates.push(update);
      wake();
      return update_id;
    },
    redeliver(updateId) {
      const u = pushed.get(updateId);
      if (!u) throw new Error(`update ${updateId} was never pushed`);
      updates.push(u);
      updates.sort((a, b) => a.update_id - b.update_id);
      wake();
    },
    pushMessage({ chatId, userId, text, firstName, messageId }) {
      const entities = text.startsWith("/")
        ? [{ type: "bot_command", offset: 0, length: (text.split(/\s/)[0] as string).length }]
        : undefined;
      return fake.pushUpdate({
        message: {
          message_id: messageId ?? 10_000 + nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: "private", first_name: firstName ?? "User" },
          from: { id: userId ?? chatId, is_bot: false, first_name: firstName ?? "User", language_code: "ko" },
          text,
          ...(entities ? { entities } : {}),
        },
      });
    },
    pushCallback: (c) => pushCallback(c),
    callbackAnswer: (id) => callbacks.get(id),
    pushUserMessage(m) {
      const messageId = m.messageId ?? 10_000 + nextUpdateId;
      const from = { id: m.userId ?? m.chatId, is_bot: false, first_name: m.firstName ?? "User", language_code: "ko" };
      const replyTo = m.replyTo
        ? {
            message_id: m.replyTo.messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: m.chatId, type: "private" },
            from: m.replyTo.fromBot ? { id: 999, is_bot: true, first_name: "Assistant", username: "home_assistant_bot" } : from,
            ...(m.replyTo.text !== undefined ? { text: m.replyTo.text } : {}),
            ...(m.replyTo.caption !== undefined ? { caption: m.replyTo.caption } : {}),
          }
        : undefined;
      const updateId = fake.pushUpdate({
        message: {
          message_id: messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: m.chatId, type: "private", first_name: m.firstName ?? "User" },
          from,
          ...m.fields,
          ...(replyTo ? { reply_to_message: replyTo } : {}),
          ...(m.quote ? { quote: { text: m.quote, position: 0 } } : {}),
        },
      });
      return { updateId, messageId };
    },
    pushEdit({ chatId, userId, messageId, text }) {
      return fake.pushUpdate({
        edited_message: {
          message_id: messageId,
          date: Math.floor(Date.now() / 1000) - 5,
          edit_date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: "private", first_name: "User" },
          from: { id: userId ?? chatId, is_bot: false, first_name: "User", language_code: "ko" },
          text,
        },
      });
    },
    addFile: (bytes, o) => fileBlock.add(bytes, o),
    failDownload: (fileId, times) => fileBlock.failDownload(fileId, times),
    downloads: fileBlock.downloads,
    sentTo: (chatId) => sent.filter((s) => s.chatId === chatId),
    visibleTo: (chatId) => sent.filter((s) => s.chatId === chatId && !s.deleted),
    callsOf: (method) => calls.filter((c) => c.method === method),
    waitForSent: (chatId, count = 1, timeoutMs = 10_000) =>
      waitFor(() => {
        const s = sent.filter((x) => x.chatId === chatId);
        return s.length >= count ? s : undefined;
      }, timeoutMs, `${count} message(s) to chat ${chatId}`),
    nextSent: (chatId, timeoutMs = 10_000) =>
      new Promise<SentMessage>((resolve, reject) => {
        const t = setTimeout(() => {
          sendListeners.delete(listener);
          reject(new Error(`timed out after ${timeoutMs} ms waiting for a message to chat ${chatId}`));
        }, timeoutMs);
        function listener(m: SentMessage): void {
          if (m.chatId !== chatId) return;
          clearTimeout(t);
          sendListeners.delete(listener);
          resolve(m);
        }
        sendListeners.add(listener);
      }),
    waitForPolls: async (n, timeoutMs = 10_000) => {
      await waitFor(() => pollCount >= n, timeoutMs, `${n} getUpdates calls`);
    },
    rejectToken: () => {
      tokenRejected = true;
    },
    setPollConflict: (on, webhook = false) => {
      pollConflict = on ? (webhook ? CONFLICT_WEBHOOK : CONFLICT_POLLER) : undefined;
      webhookUrl = on && webhook ? "https://example.invalid/hook" : "";
    },
    pause: () => server.pause(),
    resume: () => server.resume(),
    close: async () => {
      closed = true;
      wake();
      await server.close();
    },
  };
  return fake;
}
