// A loopback fake of an OpenAI-compatible chat completions server (what Ollama's /v1
// and cloud providers speak). Replies are scripted per request, streamed as SSE when the
// client asks, with any finish_reason (or none), tool calls, usage, delays and faults;
// a streamed answer can be paced piece by piece, held part-way until the test releases
// it, and records when each piece left and whether the client went away (aborted).
// Every request body is recorded so tests can assert on exactly what the model saw.
import type http from "node:http";
import { delay, parseBody, sendJson, startServer, waitFor } from "./http.js";

export interface ScriptedToolCall {
  id?: string;
  name: string;
  arguments: string | Record<string, unknown>;
}

export interface ScriptedReply {
  content?: string;
  toolCalls?: ScriptedToolCall[];
  /** undefined -> "stop" (or "tool_calls" when calls are present); null -> no reason at all. */
  finishReason?: string | null;
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  delayMs?: number;
  fault?: "500" | "429" | "drop" | "hang" | "bad-json";
  /** Streaming only: how the content is paced (like a model writing). */
  stream?: StreamScript;
}

export interface StreamScript {
  /** The content pieces, in order (default: 7-character pieces). */
  pieces?: string[];
  /** Piece i leaves this long times i after the first (a steady rate). */
  pieceDelayMs?: number;
  /**
   * Stop after this many characters until `release` resolves (or the client goes away:
   * then the stream ends there, as a server does when the request is aborted).
   */
  holdAfterChars?: number;
  release?: Promise<void>;
  /** Stop after `holdAfterChars` and drop the connection (a server that dies mid-stream). */
  dropAtHold?: boolean;
}

/** One streamed answer as the fake wrote it. */
export interface StreamRecord {
  request: number;
  startedAt: number;
  /** Characters written so far, with the time of each piece. */
  pieces: Array<{ at: number; chars: number }>;
  /** The client went away before the end (an aborted request). */
  aborted: boolean;
  done: boolean;
}

export interface ChatRequestBody {
  model: string;
  /**
   * A user message sent as parts (text + image_url) is recorded with its text parts joined
   * in `content` and its image data URLs in `images`, so tests read text the same way.
   */
  messages: Array<{ role: string; content: string | null; images?: string[]; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>; tool_call_id?: string }>;
  tools?: Array<{ function: { name: string } }>;
  max_tokens?: number;
  stream?: boolean;
}

export type Responder = (req: ChatRequestBody, index: number) => ScriptedReply | Promise<ScriptedReply>;

// --- Speech to text (/audio/transcriptions, multipart like OpenAI's) ----------------------
export interface TranscriptionRequest {
  model: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}
export type TranscriptionReply = { text: string } | { fault: "500" | "401" | "hang" };
export type Transcribe = (t: TranscriptionRequest) => TranscriptionReply | Promise<TranscriptionReply>;

async function readTranscription(req: http.IncomingMessage, body: Buffer): Promise<TranscriptionRequest | string> {
  const type = req.headers["content-type"] ?? "";
  if (!type.startsWith("multipart/form-data")) return "Invalid content type: expected multipart/form-data";
  const form = await new Request("http://fake/", { method: "POST", headers: { "content-type": type }, body }).formData();
  const file = form.get("file");
  const model = form.get("model");
  if (!(file instanceof Blob) || typeof model !== "string") return "Missing required parameter: 'file' and 'model' are required.";
  return { model, fileName: (file as File).name ?? "", type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
}

/** Image parts as providers check them: image_url with a data URL of a real image type and valid base64. */
function normalizeParts(body: ChatRequestBody): string | undefined {
  for (const [i, m] of body.messages.entries()) {
    const content = m.content as unknown;
    if (!Array.isArray(content)) continue;
    const texts: string[] = [];
    const images: string[] = [];
    for (const part of content as Array<{ type?: string; text?: string; image_url?: { url?: string } }>) {
      if (part.type === "text") texts.push(part.text ?? "");
      else if (part.type === "image_url") {
        const url = part.image_url?.url ?? "";
        const d = /^data:(image\/(?:jpeg|png|gif|webp));base64,([A-Za-z0-9+/]+=*)$/.exec(url);
        if (!d) return `Invalid 'messages[${i}].content[].image_url.url': expected a base64 data URL of a JPEG, PNG, GIF or WebP image.`;
        images.push(url);
      } else return `Invalid 'messages[${i}].content[].type': '${part.type}'.`;
    }
    if (m.role !== "user" && images.length > 0) return `Invalid 'messages[${i}]': image parts are only allowed in user messages.`;
    Object.assign(m, { content: texts.join("\n"), images });
  }
  return undefined;
}

export interface FakeOpenAI {
  /** The value for OPENAI_BASE_URL. */
  baseUrl: string;
  requests: ChatRequestBody[];
  /** Requests refused as a real provider would (malformed transcripts). */
  rejected: Array<{ body: ChatRequestBody; error: string }>;
  /** Every streamed answer, with the timing of its pieces. */
  streams: StreamRecord[];
  /** Replies used in order; when empty the responder (default: echo) answers. */
  enqueue(...replies: ScriptedReply[]): void;
  setResponder(r: Responder): void;
  waitForRequests(n: number, timeoutMs?: number): Promise<ChatRequestBody[]>;
  /**
   * The models the endpoint serves (GET /models). Once set, a request naming another model
   * gets Ollama's 404, and `tools` says how each one treats an offered tool: "calls" (the
   * script decides), "never" (answers in text, ignoring the tools), "unsupported" (400, as
   * Ollama answers for models without tool support).
   */
  setModels(models: Array<{ id: string; tools?: "calls" | "never" | "unsupported" }>): void;
  /** false: requests carrying an image are refused, like a text-only model. */
  setAcceptImages(accept: boolean): void;
  transcriptions: TranscriptionRequest[];
  setTranscriber(t: Transcribe): void;
  /** The system message of request i (or the last). */
  systemOf(i?: number): string;
  close(): Promise<void>;
}

export const lastUserText = (req: ChatRequestBody): string =>
  [...req.messages].reverse().find((m) => m.role === "user")?.content ?? "";

export const requestText = (req: ChatRequestBody): string =>
  req.messages.map((m) => `${m.content ?? ""}${m.tool_calls ? JSON.stringify(m.tool_calls) : ""}`).join("\n");

/**
 * The checks real providers make on a transcript (OpenAI's wording): every assistant
 * tool call answered by exactly one tool message right after it, no stray tool messages.
 */
export function validateTranscript(body: ChatRequestBody): string | undefined {
  const ms = body.messages;
  for (let i = 0; i < ms.length; i++) {
    const m = ms[i] as ChatRequestBody["messages"][number];
    if (m.role === "tool") return `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'. (messages[${i}])`;
    if (m.role === "assistant" && m.tool_calls && m.tool_calls.length > 0) {
      const ids = m.tool_calls.map((c) => c.id);
      if (ids.some((id) => !id)) return `Missing required parameter: 'messages[${i}].tool_calls[].id'.`;
      const answered = new Set<string>();
      let j = i + 1;
      for (; j < ms.length && ms[j]?.role === "tool"; j++) {
        const id = ms[j]?.tool_call_id ?? "";
        if (!ids.includes(id) || answered.has(id)) return `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'. (messages[${j}])`;
        answered.add(id);
      }
      const missing = ids.filter((id) => !answered.has(id));
      if (missing.length > 0) return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${missing.join(", ")}`;
      for (const c of m.tool_calls) {
        try {
          JSON.parse(c.function.arguments);
        } catch {
          return `Invalid 'messages[${i}].tool_calls[].function.arguments': not valid JSON.`;
        }
      }
      i = j - 1;
    }
  }
  return undefined;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const requests: ChatRequestBody[] = [];
  const rejected: Array<{ body: ChatRequestBody; error: string }> = [];
  const streams: StreamRecord[] = [];
  const queue: ScriptedReply[] = [];
  let responder: Responder = (req) => ({ content: `echo: ${lastUserText(req)}` });
  let n = 0;
  let acceptImages = true;
  const transcriptions: TranscriptionRequest[] = [];
  let transcriber: Transcribe = () => ({ text: "(fake transcript)" });

  // Served models and how each treats tools (see setModels); unset: one model, any name accepted.
  let served: Array<{ id: string; tools: "calls" | "never" | "unsupported" }> | undefined;
  const modelGate = (body: ChatRequestBody): { status: number; message: string } | undefined => {
    if (!served) return undefined;
    const m = served.find((x) => x.id === body.model);
    if (!m) return { status: 404, message: `model "${body.model}" not found, try pulling it first` };
    if (m.tools === "unsupported" && (body.tools?.length ?? 0) > 0) return { status: 400, message: `registry.ollama.ai/library/${body.model} does not support tools` };
    return undefined;
  };
  const ignoresTools = (body: ChatRequestBody) => served?.find((x) => x.id === body.model)?.tools === "never";

  const server = await startServer(async (req, res, body) => {
    if (req.method === "GET" && req.url?.endsWith("/models"))
      return sendJson(res, 200, { object: "list", data: (served ?? [{ id: "fake-main" }]).map((m) => ({ id: m.id, object: "model", created: 1_750_000_000, owned_by: "library" })) });
    if (req.method === "POST" && req.url?.endsWith("/audio/transcriptions")) {
      const t = await readTranscription(req, body);
      if (typeof t === "string") return sendJson(res, 400, { error: { message: t, type: "invalid_request_error" } });
      transcriptions.push(t);
      const r = await transcriber(t);
      if ("text" in r) return sendJson(res, 200, { text: r.text });
      if (r.fault === "401") return sendJson(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
      if (r.fault === "hang") {
        await new Promise<void>((resolve) => req.socket.once("close", () => resolve()));
        return;
      }
      return sendJson(res, 500, { error: { message: "The server had an error while processing your request.", type: "server_error" } });
    }
    if (!req.url?.endsWith("/chat/completions")) return sendJson(res, 404, { error: { message: "not found" } });
    const parsed = parseBody(req, body) as unknown as ChatRequestBody;
    requests.push(parsed);
    const gated = modelGate(parsed);
    if (gated) return sendJson(res, gated.status, { error: { message: gated.message, type: "api_error", param: null, code: null } });
    const badPart = normalizeParts(parsed);
    if (badPart) {
      rejected.push({ body: parsed, error: badPart });
      return sendJson(res, 400, { error: { message: badPart, type: "invalid_request_error", param: "messages" } });
    }
    if (!acceptImages && parsed.messages.some((m) => (m.images?.length ?? 0) > 0)) {
      const error = "Invalid content type. image_url is only supported by certain models.";
      rejected.push({ body: parsed, error });
      return sendJson(res, 400, { error: { message: error, type: "invalid_request_error", param: "messages" } });
    }
    const invalid = validateTranscript(parsed);
    if (invalid) {
      rejected.push({ body: parsed, error: invalid });
      return sendJson(res, 400, { error: { message: invalid, type: "invalid_request_error", param: "messages" } });
    }
    const index = n++;
    const scripted = queue.shift() ?? (await responder(parsed, index));
    // A model that ignores tools answers in words whatever the script says.
    const reply = ignoresTools(parsed) && scripted.toolCalls?.length ? { content: scripted.content || "I would run that command for you, but I can only answer in text." } : scripted;
    await answer(req, res, parsed, reply);
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: ChatRequestBody, r: ScriptedReply): Promise<void> {
    if (r.delayMs) await delay(r.delayMs);
    switch (r.fault) {
      case "500":
        return sendJson(res, 500, { error: { message: "internal error", type: "server_error" } });
      case "429":
        return sendJson(res, 429, { error: { message: "rate limited", type: "rate_limit" } });
      case "drop":
        req.socket.destroy();
        return;
      case "hang":
        await new Promise<void>((resolve) => req.socket.once("close", () => resolve()));
        return;
      case "bad-json":
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{not json");
        return;
    }
    const calls = (r.toolCalls ?? []).map((c, i) => ({
      id: c.id ?? `call_${requests.length}_${i}`,
      type: "function" as const,
      function: { name: c.name, arguments: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments) },
    }));
    const finish = r.finishReason === undefined ? (calls.length > 0 ? "tool_calls" : "stop") : r.finishReason;
    const content = r.content ?? (calls.length > 0 ? null : "");
    const usage = r.usage === undefined ? { prompt_tokens: 10, completion_tokens: Math.ceil((content ?? "").length / 4), total_tokens: 0 } : r.usage;
    const id = `chatcmpl-${requests.length}`;
    if (!body.stream) {
      return sendJson(res, 200, {
        id, object: "chat.completion", created: 0, model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content, ...(calls.length > 0 ? { tool_calls: calls } : {}) }, finish_reason: finish }],
        ...(usage ? { usage } : {}),
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const send = (delta: Record<string, unknown>, finishReason: string | null) =>
      res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`);
    send({ role: "assistant", content: "" }, null);
    const text = content ?? "";
    const script = r.stream ?? {};
    const pieces = script.pieces ?? Array.from({ length: Math.ceil(text.length / 7) }, (_, i) => text.slice(i * 7, i * 7 + 7));
    const record: StreamRecord = { request: requests.indexOf(body), startedAt: Date.now(), pieces: [], aborted: false, done: false };
    streams.push(record);
    let gone = false;
    const closed = new Promise<void>((resolve) =>
      res.once("close", () => {
        if (!res.writableFinished) gone = true;
        resolve();
      }),
    );
    let chars = 0;
    let held = false;
    /** The scripted hold, once; false when the stream must end here (dropped or aborted). */
    const hold = async (): Promise<boolean> => {
      if (held || script.holdAfterChars === undefined || chars < script.holdAfterChars) return true;
      held = true;
      if (script.dropAtHold) {
        record.aborted = true;
        req.socket.destroy();
        return false;
      }
      await Promise.race([script.release ?? new Promise<never>(() => {}), closed]);
      return !gone;
    };
    for (const [i, piece] of pieces.entries()) {
      // Paced against the start (a steady rate, as a model writes), not piece after piece.
      if (i > 0 && script.pieceDelayMs) await Promise.race([delay(record.startedAt + i * script.pieceDelayMs - Date.now()), closed]);
      if (!(await hold()) || gone) {
        record.aborted = true;
        return;
      }
      send({ content: piece }, null);
      chars += piece.length;
      record.pieces.push({ at: Date.now(), chars });
    }
    // A hold at the end of the text falls before the tool calls and the finish reason.
    if (!(await hold())) {
      record.aborted = true;
      return;
    }
    calls.forEach((c, index) => {
      send({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.function.name, arguments: "" } }] }, null);
      const a = c.function.arguments;
      for (let i = 0; i < a.length; i += 5) send({ tool_calls: [{ index, function: { arguments: a.slice(i, i + 5) } }] }, null);
    });
    // The reason travels on the last content chunk, as real servers do.
    send({}, finish);
    if (usage && (body as { stream_options?: { include_usage?: boolean } }).stream_options?.include_usage)
      res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: 0, model: body.model, choices: [], usage })}\n\n`);
    res.end("data: [DONE]\n\n");
    record.done = true;
  }

  return {
    baseUrl: `${server.url}/v1`,
    requests,
    rejected,
    streams,
    enqueue: (...r) => {
      queue.push(...r);
    },
    setResponder: (r) => {
      responder = r;
    },
    setModels: (m) => {
      served = m.map((x) => ({ id: x.id, tools: x.tools ?? "calls" }));
    },
    setAcceptImages: (a) => {
      acceptImages = a;
    },
    transcriptions,
    setTranscriber: (t) => {
      transcriber = t;
    },
    waitForRequests: (count, timeoutMs = 10_000) => waitFor(() => (requests.length >= count ? requests : undefined), timeoutMs, `${count} model request(s)`),
    systemOf: (i) => {
      const r = i === undefined ? requests.at(-1) : requests[i];
      return r?.messages.find((m) => m.role === "system")?.content ?? "";
    },
    close: () => server.close(),
  };
}
