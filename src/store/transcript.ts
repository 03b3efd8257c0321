// The stored transcript. Rows that cannot be read are moved to the quarantine table
// (kept whole, never silently deleted) and the conversation goes on without them.
import type { Db } from "../db/open.js";
import type { ToolCall } from "../llm/types.js";
import type { Log } from "../log.js";
import type { StoredInput } from "../media/input.js";

export type Role = "user" | "assistant" | "tool";
export type Provenance = "user" | "forwarded" | "scheduled" | "assistant" | "tool";
export type Delivery = "pending" | "sending" | "delivered" | "failed" | "unknown" | "abandoned";
export type Frame = "plain" | "envelope" | "passthrough" | "broken" | "refused";

export interface MessageMeta {
  skill?: string;
  frame?: Frame;
  /** What the person was shown directly (two-layer output). */
  presentation?: string;
  outboxId?: number;
  delivery?: Delivery;
  documentId?: number;
  scheduleName?: string;
  /** Scheduled prompts: who set the schedule up (schedule/provenance.ts), shown with the prompt. */
  scheduleProvenance?: string;
  /** User rows the user forwarded: the original author (untrusted, for the marker). */
  forwardedFrom?: string;
  /** Tool rows: the exec status, so a failed call reads as failed in later turns. */
  status?: "success" | "error" | "timeout" | "stopped";
  /** Assistant rows: the user stopped this answer (/stop); it is partial. */
  stopped?: boolean;
  /** Broken frames: what was wrong with the output. */
  brokenReason?: string;
  /** User rows: how photos, voice notes, documents and a quoted message were read. */
  input?: StoredInput;
}

export interface StoredMessage {
  id: number;
  conversationId: number;
  chatId: number;
  turnId: number | null;
  role: Role;
  content: string;
  toolCalls?: ToolCall[];
  toolCallId?: string;
  provenance: Provenance;
  status: "complete" | "partial";
  meta: MessageMeta;
  createdAt: number;
}

export type NewMessage = Omit<StoredMessage, "id" | "meta" | "status" | "provenance"> & {
  meta?: MessageMeta;
  status?: "complete" | "partial";
  provenance?: Provenance;
};

type Raw = {
  id: number;
  conversation_id: number;
  chat_id: number;
  turn_id: number | null;
  role: string;
  content: string;
  tool_calls: string | null;
  tool_call_id: string | null;
  provenance: string;
  status: string;
  meta: string | null;
  created_at: number;
};

export class UnreadableRow extends Error {}

export function parseRow(r: Raw): StoredMessage {
  if (r.role !== "user" && r.role !== "assistant" && r.role !== "tool") throw new UnreadableRow(`unknown role "${r.role}"`);
  let toolCalls: ToolCall[] | undefined;
  if (r.tool_calls !== null) {
    let v: unknown;
    try {
      v = JSON.parse(r.tool_calls);
    } catch {
      throw new UnreadableRow("tool_calls is not JSON");
    }
    if (!Array.isArray(v)) throw new UnreadableRow("tool_calls is not a list");
    toolCalls = v.map((c: unknown) => {
      const o = (typeof c === "object" && c !== null ? c : {}) as Record<string, unknown>;
      // Missing fields are kept empty: hygiene drops such calls in memory.
      return { id: typeof o.id === "string" ? o.id : "", name: typeof o.name === "string" ? o.name : "", arguments: typeof o.arguments === "string" ? o.arguments : "" };
    });
  }
  if (r.role === "tool" && !r.tool_call_id) throw new UnreadableRow("tool row without tool_call_id");
  let meta: MessageMeta = {};
  if (r.meta !== null) {
    try {
      meta = JSON.parse(r.meta) as MessageMeta;
    } catch {
      throw new UnreadableRow("meta is not JSON");
    }
  }
  return {
    id: r.id,
    conversationId: r.conversation_id,
    chatId: r.chat_id,
    turnId: r.turn_id,
    role: r.role,
    content: r.content,
    ...(toolCalls ? { toolCalls } : {}),
    ...(r.tool_call_id ? { toolCallId: r.tool_call_id } : {}),
    provenance: (["user", "forwarded", "scheduled", "assistant", "tool"].includes(r.provenance) ? r.provenance : "user") as Provenance,
    status: r.status === "partial" ? "partial" : "complete",
    meta,
    createdAt: r.created_at,
  };
}

/** Conversations whose rows are kept in memory (the ones being talked in). */
export const KEPT_CONVERSATIONS = 8;

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v as object)) deepFreeze(x);
  }
  return v;
}

/**
 * Changes to stored rows that appending cannot reveal: a TEMP trigger (this connection only,
 * nothing in the schema) counts every UPDATE and DELETE of a transcript row, whoever runs it
 * (this store, memory/forget.ts, a quarantine); PRAGMA data_version moves when another
 * connection (the memory CLI) committed anything. Both roll back with a transaction.
 */
function rowChanges(db: Db): () => string {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS transcript_changes (n INTEGER NOT NULL);
    INSERT INTO transcript_changes (n) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM transcript_changes);
    CREATE TEMP TRIGGER IF NOT EXISTS transcript_row_updated AFTER UPDATE ON main.messages BEGIN UPDATE transcript_changes SET n = n + 1; END;
    CREATE TEMP TRIGGER IF NOT EXISTS transcript_row_deleted AFTER DELETE ON main.messages BEGIN UPDATE transcript_changes SET n = n + 1; END;`);
  const changes = db.prepare<[], number>("SELECT n FROM temp.transcript_changes").pluck();
  // Prepared once: db.pragma() would prepare the statement again on every call (hot path).
  const dataVersion = db.prepare<[], number>("PRAGMA data_version").pluck();
  return () => `${changes.get() ?? 0}:${dataVersion.get() ?? 0}`;
}

export function createTranscriptStore(db: Db, log: Log) {
  const insert = db.prepare(
    `INSERT INTO messages (conversation_id, chat_id, turn_id, role, content, tool_calls, tool_call_id, provenance, status, meta, created_at)
     VALUES (@conversationId, @chatId, @turnId, @role, @content, @toolCalls, @toolCallId, @provenance, @status, @meta, @createdAt)`,
  );
  const byConversation = db.prepare<[number, number], Raw>("SELECT * FROM messages WHERE conversation_id = ? AND id > ? ORDER BY id");
  const byTurn = db.prepare<[number], Raw>("SELECT * FROM messages WHERE turn_id = ? ORDER BY id");
  const byId = db.prepare<[number], Raw>("SELECT * FROM messages WHERE id = ?");
  const setMeta = db.prepare("UPDATE messages SET meta = ? WHERE id = ?");
  const quarantineInsert = db.prepare("INSERT INTO quarantine (source_table, source_id, raw, error, quarantined_at) VALUES ('messages', ?, ?, ?, ?)");
  const remove = db.prepare("DELETE FROM messages WHERE id = ?");
  const quarantine = db.transaction((r: Raw, error: string, now: number) => {
    quarantineInsert.run(r.id, JSON.stringify(r), error, now);
    remove.run(r.id);
  });

  const version = rowChanges(db);
  const kept = new Map<number, { from: number; lastId: number; version: string; rows: StoredMessage[] }>();

  function readAll(rows: Raw[]): StoredMessage[] {
    const out: StoredMessage[] = [];
    for (const r of rows) {
      try {
        out.push(parseRow(r));
      } catch (err) {
        if (!(err instanceof UnreadableRow)) throw err;
        quarantine(r, err.message, Date.now());
        log.warn({ messageId: r.id, conversationId: r.conversation_id, problem: err.message }, "moved an unreadable transcript row to quarantine; the conversation continues without it");
      }
    }
    return out;
  }

  return {
    append(m: NewMessage): number {
      return Number(
        insert.run({
          conversationId: m.conversationId,
          chatId: m.chatId,
          turnId: m.turnId,
          role: m.role,
          content: m.content,
          toolCalls: m.toolCalls ? JSON.stringify(m.toolCalls) : null,
          toolCallId: m.toolCallId ?? null,
          provenance: m.provenance ?? (m.role === "user" ? "user" : m.role),
          status: m.status ?? "complete",
          meta: m.meta ? JSON.stringify(m.meta) : null,
          createdAt: m.createdAt,
        }).lastInsertRowid,
      );
    },
    /**
     * The conversation's messages after `afterId` (rows folded into the summary are skipped).
     * Read once, then kept: a turn reads only the rows appended since the last one, unless
     * a row was changed or removed meanwhile (then everything again). The rows are frozen:
     * they are shared between turns.
     */
    conversation(conversationId: number, afterId = 0): readonly StoredMessage[] {
      // Inside a transaction the rows may still be rolled back: read them, keep nothing.
      if (db.inTransaction) return readAll(byConversation.all(conversationId, afterId));
      let c = kept.get(conversationId);
      kept.delete(conversationId);
      if (c && c.version === version() && afterId >= c.from) {
        const fresh = readAll(byConversation.all(conversationId, c.lastId));
        // A quarantined row changed the version; the next call reads everything again.
        for (const r of fresh) c.rows.push(deepFreeze(r));
        if (afterId > c.from) {
          const cut = c.rows.findIndex((r) => r.id > afterId);
          c.rows.splice(0, cut === -1 ? c.rows.length : cut);
          c.from = afterId;
        }
      } else {
        const rows = readAll(byConversation.all(conversationId, afterId)).map(deepFreeze);
        c = { from: afterId, rows, lastId: afterId, version: version() };
      }
      c.lastId = c.rows.at(-1)?.id ?? c.lastId;
      kept.set(conversationId, c);
      for (const old of kept.keys()) {
        if (kept.size <= KEPT_CONVERSATIONS) break;
        kept.delete(old);
      }
      return c.rows.slice();
    },
    turn: (turnId: number): StoredMessage[] => readAll(byTurn.all(turnId)),
    get(id: number): StoredMessage | undefined {
      const r = byId.get(id);
      return r ? readAll([r])[0] : undefined;
    },
    updateMeta(id: number, patch: MessageMeta): void {
      const r = byId.get(id);
      if (!r) return;
      let meta: MessageMeta = {};
      try {
        meta = r.meta ? (JSON.parse(r.meta) as MessageMeta) : {};
      } catch {
        meta = {};
      }
      const before = db.inTransaction ? undefined : version();
      const text = JSON.stringify({ ...meta, ...patch });
      setMeta.run(text, id);
      // Outside a transaction the change is committed: the kept row follows it (a delivery
      // mark lands on every reply, and must not make the next turn read everything again).
      const c = kept.get(r.conversation_id);
      if (before === undefined || !c || c.version !== before) return;
      const i = c.rows.findIndex((x) => x.id === id);
      if (i !== -1) c.rows[i] = deepFreeze({ ...(c.rows[i] as StoredMessage), meta: JSON.parse(text) as MessageMeta });
      c.version = version();
    },
  };
}

export type TranscriptStore = ReturnType<typeof createTranscriptStore>;
