// Decisions must not get worse (issue 14): on the decision set (bench/decisions/cases.ts),
// the inject choice (context / skill / none, and which skill) of the new pre-reply chain
// against the sequential chain it replaced, both facing the same scripted local model.
// Also counts the local generation calls each chain made, and the calls the new chain
// started but cancelled. What this shows: the reordering, speculation, cancelling and
// skipping do not change any decision for these answers. What it cannot show: how a real
// small model answers (the answers are scripted), or timing-dependent behaviour.
import { CASES, type DecisionCase } from "./decisions/cases.js";
import { createWorld } from "./decisions/world.js";

/** One pass over the set with a given Ollama shape (generation slots, per-call latency). */
async function pass(o: { slots: number | undefined; chatMs: number }) {
  const w = await createWorld();
  w.ollama.setChatSlots(o.slots);
  w.ollama.setChatDelay(o.chatMs);
  const kinds = new Map<string, { cases: number; agree: number }>();
  const disagreements: Array<{ text: string; sequential: string; new: string }> = [];
  const calls = { sequential: 0, newAnswered: 0, newCancelled: 0 };
  const injects = { sequential: { context: 0, skill: 0, none: 0 } as Record<string, number>, new: { context: 0, skill: 0, none: 0 } as Record<string, number> };
  let skillsOld = 0;
  let skillsKept = 0;
  let decisionSkipped = 0;
  const label = (r: { inject: string; skill: string | null }) => (r.inject === "skill" ? `skill:${r.skill}` : r.inject);
  for (const [i, c] of CASES.entries()) {
    const input = await w.prepare(c, i);
    const seq = await w.run("sequential", c, input);
    const neu = await w.run("new", c, input);
    const k = kinds.get(c.kind) ?? { cases: 0, agree: 0 };
    k.cases++;
    if (label(seq) === label(neu)) k.agree++;
    else disagreements.push({ text: c.text, sequential: label(seq), new: label(neu) });
    kinds.set(c.kind, k);
    calls.sequential += seq.calls.length;
    calls.newAnswered += neu.calls.filter((x) => x.done !== undefined).length;
    calls.newCancelled += neu.calls.filter((x) => x.cancelled).length;
    (injects.sequential[seq.inject] as number)++;
    (injects.new[neu.inject] as number)++;
    if (seq.inject === "skill") {
      skillsOld++;
      if (label(seq) === label(neu)) skillsKept++;
    }
    if (!neu.calls.some((x) => x.task === "sufficiency") && seq.calls.some((x) => x.task === "sufficiency")) decisionSkipped++;
  }
  await w.close();
  const agree = [...kinds.values()].reduce((s, k) => s + k.agree, 0);
  return {
    sameInjectChoice: `${agree}/${CASES.length}`,
    byKind: Object.fromEntries([...kinds].map(([kind, k]) => [kind, `${k.agree}/${k.cases}`])),
    disagreements,
    injectChoices: injects,
    skillInjectionsKept: `${skillsKept}/${skillsOld}`,
    decisionCallsSkipped: decisionSkipped,
    localGenerationCalls: calls,
  };
}

export async function benchDecisions() {
  return {
    cases: CASES.length,
    source: "bench/decisions/cases.ts: written for this bench from seed 003's examples and everyday requests for the built-in skills, apart from the decision code; hard negatives included",
    // Latency changes the order in which answers arrive (and so what is cancelled), never a decision.
    parallelOllama10msCalls: await pass({ slots: undefined, chatMs: 10 }),
    oneSlotOllama10msCalls: await pass({ slots: 1, chatMs: 10 }),
    canShow: "the reordering, speculation, cancelling and skipping leave every inject choice as the sequential chain makes it, given the same model answers (the sufficiency answer depends on what recall found)",
    cannotShow: "a real small model's accuracy, or whether a real model would answer the raw words and the rewrite differently in other ways; answers are scripted from labels",
  };
}

export type { DecisionCase };
