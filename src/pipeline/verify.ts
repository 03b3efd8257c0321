// Verify (layers 2 and 3 of truthfulness): after a reply, compare its action claims with
// what the user can verify — the ledger and the outbox; a mismatch is logged with the
// claim and the records, and leaves a warning for the next request of this chat (shown
// once, kept across restarts). Two readers: the rules (claims.ts) find and name the claims;
// the learned model (claim-model.ts) reads the reply's words and the rules' reading against
// the records. When the rules find nothing unbacked it adds a warning when it is confident
// (its threshold), quoting the sentence it finds most like a claim; when their warning rests
// on words alone (softWarning in claims.ts: a call of the turn succeeded, no record contradicts
// the reply) and it reads the reply as backed by that call (below its veto), it drops their
// warning — never for a claim with nothing behind it or one a record contradicts
// (claim-model-input.ts says why). It speaks only where it was trained (inModelScope). Both run
// in-process in well under a millisecond.
import type { Log } from "../log.js";
import type { LedgerEntry, LedgerStore } from "../store/ledger.js";
import type { OutboxRow, OutboxStore } from "../store/outbox.js";
import type { WarningStore } from "../store/warnings.js";
import { type ClaimModel, strongestSentence } from "./claim-model.js";
import { modelReading, type TurnKind } from "./claim-model-input.js";
import { type CheckedClaim, type ClaimCheck, type ClaimContext, checkClaims, type SendRecord, warningFor } from "./claims.js";
import { ICONS, previewCommand } from "./instructions.js";

/** The ledger's icon for a status; a status this build does not know (e.g. a newer "stopped") still reads. */
const iconOf = (status: string): string => (ICONS as Record<string, string>)[status] ?? "⏹️";

export function ledgerPreview(entries: readonly LedgerEntry[]): string {
  return entries.map((e) => `${iconOf(e.status)} ${e.name}(${previewCommand(e.command, 60)})`).join(", ");
}

const toSend = (o: Pick<OutboxRow, "id" | "turnId" | "kind" | "status">): SendRecord => ({ id: o.id, turnId: o.turnId, kind: o.kind, status: o.status });

/** What verify decided: the rules' claims, the mismatches acted on, and the model's reading when it ran. */
export interface VerifiedReply extends ClaimCheck {
  /** `warns`: the model added the warning; `vetoed`: it dropped the rules' warnings (their claims stay in `claims`). */
  model?: { probability: number; warns: boolean; vetoed?: true };
}

export function verifyReply(
  input: { chatId: number; turnId: number; reply: string; userText: string; now: number; kind: TurnKind },
  deps: {
    ledger: LedgerStore;
    outbox: Pick<OutboxStore, "forTurn" | "recentSendsExcept">;
    warnings: WarningStore;
    log: Log;
    /** The learned model; null leaves the rules alone to decide (CLAIM_MODEL=false). */
    claimModel: ClaimModel | null;
  },
): VerifiedReply {
  const turnLedger = deps.ledger.forTurn(input.turnId);
  const recentLedger = deps.ledger.recent(input.chatId, 10).filter((e) => e.turnId !== input.turnId);
  // This turn's direct sends; earlier turns' messages of any kind (the user saw them in the chat).
  const turnSends = deps.outbox.forTurn(input.turnId).filter((o) => o.kind === "presentation").map(toSend);
  const recentSends = deps.outbox.recentSendsExcept(input.chatId, input.turnId);
  const ctx = { userText: input.userText, turnLedger, recentLedger, turnSends, recentSends, heard: input.kind.heard === true };
  const check = withModel(input.reply, ctx, checkClaims(input.reply, ctx), deps.claimModel, input.kind);
  if (check.mismatches.length > 0) {
    deps.warnings.set(input.chatId, warningFor(check.mismatches, ledgerPreview(turnLedger)), input.now);
    deps.log.warn(
      {
        claims: check.mismatches.map((m) => ({ kind: m.kind, text: m.text, ...(m.reason ? { reason: m.reason } : {}) })),
        by: check.model?.warns ? "model" : "rules",
        ledger: turnLedger.map((e) => ({ command: e.command, status: e.status })),
        sends: turnSends.map((s) => ({ id: s.id, status: s.status })),
      },
      "the reply claims an action the tool-call ledger does not show",
    );
  } else if (check.model?.vetoed) {
    // Kept in the log so a wrong veto can be found: the claims the rules flagged, and the calls the model took as backing them.
    deps.log.info(
      {
        claims: check.claims.filter((c) => !c.supported).map((c) => ({ kind: c.kind, text: c.text, ...(c.reason ? { reason: c.reason } : {}) })),
        probability: check.model.probability,
        ledger: turnLedger.map((e) => ({ command: e.command, status: e.status })),
        sends: turnSends.map((s) => ({ id: s.id, status: s.status })),
      },
      "the rules flagged a claim; the claim model read the turn's calls as backing it, so no warning",
    );
  }
  return check;
}

/**
 * The rules' check weighed by the model (see the header): what the bot acts on. The
 * evaluation harness scores through this same function.
 */
export function withModel(reply: string, records: ClaimContext, rules: ClaimCheck, model: ClaimModel | null, kind: TurnKind): VerifiedReply {
  const read = model ? modelReading(model, reply, records, kind, rules) : undefined;
  if (!model || !read) return rules;
  const vetoes = read.vetoes && vetoesAlone(model, reply, records, kind);
  const reading: NonNullable<VerifiedReply["model"]> = { probability: Math.round(read.probability * 1000) / 1000, warns: read.warns, ...(vetoes ? { vetoed: true as const } : {}) };
  if (vetoes) return { claims: rules.claims, mismatches: [], model: reading };
  if (!read.warns) return { ...rules, model: reading };
  const said: CheckedClaim = {
    kind: "done", text: strongestSentence(model, read.input), earlier: false, supported: false,
    reason: "it reads as an action or a look-up done now, and no tool call or send backs it",
  };
  return { claims: [...rules.claims, said], mismatches: [said], model: reading };
}

/**
 * A veto must hold with the earlier turns taken away: what they did reaches the check through the
 * rules (a claim backed by an earlier call) and the model (a word referring back, "already",
 * "아까"), and a reply must not clear a warning that this turn's own calls do not answer by
 * pointing at some unrelated earlier success.
 */
function vetoesAlone(model: ClaimModel, reply: string, records: ClaimContext, kind: TurnKind): boolean {
  const alone: ClaimContext = { ...records, recentLedger: [], recentSends: [] };
  const rules = checkClaims(reply, alone);
  // (With no earlier turn the rules may find nothing to warn of: then nothing is cleared by it.)
  return rules.mismatches.length === 0 || modelReading(model, reply, alone, kind, rules)?.vetoes === true;
}
