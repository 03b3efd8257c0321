// The model writes Markdown; Telegram accepts a small HTML subset. Rendering is done per
// block so the splitter can cut between blocks and never inside a tag, a code block or an
// entity. Anything the renderer does not understand stays literal text (escaped).

export interface Block {
  kind: "code" | "text";
  /** The Markdown this block came from: resent as plain text if Telegram rejects the HTML. */
  source: string;
  html: string;
  /** Code blocks keep their language so a split block can be rewrapped. */
  lang?: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttr(s: string): string {
  return escapeHtml(s).replace(/"/g, "&quot;");
}

export function codeBlockHtml(code: string, lang?: string): string {
  const cls = lang ? ` class="language-${escapeAttr(lang)}"` : "";
  return `<pre><code${cls}>${escapeHtml(code)}</code></pre>`;
}

// Only web links become tappable. tg:// links act inside Telegram (tg://login?token=...
// signs a device in, tg://proxy sets a proxy, tg://resolve opens a chat) and mailto: hides
// its address: behind a label none of them shows where it goes, so they stay text.
const SAFE_URL = /^https?:\/\/[^\s<>"]+$/i;

function urlOf(href: string): URL | undefined {
  try {
    const u = new URL(href);
    return u.protocol === "http:" || u.protocol === "https:" ? u : undefined;
  } catch {
    return undefined;
  }
}

const DOMAIN = /[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/g;

/**
 * True when a link's visible text names where it goes: it mentions at least one host, and
 * every host it mentions is the link's own (or a subdomain of it). A substring is not
 * enough: "paypal.com" contains "al.com", and "https://accounts.google.com" names another site.
 */
export function labelNamesHost(label: string, hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  // Version numbers ("20.1") are not host names: a name's last label has a letter.
  const named = [...label.toLowerCase().matchAll(DOMAIN)].map((m) => m[0]).filter((d) => d === host || /[a-z]/.test(d.slice(d.lastIndexOf(".") + 1)));
  return named.length > 0 && named.every((d) => d === host || d.endsWith(`.${host}`));
}

/** Finds the closing delimiter for an inline span starting at `from`. */
function findClose(s: string, delim: string, from: number): number {
  let j = s.indexOf(delim, from);
  while (j !== -1) {
    const inner = s.slice(from, j);
    const okInner = inner.length > 0 && !/^\s/.test(inner) && !/\s$/.test(inner);
    const after = s[j + delim.length] ?? "";
    // "_" must not close inside a word (snake_case stays literal).
    const okAfter = delim[0] !== "_" || !/[\p{L}\p{N}]/u.test(after);
    if (okInner && okAfter) return j;
    j = s.indexOf(delim, j + 1);
  }
  return -1;
}

export function renderInline(s: string): string {
  let out = "";
  let i = 0;
  while (i < s.length) {
    const c = s[i] as string;
    if (c === "\\" && i + 1 < s.length && /[\\`*_{}[\]()#+\-.!~|>]/.test(s[i + 1] as string)) {
      out += escapeHtml(s[i + 1] as string);
      i += 2;
      continue;
    }
    if (c === "`") {
      let n = 1;
      while (s[i + n] === "`") n++;
      const fence = "`".repeat(n);
      const end = s.indexOf(fence, i + n);
      if (end > i + n) {
        out += `<code>${escapeHtml(s.slice(i + n, end).replace(/^ (.*) $/, "$1"))}</code>`;
        i = end + n;
        continue;
      }
      out += escapeHtml(fence);
      i += n;
      continue;
    }
    if (c === "[") {
      const m = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(s.slice(i));
      const u = m && SAFE_URL.test(m[2] as string) ? urlOf(m[2] as string) : undefined;
      if (m && u) {
        const label = renderInline(m[1] as string);
        // A link always shows where it goes: text that does not name the real host gets it
        // appended, so "[Session expired](https://evil.example/login)" cannot pass for a
        // message from the bot's own service (punycode shows look-alike names for what they are).
        const shown = labelNamesHost(htmlToPlain(label), u.hostname) ? "" : ` (${escapeHtml(u.host.toLowerCase())})`;
        out += `<a href="${escapeAttr(m[2] as string)}">${label}</a>${shown}`;
        i += m[0].length;
        continue;
      }
    }
    const two = s.slice(i, i + 2);
    if (two === "**" || two === "__" || two === "~~") {
      const prev = s[i - 1] ?? "";
      const leftOk = two !== "__" || !/[\p{L}\p{N}]/u.test(prev);
      const end = leftOk ? findClose(s, two, i + 2) : -1;
      if (end !== -1) {
        const tag = two === "~~" ? "s" : "b";
        out += `<${tag}>${renderInline(s.slice(i + 2, end))}</${tag}>`;
        i = end + 2;
        continue;
      }
      out += escapeHtml(two);
      i += 2;
      continue;
    }
    if (c === "*" || c === "_") {
      const prev = s[i - 1] ?? "";
      const leftOk = c === "*" || !/[\p{L}\p{N}]/u.test(prev);
      const end = leftOk ? findClose(s, c, i + 1) : -1;
      if (end !== -1 && s[end + 1] !== c) {
        out += `<i>${renderInline(s.slice(i + 1, end))}</i>`;
        i = end + 1;
        continue;
      }
    }
    out += escapeHtml(c);
    i++;
  }
  return out;
}

function renderLine(line: string): string {
  const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
  if (heading) return `<b>${renderInline(heading[1] as string)}</b>`;
  if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) return "──────────";
  const bullet = /^(\s*)[-*+]\s+(.*)$/.exec(line);
  if (bullet) return `${bullet[1]}• ${renderInline(bullet[2] as string)}`;
  return renderInline(line);
}

/** Renders a run of non-code lines (a paragraph, list or quote) to HTML. */
export function renderTextLines(lines: readonly string[]): string {
  const out: string[] = [];
  let quote: string[] = [];
  const flushQuote = () => {
    if (quote.length > 0) out.push(`<blockquote>${quote.map(renderLine).join("\n")}</blockquote>`);
    quote = [];
  };
  for (const line of lines) {
    const q = /^\s{0,3}>\s?(.*)$/.exec(line);
    if (q) {
      quote.push(q[1] as string);
      continue;
    }
    flushQuote();
    out.push(renderLine(line));
  }
  flushQuote();
  return out.join("\n");
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;

/** Splits Markdown into blocks: fenced code, tables (shown monospaced) and text runs. */
export function renderBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let text: string[] = [];
  const flushText = () => {
    while (text.length > 0 && (text[0] as string).trim() === "") text.shift();
    while (text.length > 0 && (text.at(-1) as string).trim() === "") text.pop();
    if (text.length > 0) blocks.push({ kind: "text", source: text.join("\n"), html: renderTextLines(text) });
    text = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const fence = FENCE.exec(line);
    if (fence) {
      flushText();
      const marker = (fence[1] as string)[0] as string;
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        if (new RegExp(`^\\s{0,3}\\${marker}{3,}\\s*$`).test(lines[j] as string)) break;
        body.push(lines[j] as string);
      }
      const code = body.join("\n");
      const lang = fence[2] || undefined;
      blocks.push({ kind: "code", source: lines.slice(i, Math.min(j + 1, lines.length)).join("\n"), html: codeBlockHtml(code, lang), ...(lang ? { lang } : {}) });
      i = j;
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      flushText();
      const rows: string[] = [];
      let j = i;
      for (; j < lines.length && /^\s*\|.*\|\s*$/.test(lines[j] as string); j++) rows.push(lines[j] as string);
      const table = rows.filter((r) => !/^\s*\|[\s:|-]+\|\s*$/.test(r)).join("\n");
      blocks.push({ kind: "code", source: rows.join("\n"), html: codeBlockHtml(table) });
      i = j - 1;
      continue;
    }
    if (line.trim() === "") {
      flushText();
      continue;
    }
    text.push(line);
  }
  flushText();
  return blocks;
}

/** Text as Telegram would show it: tags removed, entities decoded. */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
