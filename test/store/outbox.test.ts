// The send records claim checks read after every reply (verify.ts): the chat's latest rows
// outside the current turn, newest first, with only id, turn, kind and status.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { createChatStore } from "../../src/store/chats.js";
import { createOutboxStore } from "../../src/store/outbox.js";
import { createTurnStore } from "../../src/store/turns.js";
import { tempDir } from "../support/harness.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("outbox send records", () => {
  it("latest rows of this chat outside the turn, newest first, limited, without their texts", () => {
    const dir = tempDir("outbox-");
    dirs.push(dir);
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    const outbox = createOutboxStore(db);
    const turns = createTurnStore(db);
    const chats = createChatStore(db);
    const turn = (chatId: number, n: number) => turns.start({ chatId, conversationId: chats.current(chatId, 0, {}).id, source: "user", inboxUpdateId: n, now: n });
    const earlier = turn(1, 1);
    const current = turn(1, 2);
    const other = turn(2, 3);
    const a = outbox.add({ chatId: 1, turnId: earlier, kind: "reply", text: "earlier reply", now: 1 });
    const b = outbox.add({ chatId: 1, turnId: null, kind: "digest", text: "a digest", now: 2 });
    outbox.add({ chatId: 1, turnId: current, kind: "presentation", text: "this turn", now: 3 });
    outbox.add({ chatId: 2, turnId: other, kind: "reply", text: "another chat", now: 4 });
    outbox.record(a, "delivered", [10], null, 5);
    expect(outbox.recentSendsExcept(1, current)).toEqual([
      { id: b, turnId: null, kind: "digest", status: "pending" },
      { id: a, turnId: earlier, kind: "reply", status: "delivered" },
    ]);
    expect(outbox.recentSendsExcept(1, current, 1)).toEqual([{ id: b, turnId: null, kind: "digest", status: "pending" }]);
    db.close();
  });
});
