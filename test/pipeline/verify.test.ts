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
