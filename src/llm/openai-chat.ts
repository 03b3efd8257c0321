// The main model through the `openai` package (any OpenAI-compatible server; Ollama's
// /v1 by default). Streaming or not, the finish reason is taken from the provider (the
// last chunk carries it) and normalized with its provenance. While streaming, text deltas
// go to the request's onText as they arrive (the live reply).
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import type { ChatCompletionChunk, ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import { normalizeFinish } from "./finish.js";
import { type ChatModel, type ChatMessage, type ChatRequest, type ChatResponse, ModelError, type ToolCall } from "./types.js";

export interface OpenAIChatOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  stream: boolean;
  timeoutMs: number;
}

function toParams(messages: readonly ChatMessage[]): ChatCompletionMessageParam[] {
  return messages.map((m): ChatCompletionMessageParam => {
    switch (m.role) {
      case "system":
        return { role: m.role, content: m.content };
      case "user":
        // OpenAI chat format: text first, then each image as a data URL.
        return m.images && m.images.length > 0
          ? { role: "user", content: [{ type: "text", text: m.content }, ...m.images.map((i) => ({ type: "image_url" as const, image_url: { url: `data:${i.mime};base64,${i.data}` } }))] }
          : { role: "user", content: m.content };
      case "tool":
        return { role: "tool", tool_call_id: m.toolCallId, content: m.content };
      case "assistant":
        return m.toolCalls && m.toolCalls.length > 0
          ? {
              role: "assistant",
              content: m.content === "" ? null : m.content,
              tool_calls: m.toolCalls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } })),
            }
          : { role: "assistant", content: m.content };
    }
  });
}

const unreadable = (baseUrl: string) =>
  new ModelError(`The model server at ${baseUrl} sent an answer that is not a chat completion; check OPENAI_BASE_URL points to an OpenAI-compatible /v1 endpoint.`, "invalid");

export function describeModelError(err: unknown, o: { baseUrl: string; model: string; timeoutMs: number; /** The chat chose this model with /model. */ chosen?: boolean }): ModelError {
  if (err instanceof ModelError) return err;
  if (err instanceof APIConnectionTimeoutError)
    return new ModelError(`The main model did not answer within ${Math.round(o.timeoutMs / 1000)} s (MODEL_TIMEOUT_MS).`, "timeout");
  if (err instanceof APIConnectionError)
    return new ModelError(
      `The main model server at ${o.baseUrl} is not reachable. Is Ollama running (\`ollama serve\`)? Otherwise check OPENAI_BASE_URL.`,
      "unreachable",
    );
  if (err instanceof APIError) {
    const status = err.status ?? 0;
    if (status === 404)
      return new ModelError(
        o.chosen
          ? `Model "${o.model}", chosen for this chat with /model, is no longer at ${o.baseUrl}: choose another with /model (or run \`ollama pull ${o.model}\`).`
          : `Model "${o.model}" was not found at ${o.baseUrl}: run \`ollama pull ${o.model}\` or fix MAIN_MODEL.`,
        "rejected",
      );
    if (status === 401 || status === 403)
      return new ModelError(`The model server rejected the API key (HTTP ${status}): check OPENAI_API_KEY.`, "rejected");
    if (status === 400 || status === 422)
      return new ModelError(`The model server refused the request (HTTP ${status}): ${err.message}`, "rejected");
    return new ModelError(`The model server failed (HTTP ${status}): ${err.message}`, "server");
  }
  if (err instanceof SyntaxError) return unreadable(o.baseUrl);
  if (err instanceof Error && err.name === "AbortError") return new ModelError("The model call was cancelled.", "timeout");
  return new ModelError(`The model call failed: ${err instanceof Error ? err.message : String(err)}`, "server");
}

export function createOpenAIChatModel(o: OpenAIChatOptions): ChatModel {
  const client = new OpenAI({ baseURL: o.baseUrl, apiKey: o.apiKey, timeout: o.timeoutMs, maxRetries: 2 });

  async function completeOnce(req: ChatRequest): Promise<ChatResponse> {
    const tools: ChatCompletionTool[] | undefined = req.tools?.map((t) => ({
      type: "function",
      function: { name: t.name, description: t.description, parameters: t.parameters },
    }));
    const base = {
      model: req.model ?? o.model,
      messages: toParams(req.messages),
      max_tokens: req.maxTokens,
      ...(tools && tools.length > 0 ? { tools } : {}),
    };
    const opts = req.signal ? { signal: req.signal } : {};
    if (!o.stream) {
      const r = await client.chat.completions.create({ ...base, stream: false }, opts);
      if (!Array.isArray(r?.choices)) throw unreadable(o.baseUrl);
      const choice = r.choices[0];
      const content = choice?.message?.content ?? "";
      const toolCalls: ToolCall[] = (choice?.message?.tool_calls ?? []).flatMap((c) =>
        c.type === "function" ? [{ id: c.id ?? "", name: c.function?.name ?? "", arguments: c.function?.arguments ?? "" }] : [],
      );
      const usage = { promptTokens: r.usage?.prompt_tokens, completionTokens: r.usage?.completion_tokens };
      return {
        content,
        toolCalls,
        usage,
        finish: normalizeFinish({ raw: choice?.finish_reason, content, hasToolCalls: toolCalls.length > 0, completionTokens: usage.completionTokens, maxTokens: req.maxTokens }),
      };
    }
    const stream = await client.chat.completions.create({ ...base, stream: true, stream_options: { include_usage: true } }, opts);
    let content = "";
    let raw: string | null = null;
    const calls = new Map<number, ToolCall>();
    let usage: ChatResponse["usage"] = {};
    let chunks = 0;
    for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
      chunks++;
      if (chunk.usage) usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
      for (const choice of chunk.choices ?? []) {
        const d = choice.delta;
        if (d?.content) {
          content += d.content;
          req.onText?.(d.content, content);
        }
        for (const tc of d?.tool_calls ?? []) {
          const cur = calls.get(tc.index) ?? { id: "", name: "", arguments: "" };
          if (tc.id) cur.id = tc.id;
          if (tc.function?.name) cur.name += tc.function.name;
          if (tc.function?.arguments) cur.arguments += tc.function.arguments;
          calls.set(tc.index, cur);
        }
        // The reason arrives on the last chunk; earlier chunks carry null. Keep the last one said.
        if (choice.finish_reason) raw = choice.finish_reason;
      }
    }
    // Not one chunk: whatever arrived was not a completion stream (an HTML error page, cut JSON).
    if (chunks === 0) throw unreadable(o.baseUrl);
    const toolCalls = [...calls.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
    return {
      content,
      toolCalls,
      usage,
      finish: normalizeFinish({ raw, content, hasToolCalls: toolCalls.length > 0, completionTokens: usage.completionTokens, maxTokens: req.maxTokens }),
    };
  }

  return {
    async complete(req) {
      try {
        return await completeOnce(req);
      } catch (err) {
        throw describeModelError(err, { ...o, model: req.model ?? o.model, chosen: req.model !== undefined && req.model !== o.model });
      }
    },
  };
}
