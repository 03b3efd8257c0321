// Web addresses as the claim check compares them: a pasted link and a call's address, one spelling per page.
import { describe, expect, it } from "vitest";
import { linksIn, pageKey } from "../../src/pipeline/claim-links.js";

const samePage = (a: string, b: string) => pageKey(a) === pageKey(b);

describe("linksIn", () => {
  it("takes every address of a message, without the punctuation, quotes, brackets or words around it", () => {
    expect(linksIn("compare https://a.example.com/x, and https://b.example.com/y.")).toEqual(["https://a.example.com/x", "https://b.example.com/y"]);
    expect(linksIn("이 기사 요약 https://news.example.com/a/901이거")).toEqual(["https://news.example.com/a/901"]);
    expect(linksIn("“https://news.example.com/a/901” 요약 （https://news.example.com/a/902）。")).toEqual(["https://news.example.com/a/901", "https://news.example.com/a/902"]);
    expect(linksIn("see [this](https://news.example.com/a/903) and (https://news.example.com/a/904)")).toEqual(["https://news.example.com/a/903", "https://news.example.com/a/904"]);
  });

  it("keeps a path's own parentheses and Hangul", () => {
    expect(linksIn("what's this? https://en.wikipedia.org/wiki/Mercury_(element)")).toEqual(["https://en.wikipedia.org/wiki/Mercury_(element)"]);
    expect(linksIn("요약 https://ko.wikipedia.org/wiki/수은 부탁")).toEqual(["https://ko.wikipedia.org/wiki/수은"]);
  });
});

describe("pageKey", () => {
  it("is the same page whatever the scheme, www., host case, fragment, tracking parameters, trailing slash or path escapes", () => {
    const page = "https://news.example.com/a/901";
    for (const other of ["http://news.example.com/a/901", "https://www.news.example.com/a/901", "https://NEWS.example.com/a/901#top", "https://news.example.com/a/901?utm_source=tw&fbclid=x", "https://news.example.com/a/901/"]) {
      expect(samePage(page, other), other).toBe(true);
    }
    expect(samePage("https://ko.wikipedia.org/wiki/수은", "https://ko.wikipedia.org/wiki/%EC%88%98%EC%9D%80")).toBe(true);
  });

  it("is another page for another path, a prefix of a path, the bare host, or another query", () => {
    expect(samePage("https://news.example.com/a/9", "https://news.example.com/a/901")).toBe(false);
    expect(samePage("https://news.example.com/", "https://news.example.com/a/901")).toBe(false);
    expect(samePage("https://en.wikipedia.org/wiki/Mercury_(element)", "https://en.wikipedia.org/wiki/Mercury_(planet)")).toBe(false);
    expect(samePage("https://news.example.com/view?id=1", "https://news.example.com/view?id=2")).toBe(false);
    expect(pageKey("not a url")).toBe("not a url");
  });
});
