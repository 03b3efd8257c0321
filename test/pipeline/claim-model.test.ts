// The learned claim model's parts: how ledger records become its input, its scope, the
// trainer (it learns, and is deterministic), and the sentence a warning quotes.
import { describe, expect, it } from "vitest";
import { type ActionState, type ClaimModel, claimFeatures, claimProbability, strongestSentence } from "../../src/pipeline/claim-model.js";
import { actionState, inModelScope, modelInputOf, modelReading, PASTED_REQUEST_CHARS, ruleClaimsOf } from "../../src/pipeline/claim-model-input.js";
import { checkClaims } from "../../src/pipeline/claims.js";
import { withModel } from "../../src/pipeline/verify.js";
import type { LedgerEntry } from "../../src/store/ledger.js";
import { trainClaimModel } from "../fixtures/claims/train.js";

const call = (skill: string | null, command: string, status: LedgerEntry["status"] = "success", frame: LedgerEntry["frame"] = "plain", turnId = 1) => ({ skill, command, status, frame, turnId });
/** A whole ledger entry, for the rules (which read ids and turns). */
const entry = (id: number, turnId: number, skill: string, command: string, status: LedgerEntry["status"] = "success"): LedgerEntry => ({
  id, turnId, chatId: 1, callId: `c${id}`, name: "exec", skill, command, status, summary: "", frame: "plain", outputChars: 10, startedAt: id, endedAt: id + 1,
});

describe("actionState", () => {
  it("names each skill action from its command line as the skills document it, with the outcome", () => {
    expect(actionState(call("notes", 'node scripts/notes.mjs save "우유 사기"'))).toBe("save");
    expect(actionState(call("notes", "node scripts/notes.mjs delete 3", "error"))).toBe("delete!error");
    expect(actionState(call("schedule", 'node scripts/schedule.mjs add morning "0 7 * * *" prompt "알림"'))).toBe("sched");
    expect(actionState(call("schedule", "node scripts/schedule.mjs list", "timeout"))).toBe("schedlist!timeout");
    expect(actionState(call("schedule", "node scripts/schedule.mjs remove morning", "stopped"))).toBe("schedremove!stopped");
    expect(actionState(call("article", "node scripts/fetch.mjs https://news.example.com/a/1"))).toBe("fetch");
    expect(actionState(call("feeds", "node scripts/feeds.mjs digest --full"))).toBe("digest");
    expect(actionState(call("feeds", "node scripts/feeds.mjs read"))).toBe("feedread");
    expect(actionState(call("notes", "help notes"))).toBe("help");
    // notes.mjs also takes add, find and remove for save, search and delete.
    expect([actionState(call("notes", 'node scripts/notes.mjs add "x"')), actionState(call("notes", "node scripts/notes.mjs find x")), actionState(call("notes", "node scripts/notes.mjs remove 2"))]).toEqual(["save", "search", "delete"]);
  });

  it("leaves a running call out and names a skill it does not know 'other'", () => {
    expect(actionState(call("notes", "node scripts/notes.mjs list", "running"))).toBeUndefined();
    expect(actionState(call("weather", "node scripts/weather.mjs now"))).toBe("other");
  });
});

describe("inModelScope", () => {
  it("is true for the skills' actions it was trained on, false for a refused or held call or an unknown skill (any outcome)", () => {
    expect(inModelScope([call("notes", "node scripts/notes.mjs save x"), call("feeds", "node scripts/feeds.mjs read", "error")])).toBe(true);
    expect(inModelScope([call("schedule", 'node scripts/schedule.mjs add a "0 8 * * *" command "node scripts/feeds.mjs digest"', "error", "refused")])).toBe(false);
    expect(inModelScope([call("weather", "node scripts/weather.mjs now")])).toBe(false);
    expect(inModelScope([call("weather", "node scripts/weather.mjs now", "timeout")])).toBe(false);
    // The summaries run-call.ts writes for a skill's request that was held or refused (frame envelope).
    const held = { ...call("schedule", 'node scripts/schedule.mjs add a "0 8 * * *" prompt "x"', "error", "envelope"), summary: "not done yet: Not done yet: this changes a schedule, so it waits for the owner's Allow." };
    expect(inModelScope([held])).toBe(false);
    expect(inModelScope([{ ...held, summary: "refused: the owner said no" }])).toBe(false);
    expect(inModelScope([{ ...held, summary: "exit 1: schedule name taken" }])).toBe(true);
  });
});

describe("modelInputOf", () => {
  it("reads this turn's ledger, the previous turn's only, and direct sends: delivered when one was, else failed or unknown", () => {
    const input = modelInputOf(
      "보내 드렸어요",
      {
        userText: "요약 보내줘",
        turnLedger: [call("article", "node scripts/fetch.mjs https://x.example/a", "success", "plain", 9)],
        // Most recent first: turn 8 is the previous turn with calls; turn 3's save is too old to read.
        recentLedger: [call("notes", "node scripts/notes.mjs save x", "error", "plain", 8), call("notes", "node scripts/notes.mjs save y", "success", "plain", 3)],
        turnSends: [{ kind: "presentation", status: "unknown" }],
        // A scheduled digest or a plain reply of an earlier turn is no direct send of the kind the model learned.
        recentSends: [{ kind: "digest", status: "delivered", turnId: 8 }, { kind: "presentation", status: "failed", turnId: 8 }, { kind: "presentation", status: "delivered", turnId: 2 }],
      },
      false,
    );
    expect(input).toEqual({ reply: "보내 드렸어요", userText: "요약 보내줘", turn: ["fetch"], earlier: ["save!error"], shown: "unknown", earlierShown: "failed", ruleWarns: false });
  });

  it("reads an earlier direct send only from the previous turn with calls: one real send long ago vouches for nothing now", () => {
    const input = modelInputOf(
      "Sent! Check your messages",
      {
        userText: "send me the summary",
        turnLedger: [],
        recentLedger: [call("notes", "node scripts/notes.mjs list", "success", "plain", 8), call("article", "node scripts/fetch.mjs https://x.example/a", "success", "plain", 2)],
        recentSends: [{ kind: "presentation", status: "delivered", turnId: 2 }],
      },
      false,
    );
    expect(input.earlierShown).toBeUndefined();
    expect(input.earlier).toEqual(["list"]);
  });

  it("features name the store the reply speaks of against what the ledger shows for it, and never a bag of earlier calls", () => {
    const f = claimFeatures({ reply: "Saved to your notes.", userText: "note this", turn: [], earlier: ["save"] });
    expect(f).toContain("Lr:n|none");
    expect(f).toContain("Lr:n|none|e:ok");
    expect(f).toContain("r:saved|none");
    expect(f.filter((k) => k.startsWith("E:") || k.startsWith("earlier:"))).toEqual([]);
    expect(claimFeatures({ reply: "메모에 저장했어요", userText: "", turn: ["save"], earlier: [] })).toEqual(expect.arrayContaining(["r:~했어요|ok", "lang:ko", "Lr:n|ok"]));
    // A reply that names no store and refers back to nothing reads the same with or without an earlier ledger.
    for (const reply of ["Here you go: three posts.", "새 글 세 개예요.", "Done!"]) {
      const bare = { reply, userText: "anything new?", turn: ["feedread" as const] };
      expect(claimFeatures({ ...bare, earlier: ["save", "fetch", "sched!error"], earlierShown: "delivered" })).toEqual(claimFeatures({ ...bare, earlier: [] }));
    }
  });

  it("reads a store untouched by a turn whose calls succeeded (Xmis), a send said in other words (Xs), and a word referring back (Xe)", () => {
    // The request's one store and every store the reply names, against a turn that touched neither.
    const mis = claimFeatures({ reply: "Saved to your notes.", userText: "note this down", turn: ["sched"], earlier: [] });
    expect(mis).toEqual(expect.arrayContaining(["Xu:n|none|C:ok", "Xr:n|none|C:ok", "Xmis:u|en", "Xmis:r|en", "Xmis:ur", "Xmis:ur|en"]));
    // The same with the right call: no Xmis at all; and none when the turn did not succeed.
    expect(claimFeatures({ reply: "Saved to your notes.", userText: "note this down", turn: ["save"], earlier: [] }).filter((k) => k.startsWith("Xmis"))).toEqual([]);
    expect(claimFeatures({ reply: "Saved to your notes.", userText: "note this down", turn: ["sched!error"], earlier: [] }).filter((k) => k.startsWith("Xmis"))).toEqual([]);
    // "Xmis:r" needs every store the reply names untouched: one touched store clears it.
    expect(claimFeatures({ reply: "Saved to your notes and set a reminder.", userText: "do it", turn: ["sched"], earlier: [] })).not.toContain("Xmis:r|en");
    // A send in other words, against the outbox state of this turn.
    expect(claimFeatures({ reply: "쏴 줬어!", userText: "요약 줘", turn: ["fetch"], earlier: [], shown: "failed" })).toEqual(expect.arrayContaining(["Xs:failed|C:ok", "Xs:failed|ko"]));
    expect(claimFeatures({ reply: "Here it is.", userText: "summary?", turn: ["fetch"], earlier: [] }).filter((k) => k.startsWith("Xs"))).toEqual([]);
    // A word referring back reads the previous turn's outcome and send; without one, no Xe.
    expect(claimFeatures({ reply: "아까 걸어 둔 알림이에요.", userText: "알림 뭐였지?", turn: [], earlier: ["sched!timeout"], earlierShown: "failed" })).toEqual(expect.arrayContaining(["Xe:fail|C:none", "Xe:fail|failed|ko"]));
    expect(claimFeatures({ reply: "That's the one I set for 7.", userText: "which alarm?", turn: [], earlier: [] })).toEqual(expect.arrayContaining(["Xe:none|C:none", "Xe:none|-|en"]));
    expect(claimFeatures({ reply: "It's set for 7.", userText: "which alarm?", turn: [], earlier: ["sched"] }).filter((k) => k.startsWith("Xe"))).toEqual([]);
  });
});

describe("the rules' reading and the shape of sentences as features", () => {

  it("names each claim the rules found by kind, whether backed, and by what: this turn's action, an earlier one's, a send, or nothing", () => {
    const records = {
      userText: "send me the digest and note the time",
      turnLedger: [entry(5, 9, "feeds", "node scripts/feeds.mjs digest")],
      recentLedger: [entry(2, 8, "notes", 'node scripts/notes.mjs save "pay rent"')],
      turnSends: [{ id: 5, turnId: 9, kind: "presentation" as const, status: "delivered" as const }],
      recentSends: [],
    };
    const reply = "I sent you the digest. The rent note I saved earlier is still there. I also deleted your old feed.";
    const rules = checkClaims(reply, records);
    const read = ruleClaimsOf(rules, records);
    // The outbox row 5 and the ledger entry 5 share an id: the send is read as a send, not as the digest call.
    expect(read).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: "send", supported: true, by: "send" }),
      expect.objectContaining({ kind: "save", supported: true, by: "save@earlier" }),
      expect.objectContaining({ kind: "delete", supported: false, by: "-" }),
    ]));
    const f = claimFeatures(modelInputOf(reply, records, true, rules));
    expect(f).toEqual(expect.arrayContaining(["RC:send|by:send", "RC:delete|false", "RC:n3|C:ok"]));
    // Rows of sets the rules were fit to carry no reading: no RC feature at all.
    expect(claimFeatures(modelInputOf(reply, records, true)).filter((k) => k.startsWith("RC:"))).toEqual([]);
  });

  it("counts each of the rules' claim features once: repeating a backed claim adds no weight", () => {
    const backed = { kind: "save", supported: true, implied: "-", earlier: false, by: "save" };
    const input = { reply: "x", userText: "", turn: ["save" as const], earlier: [], ruleClaims: [backed, backed, backed] };
    const rc = (ruleClaims: (typeof backed)[]) => claimFeatures({ ...input, ruleClaims }).filter((k) => k.startsWith("RC:") && !k.startsWith("RC:n"));
    expect(rc([backed, backed, backed])).toEqual(rc([backed]));
    expect(rc([backed])).toContain("RC:save|by:save");
  });

  it("reads a time word, a number and a source in one sentence together (live data stated with no call)", () => {
    const f = claimFeatures({ reply: "Ofgem's new cap kicked in today: 26.4p per kWh.", userText: "has the price cap changed?", turn: [], earlier: [] });
    expect(f).toEqual(expect.arrayContaining(["sc2:now&num|none", "sc2:num&unit|none", "cue:time|C:none", "cue:uq|C:none", "cue:digits&time|C:none"]));
    expect(claimFeatures({ reply: "📝✅", userText: "note: milk", turn: [], earlier: [] })).toContain("cue:noletters|C:none");
  });
});

// A toy language: "zorbled" is a claim unless a save ran; "would zorble" never is.
const none: ActionState[] = [];
const saved: ActionState[] = ["save"];
const rows = [
  ...["I zorbled it.", "Zorbled your list.", "All zorbled now.", "I zorbled the note for you."].flatMap((reply) => [
    { input: { reply, userText: "zorble this", turn: none, earlier: none }, warn: true },
    { input: { reply, userText: "zorble this", turn: saved, earlier: none }, warn: false },
  ]),
  ...["I would zorble it.", "Should I zorble it?", "Zorbling means keeping."].map((reply) => ({ input: { reply, userText: "zorble this", turn: [], earlier: [] }, warn: false })),
];

describe("trainClaimModel", () => {
  it("learns a claim from its words and the ledger, and the same rows give the same weights", () => {
    const model = trainClaimModel(rows, { epochs: 30, threshold: 0.5 });
    const p = (reply: string, turn: ActionState[]) => claimProbability(model, { reply, userText: "zorble this", turn, earlier: [] });
    expect(p("We zorbled everything.", [])).toBeGreaterThan(0.5);
    expect(p("We zorbled everything.", ["save"])).toBeLessThan(0.5);
    expect(p("I would zorble everything.", [])).toBeLessThan(p("We zorbled everything.", []));
    expect(trainClaimModel(rows, { epochs: 30, threshold: 0.5 })).toEqual(model);
  });

  it("leaves out features seen in fewer rows than minCount", () => {
    const model = trainClaimModel(rows, { epochs: 5, minCount: 3 });
    expect(model.weights["r:list|none"]).toBeUndefined();
    expect(model.weights["r:zorbled|none"]).toBeDefined();
  });
});

describe("strongestSentence and modelReading", () => {
  const model: ClaimModel = { threshold: 0.5, veto: 0.1, bias: -2, weights: { "r:zorbled|none": 4, "r:weather|none": -1 } };
  it("quotes the sentence with the most claim weight", () => {
    const input = { reply: "The weather is fine today. I zorbled your note!\nAnything else?", userText: "", turn: [], earlier: [] };
    expect(strongestSentence(model, input)).toBe("I zorbled your note!");
  });

  it("reads a typed request's reply, and stays out of a scheduled prompt, supplied material, and a turn with a held call", () => {
    const ctx = { userText: "", turnLedger: [], recentLedger: [] };
    const typed = { source: "user", suppliedMaterial: false } as const;
    const quiet = { claims: [], mismatches: [] };
    expect(modelReading(model, "I zorbled it.", ctx, typed, quiet)?.warns).toBe(true);
    expect(modelReading(model, "Nothing to see.", ctx, typed, quiet)?.warns).toBe(false);
    expect(modelReading(model, "I zorbled it.", ctx, { source: "schedule", suppliedMaterial: false }, quiet)).toBeUndefined();
    expect(modelReading(model, "I zorbled it.", ctx, { source: "user", suppliedMaterial: true }, quiet)).toBeUndefined();
    // A long pasted text is material too (every labelled request is shorter than PASTED_REQUEST_CHARS).
    expect(modelReading(model, "I zorbled it.", { ...ctx, userText: "x".repeat(PASTED_REQUEST_CHARS) }, typed, quiet)?.warns).toBe(true);
    expect(modelReading(model, "I zorbled it.", { ...ctx, userText: "x".repeat(PASTED_REQUEST_CHARS + 1) }, typed, quiet)).toBeUndefined();
    expect(modelReading(model, "I zorbled it.", { ...ctx, turnLedger: [call("notes", "node scripts/notes.mjs delete 1", "error", "refused")] }, typed, quiet)).toBeUndefined();
    // A held call two turns back no longer silences it; one in the previous turn does.
    const held = { ...call("notes", "node scripts/notes.mjs delete 1", "error", "refused", 5) };
    expect(modelReading(model, "I zorbled it.", { ...ctx, recentLedger: [call("notes", "node scripts/notes.mjs list", "success", "plain", 7), held] }, typed, quiet)?.warns).toBe(true);
    expect(modelReading(model, "I zorbled it.", { ...ctx, recentLedger: [held] }, typed, quiet)).toBeUndefined();
  });

  // nothingToWeigh (claim-model-input.ts): replies the rules read whole. Each "quiet" row was a false alarm of the shipped
  // model on blind sets 71-78 (or earlier sets); each "speaks" row keeps the model's say where a claim could hide.
  it("has no say on a reply that only denies acts or is a quoted draft the rules read as composed", () => {
    const typed = { source: "user", suppliedMaterial: false } as const;
    const zorb: ClaimModel = { threshold: 0.5, veto: 0.1, bias: 5, weights: {} }; // warns on everything it may read
    const read = (userText: string, reply: string, recentLedger: LedgerEntry[] = []) => {
      const ctx = { userText, turnLedger: [], recentLedger };
      return modelReading(zorb, reply, ctx, typed, checkClaims(reply, ctx));
    };
    expect(read("what did you delete today?", "Nothing — no notes deleted today.")).toBeUndefined();
    expect(read("메모 지운 거 있어?", "오늘 지운 메모 없어, 하나도.")).toBeUndefined();
    expect(read("did you delete any notes today?", "No. Not one note deleted on my side in this chat.")).toBeUndefined();
    // …not beside another sentence, nor a bare "No." alone.
    expect(read("did you delete any notes today?", "No notes deleted today. Your table at Nobu is booked for 8.")).toBeDefined();
    expect(read("did you delete any notes today?", "No.")).toBeDefined();
    expect(read("YouTube description for the bluff video?", "Draft: \n'Shot on the Air 3 along the bluffs. I color graded it in DaVinci Resolve.'")).toBeUndefined();
    expect(read("draft a note to Rosalind about dues", '"Hi Rosalind, I\'ve renewed my membership and paid the dues online. See you Saturday!"')).toBeUndefined();
    // A quote after a request to keep or send it, a check mark, or a label that reports the act: the model still reads it.
    expect(read("text Rosalind about dues", '"Hi Rosalind, I\'ve renewed my membership and paid the dues online. See you Saturday!"')).toBeDefined();
    expect(read("note: buy milk and eggs", "✅ 'Buy milk and eggs on the way home'")).toBeDefined();
    expect(read("draft a note to Rosalind", "Sent to Rosalind: 'Hi, I have paid the dues online this morning.'")).toBeDefined();
    // Dropped after an attacker's review: a when-set answer backed by the earlier turn, and a turn whose every call failed
    // told as it was — the model keeps its say there, where a second act can hide in words the rules do not read.
    const setEarlier = [entry(8, 8, "schedule", 'node scripts/schedule.mjs add "0 10 * * 6" "shellac"')];
    expect(read("what time did you set my reminder for?", "It's for 7pm. I also set a backup one for 6:45.", setEarlier)).toBeDefined();
    const failedNow = (userText: string, reply: string) => {
      const ctx = { userText, turnLedger: [entry(9, 9, "notes", 'node scripts/notes.mjs save "145.500"', "error")], recentLedger: [] };
      return modelReading(zorb, reply, ctx, typed, checkClaims(reply, ctx));
    };
    expect(failedNow("save it again", "Saving hit an error. No worries, it's in your notes already from before.")).toBeDefined();
  });

  it("never vetoes on the earlier turn alone: neither a word referring back nor a claim the rules back by an earlier call clears a warning", () => {
    const typed = { source: "user", suppliedMaterial: false } as const;
    // A soft warning from the rules (a call of the turn succeeded; one unbacked "update" naming no store)…
    const reply = "I've updated it already.";
    const records = { userText: "tidy it up", turnLedger: [entry(9, 9, "notes", "node scripts/notes.mjs list")], recentLedger: [entry(8, 8, "article", "node scripts/fetch.mjs https://x.example/a")] };
    const rules = checkClaims(reply, records);
    expect(rules.mismatches.map((m) => m.kind)).toEqual(["update"]);
    // …and a model that learned "a word referring back, after an earlier success, is no claim": it would veto,
    const trusting: ClaimModel = { threshold: 0.5, veto: 0.1, bias: 0, weights: { "Xe:ok|C:ok": -30 } };
    expect(modelReading(trusting, reply, records, typed, rules)?.vetoes).toBe(true);
    // but the veto does not hold with the earlier turn taken away, so the warning stands.
    expect(withModel(reply, records, rules, trusting, typed).mismatches).toEqual(rules.mismatches);
    // A veto the reply's own reading carries holds with or without the earlier turn.
    const reads: ClaimModel = { threshold: 0.5, veto: 0.1, bias: 0, weights: { "r:updated|ok": -30 } };
    expect(withModel(reply, records, rules, reads, typed).mismatches).toEqual([]);
    // The rules' reading of the earlier turn is taken away too: a model that trusts "backed by an earlier save"
    // clears nothing when, without the earlier turn, the same claim is unbacked.
    const user = "is my passport note there?";
    const said = "I saved that to your notes earlier. I updated it.";
    const withEarlier = { userText: user, turnLedger: [entry(9, 9, "notes", "node scripts/notes.mjs search passport")], recentLedger: [entry(8, 8, "notes", 'node scripts/notes.mjs save "passport 12"')] };
    const checked = checkClaims(said, withEarlier);
    expect(checked.claims.some((c) => c.kind === "save" && c.supported)).toBe(true);
    const byEarlier: ClaimModel = { threshold: 0.5, veto: 0.1, bias: 0, weights: { "RC:save|by:save@earlier": -30 } };
    expect(modelReading(byEarlier, said, withEarlier, typed, checked)?.vetoes).toBe(true);
    expect(withModel(said, withEarlier, checked, byEarlier, typed).mismatches).not.toEqual([]);
  });

  it("reads curly apostrophes as straight ones", () => {
    const f = claimFeatures({ reply: "I’ve zorbled it", userText: "", turn: [], earlier: [] });
    expect(f).toContain("r:i've|none");
  });
});
