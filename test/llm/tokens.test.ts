// Token estimates: one token per Hangul/kana/CJK code unit, four characters per token for
// the rest. The counting loop must agree with the character ranges it replaced.
import { expect, it } from "vitest";
import { estimateTokens } from "../../src/llm/tokens.js";

const WIDE = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;
const byRegex = (t: string) => {
  if (t === "") return 0;
  const wide = t.match(WIDE)?.length ?? 0;
  return wide + Math.ceil((t.length - wide) / 4);
};

it("counts wide characters as one token each and the rest by four", () => {
  expect(estimateTokens("")).toBe(0);
  expect(estimateTokens("abcd")).toBe(1);
  expect(estimateTokens("오늘 날씨")).toBe(4 + 1);
  expect(estimateTokens("ひらがなカタカナ漢字")).toBe(10);
});

it("agrees with the character ranges on every range edge and on mixed text", () => {
  const edges = [0x10ff, 0x1100, 0x11ff, 0x1200, 0x303f, 0x3040, 0x30ff, 0x3100, 0x312f, 0x3130, 0x318f, 0x3190, 0x33ff, 0x3400, 0x4dbf, 0x4dc0, 0x4dff, 0x4e00, 0x9fff, 0xa000, 0xabff, 0xac00, 0xd7af, 0xd7b0, 0xf8ff, 0xf900, 0xfaff, 0xfb00];
  for (const c of edges) expect(estimateTokens(String.fromCharCode(c).repeat(5)), c.toString(16)).toBe(byRegex(String.fromCharCode(c).repeat(5)));
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  for (let n = 0; n < 200; n++) {
    const s = Array.from({ length: next() % 60 }, () => String.fromCharCode(next() % 3 === 0 ? 0xac00 + (next() % 0x2bb0) : next() % 0x10000)).join("");
    expect(estimateTokens(s)).toBe(byRegex(s));
  }
});
