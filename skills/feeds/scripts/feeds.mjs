#!/usr/bin/env node
// feeds: follow RSS/Atom feeds in the assistant's database and report new items.
import { execFile } from "node:child_process";
import path from "node:path";
import { openForChat } from "../../_lib/db.mjs";
import { composeEnvelopes, fail, printEnvelope, readSkillOutput, writeOut } from "../../_lib/output.mjs";
import { fetchFeed } from "./feedlib.mjs";

const ARTICLE = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../article/scripts/fetch.mjs");

/** Reuses the article skill's output as data (an envelope or plain text). */
function fetchArticle(url) {
  return new Promise((resolve) => {
    execFile(process.execPath, [ARTICLE, url], { env: process.env, maxBuffer: 16 * 1024 * 1024, timeout: 60_000 }, (err, stdout) => {
      resolve(err ? undefined : readSkillOutput(stdout));
    });
  });
}

async function newItems(db, chat, limit) {
  const feeds = db.prepare("SELECT * FROM feeds WHERE chat_id = ? ORDER BY id").all(chat);
  const out = [];
  const problems = [];
  const seen = db.prepare("SELECT 1 FROM feed_items WHERE feed_id = ? AND guid = ?");
  for (const f of feeds) {
    try {
      const feed = await fetchFeed(f.url);
      for (const it of feed.items) if (!seen.get(f.id, it.guid)) out.push({ feed: f, item: it });
    } catch (err) {
      problems.push(`${f.url}: ${err.message}`);
    }
  }
  out.sort((a, b) => (b.item.published ?? 0) - (a.item.published ?? 0));
  return { feeds, items: out.slice(0, limit), problems };
}

function markSeen(db, items) {
  const now = Date.now();
  const ins = db.prepare("INSERT OR IGNORE INTO feed_items (feed_id, guid, title, link, published_at, seen_at) VALUES (?, ?, ?, ?, ?, ?)");
  const upd = db.prepare("UPDATE feeds SET last_read_at = ? WHERE id = ?");
  db.transaction(() => {
    for (const { feed, item } of items) {
      ins.run(feed.id, item.guid, item.title, item.link, item.published, now);
      upd.run(now, feed.id);
    }
  })();
}

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  const ctx = openForChat();
  if (!ctx) return;
  const { db, chat } = ctx;
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
      db.prepare("INSERT OR IGNORE INTO feeds (chat_id, url, title, added_at) VALUES (?, ?, ?, ?)").run(chat, url, feed.title, Date.now());
      return writeOut(`Following "${feed.title || url}" (${feed.items.length} items now; new ones will show up in read/digest).`);
    }
    case "list": {
      const rows = db.prepare("SELECT * FROM feeds WHERE chat_id = ? ORDER BY id").all(chat);
      return writeOut(rows.length ? rows.map((f) => `#${f.id} ${f.title || ""} ${f.url}`).join("\n") : "No feeds followed yet.");
    }
    case "remove": {
      const key = args[0] ?? "";
      const r = db.prepare("DELETE FROM feeds WHERE chat_id = ? AND (id = ? OR url = ?)").run(chat, Number(key) || -1, key);
      return r.changes ? writeOut(`Stopped following ${key}.`) : fail(`No feed ${key}.`, 1);
    }
    case "read": {
      const { feeds, items, problems } = await newItems(db, chat, limit);
      if (feeds.length === 0) return writeOut("No feeds followed yet. Add one with: node scripts/feeds.mjs add <url>");
      markSeen(db, items);
      const lines = items.map(({ feed, item }, i) => `${i + 1}. ${item.title} — ${feed.title || feed.url}\n   ${item.link}\n   ${item.content.slice(0, 200)}`);
      return writeOut([items.length ? lines.join("\n") : "No new items.", ...problems.map((p) => `(problem: ${p})`)].join("\n"));
    }
    case "digest": {
      const { feeds, items, problems } = await newItems(db, chat, limit);
      if (feeds.length === 0) return writeOut("No feeds followed yet. Add one with: node scripts/feeds.mjs add <url>");
      if (items.length === 0) return writeOut(["No new items since the last digest.", ...problems.map((p) => `(problem: ${p})`)].join("\n"));
      const full = args.includes("--full");
      const parts = [];
      for (const [i, { feed, item }] of items.entries()) {
        const n = i + 1;
        let body = item.content;
        if (full && item.link) {
          const art = await fetchArticle(item.link);
          if (art) body = art.modelContext;
        }
        parts.push({
          modelContext: `## ${n}. ${item.title}\nFeed: ${feed.title || feed.url}\nLink: ${item.link}\n\n${body || "(no text in the feed)"}`,
          // Plain text (the bot escapes it): a feed's title is not ours to format.
          userPresentation: `${n}. ${item.title} — ${feed.title || ""}\n   ${item.link}`,
        });
      }
      markSeen(db, items);
      const env = composeEnvelopes(parts);
      const footer = `\n\n${items.length} new item(s). Ask me about any of them.${problems.length ? `\n(${problems.length} feed(s) could not be read.)` : ""}`;
      return printEnvelope({ modelContext: env.modelContext, userPresentation: `📰 Feed digest\n\n${env.userPresentation}${footer}` });
    }
    default:
      return fail("Usage: node scripts/feeds.mjs add|list|remove|read|digest ...", 2);
  }
}

await main();
