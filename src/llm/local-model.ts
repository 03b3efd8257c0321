// The small local model (Ollama) for the pre-reply decisions, tagging and summaries.
// Every call has a timeout and a small token cap, runs at temperature 0, and never
// throws: the caller gets a result it must handle, and degrades to a safe default.
import { Ollama } from "ollama";
import { z } from "zod";
import { trackingFetch } from "../net/http-fetch.js";

export type LocalResult<T> =
  | { ok: true; value: T; ms: number }
  | { ok: false; reason: "timeout" | "error" | "invalid" | "cancelled"; error: string; ms: number };

export interface LocalMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface StructuredRequest<T> {
  /** Names the call in logs (resolve, lookup, sufficiency, tags). */
  task: string;
  schema: z.ZodType<T>;
  messages: LocalMessage[];
  maxTokens?: number;
  timeoutMs?: number;
  /**
   * Cancels the call when its answer can no longer change anything (a speculative
   * decision the resolver made stale). Ollama stops generating, or drops the request from
   * its queue, when the client goes away; the result is `cancelled`.
   */
  signal?: AbortSignal;
}

export interface GenerateRequest {
  task: string;
  messages: LocalMessage[];
  maxTokens?: number;
  timeoutMs?: number;
}

/** The local model port. */
export interface LocalModel {
  structured<T>(req: StructuredRequest<T>): Promise<LocalResult<T>>;
  generate(req: GenerateRequest): Promise<LocalResult<string>>;
}

export interface EmbedResult {
  model: string;
  dim: number;
  vectors: Float32Array[];
}

/** The embedding port. */
export interface Embedder {
  readonly model: string;
  embed(texts: string[], timeoutMs?: number): Promise<LocalResult<EmbedResult>>;
}

const schemas = new WeakMap<z.ZodType, Record<string, unknown>>();

/** The JSON schema Ollama's `format` takes; the property names are part of the contract. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  let out = schemas.get(schema);
  if (!out) {
    const { $schema: _ignored, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
    out = rest;
    schemas.set(schema, out);
  }
  return out;
}

type OllamaFetch = NonNullable<NonNullable<ConstructorParameters<typeof Ollama>[0]>["fetch"]>;

function clientWithTimeout(host: string, timeoutMs: number, cancel?: AbortSignal): Ollama {
  const fetch = ((input: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) =>
    // Non-streaming JSON calls only: a keep-alive node:http client is much cheaper per call
    // than undici's fetch, and one timer is cheaper than AbortSignal.timeout + AbortSignal.any.
    trackingFetch(input, { ...(init?.method ? { method: init.method } : {}), ...(init?.headers ? { headers: init.headers } : {}), ...(init?.body !== undefined ? { body: init.body } : {}), timeoutMs, ...(cancel ? { signal: cancel } : {}) })) as unknown as OllamaFetch;
  return new Ollama({ host, fetch });
}

function failure(err: unknown, started: number, cancel?: AbortSignal): { ok: false; reason: "timeout" | "error" | "cancelled"; error: string; ms: number } {
  if (cancel?.aborted) return { ok: false, reason: "cancelled", error: "cancelled: the answer was no longer needed", ms: Date.now() - started };
  const e = err as { name?: string; message?: string; cause?: { code?: string } };
  const timeout = e?.name === "TimeoutError" || e?.name === "AbortError";
  const msg = timeout ? "timed out" : e?.cause?.code ?? e?.message ?? String(err);
  return { ok: false, reason: timeout ? "timeout" : "error", error: msg, ms: Date.now() - started };
}

export function createOllamaLocalModel(o: { host: string; model: string; timeoutMs: number }): LocalModel {
  return {
    async structured<T>(req: StructuredRequest<T>): Promise<LocalResult<T>> {
      const started = Date.now();
      const timeoutMs = req.timeoutMs ?? o.timeoutMs;
      if (req.signal?.aborted) return failure(undefined, started, req.signal);
      try {
        const r = await clientWithTimeout(o.host, timeoutMs, req.signal).chat({
          model: o.model,
          messages: req.messages,
          format: jsonSchemaOf(req.schema),
          options: { temperature: 0, num_predict: req.maxTokens ?? 128 },
          stream: false,
        });
        let parsed: unknown;
        try {
          parsed = JSON.parse(r.message.content);
        } catch {
          return { ok: false, reason: "invalid", error: `not JSON: ${r.message.content.slice(0, 80)}`, ms: Date.now() - started };
        }
        const v = req.schema.safeParse(parsed);
        if (!v.success) return { ok: false, reason: "invalid", error: v.error.issues.map((i) => i.message).join("; "), ms: Date.now() - started };
        return { ok: true, value: v.data, ms: Date.now() - started };
      } catch (err) {
        return failure(err, started, req.signal);
      }
    },
    async generate(req) {
      const started = Date.now();
      try {
        const r = await clientWithTimeout(o.host, req.timeoutMs ?? o.timeoutMs).chat({
          model: o.model,
          messages: req.messages,
          options: { temperature: 0, num_predict: req.maxTokens ?? 512 },
          stream: false,
        });
        const text = r.message.content.trim();
        if (text === "") return { ok: false, reason: "invalid", error: "empty answer", ms: Date.now() - started };
        return { ok: true, value: text, ms: Date.now() - started };
      } catch (err) {
        return failure(err, started);
      }
    },
  };
}

export function createOllamaEmbedder(o: { host: string; model: string; timeoutMs: number }): Embedder {
  return {
    model: o.model,
    async embed(texts, timeoutMs) {
      const started = Date.now();
      try {
        const r = await clientWithTimeout(o.host, timeoutMs ?? o.timeoutMs * 3).embed({ model: o.model, input: texts });
        const vectors = r.embeddings.map((e) => Float32Array.from(e));
        const dim = vectors[0]?.length ?? 0;
        if (vectors.length !== texts.length || dim === 0 || vectors.some((v) => v.length !== dim))
          return { ok: false, reason: "invalid", error: `expected ${texts.length} vectors of one size`, ms: Date.now() - started };
        return { ok: true, value: { model: o.model, dim, vectors }, ms: Date.now() - started };
      } catch (err) {
        return failure(err, started);
      }
    },
  };
}
