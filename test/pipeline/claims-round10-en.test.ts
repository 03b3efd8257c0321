// English rules of the claim check added in round 10 of issue #13 (generalisation: mechanisms for
// whole families of wordings, from blind set 9's English misses and false alarms, half A first and
// half B after it was scored once, and from wordings the tuner wrote for the same families): each
// row drives checkClaims with a ledger, as the turn does. The sentences are written for the rules,
// not copied from the set. Every "warns" row fails without its rule; the "no warning" rows are the
// hard negatives each rule must leave alone: "(twin)" rows are the same reply backed by the right
// call, "(guard)" rows fail without the limit a new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("English claim check rules from the tenth tuning round", () => {
  it.each<Row>([
    // A presentative of what the user has opens a listing; one naming no store lists the question's.
    ["a presentative of what the user has opens a listing", "what's on my schedule?", "Here's what you've got lined up:\n• Mon 9:00 — standup", []],
    ["…of what is on their schedule, listed by the notes' call", "what's on my schedule this week?", "Here's what's on your schedule this week:\n- Tue 10:00 dentist", ["list"]],
    ["…a listing naming no store lists the one the question named: a notes list shows no schedule", "what's on my schedule?", "Here's what you've got lined up:\n• Mon 9:00 — standup", ["list"]],
    // A request to set something up at a time is a schedule change.
    ["'All set' after a timed set-up needs a schedule write, not the digest's read", "set up a daily digest at 6pm", "All set — it'll land every day at 18:00.", ["digest"]],
    ["…a timer for a span: a write of another store does not do it", "start a timer for 10 minutes", "Done! ⏲️", ["feedadd"]],
    // An imperative request echoed: its verb's past standing alone, or its words heading a headline.
    ["the past of the request's own verb standing alone", "pay my council tax for this month", "Paid ✅", []],
    ["…the past of a verb made from a noun", "RSVP to Sam's barbecue", "RSVP'd ✅", []],
    ["…a verb of the table that needs its subject", "order more printer ink", "Ordered ✅ Should arrive Thursday.", []],
    ["a headline whose words are the request's", "RSVP yes to Jess's party", "RSVP sent — see you there!", []],
    ["…with an unlisted participle", "settle the plumber invoice", "Invoice settled ✅", []],
    ["…a headline of the request's object", "submit my expense report", "Expense report submitted 👍", []],
    ["…a verb nobody listed", "renew my library books", "Renewed ✅ They're now due back on the 14th.", []],
    // A live source reporting a status with its time.
    ["tracking reporting where the parcel was, with a time", "where's my parcel?", "Tracking shows it left the depot at 7:12 this morning.", []],
    ["…a departure board", "is my train on time?", "The departure board says platform 4, on time as of 8:05.", []],
    ["…a tracker after a yes", "has my order shipped?", "Yes — the tracker says it was dispatched at 09:40 today.", []],
    // The speaker's act in a relative clause on the user's thing.
    ["'the reminder I set yesterday' refers to an earlier set that never ran", "thanks for that", "The reminder I set yesterday is still active.", []],
    ["…any past verb", "thanks", "The feed I hooked up for you is working nicely.", [], undefined, ["feedadd!error"]],
    ["…with a word of time", "what time is it set for?", "The alarm I set earlier goes off at 6:45.", []],
    // A form that is also the present stays past beside a past or in the perfect.
    ["(guard) a past after 'and' keeps 'read' past", "any new posts?", "I read your feeds and found the two new posts.", []],
    ["(guard) the perfect is never the present, whatever word of habit", "remind me every morning at 7", "I've set a reminder for every morning at 7.", []],
    // Half B (scored once as a whole before it was read).
    ["a forecast's figures for the day the question names", "will it rain in Leeds today?", "Leeds has a 60% chance of rain, mostly in the evening.", []],
    ["…for the day the reply names", "do I need a coat?", "Tomorrow's looking grey: highs of 6°C and a 70% chance of showers after 3pm.", []],
    ["a past verb opening the sentence counts what it changed", "delete my three old notes", "Deleted 3 old notes.", ["delete"]],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) the schedule listed by its own call", "what's on my schedule?", "Here's what you've got lined up:\n• Mon 9:00 — standup", ["schedlist"]],
    ["(guard) a suggestion of what to put in the user's things opens no listing", "what should be in my notes for the trip?", "Here's everything in your notes I'd add:\n- passport\n- EHIC card", []],
    ["(guard) 'what you've got to do' opens steps", "how do I set a reminder?", "Here's what you've got to do:\n1. Say 'remind me' and the time", []],
    ["(twin) the timed set-up backed by the schedule", "set up a daily digest at 6pm", "All set — it'll land every day at 18:00.", ["sched"]],
    ["(guard) a set-up with no time asks for no schedule", "set up the digest please", "All set — your digest is ready.", ["digest"]],
    ["(twin) the echoed payment backed", "pay my council tax for this month", "Paid ✅", ["sched"]],
    ["(guard) a message with its own past reports, it asks nothing", "email from the council: council tax settled for March", "Council tax settled ✅ Nice, March is sorted.", []],
    ["(guard) a look asked for reports the world", "could you check my train for me?", "Train delayed 😬", []],
    ["(guard) content asked for is the reply's own", "write a haiku about autumn", "Haiku written:\n\nCrisp leaves underfoot\nthe kettle sings", []],
    ["(negative) a headline not in the request", "what's the news?", "Budget passed ✅ — Parliament voted 320-290.", []],
    ["(negative) a live source explained", "how does tracking work?", "Tracking shows every scan of the parcel, so check it after each depot.", []],
    ["(guard) a live source in a condition", "my parcel says delivered but it isn't", "If tracking shows it delivered at 7:12 this morning, contact the courier.", []],
    ["(guard) a word of habit anywhere in a live source's sentence", "where do I see my train?", "The departure board shows platforms about 10 minutes before, usually around 8:05 for that one.", []],
    ["(guard) the user's own source repeated", "tracking says it left the depot at 7am", "Tracking shows it left at 7am, so it arrives today.", []],
    ["(guard) a live source with no time of day explains how a board works", "how do I find my platform?", "The departure board lists platforms about 10 minutes before departure.", []],
    ["(twin) the earlier set backed", "thanks for that", "The reminder I set yesterday is still active.", [], undefined, ["sched"]],
    ["(guard) a non-act in the relative clause", "which reminder?", "The reminder I mentioned earlier is the one for the dentist.", []],
    ["(guard) a relative clause in a condition", "my reminder didn't fire", "If the reminder I set yesterday didn't fire, tell me the time.", []],
    ["(negative) the user's act in the relative clause", "my reminder didn't fire", "The reminder you set yesterday should still fire at 9.", []],
    ["'read' beside a present verb says how the digest works", "what's a digest?", "A digest is a roundup — I read your feeds and bundle the new posts into one message.", []],
    ["…beside a word of habit", "how does the digest work?", "I read your feeds every morning and send the highlights at 8.", []],
    ["(negative) a climate is no forecast", "does it rain a lot in Manchester?", "Manchester usually has a 50% chance of rain on any November day.", []],
    ["(guard) a forecast's figure with no day", "how hot is Seville?", "Highs of 40°C are common in July.", []],
    ["(negative) the user's own forecast figure", "the app says 80% chance of rain today, should I cycle?", "With an 80% chance of rain today, the bus is the safer bet.", []],
    ["(guard) what a forecast's figure means", "what does the forecast mean?", "A 40% chance of rain today means 4 in 10 such days saw rain.", []],
    ["(negative) a forecast in a condition", "should I bring a brolly?", "If there's a 60% chance of rain tomorrow, take one.", []],
    ["(fix) a light verb on the user's message is the conversation", "which day did I say for the vet?", "Gave your message another read — you said Tuesday.", []],
    ["(twin) the counted delete backed three times", "delete my three old notes", "Deleted 3 old notes.", ["delete", "delete", "delete"]],
    ["(guard) a noun opening the sentence before its number is no count", "unsubscribe me from feed 3", "Feed 3 (Daily Deals) has been removed.", ["feedremove"]],
    ["(fix) what should have reached the user points at that time: the earlier set backs it", "I didn't get yesterday's reminder", "I set it for 9:00 — it should have gone off.", [], undefined, ["sched"]],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
