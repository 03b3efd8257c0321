#!/usr/bin/env node
// schedule: stores digest schedules for this chat; the bot picks them up and runs them.
import fs from "node:fs";
import path from "node:path";
import cron from "node-cron";
import { openForChat } from "../../_lib/db.mjs";
import { fail, writeOut } from "../../_lib/output.mjs";

const SKILLS_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

function validTz(tz) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A command must name a script that exists in one of the skill folders. */
function commandProblem(command) {
  if (/[;|&<>`$()]/.test(command)) return "it uses shell syntax (; | & < > $ ( ) or backticks), which exec does not run";
  const words = command.trim().split(/\s+/);
  const script = words.find((w) => w.includes("/") || /\.(m?js|py|sh)$/.test(w));
  if (!script) return "it names no script; write it as in the skill's SKILL.md, e.g. node scripts/feeds.mjs digest";
  const rel = script.replace("{baseDir}/", "");
  const found = fs.readdirSync(SKILLS_ROOT).some((d) => !d.startsWith("_") && fs.existsSync(path.join(SKILLS_ROOT, d, rel)));
  return found ? undefined : `no skill has ${rel}`;
}

async function main() {
  const [cmd, name, ...rest] = process.argv.slice(2);
  const ctx = openForChat();
  if (!ctx) return;
  const { db, chat } = ctx;
  const tz = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone;
  switch (cmd) {
    case "add": {
      const [expr, kind, ...whatParts] = rest;
      const what = whatParts.join(" ").trim();
      if (!name || !expr || !["command", "prompt"].includes(kind ?? "") || !what)
        return fail('Usage: node scripts/schedule.mjs add <name> "<cron>" command|prompt "<what>"', 2);
      if (!/^[\p{L}\p{N}_-]{1,40}$/u.test(name)) return fail(`"${name}" is not a usable name: letters, digits, - or _.`, 2);
      const fields = expr.trim().split(/\s+/).length;
      if ((fields !== 5 && fields !== 6) || !cron.validate(expr)) return fail(`"${expr}" is not a valid cron expression (5 fields: minute hour day month weekday, e.g. "0 8 * * *").`, 2);
      if (!validTz(tz)) return fail(`The time zone ${tz} is not valid.`, 2);
      if (kind === "command") {
        const problem = commandProblem(what);
        if (problem) return fail(`Not scheduled: the command cannot run because ${problem}.`, 2);
      }
      if (db.prepare("SELECT 1 FROM schedules WHERE chat_id = ? AND name = ?").get(chat, name)) return fail(`A schedule named ${name} already exists; remove it first or pick another name.`, 1);
      db.prepare("INSERT INTO schedules (chat_id, name, cron, timezone, what_kind, what, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)").run(chat, name, expr.trim(), tz, kind, what, Date.now());
      return writeOut(`Scheduled "${name}" at ${expr} (${tz}): ${kind} ${what}`);
    }
    case "list": {
      const rows = db.prepare("SELECT * FROM schedules WHERE chat_id = ? ORDER BY name").all(chat);
      return writeOut(rows.length ? rows.map((s) => `${s.name} [${s.status}] ${s.cron} ${s.timezone} — ${s.what_kind}: ${s.what}`).join("\n") : "No schedules.");
    }
    case "pause":
    case "resume":
    case "remove": {
      const row = db.prepare("SELECT * FROM schedules WHERE chat_id = ? AND name = ?").get(chat, name ?? "");
      if (!row) return fail(`No schedule named ${name}.`, 1);
      if (cmd === "remove") {
        db.prepare("DELETE FROM schedule_runs WHERE schedule_id = ?").run(row.id);
        db.prepare("DELETE FROM schedules WHERE id = ?").run(row.id);
      } else db.prepare("UPDATE schedules SET status = ? WHERE id = ?").run(cmd === "pause" ? "paused" : "active", row.id);
      return writeOut(`${cmd === "remove" ? "Removed" : cmd === "pause" ? "Paused" : "Resumed"} schedule ${name}.`);
    }
    default:
      return fail("Usage: node scripts/schedule.mjs add|list|pause|resume|remove ...", 2);
  }
}

await main();
