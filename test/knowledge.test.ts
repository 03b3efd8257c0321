// The knowledge file is read when it changes, and its absence (the usual case) is "" every turn.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createKnowledgeSource } from "../src/knowledge.js";
import { tempDir } from "./support/harness.js";

describe("knowledge source", () => {
  it("missing, created, changed, removed", () => {
    const dir = tempDir("knowledge-");
    const file = path.join(dir, "knowledge.md");
    const knowledge = createKnowledgeSource(file);
    expect(knowledge()).toBe("");
    fs.writeFileSync(file, "  The cat is called Nabi.\n");
    expect(knowledge()).toBe("The cat is called Nabi.");
    fs.writeFileSync(file, "The dog is called Bori.");
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(knowledge()).toBe("The dog is called Bori.");
    fs.rmSync(file);
    expect(knowledge()).toBe("");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
