// The narrow shapes the pipeline speaks; adapters translate to each client library.

export interface ToolCall {
  id: string;
  name: string;
  /** JSON text as the model produced it (may be invalid: hygiene and the runner check). */
  arguments: string;
}

/** An image attached to a user message (already resized; see media/image.ts). */
export interface ImageInput {
  mime: string;
  /** Base64 of the bytes. */
  data: string;
  width: number;
  height: number;
}

export type ChatMessage =
  | { role: "system"; content: string }
  /** `images` only on the current question, and only for a main model that takes images (hygiene enforces it). */
  | { role: "user"; content: string; images?: ImageInput[] }
  | { role: "assistant"; content: string; toolCalls?: ToolCall[] }
  | { role: "tool"; toolCallId: string; content: string };

export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export type FinishReason = "stop" | "length" | "content_filter" | "tool_calls";
/** upstream: the provider said it; estimated: measured against the budget; assumed: nothing said. */
export type FinishProvenance = "upstream" | "estimated" | "assumed";

export interface Finish {
  reason: FinishReason;
  provenance: FinishProvenance;
  /** The provider's own word, if it gave one. */
  raw: string | null;
}

export interface ChatRequest {
  /** The model to ask; the port's own (MAIN_MODEL) when absent. /model sets one per chat. */
  model?: string;
  messages: ChatMessage[];
  tools?: ToolSpec[];
  maxTokens: number;
  /** Aborts the call (/stop); the call rejects. */
  signal?: AbortSignal | undefined;
  /**
   * Streaming: each piece of the answer's text as it arrives, with the text so far (a
   * model that does not stream never calls it). Tool-call arguments are not text.
   */
  onText?: ((delta: string, soFar: string) => void) | undefined;
}

export interface ChatResponse {
  content: string;
  toolCalls: ToolCall[];
  finish: Finish;
  usage: { promptTokens?: number; completionTokens?: number };
}

/** The main model port. */
export interface ChatModel {
  complete(req: ChatRequest): Promise<ChatResponse>;
}

export class ModelError extends Error {
  override name = "ModelError";
  constructor(
    message: string,
    readonly kind: "unreachable" | "timeout" | "rejected" | "server" | "invalid",
  ) {
    super(message);
  }
}
