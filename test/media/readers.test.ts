// The file readers on real bytes: PDF.js (unpdf) on the committed fixtures, sharp on made
// images, the text decoder and the type rules (claims checked against the bytes).
import { describe, expect, it } from "vitest";
import { ImageError, prepareImage } from "../../src/media/image.js";
import { classifyFile } from "../../src/media/kinds.js";
import { pdfText } from "../../src/media/pdf.js";
import { decodeText, htmlToMarkdown } from "../../src/media/text.js";
import { fixture, jpeg, png } from "../support/media.js";

describe("PDF", () => {
  it("reads the text layer of every page", async () => {
    const r = await pdfText(fixture("report.pdf"));
    expect(r.ok && r.pages).toBe(2);
    expect(r.ok && r.text).toContain("--- page 2 ---");
    expect(r.ok && r.text).toContain("Min-jun Park");
  });
  it("a scan without a text layer is reported as such", async () => {
    expect(await pdfText(fixture("scanned.pdf"))).toMatchObject({ ok: false, reason: "no-text", pages: 1 });
  });
  it("a damaged file is unreadable, not a crash", async () => {
    expect(await pdfText(Buffer.from("%PDF-1.4\nnot really"))).toMatchObject({ ok: false, reason: "unreadable" });
    const cut = fixture("report.pdf").subarray(0, 400);
    expect((await pdfText(cut)).ok).toBe(false);
  });
});

describe("images", () => {
  it("brings the longer side down to 1568 px, as JPEG; small images keep their size; transparency stays PNG", async () => {
    const big = await prepareImage(await jpeg({ width: 4000, height: 1000 }));
    expect([big.width, big.height, big.mime]).toEqual([1568, 392, "image/jpeg"]);
    expect(big.hash).toMatch(/^[0-9a-f]{64}$/);
    const small = await prepareImage(await png());
    expect([small.width, small.height, small.mime]).toEqual([64, 48, "image/png"]);
  });
  it("refuses bytes that are not an image", async () => {
    await expect(prepareImage(Buffer.from("GIF89a garbage"))).rejects.toBeInstanceOf(ImageError);
  });
});

describe("text files and types", () => {
  it("decodes UTF-8, BOMs and EUC-KR; refuses binary", () => {
    expect(decodeText(Buffer.from("안녕 hello"))).toEqual({ ok: true, text: "안녕 hello", encoding: "utf-8" });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("hi", "utf16le")]))).toMatchObject({ ok: true, text: "hi" });
    expect(decodeText(Buffer.from([0xbe, 0xc8, 0xb3, 0xe7]))).toEqual({ ok: true, text: "안녕", encoding: "euc-kr" });
    expect(decodeText(Buffer.from([0x00, 0x01, 0x02, 0x03]))).toEqual({ ok: false, reason: "binary" });
  });
  it("HTML becomes its readable text without scripts", () => {
    const r = htmlToMarkdown("<html><head><title>T</title><script>evil()</script></head><body><p>Hello there, this is the article body with enough words to count.</p></body></html>");
    expect(r.text).toContain("Hello there");
    expect(r.text).not.toContain("evil");
  });
  it("the bytes outrank the name: a PDF named .txt is a PDF, a zip named .csv is refused", () => {
    expect(classifyFile({ name: "a.txt", mime: "text/plain", head: Buffer.from("%PDF-1.7") })).toBe("pdf");
    expect(classifyFile({ name: "a.csv", mime: "text/csv", head: Buffer.from([0x50, 0x4b, 0x03, 0x04]) })).toBe("unsupported");
    expect(classifyFile({ name: "notes", mime: "application/octet-stream", head: Buffer.from("hello") })).toBe("unknown");
    expect(classifyFile({ name: "x.png", head: Buffer.from("....") })).toBe("image");
  });
});
