// Packs rendered blocks into Telegram messages of at most `limit` characters. Cuts fall
// between blocks, then between lines, then between words; an oversized code block is
// cut between lines and each piece rewrapped in its own <pre>, so no chunk ever ends
// inside a tag, a code block or an HTML entity (the source is cut before escaping).
import { type Block, codeBlockHtml, escapeHtml, renderBlocks, renderTextLines } from "./render.js";

export const TELEGRAM_LIMIT = 4096;

export interface Chunk {
  html: string;
  /** Plain-text fallback for this chunk (its Markdown source). */
  source: string;
}

/**
 * Cuts a string into pieces of at most `max` UTF-16 units that concatenate back to the
 * original, preferring to cut after whitespace and never inside a surrogate pair.
 */
export function cutText(s: string, max: number): string[] {
  const out: string[] = [];
  let rest = s;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(" ", max - 1) + 1;
    if (cut < max * 0.5) cut = max;
    const code = rest.charCodeAt(cut - 1);
    if (code >= 0xd800 && code <= 0xdbff) cut--;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0) out.push(rest);
  return out;
}

function splitCode(block: Block, limit: number): Block[] {
  const wrap = codeBlockHtml("", block.lang).length;
  const budget = limit - wrap;
  const body = block.source.split("\n");
  // Drop the fence lines: pieces are rewrapped.
  if (/^\s{0,3}(`{3,}|~{3,})/.test(body[0] ?? "")) body.shift();
  if (/^\s{0,3}(`{3,}|~{3,})\s*$/.test(body.at(-1) ?? "")) body.pop();
  const pieces: Block[] = [];
  let cur: string[] = [];
  let curLen = 0;
  const flush = () => {
    if (cur.length === 0) return;
    const code = cur.join("\n");
    pieces.push({ kind: "code", source: code, html: codeBlockHtml(code, block.lang), ...(block.lang ? { lang: block.lang } : {}) });
    cur = [];
    curLen = 0;
  };
  for (const line of body) {
    // Escaping can grow a line up to 5x (& -> &amp;); cut raw text so the escaped piece fits.
    const parts = escapeHtml(line).length > budget ? cutText(line, Math.floor(budget / 5)) : [line];
    for (const part of parts) {
      const len = escapeHtml(part).length + 1;
      if (curLen + len > budget) flush();
      cur.push(part);
      curLen += len;
    }
  }
  flush();
  return pieces;
}

function splitText(block: Block, limit: number): Block[] {
  const pieces: Block[] = [];
  let cur = "";
  const render = (src: string) => renderTextLines(src.split("\n"));
  const flush = () => {
    if (cur !== "") pieces.push({ kind: "text", source: cur, html: render(cur) });
    cur = "";
  };
  for (const line of block.source.split("\n")) {
    const parts = render(line).length > limit ? cutText(line, Math.floor(limit / 5)) : [line];
    parts.forEach((part, i) => {
      const joined = cur === "" ? part : `${cur}${i === 0 ? "\n" : ""}${part}`;
      if (cur !== "" && render(joined).length > limit) {
        flush();
        cur = part;
      } else cur = joined;
    });
  }
  flush();
  return pieces;
}

export function splitBlocks(blocks: readonly Block[], limit = TELEGRAM_LIMIT): Chunk[] {
  const fitted: Block[] = [];
  for (const b of blocks) {
    if (b.html.length <= limit) fitted.push(b);
    else fitted.push(...(b.kind === "code" ? splitCode(b, limit) : splitText(b, limit)));
  }
  const chunks: Chunk[] = [];
  let html = "";
  let source = "";
  for (const b of fitted) {
    if (html !== "" && html.length + 2 + b.html.length > limit) {
      chunks.push({ html, source });
      html = "";
      source = "";
    }
    html = html === "" ? b.html : `${html}\n\n${b.html}`;
    source = source === "" ? b.source : `${source}\n\n${b.source}`;
  }
  if (html !== "") chunks.push({ html, source });
  return chunks;
}

/** Markdown -> Telegram HTML messages, each within the limit. */
export function toTelegramChunks(markdown: string, limit = TELEGRAM_LIMIT): Chunk[] {
  const chunks = splitBlocks(renderBlocks(markdown), limit);
  return chunks.length > 0 ? chunks : [{ html: escapeHtml(markdown.trim() || "…"), source: markdown.trim() || "…" }];
}
