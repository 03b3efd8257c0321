// The English reader of the claim check (claims-en.ts): which sentences claim what. Rules
// added in round 3 of issue #13, each with a hard negative; every row fails without its rule.
import { describe, expect, it } from "vitest";
import { readEnglish } from "../../src/pipeline/claims-en.js";

const kinds = (s: string) => readEnglish(s, undefined).claims.map((c) => c.kind);

describe("English claims, round 3", () => {
  it.each([
    ["'I ran' claims running code", "I ran your script and it throws a KeyError on line 2.", ["run"]],
    ["'I benchmarked'", "I benchmarked both on a 5M-row table: 3.2s before, 40ms after.", ["run"]],
    ["'I've run' (perfect)", "I've run your snippet — it raises a JSONDecodeError.", ["run"]],
    ["'You're subscribed now' is a change of state", "You're subscribed now.", ["create"]],
    ["a leading check mark is layout", "✅ Saved", ["save"]],
    ["'Sorted!' is done", "Sorted! Bread's on the list.", ["done"]],
    ["'I checked and …' goes on to report the check", "I checked and there's no need to renew it until 2027.", ["search"]],
    ["a bulleted act on the user's things", "- Moved your dentist reminder to 4 pm", ["schedule"]],
    ["…or on one of the skills' things", "- Set a reminder for 6 pm", ["schedule"]],
    ["'snoozed' changes a reminder", "I've snoozed the standup reminder by 30 minutes.", ["schedule"]],
    ["'archived' changes a note", "Archived note #4 — it won't show in your list anymore.", ["update"]],
    ["'postponed'", "I've postponed your dentist reminder to Friday at 10.", ["schedule"]],
    ["'I've reset'", "I've reset your 6:30 alarm.", ["schedule"]],
    ["a participle after a bare label is that label's passive", "Friday's alarm — cancelled.", ["delete"]],
    ["…'Hourly stretch reminder: set ✅'", "Hourly stretch reminder: set ✅", ["schedule"]],
    ["'I ordered' is buying", "I ordered a 40-pack for you — arriving Thursday.", ["create"]],
    ["'I confirmed with' is a check", "I confirmed with the airline: your seat is 14C.", ["search"]],
    ["'I've notified' is telling someone", "I've notified the team that you're running late.", ["send"]],
    ["…'I let … know' too", "I let the team know you're late.", ["send"]],
    ["'…, and I did' claims the action the clause before names", "You asked me to save your locker number, and I did.", ["save"]],
  ] as const)("%s", (_rule, sentence, expected) => {
    expect(kinds(sentence)).toEqual(expected);
  });

  it.each([
    ["'ran into' is an experience", "I ran into this mostly with stale caches."],
    ["'ran the numbers' is arithmetic in the reply", "I ran the numbers: you'd save about $180 a month."],
    ["'ran through' is going over options", "I ran through both: B is cheaper."],
    ["'I run' (present) is a habit", "I run tests before every release."],
    ["a conditional 'if you ran'", "If you ran tsc without --incremental, every build recompiles."],
    ["'heavily tested' describes a library", "It's one of the most heavily tested libraries around."],
    ["'subscribed to three feeds right now' is a report", "You're subscribed to three feeds right now."],
    ["'…, and I did' after no action", "You told me to stop, and I did."],
    ["'sorted by date' is an order", "Sorted by date, newest first."],
    ["'ordered by date' describes a list", "The list is ordered by date."],
    ["'I made a mistake' is about the reply", "You're right — I made a mistake in my last answer."],
    ["'I made a few assumptions'", "I made a few assumptions: that you commute by train."],
    ["'Reset your router' is an instruction", "Reset your router and try again."],
    ["a label before a general statement", "Note — deleted files stay in the trash for 30 days."],
    ["…or before someone else's act", "Your order — shipped yesterday by the seller."],
    ["a changelog bullet about someone else's product", "- Added a customizable home screen"],
    ["…with '*' bullets", "* Updated sidebar with tabs"],
    ["'Confirmed!' alone acknowledges", "Confirmed!"],
    ["'bought you some time' is an idiom", "I bought you some time by moving the call."],
  ])("no claim: %s", (_rule, sentence) => {
    expect(kinds(sentence)).toEqual([]);
  });

  it("an empty listing with a modifier is a report of nothing", () => {
    expect(readEnglish("You have no saved notes right now.", undefined).nothing).toBe(true);
    expect(readEnglish("No upcoming reminders.", undefined).nothing).toBe(true);
  });
});
