// Speech to text through any OpenAI-compatible /audio/transcriptions endpoint (a local
// faster-whisper server, or a cloud one), with the `openai` package's transcription call.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, toFile } from "openai";

export type Transcription = { ok: true; text: string; ms: number } | { ok: false; error: string; ms: number };

export interface Transcriber {
  transcribe(audio: { bytes: Uint8Array; name: string; mime?: string | undefined }): Promise<Transcription>;
}

export function createOpenAITranscriber(o: { baseUrl: string; apiKey: string; model: string; timeoutMs: number }): Transcriber {
  const client = new OpenAI({ baseURL: o.baseUrl, apiKey: o.apiKey, timeout: o.timeoutMs, maxRetries: 1 });
  return {
    async transcribe(audio) {
      const started = Date.now();
      try {
        const file = await toFile(audio.bytes, audio.name, audio.mime ? { type: audio.mime } : undefined);
        const r = await client.audio.transcriptions.create({ file, model: o.model, response_format: "json" });
        return { ok: true, text: (r.text ?? "").trim(), ms: Date.now() - started };
      } catch (err) {
        let error: string;
        if (err instanceof APIConnectionTimeoutError) error = `the speech-to-text server did not answer within ${Math.round(o.timeoutMs / 1000)} s`;
        else if (err instanceof APIConnectionError) error = `the speech-to-text server at ${o.baseUrl} is not reachable (check STT_BASE_URL)`;
        else if (err instanceof APIError && (err.status === 401 || err.status === 403)) error = `the speech-to-text server rejected the key (HTTP ${err.status}; check STT_API_KEY)`;
        else if (err instanceof APIError && err.status === 404) error = `the speech-to-text server has no model "${o.model}" or no /audio/transcriptions (HTTP 404; check STT_MODEL and STT_BASE_URL)`;
        else if (err instanceof APIError) error = `the speech-to-text server failed (HTTP ${err.status ?? "?"})`;
        else error = `transcription failed: ${(err as Error)?.message ?? String(err)}`;
        return { ok: false, error, ms: Date.now() - started };
      }
    },
  };
}
