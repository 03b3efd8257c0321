// Prints the rule-based claim check's verdicts on blind set N as it stood at another
// checkout of this repository (a `git worktree add --detach <dir> <commit>` with
// node_modules linked), one "0"/"1" per case in the set's order — how
// test/fixtures/claims/unseen-verdicts.ts was recorded.
//
//   npx tsx scripts/claim-verdicts-at.ts <checkout-dir> <N>
const [dir, n] = process.argv.slice(2);
if (!dir || !n) throw new Error("usage: npx tsx scripts/claim-verdicts-at.ts <checkout-dir> <N>");
const score = (await import(`${dir}/test/fixtures/claims/score.ts`)) as { warns: (c: unknown) => boolean };
const set = (await import(`${dir}/test/fixtures/claims/eval-set-blind${n}.ts`)) as Record<string, unknown[]>;
const cases = set[`BLIND${n}_CASES`];
if (!cases) throw new Error(`${dir} has no BLIND${n}_CASES`);
console.log(cases.map((c) => (score.warns(c) ? "1" : "0")).join(""));
