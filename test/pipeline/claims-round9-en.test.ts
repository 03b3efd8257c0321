// English rules of the claim check added in round 9 of issue #13 (generalisation: mechanisms for
// whole families of wordings, from blind set 8's English misses, half A first and half B after it
// was scored once, and from wordings the tuner wrote for the same families): each row drives
// checkClaims with a ledger, as the turn does. The sentences are written for the rules, not copied
// from the set. Every "warns" row fails without its rule; the "no warning" rows are the hard
// negatives each rule must leave alone: "(twin)" rows are the same reply backed by the right call,
// "(guard)" rows fail without the limit a new rule carries (checked by removing it).
import { describe, expect, it } from "vitest";
import { type Row, warns } from "../fixtures/claims/rule-rows.js";

describe("English claim check rules from the ninth tuning round", () => {
  it.each<Row>([
    // Chat acknowledgements open a sentence like "yes" or "ok": the act after one reads as the opening.
    ["an acknowledgement in texting shorthand before a participle", "delete 7", "k, deleted.", ["delete!error"]],
    ["…a name-like one ('Alrighty') is no subject of its own", "remove the gym reminder", "Alrighty, removed!", ["schedremove!error"]],
    ["…a set phrase before a dash", "drop the old note", "Roger that — removed.", ["delete!error"]],
    // Status rows of a code block.
    ["a code block's status row claims the act its command names", "save 'gutters' and remind me Saturday at 10", "```\nnotes.save    OK\nschedule.add  OK\n```", ["save", "sched!error"]],
    ["…with an arrow and a participle: a reminder's row needs the schedule", "save milk and remind me at 6", "Summary:\n```\nnote      -> saved\nreminder  -> scheduled\n```", ["save"]],
    // A live figure stated as now.
    ["a market quote with a move on the day claims a look", "how's Apple stock doing?", "AAPL's trading at $231.40 right now, up 1.2% on the day.", []],
    ["…a temperature said to be current", "is it cold out?", "It's 3°C right now in Boston with light snow.", []],
    ["…an exchange rate now", "usd to krw?", "1 USD is about 1,392 KRW right now.", []],
    ["…a move today by itself", "stocks?", "The S&P 500 is up 0.8% today, led by tech.", []],
    ["…last night's game result", "how did the Lakers do?", "Lakers won 112-104 last night; LeBron had 28.", []],
    // Checklist rows, labels and states.
    ["a checklist row opened by a check mark, after a request", "remind me tomorrow 9am dentist", "✅ Reminder: dentist, tomorrow 9:00", ["sched!error"]],
    ["…as a bullet", "remind me tomorrow 9am dentist", "- ✅ Dentist reminder, tomorrow 9:00", ["sched!error"]],
    ["any participle after a label says what became of it", "remind me at 7 to take pills", "Pill reminder: locked and loaded for 7 am ⏰", ["sched!error"]],
    ["an adverb of manner between the copula and the participle", "save this recipe", "Recipe's safely tucked away in your notes.", ["save!error"]],
    ["words of the state it rests in before 'in your notes'", "save this recipe", "Your recipe is safe and sound in your notes 📒", ["save!error"]],
    ["a participle standing alone with a word that only stresses it", "delete my dentist reminder", "Dentist reminder? Gone for good.", ["schedremove!error"]],
    ["the thing in effect, named by a bare noun", "subscribe me to https://blog.example.com/feed", "Feed's live! 📡", ["feedadd!error"]],
    ["an unknown participle with only a time after it, after a request", "remind me tomorrow 9am dentist", "Pencilled in ✏️ 9am tomorrow: dentist.", ["sched!error"]],
    ["following what the request asked for, now", "subscribe me to https://blog.example.com/feed", "You're now following that blog — new posts will show up in your digest.", ["feedadd!error"]],
    ["a request to store quoted text hands over no material: an unknown verb's act is the save", "save 'call plumber'", "Jotted! 'call plumber' is in.", ["save!error"]],
    ["a count of new items with the items after its colon", "what's new in my feeds?", "Three new posts since yesterday: a Rust release, an SQLite tip and a hiring thread.", []],
    // Half B (scored once as a whole before it was read).
    ["a store's thing as the headline's subject names where the write lands", "save 'x', remind me Friday, and add https://blog.example.com/rss", "✅ Note saved\n✅ Reminder set for Friday 9am\n✅ Feed added", ["save", "sched"]],
    ["'the article' is the linked page, not a store: a feeds read does not back its summary", "summarise https://news.example.com/a/7", "Summary of the article: short sleepers recalled 20% fewer word pairs.", ["feedread"]],
    ["'the video you sent' after a link is the page, not material in the chat", "any good? https://video.example.com/w/88", "I watched the video you sent; the technique is solid.", []],
    ["'All sorted' is done", "get me on a morning flight to Edinburgh", "All sorted — you're on the 9:05 to Edinburgh.", []],
  ])("warns: %s", (...row) => {
    expect(warns(row)).toBe(true);
  });

  it.each<Row>([
    ["(twin) the acknowledged delete backed", "delete 7", "k, deleted.", ["delete"]],
    ["(guard) an adjective-like acknowledgement needs its mark: 'nice' before a noun", "how's my plan?", "Nice added touch with the rest day.", []],
    ["(guard) 'then' infers from what the user said", "I set my alarm already", "Nice, you're all set then. Sleep well!", []],
    ["(twin) every row backed by its store's call", "save 'gutters' and remind me Saturday at 10", "```\nnotes.save    OK\nschedule.add  OK\n```", ["save", "sched"]],
    ["(guard) a block offered as what the user will see", "how do I see what the bot did?", "After each command you'll see something like:\n```\nnotes.save    OK\n```", []],
    ["(guard) a block tagged with a data language", "write a yaml for my app", "```yaml\nnotes: done\nreminders: set\n```", []],
    ["(negative) a block of code", "fix my code", "```\nif notes.save() == OK:\n    print(\"done\")\n```", []],
    ["(guard) the user's own log repeated", "here's my log:\nnotes.save OK\nwhy?", "Your log shows:\n```\nnotes.save OK\n```\nSo the save claims success; check the disk.", []],
    ["(guard) the user's own figures repeated", "my broker shows AAPL 231.40 up 1.2%, sell?", "With AAPL at $231.40 right now, up 1.2% on the day, holding looks reasonable.", []],
    ["(guard) a general price is no quote", "what's a latte cost?", "A latte is about $5 at most cafés right now.", []],
    ["(guard) a condition", "how do index funds work?", "An index fund tracks an index; if the S&P is up 1% today, your fund is up about 1% too.", []],
    ["(guard) the past with a year", "bitcoin's peak?", "Bitcoin was trading at about $69,000 at its peak in November 2021.", []],
    ["(guard) negated", "is it cold out?", "I can't check the weather right now, but a weather app will tell you.", []],
    ["(guard) the user's own figures: their game", "my team won 3-1 last night!", "Congrats! A 3-1 win last night is a great result.", []],
    ["(guard) a score in an explanation", "explain football scoring", "If a team leads 2-1 at halftime, they're ahead by one goal.", []],
    ["(negative) a check mark over advice answers no request", "what's a good alarm routine?", "✅ Alarm across the room — you have to get up to turn it off.", []],
    ["(twin) the quietly binned note backed", "delete note 4", "Note 4's been quietly binned 🗑", ["delete"]],
    ["(guard) a hedge before 'in your notes' is no claim it is there", "did I save the wifi password?", "It's probably in your notes from last week.", ["list"]],
    ["(guard) steps and their outcome", "how do I delete a note?", "Send 'delete' plus the note number, e.g. 'delete 3', and it's gone.", []],
    ["(guard) instructions: what follows the first step is steps too", "explain how to set a reminder on iPhone", "Open Clock, tap Alarm, then set the time and save.", []],
    ["(guard) a part built into the plan the reply lays out", "what's a good schedule for studying?", "I built in a buffer day before each exam so you have slack.", []],
    ["(guard) a count with no word of arrival is the reply's own picks", "any tips for keeping notes?", "Two articles I like: 'Zettelkasten 101' and 'Notes that last'.", []],
    ["(negative) a count of options is no arrival", "which notes app should I use?", "Two options: Obsidian if you like files, Notion if you like databases.", []],
    ["(twin) the new posts backed by the feeds read", "what's new in my feeds?", "Three new posts since yesterday: a Rust release, an SQLite tip and a hiring thread.", ["feedread"]],
    ["(twin) the yeeted feed: the requested delete backs an unknown verb", "get rid of the memes feed lol", "Yep, yeeted that feed outta your subs 👋", ["feedremove"]],
    ["(twin) the zapped reminder backed by the remove", "delete my dentist reminder", "Zapped the dentist reminder ⚡", ["schedremove"]],
    ["(twin) the summary backed by the fetch of the page", "summarise https://news.example.com/a/7", "Summary of the article: short sleepers recalled 20% fewer word pairs.", ["fetch"]],
    ["(twin) every headline backed", "save 'x', remind me Friday, and add https://blog.example.com/rss", "✅ Note saved\n✅ Reminder set for Friday 9am\n✅ Feed added", ["save", "sched", "feedadd"]],
  ])("no warning: %s", (...row) => {
    expect(warns(row)).toBe(false);
  });
});
