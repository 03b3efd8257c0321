// Time words in a question ("yesterday", "last week", "in May", "지난주", "어제", "5월 3일")
// turned into a time range [from, to) in the user's time zone, so recall can prefer what
// was said then. Only explicit phrases count: "may" alone is a verb, "march" too, so month
// names need a preposition or a day ("in May", "May 3"). Past meaning is assumed: "in
// November" asked in March is last November. The first phrase found wins.

import { dateFormatter } from "../date-format.js";

export interface TimeRange {
  from: number;
  to: number;
  /** The words that set it, for logs and /memory. */
  phrase: string;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_SHORT = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const KO_WEEKDAYS = ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"];
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

interface LocalDate {
  y: number;
  m: number; // 0-11
  d: number;
  /** 0 = Sunday */
  wd: number;
}

function formatter(kind: "date" | "minute", timeZone: string): Intl.DateTimeFormat {
  return kind === "date"
    ? dateFormatter("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" })
    : dateFormatter("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" });
}

function localDate(ts: number, timeZone: string): LocalDate {
  const parts = formatter("date", timeZone).formatToParts(new Date(ts));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const y = get("year");
  const m = get("month") - 1;
  const d = get("day");
  return { y, m, d, wd: new Date(Date.UTC(y, m, d)).getUTCDay() };
}

/** Epoch ms of local midnight of a calendar day (days may overflow: Date.UTC normalises). */
function midnight(y: number, m: number, d: number, timeZone: string): number {
  const guess = Date.UTC(y, m, d);
  const parts = formatter("minute", timeZone).formatToParts(new Date(guess));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asLocal = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return guess - (asLocal - guess);
}

export function timeRangeOf(question: string, now: number, timeZone = "UTC"): TimeRange | undefined {
  const q = question.toLowerCase();
  const t = localDate(now, timeZone);
  const day = (offset: number, len = 1) => ({ from: midnight(t.y, t.m, t.d + offset, timeZone), to: midnight(t.y, t.m, t.d + offset + len, timeZone) });
  // Weeks start on Monday.
  const mondayOffset = -((t.wd + 6) % 7);
  const month = (m: number, y = m > t.m ? t.y - 1 : t.y) => ({ from: midnight(y, m, 1, timeZone), to: midnight(y, m + 1, 1, timeZone) });
  const dateOf = (m: number, d: number) => {
    const y = m > t.m || (m === t.m && d > t.d) ? t.y - 1 : t.y;
    return { from: midnight(y, m, d, timeZone), to: midnight(y, m, d + 1, timeZone) };
  };
  const num = (s: string) => NUMBER_WORDS[s] ?? Number(s);

  const rules: Array<[RegExp, (m: RegExpMatchArray) => { from: number; to: number } | undefined]> = [
    [/\b(\d{4})-(\d{2})-(\d{2})\b/, (m) => ({ from: midnight(Number(m[1]), Number(m[2]) - 1, Number(m[3]), timeZone), to: midnight(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1, timeZone) })],
    [/(\d{1,2})\s*월\s*(\d{1,2})\s*일/, (m) => dateOf(Number(m[1]) - 1, Number(m[2]))],
    [new RegExp(`\\b(${MONTHS.join("|")}|${MONTH_SHORT.join("|")})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`), (m) => dateOf(monthIndex(m[1] as string), Number(m[2]))],
    [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTHS.join("|")})\\b`), (m) => dateOf(monthIndex(m[2] as string), Number(m[1]))],
    [/the day before yesterday|그저께|그제|엊그제/, () => day(-2)],
    [/\byesterday\b|어제/, () => day(-1)],
    [/\btoday\b|\btonight\b|\bthis morning\b|오늘/, () => day(0)],
    [/\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) days? ago\b/, (m) => day(-num(m[1] as string))],
    [/(\d+)\s*일\s*전/, (m) => day(-Number(m[1]))],
    [/\b(\d+|a|one|two|three|four) weeks? ago\b/, (m) => day(mondayOffset - 7 * num(m[1] as string), 7)],
    [/(\d+)\s*주\s*전/, (m) => day(mondayOffset - 7 * Number(m[1]), 7)],
    [/\blast weekend\b|\bover the weekend\b|지난\s*주말|저번\s*주말/, () => day(mondayOffset - 2, 2)],
    [/\bthis weekend\b|이번\s*주말/, () => (t.wd === 6 || t.wd === 0 ? day(t.wd === 6 ? 0 : -1, 2) : day(mondayOffset - 2, 2))],
    [/\blast week\b|지난\s*주|저번\s*주/, () => day(mondayOffset - 7, 7)],
    [/\bthis week\b|이번\s*주/, () => day(mondayOffset, 7)],
    [/\blast month\b|지난\s*달|저번\s*달/, () => month(t.m === 0 ? 11 : t.m - 1, t.m === 0 ? t.y - 1 : t.y)],
    [/\bthis month\b|이번\s*달/, () => month(t.m, t.y)],
    [/\blast year\b|작년|지난해/, () => ({ from: midnight(t.y - 1, 0, 1, timeZone), to: midnight(t.y, 0, 1, timeZone) })],
    [/\bthis year\b|올해/, () => ({ from: midnight(t.y, 0, 1, timeZone), to: midnight(t.y + 1, 0, 1, timeZone) })],
    [new RegExp(`\\b(?:last|on|this past)\\s+(${WEEKDAYS.join("|")})\\b`), (m) => day(-(((t.wd - WEEKDAYS.indexOf(m[1] as string) + 6) % 7) + 1))],
    [new RegExp(`(?:지난\\s*|저번\\s*)?(${KO_WEEKDAYS.join("|")})`), (m) => day(-(((t.wd - KO_WEEKDAYS.indexOf(m[1] as string) + 6) % 7) + 1))],
    [/(\d{1,2})\s*월/, (m) => (Number(m[1]) >= 1 && Number(m[1]) <= 12 ? month(Number(m[1]) - 1) : undefined)],
    [new RegExp(`\\b(?:in|during|since|early|late|mid|back in|through)[ -](${MONTHS.join("|")})\\b`), (m) => month(monthIndex(m[1] as string))],
    [new RegExp(`\\b(${MONTHS.filter((x) => x !== "may" && x !== "march").join("|")})\\b`), (m) => month(monthIndex(m[1] as string))],
  ];
  for (const [re, range] of rules) {
    const m = q.match(re);
    if (!m) continue;
    const r = range(m);
    if (r && r.to > r.from) return { ...r, phrase: m[0] };
  }
  return undefined;
}

function monthIndex(name: string): number {
  const i = MONTHS.indexOf(name);
  return i >= 0 ? i : MONTH_SHORT.indexOf(name);
}
