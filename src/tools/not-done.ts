// The ledger summary of a call that did not do its work because it was refused or waits for
// the owner's Allow (run-call.ts writes them; the ledger keeps no other mark). Readers of the
// ledger that must tell "held" from "failed" use isNotDone rather than matching the words.
// "not run" also covers a call /stop ended before it started: it did nothing, and the claim
// model (which learned from calls that ran) stays out of such turns too.
export const NOT_DONE = { pending: "not done yet", notRun: "not run", refused: "refused" } as const;

export const isNotDone = (summary: string): boolean => Object.values(NOT_DONE).some((p) => summary.startsWith(`${p}:`));
