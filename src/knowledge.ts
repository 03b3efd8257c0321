// The owner's knowledge file (Markdown facts about the household), read when it changes.
import fs from "node:fs";

export function createKnowledgeSource(file: string): () => string {
  let cached = "";
  let mtime = -1;
  return () => {
    try {
      // No file is the usual case: checked every turn without throwing (an error per turn).
      const st = fs.statSync(file, { throwIfNoEntry: false });
      if (!st) {
        cached = "";
        mtime = -1;
      } else if (st.mtimeMs !== mtime) {
        cached = fs.readFileSync(file, "utf8").trim();
        mtime = st.mtimeMs;
      }
    } catch {
      cached = "";
      mtime = -1;
    }
    return cached;
  };
}
