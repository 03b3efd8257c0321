// The main model as one chat sees it: the model this chat chose (/model) or MAIN_MODEL, and
// every answered call's token usage reported from the provider's usage fields — or, when
// the provider gives none, estimated from the text and marked as estimated.
import { estimateMessagesTokens, estimateTokens } from "./tokens.js";
import type { ChatModel, ChatResponse } from "./types.js";

export interface UsageReport {
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** True when a count is ours (the provider reported no usage for this call). */
  estimated: boolean;
}

export function meteredModel(inner: ChatModel, o: { model: string; chosen: boolean; report: (u: UsageReport) => void }): ChatModel {
  return {
    async complete(req) {
      const r: ChatResponse = await inner.complete(o.chosen ? { ...req, model: o.model } : req);
      const prompt = r.usage.promptTokens;
      const completion = r.usage.completionTokens;
      o.report({
        model: o.model,
        promptTokens: prompt ?? estimateMessagesTokens(req.messages),
        completionTokens: completion ?? estimateTokens(r.content + r.toolCalls.map((c) => c.name + c.arguments).join("")),
        estimated: prompt === undefined || completion === undefined,
      });
      return r;
    },
  };
}
