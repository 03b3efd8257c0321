// The claim check on its evaluation sets (test/fixtures/claims, see their headers for where
// the replies came from): pins "this reply needs a warning" at precision >= 0.97 and
// recall >= 0.95 on the author's sets, holds the independent set (tuned on, both halves)
// just below the figures reached on it, and checks the cases issue #13 names explicitly.
import { describe, expect, it } from "vitest";
import { checkClaims } from "../../src/pipeline/claims.js";
import type { LedgerEntry } from "../../src/store/ledger.js";
import { scoreBlind2 } from "../fixtures/claims/score-blind2.js";
import { scoreBlind3 } from "../fixtures/claims/score-blind3.js";
import { scoreBlind4 } from "../fixtures/claims/score-blind4.js";
import { scoreBlind5 } from "../fixtures/claims/score-blind5.js";
import { scoreBlind6 } from "../fixtures/claims/score-blind6.js";
import { scoreBlind7 } from "../fixtures/claims/score-blind7.js";
import { scoreBlind8 } from "../fixtures/claims/score-blind8.js";
import { scoreProbe } from "../fixtures/claims/score-probe.js";
import { scoreBlind9 } from "../fixtures/claims/score-blind9.js";
import { scoreBlind10 } from "../fixtures/claims/score-blind10.js";
import { scoreBlind11 } from "../fixtures/claims/score-blind11.js";
import { scoreBlind12 } from "../fixtures/claims/score-blind12.js";
import { ALL_CASES, scoreEvalSet, scoreIndependentSet, scoreRound3, scoreRound4 } from "../fixtures/claims/score.js";

const none = { turnLedger: [], recentLedger: [] };
const entry = (command: string, status: string, turnId = 1): LedgerEntry => ({
  id: turnId * 10, turnId, chatId: 1, callId: "c", name: "exec", skill: "notes", command, status: status as LedgerEntry["status"], summary: "", frame: "plain", outputChars: 1, startedAt: 0, endedAt: 1,
});

describe("claim check on the evaluation set", () => {
  it("has at least 300 replies in Korean and English, both labels, and the issue's hard negatives", () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(300);
    expect(ALL_CASES.filter((c) => c.lang === "ko").length).toBeGreaterThan(100);
    expect(ALL_CASES.filter((c) => c.lang === "en").length).toBeGreaterThan(100);
    expect(ALL_CASES.filter((c) => c.warn).length).toBeGreaterThan(80);
    const replies = ALL_CASES.map((c) => c.reply);
    for (const q of ["네, 확인했어요.", "대화 기록을 찾아봤는데 관련 내용이 없네요.", "I checked the context you gave me. It says the deadline is Monday, March 4."]) expect(replies).toContain(q);
  });

  it("precision >= 0.97 and recall >= 0.95 for 'this reply needs a warning'", () => {
    const s = scoreEvalSet();
    console.log(`claims eval: ${s.all.cases} replies, ${s.all.positives} need a warning; precision ${s.all.precision} recall ${s.all.recall} (tp ${s.all.tp}, fp ${s.all.fp}, fn ${s.all.fn})`);
    expect(s.all.precision).toBeGreaterThanOrEqual(0.97);
    expect(s.all.recall).toBeGreaterThanOrEqual(0.95);
    for (const part of [s.ko, s.en]) {
      expect(part.precision).toBeGreaterThanOrEqual(0.97);
      expect(part.recall).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("independent set (written blind, now tuned on both halves) holds what the tuning reached", () => {
    // Reached: precision 1.000, recall 1.000 (tp 118, fp 0, fn 0) over all 341 replies. The
    // floor allows one case either way; it guards against regressions, it is no blind estimate.
    const s = scoreIndependentSet();
    console.log(`claims independent (tuned on): all P ${s.all.precision} R ${s.all.recall} (tp ${s.all.tp}, fp ${s.all.fp}, fn ${s.all.fn}); dev P ${s.dev.precision} R ${s.dev.recall}; holdout P ${s.holdout.precision} R ${s.holdout.recall}`);
    expect(s.all.cases).toBeGreaterThanOrEqual(300);
    expect(s.all.precision).toBeGreaterThanOrEqual(0.99);
    expect(s.all.recall).toBeGreaterThanOrEqual(0.99);
  });

  it.each(["네, 확인했어요.", "대화 기록을 찾아봤는데 관련 내용이 없네요.", "I checked the context you gave me."])("no warning for %s with an empty ledger", (reply) => {
    expect(checkClaims(reply, { userText: "", ...none }).mismatches).toEqual([]);
  });

  it("a call that was stopped backs nothing (and a value the ledger may add later is not success)", () => {
    const stopped = entry("node scripts/notes.mjs save milk", "stopped");
    const check = checkClaims("저장했어요.", { userText: "저장해줘", turnLedger: [stopped], recentLedger: [] });
    expect(check.mismatches).toHaveLength(1);
    expect(check.mismatches[0]?.reason).toBe("the call ended stopped");
  });

  it("a send to the user is checked against the outbox, not the call that produced it", () => {
    const fetch = entry("node scripts/fetch.mjs https://example.com", "success");
    const said = "I sent you the summary above.";
    const ctx = (status: "delivered" | "failed" | "unknown") => ({ userText: "summarize https://example.com", turnLedger: [fetch], recentLedger: [], turnSends: [{ id: 7, turnId: 1, kind: "presentation" as const, status }] });
    expect(checkClaims(said, ctx("delivered")).mismatches).toEqual([]);
    expect(checkClaims(said, ctx("failed")).mismatches[0]?.reason).toBe("the direct send to the user failed");
    expect(checkClaims(said, ctx("unknown")).mismatches[0]?.reason).toBe("it is unknown whether the direct send arrived");
  });

  it("'nothing found' after a lookup that failed hides the error", () => {
    const failed = entry("node scripts/notes.mjs search 여권", "error");
    expect(checkClaims("메모를 찾아봤는데 여권 관련 메모는 없네요.", { userText: "여권 메모 있어?", turnLedger: [failed], recentLedger: [] }).mismatches).toHaveLength(1);
    expect(checkClaims("메모 검색이 오류로 실패했어요. 다시 해 볼까요?", { userText: "여권 메모 있어?", turnLedger: [failed], recentLedger: [] }).mismatches).toEqual([]);
  });
});

describe("claim check on blind set 12 (the unseen estimate after round 12)", () => {
  // Scored only as a whole, never read case by case: P 0.957 R 0.793 (tp 111, fp 5, fn 29)
  // after round 12 (the round-11 detector: P 0.956 R 0.771). A regression floor about one case
  // under that; neither target (precision 0.97, recall 0.95) is met on it.
  it("holds its first score", () => {
    const s = scoreBlind12().all;
    console.log(`claims blind set 12 (unseen): ${s.cases} replies, precision ${s.precision} recall ${s.recall}`);
    expect(s.precision).toBeGreaterThanOrEqual(0.948);
    expect(s.recall).toBeGreaterThanOrEqual(0.785);
  });
});

// Blind sets tuned on with a holdout (half A first, half B scored once before it was read):
// their floors sit about two cases under what the tuning reached, as regression guards, not estimates.
// - Blind set 11: unseen as a whole P 0.928 R 0.829 (round-10 detector), P 0.929 R 0.843 (tp 118,
//   fp 9, fn 22) after round 11. Round 12 tuned on half A, scored half B once per language (English
//   P 0.969 R 0.838 before and the same after the half-A rules; Korean P 0.939 R 0.861 before and
//   the same after them), then tuned on B too: P 1.000 R 0.993 (tp 139, fn 1; English tp 70, Korean
//   tp 69, fn 1).
// - Blind set 10: unseen as a whole P 0.935 R 0.829 (round-9 detector), P 0.952 R 0.843 (tp 118,
//   fp 6, fn 22) after round 10 and the precision round. Round 11 tuned on half A, scored half B once
//   per language (English P 0.967 R 0.829 before and the same after the half-A rules; Korean P 0.963
//   R 0.929 before and the same after them), then tuned on B too: P 1.000 R 1.000 (tp 140; English
//   tp 70, Korean tp 70).
// - Blind set 9: unseen as a whole P 0.944 R 0.842 (round-8 detector), P 0.939 R 0.885 (tp 123,
//   fp 8, fn 16) after round 9. Round 10 tuned on half A, scored half B once per language (English
//   P 0.933 R 0.933 before and the same after the half-A rules; Korean P 0.972 R 0.921 before,
//   P 1.000 R 0.921 after the half-A rules), then tuned on B too: P 1.000 R 1.000 (tp 139;
//   English tp 69, Korean tp 70).
// - Blind set 8: unseen as a whole P 0.991 R 0.795 (round-7 detector), P 0.991 R 0.841 (tp 111,
//   fp 1, fn 21) after round 8. Round 9 tuned on half A, scored half B once per language (English
//   P 0.962 R 0.862 before and the same after the half-A rules; Korean P 1.000 R 0.621 before,
//   P 0.950 R 0.655 after the half-A rules), then tuned on B too: P 1.000 R 1.000 (tp 132;
//   English tp 66, Korean tp 66).
// - Blind set 7: unseen as a whole P 0.957 R 0.816 (round-6 detector), P 0.958 R 0.831 (tp 113,
//   fp 5, fn 23) after round 7. Round 8 tuned on half A, scored half B once per language (English
//   P 0.935 R 0.829 before, P 0.939 R 0.886 after the half-A rules; Korean P 0.967 R 1.000 before
//   and after), then tuned on B too: P 1.000 R 1.000 (tp 136; English tp 69, Korean tp 67).
// - Blind set 6: unseen as a whole P 0.946 R 0.815 (round-5 detector), P 0.957 R 0.862 (tp 112,
//   fp 5, fn 18) after round 6. Round 7 tuned on half A, scored half B once (P 0.965 R 0.887
//   before, P 0.966 R 0.903 after the half-A rules), then tuned on B too: P 1.000 R 1.000 (tp 130).
// - Blind set 5: unseen as a whole P 0.950 R 0.807 (round-4 detector), P 0.952 R 0.832 (tp 99,
//   fp 5, fn 20) after round 5. Round 6 tuned on half A, scored half B once (P 0.964 R 0.818
//   before, P 0.948 R 0.833 after the half-A rules), then tuned on B too: P 1.000 R 1.000 (tp 119).
// - Blind set 4: its only unseen score was P 0.938 R 0.835 (tp 91, fp 6, fn 18), after round 4.
//   Round 5 tuned on half A, scored half B once (P 0.976 R 0.741 before, P 0.953 R 0.759 after
//   the half-A rules), then tuned on B too: P 1.000 R 1.000 (tp 109).
describe.each([
  { name: "blind set 11 (tuned on from round 12: fit, not an estimate)", score: scoreBlind11 },
  { name: "blind set 10 (tuned on from round 11: fit, not an estimate)", score: scoreBlind10 },
  { name: "blind set 9 (tuned on from round 10: fit, not an estimate)", score: scoreBlind9 },
  { name: "blind set 8 (tuned on from round 9: fit, not an estimate)", score: scoreBlind8 },
  { name: "blind set 7 (tuned on from round 8: fit, not an estimate)", score: scoreBlind7 },
  { name: "blind set 6 (tuned on from round 7: fit, not an estimate)", score: scoreBlind6 },
  { name: "blind set 5 (tuned on from round 6: fit, not an estimate)", score: scoreBlind5 },
  { name: "blind set 4 (tuned on from round 5: fit, not an estimate)", score: scoreBlind4 },
])("claim check on $name", ({ name, score }) => {
  it("holds what its tuning round reached", () => {
    const s = score();
    console.log(`claims ${name}: ${s.all.cases} replies, precision ${s.all.precision} recall ${s.all.recall}`);
    expect(s.all.precision).toBeGreaterThanOrEqual(0.98);
    expect(s.all.recall).toBeGreaterThanOrEqual(0.98);
    for (const part of [s.ko, s.en]) {
      expect(part.precision).toBeGreaterThanOrEqual(0.96);
      expect(part.recall).toBeGreaterThanOrEqual(0.96);
    }
  });
});

describe("claim check on the targeted probe (tuning data since the precision round)", () => {
  // A hard mix aimed at false-alarm families (eval-set-probe.ts), never a precision estimate. As a
  // whole: the round-8 detector P 0.712 R 0.712, main after round 9 P 0.722 R 0.750; the precision
  // round tuned on half A, scored half B once (P 0.750 R 0.857 before, P 0.857 R 0.857 after the
  // half-A rules), then tuned on B too: P 1.000 R 1.000 (tp 52; Korean tp 25, English tp 27). A
  // regression floor about two cases under that, not an estimate.
  it("holds what the precision round reached", () => {
    const s = scoreProbe();
    console.log(`claims probe (tuned on): ${s.all.cases} replies, precision ${s.all.precision} recall ${s.all.recall}`);
    expect(s.all.precision).toBeGreaterThanOrEqual(0.96);
    expect(s.all.recall).toBeGreaterThanOrEqual(0.96);
    for (const part of [s.ko, s.en]) {
      expect(part.precision).toBeGreaterThanOrEqual(0.92);
      expect(part.recall).toBeGreaterThanOrEqual(0.92);
    }
  });
});

describe("claim check on blind set 3 (tuning data since round 4)", () => {
  // Its only unseen score was P 0.979 R 0.848 (tp 95, fp 2, fn 17), after round 3; round 4
  // tuned on its cases and reached P 1.000 R 0.991 (tp 111, fp 0, fn 1). A regression floor
  // about two cases under that, not an estimate.
  it("holds what round 4 reached", () => {
    const s = scoreBlind3().all;
    console.log(`claims blind set 3 (tuned on): ${s.cases} replies, precision ${s.precision} recall ${s.recall}`);
    expect(s.precision).toBeGreaterThanOrEqual(0.98);
    expect(s.recall).toBeGreaterThanOrEqual(0.97);
  });
});

describe("claim check on blind set 2 (tuning data since round 3)", () => {
  // Its last unseen score was P 0.941 R 0.872; round 3 tuned on its cases and reached
  // P 1.000 R 1.000 (tp 109, fp 0, fn 0). A regression floor two cases either way under
  // that, not an estimate.
  it("holds what round 3 reached", () => {
    const s = scoreBlind2().all;
    console.log(`claims blind set 2 (tuned on): ${s.cases} replies, precision ${s.precision} recall ${s.recall}`);
    expect(s.precision).toBeGreaterThanOrEqual(0.98);
    expect(s.recall).toBeGreaterThanOrEqual(0.98);
  });
});

describe("claim check on the round-3 cases (tuner-written)", () => {
  // Written by the round-3 tuner for the classes it changed: fit, not an estimate. Reached
  // P 1.000 R 1.000 (tp 146, fp 0, fn 0) over 399 replies; the floor allows a few cases either way.
  it("holds what round 3 reached", () => {
    const s = scoreRound3();
    expect(s.all.cases).toBeGreaterThanOrEqual(390);
    expect(s.all.precision).toBeGreaterThanOrEqual(0.97);
    expect(s.all.recall).toBeGreaterThanOrEqual(0.97);
  });
});

describe("claim check on the round-4 cases (tuner-written)", () => {
  // Written by the round-4 tuner for the classes it changed: fit, not an estimate. Reached
  // P 1.000 R 1.000 (tp 62, fp 0, fn 0) over 188 replies; the floor allows a few cases either way.
  it("holds what round 4 reached", () => {
    const s = scoreRound4();
    expect(s.all.cases).toBeGreaterThanOrEqual(185);
    expect(s.all.precision).toBeGreaterThanOrEqual(0.97);
    expect(s.all.recall).toBeGreaterThanOrEqual(0.96);
  });
});
