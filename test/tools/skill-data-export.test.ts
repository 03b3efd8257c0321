// Notes and feeds written into the shared database before skills were contained are moved
// once into each chat's data directory, where the (contained) skills read them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { exportSkillData } from "../../src/tools/skill-data-export.js";
import { tempDir } from "../support/harness.js";
import { runContained } from "../skills/run.js";

describe("skill data export", () => {
  it("moves each chat's notes and feeds once, merging with what is already there; the skills see them", async () => {
    const dir = tempDir();
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    const note = db.prepare("INSERT INTO notes (id, chat_id, text, created_at) VALUES (?, ?, ?, ?)");
    note.run(3, 1, "buy milk", 1000);
    note.run(4, 2, "chat two secret", 2000);
    note.run(7, 1, "dentist friday", 3000);
    db.prepare("INSERT INTO feeds (id, chat_id, url, title, added_at) VALUES (5, 1, 'https://news.example/rss', 'Town News', 10)").run();
    db.prepare("INSERT INTO feed_items (feed_id, guid, title, link, published_at, seen_at) VALUES (5, 'a1', 't', 'l', 0, 20)").run();
    const root = path.join(dir, "skills");
    // Chat 1 already has a note written by the contained skill: it is kept.
    fs.mkdirSync(path.join(root, "notes", "1"), { recursive: true });
    fs.writeFileSync(path.join(root, "notes", "1", "notes.json"), JSON.stringify({ v: 1, nextId: 9, notes: [{ id: 8, text: "new one", createdAt: 5000 }] }));

    expect(exportSkillData(db, root, 1)).toEqual([
      { skill: "notes", chatId: 1, items: 2 },
      { skill: "notes", chatId: 2, items: 1 },
      { skill: "feeds", chatId: 1, items: 1 },
    ]);
    expect(exportSkillData(db, root, 2)).toEqual([]);

    const list = await runContained("node scripts/notes.mjs list", { chatId: 1, dataRoot: root });
    expect(list.stdout.split("\n").map((l) => l.replace(/ \(.+?\)/, ""))).toEqual(["#8 new one", "#7 dentist friday", "#3 buy milk"]);
    expect((await runContained("node scripts/notes.mjs save again", { chatId: 1, dataRoot: root })).stdout).toBe("Saved note #9: again");
    expect((await runContained("node scripts/notes.mjs list", { chatId: 2, dataRoot: root })).stdout).toContain("#4");
    expect((await runContained("node scripts/feeds.mjs list", { chatId: 1, dataRoot: root })).stdout).toBe("#5 Town News https://news.example/rss");
    const feeds = JSON.parse(fs.readFileSync(path.join(root, "feeds", "1", "feeds.json"), "utf8")) as { feeds: Array<{ seen: string[] }> };
    expect(feeds.feeds[0]?.seen).toEqual(["a1"]);
  });

  it("follows no link a skill planted in a data directory: nothing outside is read or written", () => {
    const dir = tempDir();
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    db.prepare("INSERT INTO notes (id, chat_id, text, created_at) VALUES (1, 1, 'n', 1), (2, 2, 'm', 1)").run();
    const secret = path.join(dir, ".env");
    fs.writeFileSync(secret, "TELEGRAM_BOT_TOKEN=123:SECRET-token");
    const root = path.join(dir, "skills");
    for (const chat of ["1", "2"]) fs.mkdirSync(path.join(root, "notes", chat), { recursive: true });
    // Chat 1: notes.json is a link to the bot's .env (read through it, the token would show in the error).
    fs.symlinkSync(secret, path.join(root, "notes", "1", "notes.json"));
    expect(() => exportSkillData(db, root, 1)).toThrow(/notes\.json exists but cannot be read \(ELOOP/);
    try {
      exportSkillData(db, root, 1);
    } catch (err) {
      expect(String(err)).not.toContain("SECRET");
    }
    fs.rmSync(path.join(root, "notes", "1", "notes.json"));
    // A FIFO under the name would hold the start forever on a blocking open.
    execFileSync("mkfifo", [path.join(root, "notes", "1", "notes.json")]);
    expect(() => exportSkillData(db, root, 1)).toThrow(/notes\.json exists but cannot be read \(not a regular file/);
    fs.rmSync(path.join(root, "notes", "1", "notes.json"));
    // Chat 2: a link waits at the temporary file's name (written through it, .env would be overwritten).
    fs.symlinkSync(secret, path.join(root, "notes", "2", `notes.json.export-${process.pid}.tmp`));
    exportSkillData(db, root, 2);
    expect(fs.readFileSync(secret, "utf8")).toBe("TELEGRAM_BOT_TOKEN=123:SECRET-token");
    expect(fs.lstatSync(path.join(root, "notes", "2", "notes.json")).isFile()).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(root, "notes", "2", "notes.json"), "utf8"))).toMatchObject({ notes: [{ id: 2, text: "m" }] });
  });
});
