// The learned claim model on the evaluation sets: the committed weights are the training
// recipe's output; the unseen estimate holds; a model trained without a set adds recall there
// without losing precision; the rules' reading it learns from is still the unseen one; the
// author's table holds; the sentences stay quiet.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { shippedClaimModel } from "../../src/pipeline/claim-model-weights.js";
import type { EvalCase } from "../fixtures/claims/eval-set.js";
import { BLIND63_CASES } from "../fixtures/claims/eval-set-blind63.js";
import { BLIND64_CASES } from "../fixtures/claims/eval-set-blind64.js";
import { BLIND65_CASES } from "../fixtures/claims/eval-set-blind65.js";
import { BLIND66_CASES } from "../fixtures/claims/eval-set-blind66.js";
import { BLIND67_CASES } from "../fixtures/claims/eval-set-blind67.js";
import { BLIND68_CASES } from "../fixtures/claims/eval-set-blind68.js";
import { BLIND69_CASES } from "../fixtures/claims/eval-set-blind69.js";
import { BLIND70_CASES } from "../fixtures/claims/eval-set-blind70.js";
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

  // Blind sets 63-70 (2,880 replies, written blind, labels reviewed blind: 360/360 each; a third of each kind
  // with unrelated chat history) are the unseen estimate of what the bot acts on (threshold 0.45, veto 0.2 for
  // warnings resting on words alone, also after a delivered send; trained through blind 62 and helper sets 1-10
  // with learningRate 0.1 and minCount 3; the rules of 7079472), each scored once: 63+64 the rules P 0.939
  // R 0.718, the model P 0.965 R 0.986 (tp 276, fp 10, fn 4); 65+66 the rules P 0.963 R 0.750, the model P 0.978
  // R 0.961 (tp 269, fp 6, fn 11); together 0.971 / 0.973 (tp 545, fp 16, fn 15) — both of the targets,
  // precision by one false alarm. Blind sets 67-70, written the same way after those were scored and scored once
  // with nothing changed: 67+68 0.964 / 0.961, 69+70 0.968 / 0.961, together 0.966 / 0.961; all eight sets (2,880
  // replies) 0.969 / 0.967 (tp 1083, fp 35, fn 37), precision two false alarms short of 0.97. The model shipped
  // before (67d12c9, through blind 60) scored 0.968 / 0.968 on 63-66 and 0.964 / 0.959 on 67-70,
  // and 0.963 / 0.929 on 61+62, its own unseen pair. Earlier pairs' first scores are in the bench (57-60: 0.970 /
  // 0.938; 53-56: 0.969 / 0.961; 47-50 0.965 / 0.938); those sets are training data now.
  // Re-scored once (2026-12-03, aggregates only) after the precision fixes of claim-howto.ts, claim-none.ts, the one-quote
  // paragraph and ASKS_WHEN_SET — found on training sets and attackers' sentences, not on these — and the retraining they
  // need (the same sets, recipe and threshold): the rules P 0.962 R 0.719 (tp 805, fp 32, fn 315; five false alarms fewer,
  // no true warning lost); the model 0.973 / 0.966 (tp 1082, fp 30, fn 38): 63+64 0.972 / 0.982, 65+66 0.982 / 0.961,
  // 67+68 0.968 / 0.961, 69+70 0.971 / 0.961. Floors about one case under each re-score.
  it.each([
    { pair: "63+64", cases: [...BLIND63_CASES, ...BLIND64_CASES], rules: { precision: 0.943, recall: 0.714 }, withModel: { precision: 0.968, recall: 0.978 } },
    { pair: "65+66", cases: [...BLIND65_CASES, ...BLIND66_CASES], rules: { precision: 0.963, recall: 0.746 }, withModel: { precision: 0.978, recall: 0.957 } },
    { pair: "67+68", cases: [...BLIND67_CASES, ...BLIND68_CASES], rules: { precision: 0.951, recall: 0.686 }, withModel: { precision: 0.964, recall: 0.957 } },
    { pair: "69+70", cases: [...BLIND69_CASES, ...BLIND70_CASES], rules: { precision: 0.971, recall: 0.714 }, withModel: { precision: 0.968, recall: 0.957 } },
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
      // The replies a later rule fix was found on (FIT_SINCE_UNSEEN): warned when recorded, quiet now, labelled quiet.
      const fit = new Set(FIT_SINCE_UNSEEN[set] ?? []);
      for (const i of fit) expect([recorded[i], warns(cases[i] as EvalCase), (cases[i] as EvalCase).warn], `${set} #${i}`).toEqual(["1", false, false]);
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
      const recallFloor = set === "helper9" || set === "helper10" ? 0.95 : 0.99;
      expect({ set, recall: s.recall >= recallFloor, precision: s.precision >= precisionFloor }).toEqual({ set, recall: true, precision: true });
    }
  });
});
