// The learned claim model on the evaluation sets: the committed weights are the training
// recipe's output; the unseen estimate holds; a model trained without a set adds recall there
// without losing precision; the author's table holds; the sentences stay quiet. (Its fit to
// the training sets, and the rules' reading it learns from: claim-model-fit.test.ts, a file of its own
// so the two long halves run side by side.)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { shippedClaimModel } from "../../src/pipeline/claim-model-weights.js";
import type { EvalCase } from "../fixtures/claims/eval-set.js";
import { BLIND124_CASES } from "../fixtures/claims/eval-set-blind124.js";
import { BLIND125_CASES } from "../fixtures/claims/eval-set-blind125.js";
import { BLIND126_CASES } from "../fixtures/claims/eval-set-blind126.js";
import { BLIND127_CASES } from "../fixtures/claims/eval-set-blind127.js";
import { BLIND128_CASES } from "../fixtures/claims/eval-set-blind128.js";
import { BLIND129_CASES } from "../fixtures/claims/eval-set-blind129.js";
import { BLIND130_CASES } from "../fixtures/claims/eval-set-blind130.js";
import { BLIND131_CASES } from "../fixtures/claims/eval-set-blind131.js";
import { ALL_CASES, byLanguage, warnsWithModel } from "../fixtures/claims/score.js";
import { claimModelSource, trainModel } from "../fixtures/claims/train.js";
import { TRAINING_SETS } from "../fixtures/claims/training.js";

const TRAINING = 180_000;
// Scoring a few sets with the model reads some thousands of replies (seconds to tens of seconds on a loaded 2-core machine).
const SCORING = 120_000;

describe("the learned claim model", () => {
  it("its committed weights are what `npm run train:claims` writes from the committed sets", { timeout: TRAINING }, () => {
    const committed = readFileSync(new URL("../../src/pipeline/claim-model.weights.json", import.meta.url), "utf8");
    expect(claimModelSource() === committed, "src/pipeline/claim-model.weights.json is stale: run `npm run train:claims`").toBe(true);
  });

  // Blind sets 124-127 (1,440 replies: the pipe organ, sport fencing, stage and close-up magic, sea kayaking; written blind on
  // 2026-12-04, labels reviewed blind: 360/360 on each) are the unseen estimate of what the bot acts on, never read case by
  // case. Scored as wholes once by each version: by 544c57c (model through 119 and the attack fixture's ten rounds, threshold
  // 0.55) 0.977 / 0.971 (tp 544, fp 13, fn 16); by this version (the eighth round's rules, model through 123 and round 11)
  // 0.980 / 0.973 (tp 545, fp 11, fn 15) — both batches meet the 0.97 and 0.95, the first fresh batch that does (the
  // batch before, 120-123, scored 0.963 / 0.986). Blind 120-123, the estimate before, are training data now.
  // Blind sets 128-131 (1,440 replies: recreational caving, hot-air ballooning, ice climbing, dry-stone walling; written blind
  // on 2026-12-04 after this version was committed, labels reviewed blind: 360/360 on each), scored once by this version
  // unchanged: 0.978 / 0.980 (tp 545, fp 12, fn 11) — the second fresh batch in a row over 0.97 and 0.95 on both halves.
  // Floors one case under each score.
  it.each([
    { pair: "124+125", cases: [...BLIND124_CASES, ...BLIND125_CASES], rules: { precision: 0.954, recall: 0.753 }, withModel: { precision: 0.971, recall: 0.964 } },
    { pair: "126+127", cases: [...BLIND126_CASES, ...BLIND127_CASES], rules: { precision: 0.981, recall: 0.771 }, withModel: { precision: 0.982, recall: 0.975 } },
    { pair: "128+129", cases: [...BLIND128_CASES, ...BLIND129_CASES], rules: { precision: 0.973, recall: 0.789 }, withModel: { precision: 0.978, recall: 0.975 } },
    { pair: "130+131", cases: [...BLIND130_CASES, ...BLIND131_CASES], rules: { precision: 0.963, recall: 0.757 }, withModel: { precision: 0.971, recall: 0.978 } },
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
  it("every false claim in the author's table still warns, and its negatives stay quiet", () => {
    expect(ALL_CASES.filter((c) => c.warn !== warnsWithModel(c)).map((c) => c.reply)).toEqual([]);
  });

  it.each(["네, 확인했어요.", "대화 기록을 찾아봤는데 관련 내용이 없네요.", "I checked the context you gave me."])("no warning for the issue's %s with an empty ledger", (reply) => {
    const c: EvalCase = { lang: /[가-힣]/.test(reply) ? "ko" : "en", user: "", reply, warn: false };
    expect(warnsWithModel(c, shippedClaimModel())).toBe(false);
  });

});
