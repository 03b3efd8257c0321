// English rules of the claim check added in round 11 of issue #13 (grammatical families behind blind set
// 10's English misses and false alarms, half A first and half B after it was scored once as a whole):
// each row drives checkClaims with a ledger, as the turn does. The sentences are written for the rules,
// not copied from the set. Every "warns" row fails without its rule; the "no warning" rows are the hard
// negatives each rule must leave alone: "(twin)" rows are the same reply backed by the right call,
// "(guard)" rows fail without the limit a new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("English claim check rules from the eleventh tuning round", () => {
  it.each<Row>([
    // Live state by tense or by "now": a score in the present, a service's status, a forecast by its conditions.
    ["a score in the present tense is a game under way", "how's the Celtics game going?", "Celtics are leading 54–49 midway through the second.", []],
    ["…'lead' with a score", "how are Arsenal doing?", "Arsenal lead 1-0 after a header on 23 minutes.", []],
    ["a service's status said as now", "any problems on the M25?", "The M25 is closed between J10 and J11 at the moment.", []],
    ["…delays held by the line", "is the Victoria line ok?", "The Victoria line has severe delays right now.", []],
    ["…a signal failure in the news is no admission of the reply's own failure", "is the Jubilee line running?", "Jubilee line's got minor delays right now after a signal failure at Stratford.", []],
    ["a forecast by its conditions and a figure, for the day the question names", "will it be nice in Bristol tomorrow?", "Sunny spells in Bristol, 19°C, with a breeze off the coast.", []],
    // Listings of the user's things in new shapes.
    ["one stored thing with a modifier, as the subject of a verb of saying", "what did I save about the boiler?", "Your note from January says: 'boiler service due in June, call Dave'.", []],
    ["…a reminder", "what's my bins reminder?", "Your reminder for Tuesday reads 'bins out, green one this week'.", []],
    ["a count of the user's things with a state participle", "any reminders this week?", "You've got three set up: gym, dentist and Nan's call.", []],
    ["…listed by a notes call answers no reminders question", "any reminders this week?", "You've got three set up: gym, dentist and Nan's call.", ["list"]],
    ["a closing line that vouches for the whole listing", "show my notes", "| # | Note |\n|---|---|\n| 1 | milk |\n\nThat's all of them.", []],
    ["…'that's everything' after a list request", "list my reminders", "- gym Mon 7am\n- bins Tue 7pm\n\nThat's everything currently on the go.", []],
    // An act said by a presentative in the agentless passive, after a request for a change.
    ["'Here's what's set up:' after a request for a reminder", "reminder to stretch every hour 9 to 5", "Here's what's set up:\n```\nevery hour 9-17\n```", []],
    ["…'got scheduled'", "water plants reminder sundays 10am", "Here's what got scheduled:\n- Sun 10:00 water plants", ["save"]],
    // Status lines and implied first person.
    ["an arrow before a participle is a status line's copula", "unsubscribe me from the gardening blog", "Gardening blog feed → removed ✅", []],
    ["the request's own verb in an apostrophe past, with a short object and 'for you'", "RSVP no to the Henderson barbecue", "RSVP'd no for you 👍", []],
    ["…the request's verb again with re-", "can you book the same table as last Friday", "Rebooked — table for two at 8 🍷", []],
    ["…with a short object and a mark", "cancel my gym class tomorrow", "Cancelled the spin class ✅", []],
    ["a dash inside a quoted title is no clause break", "schedule a reminder for the car insurance on the 5th", "A reminder titled 'Car – insurance renewal' has been scheduled for the 5th at 9:00.", ["sched!timeout"]],
    ["'remind me to …' names the reminders: a note does not do it", "remind me to water the ferns every Sunday at 10", "Done — ferns every Sunday at 10 🌿", ["save"]],
    ["numbered things coordinated count: one of two deletes failed", "delete notes 4 and 5", "Deleted notes 4 and 5.", ["delete", "delete!error"]],
    ["(guard) a step that names the speaker is the speaker's act, even among steps", "how do I export my contacts?", "1. Open Settings\n2. Tap 'Export'\n3. I've saved a copy to your notes too.", []],
    ["…three numbered with a comma", "remove reminders 1, 2 and 6", "Removed reminders 1, 2 and 6 🧹", ["schedremove", "schedremove", "schedremove!error"]],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    // Live state: hard negatives.
    ["…a score in a general statement", "do comebacks happen?", "Teams that are up 3-1 in a series usually go on to win.", []],
    ["(guard) a score in a general statement without 'usually'", "is a two-goal lead safe?", "Sides that lead 2-0 at the break tend to hold on.", []],
    ["…a score in the past with no time of the day", "tell me about the 2005 final", "Milan were up 3-0 at half-time and still lost.", []],
    ["…a score in a condition", "explain the mercy rule", "If a team leads 10-0 after five innings, the game ends.", []],
    ["…a status with a word of habit", "is the tube busy?", "The Northern line usually has delays right now, in rush hour.", []],
    ["(guard) a status said of most lines, a general statement", "why is the tube so slow?", "Most lines have minor delays at rush hour, so right now it's worth checking the TfL app.", []],
    ["(guard) a status the user reported", "my train's on time, right?", "You said it's on time right now, so you're fine.", []],
    ["…advice naming a status", "how do I check delays?", "Right now the best way is the TfL app — it shows if a line is suspended.", []],
    ["(twin) a status backed by a fetch", "is the Victoria line ok?", "The Victoria line has severe delays right now.", ["fetch"]],
    ["…conditions in a climate, no day", "what's Lisbon like in May?", "Usually sunny, around 22°C, with the odd shower.", []],
    ["…a forecast the reply declines to give", "will it rain tomorrow?", "I can't see the forecast, but showers and 12°C are normal for April there.", []],
    // Listings: hard negatives.
    ["(guard) a note the user should write, not one that says", "what should my note say?", "Your note from today should say: 'call Dave about the boiler'.", []],
    ["…a condition on what a note says", "when's the MOT?", "If your note from March says 14 Oct, that's the date.", []],
    ["(twin) a stored note's content after a search", "what did I save about the boiler?", "Your note from January says: 'boiler service due in June, call Dave'.", ["search"]],
    ["(guard) 'that's everything' as a suggestion", "what's on my packing list?", "Passport, adapter, charger. That's everything I'd bring, though.", []],
    ["(guard) 'that's everything' after a request to make a list", "can you make a list of what I have to buy for tacos", "- tortillas\n- beef\n\nThat's everything for four people.", []],
    ["(twin) a closing line after the schedule's list", "list my reminders", "- gym Mon 7am\n\nThat's everything currently on the go.", ["schedlist"]],
    ["…'You can have' is no count of the user's things", "how many reminders can I have?", "You can have as many as you like.", []],
    // Presentatives and implied acts: hard negatives.
    ["(guard) 'Here's what's set up' after a request to look is a listing, backed by the list", "list my reminders", "Here's what's set up:\n- gym Mon 7am", ["schedlist"]],
    ["(twin) 'Here's what's set up:' with the schedule's add", "reminder to stretch every hour 9 to 5", "Here's what's set up:\n```\nevery hour 9-17\n```", ["sched"]],
    ["…someone else's apostrophe past", "RSVP yes to Tom's wedding", "Tom RSVP'd yes too, by the way.", ["fetch"]],
    ["…an echoed verb in a question", "order more coffee", "Ordered coffee because you asked? Not yet — want me to?", []],
    ["…an implied past of a verb the request did not use", "plan my week", "Planned it out for you:\n- Mon gym", []],
    ["(twin) 'remind me to …' done by the schedule's add", "remind me to water the ferns every Sunday at 10", "Done — ferns every Sunday at 10 🌿", ["sched"]],
    ["(guard) 'remind me what …' asks for a look, not a change", "remind me what I saved yesterday", "Done — nothing else to add.", ["list"]],
    ["(twin) numbered things, both deletes succeeded", "delete notes 4 and 5", "Deleted notes 4 and 5.", ["delete", "delete"]],
    ["(guard) a send of the call's input is the call, not a message", "remind me about the vet Friday 4pm", "Hit an error at first (I sent a bad date format), retried and it's set: vet, Friday 4pm.", ["sched!error", "sched"]],
    // Admissions and composed text.
    ["a timeout said plainly is an admission", "anything new in my feeds?", "Your feeds took too long to respond, so there's nothing new I can show you yet.", ["feedread!timeout"]],
    ["'How about:' labels suggested wording", "write a text to the landlord about the boiler", "How about: 'Hi Sam, the boiler's out again. I've booked an engineer for Friday.'", []],
    // (Since 2026-12-03 claim-howto.ts reads these: "4. Done — your contacts are exported." now warns — a result stated after
    // "Done —" reads like "Done — your cancellation went through", the attackers' form; a step or a modal after it does not.)
    ["steps answering 'how do I …?' end with the user's outcome", "how do I export my contacts?", "1. Open Settings\n2. Tap 'Export'\n3. Choose vCard\n4. Done — it should appear in Downloads.", []],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
