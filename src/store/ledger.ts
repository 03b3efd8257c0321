// The tool-call ledger: every exec call, with what happened. The system prompt shows the
// last 10; the claim check compares replies against it.
import type { Db } from "../db/open.js";
import type { Frame } from "./transcript.js";

export type CallStatus = "running" | "success" | "error" | "timeout" | "stopped";

export interface LedgerEntry {
  id: number;
  turnId: number;
  chatId: number;
  callId: string;
  name: string;
  skill: string | null;
  command: string;
  status: CallStatus;
  summary: string;
  frame: Frame | null;
  outputChars: number | null;
  startedAt: number;
  endedAt: number | null;
}

type Raw = { id: number; turn_id: number; chat_id: number; call_id: string; name: string; skill: string | null; command: string; status: CallStatus; summary: string; frame: Frame | null; output_chars: number | null; started_at: number; ended_at: number | null };

const toEntry = (r: Raw): LedgerEntry => ({
  id: r.id, turnId: r.turn_id, chatId: r.chat_id, callId: r.call_id, name: r.name, skill: r.skill, command: r.command,
  status: r.status, summary: r.summary, frame: r.frame, outputChars: r.output_chars, startedAt: r.started_at, endedAt: r.ended_at,
});

export function createLedgerStore(db: Db) {
  const insert = db.prepare(
    "INSERT INTO tool_calls (turn_id, chat_id, conversation_id, call_id, name, skill, command, status, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'running', ?)",
  );
  const finish = db.prepare("UPDATE tool_calls SET status = ?, summary = ?, frame = ?, output_chars = ?, skill = COALESCE(?, skill), ended_at = ? WHERE id = ?");
  const recent = db.prepare<[number, number], Raw>("SELECT * FROM tool_calls WHERE chat_id = ? ORDER BY id DESC LIMIT ?");
  const forTurn = db.prepare<[number], Raw>("SELECT * FROM tool_calls WHERE turn_id = ? ORDER BY id");
  const bySkill = db.prepare<[], { skill: string | null; output_chars: number }>(
    "SELECT skill, output_chars FROM tool_calls WHERE output_chars IS NOT NULL AND status = 'success' ORDER BY skill",
  );
  const interrupt = db.prepare("UPDATE tool_calls SET status = 'error', summary = 'interrupted: the bot stopped before this call finished', ended_at = ? WHERE status = 'running'");
  const runningPids = db.prepare<[], { pid: number }>("SELECT pid FROM tool_calls WHERE status = 'running' AND pid IS NOT NULL");
  const setPid = db.prepare("UPDATE tool_calls SET pid = ? WHERE id = ?");
  return {
    start(c: { turnId: number; chatId: number; conversationId: number; callId: string; name: string; skill: string | null; command: string; now: number }): number {
      return Number(insert.run(c.turnId, c.chatId, c.conversationId, c.callId, c.name, c.skill, c.command, c.now).lastInsertRowid);
    },
    finish(id: number, r: { status: Exclude<CallStatus, "running">; summary: string; frame: Frame | null; outputChars: number | null; skill?: string | null; now: number }): void {
      finish.run(r.status, r.summary.slice(0, 300), r.frame, r.outputChars, r.skill ?? null, r.now, id);
    },
    /** Most recent first. */
    recent: (chatId: number, limit = 10): LedgerEntry[] => recent.all(chatId, limit).map(toEntry),
    forTurn: (turnId: number): LedgerEntry[] => forTurn.all(turnId).map(toEntry),
    outputLengths: () => bySkill.all(),
    setPid(id: number, pid: number): void {
      setPid.run(pid, id);
    },
    /** Process groups of calls a crash left running. */
    runningPids: (): number[] => runningPids.all().map((r) => r.pid),
    /** At start: calls a crash left running are recorded as failed (their effect is unknown). */
    interruptRunning: (now: number): number => interrupt.run(now).changes,
  };
}

export type LedgerStore = ReturnType<typeof createLedgerStore>;
