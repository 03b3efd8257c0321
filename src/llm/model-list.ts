// The main models an endpoint offers, for /model: Ollama's own list when the main model is
// served by Ollama (embedding-only models left out: they cannot chat), otherwise the
// OpenAI-compatible GET /models.
import { Ollama } from "ollama";
import OpenAI from "openai";

export type ModelList = { ok: true; models: string[] } | { ok: false; error: string };

export interface ModelLister {
  list(): Promise<ModelList>;
}

export function createModelLister(o: { baseUrl: string; apiKey: string; ollamaHost: string; embedModel: string; timeoutMs: number }): ModelLister {
  const viaOllama = o.baseUrl.replace(/\/+$/, "") === `${o.ollamaHost.replace(/\/+$/, "")}/v1`;
  const describe = (err: unknown) => {
    const e = err as { status?: number; message?: string; cause?: { code?: string } };
    if (e?.status) return `HTTP ${e.status} from ${viaOllama ? o.ollamaHost : o.baseUrl}`;
    return `${viaOllama ? o.ollamaHost : o.baseUrl} is not reachable (${e?.cause?.code ?? e?.message ?? String(err)})`;
  };
  const full = (n: string) => (n.includes(":") ? n : `${n}:latest`);
  return {
    async list() {
      try {
        if (viaOllama) {
          const ollama = new Ollama({ host: o.ollamaHost, fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(o.timeoutMs) }) });
          const names = (await ollama.list()).models.map((m) => m.name).filter((n) => full(n) !== full(o.embedModel));
          // Capabilities (Ollama 0.6+) tell chat models from embedding ones; older servers say nothing: keep the model.
          const chat = await Promise.all(
            names.map(async (n) => {
              try {
                const caps = (await ollama.show({ model: n })).capabilities ?? [];
                return caps.length === 0 || caps.includes("completion");
              } catch {
                return true;
              }
            }),
          );
          return { ok: true, models: names.filter((_, i) => chat[i]).sort() };
        }
        const client = new OpenAI({ baseURL: o.baseUrl, apiKey: o.apiKey, timeout: o.timeoutMs, maxRetries: 0 });
        const models: string[] = [];
        for await (const m of client.models.list()) models.push(m.id);
        return { ok: true, models: models.sort() };
      } catch (err) {
        return { ok: false, error: describe(err) };
      }
    },
  };
}
