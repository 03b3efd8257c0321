import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog, parseFrontmatter, whichOnPath } from "../../src/tools/catalog.js";
import { captureLog } from "../support/log.js";
import { REPO_SKILLS } from "../support/harness.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/skills");

describe("skill catalog", () => {
  it("loads the built-in skills with their metadata", () => {
    const c = loadCatalog([REPO_SKILLS], { log: captureLog().log, env: { PATH: process.env.PATH ?? "" }, which: whichOnPath(process.env.PATH) });
    expect(c.skills.map((s) => s.name)).toEqual(["article", "feeds", "notes", "schedule"]);
    expect(c.get("article")).toMatchObject({ output: "envelope", storesDocuments: true, bins: ["node"], metadata: { "envelope-threshold": "500" } });
    expect(c.problems).toEqual([]);
  });

  it("skips broken files with a log line naming the file and the problem; the rest load", () => {
    const logs = captureLog();
    const c = loadCatalog([FIXTURES], { log: logs.log, env: { PATH: process.env.PATH ?? "" }, which: whichOnPath(process.env.PATH) });
    expect(c.get("legacy")).toBeDefined();
    const problems = Object.fromEntries(c.problems.map((p) => [path.basename(path.dirname(p.file)), p.problem]));
    expect(problems["broken-yaml"]).toContain("not valid YAML");
    expect(problems.nodesc).toContain("`description` is missing");
    const lines = logs.lines().filter((l) => l.msg === "skipped a broken SKILL.md");
    expect(lines.map((l) => String(l.file))).toEqual(expect.arrayContaining([expect.stringContaining("broken-yaml/SKILL.md"), expect.stringContaining("nodesc/SKILL.md")]));
  });

  it("keeps skills with missing requirements out of the catalog, with the reason", () => {
    const c = loadCatalog([FIXTURES], { log: captureLog().log, env: { PATH: process.env.PATH ?? "" }, which: whichOnPath(process.env.PATH) });
    expect(c.get("needs-bin")).toBeUndefined();
    expect(c.unavailable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "needs-bin", reason: "needs definitely-not-installed-xyz on PATH" }),
        expect.objectContaining({ name: "needs-env", reason: "needs SOME_SERVICE_API_KEY set in .env" }),
      ]),
    );
    const withKey = loadCatalog([FIXTURES], { log: captureLog().log, env: { PATH: process.env.PATH ?? "", SOME_SERVICE_API_KEY: "k" }, which: whichOnPath(process.env.PATH) });
    expect(withKey.get("needs-env")).toBeDefined();
  });

  it("parses leniently: an unquoted colon in a description is repaired", () => {
    const r = parseFrontmatter("---\nname: x\ndescription: Use when: the user asks\n---\nbody");
    expect(r.data.description).toBe("Use when: the user asks");
    expect(r.body).toBe("body");
    expect(() => parseFrontmatter("no frontmatter")).toThrow(/must start with ---/);
  });
});
