#!/usr/bin/env node
// notes: save, list, search and delete notes of this chat, kept in this chat's data
// directory (notes.json: {"v":1,"nextId":N,"notes":[{"id","text","createdAt"}]}).
import { fail, writeOut } from "../../_lib/output.mjs";
import { readDoc, withStore, writeDoc } from "../../_lib/store.mjs";

const FILE = "notes.json";
const fmt = (n) => `#${n.id} (${new Date(n.createdAt).toISOString().slice(0, 16).replace("T", " ")}) ${n.text}`;

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  const doc = readDoc(FILE, { v: 1, nextId: 1, notes: [] });
  switch (cmd) {
    case "save":
    case "add": {
      const text = args.join(" ").trim();
      if (!text) return fail('Nothing to save. Usage: node scripts/notes.mjs save "<text>"', 2);
      const note = { id: doc.nextId, text, createdAt: Date.now() };
      doc.notes.push(note);
      doc.nextId = note.id + 1;
      writeDoc(FILE, doc);
      return writeOut(`Saved note #${note.id}: ${text}`);
    }
    case "list": {
      const n = Math.min(200, Math.max(1, Number(args[0] ?? 20) || 20));
      const rows = doc.notes.slice(-n).reverse();
      return writeOut(rows.length ? rows.map(fmt).join("\n") : "No notes yet.");
    }
    case "search":
    case "find": {
      const words = args.join(" ").trim().toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return fail("Usage: node scripts/notes.mjs search <words>", 2);
      const rows = doc.notes.filter((n) => words.every((w) => n.text.toLowerCase().includes(w))).reverse().slice(0, 50);
      return writeOut(rows.length ? rows.map(fmt).join("\n") : `No note contains ${words.join(" ")}.`);
    }
    case "delete":
    case "remove": {
      const id = Number(args[0]);
      if (!Number.isInteger(id)) return fail("Usage: node scripts/notes.mjs delete <id>", 2);
      const note = doc.notes.find((n) => n.id === id);
      if (!note) return fail(`There is no note #${id}.`, 1);
      doc.notes = doc.notes.filter((n) => n.id !== id);
      writeDoc(FILE, doc);
      return writeOut(`Deleted note #${id}: ${note.text}`);
    }
    default:
      return fail("Usage: node scripts/notes.mjs save|list|search|delete ...", 2);
  }
}

await withStore(main);
