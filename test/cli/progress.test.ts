// Import progress: counts, rate and time left on a terminal (a real pseudo-terminal for the
// CLI), nothing at all when the output is piped.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDuration, progressLine, startProgress } from "../../src/cli/progress.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { tempDir } from "../support/harness.js";

describe("progress line", () => {
  it("counts, rate of the first counter, and the slowest counter's time left", () => {
    expect(progressLine("Embedding and tagging", [
      { label: "memories", total: 10_000, done: 3_200, rate: 850 },
      { label: "conversations tagged", total: 1_000, done: 300, rate: 100 },
    ])).toBe("Embedding and tagging: 3,200/10,000 memories, 300/1,000 conversations tagged · 850/s · about 8 s left");
    expect(progressLine("X", [{ label: "items", total: 10, done: 0, rate: 0 }])).toBe("X: 0/10 items · estimating time left…");
    expect(progressLine("X", [{ label: "items", total: 10, done: 10, rate: 3 }])).toBe("X: 10/10 items · done");
    expect(formatDuration(58_200)).toBe("59 s");
    expect(formatDuration(61_000)).toBe("1 min");
    expect(formatDuration(3_900_000)).toBe("1 h 5 min");
  });

  it("on a terminal: rewrites one line in place with the measured rate; ends with a newline", () => {
    let t = 0;
    let done = 0;
    const written: string[] = [];
    const p = startProgress({ title: "Work", counters: [{ label: "items", total: 100, done: () => done }], out: { isTTY: true, write: (s: string) => written.push(s) }, now: () => t, everyMs: 60_000 });
    t = 2000;
    done = 40;
    p.refresh();
    expect(written.at(-1)).toBe("\r\x1b[2KWork: 40/100 items · 20/s · about 3 s left");
    done = 100;
    p.stop();
    expect(written.at(-1)).toBe("\r\x1b[2KWork: 100/100 items · done\n");
    expect(written.every((w) => w.startsWith("\r\x1b[2K"))).toBe(true);
  });

  it("not a terminal: writes nothing", () => {
    const written: string[] = [];
    const p = startProgress({ title: "Work", counters: [{ label: "items", total: 100, done: () => 50 }], out: { isTTY: false, write: (s: string) => written.push(s) } });
    p.refresh();
    p.stop();
    expect(written).toEqual([]);
  });
});

describe("npm run memory -- import", () => {
  let ollama: FakeOllama;
  let file: string;
  const CLI = path.resolve(import.meta.dirname, "../../src/cli/memory.ts");
  const TSX = import.meta.resolve("tsx");
  const envFor = (dir: string) => ({ PATH: process.env.PATH ?? "", HOME: dir, DATA_DIR: dir, OLLAMA_HOST: ollama.host, EMBED_MODEL: "fake-embed", LOCAL_MODEL: "fake-local", TERM: "xterm" });

  beforeAll(async () => {
    ollama = await startFakeOllama({ embedDim: 32 });
    // Slow enough that the import spans several refreshes (250 ms each).
    ollama.setEmbedDelay(150);
    ollama.setChatDelay(40);
    const dir = tempDir("import-progress-");
    file = path.join(dir, "old.jsonl");
    const day = 86_400_000;
    fs.writeFileSync(file, Array.from({ length: 200 }, (_, i) => JSON.stringify({ chat_id: 5, ts: Date.parse("2025-01-01T00:00:00Z") + Math.floor(i / 10) * day + i * 60_000, user: `question ${i}`, assistant: `answer ${i}` })).join("\n"));
  });
  afterAll(async () => {
    await ollama.close();
  });

  it("on a pseudo-terminal: a progress line with counts, rate and time left, rewritten in place", async () => {
    const dir = tempDir("import-pty-");
    const cmd = [process.execPath, "--import", TSX, CLI, "import", file].map((a) => `'${a}'`).join(" ");
    const proc = spawn("script", ["-qfec", cmd, "/dev/null"], { cwd: dir, env: envFor(dir), stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    proc.stdout.on("data", (d: Buffer) => (out += d.toString()));
    const code = await new Promise((r) => proc.on("exit", r));
    expect(code).toBe(0);
    expect(out).toContain("Imported 200 exchanges into 20 conversations");
    const frames = out.split("\r\x1b[2K").slice(1).map((f) => f.split(/\r?\n/)[0] as string);
    expect(frames.length).toBeGreaterThanOrEqual(3);
    expect(frames.some((f) => /^Embedding and tagging: [\d,]+\/200 memories, \d+\/20 conversations tagged · [\d,]+\/s · about \d+ (s|min) left$/.test(f))).toBe(true);
    expect(frames.at(-1)).toBe("Embedding and tagging: 200/200 memories, 20/20 conversations tagged · done");
    expect(out).toContain("Done: all memories are searchable");
  }, 60_000);

  it("piped: no progress, no terminal codes, the same result lines", async () => {
    const dir = tempDir("import-pipe-");
    const before = ollama.embeds.length;
    const r = await promisify(execFile)(process.execPath, ["--import", TSX, CLI, "import", file], { cwd: dir, env: envFor(dir), encoding: "utf8" });
    expect(r.stdout).toBe("Imported 200 exchanges into 20 conversations. Embedding and tagging…\nDone: all memories are searchable by meaning and by text.\n");
    expect(r.stderr).toBe("");
    // Embeddings are asked for in batches of 64 texts (4 calls, not 200 or 13).
    expect(ollama.embeds.slice(before).map((e) => e.input.length)).toEqual([64, 64, 64, 8]);
  }, 60_000);
});
