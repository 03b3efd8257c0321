// A newcomer's first `npm start` without a .env: the bot cannot run yet, so it writes a copy
// of .env.example (every variable, commented) where it will look next time, and says which
// lines to fill. Set-up stays two commands: `npm install`, then `npm start` after filling .env.
import fs from "node:fs";

export type EnvFileResult = { kind: "created"; path: string } | { kind: "exists" } | { kind: "no-example"; example: string };

/** Copies `example` to `target` unless `target` exists; never overwrites (flag "wx"). */
export function createEnvFileIfMissing(target: string, example: string): EnvFileResult {
  if (fs.existsSync(target)) return { kind: "exists" };
  let text: string;
  try {
    text = fs.readFileSync(example, "utf8");
  } catch {
    return { kind: "no-example", example };
  }
  try {
    fs.writeFileSync(target, text, { flag: "wx", mode: 0o600 }); // it will hold the bot token
  } catch {
    return { kind: "exists" };
  }
  return { kind: "created", path: target };
}
