import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog, parseFrontmatter, whichOnPath } from "../../src/tools/catalog.js";
import { NEEDS_BWRAP } from "../../src/tools/sandbox.js";
import { captureLog } from "../support/log.js";
import { REPO_SKILLS, tempDir } from "../support/harness.js";
import { hasBwrap } from "../support/sandbox.js";

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

  describe("containment", () => {
    const env = { PATH: process.env.PATH ?? "" };
    const which = whichOnPath(env.PATH);
    // PATH without bubblewrap: everything else is still found.
    const noBwrap = (bin: string) => (bin === "bwrap" ? undefined : which(bin));
    const NON_NODE = ["polyglot", "probe-py", "orphans"];

    it("without bubblewrap, skills that run other programs are not offered, with the fix; node skills are, under Node's permission model", () => {
      const c = loadCatalog([FIXTURES], { log: captureLog().log, env, which: noBwrap });
      expect(c.sandbox).toEqual({ kind: "none", reason: NEEDS_BWRAP });
      for (const name of NON_NODE) {
        expect(c.get(name)).toBeUndefined();
        expect(c.unavailable).toContainEqual(expect.objectContaining({ name, reason: "needs bubblewrap (apt install bubblewrap) to run contained, or set ALLOW_UNCONTAINED_SKILLS=true" }));
      }
      expect(c.get("probe")?.containment).toBe("node");
    });

    it("without bubblewrap and with ALLOW_UNCONTAINED_SKILLS, they are offered, marked uncontained", () => {
      const c = loadCatalog([FIXTURES], { log: captureLog().log, env, which: noBwrap, allowUncontained: true });
      for (const name of NON_NODE) expect(c.get(name)?.containment).toBe("uncontained");
      expect(c.get("probe")?.containment).toBe("node");
    });

    it("a bwrap that cannot build a sandbox here counts as none, and says why", () => {
      const dir = tempDir("fake-bwrap-");
      fs.writeFileSync(path.join(dir, "bwrap"), "#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n", { mode: 0o755 });
      const c = loadCatalog([FIXTURES], { log: captureLog().log, env, which: (bin) => (bin === "bwrap" ? path.join(dir, "bwrap") : which(bin)) });
      expect(c.sandbox.kind).toBe("none");
      const reason = c.unavailable.find((u) => u.name === "polyglot")?.reason ?? "";
      expect(reason).toContain("cannot build a sandbox here: bwrap: setting up uid map: Permission denied");
      expect(reason).toContain("ALLOW_UNCONTAINED_SKILLS=true");
    });

    it.skipIf(!hasBwrap)("with bubblewrap, every skill is offered and runs in it", () => {
      const c = loadCatalog([REPO_SKILLS, FIXTURES], { log: captureLog().log, env, which });
      expect(c.sandbox.kind).toBe("bwrap");
      for (const name of NON_NODE) expect(c.get(name)?.containment).toBe("bubblewrap");
      for (const name of ["notes", "article", "probe"]) expect(c.get(name)?.containment).toBe("node+bubblewrap");
    });
  });
});
