// Opens the assistant's SQLite database from a skill (path and chat come from the runner:
// ASSISTANT_DB, ASSISTANT_CHAT_ID). WAL + busy timeout: the bot has it open too.
import Database from "better-sqlite3";
import { fail } from "./output.mjs";

export function openAssistantDb() {
  const file = process.env.ASSISTANT_DB;
  if (!file) throw new Error("ASSISTANT_DB is not set: this skill runs inside the assistant");
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  return db;
}

export function chatId() {
  const id = Number(process.env.ASSISTANT_CHAT_ID);
  if (!Number.isInteger(id)) throw new Error("ASSISTANT_CHAT_ID is not set: this skill runs inside the assistant");
  return id;
}

/** The database and this chat's id, or undefined after reporting why not (exit code 2). */
export function openForChat() {
  try {
    return { db: openAssistantDb(), chat: chatId() };
  } catch (err) {
    fail(err.message, 2);
    return undefined;
  }
}
