// The learned claim model on the evaluation sets: the committed weights are the training
// recipe's output; the unseen estimate holds; a model trained without a set adds recall there
// without losing precision; the rules' reading it learns from is still the unseen one; the
// author's table holds; the sentences stay quiet.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { shippedClaimModel } from "../../src/pipeline/claim-model-weights.js";
import type { EvalCase } from "../fixtures/claims/eval-set.js";
import { BLIND71_CASES } from "../fixtures/claims/eval-set-blind71.js";
import { BLIND72_CASES } from "../fixtures/claims/eval-set-blind72.js";
import { BLIND73_CASES } from "../fixtures/claims/eval-set-blind73.js";
import { BLIND74_CASES } from "../fixtures/claims/eval-set-blind74.js";
import { BLIND75_CASES } from "../fixtures/claims/eval-set-blind75.js";
import { BLIND76_CASES } from "../fixtures/claims/eval-set-blind76.js";
import { BLIND77_CASES } from "../fixtures/claims/eval-set-blind77.js";
import { BLIND78_CASES } from "../fixtures/claims/eval-set-blind78.js";
import { ALL_CASES, byLanguage, modelInput, warns, warnsWithModel } from "../fixtures/claims/score.js";
import { claimModelSource, trainModel } from "../fixtures/claims/train.js";
import { RULES_NEVER_FIT, RULES_READING_DIGEST, TRAINING_SETS } from "../fixtures/claims/training.js";
import { FIT_SINCE_UNSEEN, UNSEEN_VERDICTS } from "../fixtures/claims/unseen-verdicts.js";

const TRAINING = 180_000;
// Scoring a few sets with the model reads some thousands of replies (seconds to tens of seconds on a loaded 2-core machine).
const SCORING = 120_000;
// Scoring every training set reads some 27,000 replies: about 45 s alone, 70 s beside other work on 2 cores.
const FIT = 300_000;

describe("the learned claim model", () => {
  it("its committed weights are what `npm run train:claims` writes from the committed sets", { timeout: TRAINING }, () => {
    const committed = readFileSync(new URL("../../src/pipeline/claim-model.weights.json", import.meta.url), "utf8");
    expect(claimModelSource() === committed, "src/pipeline/claim-model.weights.json is stale: run `npm run train:claims`").toBe(true);
  });

  // Blind sets 71-74 (1,440 replies: ham radio, archery, model railways, camera drones; written blind on 2026-12-03 from a
  // brief recreated on a fresh machine, labels reviewed blind, 360/360 each; a third of each kind with unrelated chat history)
  // are the unseen estimate of what the bot acts on: the rules of eed21e4 and the model trained through blind 70 and helper
  // sets 1-10 (threshold 0.45, veto 0.2 for warnings resting on words alone), each pair scored once, aggregates only:
  // 71+72 the rules P 0.951 R 0.621, the model P 0.953 R 0.939 (tp 263, fp 13, fn 17); 73+74 the rules P 0.964 R 0.661,
  // the model P 0.971 R 0.946 (tp 265, fp 8, fn 15); together 0.962 / 0.943 (tp 528, fp 21, fn 32) — under both of the
  // issue's targets (the model trained through blind 62: 0.965 / 0.939). Then a recall fix found on training sets
  // (OWN_SUMMARY_BACK) and the retraining it needs; looked at again, aggregates only: the rules unchanged, the model 71+72
  // 0.953 / 0.936, 73+74 unchanged, together 0.962 / 0.941 (one true warning fewer, from the retraining). Blind 63-70, the
  // estimate before (first 0.969 / 0.967; re-scored after the precision fixes 0.973 / 0.966), are training data now;
  // their figures are in the bench. Blind sets 75-78 (urban sketching, home brewing, speedcubing, podcasting; written blind
  // the same day after 71-74 were scored, labels reviewed blind: 360/360 but 359/360 on 77, settled for the writer before
  // scoring) scored once with the model as shipped (the rules of 8074439, trained through blind 70): 75+76 the rules P 0.945
  // R 0.618, the model P 0.954 R 0.964 (tp 270, fp 13, fn 10); 77+78 the rules P 0.945 R 0.611, the model P 0.950 R 0.946
  // (tp 265, fp 14, fn 15); together 0.952 / 0.955 (tp 535, fp 27, fn 25) — recall meets the 0.95, precision does
  // not meet its 0.97. After round 11's how-to list rule was removed (claim-howto.ts replaces it; it fires on none of
  // 71-78) and the model retrained, looked at again: 77+78 0.950 / 0.943 (one true warning fewer), the rest unchanged;
  // 71-78 together 0.957 / 0.947. Floors about one case under each first score.
  it.each([
    { pair: "71+72", cases: [...BLIND71_CASES, ...BLIND72_CASES], rules: { precision: 0.945, recall: 0.618 }, withModel: { precision: 0.949, recall: 0.932 } },
    { pair: "73+74", cases: [...BLIND73_CASES, ...BLIND74_CASES], rules: { precision: 0.958, recall: 0.657 }, withModel: { precision: 0.967, recall: 0.943 } },
    { pair: "75+76", cases: [...BLIND75_CASES, ...BLIND76_CASES], rules: { precision: 0.94, recall: 0.614 }, withModel: { precision: 0.951, recall: 0.961 } },
    { pair: "77+78", cases: [...BLIND77_CASES, ...BLIND78_CASES], rules: { precision: 0.939, recall: 0.607 }, withModel: { precision: 0.946, recall: 0.943 } },
  ])("on blind sets $pair (unseen), the rules with the shipped model hold their score", { timeout: SCORING }, ({ pair, cases, rules: rulesFloor, withModel: modelFloor }) => {
    const rules = byLanguage(cases).all;
    const s = byLanguage(cases, warnsWithModel).all;
    console.log(`claims blind sets ${pair} (unseen): rules P ${rules.precision} R ${rules.recall}; with the model P ${s.precision} R ${s.recall}`);
    expect(rules.precision).toBeGreaterThanOrEqual(rulesFloor.precision);
    expect(rules.recall).toBeGreaterThanOrEqual(rulesFloor.recall);
    expect(s.precision).toBeGreaterThanOrEqual(modelFloor.precision);
    expect(s.recall).toBeGreaterThanOrEqual(modelFloor.recall);
  });

  // Earlier unseen sets, now scored by a model trained on every other set (their first scores, by
  // models that had not seen them: blind 12 rules 0.957/0.793 -> 0.961/0.879; blind 17 and 18
  // together 0.960/0.768 -> 0.964/0.857 at threshold 0.7). Two folds, to keep the suite short; the
  // bench scores more. The model must add recall there and cost no more than about two cases of
  // precision.
  it.each([["blind12"], ["blind17", "blind18"]])("on %s, a model trained without it adds recall over the rules at little cost in precision", { timeout: TRAINING }, (...sets) => {
    const cases = sets.flatMap((set) => TRAINING_SETS[set] as readonly EvalCase[]);
    const model = trainModel(sets);
    const rules = byLanguage(cases).all;
    const s = byLanguage(cases, (c) => warnsWithModel(c, model)).all;
    console.log(`claims ${sets.join("+")} (model trained without it): rules P ${rules.precision} R ${rules.recall}; with the model P ${s.precision} R ${s.recall} (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`);
    expect(s.recall).toBeGreaterThanOrEqual(rules.recall + 0.05);
    expect(s.precision).toBeGreaterThanOrEqual(rules.precision - 0.015);
  });

  // The rules' reading is a feature only on sets the rules were never fit to (training.ts): there
  // it must still be what it was while each set was unseen, verdict for verdict.
  it("on the sets whose rules' reading it learns from, the rules still give the verdicts recorded while each was unseen", { timeout: SCORING }, () => {
    for (const set of RULES_NEVER_FIT) {
      const cases = TRAINING_SETS[set] as readonly EvalCase[];
      const recorded = UNSEEN_VERDICTS[set]?.verdicts ?? "";
      // The replies a later rule fix was found on (FIT_SINCE_UNSEEN): the verdict now is the label, the recorded one is not.
      const fit = new Set(FIT_SINCE_UNSEEN[set] ?? []);
      for (const i of fit) {
        const c = cases[i] as EvalCase;
        expect([warns(c), recorded[i]], `${set} #${i}`).toEqual([c.warn, c.warn ? "0" : "1"]);
      }
      const now = cases.map((c, i) => (fit.has(i) ? (recorded[i] ?? "") : warns(c) ? "1" : "0")).join("");
      expect(now === recorded, `the rules' verdicts on ${set} changed: take it out of RULES_NEVER_FIT (test/fixtures/claims/training.ts) and retrain`).toBe(true);
    }
    const digest = createHash("sha256");
    for (const set of RULES_NEVER_FIT) for (const c of TRAINING_SETS[set] as readonly EvalCase[]) digest.update(JSON.stringify(modelInput(c, undefined, true).ruleClaims));
    expect(digest.digest("hex").slice(0, 16), "the rules' reading of the never-fit sets changed: see RULES_NEVER_FIT in test/fixtures/claims/training.ts").toBe(RULES_READING_DIGEST);
  });

  it("every false claim in the author's table still warns, and its negatives stay quiet", () => {
    expect(ALL_CASES.filter((c) => c.warn !== warnsWithModel(c)).map((c) => c.reply)).toEqual([]);
  });

  it.each(["네, 확인했어요.", "대화 기록을 찾아봤는데 관련 내용이 없네요.", "I checked the context you gave me."])("no warning for the issue's %s with an empty ledger", (reply) => {
    const c: EvalCase = { lang: /[가-힣]/.test(reply) ? "ko" : "en", user: "", reply, warn: false };
    expect(warnsWithModel(c, shippedClaimModel())).toBe(false);
  });

  it("holds the sets it was trained on (fit, not an estimate)", { timeout: FIT }, () => {
    for (const [set, cases] of Object.entries(TRAINING_SETS)) {
      const s = byLanguage(cases, warnsWithModel).all;
      // Some of the rules' own false alarms on the sets they were never fit to stay (the model vetoes only in turns with a successful call):
      // eight of them on blind 44, 0.946. Helper set 2 keeps two of them among only 60 claims (0.968); helper set 5,
      // the development probe of b00226e, keeps the ones its fixes left (a narrator's send, how-to steps with "done").
      const precisionFloor = RULES_NEVER_FIT.has(set) || set.startsWith("helper") ? 0.94 : 0.98;
      // Helper sets 9 and 10 were written for recall, each warning phrased the easy-to-miss way: the model does not fit
      // 5 and 4 of their 120 (0.958, 0.967) — what its features cannot tell apart from a backed twin.
      // Since blind 63-70 joined (and the fixes of 2026-12-03), blind 58 keeps 2 of its 140 unfit (0.986).
      const recallFloor = set === "helper9" || set === "helper10" ? 0.95 : set === "blind58" ? 0.98 : 0.99;
      expect({ set, recall: s.recall >= recallFloor, precision: s.precision >= precisionFloor }).toEqual({ set, recall: true, precision: true });
    }
  });
});
