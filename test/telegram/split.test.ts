import { describe, expect, it } from "vitest";
import { htmlToPlain, renderBlocks, renderInline } from "../../src/telegram/render.js";
import { TELEGRAM_LIMIT, toTelegramChunks } from "../../src/telegram/split.js";
import { parseTelegramHtml } from "../fakes/telegram.js";

describe("renderInline", () => {
  it.each([
    ["**bold** and *it*", "<b>bold</b> and <i>it</i>"],
    ["a < b && c > d", "a &lt; b &amp;&amp; c &gt; d"],
    ["`x < 1` ok", "<code>x &lt; 1</code> ok"],
    ["[site](https://example.com/?a=1&b=2)", '<a href="https://example.com/?a=1&amp;b=2">site</a> (example.com)'],
    ["[example.com docs](https://example.com/d)", '<a href="https://example.com/d">example.com docs</a>'],
    ["[Session expired](https://evil.example/login)", '<a href="https://evil.example/login">Session expired</a> (evil.example)'],
    ["[apple.com](https://аpple.com/)", '<a href="https://аpple.com/">apple.com</a> (xn--pple-43d.com)'],
    ["[bad](javascript:alert(1))", "[bad](javascript:alert(1))"],
    // A label that contains the host as a substring, or names another site, does not name the host.
    ["[paypal.com](https://al.com/login)", '<a href="https://al.com/login">paypal.com</a> (al.com)'],
    ["[https://accounts.google.com](https://le.example/x)", '<a href="https://le.example/x">https://accounts.google.com</a> (le.example)'],
    ["[google.com@evil.example](https://evil.example/)", '<a href="https://evil.example/">google.com@evil.example</a> (evil.example)'],
    ["[Node 20.1 notes](https://nodejs.org/en)", '<a href="https://nodejs.org/en">Node 20.1 notes</a> (nodejs.org)'],
    ["[docs.example.com/api](https://example.com:8443/api)", '<a href="https://example.com:8443/api">docs.example.com/api</a>'],
    // Links that act inside Telegram or hide an address are never tappable.
    ["[Renew session](tg://login?token=AQAB)", "[Renew session](tg://login?token=AQAB)"],
    ["[proxy](tg://proxy?server=1.2.3.4)", "[proxy](tg://proxy?server=1.2.3.4)"],
    ["[help](mailto:a@evil.example)", "[help](mailto:a@evil.example)"],
    ["snake_case_name stays", "snake_case_name stays"],
    ["~~old~~ new", "<s>old</s> new"],
    ["2 * 3 * 4", "2 * 3 * 4"],
    ["**unclosed bold", "**unclosed bold"],
    ["\\*literal\\*", "*literal*"],
  ])("%s", (md, html) => {
    expect(renderInline(md)).toBe(html);
  });
});

describe("renderBlocks", () => {
  it("renders headings, lists, quotes, code and tables as valid Telegram HTML", () => {
    const md = "# Title\n\n- one\n- **two**\n\n> quoted\n> more\n\n```ts\nconst a = 1 < 2;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |";
    const blocks = renderBlocks(md);
    const html = blocks.map((b) => b.html).join("\n\n");
    expect(() => parseTelegramHtml(html)).not.toThrow();
    expect(html).toContain("<b>Title</b>");
    expect(html).toContain("• <b>two</b>");
    expect(html).toContain("<blockquote>quoted\nmore</blockquote>");
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>');
    expect(html).toContain("<pre><code>| a | b |\n| 1 | 2 |</code></pre>");
  });

  it("treats an unclosed fence as code to the end", () => {
    const blocks = renderBlocks("text\n```\ncode <b>\nmore");
    expect(blocks.at(-1)?.html).toBe("<pre><code>code &lt;b&gt;\nmore</code></pre>");
  });
});

describe("toTelegramChunks", () => {
  it("keeps short replies in one chunk", () => {
    expect(toTelegramChunks("hello **you**")).toEqual([{ html: "hello <b>you</b>", source: "hello **you**" }]);
  });

  it("splits a 5000-character reply on paragraph boundaries, complete and valid", () => {
    const paras = Array.from({ length: 50 }, (_, i) => `Paragraph ${i}: ` + "가나다 & <tag> ".repeat(8));
    const md = paras.join("\n\n");
    expect(md.length).toBeGreaterThan(5000);
    const chunks = toTelegramChunks(md);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.html.length).toBeLessThanOrEqual(TELEGRAM_LIMIT);
      expect(() => parseTelegramHtml(c.html)).not.toThrow();
    }
    const shown = chunks.map((c) => parseTelegramHtml(c.html)).join("\n\n");
    expect(shown).toBe(paras.join("\n\n"));
    // No paragraph is cut in two.
    for (const c of chunks) expect(parseTelegramHtml(c.html).startsWith("Paragraph ")).toBe(true);
  });

  it("never splits inside a code block; an oversized one is rewrapped per piece", () => {
    const code = Array.from({ length: 400 }, (_, i) => `line ${i} <&> ${"x".repeat(10)}`).join("\n");
    const md = `Intro\n\n\`\`\`js\n${code}\n\`\`\`\n\nOutro`;
    const chunks = toTelegramChunks(md);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.html.length).toBeLessThanOrEqual(TELEGRAM_LIMIT);
      expect(() => parseTelegramHtml(c.html)).not.toThrow();
      const opens = (c.html.match(/<pre>/g) ?? []).length;
      expect((c.html.match(/<\/pre>/g) ?? []).length).toBe(opens);
    }
    const allCode = chunks
      .flatMap((c) => [...c.html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) => htmlToPlain(m[1] as string)))
      .join("\n");
    expect(allCode).toBe(code);
  });

  it("cuts a single huge line between words and never inside an entity", () => {
    const md = ("word&amp; <b> ".repeat(1200)).trim();
    const chunks = toTelegramChunks(md);
    for (const c of chunks) {
      expect(c.html.length).toBeLessThanOrEqual(TELEGRAM_LIMIT);
      expect(() => parseTelegramHtml(c.html)).not.toThrow();
    }
    // Telegram trims each message; the words and their order survive.
    expect(chunks.map((c) => parseTelegramHtml(c.html).trim()).join(" ")).toBe(md);
  });

  it("does not split surrogate pairs", () => {
    const md = "😀".repeat(3000);
    const chunks = toTelegramChunks(md);
    expect(chunks.map((c) => parseTelegramHtml(c.html)).join("")).toBe(md);
  });
});
