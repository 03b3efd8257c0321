// A loopback fake of Ollama's native API as the `ollama` package calls it: /api/chat
// (structured outputs through `format`), /api/generate, /api/embed, /api/tags,
// /api/show, /api/version. Models are "pulled" unless a test removes them; calls naming
// a missing model get Ollama's 404 ("model ... not found, try pulling it first"). The task of a structured call is recognised by its schema's property
// names (the contract), so tests script "resolve", "lookup", "sufficiency", "tags".
// Embeddings are deterministic bags of hashed words and character bigrams: texts that
// share words are close, unrelated texts are not.
import { delay, parseBody, sendJson, startServer, waitFor } from "./http.js";

export type Task = "resolve" | "lookup" | "sufficiency" | "tags" | "summary" | "vision";

export interface OllamaChatBody {
  model: string;
  /** `images`: base64 images, as the ollama package sends them to a vision model. */
  messages: Array<{ role: string; content: string; images?: string[] }>;
  format?: { properties?: Record<string, unknown> } | string;
  options?: { temperature?: number; num_predict?: number };
  stream?: boolean;
}

export interface LocalReply {
  /** Object -> JSON content; string -> raw content (may be invalid JSON on purpose). */
  content: unknown;
  delayMs?: number;
  fault?: "500";
}

export type LocalResponder = (body: OllamaChatBody) => LocalReply | Promise<LocalReply>;

/** One generation request as the fake saw it (times from performance.now(), this process). */
export interface ChatRecord {
  task: Task;
  body: OllamaChatBody;
  /** Arrived at the server. */
  at: number;
  /** Generation started (a slot was free); unset while queued or when dropped from the queue. */
  started?: number;
  /** Answer sent. */
  done?: number;
  /** The client went away before the answer: generation stopped, or the request left the queue. */
  cancelled?: boolean;
}

export interface FakeOllama {
  /** The value for OLLAMA_HOST. */
  host: string;
  chats: ChatRecord[];
  embeds: Array<{ model: string; input: string[] }>;
  on(task: Task, r: LocalResponder): void;
  setEmbedDim(dim: number): void;
  setEmbedDelay(ms: number): void;
  setEmbedFault(f: "500" | undefined): void;
  /** Replaces the deterministic embedding (e.g. the memory benchmark's stand-in); undefined restores it. */
  setEmbedFunction(fn: ((text: string, dim: number) => number[]) | undefined): void;
  /**
   * Serves /api/embed from a batch provider (one call per request, all its inputs at once),
   * e.g. a real sentence embedder in the memory benchmark; it wins over setEmbedFunction.
   * Each vector must have the fake's dimension. undefined restores the per-text function.
   */
  setEmbedProvider(fn: EmbedProvider | undefined): void;
  /** Delay added to every local call (decisions, tags, summaries). */
  setChatDelay(ms: number): void;
  callsOf(task: Task): OllamaChatBody[];
  /**
   * How many generations run at once, like OLLAMA_NUM_PARALLEL (default: unlimited). Others
   * wait in arrival order; a waiting request whose client goes away is dropped unanswered.
   */
  setChatSlots(n: number | undefined): void;
  /** Pulls a model (or changes what /api/show says about it). */
  addModel(name: string, info?: Partial<FakeModelInfo>): void;
  /** As `ollama rm`: the model is no longer listed and calls naming it get 404. */
  removeModel(name: string): void;
  setVersion(v: string): void;
  waitForEmbeds(n: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Vectors for a batch of texts, in order; `dim` is the fake's embedding dimension. */
export type EmbedProvider = (texts: string[], dim: number) => Promise<number[][]>;

export interface FakeModelInfo {
  family: string;
  parameterSize: string;
  /** As /api/show reports them: completion, tools, vision, embedding, insert, thinking. */
  capabilities: string[];
}

/** Ollama's names: "qwen2.5" means "qwen2.5:latest". */
export const fullModelName = (name: string) => (name.includes(":") ? name : `${name}:latest`);

const DEFAULT_MODELS: Record<string, FakeModelInfo> = {
  "fake-local:latest": { family: "qwen2", parameterSize: "3.1B", capabilities: ["completion", "tools"] },
  "fake-embed:latest": { family: "bert", parameterSize: "566.70M", capabilities: ["embedding"] },
  "fake-main:latest": { family: "qwen2", parameterSize: "14.8B", capabilities: ["completion", "tools"] },
  "fake-vision:latest": { family: "qwen25vl", parameterSize: "8.3B", capabilities: ["completion", "vision"] },
};

export function taskOf(body: OllamaChatBody): Task {
  if (body.messages.some((m) => (m.images?.length ?? 0) > 0)) return "vision";
  const props = typeof body.format === "object" ? Object.keys(body.format.properties ?? {}) : [];
  if (props.includes("continuation")) return "resolve";
  if (props.includes("lookup")) return "lookup";
  if (props.includes("sufficient")) return "sufficiency";
  if (props.includes("tags")) return "tags";
  return "summary";
}

export function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function fakeEmbedding(text: string, dim: number): number[] {
  const v = new Array<number>(dim).fill(0);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const features: string[] = [];
  for (const w of words) {
    features.push(`w:${w}`);
    if (/[\uac00-\ud7af]/.test(w)) for (let i = 0; i + 1 < w.length; i++) features.push(`b:${w.slice(i, i + 2)}`);
  }
  for (const f of features) {
    const h = fnv(f);
    v[h % dim] = (v[h % dim] as number) + ((h >>> 16) & 1 ? 1 : -1);
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}

const lastUser = (b: OllamaChatBody) => [...b.messages].reverse().find((m) => m.role === "user")?.content ?? "";

const DEFAULTS: Record<Task, LocalResponder> = {
  resolve: (b) => {
    const m = /\[New message\]\n([\s\S]*)$/.exec(lastUser(b));
    return { content: { continuation: false, message: (m?.[1] ?? lastUser(b)).trim() } };
  },
  lookup: () => ({ content: { lookup: false } }),
  sufficiency: () => ({ content: { sufficient: false, skill: "none" } }),
  tags: (b) => ({ content: { tags: [...new Set(lastUser(b).match(/[\p{L}]{2,}/gu) ?? [])].slice(0, 3) } }),
  summary: (b) => ({ content: `Summary: ${lastUser(b).replace(/\s+/g, " ").slice(0, 160)}` }),
  // A vision model answers about the image; the fake names its size so tests can tell images apart.
  vision: (b) => ({ content: `An image of ${Buffer.from(b.messages.find((m) => m.images)?.images?.[0] ?? "", "base64").length} bytes.` }),
};

export async function startFakeOllama(opts: { embedDim?: number } = {}): Promise<FakeOllama> {
  const chats: FakeOllama["chats"] = [];
  const embeds: FakeOllama["embeds"] = [];
  const responders = new Map<Task, LocalResponder>();
  let dim = opts.embedDim ?? 64;
  let embedDelay = 0;
  let chatDelay = 0;
  let embedFault: "500" | undefined;
  let embedFn: ((text: string, dim: number) => number[]) | undefined;
  let embedProvider: EmbedProvider | undefined;
  // Generation slots (OLLAMA_NUM_PARALLEL): requests queue in arrival order for a free one.
  let slots: number | undefined;
  let busy = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    busy--;
    queue.shift()?.();
  };
  const acquire = (gone: Promise<void>): Promise<boolean> => {
    if (slots === undefined || busy < slots) {
      busy++;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      const take = () => {
        busy++;
        resolve(true);
      };
      queue.push(take);
      void gone.then(() => {
        const i = queue.indexOf(take);
        if (i === -1) return;
        queue.splice(i, 1);
        resolve(false);
      });
    });
  };

  // The model registry: what is pulled, as /api/tags and /api/show describe it.
  const models = new Map<string, FakeModelInfo>(Object.entries(DEFAULT_MODELS).map(([k, v]) => [k, { ...v }]));
  const removed = new Set<string>();
  let version = "0.12.0";
  const modelEntry = (name: string, m: FakeModelInfo) => ({
    name, model: name, modified_at: "2025-06-01T10:00:00.000000000+09:00", size: 1_929_912_432,
    digest: `${fnv(name).toString(16).padStart(8, "0")}`.repeat(8),
    details: { parent_model: "", format: "gguf", family: m.family, families: [m.family], parameter_size: m.parameterSize, quantization_level: "Q4_K_M" },
  });
  /** Ollama's 404 for a model that is not pulled; undefined when it is there (or was never named). */
  const notPulled = (model: unknown) => (removed.has(fullModelName(String(model))) ? { error: `model "${String(model)}" not found, try pulling it first` } : undefined);

  const server = await startServer(async (req, res, body) => {
    const url = req.url ?? "";
    if (url === "/api/version") return sendJson(res, 200, { version });
    if (url === "/api/tags") return sendJson(res, 200, { models: [...models].filter(([n]) => !removed.has(n)).map(([n, m]) => modelEntry(n, m)) });
    const b = parseBody(req, body);
    if (url === "/api/show") {
      const name = fullModelName(String(b.model ?? b.name ?? ""));
      const m = models.get(name);
      if (!m || removed.has(name)) return sendJson(res, 404, { error: `model '${String(b.model ?? b.name)}' not found` });
      const e = modelEntry(name, m);
      return sendJson(res, 200, { license: "", modelfile: `FROM ${name}`, parameters: "", template: "{{ .Prompt }}", details: e.details, model_info: { "general.architecture": m.family }, capabilities: m.capabilities, modified_at: e.modified_at });
    }
    if ((url === "/api/embed" || url === "/api/chat" || url === "/api/generate") && notPulled(b.model)) return sendJson(res, 404, notPulled(b.model));
    if (url === "/api/embed") {
      const input = Array.isArray(b.input) ? (b.input as string[]) : [String(b.input)];
      embeds.push({ model: String(b.model), input });
      if (embedDelay) await delay(embedDelay);
      if (embedFault) return sendJson(res, 500, { error: "embedding model failed to load" });
      if (embedProvider) {
        const vectors = await embedProvider(input, dim);
        // Ollama refuses rather than serving vectors of another size than the model's.
        if (vectors.length !== input.length || vectors.some((v) => v.length !== dim)) return sendJson(res, 500, { error: `embedding provider returned ${vectors.length} vectors for ${input.length} inputs, or not ${dim} dimensions` });
        return sendJson(res, 200, { model: b.model, embeddings: vectors });
      }
      return sendJson(res, 200, { model: b.model, embeddings: input.map((t) => (embedFn ?? fakeEmbedding)(t, dim)) });
    }
    if (url === "/api/chat" || url === "/api/generate") {
      const chat: OllamaChatBody = url === "/api/chat"
        ? (b as unknown as OllamaChatBody)
        : { model: String(b.model), messages: [{ role: "user", content: String(b.prompt ?? "") }], ...(b.format ? { format: b.format as object } : {}) };
      const task = taskOf(chat);
      const record: ChatRecord = { task, body: chat, at: performance.now() };
      chats.push(record);
      for (const m of chat.messages)
        for (const img of m.images ?? [])
          if (!/^[A-Za-z0-9+/]+=*$/.test(img)) return sendJson(res, 400, { error: "illegal base64 data at input byte 0" });
      const gone = new Promise<void>((r) =>
        res.on("close", () => {
          if (res.writableFinished) return;
          record.cancelled = true;
          r();
        }),
      );
      if (!(await acquire(gone))) return;
      record.started = performance.now();
      let reply: LocalReply | void;
      try {
        reply = await Promise.race([(responders.get(task) ?? DEFAULTS[task])(chat), gone]);
        if (!reply) return;
        const wait = chatDelay + (reply.delayMs ?? 0);
        if (wait > 0) await Promise.race([delay(wait), gone]);
      } finally {
        release();
      }
      if (record.cancelled) return;
      record.done = performance.now();
      if (reply.fault === "500") return sendJson(res, 500, { error: "model crashed" });
      const content = typeof reply.content === "string" ? reply.content : JSON.stringify(reply.content);
      const common = { model: chat.model, created_at: new Date().toISOString(), done: true, done_reason: "stop", total_duration: 1, load_duration: 0, prompt_eval_count: 1, prompt_eval_duration: 1, eval_count: 1, eval_duration: 1 };
      if (url === "/api/generate") return sendJson(res, 200, { ...common, response: content, context: [] });
      return sendJson(res, 200, { ...common, message: { role: "assistant", content } });
    }
    return sendJson(res, 404, { error: "not found" });
  });

  return {
    host: server.url,
    chats,
    embeds,
    on: (task, r) => {
      responders.set(task, r);
    },
    setEmbedDim: (d) => {
      dim = d;
    },
    setEmbedDelay: (ms) => {
      embedDelay = ms;
    },
    setEmbedFault: (f) => {
      embedFault = f;
    },
    setEmbedFunction: (fn) => {
      embedFn = fn;
    },
    setEmbedProvider: (fn) => {
      embedProvider = fn;
    },
    setChatDelay: (ms) => {
      chatDelay = ms;
    },
    callsOf: (task) => chats.filter((c) => c.task === task).map((c) => c.body),
    setChatSlots: (n) => {
      slots = n;
    },
    addModel: (name, info) => {
      const n = fullModelName(name);
      removed.delete(n);
      models.set(n, { ...(models.get(n) ?? { family: "llama", parameterSize: "8.0B", capabilities: ["completion"] }), ...info });
    },
    removeModel: (name) => {
      removed.add(fullModelName(name));
    },
    setVersion: (v) => {
      version = v;
    },
    waitForEmbeds: async (n, timeoutMs = 10_000) => {
      await waitFor(() => embeds.length >= n, timeoutMs, `${n} embed calls`);
    },
    close: () => server.close(),
  };
}
