#!/usr/bin/env node
// notes: save, list, search and delete notes of this chat in the assistant's database.
import { openForChat } from "../../_lib/db.mjs";
import { fail, writeOut } from "../../_lib/output.mjs";

const fmt = (n) => `#${n.id} (${new Date(n.created_at).toISOString().slice(0, 16).replace("T", " ")}) ${n.text}`;

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  const ctx = openForChat();
  if (!ctx) return;
  const { db, chat } = ctx;
  switch (cmd) {
    case "save":
    case "add": {
      const text = args.join(" ").trim();
      if (!text) return fail('Nothing to save. Usage: node scripts/notes.mjs save "<text>"', 2);
      const id = db.prepare("INSERT INTO notes (chat_id, text, created_at) VALUES (?, ?, ?)").run(chat, text, Date.now()).lastInsertRowid;
      return writeOut(`Saved note #${id}: ${text}`);
    }
    case "list": {
      const n = Math.min(200, Math.max(1, Number(args[0] ?? 20) || 20));
      const rows = db.prepare("SELECT * FROM notes WHERE chat_id = ? ORDER BY id DESC LIMIT ?").all(chat, n);
      return writeOut(rows.length ? rows.map(fmt).join("\n") : "No notes yet.");
    }
    case "search":
    case "find": {
      const words = args.join(" ").trim().split(/\s+/).filter(Boolean);
      if (words.length === 0) return fail("Usage: node scripts/notes.mjs search <words>", 2);
      const where = words.map(() => "text LIKE ?").join(" AND ");
      const rows = db.prepare(`SELECT * FROM notes WHERE chat_id = ? AND ${where} ORDER BY id DESC LIMIT 50`).all(chat, ...words.map((w) => `%${w}%`));
      return writeOut(rows.length ? rows.map(fmt).join("\n") : `No note contains ${words.join(" ")}.`);
    }
    case "delete":
    case "remove": {
      const id = Number(args[0]);
      if (!Number.isInteger(id)) return fail("Usage: node scripts/notes.mjs delete <id>", 2);
      const row = db.prepare("SELECT * FROM notes WHERE id = ? AND chat_id = ?").get(id, chat);
      if (!row) return fail(`There is no note #${id}.`, 1);
      db.prepare("DELETE FROM notes WHERE id = ?").run(id);
      return writeOut(`Deleted note #${id}: ${row.text}`);
    }
    default:
      return fail("Usage: node scripts/notes.mjs save|list|search|delete ...", 2);
  }
}

await main();
