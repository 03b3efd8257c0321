// One main-model call with the finish-reason policy of seed 002: every `length` logs a
// warning with tokens used and the limit; a `length` with empty content (reasoning ate the
// budget) is retried once with a larger max_tokens.
import { estimateTokens } from "../llm/tokens.js";
import type { ChatModel, ChatRequest, ChatResponse } from "../llm/types.js";
import type { Log } from "../log.js";

export const EMPTY_LENGTH_RETRY_FACTOR = 4;

export interface ModelCallResult {
  response: ChatResponse;
  maxTokens: number;
}

export async function callModel(req: ChatRequest, deps: { model: ChatModel; log: Log; maxRetryTokens: number }): Promise<ModelCallResult> {
  let maxTokens = req.maxTokens;
  let response = await deps.model.complete(req);
  const warn = (r: ChatResponse, limit: number) => {
    if (r.finish.reason !== "length") return;
    deps.log.warn(
      { tokensUsed: r.usage.completionTokens ?? estimateTokens(r.content), limit, provenance: r.finish.provenance, raw: r.finish.raw, emptyContent: r.content.trim() === "" },
      "model output cut at the length limit",
    );
  };
  warn(response, maxTokens);
  if (response.finish.reason === "length" && response.content.trim() === "") {
    maxTokens = Math.min(deps.maxRetryTokens, maxTokens * EMPTY_LENGTH_RETRY_FACTOR);
    deps.log.info({ maxTokens }, "empty answer cut at the length limit (reasoning used the budget): retrying once with a larger budget");
    response = await deps.model.complete({ ...req, maxTokens });
    warn(response, maxTokens);
  }
  return { response, maxTokens };
}
