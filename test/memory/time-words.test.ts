import { describe, expect, it } from "vitest";
import { timeRangeOf } from "../../src/memory/time-words.js";

// Wednesday 2025-11-05, 10:00 in Seoul (01:00 UTC).
const NOW = Date.parse("2025-11-05T01:00:00Z");
const SEOUL = "Asia/Seoul";
const day = (iso: string) => Date.parse(`${iso}T00:00:00+09:00`);
const range = (q: string, tz = SEOUL) => {
  const r = timeRangeOf(q, NOW, tz);
  return r && { from: new Date(r.from).toISOString(), to: new Date(r.to).toISOString(), phrase: r.phrase };
};
const iso = (t: number) => new Date(t).toISOString();

describe("time words in a question become a range in the user's time zone", () => {
  it("English relative days and weeks (weeks start on Monday)", () => {
    expect(range("What did I cook yesterday?")).toMatchObject({ from: iso(day("2025-11-04")), to: iso(day("2025-11-05")) });
    expect(range("what did I eat the day before yesterday")).toMatchObject({ from: iso(day("2025-11-03")), to: iso(day("2025-11-04")) });
    expect(range("where was I 3 days ago")).toMatchObject({ from: iso(day("2025-11-02")), to: iso(day("2025-11-03")) });
    expect(range("What did I buy last week?")).toMatchObject({ from: iso(day("2025-10-27")), to: iso(day("2025-11-03")) });
    expect(range("Where did we go last weekend?")).toMatchObject({ from: iso(day("2025-11-01")), to: iso(day("2025-11-03")) });
    expect(range("anything two weeks ago?")).toMatchObject({ from: iso(day("2025-10-20")), to: iso(day("2025-10-27")) });
    expect(range("what did Anna say on Monday")).toMatchObject({ from: iso(day("2025-11-03")), to: iso(day("2025-11-04")) });
  });

  it("Korean: 어제, 그저께, 지난주, 지난 주말, 3일 전, 지난달, 월요일", () => {
    expect(range("어제 비트코인 얼마라고 했지?")).toMatchObject({ from: iso(day("2025-11-04")), to: iso(day("2025-11-05")) });
    expect(range("그저께 뭐 먹었지")).toMatchObject({ from: iso(day("2025-11-03")) });
    expect(range("지난주에 민수랑 어디 갔었지?")).toMatchObject({ from: iso(day("2025-10-27")), to: iso(day("2025-11-03")) });
    expect(range("지난 주말에 뭐 했지")).toMatchObject({ from: iso(day("2025-11-01")), to: iso(day("2025-11-03")) });
    expect(range("3일 전에 산 거")).toMatchObject({ from: iso(day("2025-11-02")) });
    expect(range("지난달에 읽은 책")).toMatchObject({ from: iso(day("2025-10-01")), to: iso(day("2025-11-01")) });
    expect(range("월요일에 뭐 했더라")).toMatchObject({ from: iso(day("2025-11-03")) });
  });

  it("months and dates mean the most recent past one", () => {
    expect(range("Where did I travel in May?")).toMatchObject({ from: iso(day("2025-05-01")), to: iso(day("2025-06-01")) });
    expect(range("what happened in December")).toMatchObject({ from: iso(day("2024-12-01")), to: iso(day("2025-01-01")) });
    expect(range("5월에 어디 갔었지?")).toMatchObject({ from: iso(day("2025-05-01")), to: iso(day("2025-06-01")) });
    expect(range("What did I cook on March 14?")).toMatchObject({ from: iso(day("2025-03-14")), to: iso(day("2025-03-15")) });
    expect(range("what about the 3rd of August")).toMatchObject({ from: iso(day("2025-08-03")) });
    expect(range("3월 14일에 뭐 했지")).toMatchObject({ from: iso(day("2025-03-14")), to: iso(day("2025-03-15")) });
    expect(range("notes from 2025-02-10")).toMatchObject({ from: iso(day("2025-02-10")) });
  });

  it("hard negatives: the verb 'may', 'march' and words that only look like time are not time", () => {
    expect(range("May I ask what Anna's hobby is?")).toBeUndefined();
    expect(range("we may go climbing")).toBeUndefined();
    expect(range("did they march downtown")).toBeUndefined();
    expect(range("What new hobby did Sofia take up?")).toBeUndefined();
    expect(range("비트코인 가격 알려줘")).toBeUndefined();
    expect(range("월급 얼마였지")).toBeUndefined();
  });

  it("days follow the time zone: 01:00 UTC is already Wednesday in Seoul but Tuesday in New York", () => {
    expect(range("yesterday", SEOUL)?.from).toBe(iso(day("2025-11-04")));
    expect(range("yesterday", "America/New_York")?.from).toBe("2025-11-03T05:00:00.000Z");
  });
});
