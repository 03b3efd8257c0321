import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { tempDir } from "../support/harness.js";
import { runSkill } from "./run.js";

let dbFile: string;
beforeAll(() => {
  dbFile = path.join(tempDir(), "assistant.db");
  migrate(openDatabase(dbFile));
});

const notes = (chat: number, ...args: string[]) => runSkill("notes", "notes.mjs", args, { ASSISTANT_DB: dbFile, ASSISTANT_CHAT_ID: String(chat) });

describe("notes skill", () => {
  it("saves, lists, searches and deletes notes of one chat", async () => {
    expect((await notes(1, "save", "우유 사기")).stdout).toBe("Saved note #1: 우유 사기");
    expect((await notes(1, "save", "dentist", "on", "friday")).stdout).toBe("Saved note #2: dentist on friday");
    expect((await notes(2, "save", "other chat secret")).stdout).toBe("Saved note #3: other chat secret");
    const list = (await notes(1, "list")).stdout;
    expect(list).toContain("#2");
    expect(list).toContain("우유 사기");
    expect(list).not.toContain("other chat secret");
    expect((await notes(1, "search", "우유")).stdout).toContain("#1");
    expect((await notes(1, "delete", "3")).stderr).toContain("There is no note #3.");
    expect((await notes(1, "delete", "1")).stdout).toBe("Deleted note #1: 우유 사기");
    expect((await notes(1, "list")).stdout).not.toContain("우유");
  });

  it("explains its usage and fails clearly outside the assistant", async () => {
    const r = await notes(1, "save");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Nothing to save");
    const outside = await runSkill("notes", "notes.mjs", ["list"]);
    expect(outside.stderr).toContain("ASSISTANT_DB is not set");
  });
});
