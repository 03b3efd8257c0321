// Runs a command the owner allowed (a skill action declaring metadata.confirm): through
// the same exec rules, recorded in the ledger (so the model's next request shows it ran),
// and reported to the chat as inert text.
import type { Clock } from "../clock.js";
import { ActionFailed, inert } from "../confirm/confirmations.js";
import type { PendingAction, PendingPayload } from "../confirm/store.js";
import type { LedgerStore } from "../store/ledger.js";
import { parseToolOutput } from "./envelope.js";
import type { ExecRunner } from "./exec.js";

const cap = (s: string, max = 1500) => (s.length > max ? `${s.slice(0, max)}…` : s);

export function createAllowedExec(d: { exec: Pick<ExecRunner, "run">; ledger: LedgerStore; clock: Clock; /** Removes secret values (skills' declared env values). */ scrub: (text: string) => string }) {
  return async (p: Extract<PendingPayload, { kind: "exec" }>, a: PendingAction): Promise<string> => {
    const ledgerId = d.ledger.start({ turnId: a.turnId ?? 0, chatId: a.chatId, conversationId: a.conversationId ?? 0, callId: `allowed_${a.id}`, name: "exec", skill: p.skill, command: d.scrub(p.command), now: d.clock.now() });
    const r = await d.exec.run(p.command, { chatId: a.chatId, matchedSkill: p.skill, onSpawn: (pid) => d.ledger.setPid(ledgerId, pid) });
    const finish = (status: "success" | "error" | "timeout", summary: string, outputChars: number | null = null) =>
      d.ledger.finish(ledgerId, { status, summary: d.scrub(summary), frame: status === "success" ? "plain" : "refused", outputChars, skill: p.skill, now: d.clock.now() });
    if (r.status === "refused") {
      finish("error", `refused: ${r.reason}`);
      throw new ActionFailed(d.scrub(r.reason));
    }
    if (r.status === "help") {
      finish("success", `read the instructions of ${p.skill}`);
      return `Done:\n${inert(p.command)}`;
    }
    if (r.status !== "success") {
      const why = r.status === "timeout" ? "it did not finish in time" : cap(r.stderr.trim().split("\n").at(-1) ?? "", 300) || `it exited with code ${r.exitCode}`;
      finish(r.status, `failed: ${why}`);
      throw new ActionFailed(d.scrub(why));
    }
    const out = parseToolOutput(r.stdout, r.skill.output, { truncated: r.truncated });
    const text = d.scrub(out.frame === "broken" ? out.received : (out.envelope.userPresentation ?? out.envelope.modelContext));
    finish("success", cap(text.split("\n").find((l) => l.trim() !== "") ?? "(no output)", 140), text.length);
    return `Done (you allowed it):\n${inert(d.scrub(p.command))}${text.trim() ? `\n${inert(cap(text.trim()))}` : ""}`;
  };
}
