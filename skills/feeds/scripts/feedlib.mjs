// RSS 2.0 / Atom parsing with fast-xml-parser.
import { XMLParser } from "fast-xml-parser";
import { safeFetch } from "../../_lib/safe-fetch.mjs";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", textNodeName: "#text", cdataPropName: false });

const text = (v) => (v === undefined || v === null ? "" : typeof v === "object" ? String(v["#text"] ?? "") : String(v)).trim();
const list = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const stripHtml = (s) => s.replace(/<[^>]+>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/[ \t]+/g, " ").replace(/\s*\n\s*/g, "\n").trim();

export function parseFeed(xml) {
  const doc = parser.parse(xml);
  if (doc.rss?.channel) {
    const ch = doc.rss.channel;
    return {
      title: text(ch.title),
      items: list(ch.item).map((it) => ({
        guid: text(it.guid) || text(it.link) || text(it.title),
        title: text(it.title) || "(untitled)",
        link: text(it.link),
        published: Date.parse(text(it.pubDate)) || null,
        content: stripHtml(text(it["content:encoded"]) || text(it.description)),
      })),
    };
  }
  if (doc.feed) {
    const f = doc.feed;
    return {
      title: text(f.title),
      items: list(f.entry).map((e) => {
        const links = list(e.link);
        const link = (links.find((l) => !l["@rel"] || l["@rel"] === "alternate") ?? links[0])?.["@href"] ?? "";
        return {
          guid: text(e.id) || link || text(e.title),
          title: text(e.title) || "(untitled)",
          link,
          published: Date.parse(text(e.updated) || text(e.published)) || null,
          content: stripHtml(text(e.content) || text(e.summary)),
        };
      }),
    };
  }
  throw new Error("not an RSS or Atom feed");
}

const FEED_MAX_BYTES = 8 * 1024 * 1024;

export async function fetchFeed(url, timeoutMs = 20_000) {
  const page = await safeFetch(url, {
    timeoutMs,
    maxBytes: FEED_MAX_BYTES,
    userAgent: "home-assistant-bot/1.0",
    accept: "application/rss+xml, application/atom+xml, application/xml, text/xml",
    // Feeds are XML; servers often label them text/plain. Anything else is not a feed.
    acceptType: (type) => type === "" || /xml|rss|atom|text\/plain/i.test(type) || `${url} is not a feed (content-type: ${type}); give the address of an RSS or Atom feed.`,
  });
  return parseFeed(page.body.toString("utf8"));
}
