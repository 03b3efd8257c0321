import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePages, rss, startFakePages } from "../fakes/pages.js";
import { tempDir } from "../support/harness.js";
import { runContained } from "./run.js";

const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Dev Blog</title><entry><id>urn:1</id><title>Release 2.0</title><link href="https://dev.example/r2"/><updated>2026-11-29T10:00:00Z</updated><content type="html">&lt;p&gt;Version two adds offline mode.&lt;/p&gt;</content></entry></feed>`;

let pages: FakePages;
let root: string;
beforeAll(async () => {
  pages = await startFakePages({
    "/rss": { body: rss([{ title: "Bridge reopens", body: "The old bridge reopens on Monday after two years of repairs.", guid: "a1" }, { title: "Library hours", body: "The library now opens at 8 on weekdays.", guid: "b22" }]), type: "application/rss+xml" },
    "/atom": { body: atom, type: "application/atom+xml" },
    "/notafeed": { body: "<html>hi</html>" },
  });
  root = path.join(tempDir(), "skills");
});
afterAll(async () => {
  await pages.close();
});

const feeds = (...args: string[]) => runContained(`node scripts/feeds.mjs ${args.join(" ")}`, { chatId: 9, dataRoot: root, env: { ALLOW_PRIVATE_URLS: "true" } });

describe("feeds skill", () => {
  it("adds RSS and Atom feeds, refuses what is not a feed", async () => {
    expect((await feeds("add", pages.url("/rss"))).stdout).toContain('Following "Town News" (2 items');
    expect((await feeds("add", pages.url("/atom"))).stdout).toContain('Following "Dev Blog"');
    const bad = await feeds("add", pages.url("/notafeed"));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("is not a feed (content-type: text/html");
    expect((await feeds("list")).stdout).toContain("Town News");
  });

  it("digest: the person gets a numbered list, the model every item's full text; then nothing is new", async () => {
    const r = await feeds("digest");
    const e = JSON.parse(r.stdout) as { v: number; modelContext: string; userPresentation: string };
    expect(e.userPresentation).toMatch(/^1\. .+ — Town News$/m);
    expect(e.userPresentation).not.toContain("**");
    expect(e.userPresentation).toContain("Library hours");
    expect(e.userPresentation).not.toContain("after two years of repairs");
    expect(e.modelContext).toContain("The old bridge reopens on Monday after two years of repairs.");
    expect(e.modelContext).toContain("Version two adds offline mode.");
    expect(e.modelContext).toContain("## 2. ");
    const again = await feeds("digest");
    expect(again.stdout).toContain("No new items since the last digest.");
  });

  it("a hostile feed cannot grow this chat's data without bound: huge item ids and titles are kept small, and still recognised", async () => {
    // Each read remembers the ids of what it showed (up to 2000 per feed); a feed that sends
    // 64 KB ids (and a 200 KB title) would otherwise grow feeds.json by megabytes per read,
    // rewritten whole at every digest.
    const huge = (n: number) => `${String(n).padStart(4, "0")}${"x".repeat(64 * 1024)}`;
    pages.set("/huge", { body: rss(Array.from({ length: 12 }, (_, n) => ({ title: `Item ${n}`, body: "text", guid: huge(n) })), "T".repeat(200 * 1024)), type: "application/rss+xml" });
    const dataRoot = path.join(tempDir(), "skills");
    const run = (...args: string[]) => runContained(`node scripts/feeds.mjs ${args.join(" ")}`, { chatId: 10, dataRoot, env: { ALLOW_PRIVATE_URLS: "true" } });
    expect((await run("add", pages.url("/huge"))).code).toBe(0);
    const first = await run("read", "--limit", "1000");
    expect(first.stdout).toContain("Item 11");
    const size = fs.statSync(path.join(dataRoot, "feeds", "10", "feeds.json")).size;
    expect(size).toBeLessThan(16 * 1024);
    expect((await run("read", "--limit", "1000")).stdout).toContain("No new items.");
  });
});
