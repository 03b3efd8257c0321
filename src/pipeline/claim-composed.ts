// Which parts of a reply are text the reply composes for the user rather than the
// assistant's own statements: a quoted passage ("You could say: "Thanks! I've added it…""),
// a "> quoted" line, and the draft a line announces ("공지문 초안이에요:" + the notice,
// "Here's a draft:" + the letter). Words inside them are someone's wording, not claims
// of the assistant; the announcing line itself is still read.

// Composition in the reply itself: "I made a list for you:" + the list.
export const COMPOSE = /(만들|작성|짜\s?봤|\bmade\b|\bcreated\b|\bdrafted\b|\bput together\b|\bwrote\b)/i;
const LIST_LINE = /^\s*([-*•>|]|\d+[.)]|#)/;
// A drafted text: "제목: …", "Subject: …", a greeting.
const LABELLED_LINE = /^\s*([^\s:]{1,12}\s?:|dear\b|hi\b|hello\b|안녕하세요)/i;
// Words that announce wording written for the user to use: a draft, a suggested reply, a translation, a poem.
const DRAFT_WORD =
  /(초안|예시|예문|문구|공지문|안내문|답장|번역|템플릿|샘플|편지|인사말|축사|가사|\bdrafts?\b|\btemplate\b|\bsample\b|\bexample\b|\bwording\b|\btranslation\b|\bpoem\b|\bhaiku\b|\bletter\b|\bcaption\b|\blyrics\b|you (?:could|can|might) (?:say|write|reply|send|text)|something like|try (?:saying|something like))/i;
// A letter runs over several paragraphs, from its greeting to its sign-off.
const SALUTATION = /^\s*(dear\b|hi\b|hello\b|hey\b|안녕하세요|[^\s,]{1,12}(님|씨)?\s?,\s*$)/i;
const SIGN_OFF = /^\s*(best|regards|kind regards|thanks|thank you|cheers|sincerely|warmly|감사합니다|드림|올림|\S{1,8}\s?(드림|올림))\b[,.!]?/i;

/** Lines whose sentences are followed by the content they announce. */
export function announcesContent(lines: readonly string[], i: number): boolean {
  const line = (lines[i] ?? "").trim();
  if (line.endsWith(":") || line.endsWith("：")) return true;
  const next = lines.slice(i + 1).find((l) => l.trim() !== "");
  return next !== undefined && (LIST_LINE.test(next) || LABELLED_LINE.test(next));
}

/**
 * Removes quoted passages, which may span sentences but not paragraphs: a quote is
 * someone's words or wording offered to the user. A quote mark after a digit is an inch mark.
 */
export function dropQuotedPassages(reply: string): string {
  return reply.replace(/(?<!\d)["“]([^"“”]{1,600})["”]/g, (all, inner: string) => (/\n\s*\n/.test(inner) ? all : " "));
}

/** The line after the paragraph that starts at `from` (a paragraph ends at a blank line). */
function paragraphEnd(lines: readonly string[], from: number): number {
  let j = from;
  while (j < lines.length && (lines[j] as string).trim() !== "") j++;
  return j;
}

const firstText = (lines: readonly string[], from: number): number => {
  let j = from;
  while (j < lines.length && (lines[j] as string).trim() === "") j++;
  return j;
};

/**
 * Indices of the lines that are a draft announced by an earlier line: the paragraph after
 * it, or a whole letter (greeting to sign-off and signature). Without a sign-off, a letter
 * ends after its first paragraph of body text, so the assistant's own words after it are read.
 */
export function composedLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  lines.forEach((line, i) => {
    if (out.has(i) || !DRAFT_WORD.test(line) || !announcesContent(lines, i)) return;
    const start = firstText(lines, i + 1);
    let end = paragraphEnd(lines, start);
    if (SALUTATION.test(lines[start] ?? "")) {
      const signOff = lines.findIndex((l, k) => k > start && SIGN_OFF.test(l));
      end = signOff >= 0 ? paragraphEnd(lines, signOff) : paragraphEnd(lines, firstText(lines, end));
    }
    for (let k = start; k < end; k++) out.add(k);
  });
  return out;
}
