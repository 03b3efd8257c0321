// History turns are built once per stored turn and reused while its rows are unchanged
// (issue 14: every turn rebuilt and re-estimated the whole conversation). Real SQLite, the
// real transcript store: a row it replaces (a meta change) makes that turn rebuilt.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { buildHistory, PARTIAL_NOTE, STOPPED_HISTORY_NOTE } from "../../src/pipeline/history.js";
import { createChatStore } from "../../src/store/chats.js";
import { createTranscriptStore } from "../../src/store/transcript.js";
import { createTurnStore } from "../../src/store/turns.js";
import { tempDir } from "../support/harness.js";
import { captureLog } from "../support/log.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function store() {
  const dir = tempDir("history-");
  dirs.push(dir);
  const db = openDatabase(path.join(dir, "assistant.db"));
  migrate(db);
  const transcript = createTranscriptStore(db, captureLog().log);
  const chats = createChatStore(db);
  const turns = createTurnStore(db);
  const conv = chats.current(1, 0, {}).id;
  const turn = (n: number) => turns.start({ chatId: 1, conversationId: conv, source: "user", inboxUpdateId: n, now: n });
  const exchange = (n: number, status: "complete" | "partial" = "complete") => {
    const t = turn(n);
    transcript.append({ conversationId: conv, chatId: 1, turnId: t, role: "user", content: `question ${n}`, createdAt: n });
    return transcript.append({ conversationId: conv, chatId: 1, turnId: t, role: "assistant", content: `answer ${n}`, status, createdAt: n });
  };
  const build = () => buildHistory(transcript.conversation(conv), new Map(), 2000);
  return { db, transcript, exchange, build, conv };
}

describe("history turns are reused while their rows are unchanged", () => {
  it("a second build hands back the same (frozen) messages, plus the new turn", () => {
    const s = store();
    s.exchange(1);
    s.exchange(2);
    const first = s.build();
    s.exchange(3);
    const second = s.build();
    expect(second.turns).toHaveLength(3);
    expect(second.turns[0]?.messages).toBe(first.turns[0]?.messages);
    expect(second.turns[1]?.messages).toBe(first.turns[1]?.messages);
    expect(Object.isFrozen(second.turns[0]?.messages[0])).toBe(true);
    expect(second.exchanges.map((e) => e.user)).toEqual(["question 1", "question 2", "question 3"]);
    s.db.close();
  });

  it("a row whose meta changed is read again: its turn is rebuilt, the others are not", () => {
    const s = store();
    s.exchange(1);
    const cut = s.exchange(2, "partial");
    const first = s.build();
    expect(first.turns[1]?.messages[1]?.content).toBe(`answer 2${PARTIAL_NOTE}`);
    s.transcript.updateMeta(cut, { stopped: true });
    const second = s.build();
    expect(second.turns[1]?.messages[1]?.content).toBe(`answer 2${STOPPED_HISTORY_NOTE}`);
    expect(second.turns[0]?.messages).toBe(first.turns[0]?.messages);
    s.db.close();
  });

  it("a turn that ended differently since (statuses) is rebuilt with its new ending", () => {
    const s = store();
    s.exchange(1);
    const done = s.build();
    const rows = s.transcript.conversation(s.conv);
    const errored = buildHistory(rows, new Map([[rows[0]?.turnId as number, "error" as const]]), 2000);
    // A turn that ended in error keeps only the user's words (hygiene skips the rest).
    expect(errored.turns[0]?.messages.map((m) => m.role)).toEqual(["user"]);
    expect(done.turns[0]?.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    s.db.close();
  });
});
