// How a conversation's turns ended, as history.ts reads them to leave failed turns out of the
// next request: only the turns that did not end "done", of that conversation, from a turn on.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { createChatStore } from "../../src/store/chats.js";
import { createTurnStore } from "../../src/store/turns.js";
import { tempDir } from "../support/harness.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("turn statuses of a conversation", () => {
  it("lists the turns that did not end done, of this conversation only, from the given turn on", () => {
    const dir = tempDir("turns-");
    dirs.push(dir);
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    const turns = createTurnStore(db);
    const chats = createChatStore(db);
    const conv1 = chats.current(1, 0, {}).id;
    const conv2 = chats.current(2, 0, {}).id;
    const turn = (conversationId: number, chatId: number, n: number) => turns.start({ chatId, conversationId, source: "user", inboxUpdateId: n, now: n });
    const a = turn(conv1, 1, 1);
    const b = turn(conv1, 1, 2);
    const c = turn(conv1, 1, 3);
    const d = turn(conv2, 2, 4);
    turns.finish(a, "error", 5, {});
    turns.finish(b, "done", 6, {});
    turns.finish(c, "aborted", 7, {});
    turns.finish(d, "error", 8, {});
    expect(turns.statusesOf(conv1)).toEqual(new Map([[a, "error"], [c, "aborted"]]));
    expect(turns.statusesOf(conv1, b)).toEqual(new Map([[c, "aborted"]]));
    expect(turns.statusesOf(conv1, c + 1)).toEqual(new Map());
    expect(turns.statusesOf(conv2)).toEqual(new Map([[d, "error"]]));
    db.close();
  });
});
