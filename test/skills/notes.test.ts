import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../support/harness.js";
import { runContained, runSkill } from "./run.js";

let root: string;
beforeAll(() => {
  root = path.join(tempDir(), "skills");
});

const notes = (chat: number, ...args: string[]) => runContained(`node scripts/notes.mjs ${args.map((a) => `'${a}'`).join(" ")}`, { chatId: chat, dataRoot: root });

describe("notes skill", () => {
  it("saves, lists, searches and deletes notes of one chat, in that chat's data directory", async () => {
    expect((await notes(1, "save", "우유 사기")).stdout).toBe("Saved note #1: 우유 사기");
    expect((await notes(1, "save", "dentist", "on", "friday")).stdout).toBe("Saved note #2: dentist on friday");
    expect((await notes(2, "save", "other chat secret")).stdout).toBe("Saved note #1: other chat secret");
    const list = (await notes(1, "list")).stdout;
    expect(list).toContain("#2");
    expect(list).toContain("우유 사기");
    expect(list).not.toContain("other chat secret");
    expect((await notes(1, "search", "우유")).stdout).toContain("#1");
    expect((await notes(1, "delete", "3")).stderr).toContain("There is no note #3.");
    expect((await notes(1, "delete", "1")).stdout).toBe("Deleted note #1: 우유 사기");
    expect((await notes(1, "list")).stdout).not.toContain("우유");
    const file = JSON.parse(fs.readFileSync(path.join(root, "notes", "2", "notes.json"), "utf8")) as { notes: Array<{ text: string }> };
    expect(file.notes.map((n) => n.text)).toEqual(["other chat secret"]);
  });

  it("a damaged file is reported and left as it is", async () => {
    fs.mkdirSync(path.join(root, "notes", "7"), { recursive: true });
    fs.writeFileSync(path.join(root, "notes", "7", "notes.json"), "{not json");
    const r = await notes(7, "save", "x");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("notes.json is damaged");
    expect(fs.readFileSync(path.join(root, "notes", "7", "notes.json"), "utf8")).toBe("{not json");
  });

  it("explains its usage and fails clearly outside the assistant", async () => {
    const r = await notes(1, "save");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Nothing to save");
    const outside = await runSkill("notes", "notes.mjs", ["list"]);
    expect(outside.stderr).toContain("SKILL_DATA_DIR is not set");
  });
});
