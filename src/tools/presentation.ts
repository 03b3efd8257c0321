// What a skill shows the person directly is inert (issue 10 item 7). A skill's text comes
// from pages and feeds anyone wrote, so it is escaped before Markdown rendering: a title
// `[Session expired](https://evil.example/login)` reads as those characters, never as a
// link. The only link in a presentation is the one the bot builds from the envelope's
// `url` field, labelled with its real host (punycode for look-alike names).
import type { ToolResultEnvelope } from "./envelope.js";

/** Backslash-escapes every character the Markdown renderer gives a meaning to. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_{}[\]()#+\-.!~|>]/g, "\\$&")
    .replace(/^([ \t]*)\\- /gm, "$1- "); // a plain "- " bullet is harmless and reads better
}

const MAX_TITLE = 200;

/** `[host](url)` for an http(s) URL, or undefined for anything else. */
export function hostLink(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return undefined;
  // Parentheses would end the Markdown link early; spaces and quotes are already encoded.
  const href = u.href.replace(/\(/g, "%28").replace(/\)/g, "%29");
  return `🔗 [${escapeMarkdown(u.host)}](${href})`;
}

export interface Presentation {
  /** Markdown to send: skill text escaped, the one link built by the bot. */
  markdown: string;
  /** The same, readable as plain text (for the transcript and memory). */
  plain: string;
}

export function presentationOf(env: Pick<ToolResultEnvelope, "title" | "url">, text: string): Presentation {
  const title = env.title?.replace(/\s+/g, " ").trim().slice(0, MAX_TITLE);
  const link = env.url ? hostLink(env.url) : undefined;
  const md: string[] = [];
  const plain: string[] = [];
  if (title) {
    md.push(`**${escapeMarkdown(title)}**`);
    plain.push(title);
  }
  if (link && env.url) {
    md.push(link);
    plain.push(env.url);
  }
  const head = md.length > 0;
  md.push(`${head ? "\n" : ""}${escapeMarkdown(text)}`);
  plain.push(`${head ? "\n" : ""}${text}`);
  return { markdown: md.join("\n"), plain: plain.join("\n") };
}
