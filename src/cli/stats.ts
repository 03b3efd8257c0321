// npm run stats -- tool-output: per skill, the distribution of stored output lengths.
import fs from "node:fs";
import { createConfig } from "../config.js";
import { migrate } from "../db/migrate.js";
import { openDatabase } from "../db/open.js";
import { createLedgerStore } from "../store/ledger.js";
import { formatStats, outputStats } from "../tools/output-stats.js";
import { exitWhenFlushed } from "./exit.js";

function main(argv: string[]): number {
  if (argv[0] !== "tool-output") {
    process.stderr.write("Usage: npm run stats -- tool-output [--json]\n");
    return 2;
  }
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = createConfig(process.env);
  const db = openDatabase(config.dbPath);
  migrate(db);
  const stats = outputStats(createLedgerStore(db).outputLengths());
  process.stdout.write(`${argv.includes("--json") ? JSON.stringify(stats, null, 2) : formatStats(stats)}\n`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) void exitWhenFlushed(main(process.argv.slice(2)));
