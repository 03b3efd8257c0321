// One-time move of the built-in skills' data from the shared database into per-chat data
// directories (skills run contained and cannot open the database any more). Runs at start,
// once per skill and chat; a file already there is merged, never overwritten, so nothing
// written before or since is lost. The file formats are those of skills/notes and
// skills/feeds (see their scripts); writes are atomic (temporary file, then rename).
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/open.js";

type NoteRow = { id: number; chat_id: number; text: string; created_at: number };
type FeedRow = { id: number; chat_id: number; url: string; title: string | null; added_at: number; last_read_at: number | null };

interface NotesFile { v: 1; nextId: number; notes: Array<{ id: number; text: string; createdAt: number }> }
interface FeedsFile { v: 1; nextId: number; feeds: Array<{ id: number; url: string; title: string | null; addedAt: number; lastReadAt: number | null; seen: string[] }> }

// A skill writes in these directories (one in bubblewrap can plant links there), and the
// bot reads and writes them with its own rights: it never follows a link in them.
function readJson<T>(file: string): T | undefined {
  try {
    // Non-blocking: a FIFO planted under the name would otherwise hold the start forever.
    const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    try {
      if (!fs.fstatSync(fd).isFile()) throw new Error("not a regular file");
      return JSON.parse(fs.readFileSync(fd, "utf8")) as T;
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new Error(`${file} exists but cannot be read (${(err as Error).message}); fix or move it and restart`);
  }
}

function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.export-${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true }); // a link left at that name is removed, not followed
  fs.writeFileSync(tmp, JSON.stringify(value), { mode: 0o600, flag: "wx" });
  fs.renameSync(tmp, file);
}

/** Exports what is not exported yet; returns what was moved, per skill and chat. */
export function exportSkillData(db: Db, root: string, now: number): Array<{ skill: string; chatId: number; items: number }> {
  const done = new Set((db.prepare("SELECT skill || ':' || chat_id AS k FROM skill_data_exports").all() as Array<{ k: string }>).map((r) => r.k));
  const record = db.prepare("INSERT INTO skill_data_exports (skill, chat_id, items, exported_at) VALUES (?, ?, ?, ?)");
  const out: Array<{ skill: string; chatId: number; items: number }> = [];

  const notes = db.prepare("SELECT * FROM notes ORDER BY id").all() as NoteRow[];
  for (const chatId of new Set(notes.map((n) => n.chat_id))) {
    if (done.has(`notes:${chatId}`)) continue;
    const file = path.join(root, "notes", String(chatId), "notes.json");
    const f = readJson<NotesFile>(file) ?? { v: 1, nextId: 1, notes: [] };
    const have = new Set(f.notes.map((n) => n.id));
    const mine = notes.filter((n) => n.chat_id === chatId && !have.has(n.id));
    f.notes = [...f.notes, ...mine.map((n) => ({ id: n.id, text: n.text, createdAt: n.created_at }))].sort((a, b) => a.id - b.id);
    f.nextId = Math.max(f.nextId, ...f.notes.map((n) => n.id + 1));
    writeJson(file, f);
    record.run("notes", chatId, mine.length, now);
    out.push({ skill: "notes", chatId, items: mine.length });
  }

  const feeds = db.prepare("SELECT * FROM feeds ORDER BY id").all() as FeedRow[];
  const seen = db.prepare<[number], { guid: string }>("SELECT guid FROM feed_items WHERE feed_id = ? ORDER BY seen_at DESC, rowid DESC LIMIT 2000");
  for (const chatId of new Set(feeds.map((f) => f.chat_id))) {
    if (done.has(`feeds:${chatId}`)) continue;
    const file = path.join(root, "feeds", String(chatId), "feeds.json");
    const f = readJson<FeedsFile>(file) ?? { v: 1, nextId: 1, feeds: [] };
    const have = new Set(f.feeds.map((x) => x.url));
    const mine = feeds.filter((x) => x.chat_id === chatId && !have.has(x.url));
    for (const x of mine) {
      const id = Math.max(f.nextId, x.id);
      f.feeds.push({ id, url: x.url, title: x.title, addedAt: x.added_at, lastReadAt: x.last_read_at, seen: seen.all(x.id).map((r) => r.guid) });
      f.nextId = id + 1;
    }
    writeJson(file, f);
    record.run("feeds", chatId, mine.length, now);
    out.push({ skill: "feeds", chatId, items: mine.length });
  }
  return out;
}
