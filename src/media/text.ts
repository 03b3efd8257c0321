// Text files: decoded by their byte order mark, else as strict UTF-8, else refused as
// binary. HTML is reduced to its readable text with the same libraries the article skill
// uses (Readability on linkedom, turndown to Markdown).
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";

export type Decoded = { ok: true; text: string; encoding: string } | { ok: false; reason: "binary" };

export function decodeText(bytes: Uint8Array): Decoded {
  const b = bytes;
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { ok: true, text: new TextDecoder("utf-8").decode(b.subarray(3)), encoding: "utf-8" };
  if (b[0] === 0xff && b[1] === 0xfe) return { ok: true, text: new TextDecoder("utf-16le").decode(b.subarray(2)), encoding: "utf-16le" };
  if (b[0] === 0xfe && b[1] === 0xff) return { ok: true, text: new TextDecoder("utf-16be").decode(b.subarray(2)), encoding: "utf-16be" };
  // NUL bytes do not occur in text: an office file, an archive, an executable.
  if (b.subarray(0, 8192).includes(0)) return { ok: false, reason: "binary" };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(b), encoding: "utf-8" };
  } catch {
    // Legacy Korean files are usually EUC-KR (cp949); anything else that is not UTF-8 is refused.
    try {
      const text = new TextDecoder("euc-kr", { fatal: true }).decode(b);
      return { ok: true, text, encoding: "euc-kr" };
    } catch {
      return { ok: false, reason: "binary" };
    }
  }
}

export function htmlToMarkdown(html: string): { title: string | undefined; text: string } {
  const { document } = parseHTML(html);
  const article = new Readability(document, { charThreshold: 100 }).parse();
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  turndown.remove(["script", "style", "noscript"]);
  turndown.escape = (text) => text;
  const title = (article?.title || document.querySelector("title")?.textContent || "").trim() || undefined;
  const body = article?.content ? turndown.turndown(article.content) : (document.body?.textContent ?? "");
  return { title, text: body.replace(/\n{3,}/g, "\n\n").trim() };
}
