import { describe, expect, it } from "vitest";
import { parseCommandLine } from "../../src/tools/command-line.js";

describe("parseCommandLine", () => {
  it.each([
    ["node scripts/fetch.mjs https://example.com/a?b=1", ["node", "scripts/fetch.mjs", "https://example.com/a?b=1"]],
    ["node scripts/notes.mjs save 'buy milk; eggs | bread > 2'", ["node", "scripts/notes.mjs", "save", "buy milk; eggs | bread > 2"]],
    ['node scripts/notes.mjs save "say \\"hi\\" now"', ["node", "scripts/notes.mjs", "save", 'say "hi" now']],
    ["scripts/run.sh   a\\ b  ''", ["scripts/run.sh", "a b", ""]],
    ["{baseDir}/scripts/x.mjs --flag=1", ["{baseDir}/scripts/x.mjs", "--flag=1"]],
    ["node scripts/notes.mjs save '$HOME stays literal in single quotes'", ["node", "scripts/notes.mjs", "save", "$HOME stays literal in single quotes"]],
  ])("%s", (line, argv) => {
    expect(parseCommandLine(line)).toEqual({ ok: true, argv });
  });

  it.each([
    ["node a.mjs; rm -rf /", "`;` (command list)"],
    ["node a.mjs | sh", "`|` (pipe)"],
    ["node a.mjs > /etc/passwd", "`>` (redirection)"],
    ["node a.mjs < /etc/passwd", "`<` (redirection)"],
    ["node a.mjs $(cat /etc/passwd)", "`$` (variable or substitution)"],
    ["node a.mjs `id`", "backticks (command substitution)"],
    ['node a.mjs "$(id)"', "would be a substitution"],
    ['node a.mjs "`id`"', "would be a substitution"],
    ["node a.mjs $HOME", "`$` (variable or substitution)"],
    ["node a.mjs && echo", "`&` (background/and-list)"],
    ["node a.mjs\nnode b.mjs", "a line break"],
    ["node a.mjs\rnode b.mjs", "a line break"],
    ["node 'unclosed", "single quote is not closed"],
    ["", "empty"],
  ])("refuses %j", (line, reason) => {
    const r = parseCommandLine(line);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toContain(reason);
      if (line.trim() !== "" && !line.includes("'unclosed")) expect(r.reason).toMatch(/without a shell/);
    }
  });

  it.each([
    ["node a.mjs 'x\u0000y'", "control character (U+0000)"],
    ["node a.mjs \u0000", "control character (U+0000)"],
    ["node a.mjs \"\u0007\"", "control character (U+0007)"],
    ["node a.mjs \u007f", "control character (U+007F)"],
    [`node a.mjs '${"가".repeat(11_000)}'`, "at most 32 KB"],
    [`node a.mjs ${"x".repeat(3 * 1024 * 1024)}`, "3073 KB long"],
  ])("refuses bytes no program should get: %#", (line, reason) => {
    const r = parseCommandLine(line);
    expect(r).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });
});
