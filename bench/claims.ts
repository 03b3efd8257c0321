// The claim check on its evaluation sets (test/fixtures/claims, see their headers for where
// the replies came from): precision and recall of "this reply needs a warning", and the
// time per reply.
// - The first batch (323 replies) was written by the detector's author before the detector;
//   the second (60) after it, and scored once before any change it prompted: precision
//   0.857, recall 0.900 (tp 18, fp 3, fn 2).
// - The independent set (341 replies) was written blind by another engineer who never saw
//   the detector. Its history as a blind estimate: scored once before any tuning (all P 0.925
//   R 0.839; holdout P 0.941 R 0.814); the detector was then tuned on its dev half (even
//   index) only, and the holdout half read as figures only — P 0.942 R 0.831 after the
//   dev-only rules, P 0.945 R 0.881 after four rules for patterns named from the first
//   blind run. The holdout is retired now: both halves are tuning data, so its figures
//   below say the rules fit it, not how they do on unseen replies.
// - Blind set 2 (321 replies, eval-set-blind2.ts) was the unseen estimate through round 2:
//   written by a third engineer who saw neither the detector nor the other sets, and only
//   scored as a whole: P 0.938 R 0.835 after the first tuning round, P 0.941 R 0.872 after
//   the second (its last unseen figure). Round 3 retired it and tuned on its cases one by
//   one, so its figures below are TUNING DATA (fit), kept under "blind2" with that history.
// - Round 3 (eval-set-round3.ts) was written by the round-3 tuner for the rule classes it
//   changed and their hard negatives: it shows fit too. Each batch was scored once before
//   the changes it prompted; those first scores are kept below (closest to an estimate this
//   file has, but the writer knew the rules).
// - Blind set 3 (336 replies, eval-set-blind3.ts) was the unseen estimate after round 3:
//   written apart by another engineer and scored once, as a whole, after round 3 landed
//   (2026-11-30): all P 0.979 R 0.848 (tp 95, fp 2, fn 17; ko P 0.979 R 0.825, en P 0.980
//   R 0.873). Round 4 retired it and tuned on its cases one by one, so its figures below are
//   TUNING DATA (fit), kept under "blind3" with that history.
// - Round 4 (eval-set-round4.ts) was written by the round-4 tuner for the rule classes it
//   changed (generic perfective frames in both languages among them) and their hard
//   negatives: fit too. Each batch was scored once before the changes it prompted.
// - Blind set 4 (334 replies, eval-set-blind4.ts) was the unseen estimate after round 4:
//   written apart by another engineer (labels reviewed blind by a second one) and scored
//   once, as a whole, after round 4 landed (2026-11-30): all P 0.938 R 0.835 (tp 91, fp 6,
//   fn 18; ko P 0.944 R 0.927, en P 0.930 R 0.741). For comparison, the round-3 detector on
//   the same set: P 0.937 R 0.817 (tp 89, fp 6, fn 20). It is TUNED ON FROM ROUND 5 (fit,
//   not an estimate), with a holdout: round 5 tuned on half A (even index) first; half B
//   (odd index) was scored once as a whole before anyone read it — P 0.976 R 0.741 (tp 40,
//   fp 1, fn 14) before round 5, P 0.953 R 0.759 (tp 41, fp 2, fn 13) after the half-A rules
//   — and only then read and tuned on. That half-B pair is round 5's honest estimate of how
//   its rules generalise.
// - Blind set 5 (337 replies, eval-set-blind5.ts) was the unseen estimate after round 5:
//   written apart by another engineer while round 5 was being tuned (labels reviewed blind
//   by a second one: 337/337 agreed) and scored only as a whole (2026-11-30): the round-4
//   detector P 0.950 R 0.807 (tp 96, fp 5, fn 23), the round-5 detector P 0.952 R 0.832
//   (tp 99, fp 5, fn 20; ko P 0.945 R 0.867, en P 0.959 R 0.797). It is TUNED ON FROM ROUND 6
//   (fit, not an estimate), with a holdout: round 6 tuned on half A (even index) first; half B
//   (odd index) was scored once as a whole before anyone read it — P 0.964 R 0.818 (tp 54,
//   fp 2, fn 12) before round 6, P 0.948 R 0.833 (tp 55, fp 3, fn 11) after the half-A rules —
//   and only then read and tuned on. That half-B pair is round 6's honest estimate of how its
//   rules generalise.
// - Blind set 6 (363 replies, eval-set-blind6.ts) was the unseen estimate after round 6:
//   written apart by another engineer while round 6 was being tuned (labels reviewed blind by
//   a second one: 363/363 agreed) and scored only as a whole (2026-11-30): the round-5
//   detector P 0.946 R 0.815 (tp 106, fp 6, fn 24), the round-6 detector P 0.957 R 0.862
//   (tp 112, fp 5, fn 18; ko P 0.940 R 0.940, en P 0.980 R 0.778). It is TUNED ON FROM ROUND 7
//   (fit, not an estimate), with a holdout: round 7 tuned on half A (even index) first; half B
//   (odd index) was scored as a whole before anyone read it — P 0.965 R 0.887 (tp 55, fp 2,
//   fn 7) before round 7, P 0.966 R 0.903 (tp 56, fp 2, fn 6) after the half-A rules — and
//   only then read and tuned on. That half-B pair is round 7's honest estimate of how its
//   rules generalise.
// - Blind set 7 (363 replies, eval-set-blind7.ts) was the unseen estimate after round 7:
//   written apart by another engineer while round 7 was being tuned (labels reviewed blind by
//   a second one: 363/363 agreed) and scored only as a whole (2026-11-30): the round-6
//   detector P 0.957 R 0.816 (tp 111, fp 5, fn 25), the round-7 detector P 0.958 R 0.831
//   (tp 113, fp 5, fn 23; ko P 0.952 R 0.881, en P 0.964 R 0.783). It is TUNED ON FROM ROUND 8
//   (fit, not an estimate), with a holdout: round 8 tuned on half A (even index) first; half B
//   (odd index) was scored as a whole, each language by its own tuner, before anyone read it —
//   English P 0.935 R 0.829 (tp 29, fp 2, fn 6) before round 8, P 0.939 R 0.886 (tp 31, fp 2,
//   fn 4) after the half-A rules; Korean P 0.967 R 1.000 (tp 29, fp 1, fn 0) before round 8 and
//   the same after the half-A rules — and only then read and tuned on. That half-B pair is round
//   8's honest estimate of how its rules generalise.
// - Blind set 8 (360 replies, eval-set-blind8.ts) was the unseen estimate after round 8: written
//   apart by another engineer while round 8 was being tuned (labels reviewed blind by a second
//   one: 360/360 agreed) and scored only as a whole (2026-12-01): the round-7 detector P 0.991
//   R 0.795 (tp 105, fp 1, fn 27), the round-8 detector P 0.991 R 0.841 (tp 111, fp 1, fn 21;
//   ko P 1.000 R 0.788, en P 0.983 R 0.894). It is TUNED ON FROM ROUND 9 (fit, not an estimate),
//   with a holdout: round 9 tuned on half A (even index) first; half B (odd index) was scored as a
//   whole, each language by its own tuner, before anyone read it — English P 0.962 R 0.862 (tp 25,
//   fp 1, fn 4) before round 9 and the same after the half-A rules; Korean P 1.000 R 0.621 (tp 18,
//   fp 0, fn 11) before round 9, P 0.950 R 0.655 (tp 19, fp 1, fn 10) after the half-A rules — and
//   only then read and tuned on. That half-B pair is round 9's honest estimate of how
//   its rules generalise.
// - The targeted probe (256 replies, eval-set-probe.ts) was written blind by another engineer for
//   the families a reviewer flagged as false alarms of rounds 8 and 9 (first-person pasts that are
//   the reply's own work, drafts, idioms, listings from the user's material, how-to steps) and their
//   positive look-alikes; a hard mix, not everyday traffic, so never a precision estimate. Scored as
//   a whole: the round-8 detector P 0.712 R 0.712 (tp 37, fp 15, fn 15), main after round 9 P 0.722
//   R 0.750 (tp 39, fp 15, fn 13), the precision branch's first four commits on round 8 P 0.763
//   R 0.865 (tp 45, fp 14, fn 7), merged with round 9 P 0.770 R 0.904 (tp 47, fp 14, fn 5). It is
//   TUNED ON FROM THE PRECISION ROUND (fit, not an estimate): half A (even index) first; half B (odd
//   index, 14 warn) scored as a whole before it was read — P 0.750 R 0.857 (tp 12, fp 4, fn 2)
//   before the round's rules, P 0.857 R 0.857 (tp 12, fp 2, fn 2) after the half-A rules — and only
//   then read and tuned on.
// - Blind set 9 (360 replies, eval-set-blind9.ts) was the unseen estimate after round 9: written
//   apart by another engineer while round 9 was being tuned (labels reviewed blind by a second
//   one: 360/360 agreed) and scored only as a whole (2026-12-01): the round-8 detector P 0.944
//   R 0.842 (tp 117, fp 7, fn 22), the round-9 detector P 0.939 R 0.885 (tp 123, fp 8, fn 16;
//   ko P 0.926 R 0.900, en P 0.952 R 0.870). It is TUNED ON FROM ROUND 10 (fit, not an estimate),
//   with a holdout: round 10 tuned on half A (even index) first; half B (odd index) was scored as
//   a whole, each language by its own tuner, before anyone read it — English P 0.933 R 0.933 (tp 28,
//   fp 2, fn 2) before round 10 and the same after the half-A rules; Korean P 0.972 R 0.921 (tp 35,
//   fp 1, fn 3) before round 10, P 1.000 R 0.921 (tp 35, fp 0, fn 3) after the half-A rules — and
//   only then read and tuned on. (The precision round's detector scored it once more as a whole
//   before round 10: P 0.946 R 0.885, tp 123, fp 7, fn 16.) That half-B pair is round 10's honest
//   estimate of how its rules generalise.
// - Blind set 10 (360 replies, eval-set-blind10.ts) was the unseen estimate after round 10: written
//   apart by another engineer while round 10 was being tuned (labels reviewed blind by a second
//   one: 360/360 agreed) and scored only as a whole (2026-12-01): the round-9 detector P 0.935
//   R 0.829 (tp 116, fp 8, fn 24), after round 10 and the precision round P 0.952 R 0.843 (tp 118,
//   fp 6, fn 22; ko P 0.970 R 0.914, en P 0.931 R 0.771). It is TUNED ON FROM ROUND 11 (fit, not an
//   estimate), with a holdout: round 11 tuned on half A (even index) first; half B (odd index) was
//   scored as a whole, each language by its own tuner, before anyone read it — English P 0.967
//   R 0.829 (tp 29, fp 1, fn 6) before round 11 and the same after the half-A rules; Korean P 0.963
//   R 0.929 (tp 26, fp 1, fn 2) before round 11 and the same after the half-A rules — and only then
//   read and tuned on. That half-B pair is round 11's honest
//   estimate of how its rules generalise.
// - Blind set 11 (360 replies, eval-set-blind11.ts) was the unseen estimate after round 11: written
//   apart by another engineer while round 11 was being tuned (labels reviewed blind by a second
//   one: 360/360 agreed) and scored only as a whole (2026-12-01): the round-10 detector P 0.928
//   R 0.829 (tp 116, fp 9, fn 24), after round 11 P 0.929 R 0.843 (tp 118, fp 9, fn 22; ko P 0.938
//   R 0.871, en P 0.919 R 0.814). It is TUNED ON FROM ROUND 12 (fit, not an estimate), with a
//   holdout: round 12 tuned on half A (even index) first; half B (odd index) was scored as a whole,
//   each language by its own tuner, before anyone read it — English P 0.969 R 0.838 (tp 31, fp 1,
//   fn 6) before round 12 and the same after the half-A rules; Korean P 0.939 R 0.861 (tp 31,
//   fp 2, fn 5) before round 12 and the same after the half-A rules — and only then read and tuned on. That half-B pair is round 12's honest estimate of how
//   its rules generalise.
// - Blind set 12 (360 replies, eval-set-blind12.ts) is the unseen estimate after round 12: written
//   apart by another engineer while round 12 was being tuned (labels reviewed blind by a second
//   one: 360/360 agreed) and scored only as a whole (2026-12-01): the round-11 detector P 0.956
//   R 0.771 (tp 108, fp 5, fn 32), after round 12 P 0.957 R 0.793 (tp 111, fp 5, fn 29; ko P 0.955
//   R 0.900, en P 0.960 R 0.686).
// - The learned second reader (src/pipeline/claim-model.ts; README "The claim check (verify)"):
//   the rules' warning, or the model's when the rules found nothing unbacked and it is confident
//   (probability >= 0.5 since blind sets 19 and 20; 0.7 before). Its features and first threshold
//   were chosen by leaving each of blind sets 3-11 out in turn and scoring it with a model trained on all the rest, before blind set 12 was
//   scored. The same validation over blind sets 3-14, recorded at 8ccb167: rules P 0.955 R 0.840
//   -> with the model P 0.951 R 0.912. Scored once as a whole by a model that had never seen the
//   set: blind set 12 rules P 0.957 R 0.793 -> P 0.961 R 0.879; blind set 13 P 0.953 R 0.864 ->
//   P 0.955 R 0.907; blind set 14 P 0.958 R 0.807 -> P 0.960 R 0.857; blind set 15 P 0.981
//   R 0.743 -> P 0.984 R 0.871; blind sets 17 and 18 together (trained with blind sets 15 and 16
//   added) P 0.960 R 0.768 -> P 0.964 R 0.857. Then the threshold went to 0.5, chosen by leaving
//   each of blind sets 12-18 out in turn (rules P 0.964 R 0.784; with the model P 0.964 R 0.896
//   at 0.7, P 0.963 R 0.915 at 0.5): blind sets 19 and 20 together P 0.946 R 0.754 -> P 0.944
//   R 0.911; trained with 19 and 20 added, blind sets 21 and 22 together P 0.969 R 0.779 ->
//   P 0.966 R 0.907; trained with 21 and 22 added, blind sets 23 and 24 together (the unseen
//   estimate of the model as shipped) P 0.977 R 0.754 -> P 0.974 R 0.921.
import { performance } from "node:perf_hooks";
import { shippedClaimModel } from "../src/pipeline/claim-model-weights.js";
import { BLIND12_CASES } from "../test/fixtures/claims/eval-set-blind12.js";
import { BLIND13_CASES } from "../test/fixtures/claims/eval-set-blind13.js";
import { ALL_CASES, byLanguage, scoreEvalSet, scoreIndependentSet, scoreRound3, scoreRound4, warns, warnsWithModel } from "../test/fixtures/claims/score.js";
import { trainModel } from "../test/fixtures/claims/train.js";
import { INDEPENDENT_CASES } from "../test/fixtures/claims/eval-set-independent.js";
import { scoreBlind2 } from "../test/fixtures/claims/score-blind2.js";
import { scoreBlind3 } from "../test/fixtures/claims/score-blind3.js";
import { scoreBlind4, scoreBlind4Halves } from "../test/fixtures/claims/score-blind4.js";
import { scoreBlind5, scoreBlind5Halves } from "../test/fixtures/claims/score-blind5.js";
import { scoreBlind6, scoreBlind6Halves } from "../test/fixtures/claims/score-blind6.js";
import { scoreBlind7, scoreBlind7Halves } from "../test/fixtures/claims/score-blind7.js";
import { scoreBlind8, scoreBlind8Halves } from "../test/fixtures/claims/score-blind8.js";
import { scoreProbe, scoreProbeHalves } from "../test/fixtures/claims/score-probe.js";
import { scoreBlind9, scoreBlind9Halves } from "../test/fixtures/claims/score-blind9.js";
import { scoreBlind10, scoreBlind10Halves } from "../test/fixtures/claims/score-blind10.js";
import { scoreBlind11, scoreBlind11Halves } from "../test/fixtures/claims/score-blind11.js";
import { scoreBlind12 } from "../test/fixtures/claims/score-blind12.js";
import { BLIND14_CASES } from "../test/fixtures/claims/eval-set-blind14.js";
import { BLIND15_CASES } from "../test/fixtures/claims/eval-set-blind15.js";
import { BLIND17_CASES } from "../test/fixtures/claims/eval-set-blind17.js";
import { BLIND18_CASES } from "../test/fixtures/claims/eval-set-blind18.js";
import { BLIND19_CASES } from "../test/fixtures/claims/eval-set-blind19.js";
import { BLIND20_CASES } from "../test/fixtures/claims/eval-set-blind20.js";
import { BLIND21_CASES } from "../test/fixtures/claims/eval-set-blind21.js";
import { BLIND22_CASES } from "../test/fixtures/claims/eval-set-blind22.js";
import { BLIND23_CASES } from "../test/fixtures/claims/eval-set-blind23.js";
import { BLIND24_CASES } from "../test/fixtures/claims/eval-set-blind24.js";
import { BLIND25_CASES } from "../test/fixtures/claims/eval-set-blind25.js";
import { BLIND26_CASES } from "../test/fixtures/claims/eval-set-blind26.js";
import { BLIND27_CASES } from "../test/fixtures/claims/eval-set-blind27.js";
import { BLIND28_CASES } from "../test/fixtures/claims/eval-set-blind28.js";
import { BLIND29_CASES } from "../test/fixtures/claims/eval-set-blind29.js";
import { BLIND30_CASES } from "../test/fixtures/claims/eval-set-blind30.js";
import { BLIND31_CASES } from "../test/fixtures/claims/eval-set-blind31.js";
import { BLIND32_CASES } from "../test/fixtures/claims/eval-set-blind32.js";
import { BLIND33_CASES } from "../test/fixtures/claims/eval-set-blind33.js";
import { BLIND34_CASES } from "../test/fixtures/claims/eval-set-blind34.js";
import { BLIND35_CASES } from "../test/fixtures/claims/eval-set-blind35.js";
import { BLIND36_CASES } from "../test/fixtures/claims/eval-set-blind36.js";
import { BLIND37_CASES } from "../test/fixtures/claims/eval-set-blind37.js";
import { BLIND38_CASES } from "../test/fixtures/claims/eval-set-blind38.js";
import { BLIND39_CASES } from "../test/fixtures/claims/eval-set-blind39.js";
import { BLIND40_CASES } from "../test/fixtures/claims/eval-set-blind40.js";
import { BLIND41_CASES } from "../test/fixtures/claims/eval-set-blind41.js";
import { BLIND42_CASES } from "../test/fixtures/claims/eval-set-blind42.js";
import { BLIND43_CASES } from "../test/fixtures/claims/eval-set-blind43.js";
import { BLIND44_CASES } from "../test/fixtures/claims/eval-set-blind44.js";
import { BLIND45_CASES } from "../test/fixtures/claims/eval-set-blind45.js";
import { BLIND46_CASES } from "../test/fixtures/claims/eval-set-blind46.js";
import { BLIND47_CASES } from "../test/fixtures/claims/eval-set-blind47.js";
import { BLIND48_CASES } from "../test/fixtures/claims/eval-set-blind48.js";
import { BLIND49_CASES } from "../test/fixtures/claims/eval-set-blind49.js";
import { BLIND50_CASES } from "../test/fixtures/claims/eval-set-blind50.js";
import { BLIND51_CASES } from "../test/fixtures/claims/eval-set-blind51.js";
import { BLIND52_CASES } from "../test/fixtures/claims/eval-set-blind52.js";
import { BLIND53_CASES } from "../test/fixtures/claims/eval-set-blind53.js";
import { BLIND54_CASES } from "../test/fixtures/claims/eval-set-blind54.js";
import { BLIND55_CASES } from "../test/fixtures/claims/eval-set-blind55.js";
import { BLIND56_CASES } from "../test/fixtures/claims/eval-set-blind56.js";
import { BLIND57_CASES } from "../test/fixtures/claims/eval-set-blind57.js";
import { BLIND58_CASES } from "../test/fixtures/claims/eval-set-blind58.js";
import { BLIND59_CASES } from "../test/fixtures/claims/eval-set-blind59.js";
import { BLIND60_CASES } from "../test/fixtures/claims/eval-set-blind60.js";
import { BLIND61_CASES } from "../test/fixtures/claims/eval-set-blind61.js";
import { BLIND62_CASES } from "../test/fixtures/claims/eval-set-blind62.js";
import { BLIND63_CASES } from "../test/fixtures/claims/eval-set-blind63.js";
import { BLIND64_CASES } from "../test/fixtures/claims/eval-set-blind64.js";
import { BLIND65_CASES } from "../test/fixtures/claims/eval-set-blind65.js";
import { BLIND66_CASES } from "../test/fixtures/claims/eval-set-blind66.js";
import { BLIND67_CASES } from "../test/fixtures/claims/eval-set-blind67.js";
import { BLIND68_CASES } from "../test/fixtures/claims/eval-set-blind68.js";
import { BLIND69_CASES } from "../test/fixtures/claims/eval-set-blind69.js";
import { BLIND70_CASES } from "../test/fixtures/claims/eval-set-blind70.js";
import { BLIND71_CASES } from "../test/fixtures/claims/eval-set-blind71.js";
import { BLIND72_CASES } from "../test/fixtures/claims/eval-set-blind72.js";
import { BLIND73_CASES } from "../test/fixtures/claims/eval-set-blind73.js";
import { BLIND74_CASES } from "../test/fixtures/claims/eval-set-blind74.js";
import { BLIND75_CASES } from "../test/fixtures/claims/eval-set-blind75.js";
import { BLIND76_CASES } from "../test/fixtures/claims/eval-set-blind76.js";
import { BLIND77_CASES } from "../test/fixtures/claims/eval-set-blind77.js";
import { BLIND78_CASES } from "../test/fixtures/claims/eval-set-blind78.js";
import { BLIND79_CASES } from "../test/fixtures/claims/eval-set-blind79.js";
import { BLIND80_CASES } from "../test/fixtures/claims/eval-set-blind80.js";
import { BLIND81_CASES } from "../test/fixtures/claims/eval-set-blind81.js";
import { BLIND82_CASES } from "../test/fixtures/claims/eval-set-blind82.js";
import { BLIND83_CASES } from "../test/fixtures/claims/eval-set-blind83.js";
import { BLIND84_CASES } from "../test/fixtures/claims/eval-set-blind84.js";
import { BLIND85_CASES } from "../test/fixtures/claims/eval-set-blind85.js";
import { BLIND86_CASES } from "../test/fixtures/claims/eval-set-blind86.js";
import { BLIND87_CASES } from "../test/fixtures/claims/eval-set-blind87.js";
import { BLIND88_CASES } from "../test/fixtures/claims/eval-set-blind88.js";
import { BLIND89_CASES } from "../test/fixtures/claims/eval-set-blind89.js";
import { BLIND90_CASES } from "../test/fixtures/claims/eval-set-blind90.js";
import { BLIND91_CASES } from "../test/fixtures/claims/eval-set-blind91.js";
import { BLIND92_CASES } from "../test/fixtures/claims/eval-set-blind92.js";
import { BLIND93_CASES } from "../test/fixtures/claims/eval-set-blind93.js";
import { BLIND94_CASES } from "../test/fixtures/claims/eval-set-blind94.js";
import { BLIND95_CASES } from "../test/fixtures/claims/eval-set-blind95.js";
import { BLIND96_CASES } from "../test/fixtures/claims/eval-set-blind96.js";
import { BLIND97_CASES } from "../test/fixtures/claims/eval-set-blind97.js";
import { BLIND98_CASES } from "../test/fixtures/claims/eval-set-blind98.js";
import { BLIND99_CASES } from "../test/fixtures/claims/eval-set-blind99.js";
import { BLIND100_CASES } from "../test/fixtures/claims/eval-set-blind100.js";
import { BLIND101_CASES } from "../test/fixtures/claims/eval-set-blind101.js";
import { BLIND102_CASES } from "../test/fixtures/claims/eval-set-blind102.js";
import { BLIND107_CASES } from "../test/fixtures/claims/eval-set-blind107.js";
import { BLIND108_CASES } from "../test/fixtures/claims/eval-set-blind108.js";
import { BLIND109_CASES } from "../test/fixtures/claims/eval-set-blind109.js";
import { BLIND110_CASES } from "../test/fixtures/claims/eval-set-blind110.js";
import { BLIND111_CASES } from "../test/fixtures/claims/eval-set-blind111.js";
import { BLIND112_CASES } from "../test/fixtures/claims/eval-set-blind112.js";
import { BLIND113_CASES } from "../test/fixtures/claims/eval-set-blind113.js";
import { BLIND114_CASES } from "../test/fixtures/claims/eval-set-blind114.js";
import { BLIND115_CASES } from "../test/fixtures/claims/eval-set-blind115.js";
import { BLIND116_CASES } from "../test/fixtures/claims/eval-set-blind116.js";
import { BLIND117_CASES } from "../test/fixtures/claims/eval-set-blind117.js";
import { BLIND118_CASES } from "../test/fixtures/claims/eval-set-blind118.js";
import { BLIND119_CASES } from "../test/fixtures/claims/eval-set-blind119.js";
import { BLIND120_CASES } from "../test/fixtures/claims/eval-set-blind120.js";
import { BLIND121_CASES } from "../test/fixtures/claims/eval-set-blind121.js";
import { BLIND122_CASES } from "../test/fixtures/claims/eval-set-blind122.js";
import { BLIND123_CASES } from "../test/fixtures/claims/eval-set-blind123.js";
import { BLIND124_CASES } from "../test/fixtures/claims/eval-set-blind124.js";
import { BLIND125_CASES } from "../test/fixtures/claims/eval-set-blind125.js";
import { BLIND126_CASES } from "../test/fixtures/claims/eval-set-blind126.js";
import { BLIND127_CASES } from "../test/fixtures/claims/eval-set-blind127.js";
import { BLIND128_CASES } from "../test/fixtures/claims/eval-set-blind128.js";
import { BLIND129_CASES } from "../test/fixtures/claims/eval-set-blind129.js";
import { BLIND130_CASES } from "../test/fixtures/claims/eval-set-blind130.js";
import { BLIND131_CASES } from "../test/fixtures/claims/eval-set-blind131.js";
import { BLIND103_CASES } from "../test/fixtures/claims/eval-set-blind103.js";
import { BLIND104_CASES } from "../test/fixtures/claims/eval-set-blind104.js";
import { BLIND105_CASES } from "../test/fixtures/claims/eval-set-blind105.js";
import { BLIND106_CASES } from "../test/fixtures/claims/eval-set-blind106.js";
import { HELPER7_CASES } from "../test/fixtures/claims/helper-set-7.js";
import { HELPER8_CASES } from "../test/fixtures/claims/helper-set-8.js";

export function benchClaims() {
  const scores = scoreEvalSet();
  const figures = Object.fromEntries(Object.entries(scores).map(([k, { wrong, ...rest }]) => [k, { ...rest, wrong: wrong.map((c) => `${c.warn ? "missed" : "false alarm"}: ${c.reply.slice(0, 80)}`) }]));
  const independent = scoreIndependentSet();
  const rounds = 20;
  const every = [...ALL_CASES, ...INDEPENDENT_CASES];
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) for (const c of every) warns(c);
  const usPerReply = Math.round(((performance.now() - t0) * 1000) / (rounds * every.length));
  const CLAIM_MODEL = shippedClaimModel();
  const t1 = performance.now();
  for (let i = 0; i < rounds; i++) for (const c of every) warnsWithModel(c, CLAIM_MODEL);
  const usPerReplyWithModel = Math.round(((performance.now() - t1) * 1000) / (rounds * every.length));
  /** The sets scored by a model trained without them (their first scores were by models that had not seen them). */
  // (One training per left-out group: 47-50 are scored as two pairs and pooled by the same model.)
  const models = new Map<string, ReturnType<typeof trainModel>>();
  const unseenBy = (sets: readonly string[], cases: typeof BLIND12_CASES) => {
    const key = sets.join(",");
    const model = models.get(key) ?? trainModel(sets);
    models.set(key, model);
    return { rules: byLanguage(cases), withModelTrainedWithoutThem: byLanguage(cases, (c) => warnsWithModel(c, model)) };
  };
  const pair47and48 = [...BLIND47_CASES, ...BLIND48_CASES];
  const pair49and50 = [...BLIND49_CASES, ...BLIND50_CASES];
  const without47to50 = ["blind47", "blind48", "blind49", "blind50"];
  const pair51and52 = [...BLIND51_CASES, ...BLIND52_CASES];
  const pair53and54 = [...BLIND53_CASES, ...BLIND54_CASES];
  const pair55and56 = [...BLIND55_CASES, ...BLIND56_CASES];
  const without53to56 = ["blind53", "blind54", "blind55", "blind56"];
  const pair57and58 = [...BLIND57_CASES, ...BLIND58_CASES];
  const pair59and60 = [...BLIND59_CASES, ...BLIND60_CASES];
  const without57to60 = ["blind57", "blind58", "blind59", "blind60"];
  const pair61and62 = [...BLIND61_CASES, ...BLIND62_CASES];
  const pair63and64 = [...BLIND63_CASES, ...BLIND64_CASES];
  const pair65and66 = [...BLIND65_CASES, ...BLIND66_CASES];
  const pair67and68 = [...BLIND67_CASES, ...BLIND68_CASES];
  const pair69and70 = [...BLIND69_CASES, ...BLIND70_CASES];
  const pair71and72 = [...BLIND71_CASES, ...BLIND72_CASES];
  const pair73and74 = [...BLIND73_CASES, ...BLIND74_CASES];
  const pair75and76 = [...BLIND75_CASES, ...BLIND76_CASES];
  const pair77and78 = [...BLIND77_CASES, ...BLIND78_CASES];
  const fresh107to109 = [...BLIND107_CASES, ...BLIND108_CASES, ...BLIND109_CASES];
  const fresh110to112 = [...BLIND110_CASES, ...BLIND111_CASES, ...BLIND112_CASES];
  const fresh113to115 = [...BLIND113_CASES, ...BLIND114_CASES, ...BLIND115_CASES];
  const fresh116to119 = [...BLIND116_CASES, ...BLIND117_CASES, ...BLIND118_CASES, ...BLIND119_CASES];
  const fresh102to106 = [...BLIND102_CASES, ...BLIND103_CASES, ...BLIND104_CASES, ...BLIND105_CASES, ...BLIND106_CASES];
  const fresh95to101 = [...BLIND95_CASES, ...BLIND96_CASES, ...BLIND97_CASES, ...BLIND98_CASES, ...BLIND99_CASES, ...BLIND100_CASES, ...BLIND101_CASES];
  const fresh87to94 = [...BLIND87_CASES, ...BLIND88_CASES, ...BLIND89_CASES, ...BLIND90_CASES, ...BLIND91_CASES, ...BLIND92_CASES, ...BLIND93_CASES, ...BLIND94_CASES];
  const fresh79to86 = [...BLIND79_CASES, ...BLIND80_CASES, ...BLIND81_CASES, ...BLIND82_CASES, ...BLIND83_CASES, ...BLIND84_CASES, ...BLIND85_CASES, ...BLIND86_CASES];
  // (Blind sets 63-70 name the related-history cases' kind in other words than "earlier …", which history.ts
  // reads to tell unrelated history apart, so their unrelated-history split is not printed.)
  const scoredLiveWhole = (cases: typeof BLIND12_CASES) => ({ rules: byLanguage(cases), withModel: byLanguage(cases, warnsWithModel) });
  return {
    model: {
      about: "the learned second reader: the rules' warning unless it rests on words alone and the model vetoes it, or the model's when the rules found nothing unbacked and it is confident; each set below scored by a model trained without it",
      threshold: CLAIM_MODEL.threshold,
      veto: CLAIM_MODEL.veto,
      choice: {
        about: "pairs of blind sets 12-24 left out in turn (12+13, 14+15, 16+17, 18+19, 20+21, 22+23, 24), each scored by a model trained on all the rest, pooled (4,680 replies), before blind sets 25 and 26 were scored; recorded at 7c64f06. It chose the rules'-reading and sentence-shape features, the veto and the threshold",
        rules: { precision: 0.964, recall: 0.774, tp: 1408, fp: 53, fn: 412 },
        featuresShippedBefore: { about: "the word and store features alone, threshold 0.5, no veto", precision: 0.964, recall: 0.926, tp: 1685, fp: 63, fn: 135 },
        chosen: { about: "veto 0.2 in turns with a successful call (21 vetoes, 20 right), threshold 0.35", precision: 0.969, recall: 0.951, tp: 1731, fp: 56, fn: 89, en: { precision: 0.971, recall: 0.945 }, ko: { precision: 0.966, recall: 0.958 } },
        afterReview: { about: "the same, with the review's mends: vetoes only for warnings resting on words alone (13 vetoes, 12 right), each rules' claim feature once", precision: 0.965, recall: 0.951, tp: 1731, fp: 63, fn: 89 },
        at04: { precision: 0.971, recall: 0.948, tp: 1725, fp: 51, fn: 95 },
        at03: { precision: 0.968, recall: 0.954, tp: 1737, fp: 57, fn: 83 },
        noVetoAt035: { precision: 0.958, recall: 0.952, tp: 1732, fp: 76, fn: 88 },
      },
      storeFeaturesChoice: {
        about: "pairs of blind sets 12-30 left out in turn (12+13, 14+15, ... 24+25, 26, 27+28, 29+30), each scored by a model trained on all the rest, pooled (6,840 replies), before blind sets 31 and 32 were scored. It chose the store features (claim-model.ts storeFeatures); threshold and veto unchanged",
        rules: { precision: 0.968, recall: 0.757, tp: 2014, fp: 67, fn: 646 },
        withoutStoreFeatures: { precision: 0.97, recall: 0.954, tp: 2537, fp: 79, fn: 123, on27to30: { precision: 0.978, recall: 0.948 } },
        chosen: { precision: 0.971, recall: 0.966, tp: 2570, fp: 77, fn: 90, on27to30: { precision: 0.98, recall: 0.955 } },
        at03: { precision: 0.969, recall: 0.968 },
        at04: { precision: 0.971, recall: 0.961 },
        triedAndDropped: "the last sentence's words (0.968 / 0.953), each sentence's last words (0.968 / 0.955), Hangul character pairs (0.969 / 0.955), a live-data cue of request and reply (0.970 / 0.965 with the store features)",
      },
      thresholdChoiceBefore: {
        about: "each of blind sets 12-18 left out in turn, scored by a model trained on all the rest, pooled; recorded at c73e12a",
        rules: { precision: 0.964, recall: 0.784, tp: 768, fp: 29, fn: 212 },
        at07: { precision: 0.964, recall: 0.896, tp: 878, fp: 33, fn: 102 },
        at05: { precision: 0.963, recall: 0.915, tp: 897, fp: 34, fn: 83 },
        at03: { precision: 0.957, recall: 0.927, tp: 908, fp: 41, fn: 72 },
      },
      weights: Object.keys(CLAIM_MODEL.weights).length,
      validation: {
        about: "each of blind sets 3-14 left out in turn, scored by a model trained on all the rest, pooled; recorded at 8ccb167 (blind sets 3-11 alone chose the features and the threshold)",
        rules: { precision: 0.955, recall: 0.84, tp: 1325, fp: 63, fn: 252 },
        withModel: { precision: 0.951, recall: 0.912, tp: 1438, fp: 74, fn: 139, en: { precision: 0.954, recall: 0.893 }, ko: { precision: 0.949, recall: 0.931 } },
      },
      recipeChoice: {
        about: "pairs of blind sets 12-38 left out in turn (12+13 … 34+35, 36, 37+38), each scored by a model trained on all the rest, pooled (9,720 replies), before blind sets 39 and 40 were scored. It chose learningRate 0.1 (was 0.2) and minCount 3 (was 2); threshold and veto unchanged",
        rules: { precision: 0.967, recall: 0.752, tp: 2844, fp: 96, fn: 936 },
        recipeBefore: { precision: 0.97, recall: 0.967, tp: 3657, fp: 115, fn: 123, on35to38: { precision: 0.96, recall: 0.934 } },
        chosen: { precision: 0.972, recall: 0.97, tp: 3666, fp: 104, fn: 114, on35to38: { precision: 0.967, recall: 0.95 } },
        otherSeed: { about: "shuffle seed 11 instead of 7", chosen: { precision: 0.972, recall: 0.969 }, recipeBefore: { precision: 0.967, recall: 0.964 } },
        at03: { precision: 0.971, recall: 0.972 },
        at04: { precision: 0.973, recall: 0.967 },
        noVeto: { precision: 0.967, recall: 0.97 },
        triedAndDropped: "40 epochs (0.973 / 0.968 with the smaller step), L2 3e-5 or 1e-4 or 1e-6, minCount 4 (0.971 / 0.969) and 5, learningRate 0.05 / 0.07 / 0.15, averaging three seeds' weights (0.972 / 0.971, 0.973 / 0.970), a veto on an empty ledger below 0.05 (one false alarm fewer for one true warning fewer on 35-38), an Xe feature read against the stores the reply names (0.969 / 0.967 with the step before)",
      },
      unseen128to131: {
        about: "blind sets 128-131 (1,440 replies: recreational caving, hot-air ballooning, ice climbing, dry-stone walling; written blind on 2026-12-04 after the eighth precision round was committed, labels reviewed blind: 360/360 each) in two batches: a second unseen estimate of the same version as 124-127, scored once as wholes (0.978 / 0.980, tp 545, fp 12, fn 11), aggregates only",
        "128+129": { withModel: byLanguage([...BLIND128_CASES, ...BLIND129_CASES], warnsWithModel), rules: byLanguage([...BLIND128_CASES, ...BLIND129_CASES]) },
        "130+131": { withModel: byLanguage([...BLIND130_CASES, ...BLIND131_CASES], warnsWithModel), rules: byLanguage([...BLIND130_CASES, ...BLIND131_CASES]) },
        scoredOnce: { "128+129": { precision: 0.982, recall: 0.979, tp: 274, fp: 5, fn: 6 }, "130+131": { precision: 0.975, recall: 0.982, tp: 271, fp: 7, fn: 5 }, pooled: { precision: 0.978, recall: 0.98, tp: 545, fp: 12, fn: 11, ko: { precision: 0.986, recall: 0.982 }, en: { precision: 0.971, recall: 0.978 } }, rules: { precision: 0.973, recall: 0.777, tp: 432, fp: 12, fn: 124 } },
        pooledWith124to127: { about: "the 2,880 fresh replies of 124-131, each scored once by this version", precision: 0.979, recall: 0.977, tp: 1090, fp: 23, fn: 26 },
      },
      unseen124to127: {
        about: "blind sets 124-127 (1,440 replies: the pipe organ, sport fencing, stage and close-up magic, sea kayaking; written blind on 2026-12-04, labels reviewed blind: 360/360 each) in two batches: the freshest unseen estimate of the model as shipped (trained through blind set 123, helper sets 1-10 and the attack fixture's eleven rounds, threshold 0.55, the eighth precision round's rules), aggregates only, never read case by case",
        "124+125": { withModel: byLanguage([...BLIND124_CASES, ...BLIND125_CASES], warnsWithModel), rules: byLanguage([...BLIND124_CASES, ...BLIND125_CASES]) },
        "126+127": { withModel: byLanguage([...BLIND126_CASES, ...BLIND127_CASES], warnsWithModel), rules: byLanguage([...BLIND126_CASES, ...BLIND127_CASES]) },
        scoredOnce: {
          about: "each version scored the four sets once, as wholes",
          before: { about: "544c57c (model through 119 and the attack fixture's ten rounds, threshold 0.55; the seventh round's rules)", "124+125": { precision: 0.968, recall: 0.968, tp: 271, fp: 9, fn: 9 }, "126+127": { precision: 0.986, recall: 0.975, tp: 273, fp: 4, fn: 7 }, pooled: { precision: 0.977, recall: 0.971, tp: 544, fp: 13, fn: 16, ko: { precision: 0.975, recall: 0.979 }, en: { precision: 0.978, recall: 0.964 } }, rules: { precision: 0.971, recall: 0.766, tp: 429, fp: 13, fn: 131 } },
          shipped: { about: "this version (the eighth round's rules, model through 123 and the attack fixture's eleven rounds)", "124+125": { precision: 0.975, recall: 0.968, tp: 271, fp: 7, fn: 9 }, "126+127": { precision: 0.986, recall: 0.979, tp: 274, fp: 4, fn: 6 }, pooled: { precision: 0.98, recall: 0.973, tp: 545, fp: 11, fn: 15, ko: { precision: 0.982, recall: 0.979 }, en: { precision: 0.978, recall: 0.968 } }, rules: { precision: 0.973, recall: 0.766, tp: 429, fp: 12, fn: 131 } },
        },
      },
      unseen120to123: {
        about: "blind sets 120-123 (1,440 replies) pooled, scored by a model trained without them (training data since 124-127 were written; the eighth precision round was found by reading their false alarms with 113-119's, so this is a second look, not an estimate); their first scores, once by each version, below",
        ...unseenBy(["blind120", "blind121", "blind122", "blind123"], [...BLIND120_CASES, ...BLIND121_CASES, ...BLIND122_CASES, ...BLIND123_CASES]),
        scoredOnce: {
          about: "each version scored the four sets once, as wholes",
          before: { about: "e51e897 (the seventh round's rules and narrowed veto, model through 112, threshold 0.45)", "120+121": { precision: 0.969, recall: 0.996, tp: 279, fp: 9, fn: 1 }, "122+123": { precision: 0.942, recall: 0.979, tp: 274, fp: 17, fn: 6 }, pooled: { precision: 0.955, recall: 0.988, tp: 553, fp: 26, fn: 7, ko: { precision: 0.972, recall: 0.989 }, en: { precision: 0.939, recall: 0.986 } } },
          shipped: { about: "a762582 (model through 119 and the attack fixture, threshold 0.55; the rules of before and one Korean guess)", "120+121": { precision: 0.972, recall: 0.996, tp: 279, fp: 8, fn: 1 }, "122+123": { precision: 0.955, recall: 0.975, tp: 273, fp: 13, fn: 7 }, pooled: { precision: 0.963, recall: 0.986, tp: 552, fp: 21, fn: 8, ko: { precision: 0.979, recall: 0.989 }, en: { precision: 0.948, recall: 0.982 } }, rules: { precision: 0.957, recall: 0.791, tp: 443, fp: 20, fn: 117 } },
        },
      },
      unseen113to119: {
        about: "blind sets 113-119 (2,520 replies) pooled, scored by a model trained without them (training data since 120-123 were written; no rule was fit to them but one false alarm, blind 117, which the seventh round had made; so this is close to an estimate, not a fresh one); their first scores, by 651b132 and by the seventh round as shipped, below",
        ...unseenBy(["blind113", "blind114", "blind115", "blind116", "blind117", "blind118", "blind119"], [...fresh113to115, ...fresh116to119]),
        firstScore: { about: "by 651b132 (the sixth round's rules, model through 106)", "113-115": { precision: 0.974, recall: 0.971, tp: 408, fp: 11, fn: 12 }, "116-119": { precision: 0.946, recall: 0.968, tp: 542, fp: 31, fn: 18 } },
        seventhRoundShipped: { about: "by e51e897 (the seventh round's rules and narrowed veto, model through 112, threshold 0.45)", "113-115": { precision: 0.967, recall: 0.969, tp: 407, fp: 14, fn: 13, rules: { precision: 0.967, recall: 0.762 } }, "116-119": { precision: 0.951, recall: 0.971, tp: 544, fp: 28, fn: 16, rules: { precision: 0.953, recall: 0.789 } } },
      },
      attackRowsAndThreshold: {
        about: "2026-12-04, before blind sets 120-123 were scored: the attack fixture's 2,181 rows joined the model's training, and the threshold moved 0.45 -> 0.55. Folds of blind sets 60-119 (8 folds, 21,600 replies), each scored by a model trained on the rest and the attack rows, the rules' verdict the one recorded while each set was unseen; only the fold 113-119 is honest about precision (the rules were fit to 60-112 since)",
        foldsAt045WithoutAttackRows: { "60-89": { precision: 0.965, recall: 0.972 }, "90-112": { precision: 0.96, recall: 0.971 }, "113-119": { precision: 0.955, recall: 0.967, fp: 45 } },
        at045: { "60-89": { precision: 0.965, recall: 0.973 }, "90-112": { precision: 0.959, recall: 0.974 }, "113-119": { precision: 0.955, recall: 0.969, fp: 45, fn: 30 } },
        chosenAt055: { "60-89": { precision: 0.967, recall: 0.969 }, "90-112": { precision: 0.961, recall: 0.968 }, "113-119": { precision: 0.96, recall: 0.965, fp: 39, fn: 33 } },
        at06: { "113-119": { precision: 0.96, recall: 0.963 } },
        at065: { "113-119": { precision: 0.962, recall: 0.961 } },
        at075: { "60-89": { precision: 0.968, recall: 0.955 }, "90-112": { precision: 0.965, recall: 0.954 }, "113-119": { precision: 0.964, recall: 0.96 } },
        attackRoundsLeftOut: { about: "trained on every training set and attack rounds 1-8, read on rounds 9-10's 312 false claims the rules catch: how many the model reads under each cut", withAttackRows: { under002: 5, under005: 6, under02: 15 }, withoutAttackRows: { under002: 12, under005: 18, under02: 33 } },
        widerVetoNotTaken: { about: "any rules warning with no record-based reason and no send, in a turn with a call, cleared when read under 0.05", on113to119: { falseAlarmsCleared: 6, trueWarningsCleared: 2 }, attackRounds9and10FalseClaimsCleared: 5 },
      },
      unseen107to112: {
        about: "blind sets 107-112 (2,160 replies) pooled, scored by a model trained without them (training data since 113-119 were scored; the seventh precision round was found by reading them, so this is a second look, not an estimate); their first score, by the model as shipped then (trained through 101, the fifth round's rules: b6d30f0), was 0.963 / 0.979 on 107-109 and 0.964 / 0.969 on 110-112",
        ...unseenBy(["blind107", "blind108", "blind109", "blind110", "blind111", "blind112"], [...fresh107to109, ...fresh110to112]),
        firstScore: { "107-109": { precision: 0.963, recall: 0.979, tp: 411, fp: 16, fn: 9 }, "110-112": { precision: 0.964, recall: 0.969, tp: 407, fp: 15, fn: 13 } },
        sixthRoundShipped: { about: "by 651b132 (the sixth round, model through 106)", "107-109": { precision: 0.956, recall: 0.983, tp: 413, fp: 19, fn: 7 }, "110-112": { precision: 0.964, recall: 0.969, tp: 407, fp: 15, fn: 13 } },
      },
      unseen102to106: {
        about: "blind sets 102-106 (1,800 replies) pooled, scored by a model trained without them (training data since 107-112 were scored; the sixth precision round was found by reading them, so this is a second look, not an estimate); their first score, by the model as shipped then (trained through 101, the fifth round's rules), was 0.964 / 0.966",
        ...unseenBy(["blind102", "blind103", "blind104", "blind105", "blind106"], fresh102to106),
        firstScore: { precision: 0.964, recall: 0.966, tp: 676, fp: 25, fn: 24, ko: { precision: 0.968, recall: 0.957 }, en: { precision: 0.961, recall: 0.974 } },
        rulesFirstScore: { precision: 0.953, recall: 0.66, tp: 462, fp: 23, fn: 238, ko: { precision: 0.952, recall: 0.731 }, en: { precision: 0.954, recall: 0.589 } },
        versionBeforeOnThem: { about: "the rules and model of b0caaae (before the fifth round), scored on the same sets once, for comparison", withModel: { precision: 0.964, recall: 0.969, tp: 678, fp: 25, fn: 22 }, rules: { precision: 0.951, recall: 0.66, tp: 462, fp: 24, fn: 238 } },
        pairs: { "102+103": { rules: { precision: 0.923, recall: 0.639 }, withModel: { precision: 0.944, recall: 0.964, tp: 270, fp: 16, fn: 10 } }, "104+105": { rules: { precision: 0.97, recall: 0.689 }, withModel: { precision: 0.975, recall: 0.975, tp: 273, fp: 7, fn: 7 } }, "106": { rules: { precision: 0.978, recall: 0.643 }, withModel: { precision: 0.985, recall: 0.95, tp: 133, fp: 2, fn: 7 } } },
      },
      unseen95to101: {
        about: "blind sets 95-101 (2,520 replies) pooled, scored by a model trained without them (training data since 102-106 were scored; the fifth precision round was found by reading them, so this is a second look, not an estimate); their first score, by the model as shipped then (trained through 94, the fourth round's rules), was 0.965 / 0.972",
        ...unseenBy(["blind95", "blind96", "blind97", "blind98", "blind99", "blind100", "blind101"], fresh95to101),
        firstScore: { precision: 0.965, recall: 0.972, tp: 953, fp: 35, fn: 27, ko: { precision: 0.966, recall: 0.988 }, en: { precision: 0.963, recall: 0.957 } },
        rulesFirstScore: { precision: 0.952, recall: 0.644, tp: 631, fp: 32, fn: 349, ko: { precision: 0.946, recall: 0.712 }, en: { precision: 0.959, recall: 0.576 } },
        versionBeforeOnThem: { about: "the rules and model of bd0583c (before the fourth round), scored on the same sets once, for comparison", withModel: { precision: 0.959, recall: 0.972, tp: 953, fp: 41, fn: 27 }, rules: { precision: 0.945, recall: 0.636, tp: 623, fp: 36, fn: 357 } },
        pairs: { "95+96": { rules: { precision: 0.978, recall: 0.643 }, withModel: { precision: 0.979, recall: 0.986, tp: 276, fp: 6, fn: 4 } }, "97+98": { rules: { precision: 0.921, recall: 0.621 }, withModel: { precision: 0.951, recall: 0.961, tp: 269, fp: 14, fn: 11 } }, "99+100": { rules: { precision: 0.938, recall: 0.654 }, withModel: { precision: 0.954, recall: 0.968, tp: 271, fp: 13, fn: 9 } }, "101": { rules: { precision: 0.989, recall: 0.671 }, withModel: { precision: 0.986, recall: 0.979, tp: 137, fp: 2, fn: 3 } } },
      },
      unseen87to94: {
        about: "blind sets 87-94 (2,880 replies) pooled, scored by a model trained without them (training data since 95-101 were scored; the fourth precision round was found by reading them, so this is a second look, not an estimate); their first score, by the model as shipped then (trained through 86, the third round's rules), was 0.959 / 0.962",
        ...unseenBy(["blind87", "blind88", "blind89", "blind90", "blind91", "blind92", "blind93", "blind94"], fresh87to94),
        firstScore: { precision: 0.959, recall: 0.962, tp: 1077, fp: 46, fn: 43, ko: { precision: 0.954, recall: 0.968 }, en: { precision: 0.964, recall: 0.955 } },
        rulesFirstScore: { precision: 0.939, recall: 0.631, tp: 707, fp: 46, fn: 413, ko: { precision: 0.94, recall: 0.705 }, en: { precision: 0.937, recall: 0.557 } },
        shippedAfterReviewMends: { about: "the same sets with a code review's mends (made after the first score, from the reviewer's own sentences): one false alarm more on 87+88", precision: 0.958, recall: 0.962, tp: 1077, fp: 47, fn: 43, rules: { precision: 0.938, recall: 0.631, tp: 707, fp: 47, fn: 413 } },
        versionBeforeOnThem: { about: "the rules and model of 8c986d0 (before the third round), scored on the same sets once, for comparison", withModel: { precision: 0.955, recall: 0.956, tp: 1071, fp: 50, fn: 49 }, rules: { precision: 0.933, recall: 0.622, tp: 697, fp: 50, fn: 423 } },
        pairs: { "87+88": { rules: { precision: 0.938, recall: 0.646 }, withModel: { precision: 0.965, recall: 0.993, tp: 278, fp: 10, fn: 2 } }, "89+90": { rules: { precision: 0.941, recall: 0.632 }, withModel: { precision: 0.964, recall: 0.957, tp: 268, fp: 10, fn: 12 } }, "91+92": { rules: { precision: 0.956, recall: 0.614 }, withModel: { precision: 0.96, recall: 0.939, tp: 263, fp: 11, fn: 17 } }, "93+94": { rules: { precision: 0.922, recall: 0.632 }, withModel: { precision: 0.947, recall: 0.957, tp: 268, fp: 15, fn: 12 } } },
      },
      unseen79to86: {
        about: "blind sets 79-86 (2,880 replies) pooled, scored by a model trained without them (training data since 87-94 were written; the third precision round was found by reading them, so this is a second look, not an estimate); their first score, by the model as shipped then (trained through 78, the second round's rules), was 0.960 / 0.965",
        ...unseenBy(["blind79", "blind80", "blind81", "blind82", "blind83", "blind84", "blind85", "blind86"], fresh79to86),
        firstScore: { precision: 0.96, recall: 0.965, tp: 1081, fp: 45, fn: 39, ko: { precision: 0.958, recall: 0.97 }, en: { precision: 0.962, recall: 0.961 } },
        rulesFirstScore: { precision: 0.944, recall: 0.613, tp: 686, fp: 41, fn: 434, ko: { precision: 0.94, recall: 0.648 }, en: { precision: 0.947, recall: 0.577 } },
      },
      unseen71to78: {
        about: "blind sets 71-78 (2,880 replies) pooled, scored by a model trained without them (training data since 79-86 were written; the second precision round was found by reading them, so this is a second look, not an estimate; since the third round the rules are fit to 79-86 too); their first score was 0.957 / 0.948",
        ...unseenBy(["blind71", "blind72", "blind73", "blind74", "blind75", "blind76", "blind77", "blind78"], [...pair71and72, ...pair73and74, ...pair75and76, ...pair77and78]),
      },
      unseen75to78: {
        about: "blind sets 75-78 (1,440 replies: urban sketching, home brewing, speedcubing, podcasting; written blind on 2026-12-03 after 71-74 were scored, labels reviewed blind: 360/360, 359/360 on 77 settled for the writer before scoring) pooled: the freshest unseen estimate of the model as shipped (the rules of 8074439, trained through blind set 70 and helper sets 1-10, threshold 0.45), each pair scored once, aggregates only, never read case by case; recall meets the issue's 0.95, precision does not meet its 0.97",
        withModel: byLanguage([...pair75and76, ...pair77and78], warnsWithModel),
        firstScore: { precision: 0.952, recall: 0.955, tp: 535, fp: 27, fn: 25, ko: { precision: 0.955, recall: 0.975 }, en: { precision: 0.949, recall: 0.936 } },
        rulesFirstScore: { precision: 0.945, recall: 0.614, tp: 344, fp: 20, fn: 216, ko: { precision: 0.94, recall: 0.671 }, en: { precision: 0.951, recall: 0.557 } },
        pairs: { "75+76": { rules: { precision: 0.945, recall: 0.618 }, withModel: { precision: 0.954, recall: 0.964, tp: 270, fp: 13, fn: 10 } }, "77+78": { rules: { precision: 0.945, recall: 0.611 }, withModel: { precision: 0.95, recall: 0.946, tp: 265, fp: 14, fn: 15 } } },
        with71to74: { about: "all eight sets written today (2,880 replies), 71-74 as looked at again with this model", precision: 0.957, recall: 0.948, tp: 1062, fp: 48, fn: 58 },
      },
      unseen71to74: {
        about: "blind sets 71-74 (1,440 replies: ham radio, archery, model railways, camera drones; written blind on 2026-12-03, labels reviewed blind 360/360 each) pooled: the unseen estimate of the model as shipped (trained through blind set 70 and helper sets 1-10, threshold 0.45, the rules of eed21e4), each pair scored once, aggregates only, never read case by case; under both of the issue's targets",
        withModel: byLanguage([...pair71and72, ...pair73and74], warnsWithModel),
        firstScore: { precision: 0.962, recall: 0.943, tp: 528, fp: 21, fn: 32, ko: { precision: 0.958, recall: 0.975 }, en: { precision: 0.966, recall: 0.911 } },
        rulesFirstScore: { precision: 0.957, recall: 0.641, tp: 359, fp: 16, fn: 201, ko: { precision: 0.952, recall: 0.707 }, en: { precision: 0.964, recall: 0.575 } },
        modelOfEed21e4: { about: "trained through blind set 62 (the model the re-score of 63-70 used), also unseen here", precision: 0.965, recall: 0.939, tp: 526, fp: 19, fn: 34 },
        afterRecallFix: { about: "looked at again after the recall fix OWN_SUMMARY_BACK (found on training sets; it fires on none of these replies) and the retraining it needs", rules: { precision: 0.957, recall: 0.641, tp: 359, fp: 16, fn: 201 }, withModel: { precision: 0.962, recall: 0.941, tp: 527, fp: 21, fn: 33 } },
      },
      blind71and72: {
        about: "blind sets 71 and 72 (720 replies), scored once, only as a whole",
        ...scoredLiveWhole(pair71and72),
        firstScore: { rules: { precision: 0.951, recall: 0.621, tp: 174, fp: 9, fn: 106 }, withModel: { precision: 0.953, recall: 0.939, tp: 263, fp: 13, fn: 17 } },
      },
      blind73and74: {
        about: "blind sets 73 and 74 (720 replies), scored once, only as a whole",
        ...scoredLiveWhole(pair73and74),
        firstScore: { rules: { precision: 0.964, recall: 0.661, tp: 185, fp: 7, fn: 95 }, withModel: { precision: 0.971, recall: 0.946, tp: 265, fp: 8, fn: 15 } },
      },
      unseen63to70: {
        about: "blind sets 63-70 (2,880 replies) pooled, scored by a model trained without them (training data since blind sets 71-74 were scored); below, their first score as the unseen estimate of the model (trained through blind set 62 and helper sets 1-10, threshold 0.45, the rules of 7079472), four sets scored once, then four more written afterwards and scored once with nothing changed; recall meets the issue's 0.95, precision is two false alarms short of its 0.97",
        ...unseenBy(["blind63", "blind64", "blind65", "blind66", "blind67", "blind68", "blind69", "blind70"], [...pair63and64, ...pair65and66, ...pair67and68, ...pair69and70]),
        firstScore: { precision: 0.969, recall: 0.967, tp: 1083, fp: 35, fn: 37, ko: { precision: 0.976, recall: 0.963 }, en: { precision: 0.961, recall: 0.971 } },
        rulesFirstScore: { precision: 0.956, recall: 0.719, tp: 805, fp: 37, fn: 315 },
        falseAlarms: "25 the rules' own (the model cleared 12 of their 37), 10 added by the model; no true warning vetoed",
        sameWeightsAt04: { about: "computed after the scoring, not a choice", precision: 0.966, recall: 0.969, tp: 1085, fp: 38, fn: 35 },
        sameWeightsAt05: { about: "computed after the scoring, not a choice", precision: 0.969, recall: 0.964, tp: 1080, fp: 35, fn: 40 },
        modelShippedBefore: { about: "commit 67d12c9: trained through blind set 60 and helper sets 1-6", precision: 0.966, recall: 0.963, tp: 1079, fp: 38, fn: 41 },
        afterPrecisionFixes: {
          about: "re-scored once on 2026-12-03, aggregates only, after the rule fixes of claim-howto.ts, claim-none.ts, the one-quote paragraph (claim-composed.ts) and ASKS_WHEN_SET — found on training sets (blind 13-62, helper 1-10) and narrowed on three attackers' sentences, none read on 63-70 — and the retraining they need (same sets, recipe and threshold 0.45). A second look at these sets, so an estimate for the rule change, not a fresh one for the model",
          rules: { precision: 0.962, recall: 0.719, tp: 805, fp: 32, fn: 315 },
          withModel: { precision: 0.973, recall: 0.966, tp: 1082, fp: 30, fn: 38, ko: { precision: 0.976, recall: 0.961 }, en: { precision: 0.97, recall: 0.971 } },
        },
      },
      blind67and68: {
        about: "blind sets 67 and 68 (720 replies): a second unseen estimate of the model as shipped, written after blind sets 63-66 were scored, scored once with nothing changed, only as a whole, never read case by case",
        firstScore: {
          rules: { precision: 0.951, recall: 0.689, tp: 193, fp: 10, fn: 87 },
          withModel: { precision: 0.964, recall: 0.961, tp: 269, fp: 10, fn: 11, ko: { precision: 0.972, recall: 0.979 }, en: { precision: 0.957, recall: 0.943 } },
          falseAlarms: "8 the rules' own (the model cleared 2 of their 10), 2 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 67d12c9, also unseen here", precision: 0.961, recall: 0.961, tp: 269, fp: 11, fn: 11 },
        },
      },
      blind69and70: {
        about: "blind sets 69 and 70 (720 replies), written and scored like 67 and 68",
        firstScore: {
          rules: { precision: 0.971, recall: 0.718, tp: 201, fp: 6, fn: 79 },
          withModel: { precision: 0.968, recall: 0.961, tp: 269, fp: 9, fn: 11, ko: { precision: 0.971, recall: 0.95 }, en: { precision: 0.965, recall: 0.971 } },
          falseAlarms: "3 the rules' own (the model cleared 3 of their 6), 6 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 67d12c9, also unseen here", precision: 0.968, recall: 0.957, tp: 268, fp: 9, fn: 12 },
        },
      },
      blind63and64: {
        about: "blind sets 63 and 64 (720 replies): an unseen estimate of the model as shipped (trained through blind set 62 and helper sets 1-10, threshold 0.45, the rules of 7079472), written while it was trained, scored once, only as a whole, never read case by case",
        firstScore: {
          rules: { precision: 0.939, recall: 0.718, tp: 201, fp: 13, fn: 79 },
          withModel: { precision: 0.965, recall: 0.986, tp: 276, fp: 10, fn: 4, ko: { precision: 0.972, recall: 0.979 }, en: { precision: 0.959, recall: 0.993 } },
          falseAlarms: "9 the rules' own (the model cleared 4 of their 13), 1 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 67d12c9: trained through blind set 60, also unseen here", precision: 0.965, recall: 0.979, tp: 274, fp: 10, fn: 6 },
        },
      },
      blind65and66: {
        about: "blind sets 65 and 66 (720 replies): a second unseen pair for the model as shipped, written at the same time, scored once with nothing changed after 63 and 64, only as a whole, never read case by case",
        firstScore: {
          rules: { precision: 0.963, recall: 0.75, tp: 210, fp: 8, fn: 70 },
          withModel: { precision: 0.978, recall: 0.961, tp: 269, fp: 6, fn: 11, ko: { precision: 0.992, recall: 0.943 }, en: { precision: 0.965, recall: 0.979 } },
          falseAlarms: "5 the rules' own (the model cleared 3 of their 8), 1 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 67d12c9, also unseen here", precision: 0.971, recall: 0.957, tp: 268, fp: 8, fn: 12 },
        },
      },
      unseen63to66: {
        about: "blind sets 63-66 (1,440 replies) pooled, the first four: both of the issue's targets met, precision by one false alarm; 67-70 (above) do not confirm it",
        firstScore: { precision: 0.971, recall: 0.973, tp: 545, fp: 16, fn: 15, ko: { precision: 0.982, recall: 0.961 }, en: { precision: 0.962, recall: 0.986 } },
        rulesFirstScore: { precision: 0.951, recall: 0.734, tp: 411, fp: 21, fn: 149 },
        sameWeightsAt04: { about: "computed after the scoring, not a choice", precision: 0.97, recall: 0.975, tp: 546, fp: 17, fn: 14 },
        modelShippedBefore: { about: "commit 67d12c9: trained through blind set 60 and helper sets 1-6", precision: 0.968, recall: 0.968, tp: 542, fp: 18, fn: 18 },
      },
      thresholdCheckTo62: {
        about: "pairs of blind sets 12-62 left out in turn (26 folds, 18,720 replies), each scored by a model trained on all the rest (with helper sets 1-10), under three shuffle seeds (means), before blind sets 63-66 were scored: the threshold kept at 0.45, the smallest shortfall on the six newest sets",
        at035: { precision: 0.9694, recall: 0.9712, on57to62: { precision: 0.9621, recall: 0.9552 } },
        at04: { precision: 0.9706, recall: 0.9683, on57to62: { precision: 0.9626, recall: 0.9504 } },
        at045: { precision: 0.972, recall: 0.9654, on57to62: { precision: 0.9652, recall: 0.9456 } },
        at05: { precision: 0.9729, recall: 0.9629, on57to62: { precision: 0.9674, recall: 0.9428 } },
        withoutHelperSets9and10At045: { precision: 0.9709, recall: 0.9659, on57to62: { precision: 0.9695, recall: 0.9468 } },
        triedAndDropped: "features for a store left out of a request for several (Xmis:part), status marks on more lines than calls that succeeded, the closing sentence's words, and the store a rules' claim names against its backing call's: each stack within 0.001 of the model without them (seed 7 at 0.45; the last two stacks also on seed 11)",
      },
      recallProbes7and8: {
        about: "helper sets 7 and 8 (480 replies, 240 warnings phrased the easy-to-miss way, labels reviewed blind 240/240 each), scored by a model trained without them; training data since blind sets 61 and 62 joined. First scored as a development probe by the model of 67d12c9",
        ...unseenBy(["helper7", "helper8"], [...HELPER7_CASES, ...HELPER8_CASES]),
        firstScore: { rules: { precision: 0.943, recall: 0.621 }, withModel: { precision: 0.946, recall: 0.942 } },
      },
      blind61and62: {
        about: "blind sets 61 and 62 (720 replies), scored by a model trained without them (training data since); their first score, below, was the unseen estimate of the model of 67d12c9 (trained through blind set 60 and helper sets 1-6, threshold 0.45, the rules of d1e685b)",
        ...unseenBy(["blind61", "blind62"], pair61and62),
        firstScore: {
          rules: { precision: 0.954, recall: 0.668, tp: 187, fp: 9, fn: 93 },
          withModel: { precision: 0.963, recall: 0.929, tp: 260, fp: 10, fn: 20, ko: { precision: 0.945, recall: 0.979 }, en: { precision: 0.984, recall: 0.879 } },
          falseAlarms: "8 the rules' own (the model cleared 1 of their 9), 2 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit e550edc: trained through blind set 56, also unseen here", precision: 0.967, recall: 0.936, tp: 262, fp: 9, fn: 18 },
        },
      },
      thresholdCheckTo60: {
        about: "pairs of blind sets 12-60 left out in turn (25 folds, 18,000 replies), each scored by a model trained on all the rest, under three shuffle seeds (means), before blind sets 61 and 62 were scored: the threshold kept at 0.45",
        at04: { precision: 0.9702, recall: 0.9676, on55to60: { precision: 0.9595, recall: 0.9587 } },
        at045: { precision: 0.9714, recall: 0.9648, on55to60: { precision: 0.9606, recall: 0.9567 } },
        at05: { precision: 0.9722, recall: 0.962, on55to60: { precision: 0.9619, recall: 0.9512 } },
      },
      unseen57to60: {
        about: "blind sets 57-60 (1,440 replies) pooled, scored by a model trained without them (training data since); their first score, below, was the unseen estimate of the model of 49bfa92 (trained through blind set 56 and helper sets 1-6, threshold 0.45, the rules of d1e685b)",
        withModel: unseenBy(without57to60, [...pair57and58, ...pair59and60]).withModelTrainedWithoutThem,
        firstScore: { precision: 0.97, recall: 0.938, tp: 525, fp: 16, fn: 35, ko: { precision: 0.981, recall: 0.943 }, en: { precision: 0.96, recall: 0.932 } },
        falseAlarms: "14 the rules' own (the model cleared 5 of their 19), 2 added by the model; no true warning vetoed",
        sameWeightsAt04: { about: "computed after the scoring, not a choice", precision: 0.967, recall: 0.943, tp: 528, fp: 18, fn: 32 },
        modelShippedBefore: { about: "commit 845c4f4: trained through blind set 52 and helper sets 1-4, threshold 0.4, its rules; also unseen here", precision: 0.964, recall: 0.945, tp: 529, fp: 20, fn: 31 },
        withUnrelatedHistory: { about: "the 477 cases with unrelated history", precision: 0.967, recall: 0.941, historyTakenAway: { precision: 0.962, recall: 0.947 } },
      },
      blind57and58: {
        about: "blind sets 57 and 58, scored by a model trained without 57-60 (training data since); their first score, below, was by the model of 49bfa92, written while it was trained, scored once, only as a whole, never read case by case",
        ...unseenBy(without57to60, pair57and58),
        firstScore: {
          rules: { precision: 0.958, recall: 0.654, tp: 183, fp: 8, fn: 97 },
          withModel: { precision: 0.967, recall: 0.932, tp: 261, fp: 9, fn: 19, ko: { precision: 0.97, recall: 0.936 }, en: { precision: 0.963, recall: 0.929 } },
          falseAlarms: "7 the rules' own (the model cleared 1 of their 8), 2 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 845c4f4, also unseen here", precision: 0.96, recall: 0.939, tp: 263, fp: 11, fn: 17 },
        },
      },
      blind59and60: {
        about: "blind sets 59 and 60, scored by a model trained without 57-60 (training data since); their first score, below, was a second unseen pair for the model of 49bfa92, scored once with nothing changed after 57 and 58, only as a whole, never read case by case",
        ...unseenBy(without57to60, pair59and60),
        firstScore: {
          rules: { precision: 0.943, recall: 0.646, tp: 181, fp: 11, fn: 99 },
          withModel: { precision: 0.974, recall: 0.943, tp: 264, fp: 7, fn: 16, ko: { precision: 0.993, recall: 0.95 }, en: { precision: 0.956, recall: 0.936 } },
          falseAlarms: "7 the rules' own (the model cleared 4 of their 11), none added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 845c4f4, also unseen here", precision: 0.967, recall: 0.95, tp: 266, fp: 9, fn: 14 },
        },
      },
      unseen53to56: {
        about: "blind sets 53-56 (1,440 replies) pooled, scored by a model trained without them (training data since); their first score, below, was by the model of cedbb7e (trained through blind set 52 and helper sets 1-4, threshold 0.4)",
        withModel: unseenBy(without53to56, [...pair53and54, ...pair55and56]).withModelTrainedWithoutThem,
        firstScore: { precision: 0.969, recall: 0.961, tp: 538, fp: 17, fn: 22 },
        secondLook: { about: "with the review's mends of dae81fc and the retrained model: not an unseen estimate", precision: 0.968, recall: 0.961, tp: 538, fp: 18, fn: 22 },
        modelShippedBeforeOn51to56: { about: "the model of e8bb149 (trained through blind set 50) on the three pairs it never saw (2,160 replies)", precision: 0.958, recall: 0.967, tp: 812, fp: 36, fn: 28 },
      },
      blind55and56: {
        about: "blind sets 55 and 56, scored by a model trained without 53-56 (training data since); their first score, below, was a second unseen pair for the model of cedbb7e, scored once with nothing changed after 53 and 54 were scored, only as a whole, never read case by case",
        ...unseenBy(without53to56, pair55and56),
        firstScore: {
          rules: { precision: 0.936, recall: 0.729, tp: 204, fp: 14, fn: 76 },
          withModel: { precision: 0.961, recall: 0.964, tp: 270, fp: 11, fn: 10, ko: { precision: 0.958, recall: 0.971 }, en: { precision: 0.964, recall: 0.957 } },
          falseAlarms: "10 the rules' own (the model cleared 4 of their 14), 1 added by the model; one veto cleared a true warning",
          modelShippedBefore: { about: "commit e8bb149: trained through blind set 50, also unseen here", precision: 0.958, recall: 0.979, tp: 274, fp: 12, fn: 6 },
          secondLook: { about: "after the review's mends of dae81fc (true claims this round's rule fixes had silenced, found on the reviewer's own sentences) and the retrain they forced: not an unseen estimate", rules: { precision: 0.932, recall: 0.729, tp: 204, fp: 15, fn: 76 }, withModel: { precision: 0.957, recall: 0.964, tp: 270, fp: 12, fn: 10 } },
        },
      },
      blind53and54: {
        about: "blind sets 53 and 54, scored by a model trained without 53-56 (training data since); their first score, below, was the unseen estimate of the model of cedbb7e (trained through blind set 52 and helper sets 1-4 with learningRate 0.1 and minCount 3, threshold 0.4, veto 0.2 for warnings resting on words alone, also after a delivered direct send; the rules of dd901f5), written with unrelated chat history in about a third of each kind, scored only as a whole, never read case by case",
        ...unseenBy(without53to56, pair53and54),
        firstScore: {
          rules: { precision: 0.965, recall: 0.693, tp: 194, fp: 7, fn: 86 },
          withModel: { precision: 0.978, recall: 0.957, tp: 268, fp: 6, fn: 12, ko: { precision: 0.971, recall: 0.971 }, en: { precision: 0.985, recall: 0.943 } },
          falseAlarms: "4 the rules' own (the model cleared 3 of their 7), 2 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit e8bb149: trained through blind set 50, threshold 0.4, also unseen here", precision: 0.975, recall: 0.961, tp: 269, fp: 7, fn: 11 },
          modelShippedBeforeOn51to54: { about: "the same model over the two pairs it never saw (1,440 replies)", precision: 0.957, recall: 0.961, tp: 538, fp: 24, fn: 22 },
        },
      },
      blind51and52: {
        about: "blind sets 51 and 52, scored by a model trained without them (training data since); their first score, below, was by the model of commit e8bb149 (trained through blind set 50, threshold 0.4), scored only as a whole, never read case by case",
        ...unseenBy(["blind51", "blind52"], pair51and52),
        firstScore: {
          rules: { precision: 0.956, recall: 0.704, tp: 197, fp: 9, fn: 83 },
          withModel: { precision: 0.941, recall: 0.961, tp: 269, fp: 17, fn: 11, ko: { precision: 0.944, recall: 0.957 }, en: { precision: 0.938, recall: 0.964 } },
          falseAlarms: "8 the rules' own (the model cleared 1 of their 9), 9 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 1bc335b: trained through blind set 46, threshold 0.35, the rules before 31b4f4b; also unseen here", precision: 0.947, recall: 0.961, tp: 269, fp: 15, fn: 11 },
          modelShippedBeforeOn47to52: { about: "the same model over the three pairs it never saw (2,160 replies)", precision: 0.959, recall: 0.945, tp: 794, fp: 34, fn: 46 },
        },
      },
      blind47and48: {
        about: "blind sets 47 and 48, scored by a model trained without 47-50 (training data for the model since); their first score, below, was by the model of commit 9c14877 (trained through blind set 46, threshold 0.35), scored only as a whole, never read case by case",
        ...unseenBy(without47to50, pair47and48),
        firstScore: {
          rules: { precision: 0.958, recall: 0.729, tp: 204, fp: 9, fn: 76 },
          withModel: { precision: 0.974, recall: 0.943, tp: 264, fp: 7, fn: 16, ko: { precision: 0.985, recall: 0.964 }, en: { precision: 0.963, recall: 0.921 } },
          falseAlarms: "6 the rules' own (the model cleared 3 of their 9), 1 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit a2200c4: trained through blind set 44, also unseen here", precision: 0.971, recall: 0.95, tp: 266, fp: 8, fn: 14 },
        },
      },
      blind49and50: {
        about: "blind sets 49 and 50, scored by a model trained without 47-50 (training data since); their first score, below, was a second unseen pair for the model of 9c14877 (trained through blind set 46), scored once with nothing changed after 47 and 48 were scored, only as a whole, never read case by case",
        ...unseenBy(without47to50, pair49and50),
        firstScore: {
          rules: { precision: 0.928, recall: 0.686, tp: 192, fp: 15, fn: 88 },
          withModel: { precision: 0.956, recall: 0.932, tp: 261, fp: 12, fn: 19, ko: { precision: 0.963, recall: 0.936 }, en: { precision: 0.949, recall: 0.929 } },
          falseAlarms: "10 the rules' own (the model cleared 5 of their 15), 2 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit a2200c4: trained through blind set 44, also unseen here", precision: 0.956, recall: 0.936, tp: 262, fp: 12, fn: 18 },
        },
      },
      unseen47to50: {
        about: "blind sets 47-50 (1,440 replies) pooled, as first scored by the model of 9c14877 (trained through blind set 46); below them, scored now by a model trained without them",
        ...unseenBy(without47to50, [...pair47and48, ...pair49and50]),
        firstScore: { precision: 0.965, recall: 0.938, tp: 525, fp: 19, fn: 35 },
        modelTrainedThrough44On45to50: { about: "the model of a2200c4 on the three pairs it never saw (2,160 replies)", precision: 0.965, recall: 0.943, tp: 792, fp: 29, fn: 48 },
      },
      blind45and46: {
        about: "blind sets 45 and 46, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit a2cebde (trained through blind set 44), scored only as a whole, never read case by case",
        ...unseenBy(["blind45", "blind46"], [...BLIND45_CASES, ...BLIND46_CASES]),
        firstScore: {
          rules: { precision: 0.98, recall: 0.704, tp: 197, fp: 4, fn: 83 },
          withModel: { precision: 0.967, recall: 0.943, tp: 264, fp: 9, fn: 16, ko: { precision: 0.978, recall: 0.943 }, en: { precision: 0.957, recall: 0.943 } },
          falseAlarms: "4 the rules' own (none vetoed), 5 added by the model; no true warning vetoed",
          modelShippedBefore: { about: "commit 27c4819: trained through blind set 42", precision: 0.967, recall: 0.932, tp: 261, fp: 9, fn: 19 },
        },
      },
      thresholdChoiceTo56: {
        about: "pairs of blind sets 12-56 left out in turn (23 folds, 16,200 replies), each scored by a model trained on all the rest, under three shuffle seeds (7, 11, 13; means below), before blind sets 57-60 were scored: helper sets 5 and 6 (720 replies written without seeing the rules, labels reviewed blind 360/360) added, the threshold moved to 0.45 (precision is what fresh sets missed; recall had room)",
        without: { at04: { precision: 0.9704, recall: 0.9658 }, at045: { precision: 0.9717, recall: 0.9629 } },
        withHelperSets5and6: { at04: { precision: 0.9715, recall: 0.9649 }, at045: { precision: 0.9726, recall: 0.9624, on51to56: { precision: 0.9608, recall: 0.9615 } }, at05: { precision: 0.9735, recall: 0.9595 } },
        falseAlarmSources: "in the seed-7 run at 0.4 without helper sets 5 and 6: 135 of the 192 false alarms are the rules' own (97 on an empty ledger, which no veto may clear), 57 the model's additions",
        triedAndDropped: "rule fixes found on helper sets 5 and 6 that changed verdicts on labelled sets: '목록에서 빠졌어' as a removal (4 verdicts), the user's request as conversation ('사용자의 요청을 확인했습니다', 6 verdicts), an organization marked 에서 as the subject (a review found the speaker's own acts silenced)",
      },
      helperSetsChoiceTo52: {
        about: "pairs of blind sets 12-52 left out in turn (22 folds, 15,840 replies), each scored by a model trained on all the rest, under three shuffle seeds, before blind sets 53 and 54 were scored: helper sets 1-4 (1,320 replies helpers wrote without seeing the rules) added to training, the threshold kept at 0.4",
        without: { seed7: { precision: 0.9705, recall: 0.9617 }, seed11: { precision: 0.9705, recall: 0.9643 }, seed13: { precision: 0.9702, recall: 0.9636 } },
        withHelperSets: { seed7: { precision: 0.9719, recall: 0.9643, on47to52: { precision: 0.9639, recall: 0.9524 } }, seed11: { precision: 0.9709, recall: 0.9646 }, seed13: { precision: 0.9705, recall: 0.9643 } },
        thresholdsWithHelperSets: { at035: { precision: 0.9693, recall: 0.9667 }, at04: { precision: 0.9711, recall: 0.9644 }, at045: { precision: 0.9721, recall: 0.9625 }, about: "the three seeds' mean" },
        triedAndDropped: "helper set 1 alone (+0.0013 / +0.0042 under seed 7, nothing under 11 and 13); a second threshold for the model's additions on an empty ledger (on the same curve); a confident veto (below 0.02) of a rules' warning spread over several sentences (one false alarm fewer in 15,840)",
      },
      thresholdChoiceTo50: {
        about: "pairs of blind sets 12-50 left out in turn (21 folds, 15,120 replies), each scored by a model trained on all the rest, pooled, before blind sets 51 and 52 were scored, with the rules of 31b4f4b: it moved the threshold to 0.4, which meets both targets there and is best on the six newest sets (45-50, each pair scored by a model trained with the other two)",
        rules: { precision: 0.9639, recall: 0.7289, tp: 3980, fp: 149, fn: 1480 },
        at04: { precision: 0.9714, recall: 0.9636, tp: 5261, fp: 155, fn: 199, on45to50: { precision: 0.9697, recall: 0.9524 } },
        at035: { precision: 0.9696, recall: 0.9648, tp: 5268, fp: 165, fn: 192, on45to50: { precision: 0.9685, recall: 0.9524 } },
        at0375: { precision: 0.9705, recall: 0.9641 },
        at045: { precision: 0.9727, recall: 0.9601, on45to50: { precision: 0.9695, recall: 0.9476 } },
        at05: { precision: 0.9736, recall: 0.9573, on45to50: { precision: 0.9695, recall: 0.9464 } },
      },
      thresholdCheckTo46: {
        about: "pairs of blind sets 12-46 left out in turn (19 folds, 12,960 replies), each scored by a model trained on all the rest, pooled, before blind sets 47 and 48 were scored: the threshold kept at 0.35, the one that meets both targets",
        at035: { precision: 0.9702, recall: 0.9641, tp: 4724, fp: 145, fn: 176, on41to46: { precision: 0.9542, recall: 0.9417 } },
        at03: { precision: 0.9689, recall: 0.9671, tp: 4739, fp: 152, fn: 161, on41to46: { precision: 0.9521, recall: 0.9464 } },
        at025: { precision: 0.9662, recall: 0.9694 },
        at04: { precision: 0.9721, recall: 0.9608, on41to46: { precision: 0.9574, recall: 0.9357 } },
        trainingSetOfAnswersDropped: { about: "240 quantity-bearing answers with verb-less positives and their twins, written for the model's false alarms on answers like 'Two to three minutes at around 80°C': neutral here, so not added", precision: 0.9703, recall: 0.9655, on41to46: { precision: 0.953, recall: 0.9405 } },
      },
      validationTo44: {
        about: "pairs of blind sets 12-44 left out in turn (12+13 … 34+35, 36, 37+38, 39+40, 41+42, 43+44), each scored by a model trained on all the rest, pooled (12,240 replies), before blind sets 45 and 46 were scored; the recipe unchanged. It chose the veto after a delivered direct send (softWarning in claims.ts)",
        rules: { precision: 0.965, recall: 0.733, tp: 3387, fp: 122, fn: 1233 },
        before: { precision: 0.9695, recall: 0.9632, tp: 4450, fp: 140, fn: 170, on39to44: { precision: 0.9442, recall: 0.9262 } },
        chosen: { about: "a warning on words alone may also be vetoed after calls that all succeeded and a delivered direct send: 4 vetoes, none wrong", precision: 0.9703, recall: 0.9632, tp: 4450, fp: 136, fn: 170, on39to44: { precision: 0.9465, recall: 0.9262 } },
        vetoOnEmptyLedgerBelow005: { about: "dropped: 44 vetoes, 17 of them true warnings cleared", precision: 0.9751, recall: 0.9595, tp: 4433, fp: 113, fn: 187, on39to44: { precision: 0.952, recall: 0.9214 } },
        vetoOnEmptyLedgerBelow003: { about: "dropped: 39 vetoes, 17 wrong", precision: 0.9741, recall: 0.9595 },
        triedAndDropped: "veto 0.3 or 0.4 for soft warnings (0.9697 / 0.9632 at 0.3: one veto more)",
      },
      blind43and44: {
        about: "blind sets 43 and 44, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit 505643e (trained through blind set 42), scored only as a whole, never read case by case",
        ...unseenBy(["blind43", "blind44"], [...BLIND43_CASES, ...BLIND44_CASES]),
        firstScore: {
          rules: { precision: 0.917, recall: 0.629, tp: 176, fp: 16, fn: 104 },
          withModel: { precision: 0.934, recall: 0.961, tp: 269, fp: 19, fn: 11 },
          modelShippedBefore: { about: "commit 33e911d: trained through blind set 38", precision: 0.943, recall: 0.946, tp: 265, fp: 16, fn: 15 },
          secondLook: { about: "after f155122 (\"it's gone out to you\" is a delivery, fixed on new sentences; narrowed with the reminder-time rule after review) and the retrain it forced: not an unseen estimate", rules: { precision: 0.921, recall: 0.629, tp: 176, fp: 15, fn: 104 }, withModel: { precision: 0.937, recall: 0.961, tp: 269, fp: 18, fn: 11 } },
        },
      },
      validationTo42: {
        about: "pairs of blind sets 12-42 left out in turn (12+13 … 34+35, 36, 37+38, 39+40, 41+42), each scored by a model trained on all the rest, pooled (11,160 replies), before blind sets 43 and 44 were scored; the recipe unchanged",
        rules: { precision: 0.965, recall: 0.739, tp: 3209, fp: 117, fn: 1131 },
        chosen: { precision: 0.967, recall: 0.962, tp: 4176, fp: 143, fn: 164, on39to42: { precision: 0.936, recall: 0.916 } },
        recipeBefore: { precision: 0.963, recall: 0.959, on39to42: { precision: 0.942, recall: 0.902 } },
        vetoOnEmptyLedgerBelow005: { precision: 0.972, recall: 0.958, tp: 4159, fp: 119, fn: 181, on39to42: { precision: 0.946, recall: 0.912 } },
        triedAndDropped: "a negation cue in each sentence (0.967 / 0.963), live-data cues of request and reply (0.966 / 0.963)",
      },
      unseen39to42: {
        about: "blind sets 39-42 (1,440 replies) pooled, as first scored by the model trained through blind set 38 (commit 5953089; 41 and 42 were written after it was committed); training data since",
        firstScore: { rules: { precision: 0.946, recall: 0.652, tp: 365, fp: 21, fn: 195 }, withModel: { precision: 0.935, recall: 0.92, tp: 515, fp: 36, fn: 45 } },
      },
      blind41and42: {
        about: "blind sets 41 and 42, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit 5953089 (trained through blind set 38), written after it was committed, scored only as a whole, never read case by case",
        ...unseenBy(["blind41", "blind42"], [...BLIND41_CASES, ...BLIND42_CASES]),
        firstScore: {
          rules: { precision: 0.951, recall: 0.618, tp: 173, fp: 9, fn: 107 },
          withModel: { precision: 0.93, recall: 0.907, tp: 254, fp: 19, fn: 26 },
          modelShippedBefore: { about: "commit a766f37: trained through blind set 36, learningRate 0.2, minCount 2", precision: 0.932, recall: 0.879, tp: 246, fp: 18, fn: 34 },
        },
      },
      blind39and40: {
        about: "blind sets 39 and 40, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit 5953089 (trained through blind set 38, learningRate 0.1, minCount 3), scored only as a whole, never read case by case",
        ...unseenBy(["blind39", "blind40"], [...BLIND39_CASES, ...BLIND40_CASES]),
        firstScore: {
          rules: { precision: 0.941, recall: 0.686, tp: 192, fp: 12, fn: 88 },
          withModel: { precision: 0.939, recall: 0.932, tp: 261, fp: 17, fn: 19 },
          withUnrelatedHistory: { cases: 242, withModel: { precision: 0.946, recall: 0.916, tp: 87, fp: 5, fn: 8 }, historyTakenAway: { withModel: { precision: 0.938, recall: 0.958 } } },
          modelShippedBefore: { about: "commit a766f37: trained through blind set 36, learningRate 0.2, minCount 2", precision: 0.941, recall: 0.907, tp: 254, fp: 16, fn: 26 },
        },
      },
      blind37and38: {
        about: "blind sets 37 and 38, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit 79e9cf2 (trained through blind set 36) — a fourth unseen pair with unrelated chat history in about a third of each kind, scored only as a whole, never read case by case",
        ...unseenBy(["blind37", "blind38"], [...BLIND37_CASES, ...BLIND38_CASES]),
        firstScore: {
          rules: { precision: 0.958, recall: 0.654, tp: 183, fp: 8, fn: 97 },
          withModel: { precision: 0.956, recall: 0.932, tp: 261, fp: 12, fn: 19 },
          withUnrelatedHistory: { cases: 249, withModel: { precision: 0.949, recall: 0.913, tp: 94, fp: 5, fn: 9 }, historyTakenAway: { withModel: { precision: 0.95, recall: 0.922 } } },
          modelShippedBefore: { about: "commit 866ed60: trained through blind set 30", precision: 0.951, recall: 0.907, tp: 254, fp: 13, fn: 26 },
        },
      },
      blind35and36: {
        about: "blind sets 35 and 36, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit a3780b0 (trained through blind set 30) — a third unseen pair, the first with unrelated chat history in about a third of each kind (an earlier ledger, as a real chat's check sees), scored only as a whole, never read case by case",
        ...unseenBy(["blind35", "blind36"], [...BLIND35_CASES, ...BLIND36_CASES]),
        firstScore: {
          rules: { precision: 0.958, recall: 0.732, tp: 205, fp: 9, fn: 75 },
          withModel: { precision: 0.956, recall: 0.939, tp: 263, fp: 12, fn: 17 },
          withUnrelatedHistory: { cases: 249, rules: { precision: 0.97, recall: 0.66 }, withModel: { precision: 0.978, recall: 0.928, tp: 90, fp: 2, fn: 7 }, historyTakenAway: { withModel: { precision: 0.968, recall: 0.938, tp: 91, fp: 3, fn: 6 } } },
        },
      },
      blind33and34: {
        about: "blind sets 33 and 34, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit a3780b0 — written from the time it was committed by authors who could not see it (the same weights as for 31 and 32), scored only as a whole, never read case by case",
        ...unseenBy(["blind33", "blind34"], [...BLIND33_CASES, ...BLIND34_CASES]),
        firstScore: {
          rules: { precision: 0.977, recall: 0.757, tp: 212, fp: 5, fn: 68 },
          withModel: { precision: 0.978, recall: 0.954, tp: 267, fp: 6, fn: 13 },
          modelShippedBefore: { about: "commit cfb5051", precision: 0.974, recall: 0.932, tp: 261, fp: 7, fn: 19 },
        },
      },
      blind31and32: {
        about: "blind sets 31 and 32, scored by a model trained without both (training data for the model since); their first score, below, was by the model of commit a3780b0 (store features, threshold 0.35, veto 0.2 for warnings resting on words alone, trained through blind set 30), scored only as a whole, never read case by case",
        ...unseenBy(["blind31", "blind32"], [...BLIND31_CASES, ...BLIND32_CASES]),
        firstScore: {
          rules: { precision: 0.97, recall: 0.821, tp: 230, fp: 7, fn: 50 },
          withModel: { precision: 0.975, recall: 0.975, tp: 273, fp: 7, fn: 7 },
          modelShippedBefore: { about: "commit cfb5051: no store features, trained through blind set 26", precision: 0.968, recall: 0.964, tp: 270, fp: 9, fn: 10 },
        },
      },
      blind29and30: {
        about: "blind sets 29 and 30, scored by a model trained without both (training data for the model since); their first score was by the model of commit 586c191 (no store features, trained through blind set 26)",
        ...unseenBy(["blind29", "blind30"], [...BLIND29_CASES, ...BLIND30_CASES]),
        firstScore: { rules: { precision: 0.972, recall: 0.736, tp: 206, fp: 6, fn: 74 }, withModel: { precision: 0.978, recall: 0.932, tp: 261, fp: 6, fn: 19 } },
      },
      blind27and28: {
        about: "blind sets 27 and 28, scored by a model trained without both (training data for the model since); their first score was by the model of commit 586c191",
        ...unseenBy(["blind27", "blind28"], [...BLIND27_CASES, ...BLIND28_CASES]),
        firstScore: { rules: { precision: 0.981, recall: 0.75, tp: 210, fp: 4, fn: 70 }, withModel: { precision: 0.97, recall: 0.925, tp: 259, fp: 8, fn: 21 } },
      },
      blind25and26: {
        about: "blind sets 25 and 26, scored by a model trained without both (training data for the model since); their first score was by the model before the review's mends (any successful call allowed a veto)",
        ...unseenBy(["blind25", "blind26"], [...BLIND25_CASES, ...BLIND26_CASES]),
        firstScore: {
          rules: { precision: 0.979, recall: 0.679, tp: 190, fp: 4, fn: 90 },
          withModel: { precision: 0.977, recall: 0.925, tp: 259, fp: 6, fn: 21 },
          modelShippedBefore: { about: "commit 5a7353a: threshold 0.5, no veto, trained through blind set 22", precision: 0.976, recall: 0.889, tp: 249, fp: 6, fn: 31 },
        },
      },
      blind23and24: {
        about: "blind sets 23 and 24, scored by a model trained without both (training data for the model since)",
        ...unseenBy(["blind23", "blind24"], [...BLIND23_CASES, ...BLIND24_CASES]),
        firstScore: { rules: { precision: 0.977, recall: 0.754, tp: 211, fp: 5, fn: 69 }, withModel: { precision: 0.974, recall: 0.921, tp: 258, fp: 7, fn: 22 } },
      },
      blind21and22: {
        about: "blind sets 21 and 22, scored by a model trained without both (training data for the model since)",
        ...unseenBy(["blind21", "blind22"], [...BLIND21_CASES, ...BLIND22_CASES]),
        firstScore: { rules: { precision: 0.969, recall: 0.779, tp: 218, fp: 7, fn: 62 }, withModel: { precision: 0.966, recall: 0.907, tp: 254, fp: 9, fn: 26 } },
      },
      blind19and20: {
        about: "blind sets 19 and 20, scored by a model trained without both (training data for the model since)",
        ...unseenBy(["blind19", "blind20"], [...BLIND19_CASES, ...BLIND20_CASES]),
        firstScore: { rules: { precision: 0.946, recall: 0.754, tp: 211, fp: 12, fn: 69 }, withModel: { precision: 0.944, recall: 0.911, tp: 255, fp: 15, fn: 25 } },
      },
      blind17and18: {
        about: "blind sets 17 and 18, each scored by a model trained without both (training data for the model since)",
        ...unseenBy(["blind17", "blind18"], [...BLIND17_CASES, ...BLIND18_CASES]),
        firstScore: { rules: { precision: 0.96, recall: 0.768, tp: 215, fp: 9, fn: 65 }, withModel: { about: "threshold 0.7, before 17 and 18 were training data", precision: 0.964, recall: 0.857, tp: 240, fp: 9, fn: 40 } },
      },
      blind15: { ...unseenBy(["blind15"], BLIND15_CASES), firstScore: { rules: { precision: 0.981, recall: 0.743, tp: 104, fp: 2, fn: 36 }, withModel: { precision: 0.984, recall: 0.871, tp: 122, fp: 2, fn: 18 } } },
      blind14: { ...unseenBy(["blind14"], BLIND14_CASES), firstScore: { rules: { precision: 0.958, recall: 0.807, tp: 113, fp: 5, fn: 27 }, withModel: { precision: 0.96, recall: 0.857, tp: 120, fp: 5, fn: 20 } } },
      blind13: { ...unseenBy(["blind13"], BLIND13_CASES), firstScore: { rules: { precision: 0.953, recall: 0.864, tp: 121, fp: 6, fn: 19 }, withModel: { precision: 0.955, recall: 0.907, tp: 127, fp: 6, fn: 13 } } },
      blind12: { ...unseenBy(["blind12"], BLIND12_CASES), firstScore: { rules: { precision: 0.957, recall: 0.793, tp: 111, fp: 5, fn: 29 }, withModel: { precision: 0.961, recall: 0.879, tp: 123, fp: 5, fn: 17 } } },
      usPerReplyWithModel,
    },
    ...figures,
    blind12: {
      about: "blind set 12: the unseen estimate after round 12, scored only as a whole, never read case by case",
      ...scoreBlind12(),
      history: {
        round11DetectorOnIt: { precision: 0.956, recall: 0.771, tp: 108, fp: 5, fn: 32 },
        round12FirstScore: { precision: 0.957, recall: 0.793, tp: 111, fp: 5, fn: 29 },
      },
    },
    blind11: {
      about: "blind set 11: tuned on from round 12 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once as a whole, each language by its own tuner, before it was read",
      ...scoreBlind11(),
      halves: scoreBlind11Halves(),
      history: {
        lastUnseen: { about: "after round 11, scored once as a whole: its only figure as the unseen estimate", precision: 0.929, recall: 0.843, tp: 118, fp: 9, fn: 22, ko: { precision: 0.938, recall: 0.871 }, en: { precision: 0.919, recall: 0.814 } },
        round10DetectorOnIt: { precision: 0.928, recall: 0.829, tp: 116, fp: 9, fn: 24 },
        halfA: { beforeRound12: { en: { precision: 0.867, recall: 0.788, tp: 26, fp: 4, fn: 7 }, ko: { precision: 0.938, recall: 0.882, tp: 30, fp: 2, fn: 4 } } },
        halfB: {
          about: "round 12's holdout: scored as a whole only, each language by its own tuner, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound12: { en: { precision: 0.969, recall: 0.838, tp: 31, fp: 1, fn: 6 }, ko: { precision: 0.939, recall: 0.861, tp: 31, fp: 2, fn: 5 } },
          afterHalfARules: { en: { precision: 0.969, recall: 0.838, tp: 31, fp: 1, fn: 6 }, ko: { precision: 0.939, recall: 0.861, tp: 31, fp: 2, fn: 5 } },
        },
      },
    },
    blind10: {
      about: "blind set 10: tuned on from round 11 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once as a whole, each language by its own tuner, before it was read",
      ...scoreBlind10(),
      halves: scoreBlind10Halves(),
      history: {
        lastUnseen: { about: "after round 10 and the precision round, scored once as a whole: its only figure as the unseen estimate", precision: 0.952, recall: 0.843, tp: 118, fp: 6, fn: 22, ko: { precision: 0.97, recall: 0.914 }, en: { precision: 0.931, recall: 0.771 } },
        round9DetectorOnIt: { precision: 0.935, recall: 0.829, tp: 116, fp: 8, fn: 24 },
        halfA: { beforeRound11: { en: { precision: 0.893, recall: 0.714, tp: 25, fp: 3, fn: 10 }, ko: { precision: 0.974, recall: 0.905, tp: 38, fp: 1, fn: 4 } } },
        halfB: {
          about: "round 11's holdout: scored as a whole only, each language by its own tuner, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound11: { en: { precision: 0.967, recall: 0.829, tp: 29, fp: 1, fn: 6 }, ko: { precision: 0.963, recall: 0.929, tp: 26, fp: 1, fn: 2 } },
          afterHalfARules: { en: { precision: 0.967, recall: 0.829, tp: 29, fp: 1, fn: 6 }, ko: { precision: 0.963, recall: 0.929, tp: 26, fp: 1, fn: 2 } },
        },
      },
    },
    probe: {
      about: "targeted probe (reviewer-flagged false-alarm families and their positive look-alikes; a hard mix, never a precision estimate): tuned on from the precision round (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once as a whole before it was read",
      ...scoreProbe(),
      halves: scoreProbeHalves(),
      history: {
        round8DetectorOnIt: { precision: 0.712, recall: 0.712, tp: 37, fp: 15, fn: 15 },
        mainAfterRound9: { precision: 0.722, recall: 0.75, tp: 39, fp: 15, fn: 13, ko: { precision: 0.741, recall: 0.8 }, en: { precision: 0.704, recall: 0.704 } },
        precisionCommitsOnRound8: { precision: 0.763, recall: 0.865, tp: 45, fp: 14, fn: 7 },
        mergedWithRound9: { precision: 0.77, recall: 0.904, tp: 47, fp: 14, fn: 5, ko: { precision: 0.767, recall: 0.92 }, en: { precision: 0.774, recall: 0.889 } },
        halfA: { beforePrecisionRound: { precision: 0.778, recall: 0.921, tp: 35, fp: 10, fn: 3, ko: { precision: 0.81, recall: 0.944 }, en: { precision: 0.75, recall: 0.9 } } },
        halfB: {
          about: "the precision round's holdout: scored as a whole only, before and after the rules tuned on half A; read case by case only afterwards",
          beforePrecisionRound: { precision: 0.75, recall: 0.857, tp: 12, fp: 4, fn: 2, ko: { precision: 0.667, recall: 0.857, tp: 6, fp: 3, fn: 1 }, en: { precision: 0.857, recall: 0.857, tp: 6, fp: 1, fn: 1 } },
          afterHalfARules: { precision: 0.857, recall: 0.857, tp: 12, fp: 2, fn: 2, ko: { precision: 0.857, recall: 0.857, tp: 6, fp: 1, fn: 1 }, en: { precision: 0.857, recall: 0.857, tp: 6, fp: 1, fn: 1 } },
        },
      },
    },
    blind9: {
      about: "blind set 9: tuned on from round 10 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once as a whole, each language by its own tuner, before it was read",
      ...scoreBlind9(),
      halves: scoreBlind9Halves(),
      history: {
        lastUnseen: { about: "after round 9, scored once as a whole: its figure as the unseen estimate", precision: 0.939, recall: 0.885, tp: 123, fp: 8, fn: 16, ko: { precision: 0.926, recall: 0.9 }, en: { precision: 0.952, recall: 0.87 } },
        precisionRoundDetectorOnIt: { about: "the precision round's detector (round 9 with the precision fixes), scored once as a whole before round 10", precision: 0.946, recall: 0.885, tp: 123, fp: 7, fn: 16, ko: { precision: 0.939, recall: 0.886 }, en: { precision: 0.953, recall: 0.884 } },
        round8DetectorOnIt: { precision: 0.944, recall: 0.842, tp: 117, fp: 7, fn: 22 },
        halfA: { beforeRound10: { precision: 0.923, recall: 0.845, tp: 60, fp: 5, fn: 11, ko: { precision: 0.875, recall: 0.875 }, en: { precision: 0.97, recall: 0.821 } } },
        halfB: {
          about: "round 10's holdout: scored as a whole only, each language by its own tuner, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound10: { en: { precision: 0.933, recall: 0.933, tp: 28, fp: 2, fn: 2 }, ko: { precision: 0.972, recall: 0.921, tp: 35, fp: 1, fn: 3 } },
          afterHalfARules: { en: { precision: 0.933, recall: 0.933, tp: 28, fp: 2, fn: 2 }, ko: { precision: 1, recall: 0.921, tp: 35, fp: 0, fn: 3 } },
        },
      },
    },
    blind8: {
      about: "blind set 8: tuned on from round 9 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once as a whole, each language by its own tuner, before it was read",
      ...scoreBlind8(),
      halves: scoreBlind8Halves(),
      history: {
        lastUnseen: { about: "after round 8, scored once as a whole: its only figure as the unseen estimate", precision: 0.991, recall: 0.841, tp: 111, fp: 1, fn: 21, ko: { precision: 1, recall: 0.788 }, en: { precision: 0.983, recall: 0.894 } },
        round7DetectorOnIt: { precision: 0.991, recall: 0.795, tp: 105, fp: 1, fn: 27 },
        halfA: { beforeRound9: { precision: 1, recall: 0.919, tp: 68, fp: 0, fn: 6, ko: { precision: 1, recall: 0.919 }, en: { precision: 1, recall: 0.919 } } },
        halfB: {
          about: "round 9's holdout: scored as a whole only, each language by its own tuner, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound9: { en: { precision: 0.962, recall: 0.862, tp: 25, fp: 1, fn: 4 }, ko: { precision: 1, recall: 0.621, tp: 18, fp: 0, fn: 11 } },
          afterHalfARules: { en: { precision: 0.962, recall: 0.862, tp: 25, fp: 1, fn: 4 }, ko: { precision: 0.95, recall: 0.655, tp: 19, fp: 1, fn: 10 } },
        },
      },
    },
    blind7: {
      about: "blind set 7: tuned on from round 8 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once as a whole, each language by its own tuner, before it was read",
      ...scoreBlind7(),
      halves: scoreBlind7Halves(),
      history: {
        lastUnseen: { about: "after round 7, scored once as a whole: its only figure as the unseen estimate", precision: 0.958, recall: 0.831, tp: 113, fp: 5, fn: 23, ko: { precision: 0.952, recall: 0.881 }, en: { precision: 0.964, recall: 0.783 } },
        round6DetectorOnIt: { precision: 0.957, recall: 0.816, tp: 111, fp: 5, fn: 25 },
        halfA: { beforeRound8: { precision: 0.965, recall: 0.764, tp: 55, fp: 2, fn: 17, ko: { precision: 0.938, recall: 0.789 }, en: { precision: 1, recall: 0.735 } } },
        halfB: {
          about: "round 8's holdout: scored as a whole only, each language by its own tuner, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound8: { en: { precision: 0.935, recall: 0.829, tp: 29, fp: 2, fn: 6 }, ko: { precision: 0.967, recall: 1, tp: 29, fp: 1, fn: 0 } },
          afterHalfARules: { en: { precision: 0.939, recall: 0.886, tp: 31, fp: 2, fn: 4 }, ko: { precision: 0.967, recall: 1, tp: 29, fp: 1, fn: 0 } },
        },
      },
    },
    blind6: {
      about: "blind set 6: tuned on from round 7 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once as a whole before it was read",
      ...scoreBlind6(),
      halves: scoreBlind6Halves(),
      history: {
        lastUnseen: { about: "after round 6, scored once as a whole: its only figure as the unseen estimate", precision: 0.957, recall: 0.862, tp: 112, fp: 5, fn: 18, ko: { precision: 0.94, recall: 0.94 }, en: { precision: 0.98, recall: 0.778 } },
        round5DetectorOnIt: { precision: 0.946, recall: 0.815, tp: 106, fp: 6, fn: 24 },
        halfA: { beforeRound7: { precision: 0.95, recall: 0.838, tp: 57, fp: 3, fn: 11, ko: { precision: 0.935, recall: 0.935 }, en: { precision: 0.966, recall: 0.757 } } },
        halfB: {
          about: "round 7's holdout: scored as a whole only, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound7: { precision: 0.965, recall: 0.887, tp: 55, fp: 2, fn: 7, ko: { precision: 0.944, recall: 0.944 }, en: { precision: 1, recall: 0.808 } },
          afterHalfARules: { precision: 0.966, recall: 0.903, tp: 56, fp: 2, fn: 6, ko: { precision: 0.944, recall: 0.944 }, en: { precision: 1, recall: 0.846 } },
        },
      },
    },
    blind5: {
      about: "blind set 5: tuned on from round 6 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once before it was read",
      ...scoreBlind5(),
      halves: scoreBlind5Halves(),
      history: {
        lastUnseen: { about: "after round 5, scored once as a whole: its only figure as the unseen estimate", precision: 0.952, recall: 0.832, tp: 99, fp: 5, fn: 20, ko: { precision: 0.945, recall: 0.867 }, en: { precision: 0.959, recall: 0.797 } },
        round4DetectorOnIt: { precision: 0.95, recall: 0.807, tp: 96, fp: 5, fn: 23 },
        halfA: { beforeRound6: { precision: 0.938, recall: 0.849, tp: 45, fp: 3, fn: 8, ko: { precision: 0.952, recall: 0.87 }, en: { precision: 0.926, recall: 0.833 } } },
        halfB: {
          about: "round 6's holdout: scored as a whole only, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound6: { precision: 0.964, recall: 0.818, tp: 54, fp: 2, fn: 12, ko: { precision: 0.941, recall: 0.865 }, en: { precision: 1, recall: 0.759 } },
          afterHalfARules: { precision: 0.948, recall: 0.833, tp: 55, fp: 3, fn: 11, ko: { precision: 0.941, recall: 0.865 }, en: { precision: 0.958, recall: 0.793 } },
        },
      },
    },
    blind4: {
      about: "blind set 4: tuned on from round 5 (fit, not an estimate); half A (even index) tuned on first, half B (odd index) scored once before it was read",
      ...scoreBlind4(),
      halves: scoreBlind4Halves(),
      history: {
        lastUnseen: { about: "after round 4, scored once as a whole: its only figure as the unseen estimate", precision: 0.938, recall: 0.835, tp: 91, fp: 6, fn: 18 },
        round3DetectorOnIt: { precision: 0.937, recall: 0.817, tp: 89, fp: 6, fn: 20 },
        halfA: { beforeRound5: { precision: 0.911, recall: 0.927, tp: 51, fp: 5, fn: 4 } },
        halfB: {
          about: "round 5's holdout: scored as a whole only, before and after the rules tuned on half A; read case by case only afterwards",
          beforeRound5: { precision: 0.976, recall: 0.741, tp: 40, fp: 1, fn: 14, ko: { precision: 1, recall: 0.852 }, en: { precision: 0.944, recall: 0.63 } },
          afterHalfARules: { precision: 0.953, recall: 0.759, tp: 41, fp: 2, fn: 13, ko: { precision: 1, recall: 0.852 }, en: { precision: 0.9, recall: 0.667 } },
        },
      },
    },
    blind3: {
      about: "blind set 3: TUNING DATA since round 4 (read case by case and tuned on); these figures show fit, not an estimate",
      ...scoreBlind3(),
      history: {
        lastUnseen: { about: "after round 3, scored once as a whole: its only figure as the unseen estimate", precision: 0.979, recall: 0.848, tp: 95, fp: 2, fn: 17 },
      },
    },
    blind2: {
      about: "blind set 2: TUNING DATA since round 3 (read case by case and tuned on); these figures show fit, not an estimate",
      ...scoreBlind2(),
      history: {
        afterFirstTuningRound: { precision: 0.938, recall: 0.835, tp: 91, fp: 6, fn: 18 },
        lastUnseen: { about: "after round 2, scored as a whole only: its last figure as the unseen estimate", precision: 0.941, recall: 0.872, tp: 95, fp: 6, fn: 14 },
      },
    },
    round3: {
      about: "round3 (tuner-written): cases written by the round-3 tuner for the classes it changed, with hard negatives; fit, not an estimate",
      ...scoreRound3(),
      firstScoreOfEachBatch: {
        about: "each batch scored once, before the rule changes it prompted; the later batches probed gaps on purpose, so these are low by design",
        allBatches: { cases: 399, positives: 146, precision: 0.786, recall: 0.678, tp: 99, fp: 27, fn: 47 },
        batch1: { cases: 137, positives: 49, precision: 0.979, recall: 0.939, tp: 46, fp: 1, fn: 3 },
        batch2: { cases: 37, positives: 18, precision: 1, recall: 0.556, tp: 10, fp: 0, fn: 8 },
        batch3: { cases: 34, positives: 11, precision: 0.818, recall: 0.818, tp: 9, fp: 2, fn: 2 },
        batch4: { cases: 15, positives: 5, precision: 0.5, recall: 0.8, tp: 4, fp: 4, fn: 1 },
        batch5: { cases: 30, positives: 12, precision: 1, recall: 0.417, tp: 5, fp: 0, fn: 7 },
        batch6: { cases: 17, positives: 2, precision: 0.182, recall: 1, tp: 2, fp: 9, fn: 0 },
        batch7: { cases: 22, positives: 9, precision: 0.5, recall: 0.222, tp: 2, fp: 2, fn: 7 },
        batch8: { cases: 24, positives: 11, precision: 1, recall: 0.727, tp: 8, fp: 0, fn: 3 },
        batch9: { cases: 18, positives: 7, precision: 0.6, recall: 0.429, tp: 3, fp: 2, fn: 4 },
        batch10: { cases: 7, positives: 2, precision: 0.4, recall: 1, tp: 2, fp: 3, fn: 0 },
        batch11: { cases: 14, positives: 6, precision: 0, recall: 0, tp: 0, fp: 2, fn: 6 },
        batch12: { cases: 17, positives: 10, precision: 1, recall: 0.7, tp: 7, fp: 0, fn: 3 },
        batch13: { cases: 18, positives: 0, precision: 1, recall: 1, tp: 0, fp: 2, fn: 0, note: "all hard negatives: 2 false alarms of 18" },
        batch14: { cases: 9, positives: 4, precision: 1, recall: 0.25, tp: 1, fp: 0, fn: 3 },
      },
    },
    round4: {
      about: "round4 (tuner-written): cases written by the round-4 tuner for the classes it changed, with hard negatives; fit, not an estimate",
      ...scoreRound4(),
      firstScoreOfEachBatch: {
        about: "each batch scored once, before the rule changes it prompted",
        batch1: { cases: 95, positives: 34, precision: 0.914, recall: 0.941, tp: 32, fp: 3, fn: 2, note: "written after the blind-3 rules, for their classes and hard negatives" },
        batch2: { cases: 33, positives: 14, precision: 1, recall: 0, tp: 0, fp: 0, fn: 14, note: "the generic perfective frames, before they existed" },
        batch3: { cases: 22, positives: 5, precision: 0.833, recall: 1, tp: 5, fp: 1, fn: 0, note: "everyday replies against the generic frames" },
        batch4: { cases: 22, positives: 6, precision: 1, recall: 0.5, tp: 3, fp: 0, fn: 3, note: "more everyday replies and unlisted verbs, written after the first landing" },
        batch5: { cases: 16, positives: 3, precision: 0.6, recall: 1, tp: 3, fp: 2, fn: 0, note: "hard negatives for the generic frames: general knowledge, the reply's own mistakes" },
      },
    },
    blindFirstScoreOfSecondBatch: { precision: 0.857, recall: 0.9, tp: 18, fp: 3, fn: 2 },
    independentSet: {
      about: "independent set, written without seeing the detector; tuned on (both halves): these figures show fit, not a blind estimate",
      all: independent.all,
      dev: independent.dev,
      holdout: independent.holdout,
      history: {
        about: "earlier blind figures, from when the holdout half was still unseen",
        beforeTuning: {
          all: { precision: 0.925, recall: 0.839, tp: 99, fp: 8, fn: 19 },
          dev: { precision: 0.911, recall: 0.864, tp: 51, fp: 5, fn: 8 },
          holdout: { precision: 0.941, recall: 0.814, tp: 48, fp: 3, fn: 11 },
        },
        holdoutAfterDevOnlyRules: { precision: 0.942, recall: 0.831, tp: 49, fp: 3, fn: 10 },
        holdoutLastBlind: { precision: 0.945, recall: 0.881, tp: 52, fp: 3, fn: 7 },
        allBeforeBothHalvesTuning: { precision: 0.974, recall: 0.941, tp: 111, fp: 3, fn: 7 },
      },
    },
    usPerReply,
  };
}
