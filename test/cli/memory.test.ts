// The terminal commands, run as a user would run them (a child process), against the
// fake Ollama and a temp data directory.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { migrate } from "../../src/db/migrate.js";
import { openDatabase } from "../../src/db/open.js";
import { createMemoryStore } from "../../src/memory/store.js";
import { createVectorIndex } from "../../src/memory/vector-index.js";
import { tempDir } from "../support/harness.js";

const run = (file: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv }) => promisify(execFile)(file, args, { ...opts, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = import.meta.resolve("tsx");
let ollama: FakeOllama;
let dir: string;

const cli = (script: string, args: string[]) =>
  run(process.execPath, ["--import", TSX, path.join(ROOT, "src/cli", script), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dir, OLLAMA_HOST: ollama.host, EMBED_MODEL: "fake-embed", LOCAL_MODEL: "fake-local", MEMORY_MIN_SIMILARITY: "0.1" },
  });

beforeAll(async () => {
  ollama = await startFakeOllama({ embedDim: 128 });
  ollama.on("tags", (b) => ({ content: { tags: b.messages.at(-1)?.content.includes("비트코인") ? ["비트코인"] : ["요리"] } }));
  dir = tempDir();
});
afterAll(async () => {
  await ollama.close();
});

describe("npm run memory", () => {
  it("imports a JSONL chat log (bad lines reported, not fatal) and searches it as JSON, best first", async () => {
    const file = path.join(dir, "old.jsonl");
    fs.writeFileSync(
      file,
      [
        JSON.stringify({ chat_id: 42, ts: "2026-01-02T08:00:00Z", user: "비트코인 얼마야?", assistant: "84,500달러예요." }),
        JSON.stringify({ chat_id: 42, ts: "2026-01-02T08:05:00Z", user: "이더리움은?", assistant: "3,000달러예요." }),
        "{not json",
        JSON.stringify({ chat_id: 42, ts: "2026-03-01T19:00:00Z", user: "김치찌개 레시피", assistant: "신김치와 돼지고기를 볶으세요." }),
        JSON.stringify({ chat_id: 7, ts: 1767225600000, user: "hello", assistant: "hi" }),
      ].join("\n"),
    );
    const imp = await cli("memory.ts", ["import", file]);
    expect(imp.stdout).toContain("Imported 4 exchanges into 3 conversations");
    expect(imp.stdout).toContain("Done: all memories are searchable");
    expect(imp.stderr).toContain("skipped line 3: not JSON");

    const out = await cli("memory.ts", ["search", "비트코인 가격", "--json"]);
    const hits = JSON.parse(out.stdout) as Array<{ text: string; score: number; tags: string[]; chat: number; time: string }>;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatchObject({ chat: 42, time: "2026-01-02T08:00:00.000Z", tags: ["비트코인"] });
    expect(hits[0]?.text).toContain("84,500달러");
    expect(hits.map((x) => x.score)).toEqual([...hits.map((x) => x.score)].sort((a, b) => b - a));
  });

  it("explains its usage on a wrong call", async () => {
    await expect(cli("memory.ts", ["search"])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage:") });
  });
});

describe("npm run stats -- tool-output", () => {
  it("prints the distribution of stored output lengths per skill", async () => {
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    const ins = db.prepare("INSERT INTO tool_calls (turn_id, chat_id, conversation_id, call_id, name, skill, command, status, output_chars, started_at) VALUES (1, 1, 1, 'c', 'exec', ?, 'x', 'success', ?, 0)");
    for (const n of [100, 150, 152, 200, 450, 600, 3466]) ins.run("x-fetch", n);
    db.close();
    const out = await cli("stats.ts", ["tool-output"]);
    const line = out.stdout.split("\n").find((l) => l.startsWith("x-fetch")) ?? "";
    expect(line).toMatch(/x-fetch\s+7\s+731\s+200\s+3466\s+57\.1%\s+71\.4%\s+85\.7%\s+85\.7%\s+100\.0%/);
  });
});

describe("piped output of the CLIs (seed 000's flush bug)", () => {
  it("npm run stats -- tool-output --json arrives whole at over 1 MB", async () => {
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    const ins = db.prepare("INSERT INTO tool_calls (turn_id, chat_id, conversation_id, call_id, name, skill, command, status, output_chars, started_at) VALUES (1, 1, 1, 'c', 'exec', ?, 'x', 'success', ?, 0)");
    db.transaction(() => {
      for (let i = 0; i < 9000; i++) ins.run(`skill-${String(i).padStart(5, "0")}-${"x".repeat(60)}`, 100 + i);
    })();
    db.close();
    const out = await cli("stats.ts", ["tool-output", "--json"]);
    expect(out.stdout.length).toBeGreaterThan(1_000_000);
    const stats = JSON.parse(out.stdout) as unknown[];
    expect(stats.length).toBeGreaterThanOrEqual(9000);
  });

  it("npm run memory -- search --json arrives whole at over 1 MB", async () => {
    const db = openDatabase(path.join(dir, "assistant.db"));
    migrate(db);
    const store = createMemoryStore(db, createVectorIndex(db));
    db.transaction(() => {
      // 190 matches: full-text search skips a term found in more than 200 items.
      for (let i = 0; i < 190; i++) store.add({ chatId: 99, conversationId: 1, kind: "exchange", sourceId: null, text: `User: lighthouse ${i}\nAssistant: ${`The lighthouse keeper wrote entry ${i}. `.repeat(160)}`, ts: 1_700_000_000_000 + i });
    })();
    db.close();
    const out = await cli("memory.ts", ["search", "lighthouse", "--json", "--chat", "99", "--limit", "190"]);
    expect(out.stdout.length).toBeGreaterThan(1_000_000);
    const hits = JSON.parse(out.stdout) as Array<{ text: string }>;
    expect(hits).toHaveLength(190);
  });
});
