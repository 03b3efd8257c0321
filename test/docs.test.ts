// The repository documents itself: README and docs/ need nothing outside the repository,
// their links resolve, the set-up commands stay at the top, and the architecture page
// lists every environment variable the configuration reads.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "../src/config.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const docs = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8");

describe("documentation", () => {
  for (const f of docs)
    it(`${f} points only inside the repository, and its links resolve`, () => {
      const text = read(f);
      expect(text).not.toMatch(/\.\.\/shared|\bshared\/DESIGN|\/work\//);
      for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = m[1] as string;
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = path.resolve(path.dirname(path.join(ROOT, f)), target);
        expect(resolved.startsWith(ROOT + path.sep), `${f} links outside the repository: ${target}`).toBe(true);
        expect(fs.existsSync(resolved), `${f} links to a missing file: ${target}`).toBe(true);
      }
    });

  it("README starts with the set-up commands and the test command, and links the architecture", () => {
    const text = read("README.md");
    const usingIt = text.indexOf("## Using it");
    for (const cmd of ["npm install", "npm start", "npm test", "npm run doctor"]) {
      expect(text.indexOf(cmd), cmd).toBeGreaterThan(-1);
      expect(text.indexOf(cmd), `${cmd} before "Using it"`).toBeLessThan(usingIt);
    }
    expect(text).toContain("(docs/architecture.md)");
    expect(text).toContain("(docs/security.md)");
  });

  it("docs/architecture.md lists every environment variable (add a row when you add one to config.ts)", () => {
    const text = read("docs/architecture.md");
    const missing = ENV_VARIABLES.filter((v) => !new RegExp(`^\\| ${v} \\|`, "m").test(text));
    expect(missing).toEqual([]);
  });
});
