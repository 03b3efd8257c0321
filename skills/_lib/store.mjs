// Per-chat data for skills. A skill runs contained (docs/security.md): it can read its own
// code and write only SKILL_DATA_DIR, a directory of its own for the current chat
// (DATA_DIR/skills/<skill>/<chat>/). It cannot open the bot's database or another chat's
// data. State is small JSON documents, written atomically (temporary file, then rename),
// so a crash mid-write leaves the previous version. A document that cannot be parsed is
// reported, never overwritten.
import fs from "node:fs";
import path from "node:path";
import { fail } from "./output.mjs";

export class StoreProblem extends Error {}

/** This chat's data directory, from the runner. */
export function dataDir() {
  const dir = process.env.SKILL_DATA_DIR;
  if (!dir) throw new StoreProblem("SKILL_DATA_DIR is not set: this skill runs inside the assistant");
  return dir;
}

/** Reads a JSON document of this chat; `fallback` when it does not exist yet. */
export function readDoc(name, fallback) {
  const file = path.join(dataDir(), name);
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if (err?.code === "ENOENT") return fallback;
    throw new StoreProblem(`Cannot read ${name}: ${err?.message ?? err}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new StoreProblem(`${name} is damaged (${err.message}); it was left as it is. Ask the owner to look at ${file}.`);
  }
}

/** Writes a JSON document of this chat atomically. */
export function writeDoc(name, value) {
  const dir = dataDir();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(value));
  fs.renameSync(tmp, file);
}

/** Runs `main` and turns a StoreProblem into a clear failure (exit code 2). */
export async function withStore(main) {
  try {
    await main();
  } catch (err) {
    if (err instanceof StoreProblem) return fail(err.message, 2);
    throw err;
  }
}
