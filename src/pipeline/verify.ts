// Verify (layers 2 and 3 of truthfulness): after a reply, compare its action claims with
// the ledger; a mismatch is logged with the claim and the ledger, and leaves a warning
// for the next request of this chat (shown once, kept across restarts).
import type { Log } from "../log.js";
import type { LedgerEntry, LedgerStore } from "../store/ledger.js";
import type { WarningStore } from "../store/warnings.js";
import { type ClaimCheck, checkClaims, warningFor } from "./claims.js";
import { ICONS, previewCommand } from "./instructions.js";

export function ledgerPreview(entries: readonly LedgerEntry[]): string {
  return entries.map((e) => `${ICONS[e.status]} ${e.name}(${previewCommand(e.command, 60)})`).join(", ");
}

export function verifyReply(
  input: { chatId: number; turnId: number; reply: string; userText: string; shownDirectly: boolean; now: number },
  deps: { ledger: LedgerStore; warnings: WarningStore; log: Log },
): ClaimCheck {
  const turnLedger = deps.ledger.forTurn(input.turnId);
  const recentLedger = deps.ledger.recent(input.chatId, 10).filter((e) => e.turnId !== input.turnId);
  const check = checkClaims(input.reply, { userText: input.userText, turnLedger, recentLedger, shownDirectly: input.shownDirectly });
  if (check.mismatches.length > 0) {
    deps.warnings.set(input.chatId, warningFor(check.mismatches, ledgerPreview(turnLedger)), input.now);
    deps.log.warn(
      { claims: check.mismatches.map((m) => ({ kind: m.kind, text: m.text })), ledger: turnLedger.map((e) => ({ command: e.command, status: e.status })) },
      "the reply claims an action the tool-call ledger does not show",
    );
  }
  return check;
}
