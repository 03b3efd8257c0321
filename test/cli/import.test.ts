// The import code of `npm run memory -- import`, in process: speaker names survive into the
// searchable text, bad names are refused with the line number, nothing else is lost.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importFile, parseImportLine } from "../../src/cli/memory.js";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { createMemoryStore } from "../../src/memory/store.js";
import { createVectorIndex } from "../../src/memory/vector-index.js";
import { tempDir } from "../support/harness.js";

describe("import lines", () => {
  it("keeps speaker names in what is stored and indexed", async () => {
    const dir = tempDir();
    const file = path.join(dir, "talk.jsonl");
    fs.writeFileSync(
      file,
      [
        JSON.stringify({ chat_id: 3, ts: "2023-05-08T13:56:00Z", user: "I went to a support group yesterday", assistant: "That's brave!", user_name: "Caroline", assistant_name: "Melanie" }),
        JSON.stringify({ chat_id: 3, ts: "2023-05-08T14:00:00Z", user: "thanks", assistant: "any time", user_name: "" }),
        JSON.stringify({ chat_id: 3, ts: "2023-05-08T14:05:00Z", user: "plain line", assistant: "no names" }),
      ].join("\n"),
    );
    const db = openDatabase(path.join(dir, "m.db"));
    migrate(db);
    const store = createMemoryStore(db, createVectorIndex(db));
    const r = await importFile(file, db, store);
    expect(r).toMatchObject({ imported: 2, problems: ["line 2: user_name and assistant_name must be non-empty strings when given"] });
    const texts = (db.prepare("SELECT text FROM memory_items ORDER BY id").all() as Array<{ text: string }>).map((x) => x.text);
    expect(texts).toEqual(["Caroline: I went to a support group yesterday\nMelanie: That's brave!", "User: plain line\nAssistant: no names"]);
    expect(store.searchText(3, "what did Melanie say", 5).map((h) => h.id)).toHaveLength(1);
    db.close();
  });

  it("names are optional and must be strings", () => {
    expect(parseImportLine(JSON.stringify({ chat_id: 1, ts: 5, user: "a", assistant: "b" }))).toEqual({ chatId: 1, ts: 5, user: "a", assistant: "b" });
    expect(parseImportLine(JSON.stringify({ chat_id: 1, ts: 5, user: "a", assistant: "b", user_name: 7 }))).toEqual({ error: "user_name and assistant_name must be non-empty strings when given" });
  });
});
