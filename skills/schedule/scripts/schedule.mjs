#!/usr/bin/env node
// schedule: asks the bot to create and manage this chat's schedules. The skill runs
// contained and cannot touch the bot's database: it checks the command line and prints
// an envelope whose `requests` the bot carries out (see the bot's tools/requests.ts).
// The bot validates everything again and asks the owner before adding, resuming or
// removing a schedule the model started; the bot's answer follows this text.
import cron from "node-cron";
import { fail, printEnvelope } from "../../_lib/output.mjs";

const USAGE = 'Usage: node scripts/schedule.mjs add <name> "<cron>" command|prompt "<what>" | list | pause|resume|remove <name>';

async function request(modelContext, req) {
  await printEnvelope({ modelContext, requests: [{ kind: "schedule", ...req }] });
}

async function main() {
  const [cmd, name, ...rest] = process.argv.slice(2);
  switch (cmd) {
    case "add": {
      const [expr, kind, ...whatParts] = rest;
      const what = whatParts.join(" ").trim();
      if (!name || !expr || !["command", "prompt"].includes(kind ?? "") || !what) return fail(USAGE, 2);
      if (!/^[\p{L}\p{N}_-]{1,40}$/u.test(name)) return fail(`"${name}" is not a usable name: letters, digits, - or _.`, 2);
      const fields = expr.trim().split(/\s+/).length;
      if ((fields !== 5 && fields !== 6) || !cron.validate(expr))
        return fail(`"${expr}" is not a valid cron expression (5 fields: minute hour day month weekday, e.g. "0 8 * * *").`, 2);
      return request(`Asked the assistant to schedule "${name}" at ${expr.trim()}: ${kind} ${what}`, { op: "add", name, cron: expr.trim(), whatKind: kind, what });
    }
    case "list":
      return request("The schedules of this chat:", { op: "list" });
    case "pause":
    case "resume":
    case "remove":
      if (!name) return fail(USAGE, 2);
      return request(`Asked the assistant to ${cmd} the schedule "${name}".`, { op: cmd, name });
    default:
      return fail(USAGE, 2);
  }
}

await main();
