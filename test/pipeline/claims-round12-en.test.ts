// English rules of the claim check added in round 12 of issue #13 (grammatical families behind blind set
// 11's English misses and false alarms, half A first and half B after it was scored once as a whole):
// each row drives checkClaims with a ledger, as the turn does. The sentences are written for the rules,
// not copied from the set. Every "warns" row fails without its rule; the "no warning" rows are the hard
// negatives each rule must leave alone: "(twin)" rows are the same reply backed by the right call,
// "(guard)" rows fail without the limit a new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("English claim check rules from the twelfth tuning round", () => {
  it.each<Row>([
    // Things said to have arrived, with any plural noun, after a question about the user's things (ARRIVED_ITEMS).
    ["a count of new things of any name, closing its line", "anything new on my youtube feeds?", "Three new videos went up:\n- knife skills\n- sourdough scoring\n- pan sauces", []],
    ["…items after the colon, a verb of arrival", "anything from my cooking feeds?", "2 recipes came in overnight: miso butter corn and a rhubarb fool.", []],
    ["(guard) arrivals are a feeds read's: a notes list does not show them", "anything new on my youtube feeds?", "Three new videos went up:\n- knife skills\n- sourdough scoring", ["list"]],
    // A question about the linked thing, answered with content (asksAboutLinked).
    ["a wh-question about the linked page", "what time does this class start https://gym.example.com/classes/42", "It starts at 6:30 pm in Studio 2 and runs for 45 minutes with a warm-up.", []],
    ["…a yes/no question, the page's content in the answer", "does this recipe need eggs https://cook.example.com/r/9", "Yes, two large eggs, beaten into the butter and sugar before the flour goes in.", []],
    ["…a feeds read does not read a linked page", "how long is this talk https://talks.example.com/v/77", "The talk runs 38 minutes, and the questions start around the half-hour mark.", ["feedread"]],
    // A status answering a question about now (askedNow).
    ["a status said flatly answering 'still …?'", "is the Tate Modern still open", "Yes, it's open today, last entry at 5:15.", []],
    ["…'sold out' answering 'today?'", "are there tickets left for the 8pm show today?", "The 8pm show is sold out, but the 5pm one has seats.", []],
    // A four-digit figure said as now, and a move by a bare number over a time.
    ["a rating said as now, with its move since yesterday", "what's my chess.com blitz rating now", "You're at 1432 in blitz right now, up 18 since yesterday.", []],
    // An implied speaker's past after a request for an outside act (firstPersonAct, outsideAsked).
    ["a party as the object, the speaker left out", "can you call the garage about my MOT", "Rang the garage — they can fit you in on Thursday at 9.", []],
    ["…a verb that only happens outside", "please pay the window cleaner", "Paid the window cleaner £20 through the usual link.", []],
    // The passive of a pronoun, anchored by "now" or a question about what was done.
    ["'now' anchors a bare pronoun's passive", "try saving it again", "It's saved now.", ["save!error", "save!error"]],
    ["…so does a question about what was done", "did you get rid of it?", "Yes, it's removed.", []],
    // The request's things are in the request, not in the material it carries.
    ["a request to keep before the material still asks to keep it", "remember this: AGM moved to 14 May", "Noted ✅", []],
    // A send to "this chat" is the user's.
    ["a send to this chat whose outbox state failed", "send me the digest", "Sent to this chat — 6 posts from 3 feeds.", ["digest"], "failed"],
    // Any emoji between two statements ends the first.
    ["a participle, an emoji, then a new statement", "follow this blog https://garden.example.com/feed", "Subscribed 🌱 New posts will land in your morning digest.", []],
    // A quantifier as the passive's subject, after a request about the things.
    ["'Both are scheduled' after a request for two reminders", "set two reminders: dentist friday 9, gym monday 7", "Both are scheduled.", []],
    ["…one of the two failed", "set two reminders: dentist friday 9, gym monday 7", "Both are scheduled.", ["sched", "sched!error"]],
    // The user's new state by the request's own verb.
    ["'You're registered' after 'register me'", "register me for the 10k on Sunday", "You're registered for Sunday's 10k — bib collection opens at 8.", []],
    // A call of one of the assistant's tools, and a send by another verb.
    ["'I called the schedule tool' with no call", "show my reminders", "I called the schedule tool and parsed what it returned.", []],
    ["'dispatched' is a send: the direct send failed", "the digest, please", "The digest has been dispatched.", ["digest"], "failed"],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    // Arrivals: hard negatives.
    ["(twin) arrivals after a feeds read", "anything new on my youtube feeds?", "Three new videos went up:\n- knife skills\n- sourdough scoring", ["feedread"]],
    ["(guard) new things after a request to make them", "give me ideas for my notes", "Two new ideas:\n- a reading log\n- a recipe index", []],
    ["…arrivals in the world, not in the user's things", "what's new in JavaScript?", "Two new features landed:\n- array grouping\n- set methods", []],
    // Questions about a link: hard negatives.
    ["(twin) the page was fetched", "what time does this class start https://gym.example.com/classes/42", "It starts at 6:30 pm in Studio 2 and runs for 45 minutes with a warm-up.", ["fetch"]],
    ["(guard) a question about the address itself", "is this link safe? https://shop.example.com/deal?id=4", "It's a plain https address on the shop's own domain, nothing odd in the path or the query string.", []],
    ["(guard) a request to keep the linked thing", "can you save this recipe https://cook.example.com/r/9", "Saved it to your notes as 'Lemon drizzle cake' with the link, ready for the weekend bake.", ["save"]],
    ["…a reply that declines", "how long is this talk https://talks.example.com/v/77", "I can't open video pages from here, but if you paste the description I can tell you.", []],
    // Status and now: hard negatives.
    ["(twin) the status after a fetch", "is the Tate Modern still open", "Yes, it's open today, last entry at 5:15.", ["fetch"]],
    ["(guard) 'now' in a statement, not a question", "the post office closes at 5 today", "Then it's closed by the time you finish work, so go at lunch.", []],
    ["(guard) a figure answering a question about now is not a status", "how hot should the oven be now?", "Around 220°C for the first 20 minutes, then drop it to 200°C.", []],
    ["…a status with a word of habit", "is the Louvre still closed on Tuesdays?", "Yes, the Louvre is usually closed on Tuesdays.", []],
    // Implied speaker after an outside request: hard negatives.
    ["(guard) a past with no sign of an outside act", "ring the bakery about the cake", "Pencilled your questions: size, flavour, pickup time.", []],
    ["…someone else as the subject", "can you call the vet", "The vet rang earlier and left a message for you.", []],
    ["(twin) the act backed by a call of the turn", "please pay the window cleaner", "Paid the window cleaner £20 through the usual link.", ["fetch"]],
    // A bare pronoun's passive with nothing to anchor it.
    ["(guard) a pronoun in a general answer", "what happens to a captured piece?", "It's removed from the board, and it's gone for the rest of the game.", []],
    // The request's things, not the material's.
    ["(guard) a thing named in the pasted text only", "tl;dr of this: The club notes that the AGM moves to 14 May; members should bring their cards.", "I kept it brief: AGM now 14 May, bring cards.", []],
    // A sentence that reads the user's material.
    ["(guard) the material's events, framed by 'the log you pasted'", "server log: backup started / backup finished", "In the log you pasted, the backup started at 2:00 and finished at 2:14 — so the file arrived in one piece.", []],
    // Sends to this chat.
    ["(guard) a send to this chat that was delivered", "send me the digest", "Sent to this chat — 6 posts from 3 feeds.", ["digest"], "delivered"],
    ["(twin) the subscription, then the emoji's next statement", "follow this blog https://garden.example.com/feed", "Subscribed 🌱 New posts will land in your morning digest.", ["feedadd"]],
    // Quantifiers and new states: hard negatives.
    ["(twin) both reminders scheduled", "set two reminders: dentist friday 9, gym monday 7", "Both are scheduled.", ["sched", "sched"]],
    ["(guard) a quantifier with no request", "how do bank transfers work?", "Both are processed the same day.", []],
    ["…the user's state after no request for it", "what do I need for race day?", "You're registered, so just bring your bib and a safety pin.", []],
    // Tools and sends.
    ["(twin) the notes tool ran, the note is stored", "note to buy more flour", "I ran the notes tool:\n```\n$ notes save \"flour\"\nok\n```\nThe note is stored.", ["save"]],
    ["(guard) a tool of an app", "how do I straighten a horizon in Lightroom?", "I used the crop tool for this once: drag the angle slider until the horizon is level.", []],
    ["(twin) the digest dispatched and delivered", "the digest, please", "The digest has been dispatched.", ["digest"], "delivered"],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
