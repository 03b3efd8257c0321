// Read: what arrived besides text becomes something the model can take — a photo an
// image part (main model) or a description (VISION_MODEL), a voice note its transcript,
// a document its full text. Every problem (too big, corrupt, no text layer, no vision or
// speech-to-text configured, a failing server) ends here as a notice for the person that
// says what happened and what to do; nothing is thrown. Files are hostile input: decoded
// only by well-kept libraries (sharp, PDF.js through unpdf, Readability), never executed.
import type { FileSource } from "../chat/ports.js";
import type { ImageDescriber } from "../llm/vision.js";
import { VISION_HOWTO, type VisionRoute } from "../llm/vision-route.js";
import type { Transcriber } from "../llm/transcribe.js";
import type { ImageInput } from "../llm/types.js";
import type { Log } from "../log.js";
import { ImageError, prepareImage } from "../media/image.js";
import type { InputPart, StoredInput } from "../media/input.js";
import { classifyFile, READABLE_FILES } from "../media/kinds.js";
import { pdfText } from "../media/pdf.js";
import { decodeText, htmlToMarkdown } from "../media/text.js";
import type { MediaStore } from "../store/media-files.js";
import type { Attachment } from "../store/inbox.js";
import { escapeMarkdown } from "../tools/presentation.js";

export interface ReadDeps {
  files: FileSource;
  media: Pick<MediaStore, "put">;
  route: VisionRoute;
  /** Describes photos: VISION_MODEL when set, else (main route) the main model. */
  describer?: ImageDescriber | undefined;
  transcriber?: Transcriber | undefined;
  /** A short summary of a long document (local model); undefined falls back to its lead. */
  summarize(title: string, text: string): Promise<string | undefined>;
  maxFileBytes: number;
  maxAudioSeconds: number;
  localTimeoutMs: number;
  now(): number;
  log: Log;
}

/** A document's full text, stored by the turn (documents table + memory passages). */
export interface ReadDocument {
  part: number;
  title: string;
  text: string;
}

export type ReadResult =
  | {
      ok: true;
      input: StoredInput;
      /** What the user said: the caption, or the transcript of a voice note. */
      text: string;
      documents: ReadDocument[];
      /** Image parts for the main model (main route only). */
      images: ImageInput[];
      /** Shown at once: the transcript quote of a voice note. */
      echo?: string | undefined;
      /** Main route: descriptions for later turns, filled into `input` when done. */
      describing?: Promise<void> | undefined;
    }
  | { ok: false; input: StoredInput; text: string; notice: string };

/** Documents longer than this get a summary shown at once (the article skill's threshold). */
export const SUMMARY_THRESHOLD = 500;

export const STT_HOWTO =
  "I can't listen to voice notes yet: speech-to-text is not configured. Set STT_BASE_URL to an OpenAI-compatible server with /audio/transcriptions " +
  "(a local faster-whisper server, or https://api.openai.com/v1 with STT_API_KEY) and STT_MODEL (e.g. whisper-1), then restart me. Until then, please type it.";

export const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;

class Refusal extends Error {}

export function lead(text: string, max = 600): string {
  const paras = text.split(/\n\n+/).filter((p) => p.trim() !== "" && !p.startsWith("---"));
  let out = "";
  for (const p of paras) {
    if ((out + p).length > max) break;
    out += (out ? "\n\n" : "") + p;
  }
  return out || `${text.slice(0, max)}${text.length > max ? "…" : ""}`;
}

export async function readInput(m: { text: string; attachments: readonly Attachment[] }, d: ReadDeps): Promise<ReadResult> {
  const parts: InputPart[] = [];
  const documents: ReadDocument[] = [];
  const images: ImageInput[] = [];
  const toDescribe: Array<{ part: Extract<InputPart, { kind: "image" }>; image: ImageInput }> = [];
  let heard = "";
  let echo: string | undefined;

  const download = async (a: Exclude<Attachment, { kind: "unsupported" }>, what: string): Promise<Uint8Array> => {
    if (a.bytes !== undefined && a.bytes > d.maxFileBytes)
      throw new Refusal(`This ${what} is ${mb(a.bytes)}; I read files up to ${mb(d.maxFileBytes)} (MAX_FILE_BYTES). Please send a smaller one.`);
    const r = await d.files.download(a.fileId, d.maxFileBytes);
    if (r.status === "too-big")
      throw new Refusal(
        `This ${what} is ${r.bytes !== undefined ? mb(r.bytes) : "too big"}: I can read files up to ${mb(r.limit)}` +
          (r.bytes === undefined ? " (Telegram lets bots download at most 20 MB)" : " (MAX_FILE_BYTES)") + ". Please send a smaller one.",
      );
    if (r.status === "failed") throw new Refusal(`I could not download this ${what} from Telegram: ${r.error}. Please send it again.`);
    return r.bytes;
  };

  const readImage = async (bytes: Uint8Array, name: string | undefined): Promise<void> => {
    if (d.route === "none") throw new Refusal(VISION_HOWTO);
    let img;
    try {
      img = await prepareImage(bytes);
    } catch (err) {
      if (!(err instanceof ImageError)) throw err;
      throw new Refusal(`I could not open ${name ? `“${name}”` : "this image"}: it seems damaged or is not an image I can read (${err.message}). Please send it again, as a photo or a JPEG/PNG file.`);
    }
    d.media.put({ hash: img.hash, mime: img.mime, bytes: img.bytes, width: img.width, height: img.height, now: d.now() });
    const input: ImageInput = { mime: img.mime, data: img.bytes.toString("base64"), width: img.width, height: img.height };
    const part: Extract<InputPart, { kind: "image" }> = { kind: "image", hash: img.hash, mime: img.mime, width: img.width, height: img.height, via: d.route === "main" ? "main" : "local", ...(name ? { name } : {}) };
    parts.push(part);
    if (d.route === "main") {
      images.push(input);
      if (d.describer) toDescribe.push({ part, image: input });
      return;
    }
    const describer = d.describer as ImageDescriber;
    const r = await describer.describe(input, d.localTimeoutMs * 6);
    if (!r.ok)
      throw new Refusal(`The vision model ${describer.name} could not describe this photo (${r.error}). Check that Ollama is running and the model is pulled (\`ollama pull <VISION_MODEL>\`), then send it again.`);
    part.description = r.value;
    part.describer = describer.name;
  };

  try {
    for (const a of m.attachments) {
      switch (a.kind) {
        case "unsupported":
          throw new Refusal(`I can't read ${a.what} yet. I can read ${READABLE_FILES}, and voice notes.`);
        case "photo":
          if (d.route === "none") throw new Refusal(VISION_HOWTO);
          await readImage(await download(a, "photo"), undefined);
          break;
        case "voice":
        case "audio": {
          const what = a.kind === "voice" ? "voice note" : "audio file";
          if (!d.transcriber) throw new Refusal(STT_HOWTO);
          if (a.seconds > d.maxAudioSeconds)
            throw new Refusal(`This ${what} is ${clock(a.seconds)} long; I transcribe at most ${clock(d.maxAudioSeconds)} (MAX_AUDIO_SECONDS). Please send a shorter one.`);
          const bytes = await download(a, what);
          const name = a.name ?? (a.kind === "voice" ? "voice.ogg" : "audio");
          const r = await d.transcriber.transcribe({ bytes, name, mime: a.mime ?? (a.kind === "voice" ? "audio/ogg" : undefined) });
          if (!r.ok) throw new Refusal(`I could not transcribe this ${what}: ${r.error}. Please try again later, or type it.`);
          if (r.text === "") throw new Refusal(`I could not hear any words in this ${what}. Please try again, or type it.`);
          parts.push({ kind: "voice", seconds: a.seconds, transcript: r.text, ms: r.ms });
          heard += (heard ? "\n" : "") + r.text;
          break;
        }
        case "document": {
          const name = a.name ?? "file";
          const bytes = await download(a, "file");
          const kind = classifyFile({ mime: a.mime, name: a.name, head: bytes.subarray(0, 16) });
          if (kind === "image") {
            await readImage(bytes, name);
            break;
          }
          let text: string;
          let type: "pdf" | "text" | "html";
          let pages: number | undefined;
          let title = name;
          if (kind === "pdf") {
            const r = await pdfText(bytes);
            if (!r.ok)
              throw new Refusal(
                r.reason === "no-text"
                  ? `“${name}” has no text layer (${r.pages ?? "?"} page(s) of scanned images), so I can't read it. Send a PDF with selectable text, or photos of the pages.`
                  : r.reason === "encrypted"
                    ? `“${name}” is password-protected, so I can't read it. Send a copy without the password.`
                    : `I could not read “${name}”: it is not a PDF I can open (${r.error ?? "damaged file"}).`,
              );
            ({ text, pages } = r);
            type = "pdf";
          } else if (kind === "unsupported") {
            throw new Refusal(`I can't read “${name}”${a.mime ? ` (${a.mime})` : ""}. I can read ${READABLE_FILES}.`);
          } else {
            const decoded = decodeText(bytes);
            if (!decoded.ok) throw new Refusal(`I can't read “${name}”: it is not a text file${a.mime ? ` (${a.mime})` : ""}. I can read ${READABLE_FILES}.`);
            if (kind === "html") {
              const h = htmlToMarkdown(decoded.text);
              text = h.text;
              if (h.title) title = `${h.title} (${name})`;
              type = "html";
            } else {
              text = decoded.text.replace(/\r\n?/g, "\n").trim();
              type = "text";
            }
          }
          if (text.trim() === "") throw new Refusal(`“${name}” is empty: there is no text in it to read.`);
          const part: Extract<InputPart, { kind: "document" }> = { kind: "document", name, type, ...(pages !== undefined ? { pages } : {}), chars: text.length };
          if (text.length > SUMMARY_THRESHOLD) part.summary = (await d.summarize(title, text)) ?? lead(text);
          parts.push(part);
          documents.push({ part: parts.length - 1, title, text });
          break;
        }
      }
    }
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    d.log.info({ problem: err.message, read: parts.map((p) => p.kind) }, "could not read what the user sent");
    return { ok: false, input: { parts, problem: err.message }, text: m.text, notice: err.message };
  }

  if (heard !== "") {
    const quote = heard.length > 400 ? `${heard.slice(0, 399)}…` : heard;
    echo = `🎤 “${escapeMarkdown(quote.replace(/\n+/g, " "))}”`;
  }
  const text = [heard, m.text].filter((s) => s.trim() !== "").join("\n\n");
  const describing =
    toDescribe.length > 0
      ? Promise.all(
          toDescribe.map(async ({ part, image }) => {
            const describer = d.describer as ImageDescriber;
            const r = await describer.describe(image, d.localTimeoutMs * 6);
            if (r.ok) Object.assign(part, { description: r.value, describer: describer.name });
            else d.log.warn({ error: r.error, describer: describer.name }, "no description of the photo for later turns (the model saw the image now)");
          }),
        ).then(() => undefined)
      : undefined;
  return { ok: true, input: { parts }, text, documents, images, echo, describing };
}
