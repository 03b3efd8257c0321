// Files the user sent: getFile, then GET <apiRoot>/file/bot<token>/<file_path>. The URL
// carries the bot token, so it is never logged or put into an error message; only the
// file_path is. The Bot API serves files up to 20 MB and answers "file is too big" above.
import { GrammyError } from "grammy";
import type { FileDownload, FileSource } from "../chat/ports.js";

/** The largest file the cloud Bot API serves to bots. */
export const BOT_API_FILE_LIMIT = 20 * 1024 * 1024;

export interface FileApi {
  getFile(fileId: string): Promise<{ file_path?: string | undefined; file_size?: number | undefined }>;
}

export function createFileSource(o: { api: FileApi; apiRoot: string; token: string; timeoutMs?: number }): FileSource {
  const timeoutMs = o.timeoutMs ?? 60_000;
  return {
    async download(fileId, maxBytes): Promise<FileDownload> {
      let info: { file_path?: string | undefined; file_size?: number | undefined };
      try {
        info = await o.api.getFile(fileId);
      } catch (err) {
        if (err instanceof GrammyError && /file is too big/i.test(err.description)) return { status: "too-big", bytes: undefined, limit: Math.min(maxBytes, BOT_API_FILE_LIMIT) };
        return { status: "failed", error: err instanceof GrammyError ? `Telegram answered ${err.error_code}: ${err.description}` : `Telegram could not be reached (${(err as Error)?.message ?? String(err)})` };
      }
      if (info.file_size !== undefined && info.file_size > maxBytes) return { status: "too-big", bytes: info.file_size, limit: maxBytes };
      if (!info.file_path) return { status: "failed", error: "Telegram did not give a path for this file" };
      const path = info.file_path;
      let res: Response;
      try {
        res = await fetch(`${o.apiRoot}/file/bot${o.token}/${path.split("/").map(encodeURIComponent).join("/")}`, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        const e = err as { name?: string; cause?: { code?: string } };
        return { status: "failed", error: e?.name === "TimeoutError" ? `the download of ${path} took longer than ${Math.round(timeoutMs / 1000)} s` : `the download of ${path} failed (${e?.cause?.code ?? "network error"})` };
      }
      if (!res.ok) {
        await res.body?.cancel();
        return { status: "failed", error: `the download of ${path} failed (HTTP ${res.status})` };
      }
      const declared = Number(res.headers.get("content-length") ?? NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        await res.body?.cancel();
        return { status: "too-big", bytes: declared, limit: maxBytes };
      }
      // Read with a cap: a server that sends more than it declared is cut off.
      const chunks: Uint8Array[] = [];
      let total = 0;
      const reader = res.body?.getReader();
      if (!reader) return { status: "failed", error: `the download of ${path} had no body` };
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) {
          await reader.cancel();
          return { status: "too-big", bytes: total, limit: maxBytes };
        }
        chunks.push(value);
      }
      const bytes = new Uint8Array(total);
      let at = 0;
      for (const c of chunks) {
        bytes.set(c, at);
        at += c.byteLength;
      }
      return { status: "ok", bytes, path };
    },
  };
}
