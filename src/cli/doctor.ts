// npm run doctor: checks the set-up in the order a newcomer fixes it and prints one line
// per check (✅ works, ❌ stops the bot from chatting, ⚠️ optional part not working,
// ➖ not configured) with the fix. Exit code 0 only when everything needed for chat works.
import fs from "node:fs";
import { secretsOf, createConfig } from "../config.js";
import { runChecks } from "../doctor/checks.js";
import { type CheckResult, exitCodeOf, formatLine, summaryOf } from "../doctor/report.js";
import { createLogger } from "../log.js";
import { createSecrets } from "../secrets.js";

export async function doctor(env: Readonly<Record<string, string | undefined>>, cwd: string, write: (line: string) => void): Promise<number> {
  // Errors from servers may echo a key or the token: every line is scrubbed like a log line.
  const secrets = createSecrets();
  try {
    secrets.add(secretsOf(createConfig(env, cwd)));
  } catch {
    // An invalid configuration is the first check's finding.
  }
  const results: CheckResult[] = [];
  write("Checking the set-up…");
  for await (const r of runChecks(env, { cwd, log: createLogger({ level: "silent", secrets }) })) {
    results.push(r);
    write(secrets.scrub(formatLine(r)));
  }
  write("");
  write(summaryOf(results));
  return exitCodeOf(results);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  doctor(process.env, process.cwd(), (l) => process.stdout.write(`${l}\n`)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`The doctor itself failed: ${(err as Error)?.stack ?? String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
