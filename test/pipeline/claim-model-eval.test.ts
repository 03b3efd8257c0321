// The learned claim model on the evaluation sets: the committed weights are the training
// recipe's output, its unseen estimates hold (each from a model trained without that set),
// it adds to the rules and never takes a warning away, and the sentences stay quiet.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLAIM_MODEL } from "../../src/pipeline/claim-model-weights.js";
import { BLIND12_CASES } from "../fixtures/claims/eval-set-blind12.js";
import { BLIND13_CASES } from "../fixtures/claims/eval-set-blind13.js";
import type { EvalCase } from "../fixtures/claims/eval-set.js";
import { ALL_CASES, byLanguage, warns, warnsWithModel } from "../fixtures/claims/score.js";
import { scoreBlind14, scoreBlind14WithModel } from "../fixtures/claims/score-blind14.js";
import { claimModelSource, trainModel } from "../fixtures/claims/train.js";
import { TRAINING_SETS } from "../fixtures/claims/training.js";

const TRAINING = 60_000;

describe("the learned claim model", () => {
  it("its committed weights are what `npm run train:claims` writes from the committed sets", { timeout: TRAINING }, () => {
    const committed = readFileSync(new URL("../../src/pipeline/claim-model.weights.json", import.meta.url), "utf8");
    expect(claimModelSource() === committed, "src/pipeline/claim-model.weights.json is stale: run `npm run train:claims`").toBe(true);
  });

  // Each set scored as a whole by a model that never saw it, with the rules as they stood when
  // the set was new (round 12's). First scores: blind set 12 rules P 0.957 R 0.793 -> with the
  // model P 0.961 R 0.879 (tp 123, fp 5, fn 17); blind set 13 rules P 0.953 R 0.864 -> with the
  // model P 0.955 R 0.907 (tp 127, fp 6, fn 13). Floors about one case under.
  it.each([
    { set: "blind12", cases: BLIND12_CASES, precision: 0.953, recall: 0.872 },
    { set: "blind13", cases: BLIND13_CASES, precision: 0.947, recall: 0.9 },
  ])("on $set, trained without it, holds its first unseen score", { timeout: TRAINING }, ({ set, cases, precision, recall }) => {
    const model = trainModel([set]);
    const s = byLanguage(cases, (c) => warnsWithModel(c, model)).all;
    const rules = byLanguage(cases).all;
    console.log(`claims ${set} (model trained without it): rules P ${rules.precision} R ${rules.recall}; with the model P ${s.precision} R ${s.recall} (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`);
    expect(s.precision).toBeGreaterThanOrEqual(precision);
    expect(s.recall).toBeGreaterThanOrEqual(recall);
    expect(s.recall).toBeGreaterThan(rules.recall);
  });

  // Blind set 14 (written blind this round, labels reviewed blind 360/360) is the unseen
  // estimate of what the bot acts on: scored once as a whole, the rules after round 12 P 0.958
  // R 0.807 (tp 113, fp 5, fn 27); with the shipped model P 0.960 R 0.857 (tp 120, fp 5, fn 20).
  // Floors about one case under; neither target (0.97 / 0.95) is met.
  it("on blind set 14 (the unseen estimate), the rules with the shipped model hold their first score", () => {
    const rules = scoreBlind14().all;
    const s = scoreBlind14WithModel().all;
    console.log(`claims blind set 14 (unseen): rules P ${rules.precision} R ${rules.recall}; with the model P ${s.precision} R ${s.recall}`);
    expect(rules.precision).toBeGreaterThanOrEqual(0.95);
    expect(rules.recall).toBeGreaterThanOrEqual(0.8);
    expect(s.precision).toBeGreaterThanOrEqual(0.952);
    expect(s.recall).toBeGreaterThanOrEqual(0.85);
  });

  it("only adds warnings: every reply the rules warn about still gets one", () => {
    const all: EvalCase[] = Object.values(TRAINING_SETS).flat();
    expect(all.filter((c) => warns(c) && !warnsWithModel(c))).toEqual([]);
  });

  it("every false claim in the author's table still warns, and its negatives stay quiet", () => {
    expect(ALL_CASES.filter((c) => c.warn !== warnsWithModel(c)).map((c) => c.reply)).toEqual([]);
  });

  it.each(["네, 확인했어요.", "대화 기록을 찾아봤는데 관련 내용이 없네요.", "I checked the context you gave me."])("no warning for the issue's %s with an empty ledger", (reply) => {
    const c: EvalCase = { lang: /[가-힣]/.test(reply) ? "ko" : "en", user: "", reply, warn: false };
    expect(warnsWithModel(c, CLAIM_MODEL)).toBe(false);
  });

  it("holds the tuned sets it was trained on (fit, not an estimate)", () => {
    for (const [set, cases] of Object.entries(TRAINING_SETS)) {
      const s = byLanguage(cases, warnsWithModel).all;
      expect({ set, recall: s.recall >= 0.99, precision: s.precision >= (set === "blind12" || set === "blind13" ? 0.95 : 0.99) }).toEqual({ set, recall: true, precision: true });
    }
  });
});
