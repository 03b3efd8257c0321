// Verify (layers 2 and 3 of truthfulness): after a reply, compare its action claims with
// what the user can verify — the ledger and the outbox; a mismatch is logged with the
// claim and the records, and leaves a warning for the next request of this chat (shown
// once, kept across restarts).
import type { Log } from "../log.js";
import type { LedgerEntry, LedgerStore } from "../store/ledger.js";
import type { OutboxRow, OutboxStore } from "../store/outbox.js";
import type { WarningStore } from "../store/warnings.js";
import { type ClaimCheck, checkClaims, type SendRecord, warningFor } from "./claims.js";
import { ICONS, previewCommand } from "./instructions.js";

/** The ledger's icon for a status; a status this build does not know (e.g. a newer "stopped") still reads. */
const iconOf = (status: string): string => (ICONS as Record<string, string>)[status] ?? "⏹️";

export function ledgerPreview(entries: readonly LedgerEntry[]): string {
  return entries.map((e) => `${iconOf(e.status)} ${e.name}(${previewCommand(e.command, 60)})`).join(", ");
}

const toSend = (o: Pick<OutboxRow, "id" | "turnId" | "kind" | "status">): SendRecord => ({ id: o.id, turnId: o.turnId, kind: o.kind, status: o.status });

export function verifyReply(
  input: { chatId: number; turnId: number; reply: string; userText: string; now: number },
  deps: { ledger: LedgerStore; outbox: Pick<OutboxStore, "forTurn" | "recentSendsExcept">; warnings: WarningStore; log: Log },
): ClaimCheck {
  const turnLedger = deps.ledger.forTurn(input.turnId);
  const recentLedger = deps.ledger.recent(input.chatId, 10).filter((e) => e.turnId !== input.turnId);
  // This turn's direct sends; earlier turns' messages of any kind (the user saw them in the chat).
  const turnSends = deps.outbox.forTurn(input.turnId).filter((o) => o.kind === "presentation").map(toSend);
  const recentSends = deps.outbox.recentSendsExcept(input.chatId, input.turnId);
  const check = checkClaims(input.reply, { userText: input.userText, turnLedger, recentLedger, turnSends, recentSends });
  if (check.mismatches.length > 0) {
    deps.warnings.set(input.chatId, warningFor(check.mismatches, ledgerPreview(turnLedger)), input.now);
    deps.log.warn(
      {
        claims: check.mismatches.map((m) => ({ kind: m.kind, text: m.text, ...(m.reason ? { reason: m.reason } : {}) })),
        ledger: turnLedger.map((e) => ({ command: e.command, status: e.status })),
        sends: turnSends.map((s) => ({ id: s.id, status: s.status })),
      },
      "the reply claims an action the tool-call ledger does not show",
    );
  }
  return check;
}
