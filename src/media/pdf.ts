// PDF text through unpdf (Mozilla's PDF.js, serverless build): the text layer only. A
// scan without one is reported as such (no OCR here); a file PDF.js cannot open is
// reported as unreadable. No PDF parsing is written by hand.
import { extractText, getDocumentProxy } from "unpdf";

export type PdfText =
  | { ok: true; text: string; pages: number }
  | { ok: false; reason: "no-text" | "unreadable" | "encrypted"; pages?: number; error?: string };

/** Fewer visible characters than this per page means "no text layer" (page numbers, stray marks). */
const MIN_CHARS_PER_PAGE = 16;

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  let doc;
  try {
    // PDF.js takes ownership of the buffer: give it a copy.
    doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (err) {
    const e = err as { name?: string; message?: string };
    if (e?.name === "PasswordException") return { ok: false, reason: "encrypted", error: e.message ?? "" };
    return { ok: false, reason: "unreadable", error: e?.message ?? String(err) };
  }
  try {
    const r = await extractText(doc, { mergePages: false });
    const pages = r.totalPages;
    const text = (r.text as string[]).map((p, i) => (pages > 1 ? `--- page ${i + 1} ---\n${p.trim()}` : p.trim())).join("\n\n").trim();
    const visible = (r.text as string[]).join("").replace(/\s+/g, "").length;
    if (visible < MIN_CHARS_PER_PAGE * Math.max(1, Math.min(pages, 3)) && visible < 200) return { ok: false, reason: "no-text", pages };
    return { ok: true, text, pages };
  } catch (err) {
    return { ok: false, reason: "unreadable", error: (err as Error)?.message ?? String(err) };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
