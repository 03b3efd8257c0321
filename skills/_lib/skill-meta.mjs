// Reads this skill's own SKILL.md metadata (thresholds live there, next to the docs).
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

export function skillMetadata(scriptUrl) {
  const dir = path.resolve(path.dirname(new URL(scriptUrl).pathname), "..");
  try {
    const text = fs.readFileSync(path.join(dir, "SKILL.md"), "utf8");
    const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    const data = m ? parse(m[1]) : {};
    return data && typeof data.metadata === "object" && data.metadata ? data.metadata : {};
  } catch {
    return {};
  }
}
