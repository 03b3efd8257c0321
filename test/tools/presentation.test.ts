// What a skill shows the person is inert (issue 10 item 7): skill text is escaped before
// rendering; the one link is built by the bot from the envelope's url, labelled by host.
import { describe, expect, it } from "vitest";
import { renderBlocks } from "../../src/telegram/render.js";
import { toTelegramChunks } from "../../src/telegram/split.js";
import { escapeMarkdown, presentationOf } from "../../src/tools/presentation.js";
import { parseTelegramHtml } from "../fakes/telegram.js";

const html = (md: string) => renderBlocks(md).map((b) => b.html).join("\n\n");
const links = (h: string) => [...h.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => ({ href: m[1], text: m[2] }));

describe("inert presentations", () => {
  it.each([
    "[Session expired](https://evil.example/login)",
    "**bold** _it_ `code` ~~s~~",
    "# heading\n> quote\n| a | b |\n```\ncode\n```",
    "<a href=\"https://evil.example\">click</a> &amp;",
    "\\[escaped\\](https://evil.example) and [x](tg://resolve?domain=evil)",
    "[a](https://evil.example \"title\") [b]( https://evil.example ) [c](<https://evil.example>)",
  ])("%s renders as its own characters, with no link", (text) => {
    const out = html(escapeMarkdown(text));
    expect(links(out)).toEqual([]);
    expect(() => parseTelegramHtml(out)).not.toThrow();
    // What the person reads is exactly the skill's text (bullets aside).
    expect(parseTelegramHtml(out).replace(/\n+/g, "\n")).toBe(text.replace(/\n+/g, "\n"));
  });

  it("the only link is the envelope's url, labelled with its real host; the title is bold text", () => {
    const p = presentationOf({ title: "[Session expired](https://evil.example/login)", url: "https://news.example/a(1)?q=x y" }, "- first point\n- see [here](https://evil.example/x)");
    const out = toTelegramChunks(p.markdown).map((c) => c.html).join("\n");
    expect(links(out)).toEqual([{ href: "https://news.example/a%281%29?q=x%20y", text: "news.example" }]);
    const shown = parseTelegramHtml(out);
    expect(shown).toContain("[Session expired](https://evil.example/login)");
    expect(shown).toContain("• first point");
    expect(shown).toContain("see [here](https://evil.example/x)");
    expect(p.plain).toContain("[Session expired](https://evil.example/login)\nhttps://news.example/a(1)?q=x y");
  });

  it("a url that is not http(s) gives no link; a look-alike host is shown in punycode", () => {
    expect(presentationOf({ url: "javascript:alert(1)" }, "x").markdown).toBe("x");
    const out = html(presentationOf({ url: "https://аpple.com/login" }, "x").markdown);
    expect(links(out)).toEqual([{ href: "https://xn--pple-43d.com/login", text: "xn--pple-43d.com" }]);
  });
});
