// Fetching is safe by default (issue 10 item 5): the shared module used by the article
// and feeds skills, tried with the spellings an attacker would use, a redirect hop into
// the local network, DNS rebinding and a gzip bomb. Refusals are tested with the intranet
// opt-in OFF against live loopback servers (their hit counts prove nothing was sent).
import type http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAddress, FetchProblem, safeFetch } from "../../skills/_lib/safe-fetch.mjs";
import { startServer, type LoopbackServer } from "../fakes/http.js";
import { articleHtml } from "../fakes/pages.js";
import { tempDir } from "../support/harness.js";
import { FAKE_INTERNET, runSkill } from "./run.js";

const PUBLIC = "93.184.216.34";
const LONG = Array.from({ length: 12 }, (_, i) => `Paragraph ${i} of the public story about the harbour and its ${i} ferries.`);

let server: LoopbackServer;
const hits: string[] = [];
let bombWritten = 0;
let bombTotal = 0;
let bombDone: Promise<void> = Promise.resolve();

/** One gzip member of 16 MB of zeros (~16 KB); members concatenated are one valid gzip body. */
const MEMBER = zlib.gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });

function sendBomb(res: http.ServerResponse, type: string, members: number): void {
  res.writeHead(200, { "content-type": type, "content-encoding": "gzip" });
  bombWritten = 0;
  bombTotal = MEMBER.length * members;
  bombDone = new Promise<void>((resolve) => {
    let i = 0;
    const pump = () => {
      while (i < members) {
        i++;
        bombWritten += MEMBER.length;
        if (!res.write(MEMBER)) return void res.once("drain", pump);
      }
      res.end();
    };
    res.on("close", () => resolve());
    pump();
  });
}

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = req.url ?? "/";
    hits.push(url);
    const host = req.headers.host ?? "";
    if (url === "/secret") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(articleHtml("Router admin", ["admin password: hunter2 ".repeat(30)]));
    } else if (url === "/story") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(articleHtml("Harbour news", LONG));
    } else if (url.startsWith("/to?")) {
      res.writeHead(302, { location: decodeURIComponent(url.slice(4)) });
      res.end();
    } else if (url.startsWith("/loop")) {
      res.writeHead(301, { location: `http://${host}/loop${Number(url.slice(5) || 0) + 1}` });
      res.end();
    } else if (url === "/bomb.html") sendBomb(res, "text/html", 4096);
    else if (url === "/bomb.xml") sendBomb(res, "application/rss+xml", 4096);
    else if (url === "/small.gz") {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(zlib.gzipSync(articleHtml("Compressed", LONG)));
    } else if (url === "/drip") {
      // A body that never ends: one byte now and then, forever.
      res.writeHead(200, { "content-type": "text/html" });
      const t = setInterval(() => res.write("x"), 50);
      res.on("close", () => clearInterval(t));
    } else if (url === "/image.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(Buffer.alloc(100));
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    }
  });
});
afterAll(async () => {
  await server.close();
});

const port = () => server.port;
const secretHits = () => hits.filter((h) => h === "/secret").length;

describe("address classification (an allowlist: only public unicast passes)", () => {
  it.each([
    ["127.0.0.1", "loopback"], ["127.255.255.254", "loopback"], ["::1", "loopback"], ["::ffff:7f00:1", "loopback"],
    ["0.0.0.0", "unspecified"], ["::", "unspecified"], ["169.254.169.254", "linkLocal"], ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"], ["fd12:3456::1", "uniqueLocal"], ["10.0.0.1", "private"], ["172.16.0.1", "private"],
    ["172.31.255.255", "private"], ["192.168.1.1", "private"], ["100.64.0.1", "carrierGradeNat"], ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"], ["255.255.255.255", "broadcast"], ["::7f00:1", "nonGlobal"], ["64:ff9b::7f00:1", "rfc6052"],
    ["2002:7f00:1::1", "6to4"], ["2001::1", "teredo"], ["::ffff:a9fe:a9fe", "linkLocal"], ["::ffff:c0a8:101", "private"],
    ["192.0.2.1", "reserved"], ["240.0.0.1", "reserved"], ["2001:db8::1", "reserved"], ["fec0::1", "deprecatedSiteLocal"],
  ])("refuses %s (%s)", (address, range) => {
    const c = checkAddress(address);
    expect(c.ok).toBe(false);
    expect(c.range).toBe(range);
  });

  // Hard negatives: public neighbours of the private ranges must still be fetched.
  it.each(["8.8.8.8", "93.184.216.34", "11.0.0.1", "172.32.0.1", "172.15.255.255", "192.169.0.1", "100.63.255.255", "100.128.0.1", "169.255.0.1", "2606:4700::1111", "2a00:1450::1", "::ffff:808:808"])(
    "lets the public address %s through",
    (address) => {
      expect(checkAddress(address)).toMatchObject({ ok: true });
    },
  );

  it("the opt-in opens the local network but never the unspecified address, multicast or reserved ranges", () => {
    for (const a of ["127.0.0.1", "::1", "10.0.0.1", "192.168.1.1", "169.254.169.254", "fd00::1", "fe80::1", "100.64.0.1", "::ffff:7f00:1"])
      expect(checkAddress(a, { allowPrivate: true }).ok, a).toBe(true);
    for (const a of ["0.0.0.0", "::", "224.0.0.1", "ff02::1", "255.255.255.255", "240.0.0.1", "::7f00:1", "64:ff9b::7f00:1"])
      expect(checkAddress(a, { allowPrivate: true }).ok, a).toBe(false);
  });
});

describe("safeFetch refuses the local network in every spelling (opt-in off, live loopback server)", () => {
  const spellings = (p: number) => [
    `http://127.0.0.1:${p}/secret`,
    `http://127.1:${p}/secret`,
    `http://2130706433:${p}/secret`,
    `http://0x7f.1:${p}/secret`,
    `http://0x7f000001:${p}/secret`,
    `http://017700000001:${p}/secret`,
    `http://0177.0.0.1:${p}/secret`,
    `http://127.000.000.001:${p}/secret`,
    `http://[::1]:${p}/secret`,
    `http://[::ffff:127.0.0.1]:${p}/secret`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${p}/secret`,
    `http://[::127.0.0.1]:${p}/secret`,
    `http://0.0.0.0:${p}/secret`,
    `http://0:${p}/secret`,
    `http://[::]:${p}/secret`,
    `http://localhost:${p}/secret`,
    `http://LocalHost:${p}/secret`,
    `http://foo@127.0.0.1:${p}/secret`,
    `HTTP://127.0.0.1:${p}/secret`,
    `http://169.254.169.254/latest/meta-data/`,
    `http://[fe80::1]/`,
    `http://[fc00::1]/`,
    `http://10.0.0.1/`,
    `http://192.168.0.1/`,
    `http://224.0.0.1/`,
    `http://[ff02::1]/`,
    `http://[::ffff:169.254.169.254]/`,
  ];

  it("refuses each one before anything is sent", async () => {
    const before = hits.length;
    for (const url of spellings(port())) {
      const err = await safeFetch(url, { allowPrivate: false, timeoutMs: 3000 }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err, url).toBeInstanceOf(FetchProblem);
      expect((err as FetchProblem).message, url).toMatch(/^Refused to fetch|user name or password/);
      expect((err as FetchProblem).refused, url).toBe(true);
    }
    expect(hits.length).toBe(before);
  });

  it("refuses a name that resolves to a loopback address, with the address in the reason", async () => {
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    await expect(safeFetch(`http://intranet.test:${port()}/secret`, { allowPrivate: false, resolve })).rejects.toThrow(/intranet\.test resolves to 127\.0\.0\.1\): 127\.0\.0\.1 is a loopback address.*ALLOW_PRIVATE_URLS=true/);
    // One public and one private answer: refused (it could connect to either).
    const mixed = async () => [{ address: PUBLIC, family: 4 }, { address: "10.1.1.1", family: 4 }];
    await expect(safeFetch("http://mixed.test/", { allowPrivate: false, resolve: mixed })).rejects.toThrow(/10\.1\.1\.1 is a private network address/);
    expect(secretHits()).toBe(0);
  });

  it("refuses other schemes outright", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/x", "gopher://127.0.0.1/", "data:text/html,hi"])
      await expect(safeFetch(url, { allowPrivate: true }), url).rejects.toThrow(/not an http\(s\) address/);
  });

  it("a body that drips forever is cut by the whole-fetch timeout", async () => {
    await expect(safeFetch(`http://127.0.0.1:${port()}/drip`, { allowPrivate: true, timeoutMs: 400 })).rejects.toThrow(/no complete answer within 0.4 s/);
  });

  it("with the opt-in, the same loopback page is fetched (and a small gzip body is decoded)", async () => {
    const r = await safeFetch(`http://127.1:${port()}/small.gz`, { allowPrivate: true });
    expect(r.body.toString("utf8")).toContain("Paragraph 11 of the public story");
  });
});

describe("through the real skill CLIs", () => {
  const internet = () => ({
    FAKE_INTERNET: JSON.stringify({ hosts: { "news.example": [PUBLIC] }, rebind: { "flip.example": [PUBLIC, "127.0.0.2"] } }),
    ALLOW_PRIVATE_URLS: "false",
  });
  const imports = ["--import", FAKE_INTERNET];

  it("article: a public page is read; its redirect into the local network is refused at the hop, in three spellings", async () => {
    const ok = await runSkill("article", "fetch.mjs", [`http://news.example:${port()}/story`], internet(), imports);
    expect(ok.stderr).toBe("");
    expect(ok.stdout).toContain("Paragraph 11 of the public story");
    for (const target of [`http://127.0.0.1:${port()}/secret`, `http://localhost:${port()}/secret`, `http://[::ffff:7f00:1]:${port()}/secret`]) {
      const r = await runSkill("article", "fetch.mjs", [`http://news.example:${port()}/to?${encodeURIComponent(target)}`], internet(), imports);
      expect(r.code, target).toBe(3);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^Refused to fetch http:\/\/(127\.0\.0\.1|localhost|\[::ffff:7f00:1\]):\d+\/secret/);
      expect(r.stderr).toContain("ALLOW_PRIVATE_URLS=true");
    }
    expect(secretHits()).toBe(0);
  });

  it("article: connects to the address it checked (a name that rebinds to loopback on the second lookup still reads the public page)", async () => {
    const r = await runSkill("article", "fetch.mjs", [`http://flip.example:${port()}/story`], internet(), imports);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("Harbour news");
  });

  it("article: a redirect loop stops after the hop limit", async () => {
    const r = await runSkill("article", "fetch.mjs", [`http://news.example:${port()}/loop`], internet(), imports);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("redirected more than 5 times");
    expect(hits.filter((h) => h.startsWith("/loop")).length).toBe(6);
  });

  it("feeds: a feed on loopback is refused without the opt-in, and nothing is stored", async () => {
    const r = await runSkill("feeds", "feeds.mjs", ["add", `http://2130706433:${port()}/secret`], { SKILL_DATA_DIR: tempDir("feeds-data-"), ALLOW_PRIVATE_URLS: "false" });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Not added: Refused to fetch http://127.0.0.1:");
    expect(secretHits()).toBe(0);
  });

  it("article: a gzip bomb is cut at the cap counting decompressed bytes; the body is never read whole", async () => {
    const r = await runSkill("article", "fetch.mjs", [`http://127.0.0.1:${port()}/bomb.html`], { ALLOW_PRIVATE_URLS: "true" });
    await bombDone;
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("is larger than 8 MB");
    // 4096 members x 16 MB = 64 GB inflated; the reader stopped after 8 MB of it, so the
    // server could only push what fits in the socket buffers, a fraction of the body.
    expect(bombTotal).toBeGreaterThan(60 * 1024 * 1024);
    expect(bombWritten).toBeLessThan(bombTotal / 3);
  });

  it("feeds: the same cap, and a content-type check", async () => {
    const bomb = await runSkill("feeds", "feeds.mjs", ["add", `http://127.0.0.1:${port()}/bomb.xml`], { SKILL_DATA_DIR: tempDir("feeds-data-"), ALLOW_PRIVATE_URLS: "true" });
    await bombDone;
    expect(bomb.stderr).toContain("is larger than 8 MB");
    expect(bombWritten).toBeLessThan(bombTotal / 3);
    const png = await runSkill("feeds", "feeds.mjs", ["add", `http://127.0.0.1:${port()}/image.png`], { SKILL_DATA_DIR: tempDir("feeds-data-"), ALLOW_PRIVATE_URLS: "true" });
    expect(png.stderr).toContain("is not a feed (content-type: image/png)");
  });
});
