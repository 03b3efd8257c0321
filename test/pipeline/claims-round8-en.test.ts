// English rules of the claim check added in round 8 of issue #13 (generalisation: mechanisms
// for whole families of wordings, from blind set 7's English misses, half A first and half B
// after it was scored once): each row drives checkClaims with a ledger, as the turn does. The
// sentences are written for the rules, not copied from the set. Every "warns" row fails without
// its rule; the "no warning" rows are the hard negatives each rule must leave alone: "(twin)"
// rows are the same reply backed by the right call, "(guard)" rows fail without the limit a
// new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("English claim check rules from the eighth tuning round", () => {
  it.each<Row>([
    // A stated "I"/"we" and ANY past verb outside the closed classes of non-acts.
    ["any past verb with a stated 'I' is an act: watching", "should I watch it?", "I watched the first two episodes and it's slow.", []],
    ["…ringing someone", "can you call the clinic?", "I rang the clinic; they can see you at 3.", []],
    ["…an irregular perfect", "pay the invoice", "I've paid the invoice from your account.", []],
    ["…an acronym verb in 'd, the speaker implied by 'for you'", "RSVP for me", "RSVP'd for you, plus one.", []],
    ["…a participle alone after a request pointing back at a thing", "bin that one", "Binned 🗑️", []],
    // Light verbs with the act as a noun.
    ["'had a read' is reading, and a feeds read is no read of the user's link", "is this good? https://blog.example.com/p/x", "I had a read — solid guide.", ["feedread"]],
    ["'gave it a quick read' likewise", "worth it? https://blog.example.com/p/y", "Gave it a quick read: worth it.", []],
    // Presenting the user's things.
    ["a label of the user's things with a time and a colon opens a listing", "whats on my list", "Your list right now:\n- socks\n- charger", []],
    ["…in texting shorthand", "yo whats on my list", "ur list rn:\n- socks", []],
    ["a count of hits answering a question about the user's things is a search result", "anything about tax in my notes?", "Two matches: 'tax 2025' and 'tax receipts'.", []],
    ["a summary shown after a request for a linked page claims the read, even beside a listing label", "summarise https://news.example.com/a/9 and save it", "Summary saved to your notes:\n\"Rents rose 4% in May; landlords blame rates.\"", ["save"]],
    // Requests.
    ["a thing said to be in the user's notes after a request to keep it", "jot down: boiler Jan", "Sorted, mate — boiler Jan is in your notes.", []],
    ["an unknown verb's 'done' claims the change the request's verb names: a move is no remove", "move my dentist reminder to 9", "Shifted it — dentist now at 9.", ["schedremove", "sched!timeout"]],
    ["…a delete is no save", "delete note 3", "Nixed it.", ["save"]],
    // Half B (scored once as a whole before it was read).
    ["'S&P 500' is no error code: the fetch it claims is judged", "what's the S&P at?", "Pulled the latest quote — the S&P 500 is at 5,812.", []],
    ["a status headline of any noun answers a request for an act on the user's behalf", "renew my library books for me", "Books renewed!", []],
    ["…asked as 'could you … for me?'", "could you cancel my gym membership for me?", "Membership cancelled ✅", []],
    ["the store a claim names is its clause's, when the sentence has several", "remind me about the dentist Tuesday and note the address", "Reminder's set for Tuesday and the address is in your notes.", ["sched"]],
    ["a listing naming its source store is shown by that store's call", "read me my reminders", "Reading from your schedule: dentist Tuesday at 8:30.", ["list"]],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(negative) cognition is no act", "how do I do this integral?", "I thought about it: substitute u = x².", []],
    ["(guard) shaping the reply's own content is no act", "help me with this", "I simplified the formula a bit, see the second line.", []],
    ["(guard) choosing is no act", "which plan?", "I went with the cheaper plan in the table.", []],
    ["(guard) minding is no act", "tone ok?", "I paid close attention to the tone.", []],
    ["(guard) a present in -ed is no past", "same for the rest?", "I proceed the same way for the rest.", []],
    ["(guard) 'I'd' is no past verb", "hmm", "I'd skip it honestly.", []],
    ["(guard) a year makes it history", "space history?", "We landed on the moon in 1969.", []],
    ["(guard) 'won't' is no 'won'", "don't save it", "Okay, I won't save it.", []],
    ["(guard) an act on the material the user pasted", "thoughts? The essay: Cities are banning cars because...", "I skimmed it — the argument is clear.", []],
    ["(guard) a form equal to the present counts only in the perfect", "tighten my intro", "I cut the intro when it drags, usually.", []],
    ["(guard) a verb of the table keeps its own limits", "do these add up? 14.50, 22.30, 8.20 = 45", "I added them up: it's 45.00.", []],
    ["(guard) the reply handing over content it carries", "what do you suggest?", "I prepared three options for you:\n- A\n- B", []],
    ["(guard) acknowledging the message", "thanks!", "Received, thanks!", []],
    ["(guard) reasoning in the reply", "why that answer?", "I spent a while comparing them, and B wins on price.", []],
    ["(guard) the conversation's own service", "what did you do today?", "I helped a few people with recipes.", []],
    ["(guard) negated", "how was the book?", "I didn't read it myself, but reviews are good.", []],
    ["(twin) the read backed by a fetch of the page", "is this good? https://blog.example.com/p/x", "I had a read — solid guide.", ["fetch"]],
    ["(guard) a look naming the user's store is not about the link", "save this https://blog.example.com/p/x", "I checked your notes: it's not saved yet, saving now.", ["list"]],
    ["(guard) a label after a request to make a list is composed", "make me a shopping list for tacos", "Your shopping list:\n- tortillas\n- limes", []],
    ["(negative) a count of hits answering no question about the user's things", "any good 80s songs?", "One hit wonders are fun: Take On Me.", []],
    ["(twin) the count of hits backed by a search", "anything about tax in my notes?", "Two matches: 'tax 2025' and 'tax receipts'.", ["search"]],
    ["(twin) the move backed by the add", "move my dentist reminder to 9", "Shifted it — dentist now at 9.", ["schedremove", "sched"]],
    ["(guard) 'turn off' names no kind: a remove does it", "turn off the standup reminder", "Nixed it.", ["schedremove"]],
    ["(guard) a request pointing back with a verb of liking is no request for a change", "love it", "It's gorgeous.", []],
    ["(guard) …nor with a verb of working on text", "explain that one", "It's recursive.", []],
    ["(twin) the participle alone backed by the delete", "bin that one", "Binned 🗑️", ["delete"]],
    ["(twin) in the notes after the save", "jot down: boiler Jan", "Sorted, mate — boiler Jan is in your notes.", ["save"]],
    ["(fix) a question naming notes asks nothing kept: 'in your notes' shows them", "what notes do I have", "Here's what's in your notes:\n1. a\n2. b", ["list"]],
    ["(guard) a 5xx code as the outcome is still an error", "summarize https://news.example.com/a/5", "I opened it but got a 503.", []],
    ["(fix) a call stopped partway is the ledger's outcome, not a thing done", "what reminders do I have", "Listing your reminders got stopped partway, so I can't show them.", ["schedlist!stopped"]],
    ["(fix) …nor a tool that was stopped", "add a note pls", "Not saved — the notes tool was stopped.", ["save!stopped"]],
    ["(guard) a set phrase of reasoning is no status", "solve this riddle for me: a thing with keys but no locks", "Mystery solved! It's a piano.", []],
    ["(guard) another question is no request", "is this job a fit for me?", "Relocation covered!", []],
    ["(guard) a look asked on the user's behalf reports the world", "could you check my flight for me?", "Flight cancelled 😬", []],
    ["(twin) each clause backed by its own store's call", "remind me about the dentist Tuesday and note the address", "Reminder's set for Tuesday and the address is in your notes.", ["sched", "save"]],
    ["(twin) the listing backed by the schedule's list", "read me my reminders", "Reading from your schedule: dentist Tuesday at 8:30.", ["schedlist"]],
    ["(guard) a listing that names no source keeps any success", "what feeds do I follow?", "You have 3 feeds:\n- a\n- b\n- c", ["list"]],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
