// Fetch + extract: charset from the Content-Type header, then <meta>, then UTF-8;
// main text with Mozilla Readability on linkedom; Markdown out with turndown.
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";
import { FetchProblem, safeFetch } from "../../_lib/safe-fetch.mjs";

const MAX_BYTES = 8 * 1024 * 1024;

export { FetchProblem };

export function charsetOf(contentType, head) {
  const fromHeader = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? "")?.[1];
  if (fromHeader) return fromHeader.toLowerCase();
  const sniff = Buffer.from(head).toString("latin1");
  const meta = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(sniff)?.[1];
  return (meta ?? "utf-8").toLowerCase();
}

export function decode(bytes, charset) {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

export async function fetchPage(url, timeoutMs = 20_000) {
  const page = await safeFetch(url, {
    timeoutMs,
    maxBytes: MAX_BYTES,
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
    acceptType: (type) => /html|xml/i.test(type) || `${url} is not an HTML page (content-type: ${type || "none"}); I can only read web pages.`,
  });
  return { html: decode(page.body, charsetOf(page.contentType, page.body.subarray(0, 4096))), finalUrl: page.finalUrl };
}

export function extract(html, url) {
  const { document } = parseHTML(html);
  const article = new Readability(document, { charThreshold: 200 }).parse();
  const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
  turndown.remove(["script", "style", "noscript"]);
  // Keep the page's text as it is: escaping "_" or "*" would change the bytes the user may copy.
  turndown.escape = (text) => text;
  const title = (article?.title || document.querySelector("title")?.textContent || url).trim();
  let body = article?.content ? turndown.turndown(article.content) : (document.body?.textContent ?? "");
  body = body.replace(/\n{3,}/g, "\n\n").trim();
  return {
    title,
    byline: article?.byline?.trim() || undefined,
    siteName: article?.siteName?.trim() || undefined,
    published: article?.publishedTime?.trim() || undefined,
    lang: article?.lang || undefined,
    excerpt: article?.excerpt?.trim() || undefined,
    body,
  };
}

export function asMarkdown(a, url) {
  const meta = [a.siteName, a.byline, a.published].filter(Boolean).join(" · ");
  return `# ${a.title}\n\nSource: ${url}${meta ? `\n${meta}` : ""}\n\n${a.body}`;
}

/** The lead of the article: what to show when no summary can be made. */
export function lead(a, max = 600) {
  const paras = a.body.split(/\n\n+/).filter((p) => p.trim() !== "" && !p.startsWith("#"));
  let out = "";
  for (const p of paras) {
    if ((out + p).length > max) break;
    out += (out ? "\n\n" : "") + p;
  }
  return out || a.body.slice(0, max) + (a.body.length > max ? "…" : "");
}
