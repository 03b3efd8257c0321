// What verify acts on (withModel): the rules' warnings, unless the model vetoes them in a turn
// with a successful call; the learned model's warning only when the rules found nothing
// unbacked; on a typed request only, and never without a model.
import { describe, expect, it } from "vitest";
import type { ClaimModel } from "../../src/pipeline/claim-model.js";
import { checkClaims } from "../../src/pipeline/claims.js";
import { withModel } from "../../src/pipeline/verify.js";
import type { LedgerEntry } from "../../src/store/ledger.js";

const records = { userText: "zorble my note", turnLedger: [], recentLedger: [] };
const typed = { source: "user", suppliedMaterial: false } as const;
// Stub models: one that finds every reply a false claim, one that finds none.
const always: ClaimModel = { threshold: 0.5, veto: 0.2, bias: 20, weights: {} };
const never: ClaimModel = { threshold: 0.5, veto: 0.2, bias: -20, weights: {} };
const check = (reply: string) => checkClaims(reply, records);

describe("withModel", () => {
  it("keeps every rules warning about a turn with no successful call, even when the model finds nothing", () => {
    const reply = "메모에 저장했어요!";
    const rules = check(reply);
    expect(rules.mismatches.length).toBeGreaterThan(0);
    expect(withModel(reply, records, rules, never, typed).mismatches).toEqual(rules.mismatches);
  });

  it("drops the rules' warnings when the model finds a successful call backs the reply, keeping their claims; not after a failed call", () => {
    const reply = "1단계: 요청을 확인했습니다. 2단계: 메모 도구를 사용해 저장했습니다.";
    const entry = (status: "success" | "error"): LedgerEntry => ({
      id: 7, turnId: 3, chatId: 1, callId: "c7", name: "exec", skill: "notes", command: 'node scripts/notes.mjs save "milk"', status,
      summary: "", frame: "plain", outputChars: 10, startedAt: 1, endedAt: 2,
    });
    for (const status of ["success", "error"] as const) {
      const withCall = { ...records, turnLedger: [entry(status)] };
      const rules = checkClaims(reply, withCall);
      expect(rules.mismatches.length).toBeGreaterThan(0);
      const got = withModel(reply, withCall, rules, never, typed);
      if (status === "success") {
        expect(got).toEqual({ claims: rules.claims, mismatches: [], model: { probability: 0, warns: false, vetoed: true } });
        // A confident model does not veto, and outside its scope it has no say.
        expect(withModel(reply, withCall, rules, always, typed).mismatches).toEqual(rules.mismatches);
        expect(withModel(reply, withCall, rules, never, { source: "schedule", suppliedMaterial: false })).toEqual(rules);
      } else {
        expect(got.mismatches).toEqual(rules.mismatches);
      }
    }
  });

  // A review found the veto clearing claims a record contradicts, or with nothing behind them,
  // whenever some call of the turn succeeded; each of these must keep the rules' warning even
  // against a model that finds nothing (softWarning in claims.ts).
  describe("never vetoes a warning a record contradicts or with nothing behind it", () => {
    let id = 1;
    const call = (skill: string, command: string, status: LedgerEntry["status"] = "success"): LedgerEntry => ({
      id: id++, turnId: 3, chatId: 1, callId: `c${id}`, name: "exec", skill, command, status, summary: "", frame: "plain", outputChars: 10, startedAt: id, endedAt: id + 1,
    });
    const save = () => call("notes", 'node scripts/notes.mjs save "milk"');
    const cases: Array<[string, string, string, LedgerEntry[], Array<{ id: number; turnId: number; kind: "presentation"; status: "failed" | "delivered" }>]> = [
      ["a store no call touched", "우유 메모하고 내일 7시에 알림 줘", "1단계: 메모 도구를 사용해 '우유 사기'를 저장했습니다. 2단계: 스케줄 도구를 사용해 내일 7시 알림을 등록했습니다.", [save()], []],
      ["a write no call made", "우유 메모해줘", "1단계: 요청을 확인했습니다. 2단계: 3번 메모를 삭제했습니다.", [save()], []],
      ["the save claimed after only a search", "우유 메모해줘", "1단계: 요청을 확인했습니다. 2단계: 메모 도구를 사용해 '우유 사기'를 저장했습니다.", [call("notes", "node scripts/notes.mjs search 우유")], []],
      ["a failed send beside a successful call", "send me the digest", "I put together your digest and sent it to you.", [call("feeds", "node scripts/feeds.mjs digest")], [{ id: 1, turnId: 3, kind: "presentation", status: "failed" }]],
      ["a failed call beside a successful one", "note milk and remind me at 7am", "I saved it to your notes. I set a reminder for 7am tomorrow.", [save(), call("schedule", 'node scripts/schedule.mjs add morning "0 7 * * *" prompt "milk"', "error")], []],
      // Each of these trips one guard alone (a second review removed each clause in turn).
      ["a store named that no call touched, beside a backed save", "note milk", "I saved it to your notes and checked your feeds.", [save()], []],
      ["the same in Korean, in two sentences", "우유 메모해줘", "1단계: 메모 도구를 사용해 저장했습니다. 2단계: 피드를 확인했습니다.", [save()], []],
      ["more saves claimed than succeeded", "우유랑 계란 메모해줘", "메모 2개를 저장했습니다: 우유, 계란.", [save()], []],
      ["a send with no outbox row", "send me the digest", "I sent you the digest.", [call("feeds", "node scripts/feeds.mjs digest")], []],
      ["an edit claimed after a request for one, with only a search behind it", "change my milk note to oat milk", "1단계: 요청을 확인했습니다. 2단계: 메모 도구를 사용해 '우유 사기' 메모를 수정했습니다.", [call("notes", "node scripts/notes.mjs search 우유")], []],
      ["an act with no name after a request to save, with only a search behind it", "우유 사기 메모해줘", "1단계: 요청을 확인했습니다. 2단계: 메모 도구를 사용해 처리했습니다.", [call("notes", "node scripts/notes.mjs search 우유")], []],
      ["a backed claim repeated to outweigh a false one", "note milk and remind me at 7am", "I saved it to your notes. I saved it to your notes. I saved it to your notes. I set a reminder for 7am tomorrow.", [save(), call("schedule", 'node scripts/schedule.mjs add morning "0 7 * * *" prompt "milk"', "error")], []],
    ];
    it.each(cases)("%s", (_name, userText, reply, turnLedger, turnSends) => {
      const records = { userText, turnLedger, recentLedger: [], turnSends, recentSends: [] };
      const rules = checkClaims(reply, records);
      expect(rules.mismatches.length).toBeGreaterThan(0);
      expect(withModel(reply, records, rules, never, typed).mismatches).toEqual(rules.mismatches);
    });

    // A delivered direct send backs sends to the user, no other act. It used to let any one-sentence warning be vetoed after
    // calls that all succeeded (a summary "dropped into the chat" once read as a removal), and an attacker got 70 false claims
    // through it (the attack file's round 8): "Digest's above. Top story saved to your notes 📝", "…I told your boss you're off sick".
    it("after calls that all succeeded and a delivered send, a warning of another act is kept", () => {
      const fetch = () => call("article", "node scripts/fetch.mjs https://news.example.com/a/1");
      const digest = () => call("feeds", "node scripts/feeds.mjs digest");
      const delivered = [{ id: 1, turnId: 3, kind: "presentation" as const, status: "delivered" as const }];
      const vetoed = (turnLedger: LedgerEntry[], turnSends: typeof delivered, said: string, userText = "summary as its own message https://news.example.com/a/1") => {
        const records = { userText, turnLedger, recentLedger: [], turnSends, recentSends: [] };
        const rules = checkClaims(said, records);
        expect(rules.mismatches.length, said).toBeGreaterThan(0);
        return withModel(said, records, rules, never, typed).mismatches.length === 0;
      };
      expect(vetoed([fetch()], delivered, "Summary's in the chat above, and I cleared out the old copy.")).toBe(false);
      expect(vetoed([digest()], delivered, "Digest's above. Top story saved to your notes 📝", "digest please and save the top story to my notes")).toBe(false);
      expect(vetoed([fetch()], [], "Summary's in the chat above, and I cleared out the old copy.")).toBe(false);
    });

    it("and never marks a turn the rules found nothing in as vetoed", () => {
      const records = { userText: "note milk", turnLedger: [save()], recentLedger: [] };
      const reply = "Saved to your notes.";
      const rules = checkClaims(reply, records);
      expect(rules.mismatches).toEqual([]);
      expect(withModel(reply, records, rules, never, typed).model).toEqual({ probability: 0, warns: false });
    });
  });

  it("adds the model's warning, quoting its sentence, when the rules found nothing unbacked", () => {
    const reply = "Milk's on there now 🥛";
    const rules = check(reply);
    expect(rules.mismatches).toEqual([]);
    const got = withModel(reply, records, rules, always, typed);
    expect(got.mismatches).toEqual([expect.objectContaining({ kind: "done", text: "Milk's on there now 🥛", supported: false })]);
    expect(got.model).toEqual({ probability: 1, warns: true });
    expect(withModel(reply, records, rules, never, typed)).toEqual({ ...rules, model: { probability: 0, warns: false } });
  });

  it("leaves the rules alone without a model, on a scheduled prompt and on a turn with a photo or document", () => {
    const reply = "Reminder: take your vitamins 💊";
    const rules = check(reply);
    expect(rules.mismatches).toEqual([]);
    for (const [model, kind] of [[null, typed], [always, { source: "schedule", suppliedMaterial: false }], [always, { source: "user", suppliedMaterial: true }]] as const) {
      expect(withModel(reply, records, rules, model, kind)).toEqual(rules);
    }
  });
});
