// npm run memory -- search "<query>" [--json] [--chat <id>] [--limit <n>]
// npm run memory -- import <file.jsonl>     (one exchange per line: {"chat_id","ts","user","assistant"}, optional "user_name", "assistant_name")
// The terminal side of /memory, for scripts, and the way to bring old chat logs.
import fs from "node:fs";
import readline from "node:readline";
import { createConfig } from "../config.js";
import { migrate } from "../db/migrate.js";
import { type Db, openDatabase } from "../db/open.js";
import { createOllamaEmbedder, createOllamaLocalModel } from "../llm/local-model.js";
import { createLogger } from "../log.js";
import { logDestination, resolveLogFormat } from "../log-format.js";
import { createIndexer } from "../memory/indexer.js";
import { createMemoryStore, type MemoryStore } from "../memory/store.js";
import { createVectorIndex, type VectorIndex } from "../memory/vector-index.js";
import { LIST_LIMIT, lookupMemory } from "../pipeline/recall.js";
import { systemClock } from "../clock.js";
import { exitWhenFlushed } from "./exit.js";
import { startProgress } from "./progress.js";

const USAGE = `Usage:
  npm run memory -- search "<query>" [--json] [--chat <id>] [--limit <n>]
  npm run memory -- import <file.jsonl>   one exchange per line: {"chat_id": 123, "ts": "2026-01-02T08:00:00Z" or epoch ms, "user": "...", "assistant": "..."}
                                          optional "user_name", "assistant_name": speaker names kept in the searchable text`;

export const GAP_MS = 6 * 3600_000;
/** Texts per embedding call during an import (the bot's indexer uses smaller batches). */
export const IMPORT_EMBED_BATCH = 64;

export interface ImportLine {
  chatId: number;
  ts: number;
  user: string;
  assistant: string;
  /** Speaker names for logs between two people (kept in the stored, searchable text). */
  userName?: string;
  assistantName?: string;
}

export function parseImportLine(line: string): ImportLine | { error: string } {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { error: "not JSON" };
  }
  const o = (v ?? {}) as Record<string, unknown>;
  const chatId = Number(o.chat_id);
  if (!Number.isInteger(chatId)) return { error: "chat_id must be a number" };
  const ts = typeof o.ts === "number" ? o.ts : Date.parse(String(o.ts ?? ""));
  if (!Number.isFinite(ts)) return { error: "ts must be epoch milliseconds or an ISO date" };
  if (typeof o.user !== "string" || typeof o.assistant !== "string") return { error: "user and assistant must be strings" };
  if (o.user.trim() === "" && o.assistant.trim() === "") return { error: "empty exchange" };
  const name = (k: string) => {
    const v = o[k];
    return typeof v === "string" && v.trim() !== "" ? { ok: v.trim().replace(/\s+/g, " ").slice(0, 60) } : v === undefined ? {} : { bad: k };
  };
  const un = name("user_name");
  const an = name("assistant_name");
  if ("bad" in un || "bad" in an) return { error: "user_name and assistant_name must be non-empty strings when given" };
  return { chatId, ts, user: o.user, assistant: o.assistant, ...(un.ok ? { userName: un.ok } : {}), ...(an.ok ? { assistantName: an.ok } : {}) };
}

/** Imports exchanges; a gap over 6 hours in one chat starts a new conversation. */
export async function importFile(file: string, db: Db, store: MemoryStore): Promise<{ imported: number; conversations: number; problems: string[] }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, "utf8"), crlfDelay: Infinity });
  const rows: ImportLine[] = [];
  const problems: string[] = [];
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === "") continue;
    const r = parseImportLine(line);
    if ("error" in r) problems.push(`line ${n}: ${r.error}`);
    else rows.push(r);
  }
  rows.sort((a, b) => a.chatId - b.chatId || a.ts - b.ts);
  let conversations = 0;
  db.transaction(() => {
    let conv = 0;
    let lastChat = NaN;
    let lastTs = 0;
    const insertChat = db.prepare("INSERT OR IGNORE INTO chats (chat_id, created_at) VALUES (?, ?)");
    const insertConv = db.prepare("INSERT INTO conversations (chat_id, started_at, last_activity) VALUES (?, ?, ?)");
    const touch = db.prepare("UPDATE conversations SET last_activity = ? WHERE id = ?");
    for (const r of rows) {
      if (r.chatId !== lastChat || r.ts - lastTs > GAP_MS) {
        insertChat.run(r.chatId, r.ts);
        conv = Number(insertConv.run(r.chatId, r.ts, r.ts).lastInsertRowid);
        conversations++;
      }
      store.add({ chatId: r.chatId, conversationId: conv, kind: "exchange", sourceId: null, text: `${r.userName ?? "User"}: ${r.user}\n${r.assistantName ?? "Assistant"}: ${r.assistant}`, ts: r.ts });
      touch.run(r.ts, conv);
      lastChat = r.chatId;
      lastTs = r.ts;
    }
  })();
  return { imported: rows.length, conversations, problems };
}

export interface SearchHit {
  text: string;
  score: number;
  tags: string[];
  chat: number;
  time: string;
  kind: string;
  conversation: number;
  via: string;
  /** The neighbouring exchanges of a short hit. */
  context?: { before?: string; after?: string };
}

export async function search(query: string, opts: { chat?: number; limit: number; minSimilarity: number; now?: number; timeZone?: string }, deps: { db: Db; store: MemoryStore; vectors: VectorIndex; embed: (q: string) => Promise<Float32Array | undefined>; log: ReturnType<typeof createLogger> }): Promise<SearchHit[]> {
  const chatIds = opts.chat !== undefined ? [opts.chat] : (deps.db.prepare("SELECT DISTINCT chat_id FROM memory_items ORDER BY chat_id").all() as Array<{ chat_id: number }>).map((r) => r.chat_id);
  const r = await lookupMemory(query, { chatIds, limit: opts.limit, now: opts.now ?? Date.now() }, {
    store: deps.store, vectors: deps.vectors, minSimilarity: opts.minSimilarity, log: deps.log, embed: deps.embed, ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
  });
  return r.items.map((i) => ({
    text: i.text, score: i.score, tags: i.tags, chat: i.chatId, time: new Date(i.ts).toISOString(), kind: i.kind, conversation: i.conversationId, via: i.via,
    ...(i.context ? { context: i.context } : {}),
  }));
}

async function main(argv: string[]): Promise<number> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = createConfig(process.env);
  const log = createLogger({ level: process.env.LOG_LEVEL ? config.logLevel : "warn", secrets: [], destination: logDestination(resolveLogFormat(config.logFormat, process.stderr.isTTY), { isTTY: process.stderr.isTTY, out: process.stderr }) ?? (process.stderr as never) });
  const db = openDatabase(config.dbPath);
  migrate(db);
  const vectors = createVectorIndex(db);
  const store = createMemoryStore(db, vectors);
  const embedder = createOllamaEmbedder({ host: config.ollama.host, model: config.ollama.embedModel, timeoutMs: config.ollama.localTimeoutMs });
  const [cmd, ...rest] = argv;
  if (cmd === "search") {
    const json = rest.includes("--json");
    const flag = (name: string) => {
      const i = rest.indexOf(name);
      return i >= 0 ? rest[i + 1] : undefined;
    };
    const skip = new Set<number>();
    for (const f of ["--chat", "--limit"]) if (rest.includes(f)) skip.add(rest.indexOf(f) + 1);
    const query = rest.filter((a, i) => !a.startsWith("--") && !skip.has(i)).join(" ").trim();
    if (query === "") {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    const chat = flag("--chat");
    const hits = await search(query, { ...(chat !== undefined ? { chat: Number(chat) } : {}), limit: Number(flag("--limit") ?? LIST_LIMIT) || LIST_LIMIT, minSimilarity: config.memory.minSimilarity, timeZone: config.timezone }, {
      db, store, vectors, log,
      embed: async (q) => {
        const r = await embedder.embed([q]);
        if (!r.ok) process.stderr.write(`(embeddings unavailable: ${r.error}; full-text search only)\n`);
        return r.ok ? r.value.vectors[0] : undefined;
      },
    });
    if (json) process.stdout.write(`${JSON.stringify(hits, null, 2)}\n`);
    else for (const h of hits) process.stdout.write(`${h.score.toFixed(2)}  ${h.time.slice(0, 16)}  chat ${h.chat}  [${h.tags.join(", ")}]\n  ${h.text.replace(/\s+/g, " ").slice(0, 160)}\n`);
    return 0;
  }
  if (cmd === "import") {
    const file = rest[0];
    if (!file || !fs.existsSync(file)) {
      process.stderr.write(`${file ? `No such file: ${file}\n` : ""}${USAGE}\n`);
      return 2;
    }
    const r = await importFile(file, db, store);
    for (const p of r.problems) process.stderr.write(`skipped ${p}\n`);
    process.stdout.write(`Imported ${r.imported} exchanges into ${r.conversations} conversations. Embedding and tagging…\n`);
    const indexer = createIndexer({ store, vectors, embedder, local: createOllamaLocalModel({ host: config.ollama.host, model: config.ollama.localModel, timeoutMs: config.ollama.localTimeoutMs }), clock: systemClock, log, batchSize: IMPORT_EMBED_BATCH });
    // Progress on a terminal only (stderr, so piped output stays clean).
    const toEmbed = store.pendingCount();
    const toTag = store.untaggedCount();
    const progress = startProgress({
      title: "Embedding and tagging",
      counters: [
        { label: "memories", total: toEmbed, done: () => toEmbed - store.pendingCount() },
        { label: "conversations tagged", total: toTag, done: () => toTag - store.untaggedCount() },
      ],
      out: process.stderr,
    });
    try {
      await indexer.drain();
    } finally {
      progress.stop();
    }
    const pending = store.pendingCount();
    process.stdout.write(pending === 0 ? "Done: all memories are searchable by meaning and by text.\n" : `${pending} memories are not embedded yet (is Ollama running?); the bot will finish them. Text search works now.\n`);
    return 0;
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => exitWhenFlushed(code),
    (err: unknown) => {
      process.stderr.write(`${(err as Error).message}\n`);
      return exitWhenFlushed(1);
    },
  );
}
