import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";
import { articleHtml, type FakePages, startFakePages } from "../fakes/pages.js";
import { runSkill } from "./run.js";

let pages: FakePages;
let ollama: FakeOllama;

/** EUC-KR bytes for Korean text (via the platform's encoder on a known table). */
function eucKr(text: string): Buffer {
  // Node has no EUC-KR encoder; use a precomputed mapping for the few syllables we need.
  const table: Record<string, number[]> = { 가: [0xb0, 0xa1], 나: [0xb3, 0xaa], 다: [0xb4, 0xd9], 한: [0xc7, 0xd1], 국: [0xb1, 0xb9], 어: [0xbe, 0xee] };
  const out: number[] = [];
  for (const ch of text) {
    const t = table[ch];
    if (t) out.push(...t);
    else out.push(...Buffer.from(ch, "latin1"));
  }
  return Buffer.from(out);
}

const LONG = Array.from({ length: 15 }, (_, i) => `Section ${i}: the river rose ${i} meters during the spring of ${2000 + i}.`);

beforeAll(async () => {
  ollama = await startFakeOllama();
  const kr = `<html><head><title>${"한국어"}</title></head><body><article><h1>한국어</h1><p>${"가나다 ".repeat(40)}</p></article></body></html>`;
  pages = await startFakePages({
    "/long": { body: articleHtml("River Report", LONG) },
    "/short": { body: articleHtml("Tiny", ["Only one short sentence here."]) },
    "/euckr-header": { body: eucKr(kr), type: "text/html; charset=EUC-KR" },
    "/euckr-meta": { body: eucKr(kr.replace("<head>", '<head><meta http-equiv="Content-Type" content="text/html; charset=euc-kr">')), type: "text/html" },
    "/pdf": { body: "%PDF-1.4", type: "application/pdf" },
    "/gone": { body: "nope", status: 404 },
  });
});
afterAll(async () => {
  await Promise.all([pages.close(), ollama.close()]);
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const net = await import("node:net");
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

// The test pages are on loopback: fetching them needs the intranet opt-in.
const env = () => ({ OLLAMA_HOST: ollama.host, LOCAL_MODEL: "fake-local", LOCAL_TIMEOUT_MS: "2000", ALLOW_PRIVATE_URLS: "true" });

describe("article skill", () => {
  it("a long page prints one envelope: the local model's summary for the person, the full text for the model", async () => {
    ollama.on("summary", () => ({ content: "- the river rose every spring" }));
    const r = await runSkill("article", "fetch.mjs", [pages.url("/long")], env());
    expect(r.code).toBe(0);
    const e = JSON.parse(r.stdout) as { v: number; modelContext: string; userPresentation: string; title: string; url: string };
    expect(e.v).toBe(1);
    expect(e.title).toBe("River Report");
    for (const s of LONG) expect(e.modelContext).toContain(s);
    expect(e.modelContext).not.toContain("Home | About"); // navigation is not the article
    // Plain text: the bot adds the title and the link itself, and escapes this text.
    expect(e.userPresentation).not.toContain("River Report");
    expect(e.url).toBe(pages.url("/long"));
    expect(e.userPresentation).toContain("- the river rose every spring");
    expect(e.userPresentation).not.toContain("Section 14");
  });

  it("without the local model the person still gets the lead of the article", async () => {
    const r = await runSkill("article", "fetch.mjs", [pages.url("/long")], { OLLAMA_HOST: `http://127.0.0.1:${await closedPort()}`, LOCAL_MODEL: "x", LOCAL_TIMEOUT_MS: "200", ALLOW_PRIVATE_URLS: "true" });
    const e = JSON.parse(r.stdout) as { userPresentation: string };
    expect(e.userPresentation).toContain("Section 0: the river rose 0 meters");
  });

  it("a short page (under the skill's threshold) prints plain text, no envelope", async () => {
    const r = await runSkill("article", "fetch.mjs", [pages.url("/short")], env());
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith("# Tiny")).toBe(true);
    expect(r.stdout).toContain("Only one short sentence here.");
  });

  it.each(["/euckr-header", "/euckr-meta"])("decodes EUC-KR (%s)", async (p) => {
    const r = await runSkill("article", "fetch.mjs", [pages.url(p)], env());
    expect(r.code).toBe(0);
    const text = r.stdout.startsWith("{") ? (JSON.parse(r.stdout) as { modelContext: string }).modelContext : r.stdout;
    expect(text).toContain("한국어");
    expect(text).toContain("가나다 가나다");
  });

  it.each([
    ["/pdf", "is not an HTML page (content-type: application/pdf)"],
    ["/gone", "answered HTTP 404"],
  ])("gives a clear error for %s", async (p, message) => {
    const r = await runSkill("article", "fetch.mjs", [pages.url(p)], env());
    expect(r.code).toBe(3);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(message);
  });

  it("gives a clear error for an unreachable host and a bad argument", async () => {
    const closed = await closedPort();
    const r = await runSkill("article", "fetch.mjs", [`http://127.0.0.1:${closed}/x`], env());
    expect(r.stderr).toContain(`Could not reach http://127.0.0.1:${closed}/x: ECONNREFUSED`);
    const u = await runSkill("article", "fetch.mjs", ["ftp://x"], env());
    expect(u.code).toBe(2);
    expect(u.stderr).toContain("Usage:");
  });
});
