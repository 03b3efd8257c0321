#!/usr/bin/env node
// feeds: follow RSS/Atom feeds of this chat and report new items. State lives in this
// chat's data directory (feeds.json: {"v":1,"nextId":N,"feeds":[{"id","url","title",
// "addedAt","lastReadAt","seen":[guid...]}]}). Full articles (--full) are read in this
// process with the article skill's code (declared in metadata.uses-skills): a contained
// skill cannot start other processes.
import { createHash } from "node:crypto";
import { composeEnvelopes, fail, printEnvelope, writeOut } from "../../_lib/output.mjs";
import { readDoc, withStore, writeDoc } from "../../_lib/store.mjs";
import { fetchFeed } from "./feedlib.mjs";

const FILE = "feeds.json";
/** Remembered item ids per feed (the newest); older ones are forgotten. */
const SEEN_CAP = 2000;
/** A feed chooses its ids and title: longer ones are kept as a hash / cut, so it cannot grow this file without bound. */
const MAX_ID = 200;
const MAX_TITLE = 200;
const seenKey = (guid) => (guid.length <= MAX_ID ? guid : `sha256:${createHash("sha256").update(guid).digest("hex")}`);

async function fetchArticle(url) {
  try {
    // Loaded only for --full: the article code is large and most calls do not need it.
    const { asMarkdown, extract, fetchPage } = await import("../../article/scripts/extract.mjs");
    const page = await fetchPage(url);
    return asMarkdown(extract(page.html, page.finalUrl), page.finalUrl);
  } catch {
    return undefined;
  }
}

async function newItems(doc, limit) {
  const out = [];
  const problems = [];
  for (const f of doc.feeds) {
    const seen = new Set(f.seen);
    try {
      const feed = await fetchFeed(f.url);
      for (const it of feed.items) if (!seen.has(seenKey(it.guid))) out.push({ feed: f, item: it });
    } catch (err) {
      problems.push(`${f.url}: ${err.message}`);
    }
  }
  out.sort((a, b) => (b.item.published ?? 0) - (a.item.published ?? 0));
  return { items: out.slice(0, limit), problems };
}

function markSeen(doc, items) {
  const now = Date.now();
  for (const { feed, item } of items) {
    const key = seenKey(item.guid);
    feed.seen = [key, ...feed.seen.filter((g) => g !== key)].slice(0, SEEN_CAP);
    feed.lastReadAt = now;
  }
  writeDoc(FILE, doc);
}

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  const doc = readDoc(FILE, { v: 1, nextId: 1, feeds: [] });
  const limitArg = args.indexOf("--limit");
  const limit = limitArg >= 0 ? Math.max(1, Number(args[limitArg + 1]) || 10) : 10;
  switch (cmd) {
    case "add": {
      const url = args[0];
      if (!url || !/^https?:\/\//.test(url)) return fail("Usage: node scripts/feeds.mjs add <feed-url>", 2);
      let feed;
      try {
        feed = await fetchFeed(url);
      } catch (err) {
        return fail(`Not added: ${err.message}`, 1);
      }
      if (!doc.feeds.some((f) => f.url === url)) {
        doc.feeds.push({ id: doc.nextId, url, title: feed.title.slice(0, MAX_TITLE), addedAt: Date.now(), lastReadAt: null, seen: [] });
        doc.nextId += 1;
        writeDoc(FILE, doc);
      }
      return writeOut(`Following "${feed.title || url}" (${feed.items.length} items now; new ones will show up in read/digest).`);
    }
    case "list": {
      const rows = doc.feeds;
      return writeOut(rows.length ? rows.map((f) => `#${f.id} ${f.title || ""} ${f.url}`).join("\n") : "No feeds followed yet.");
    }
    case "remove": {
      const key = args[0] ?? "";
      const keep = doc.feeds.filter((f) => f.id !== (Number(key) || -1) && f.url !== key);
      if (keep.length === doc.feeds.length) return fail(`No feed ${key}.`, 1);
      doc.feeds = keep;
      writeDoc(FILE, doc);
      return writeOut(`Stopped following ${key}.`);
    }
    case "read": {
      if (doc.feeds.length === 0) return writeOut("No feeds followed yet. Add one with: node scripts/feeds.mjs add <url>");
      const { items, problems } = await newItems(doc, limit);
      markSeen(doc, items);
      const lines = items.map(({ feed, item }, i) => `${i + 1}. ${item.title} — ${feed.title || feed.url}\n   ${item.link}\n   ${item.content.slice(0, 200)}`);
      return writeOut([items.length ? lines.join("\n") : "No new items.", ...problems.map((p) => `(problem: ${p})`)].join("\n"));
    }
    case "digest": {
      if (doc.feeds.length === 0) return writeOut("No feeds followed yet. Add one with: node scripts/feeds.mjs add <url>");
      const { items, problems } = await newItems(doc, limit);
      if (items.length === 0) return writeOut(["No new items since the last digest.", ...problems.map((p) => `(problem: ${p})`)].join("\n"));
      const full = args.includes("--full");
      const parts = [];
      for (const [i, { feed, item }] of items.entries()) {
        const n = i + 1;
        let body = item.content;
        if (full && item.link) {
          const art = await fetchArticle(item.link);
          if (art) body = art;
        }
        parts.push({
          modelContext: `## ${n}. ${item.title}\nFeed: ${feed.title || feed.url}\nLink: ${item.link}\n\n${body || "(no text in the feed)"}`,
          // Plain text (the bot escapes it): a feed's title is not ours to format.
          userPresentation: `${n}. ${item.title} — ${feed.title || ""}\n   ${item.link}`,
        });
      }
      markSeen(doc, items);
      const env = composeEnvelopes(parts);
      const footer = `\n\n${items.length} new item(s). Ask me about any of them.${problems.length ? `\n(${problems.length} feed(s) could not be read.)` : ""}`;
      return printEnvelope({ modelContext: env.modelContext, userPresentation: `📰 Feed digest\n\n${env.userPresentation}${footer}` });
    }
    default:
      return fail("Usage: node scripts/feeds.mjs add|list|remove|read|digest ...", 2);
  }
}

await withStore(main);
