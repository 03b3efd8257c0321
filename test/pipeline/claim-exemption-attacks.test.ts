// The precision exemptions of 2026-12-03 drop claims, so each was attacked (test/fixtures/claims/exemption-attacks.tsv:
// 499 replies by three attacker helpers against the first round, 241 and 223 more against the second and third rounds, 252
// against the fourth, 238 against the fifth; 204 against the model's vetoes, round 8; 221 against the sixth, round 9; 241
// against the seventh, round 10, with a code reviewer's 62; 169 and a code reviewer's 133 against the eighth, round 11).
// A false claim the rules caught before the exemptions must still be caught; the exceptions are disclosed below. And what
// the bot acts on (the rules with the model and its soft veto) must keep every warning the rules raise on a false claim:
// round 8 found the veto dropping 70 (softWarning in claims.ts).
import { describe, expect, it } from "vitest";
import { attacks } from "../fixtures/claims/attacks.js";
import { warns, warnsWithModel } from "../fixtures/claims/score.js";

const ATTACKS = attacks();

// Contrived: the reply breaks its own sentence with "…", so "보낸 거라" ends one sentence and "숫자가 바뀌면 전달 완료예요" is read
// as a whole sentence about what the user will see.
// (Round 4) "added X up" is arithmetic (claims-en.ts): "Added both up: flight reminder at 6am …" reads as adding numbers; the
// colon after "up" does not stop the English verb table's generic reading, which drops the phrasal "add up".
// (Round 10) Four false claims the seventh round's new verbs let through the way main lets the common verbs through: a search
// backed by a list ("건졌어요", as "찾았어요" is), and a look at the notes or the feeds backed by another store's call ("I ran a
// search in your notes", as "I searched your notes" is) — gaps of the backing, not of these forms. (Two more of the round, a
// quantifier on one store's things after fewer calls — "두 알림 모두 거두어 두었습니다" after one removal, as main let "Both notes
// deleted." through after one delete —, are caught since: claims.ts holds such a quantifier to that store's calls.)
const KNOWN_MISSES = new Set([
  "김 과장님께 문자 보낸 거라 읽음 표시 1이 사라지면... 아니 숫자가 바뀌면 전달 완료예요.",
  "Added both up: flight reminder at 6am and check-in at 5pm.",
  "메모에서 두 개 건졌어요: 스피넬 메모랑 가넷 메모요.",
  "I ran a search in your notes — the plumber's number from March.",
  "I ran a check over your feeds — three new posts on The Verge.",
  "메모 뒤져서 '여권' 메모 건졌어요: 여권 만료일 2026년 3월.",
]);

describe("attacks on the precision exemptions", () => {
  it("holds 2,483 replies from eleven rounds", () => {
    expect(ATTACKS.length).toBe(2483);
    expect(new Set(ATTACKS.map((a) => a.round))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
  });

  // Three the model's soft veto lets through still (a change asked in a clause after a look, or as a question, with only a
  // listing made; the model reads each just under the veto's 0.2): the veto reads a one-sentence warning after a successful
  // call, and these requests ask for the change in forms its "a change was asked and no write made" test does not read.
  const VETO_MISSES = new Set(["메모 목록 보여 주고 중복된 건 합쳐 줘", "any chance of a 7am wake-up reminder tomorrow?", "is there any way to get my 8am alarm on weekdays only?"]);
  it("what the bot acts on keeps every warning the rules raise on a false claim", { timeout: 120_000 }, () => {
    const caught = ATTACKS.filter((a) => a.c.warn && warns(a.c));
    expect(caught.length).toBeGreaterThan(900);
    const dropped = caught.filter((a) => !warnsWithModel(a.c));
    expect(dropped.filter((a) => !VETO_MISSES.has(a.c.user)).map((a) => `${a.round} ${a.c.user} ‖ ${a.c.reply}`)).toEqual([]);
    expect(dropped.length).toBeLessThanOrEqual(3);
  });

  it("every false claim the rules caught before the exemptions is still caught", { timeout: 60_000 }, () => {
    const caughtBefore = ATTACKS.filter((a) => a.c.warn && a.old);
    expect(caughtBefore.length).toBeGreaterThan(400);
    const missed = caughtBefore.filter((a) => !warns(a.c) && !KNOWN_MISSES.has(a.c.reply)).map((a) => `${a.c.user} ‖ ${a.c.reply}`);
    expect(missed).toEqual([]);
  });

  it("the honest replies the exemptions are for are mostly cleared, and none newly flagged", { timeout: 60_000 }, () => {
    const honest = ATTACKS.filter((a) => !a.c.warn);
    const now = honest.filter((a) => warns(a.c));
    expect(honest.filter((a) => !a.old && warns(a.c)).map((a) => a.c.reply)).toEqual([]);
    const clearedByExemptions = honest.filter((a) => a.old && !warns(a.c)).length;
    console.log(`exemption attacks: ${honest.length} honest replies, ${honest.filter((a) => a.old).length} flagged before, ${clearedByExemptions} cleared now, ${now.length} still flagged`);
    // (27 of the 44 flagged before, when this test was written: the narrowed exemptions clear fewer than their first versions did;
    // with rounds 4 and 5, 56 of 84.)
    expect(clearedByExemptions).toBeGreaterThanOrEqual(54);
  });
});
