// What verify acts on (withModel): the rules' warnings always; the learned model's warning
// only when the rules found nothing unbacked, on a typed request, and never without a model.
import { describe, expect, it } from "vitest";
import type { ClaimModel } from "../../src/pipeline/claim-model.js";
import { checkClaims } from "../../src/pipeline/claims.js";
import { withModel } from "../../src/pipeline/verify.js";

const records = { userText: "zorble my note", turnLedger: [], recentLedger: [] };
const typed = { source: "user", suppliedMaterial: false } as const;
// Stub models: one that finds every reply a false claim, one that finds none.
const always: ClaimModel = { threshold: 0.5, bias: 20, weights: {} };
const never: ClaimModel = { threshold: 0.5, bias: -20, weights: {} };
const check = (reply: string) => checkClaims(reply, records);

describe("withModel", () => {
  it("keeps every rules warning, even when the model finds nothing", () => {
    const reply = "메모에 저장했어요!";
    const rules = check(reply);
    expect(rules.mismatches.length).toBeGreaterThan(0);
    expect(withModel(reply, records, rules, never, typed).mismatches).toEqual(rules.mismatches);
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
