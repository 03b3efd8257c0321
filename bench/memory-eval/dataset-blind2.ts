// A second independent, blind memory benchmark ("blind retired couple and son").
//
// Who and when: written by hand on 2026-11-30 (between about 21:50 and 22:20 UTC) by a
// helper engineer working blind, while another engineer was tuning the retrieval. Files
// opened, and nothing else: /work/wt/TEAM.md, issue 16, bench/memory-eval/run.ts (how a set is
// imported and scored), bench/memory-eval/blind.ts (the runner of the first blind set),
// bench/run.ts (where bench steps are registered), the first 50 lines of
// bench/memory-eval/dataset.ts (the EvalExchange/EvalQuestion/EvalSet types), the first 75
// lines of bench/memory-eval/dataset-blind.ts (its header, types and conventions; not its
// data) and the README's section on the memory benchmark; besides these, only the build
// settings (tsconfig.json, .gitignore, the scripts at the top of package.json). Not opened:
// src/ (the retrieval code), test/, other bench files, git history, other worktrees. The
// benchmark was never run on this set while writing it; only the label check below (at build
// time) and a throwaway script printing each question's evidence next to the exchanges of its
// chat that share an answer word (no search) were run.
//
// Scored once, never used for tuning: the figures of its single run are to be reported as
// they come out; changing the retrieval to do better on this file would make it worthless.
//
// What it is: six months (2026-06-01 .. 2026-11-29) of one family's chats with their
// assistant, three chats, each in one language, none of them like the first blind set's
// household as its header describes it (no children at home, no dog, other cities and topics):
//   chat 2001  박영숙 (Korean): 67, a retired primary-school teacher in Jeonju: her knee,
//              a seniors' choir, calligraphy, an allotment and the kimchi-making, thyroid
//              pills, her sister in Daegu, friends, trips, the son's December visit;
//   chat 2002  김정호 (Korean): her husband, 70, a retired road engineer: fishing, baduk,
//              blood pressure, a car to replace, hearing aids, tutoring children as a
//              volunteer, hiking with school friends, a smartphone, dividend funds;
//   chat 2003  Daniel (도윤) Kim (English): their son, 38, a data engineer in Melbourne:
//              a job change, a move, cycling and bouldering, his partner Priya, the cat
//              Mochi, a best man's speech, Australian citizenship, a trip home in December.
// Every exchange and every question is hand-written (they are arrays of strings below); code
// only turns the written times into timestamps. Times are written in Korean time (KST) and
// all lie between 09:00 and 23:59 KST, so the calendar date is the same in KST and UTC.
// The questions are asked on Monday 2026-11-30 12:00 KST ("now"): yesterday = Sun 11-29,
// last weekend = 11-28..29, last week = 11-23..29, last month = October, this month =
// November, 추석 = 09-24..26.
//
// Hard negatives by construction: the same people (Priya, 영희, 순자, 최영수, Greg, Mochi),
// places (Jeonju, 대아저수지, Sydney Road, Lygon Vet) and topics (the knee, the December
// visit, gifts, fishing, kimchi, doctors, pills) recur across months and across the three
// chats, often with other values (all three talk about the December visit and the mother's
// knee; both parents about the kimchi-making, the choir concert, the new car and the sister's
// seventieth birthday; mother and son about the gifts and Priya): evidence is only ever in
// the asker's own chat. Facts change (flight date, manager, flat, pill dose, choir day, car, baduk rank,
// exercise for the knee, blood pressure pill), so the old value is usually the better keyword
// match. Some questions share only a name or one rare word with their evidence; paraphrases
// use few of the evidence's content words; Korean questions vary particles and spacing
// (무릎/무릎 때문에, 김장/김장해서, 합창단 연습/합창 연습, 갑상선 약/씬지로이드).
//
// Question kinds (`kind`; `type` maps them onto the shared EvalQuestion types):
//   fact        who/what/where facts stated by the user            -> type "fact"
//   assistant   something the assistant itself said or recommended -> type "assistant"
//   update      a fact that changed: the question asks for the latest value, and only the
//               exchanges stating the latest value are evidence     -> type "update"
//   temporal    the question names a time ("last weekend", "지난달", "in August")
//                                                                    -> type "temporal"
//   multihop    needs two (or more) exchanges; all of them are evidence -> type "fact"
//   paraphrase  asks in other words than the evidence uses (few shared content words)
//                                                                    -> type "fact"
// Evidence: every exchange of the asker's chat that contains the answer (or, for multihop,
// a needed part of it), written as that exchange's KST time "MM-DD HH:MM"; the set is
// checked when built (every label must name an existing exchange of that chat; times are
// unique within a chat, lie between 09:00 and 23:59 KST from 06-01 to 11-29; each chat's
// arrays are merged and ordered by time).
//
// Timestamps: the written KST minute, plus 0, 1 or 2 seconds for chats 2001, 2002, 2003, so
// that no two exchanges of the set share a timestamp.
//
// Size: 600 exchanges (2001: 206 Korean, 2002: 191 Korean, 2003: 203 English) and 148
// questions (88 Korean, 60 English): fact 37, assistant 23, update 22, temporal 29,
// multihop 14, paraphrase 23.
//
// Label review: after writing, every question was re-read once against its evidence and
// against every exchange of its chat holding one of the answer's words. 7 of the 148 were
// changed: 6 labels gained exchanges that also hold the answer (d-f08, d-m06 and d-m01 in
// chat 2003, y-f12 and y-p02 in chat 2001, j-m03 in chat 2002) and 1 question was made
// specific because other exchanges answered its vaguer wording (d-t11). No label was removed.

import { type BlindKind, type BlindQuestion, type BlindSet, TYPE_OF } from "./dataset-blind.js";

// The first blind set's kinds and shapes (only its types and kind map are shared, not its data).
export type Blind2Kind = BlindKind;
export type Blind2Question = BlindQuestion;
export type Blind2Set = BlindSet;

/** [KST time "MM-DD HH:MM" in 2026, user message, assistant reply] */
type Ex = [string, string, string];
/** [id, kind, question as the user types it, KST times of the evidence exchanges] */
type Q = [string, Blind2Kind, string, string[]];

// ---------------------------------------------------------------------------------------
// Chat 2003: Daniel (도윤), the son in Melbourne (English)
// ---------------------------------------------------------------------------------------
const DANIEL: Ex[] = [
  ["06-01 19:10", "my forearms are completely cooked after bouldering tonight. any stretches?", "Try wrist flexor and extensor stretches: arm straight out, palm up, gently pull the fingers back for 20-30 seconds, then palm down and pull the hand toward you. Some light finger extensions with a rubber band help too. Skip hard gripping tomorrow."],
  ["06-01 19:25", "is it normal to feel it in the elbows as well?", "A bit of soreness, yes. Sharp pain on the inside of the elbow that lasts more than a few days is worth a rest week, that's how climber's elbow starts."],
  ["06-02 18:30", "thinking of finally getting a proper commuter bike. I ride about 9 km each way from Brunswick to the office in Docklands", "For 9 km on city roads a flat-bar hybrid is the sweet spot: Giant Escape, Trek FX or Specialized Sirrus. Budget around $900-1,300 and leave room for lights, a lock and mudguards, which matter more in a Melbourne winter than gears do."],
  ["06-03 20:05", "how do I stop my cat scratching the couch? Mochi has shredded the arm of it", "Give her something better to scratch right next to the couch: a tall, heavy sisal post that doesn't wobble. Cover the damaged arm with double-sided tape for a few weeks and reward her with a treat whenever she uses the post."],
  ["06-04 19:45", "my team lead Greg wants me to move our nightly batch jobs from cron to Airflow. any gotchas?", "A few: make tasks idempotent so retries are safe; don't put heavy work at DAG parse time (top-level code runs on every scheduler loop); be explicit about catchup and start_date or it will backfill months; and keep secrets in connections, not in the DAG files."],
  ["06-04 20:02", "what's catchup exactly", "With catchup=True Airflow runs every missed interval between start_date and now. If your start_date is last January, the first deploy triggers hundreds of runs. Set catchup=False unless you want the backfill."],
  ["06-06 10:20", "picked up a Trek FX 2 from Commuter Cycles on Sydney Road. $1,150 including lights and a lock", "Nice choice, the FX 2 is a good all-rounder. Check the tyre pressure weekly (the sidewall shows the range), and have the shop re-tension the gears after the first month, cables stretch a bit when new."],
  ["06-07 17:40", "what do I wear cycling in Melbourne winter mornings? it was 4 degrees today", "Layers: a thin merino base, a windproof jacket, full-finger gloves and something over the ears under the helmet. Your hands and ears get cold long before the rest of you."],
  ["06-08 20:30", "mum says her left knee has been hurting for weeks. she's 67. what should she ask the orthopaedist?", "Useful questions: is it arthritis or something in the cartilage or meniscus, does she need an X-ray or MRI, which activities she should keep doing and which to avoid, and whether physiotherapy is worth trying before injections or anything bigger."],
  ["06-09 19:10", "SQL: how do I get the latest row per customer in postgres", "Use DISTINCT ON: SELECT DISTINCT ON (customer_id) * FROM orders ORDER BY customer_id, created_at DESC. Or a window function with row_number() over (partition by customer_id order by created_at desc) and keep row 1."],
  ["06-10 21:00", "what's a decent podcast for the bike commute", "For tech: Software Engineering Daily or the Data Engineering Podcast. For something else entirely: Conversations with Richard Fidler, or Radiolab."],
  ["06-11 21:15", "Priya (my partner, she's a physio at a clinic in Fitzroy) thinks I need more mobility work for bouldering", "She's right that hips and shoulders limit a lot of climbers. Ten minutes before sessions: hip openers like the 90/90, deep squat holds, and band pull-aparts for the shoulders."],
  ["06-13 11:00", "I want to learn to make kimchi jjigae like my mum's. what do I need", "The core: well-fermented (sour) kimchi, pork belly or shoulder, gochugaru, a little gochujang, garlic, onion, tofu and green onion. Fry the pork, then the kimchi for a few minutes, add water or anchovy stock, simmer 20 minutes, tofu at the end."],
  ["06-13 17:40", "found gochugaru and properly sour kimchi at Seoul Mart on Sydney Road, 5 minutes from home", "Perfect, an Asian grocer that close will make Korean cooking much easier. Buy the gochugaru in a small bag and keep it in the freezer so it stays red and fragrant."],
  ["06-14 19:00", "made the jjigae. tasted good but a bit too sour", "Two fixes: a pinch of sugar (half a teaspoon) balances the sourness, and frying the kimchi longer in the pork fat before adding water mellows it. A splash of the kimchi brine adds depth without extra sourness if the kimchi is younger."],
  ["06-15 12:10", "what's a good lazy sunday lunch", "A toasted sandwich with whatever cheese you have, a fried egg on leftover rice with soy and sesame oil, or instant ramen upgraded with an egg and greens."],
  ["06-16 20:00", "I've been at Kestrel Freight for four years now. feeling stuck. should I look around?", "Four years is a natural point to check. Ask yourself whether you're still learning, whether there's a path to a lead role, and whether the pay matches the market. Talking to a couple of recruiters costs nothing and tells you what you're worth."],
  ["06-17 19:20", "how often should I oil the bike chain", "Every couple of weeks in dry weather, and after any wet ride. Wipe it, apply one drop per link, wait a minute, wipe the excess off."],
  ["06-18 21:30", "need a new book. something with a family story, not too bleak", "Pachinko by Min Jin Lee: four generations of a Korean family in Japan, very readable. Or A Gentleman in Moscow by Amor Towles if you want something warmer."],
  ["06-20 10:15", "stuck at V3 for months, can't get V4s", "Common plateau. Work on footwork (silent feet drills), climb problems below your max with perfect technique, and project one V4 per session rather than flashing V3s. Rest days matter for tendons."],
  ["06-21 19:20", "Jess and Marco are getting married in September in the Yarra Valley, and Marco asked me to be his best man!!", "Congratulations, that's an honour. Ask Marco early what he wants from you beyond the speech: the buck's party, the rings, keeping him on time on the day."],
  ["06-22 16:00", "is wet food or dry food better for a cat", "Most vets lean towards including wet food because cats don't drink much and wet food keeps them hydrated. A mix works for many people: wet twice a day, a measured amount of dry."],
  ["06-23 20:40", "how much water should Mochi drink", "Roughly 40-60 ml per kg of body weight per day, including the water in her food. A cat on wet food often barely drinks from the bowl, which is fine."],
  ["06-24 20:45", "a recruiter from Tallow Analytics reached out about a senior data engineer role", "Worth a conversation. Ask about the stack, team size, on-call, and why the role is open. Tallow is a consulting-style analytics firm, so also ask how much client work there is."],
  ["06-26 19:00", "pandas: how do I merge two dataframes on two columns", "pd.merge(a, b, on=['customer_id', 'month'], how='left'). If the column names differ, use left_on and right_on with lists."],
  ["06-28 12:30", "it's freezing. give me a good winter soup", "A Korean doenjang jjigae, a Tuscan ribollita with bread and beans, or a simple pumpkin soup with ginger. The ribollita is better the next day."],
  ["06-29 21:00", "dad just asked on KakaoTalk if we're coming home for Christmas. thinking about December", "December in Korea is cold but festive, and the end of year is a good time to see family. Book early: flights around Christmas from Australia fill up by August."],
  ["06-30 20:00", "what's the difference between a Roth... no wait, how does super salary sacrifice work in Australia", "You ask your employer to pay part of your pre-tax salary into super. It's taxed at 15% going in instead of your marginal rate, up to the concessional cap of $30,000 a year including your employer's contributions."],
  ["07-02 19:30", "Tallow wants a technical interview next week. how do I prep for system design", "Practise one data-focused design end to end: ingesting events, a lake or warehouse, batch vs streaming, late data, backfills, monitoring. Talk about trade-offs out loud. For behavioural rounds prepare 5 stories in the STAR format."],
  ["07-04 18:20", "dentist says my lower left wisdom tooth has to come out. Dr Nguyen at Brunswick Dental, booked for July 14", "Fairly routine. Ask whether it's a simple or surgical extraction, whether you'll be awake, and plan two quiet days after. Don't book anything physical that weekend."],
  ["07-05 11:00", "bouldering gym is packed on saturdays. best time to go?", "Weekday mornings or after 8 pm on weeknights are usually quietest. Sunday evenings too."],
  ["07-07 20:10", "Tallow technical interview went well I think. they want me for the final round on July 21", "Good sign. Ask the recruiter who's on the final panel and what they'll focus on, and prepare questions about the team for them."],
  ["07-08 19:40", "how do I tell if milk is off without smelling it lol", "The date, lumps when you pour it, and a slightly thick texture. But honestly, the smell test is the reliable one."],
  ["07-09 19:45", "airflow sensor keeps timing out waiting for an S3 file", "Raise the timeout, and switch the sensor to mode='reschedule' so it frees the worker slot between pokes. If files arrive irregularly, a deferrable sensor is better still."],
  ["07-11 21:20", "what should I eat after a wisdom tooth extraction", "Cold and soft for the first day: yoghurt, smoothies (no straw), mashed potato, congee or Korean juk, scrambled eggs. Avoid hot, spicy, crunchy food and straws for a few days because of the clot."],
  ["07-12 14:00", "Mochi threw up a hairball on the bed again", "Common in cats, especially in winter shedding. Brush her a few times a week, and a hairball paste or a high-fibre food helps. If she vomits more than once or twice a week or stops eating, see the vet."],
  ["07-14 18:30", "tooth is out. Dr Nguyen said it went smoothly, took about 25 minutes. my face is swollen like a hamster", "Swelling peaks around day 2 or 3. Ice 20 minutes on, 20 off today, sleep with your head up, and take the painkillers on schedule rather than waiting for pain."],
  ["07-15 12:00", "day after. eating mum-style juk Priya made", "Perfect food for it. Rinse gently with warm salt water after meals from today, no spitting hard."],
  ["07-17 20:00", "halfway through Pachinko. Sunja's story is wrecking me", "It does that. The middle section with Noa is where a lot of readers feel it most. Keep tissues nearby."],
  ["07-18 21:00", "how long to boil an egg for a jammy yolk", "Six and a half minutes from boiling, then straight into ice water."],
  ["07-19 10:40", "riding in heavy rain, any tips", "Brake earlier (rims and discs both lose bite when wet), avoid painted lines and tram tracks, which get slippery, and run your lights even in daytime."],
  ["07-21 17:50", "final round at Tallow done. four people, two hours. brutal", "Long panels are exhausting. Send a short thank-you email today, then try to switch off until they reply."],
  ["07-22 20:10", "what's a good movie for a rainy night in", "Paddington 2 if you want comfort, Past Lives if you want to feel things, or Arrival if you want to think."],
  ["07-24 19:05", "Tallow said no. they went with someone with more Spark experience", "That's disappointing, but it's specific, useful feedback rather than a vague no. Getting to the final round means the rest of your profile is strong."],
  ["07-25 20:30", "ok so how do I actually get Spark experience without using it at work", "Build something real with it: take a public data set (the Victorian public transport data, or NYC taxi trips), process it with PySpark locally or on the Databricks free edition, and write it up. I'd start with the free Databricks course on Spark fundamentals, then the project."],
  ["07-27 21:00", "started drafting the best man speech. Marco and I met at uni in 2007 in a first-year stats tutorial", "That's a good anchor. What happened in that tutorial? A small, true, slightly embarrassing story about Marco is worth more than ten jokes."],
  ["07-27 21:10", "he turned up 40 minutes late to the final exam because he thought it started at 11", "That's your story. It sets up a running theme of Marco being late, and you can pay it off at the end by thanking Jess for getting him anywhere on time."],
  ["07-29 19:15", "any good budgeting app in Australia", "Frollo, Pocketbook's successors, or a simple spreadsheet. Many people end up happiest with the spreadsheet plus a monthly review."],
  ["07-31 20:40", "looked at flights to Seoul for December. Korean Air direct Melbourne to Incheon is about $1,900 return each", "Direct is worth paying a bit more for on a 10-hour-plus trip. Prices around Christmas only go up, so if the dates are settled, book soon."],
  ["08-02 10:30", "booked! Korean Air, leaving Melbourne Dec 11, landing at Incheon on the morning of Dec 12. Priya's coming, her first time in Korea", "Great. Add the booking to the airline app for seat selection, and check Priya's visa situation: Australians need a K-ETA before travelling to Korea unless the exemption is still running."],
  ["08-03 20:00", "Priya wants to learn a few Korean phrases before meeting my parents", "Start with: 안녕하세요 (hello), 감사합니다 (thank you), 잘 먹겠습니다 (said before eating, your parents will love that), 맛있어요 (it's delicious) and 처음 뵙겠습니다 (nice to meet you, formal)."],
  ["08-05 19:20", "Mochi needs a dental clean, Lygon Vet quoted $480", "Cat dental cleans are done under anaesthetic, so the quote usually covers the clean only; ask what it would be if they find teeth to extract, that's where the price climbs."],
  ["08-06 21:10", "best way to store fresh ginger", "Peel, grate or slice it and freeze it flat in a bag; you can break off what you need. Unpeeled in the crisper it lasts two or three weeks."],
  ["08-08 18:45", "another recruiter: Brightwater Energy, data platform lead. they're a renewable energy retailer", "A lead role is a step up from senior, and energy data (smart meters, half-hourly reads) is interesting volume. Ask whether it's hands-on or people management and how big the team is."],
  ["08-10 11:30", "sent two V4s today!! footwork drills paying off", "Excellent, that's the plateau broken. Keep the drills going, they're why it worked."],
  ["08-12 19:30", "Mochi's dental is done. she had two teeth pulled so it ended up $610", "Poor thing, but she'll feel better without sore teeth. Soft food for a few days and give her the pain relief exactly as the vet said."],
  ["08-14 20:15", "first interview with Brightwater, with Aisha Rahman, their head of data. she was great", "That's a good sign: liking the person you'd report to matters a lot. Note down what she said the first six months would look like."],
  ["08-16 16:20", "what's a good podcast about business stories", "Acquired (long episodes on how companies were built) and How I Built This are the classics."],
  ["08-18 21:00", "booked my Australian citizenship test for September 8", "Good. The test is 20 multiple-choice questions and you need 75% plus all five questions on Australian values right. It's all from the booklet Our Common Bond."],
  ["08-20 19:40", "is Our Common Bond long", "About 40 pages of actual content. Read it twice and do the practice tests on the Home Affairs site; most people need a week or two of light study."],
  ["08-22 10:00", "spark: why is my groupBy so slow locally", "Locally the default spark.sql.shuffle.partitions of 200 creates tiny tasks. Set it to something like 8 for a laptop. Also cache a dataframe if you reuse it across several actions."],
  ["08-23 19:00", "recommend a cheap dinner for two that isn't pasta", "Fried rice with whatever veg is in the fridge, a big tray of roasted veg with chickpeas and yoghurt, or bibimbap with a fried egg."],
  ["08-25 20:30", "Brightwater second round done: a take-home task, build a small pipeline for smart meter data in a week", "Keep it small and clean rather than clever: tests, a README with your trade-offs, and a note on what you'd do with more time. Reviewers read the README first."],
  ["08-27 21:20", "help me structure the best man speech, I have the exam story but it's messy", "A simple shape: one line introducing yourself, the exam story, what Marco is like as a friend, how he changed when he met Jess, something kind about Jess directly, and a toast. Close the lateness thread: raise a glass to Jess, the first person ever to get Marco somewhere on time. Keep it under five minutes."],
  ["08-29 11:15", "Priya and I are doing a weekend in Daylesford. anything good there?", "The Hepburn Bathhouse for the mineral springs, the Lake Daylesford walk, the Convent Gallery, and Sunday's market at the railway station. Book the bathhouse ahead on weekends."],
  ["08-30 18:00", "the Hepburn Bathhouse was amazing. best weekend in ages", "Glad it worked out. The mineral pools after a long winter are hard to beat."],
  ["08-31 20:40", "submitted the Brightwater take-home", "Well done. Now let it go for a few days; they'll likely want you to walk through it in the next round."],
  ["09-02 19:00", "Brightwater wants a final panel on September 10, including a walk-through of my take-home", "Prepare a five-minute walk-through: the problem, your design, one thing you'd change. Expect questions on scale: what happens at 100 times the data."],
  ["09-04 20:30", "practice question: what's the role of the Governor-General?", "The Governor-General is the King's representative in Australia: signs bills into law, swears in ministers, and is commander-in-chief of the defence force in a formal sense, acting on the advice of the government."],
  ["09-06 12:20", "how do I get candle wax off a tablecloth", "Scrape what you can, then put brown paper over it and iron on low: the paper soaks the wax up. Treat any colour stain with a stain remover before washing."],
  ["09-08 15:10", "passed the citizenship test! 19 out of 20", "Congratulations! Next is the citizenship ceremony; the council will invite you, which usually takes a few weeks to a few months."],
  ["09-10 18:40", "Brightwater final panel done. they liked the take-home", "That's a strong finish. Panels that discuss your work in detail are usually going well."],
  ["09-12 20:00", "Jess and Marco's wedding is tomorrow at Stones of the Yarra Valley. nervous about the speech", "Normal. Print it in a big font, mark where to pause, and have a glass of water ready. People at weddings want you to do well."],
  ["09-13 23:10", "speech went great! people laughed at the exam story and Jess cried at the toast", "That's exactly what a best man speech is for. Enjoy the rest of the night."],
  ["09-15 19:30", "hungover x2. best recovery food", "Water and electrolytes, then eggs on toast or a bowl of pho or haejang-guk if you can get it."],
  ["09-17 21:00", "Brightwater offered $148k base plus super. Kestrel pays me $128k", "That's a big jump, about 16%. Before accepting, check the super, leave, flexibility and whether there's a bonus. You can also ask for a little more or a sign-on if you have a reason."],
  ["09-18 20:10", "accepted Brightwater. start date October 12. resigning tomorrow, Greg will be gutted", "Congratulations! Resign in person first, then in writing, and offer a solid handover. Leaving well matters in a small industry."],
  ["09-20 11:20", "what goes into a good handover doc", "What you own, how to run and fix each thing, where the credentials and dashboards live, open issues, and who to ask. Record a short screen walkthrough of the trickiest job."],
  ["09-22 19:45", "our Brunswick lease ends October 31 and the landlord wants $80 more a week. thinking of moving", "$80 a week is over $4,000 a year. Compare the rent in neighbouring suburbs; with the new job in the city you could widen the search along the Upfield line."],
  ["09-24 20:30", "new job means I can't take leave before December 18, so we moved the flights: we now land at Incheon on December 19. change fee was $150 each", "Makes sense. Let your parents know the new date, and check the new flight is still Korean Air direct so your seats and baggage carried over."],
  ["09-25 17:00", "it's Chuseok. video called mum and dad, dad proudly showed me the songpyeon mum made", "Lovely. Homemade songpyeon is worth showing off."],
  ["09-27 10:30", "apartment hunting: Coburg or Thornbury?", "Both are on good transport. Coburg is usually a bit cheaper and close to Sydney Road and the Upfield bike path, Thornbury has High Street and the 86 tram. For cycling to the city, Coburg via the Upfield path is very easy."],
  ["09-29 21:15", "how to say no to a friend who keeps asking to borrow money", "Be kind and clear: tell them you've decided not to lend money to friends any more, it's not about them. No need for a long explanation."],
  ["10-01 19:30", "applied for a two-bedroom in Coburg on Reynard Street, $620 a week", "Good luck. Send a short cover note with your employment letter from Brightwater; agents like renters with a confirmed job."],
  ["10-03 18:20", "we got the Coburg flat! moving on October 25", "Congratulations. Book the removalists now for that Saturday, and arrange the internet connection early since it can take a week or two."],
  ["10-05 20:00", "moving checklist?", "Notice to your landlord in writing, bond return, removalists, internet, change of address for bank, licence, the electoral roll and the vet, redirect mail, and pack a first-night box (kettle, mugs, toilet paper, cat food, chargers)."],
  ["10-07 19:10", "signed up for the Around the Bay ride on October 18, the 100 km option", "Great goal. You have 10 days: do one 60-70 km ride this weekend, then keep it easy. Eat every 45 minutes on the day."],
  ["10-09 17:30", "last day at Kestrel. farewell drinks, Greg gave a card signed by the whole team", "That's a good way to leave. Keep in touch with Greg; former managers are the best references."],
  ["10-11 11:00", "what should I ask in my first one-on-one with a new manager", "How they like to communicate, what success looks like at three and six months, what they worry about, and what they wish the last person in the role had done differently."],
  ["10-12 21:00", "first day at Brightwater done. my manager is Aisha, team of six, everyone seems sharp", "Great start. Spend the first weeks listening and mapping how the data flows before changing things."],
  ["10-14 19:45", "they use dbt here. I've never used it much", "dbt is SQL with Jinja and a DAG: models are select statements, ref() links them, and tests like unique and not_null sit next to them. Their docs tutorial with the jaffle shop takes an afternoon."],
  ["10-16 20:20", "what's a quick breakfast I can eat on the bike path lol", "Overnight oats in a jar, a banana and peanut butter wrap, or a boiled egg and a piece of fruit."],
  ["10-18 16:40", "finished Around the Bay! 100 km in 4 hours 12 minutes", "Well done! That's a solid time for a first 100 km. Eat, drink and keep tomorrow easy."],
  ["10-20 19:00", "Snowflake vs Databricks, which is better for a mid-size company", "Snowflake if the work is mostly SQL analytics and you want little to run; Databricks if you do a lot of Python, Spark or ML. Many mid-size companies are happy with either; cost control matters more than the choice."],
  ["10-22 21:00", "how do you pack a kitchen without breaking everything", "Plates on their edge like records, wrapped in paper, glasses stuffed and wrapped, heavy things in small boxes, light things in big ones. Label every box with the room."],
  ["10-25 18:30", "moved into Coburg. Mochi hid under the bed all day", "Totally normal. Give her one quiet room with her litter, food, water and something that smells like the old place, and let her come out on her own."],
  ["10-26 20:10", "which internet provider do people like", "Aussie Broadband and Superloop both get good reviews for support. Check what NBN technology the flat has; that decides the speeds you can get."],
  ["10-28 19:30", "Mochi came out and explored the whole flat last night", "Good, that's her claiming the place. Keep her inside for a couple of weeks before any supervised balcony time."],
  ["10-30 20:40", "got the citizenship ceremony invitation: November 17 at Coburg Town Hall", "Great news. Bring the invitation, photo ID and your permanent visa details. You'll get your certificate at the ceremony."],
  ["11-01 11:00", "recommend a board game for two", "Patchwork, Jaipur, or 7 Wonders Duel. Jaipur is the quickest to learn."],
  ["11-03 19:20", "Priya's been doing Talk To Me In Korean every morning on the train", "That's a great resource. She'll be able to read hangul signs in Korea, which makes the trip much more fun."],
  ["11-04 20:00", "she asked how to address my parents", "Polite: 어머님 and 아버님 for your mother and father when she speaks to them. Using those will make a very good impression."],
  ["11-05 20:00", "what should I bring mum and dad from Australia?", "Things they can't easily get in Korea: Tasmanian leatherwood honey, a merino wool cardigan or throw for your mum, and something for your dad's hobby, for fishing maybe a good reel or Australian lures. Avoid meat and fresh food, Korean customs will take them."],
  ["11-07 12:30", "bought mum a merino cardigan from a shop in Fitzroy, and dad a Shimano Stradic reel", "Great gifts. Keep the reel in its box in your carry-on or well padded in the checked bag."],
  ["11-09 19:40", "who'll look after Mochi while we're in Korea? our neighbour Hannah offered", "A neighbour who comes twice a day is ideal: Mochi stays in her own space. Leave Hannah a written note with food amounts, the vet's number and your travel dates."],
  ["11-11 20:15", "what's a nice thing to cook for friends on a weeknight", "A tray-bake chicken with lemon and potatoes, or a big pot of curry with rice. Both let you talk instead of cook."],
  ["11-13 21:00", "first proper project at Brightwater: moving the meter-reading pipeline into dbt", "Good first project: visible and contained. Start with tests on the current outputs so you can prove the dbt version matches before you switch over."],
  ["11-15 10:30", "sent my first V5 at Northside Boulders!", "Huge! V3 to V5 in a few months is real progress. Take a rest day, the fingers need it."],
  ["11-17 18:00", "I'm an Australian citizen now! ceremony was lovely, Priya cried", "Congratulations! You can apply for an Australian passport now; the certificate is the document you'll need."],
  ["11-18 20:20", "wait, do I lose my Korean citizenship by becoming Australian?", "Generally yes: Korea doesn't let an adult keep Korean nationality after voluntarily taking another one, with narrow exceptions. Check with the Korean consulate what happens in your case, and which passport you should travel on in December."],
  ["11-20 19:00", "what's a good gift for the neighbour who's feeding the cat", "A nice bottle of wine or a box of good chocolates, plus something from Korea when you come back."],
  ["11-21 20:30", "mum's choir concert is tonight in Jeonju. she sent me a video of the rehearsal", "That's lovely. Send her a message before she goes on stage, it'll mean a lot."],
  ["11-22 13:00", "Priya and I made galbi-jjim using mum's recipe. took forever but so good", "Braised short ribs are worth the time. It's even better the next day."],
  ["11-24 19:15", "aisha asked me to present the dbt migration plan to the whole data team next week", "Keep it short: the why, the plan in phases, the risks and how you'll check the numbers match. End with what you need from them."],
  ["11-26 20:30", "packing for Korea in December. how cold is it?", "Jeonju in late December is usually around -5 to 5 degrees. Pack a warm down jacket, thermal layers, gloves and a beanie; indoors the floors are heated, so bring light clothes for the house too."],
  ["11-28 11:20", "went to Queen Vic Market with Priya. bought Tasmanian leatherwood honey for mum and dad and Tim Tams for my aunt in Daegu", "Nice, both travel well. The honey is fine for customs if it's sealed and commercially packaged."],
  ["11-29 20:00", "took Mochi to Lygon Vet for her yearly vaccination. all good, she's 4.2 kg", "Healthy weight for a cat of her size. Good that it's done before your trip, so Hannah won't have to deal with anything."],
];

// ---------------------------------------------------------------------------------------
// Chat 2001: 박영숙, the mother in Jeonju (Korean)
// ---------------------------------------------------------------------------------------
const YOUNGSOOK: Ex[] = [
  ["06-01 09:40", "요즘 왼쪽 무릎이 계단 내려갈 때마다 시큰거려요. 나이 탓인가요?", "60대 후반에 계단을 내려갈 때 무릎 앞쪽이 시큰하다면 연골이 약해졌거나 퇴행성 관절염 초기일 수 있어요. 몇 주 넘게 계속되면 정형외과에서 엑스레이를 찍어 보시는 게 좋아요. 그 전까지는 계단 대신 엘리베이터를 쓰시고, 무릎을 너무 깊이 굽히는 동작은 피하세요."],
  ["06-02 15:20", "바른정형외과 다녀왔어요. 연골이 좀 닳았대요. 물리치료를 화요일 금요일 주 두 번 받으래요", "진단이 나와서 다행이에요. 물리치료는 꾸준히 받는 게 제일 중요해요. 집에서는 의자에 앉아 다리를 쭉 펴고 10초 버티는 허벅지 운동을 하루 두세 번 해 보세요. 허벅지 근육이 무릎을 받쳐 줘요."],
  ["06-03 10:05", "상추를 너무 많이 따서 처치 곤란이에요", "상추는 겉절이로 무치거나, 된장국에 넣거나, 살짝 데쳐서 나물처럼 드셔도 좋아요. 이웃이나 합창단 분들께 나눠 드리는 것도 방법이에요."],
  ["06-03 10:12", "텃밭은 삼천동 주말농장에 다섯 평 빌렸어요. 고추, 상추, 방울토마토 심었고요", "다섯 평이면 두 분 드시기엔 넉넉해요. 고추는 곧 지지대를 세워 주셔야 하고, 방울토마토는 곁순을 자주 따 주면 열매가 굵어져요."],
  ["06-04 14:30", "합창단 연습 다녀왔어요. 전주 시니어 합창단인데 매주 목요일 오후 2시에 덕진문화센터에서 해요", "매주 노래하시면 폐활량에도 좋고 기분도 좋아지죠. 파트는 어디세요?"],
  ["06-04 14:35", "알토예요. 소프라노는 목이 안 올라가서요 ㅎㅎ", "알토가 화음을 받쳐 주는 중요한 파트예요. 낮은 음을 낼 때는 배에 힘을 주고 턱에는 힘을 빼 보세요."],
  ["06-05 20:10", "남편이 혈압약 먹는 걸 자꾸 까먹어요. 좋은 방법 없을까요", "요일별 약통을 식탁 위 잘 보이는 곳에 두고, 아침 식사와 같이 드시게 습관을 묶는 게 제일 효과적이에요. 휴대폰 알람을 매일 같은 시간에 맞춰 두셔도 좋고요."],
  ["06-06 11:00", "현충일이라 태극기 달았어요. 조기로 다는 거 맞죠?", "네, 현충일에는 조기로 달아요. 깃봉에서 깃발 세로 길이만큼 내려서 다시면 돼요."],
  ["06-07 16:40", "아침마다 갑상선 약 먹는데 밥 먹고 먹어도 되나요? 씬지로이드 50 먹어요", "씬지로이드는 빈속에 드시는 게 좋아요. 아침에 일어나서 물과 함께 드시고, 30분에서 1시간 뒤에 식사하세요. 칼슘제나 철분제는 4시간 정도 간격을 두셔야 흡수가 잘 돼요."],
  ["06-08 19:25", "아들이 호주 멜버른에 사는데 전화로 내 무릎 걱정을 하네요", "아드님이 멀리서도 챙기시네요. 진단 결과와 물리치료 일정을 알려 주시면 안심할 거예요."],
  ["06-09 09:50", "물리치료 받고 왔는데 전기치료랑 온찜질 하더라고요", "처음에는 통증을 줄이는 치료를 먼저 하고, 나아지면 근력 운동을 늘려 가요. 치료사 선생님께 집에서 할 운동도 꼭 물어보세요."],
  ["06-10 13:15", "오이지 담그는 법 알려 주세요", "오이 20개 기준으로 물 2리터에 굵은소금 200그램을 팔팔 끓여서, 깨끗이 씻은 오이에 뜨거울 때 부어요. 무거운 돌로 눌러 두고 사흘 뒤 소금물만 따라 다시 끓여 식혀 붓기를 두 번 하면 오래 가요."],
  ["06-11 21:00", "드라마 추천해 주세요. 너무 무섭거나 잔인한 건 싫어요", "따뜻한 드라마로는 '폭싹 속았수다', '나의 아저씨', '슬기로운 의사생활'을 많이 좋아하세요. 제주 배경의 '폭싹 속았수다'는 부모 세대 이야기라 공감하실 거예요."],
  ["06-12 14:45", "합창단 이번에 '향수' 연습해요. 알토 파트가 어려워요", "'향수'는 가사가 길고 호흡이 중요해요. 구절 끝에서 숨을 미리 계획해 두고, 어려운 부분은 피아노 음을 휴대폰으로 녹음해서 천천히 따라 불러 보세요."],
  ["06-13 18:30", "고추에 진딧물이 생겼어요", "물 1리터에 주방세제 몇 방울과 식용유 한 숟가락을 섞어 분무하면 진딧물이 줄어요. 잎 뒷면까지 뿌리고, 해 질 무렵에 하세요. 심하면 친환경 방제약을 쓰시고요."],
  ["06-15 10:20", "남편이랑 다음 주에 남해 여행 가요. 어디 가면 좋을까요", "남해는 독일마을, 다랭이마을, 보리암이 대표적이에요. 무릎이 불편하시니 보리암은 셔틀버스를 이용하시고, 다랭이마을은 계단이 많아서 위쪽 전망대에서 보시는 걸 추천해요. 멸치쌈밥도 꼭 드셔 보세요."],
  ["06-16 09:30", "물리치료 두 주째인데 조금 나은 것 같아요", "좋아지고 있다니 다행이에요. 나아진다고 갑자기 많이 걷지 마시고, 조금씩 늘려 가세요."],
  ["06-18 20:40", "저녁에 발이 붓는데 왜 그럴까요", "오래 서 계시거나 짜게 드시면 저녁에 발이 붓기 쉬워요. 주무시기 전에 다리를 베개 위에 올리고 15분 쉬어 보세요. 한쪽만 붓거나 아프면 병원에 가 보셔야 해요."],
  ["06-20 19:50", "남해 독일마을 왔어요. 경치가 정말 좋네요. 남편은 맥주 마신다고 신났어요", "즐거운 여행 되세요. 독일마을 아래 물건방조어부림 숲길도 평평해서 무릎에 부담 없이 걷기 좋아요."],
  ["06-21 18:10", "남해에서 멸치쌈밥 먹고 왔어요. 다랭이마을은 위에서만 봤어요", "무릎 생각해서 잘 하셨어요. 멸치쌈밥 입에 맞으셨어요?"],
  ["06-21 18:15", "짭짤하니 맛있었어요. 남편은 두 그릇 먹었어요", "두 그릇이면 대성공이네요. 여행 피로 푸시게 오늘은 일찍 쉬세요."],
  ["06-23 15:30", "합창단 순자 언니가 요즘 눈이 침침하대요", "나이 들면 백내장이 흔해요. 안과에서 검사 받아 보시라고 권해 드리세요. 요즘은 수술도 간단한 편이에요."],
  ["06-25 11:40", "방울토마토가 빨갛게 익기 시작했어요", "수확 시기네요. 완전히 빨갛게 익었을 때 따시면 제일 달아요. 비 오기 전에 따 두시면 열매가 터지는 걸 막을 수 있어요."],
  ["06-27 16:00", "장마 때 텃밭 관리는 어떻게 해요", "고랑을 깊게 파서 물이 잘 빠지게 해 주시고, 고추 지지대를 단단히 묶어 주세요. 장마 뒤에는 탄저병이 잘 생기니 병든 고추는 바로 따서 버리세요."],
  ["06-29 20:30", "휴대폰 글씨가 너무 작아요. 지금 폰이 오래돼서 그런지 느리기도 하고요", "설정의 '디스플레이'에서 글자 크기를 키우실 수 있어요. 폰이 5년 넘었다면 배터리와 속도 때문에 바꾸실 때가 됐을 수도 있어요."],
  ["07-01 10:15", "복지관에서 서예 교실이 생겼대요. 배워 볼까 해요", "서예는 집중력과 손 근육에 좋고 무릎에 부담도 없어서 잘 맞으실 것 같아요. 붓, 먹, 화선지, 벼루 정도가 필요해요."],
  ["07-03 14:20", "평화동 노인복지관 서예 교실 등록했어요. 매주 월요일 오전 10시, 송 선생님이 가르치세요", "축하드려요. 처음에는 기본 획 긋기를 많이 하실 거예요. 서두르지 말고 천천히 즐기세요."],
  ["07-06 12:30", "서예 첫 수업. 한글 궁체로 시작한대요", "궁체는 조선 궁중에서 쓰던 한글 서체라 단정하고 아름다워요. 처음엔 'ㄱ', 'ㄴ' 같은 자음부터 연습하실 거예요."],
  ["07-07 17:45", "한옥마을 필방에서 붓이랑 벼루 샀어요. 붓이 38,000원이나 하네요", "좋은 붓은 오래 가요. 쓰고 나서 미지근한 물에 먹을 완전히 빼고 모양을 다듬어 걸어서 말려 주세요."],
  ["07-08 09:45", "물리치료 선생님이 스쿼트를 반만 하라고 하시네요", "하프 스쿼트는 무릎을 45도 정도만 굽히는 운동이에요. 무릎이 발끝을 넘지 않게, 엉덩이를 뒤로 빼는 느낌으로 하세요. 아프면 바로 멈추시고요."],
  ["07-10 21:20", "한강 작가 책 읽어 보고 싶어요. 뭐부터 읽을까요", "'소년이 온다'는 5·18을 다뤄서 마음이 아플 수 있어요. 가족 이야기를 좋아하시면 '작별하지 않는다'를 권해 드려요. 제주 4·3을 다루지만 모녀의 이야기이기도 해요."],
  ["07-12 15:00", "작별하지 않는다 도서관에서 빌렸어요", "천천히 읽으세요. 눈이 많이 내리는 장면이 자주 나오는데, 그게 중요한 상징이에요."],
  ["07-13 10:30", "서예 두 번째 수업. 송 선생님이 붓을 세우라고 하시네요", "붓을 수직으로 세워 쓰는 '중봉'이 서예의 기본이에요. 손목이 아니라 팔 전체로 움직인다고 생각하시면 쉬워요."],
  ["07-15 19:40", "복날인데 삼계탕 집에서 끓이려고요", "닭 속에 찹쌀, 마늘, 대추, 인삼을 넣고 실로 다리를 묶어서 한 시간 정도 끓이시면 돼요. 찹쌀은 30분 불려 두세요."],
  ["07-17 11:10", "폭염이라 텃밭을 아침 일찍 갔다 왔어요", "잘하셨어요. 한낮에는 밭일을 피하시고, 모자와 물 꼭 챙기세요. 어르신들 온열질환이 많이 생기는 때예요."],
  ["07-19 20:50", "작별하지 않는다 다 읽었어요. 마음이 먹먹하네요", "그 먹먹함이 이 책이 오래 남는 이유예요. 인선과 어머니 이야기 중 어떤 부분이 제일 남으셨어요?"],
  ["07-20 10:40", "서예 시간에 '사랑' 두 글자 썼는데 선생님이 칭찬하셨어요", "첫 작품 칭찬이라니 대단하세요. 잘 쓰신 건 날짜를 적어 보관해 두시면 나중에 발전한 게 보여서 뿌듯해요."],
  ["07-22 14:15", "대구 영희 언니가 다음 달에 칠순이에요. 뭘 해 드리면 좋을까", "칠순에는 가족 식사와 함께 기념이 될 만한 선물을 많이 해요. 언니가 좋아하시는 걸 담은 사진첩, 좋은 한복 스카프, 건강 관련 선물, 아니면 형제들이 돈을 모아 여행을 보내 드리는 것도 좋아요."],
  ["07-24 16:30", "무릎 때문에 물리치료 계속 받는데 의사 선생님이 다음 달에 다시 보자네요", "경과를 보고 다음 단계를 정하시려는 것 같아요. 그동안 아픈 정도를 일기처럼 적어 가시면 진료 때 도움이 돼요."],
  ["07-26 12:20", "열무김치 담갔어요. 풀 쑤는 거 밀가루로 했어요", "밀가루풀도 좋아요. 열무는 살살 씻어야 풋내가 안 나요. 실온에 하루 두었다가 냉장고에 넣으세요."],
  ["07-28 18:00", "합창단에서 11월 정기공연 한대요. 11월 21일 한국소리문화의전당이요", "목표가 생기셨네요. 넉 달 남았으니 충분히 준비하실 수 있어요."],
  ["07-30 21:10", "밤에 자꾸 깨요. 새벽 세 시면 눈이 떠져요", "나이 들면 잠이 얕아지는 게 흔해요. 낮잠은 30분 이내로, 오후엔 커피를 피하시고, 잠이 안 오면 누워 있지 말고 잠깐 일어나 조용한 일을 하세요. 계속되면 병원 상담도 괜찮아요."],
  ["08-01 10:50", "도윤이가 12월에 여자친구 프리야랑 같이 온대요! 12월 12일에 도착한대요", "정말 기쁘시겠어요. 여자친구분은 처음 한국에 오시는 거죠? 첫 만남이 편하시도록 천천히 준비하시면 돼요."],
  ["08-03 15:40", "하이마트에서 휴대폰 바꿨어요. 갤럭시 A35요", "축하드려요. 화면이 커서 보시기 편하실 거예요. 카카오톡 대화는 예전 폰에서 백업해 두셨으면 그대로 옮기실 수 있어요."],
  ["08-03 15:55", "글자 크게 하는 거 다시 알려 주세요", "설정 → 디스플레이 → 글자 크기와 스타일에서 막대를 오른쪽으로 옮기시면 돼요. 같은 화면에서 '굵은 글꼴'을 켜시면 더 잘 보여요."],
  ["08-05 11:20", "방울토마토가 다 쪼개져요", "비가 많이 온 뒤 물을 한꺼번에 빨아들여서 갈라지는 거예요. 익기 직전에 미리 따서 실내에서 후숙하시면 덜 갈라져요."],
  ["08-07 14:00", "영희 언니 칠순 선물로 형제들이 돈 모아서 안마의자 보내기로 했어요", "좋은 선택이에요. 언니분 댁에 놓을 자리와 배송 날짜를 미리 확인해 두세요."],
  ["08-09 19:30", "서예 선생님이 한 달 지나니 '가나다'를 쓰게 하시네요", "기본 획에서 글자로 넘어가셨네요. 자음과 모음의 비율을 맞추는 게 궁체의 핵심이에요."],
  ["08-11 09:55", "말복인데 남편이 장어 먹자고 해요", "장어는 단백질과 비타민 A가 풍부해서 여름 보양식으로 좋아요. 구이로 드실 땐 생강채를 곁들이세요."],
  ["08-13 16:20", "순자 언니가 안과에서 백내장 수술 날짜 잡았대요. 9월 초에 한대요", "요즘 백내장 수술은 한쪽에 20~30분 정도로 짧아요. 수술 뒤 며칠은 눈을 비비지 않고 세수도 조심해야 하니 음식 챙겨 드리면 고마워하실 거예요."],
  ["08-15 21:40", "대구에서 영희 언니 칠순 잔치 했어요. 수성못 근처 한정식집 '수성담'에서 했어요", "축하드려요. 형제들이 다 모이셨으면 언니분이 정말 기뻐하셨겠어요."],
  ["08-15 21:45", "안마의자 보고 언니가 울었어요 ㅎㅎ", "마음이 전해졌네요. 오랜만에 자매들 모여서 좋은 시간 보내셨겠어요."],
  ["08-18 10:30", "여름 내내 물리치료 받았는데 의사 선생님이 이제 수영장에서 걷기 운동을 해 보래요", "물속 걷기는 부력 덕분에 무릎에 체중이 덜 실려서 관절에 좋은 운동이에요. 처음에는 20분 정도 천천히 걸으시고, 물이 허리 높이인 곳이 좋아요."],
  ["08-20 15:15", "수영복 사러 가야겠어요. 어르신들 입는 거 뭐가 좋아요", "몸에 붙지 않는 반팔 원피스형이나 하의가 반바지 형태인 수영복이 편해요. 수영모와 미끄럼 방지 아쿠아슈즈도 꼭 챙기세요."],
  ["08-22 11:00", "텃밭에 가을배추 심으려고요. 언제 심어요?", "전주 기준으로 8월 말에서 9월 초에 모종을 심으시면 돼요. 김장하시려면 그때 심어야 11월에 알이 차요. 밑거름을 미리 넣어 두세요."],
  ["08-24 20:20", "김치냉장고에서 이상한 소리가 나요", "콤프레서가 돌 때 나는 웅웅 소리는 정상이에요. 딱딱 부딪히는 소리가 나면 뒤쪽이 벽에 닿았는지 보시고, 계속되면 서비스센터에 연락하세요."],
  ["08-27 10:40", "가을배추 모종 30포기 심었어요", "잘하셨어요. 심고 나서 물을 흠뻑 주시고, 배추벌레가 생기기 쉬우니 며칠에 한 번 잎 뒤를 살펴 주세요."],
  ["08-29 14:50", "프리야가 인도계 호주 사람이래요. 뭘 대접하면 좋을까요", "종교나 식습관을 먼저 도윤 씨에게 물어보시는 게 좋아요. 소고기나 돼지고기를 안 드시는 분도 있어요. 잡채, 전, 생선구이처럼 고기가 없어도 되는 요리를 곁들이면 편해요."],
  ["08-31 19:10", "도윤이가 프리야는 고기 다 잘 먹는대요. 매운 것도 좋아한대요", "다행이에요. 그럼 갈비찜이나 불고기도 괜찮겠어요. 매운 걸 좋아하시면 김치찌개도 좋아하실 거예요."],
  ["09-01 09:30", "화산체육관 수영장에서 아쿠아로빅 등록했어요. 월수금 오전 9시예요", "물속 걷기보다 한 단계 나아간 운동이네요. 음악에 맞춰 하니 재미있으실 거예요. 무릎이 아프면 점프 동작은 빼고 하세요."],
  ["09-03 17:20", "아쿠아로빅 첫날. 생각보다 힘드네요 ㅎㅎ 물리치료는 이제 안 가요", "처음엔 다 힘들어요. 두세 주면 몸이 적응해요. 끝나고 단백질 있는 간식을 드세요."],
  ["09-04 13:40", "순자 언니 백내장 수술했대요. 전복죽 끓여서 갖다 주려고요", "좋은 생각이에요. 전복죽은 소화도 잘 되고 기운도 나요. 수술 후 일주일은 눈에 물이 들어가지 않게 조심하시라고 전해 주세요."],
  ["09-06 19:00", "서예 교실에서 12월에 작품 전시회를 한대요. 아니 11월 말이래요", "전시회가 목표가 되면 연습이 더 즐거워지죠. 어떤 글귀를 쓰실지 미리 생각해 보세요."],
  ["09-08 11:30", "건강검진 날짜 잡았어요. 9월 10일 예수병원이요", "검진 전날 저녁 9시 이후로는 금식하시고, 갑상선 약은 검진 끝나고 드셔도 되는지 병원에 확인하세요."],
  ["09-10 15:50", "검진 받았는데 나쁜 콜레스테롤이 162래요. 약은 아직 안 먹어도 된대요", "LDL 162는 높은 편이에요. 식단으로 먼저 조절해 보자는 뜻이에요. 귀리나 현미 같은 통곡물, 고등어·꽁치 같은 등푸른 생선, 콩과 채소를 늘리시고, 튀김과 기름진 고기는 줄이세요. 하루 30분 걷기나 아쿠아로빅도 도움이 돼요."],
  ["09-12 10:20", "귀리밥 어떻게 해요?", "쌀과 귀리를 3대 1 정도로 섞어서, 귀리는 30분 이상 불려 두세요. 물은 평소보다 조금 더 넣으시면 돼요."],
  ["09-14 16:10", "도윤이가 남편한테 이번에 추석에는 못 온다고 했대요", "멀리 살면 명절마다 오기는 어렵죠. 12월에 오니까 그때 맛있는 거 많이 해 주세요."],
  ["09-16 20:45", "송편 반죽 익반죽 하는 거 맞죠?", "네, 쌀가루에 뜨거운 물을 조금씩 넣으면서 반죽하는 게 익반죽이에요. 귓불 정도 말랑해지면 젖은 면포를 덮어 두세요."],
  ["09-18 14:00", "합창단에서 공연 곡이 정해졌어요. '향수', '아리랑', 그리고 'You Raise Me Up'이요", "다양하게 구성됐네요. 'You Raise Me Up'은 영어 가사라 발음을 한글로 적어 두고 연습하시면 편해요."],
  ["09-21 10:30", "아쿠아로빅 끝나고 무릎이 오히려 덜 아파요", "물속 운동이 잘 맞으시나 봐요. 허벅지 근육이 붙으면서 무릎을 더 잘 받쳐 주는 거예요."],
  ["09-23 18:40", "추석 장 봤어요. 동그랑땡, 동태전, 송편 할 거예요", "전은 기름이 많으니 하루에 다 하시지 말고 나눠서 하세요. 무릎 생각해서 바닥 말고 식탁에서 앉아서 부치세요."],
  ["09-25 13:30", "송편 빚어서 도윤이한테 영상통화로 보여 줬어요. 좋아하네요", "화면으로라도 명절 기분을 나누셨네요. 아드님이 엄마 송편 생각 많이 났을 거예요."],
  ["09-26 20:15", "도윤이 비행기가 바뀌었대요. 새 회사 때문에 휴가를 늦게 써서 12월 19일에 인천 도착이래요", "일주일 늦어졌네요. 대신 크리스마스를 같이 보낼 수 있겠어요. 19일 도착이면 전주까지는 KTX나 버스로 오후에 오시겠네요."],
  ["09-28 11:50", "남편이 벌초 다녀와서 허리가 아프대요", "벌초는 허리를 숙이고 오래 일해서 무리가 가기 쉬워요. 찜질하고 하루 이틀 쉬시라고 하세요. 다리가 저리면 병원에 가 보셔야 해요."],
  ["09-30 09:50", "서예 선생님이 전시회에 낼 글로 '가화만사성'을 추천하셨어요", "집안이 화목하면 모든 일이 잘 된다는 뜻이라 좋네요. 아드님 오는 해에 딱 맞는 글귀예요."],
  ["10-02 14:20", "합창단 연습이 이달부터 수요일로 바뀌었어요. 덕진문화센터가 공사를 해서 시청 강당에서 해요", "요일과 장소가 다 바뀌었네요. 수요일엔 아쿠아로빅도 있으니 오전 운동 후 점심 드시고 가시면 되겠어요."],
  ["10-04 16:35", "가을 운동회처럼 복지관에서 걷기 대회를 한대요", "무릎에 무리 안 되는 선에서 참여하시면 좋겠어요. 속도보다 완주가 목표라고 생각하세요."],
  ["10-06 11:15", "내분비내과 진료가 모레예요. 갑상선 수치 때문에요", "혈액검사가 있으면 그날 아침 약은 검사 후에 드시라고 할 수도 있으니 병원 안내를 확인하세요."],
  ["10-08 15:30", "갑상선 수치가 낮게 나와서 씬지로이드를 75로 올렸어요. 예수병원 김 교수님이요", "용량을 올린 뒤 6주쯤 지나 다시 수치를 보실 거예요. 두근거림이나 손 떨림이 생기면 병원에 알려 주세요."],
  ["10-10 19:20", "배추가 속이 안 차요", "10월 중순부터 배추 겉잎을 끈으로 묶어 주시면 속이 차는 데 도움이 돼요. 물도 충분히 주세요."],
  ["10-13 10:45", "서예 '가화만사성' 연습 중인데 '만' 자가 어려워요", "'만' 자는 받침 'ㄴ'을 넉넉하게 펴 주면 균형이 잡혀요. 선생님께 체본을 받아서 위에 대고 연습해 보세요."],
  ["10-15 20:30", "합창단 친구들이랑 모레 순천만 국가정원 가요", "가을 순천만 갈대가 정말 예뻐요. 갈대밭 데크길은 평평해서 걷기 좋지만, 용산전망대 가는 길은 오르막이라 무릎 생각해서 조심하세요."],
  ["10-17 18:50", "순천만 다녀왔어요. 갈대가 장관이었어요. 꼬막정식도 먹었어요", "좋은 곳에서 좋은 분들과 보내셨네요. 꼬막은 순천 벌교 특산이라 맛있으셨을 거예요."],
  ["10-19 14:10", "도윤이가 새 회사 다닌 지 일주일 됐대요. 에너지 회사래요", "새 직장 적응이 제일 힘든 때예요. 응원 메시지 한 번 보내 주시면 힘이 날 거예요."],
  ["10-21 09:40", "아쿠아로빅 수업에 새 강사님이 오셨어요. 노래를 트로트로 바꾸셨어요 ㅎㅎ", "트로트에 맞춰 하면 더 신나겠어요. 즐겁게 하시는 게 제일이에요."],
  ["10-23 16:00", "프리야 선물을 뭘 하면 좋을까요? 처음 만나는 자리예요", "한국적인 게 좋아요. 나전칠기 보석함이나 손거울, 한지로 만든 조명, 좋은 전통차 세트 같은 걸 많이 하세요. 부담스럽지 않게 예쁜 것 하나면 충분해요."],
  ["10-25 12:30", "도윤이 이사했대요. 고양이가 침대 밑에 숨었대요 ㅎㅎ", "고양이는 새집에 적응하는 데 며칠 걸려요. 아드님도 새 직장에 이사까지 바쁘겠네요."],
  ["10-27 20:10", "김장 날짜 정했어요. 11월 14일 토요일이요. 대구 영희 언니가 도와주러 온대요", "언니분이 오시면 든든하시겠어요. 날짜가 정해졌으니 고춧가루, 젓갈, 마늘을 미리 준비해 두세요."],
  ["10-29 15:20", "고춧가루는 임실 시골 친척한테 10근 샀어요", "직접 농사지은 고춧가루면 김장 맛이 훨씬 좋아요. 서늘한 곳이나 냉동실에 보관하세요."],
  ["10-31 11:00", "합창 연습하다 목이 쉬었어요", "목을 아끼셔야 해요. 따뜻한 물을 자주 드시고, 속삭이는 것도 목에 부담이 되니 말을 줄이세요. 꿀 넣은 배숙이나 도라지차가 좋아요."],
  ["11-02 14:40", "한옥마을 공방에서 프리야 선물로 한지 스탠드 샀어요. 나비 무늬예요", "예쁜 선물이네요. 한지 조명은 빛이 은은해서 외국 분들이 특히 좋아해요. 가져가기 쉽게 포장을 단단히 해 달라고 하세요."],
  ["11-04 10:10", "김장 배추는 텃밭 것 30포기에 해남 절임배추 20킬로 주문했어요", "양이 꽤 되네요. 절임배추는 김장 전날 도착하게 배송일을 맞추시면 좋아요."],
  ["11-06 19:50", "김장 양념 비율 알려 주세요. 배추 서른 포기 넘어요", "배추 10포기 기준으로 고춧가루 1.2kg, 다진 마늘 500g, 생강 100g, 멸치액젓 1컵, 새우젓 1컵, 찹쌀풀 1리터, 무 2개 채썰기, 쪽파와 갓 적당히예요. 30포기면 세 배 하시고 간은 중간에 보면서 맞추세요."],
  ["11-08 16:25", "서예 전시회가 11월 28일이래요. 복지관 1층 로비에서요", "드디어 작품을 걸게 되셨네요. 표구는 어디서 하시는지 선생님께 여쭤보세요."],
  ["11-10 11:35", "아쿠아로빅 하러 갔다가 순자 언니를 수영장에서 만났어요. 눈 수술하고 완전 좋아졌대요", "회복이 잘 되셨나 봐요. 같이 운동하시면 더 즐겁겠어요."],
  ["11-12 20:05", "합창단 리허설 다음 주 수요일이에요. 떨리네요", "리허설 때 실수해 두는 게 본 공연엔 오히려 좋아요. 잘 하실 거예요."],
  ["11-14 21:30", "김장 끝났어요! 영희 언니랑 남편이랑 셋이 했어요. 김치통 12개 나왔어요", "정말 고생 많으셨어요. 오늘은 무릎에 찜질하시고 푹 쉬세요. 수육은 해 드셨어요?"],
  ["11-14 21:40", "수육 삶아서 굴이랑 먹었어요. 언니가 내일 대구 내려가요", "김장날 수육에 굴이면 최고죠. 언니분께도 김치 한 통 챙겨 드리세요."],
  ["11-16 10:50", "김장하고 나서 허리가 뻐근해요", "오래 쪼그리고 앉아 계셔서 그래요. 따뜻한 찜질과 가벼운 스트레칭을 하시고 이번 주 아쿠아로빅은 가볍게 하세요."],
  ["11-18 19:40", "리허설 했어요. 'You Raise Me Up' 가사를 한 번 틀렸어요", "리허설에서 틀린 건 오히려 기억에 남아서 공연 땐 안 틀리실 거예요. 그 소절만 열 번 더 불러 보세요."],
  ["11-21 22:10", "공연 잘 끝났어요! 소리문화의전당 연지홀 꽉 찼어요. 가사 하나도 안 틀렸어요", "축하드려요! 몇 달 연습하신 보람이 있네요. 오늘 밤은 뿌듯하게 주무세요."],
  ["11-23 15:00", "도윤이 오면 해 줄 음식 정해야겠어요. 갈비찜은 꼭 하고요", "갈비찜에 잡채, 도윤 씨 좋아하는 김치찌개, 그리고 겨울이니 굴전이나 매생이국도 좋겠어요. 프리야 씨를 위해 덜 매운 반찬도 한두 개 있으면 좋아요."],
  ["11-25 10:30", "서예 작품 표구 찾아왔어요. 액자에 넣으니 그럴듯해요", "전시회 날 사진 꼭 찍어 두세요. 아드님한테도 보내 주시고요."],
  ["11-26 18:20", "다음 달 갑상선 피검사 예약했어요. 12월 3일이요", "용량 올린 지 약 8주 되는 때라 딱 맞네요. 검사 당일 아침 약은 검사 후에 드세요."],
  ["11-28 17:10", "서예 전시회 다녀왔어요. 내 '가화만사성' 앞에서 남편이 사진 찍어 줬어요", "축하드려요. 넉 달 만에 작품을 거신 거예요. 사진은 아드님께 보내 드리세요."],
  ["11-29 19:30", "도윤이 방 정리하고 이마트에서 극세사 이불 새로 샀어요. 프리야랑 둘이 쓸 거요", "아드님 부부가 오면 따뜻하게 지내겠네요. 새 이불은 한 번 빨아서 먼지를 털고 쓰세요."],
];

// ---------------------------------------------------------------------------------------
// Chat 2002: 김정호, the father in Jeonju (Korean)
// ---------------------------------------------------------------------------------------
const JUNGHO: Ex[] = [
  ["06-01 10:20", "혈압을 집에서 재 보니 아침에 140에 90이 나와. 약은 암로디핀 5밀리 먹고 있어", "약을 드시는데도 아침 혈압이 140/90이면 조금 높은 편이에요. 일주일 정도 아침저녁으로 재서 기록해 두셨다가 다음 진료 때 보여 주세요. 재기 전 5분은 앉아서 쉬시고, 커피나 담배 직후는 피하세요."],
  ["06-01 10:28", "서신내과 이 원장이 다음 달에 다시 보자고 했어", "기록을 가져가시면 이 원장님이 약을 조정할지 판단하기 쉬우실 거예요."],
  ["06-02 17:45", "내일 대아저수지로 붕어 낚시 간다. 전주 붕어낚시회 사람들이랑", "요즘 대아저수지는 새벽이나 해 질 무렵에 입질이 좋다고들 해요. 모자와 물, 모기 기피제 챙기세요."],
  ["06-03 21:10", "대아저수지에서 붕어 여섯 마리 잡았어. 제일 큰 게 27센티", "손맛 제대로 보셨네요. 월척까지 3센티 남았어요."],
  ["06-04 15:30", "타이젬 바둑에서 5단인데 요즘 자꾸 져", "연패할 때는 잠깐 쉬시거나 한 단계 낮은 상대와 두면서 리듬을 찾는 게 좋아요. 진 판을 복기해 보면 초반 포석인지 끝내기인지 약점이 보여요."],
  ["06-05 11:10", "차가 2014년식 쏘나타인데 12년 됐어. 슬슬 바꿔야 하나", "12년이면 잔고장이 늘 때예요. 1년 수리비가 차 값의 10%를 넘기 시작하면 교체를 고려하시는 게 일반적이에요. 주로 어디를 다니시는지에 따라 추천이 달라져요."],
  ["06-05 11:20", "시내 다니고 낚시 가고 가끔 서울 아들 짐 가지러. 아들은 호주 살지만", "시내와 근교 위주라면 연비 좋은 하이브리드가 잘 맞아요. 낚시 짐을 싣는다면 트렁크가 넉넉한 소형 SUV도 좋고요."],
  ["06-07 09:50", "고등학교 동창들이랑 모악산 올라갔다 왔어", "모악산 정상까지면 꽤 힘든 코스인데 대단하세요. 하산할 때 무릎 조심하시고 스틱 쓰시면 좋아요."],
  ["06-09 20:30", "마누라가 무릎이 아파서 물리치료 다니는데 나는 뭘 도와주면 좋을까", "장보기처럼 무거운 걸 드는 일이나 계단 많은 곳에 가는 일을 대신해 주시면 큰 도움이 돼요. 물리치료 날 병원까지 태워다 드리는 것도 좋고요."],
  ["06-11 14:20", "배당주에 관심이 생겼어. 은퇴하고 이자 말고 다른 수입이 있으면 좋겠는데", "배당주나 배당 ETF는 꾸준한 현금 흐름을 원하시는 분들이 많이 봐요. 한 종목보다 여러 회사를 묶은 ETF가 위험이 덜해요. 투자 전 원금 손실 가능성은 꼭 감안하세요."],
  ["06-13 18:00", "찌 맞춤이 뭐야? 낚시회 총무가 자꾸 얘기하던데", "찌 맞춤은 봉돌 무게를 조절해서 찌가 물속에서 원하는 높이로 서게 맞추는 거예요. 예민하게 맞추면 작은 입질도 보이고, 무겁게 맞추면 바람에 덜 흔들려요."],
  ["06-15 16:40", "경로당에서 최영수랑 바둑 뒀는데 세 판 다 이겼어", "오늘은 컨디션이 좋으셨네요. 최영수 님이 다음엔 복수하러 오시겠어요."],
  ["06-17 10:05", "다음 주에 마누라랑 남해 가. 운전 몇 시간 걸려?", "전주에서 남해 독일마을까지는 순천완주고속도로로 2시간 반 정도예요. 중간에 섬진강휴게소에서 한 번 쉬시면 좋아요."],
  ["06-19 19:40", "유튜브에 낚시 영상 올리는 법 알려 줘", "휴대폰 유튜브 앱에서 아래 가운데 + 버튼을 누르고 '동영상 업로드'를 고르시면 돼요. 제목, 설명을 쓰고 공개 범위를 정하면 끝이에요. 처음엔 '일부 공개'로 올려 보시면 부담이 없어요."],
  ["06-21 21:00", "남해에서 맥주 마시고 멸치쌈밥 두 그릇 먹었어", "독일마을 맥주에 멸치쌈밥이라니 제대로 즐기셨네요. 운전은 사모님이 하셨어요?"],
  ["06-21 21:05", "마누라 운전 못 해. 맥주는 숙소 가서 마셨어", "잘하셨어요. 여행은 무사히 즐기는 게 최고죠."],
  ["06-24 15:15", "듀오링고로 영어 공부 시작해 볼까 해. 아들 여자친구가 호주 사람이라서", "좋은 생각이에요. 하루 10분이면 되고 게임처럼 돼 있어서 꾸준히 하기 쉬워요. 인사말부터 익히시면 만났을 때 좋아하실 거예요."],
  ["06-26 11:30", "장마에 낚시 가도 돼?", "장마 중에는 물이 불고 흙탕물이 되어 입질이 약하고, 저수지 가장자리가 미끄러워 위험해요. 비 그친 뒤 물이 맑아지기 시작할 때가 오히려 좋아요."],
  ["06-28 20:20", "아반떼 하이브리드 가격이 얼마야", "신차 기준 2천만 원대 후반에서 3천만 원대 초반이에요. 옵션에 따라 달라지고, 하이브리드 구매 혜택이 있는지도 확인해 보세요."],
  ["06-30 09:40", "혈압 일주일 기록했어. 아침 평균 138에 88", "꾸준히 기록하셨네요. 진료 때 그대로 보여 드리면 돼요. 짠 음식 줄이는 것도 같이 해 보세요."],
  ["07-02 14:50", "효자동 지역아동센터에서 수학 가르칠 자원봉사자 구한대서 신청했어", "토목 하셨으니 수학은 자신 있으시겠어요. 아이들에게 좋은 어른이 되어 주실 거예요."],
  ["07-03 10:30", "이 원장이 혈압약은 그대로 두고 8월에 다시 보재", "한 달 더 지켜보시는 거네요. 걷기와 싱겁게 먹기를 같이 하시면 수치가 내려갈 수도 있어요."],
  ["07-07 18:10", "아동센터 첫 수업했어. 매주 화요일 오후 4시에 중학생 셋 가르쳐", "첫 수업 축하드려요. 아이들이 어느 부분을 어려워하는지 먼저 파악하시면 다음 수업 준비가 쉬워요."],
  ["07-08 20:40", "중2 민준이가 일차함수를 너무 어려워해", "그래프부터 그리게 하시면 좋아요. 택시 요금처럼 기본요금 더하기 거리 곱하기 요금 같은 생활 예로 기울기와 y절편을 설명하면 이해가 빨라요."],
  ["07-10 16:20", "듀오링고 시작했어. 오늘 '헬로우' '땡큐' 배웠어", "첫걸음 축하드려요. 연속 학습 기록이 쌓이는 재미가 있어요."],
  ["07-12 09:05", "아침 일찍 대아저수지 왔는데 안개가 자욱해", "새벽 안개 낀 저수지 풍경이 좋죠. 미끄러우니 발밑 조심하세요."],
  ["07-12 13:30", "오늘 월척 했다! 38센티 붕어", "축하드려요! 38센티면 대물이에요. 사진은 찍으셨어요? 낚시회에서 자랑하셔도 되겠어요."],
  ["07-14 19:00", "월척 사진 낚시회 단톡방에 올렸더니 난리 났어", "축하 받을 만하죠. 측정 사진이 있으면 낚시회 기록으로도 남기세요."],
  ["07-16 14:10", "복날이라 마누라가 삼계탕 끓여 줬어", "복날 삼계탕 최고죠. 잘 드셨어요?"],
  ["07-18 21:15", "바둑 한 판 복기 좀 도와줄 수 있어? 초반에 귀를 다 뺏겼어", "기보를 사진이나 수순으로 보내 주시면 같이 볼게요. 일반적으로 초반에 귀를 잃으면 상대가 집을 먼저 확보한 거라, 변을 크게 벌리는 것보다 상대 세력을 견제하는 쪽이 나아요."],
  ["07-21 11:45", "차 바꾸는 거 그랜저도 생각 중이야. 친구가 그랜저 타라네", "그랜저는 승차감과 공간이 좋지만 시내 위주라면 크고 연료비가 더 들어요. 낚시 짐과 주차를 생각하면 중형 이하도 충분할 수 있어요."],
  ["07-23 17:30", "아동센터에서 민준이가 일차함수 문제 다 맞혔어", "가르치신 보람이 있네요. 칭찬 한마디가 아이에게 오래 남아요."],
  ["07-25 10:00", "카카오T로 택시 부르는 법 좀", "카카오T 앱을 열고 '택시'를 누른 뒤 도착지를 입력하세요. 출발지는 현재 위치로 잡혀요. '호출하기'를 누르면 배정된 차 번호가 나와요. 결제는 앱에 카드를 등록하거나 내릴 때 직접 하시면 돼요."],
  ["07-28 15:40", "도윤이가 회사 면접 떨어졌대. 속상해하더라", "아드님이 아버님께 털어놓은 걸 보면 믿고 의지하는 거예요. 괜찮다고, 다음 기회가 있다고 말해 주세요."],
  ["07-30 20:00", "여름휴가로 변산 가서 바다 낚시 해 볼까", "변산반도 격포항 쪽에서 방파제 낚시를 많이 해요. 여름엔 전갱이나 망둥어가 잘 나와요. 구명조끼는 꼭 입으세요."],
  ["08-02 09:20", "도윤이가 12월 12일에 여자친구랑 한국 온대", "기쁜 소식이네요. 연말에 가족이 다 모이겠어요."],
  ["08-04 18:30", "격포 방파제에서 망둥어 한 바구니 잡았어", "망둥어는 튀김이나 매운탕으로 드시면 맛있어요. 손질할 때 지느러미 가시 조심하세요."],
  ["08-06 10:15", "서신내과 갔더니 이 원장이 혈압약을 바꿨어. 트윈스타라고 텔미사르탄하고 암로디핀 같이 든 거래", "두 가지 성분이 한 알에 든 복합제예요. 바꾼 뒤 2주쯤 어지럼이 있는지 살피시고, 집에서 계속 재서 다음 진료 때 보여 주세요. 자몽 주스는 피하시는 게 좋아요."],
  ["08-08 16:50", "배당 ETF 하나 샀어. 타이거 미국배당다우존스", "미국 배당 성장주를 모은 ETF예요. 매달 분배금이 나오는 상품이라 생활비 보태기 좋아요. 환율에 따라 평가액이 움직인다는 점은 알고 계세요."],
  ["08-08 17:05", "분배금이 뭐야 배당금이랑 달라?", "ETF가 받은 배당을 투자자에게 나눠 주는 게 분배금이에요. 사실상 배당금과 같다고 보시면 되고, 15.4% 세금을 떼고 들어와요."],
  ["08-11 12:30", "말복이라 장어 먹었어", "여름 마무리 보양식으로 딱이네요."],
  ["08-13 20:10", "처형 칠순이 모레 대구에서 있어. 운전해서 가야 돼", "전주에서 대구는 2시간 조금 넘게 걸려요. 연휴라 차가 밀릴 수 있으니 일찍 출발하세요."],
  ["08-15 22:00", "처형 칠순 잘 끝났어. 수성못 한정식집 음식이 괜찮더라", "먼 길 운전하시느라 수고하셨어요. 돌아오는 길 조심하세요."],
  ["08-18 14:30", "새 혈압약 먹고 아침 혈압이 128에 82로 내려갔어", "효과가 잘 나오네요. 이 정도면 목표 범위에 가까워요. 어지러운 증상은 없으시죠?"],
  ["08-20 09:30", "바둑 타이젬에서 이번 주에 7연승 했어", "대단하세요. 이 기세면 승단도 곧이겠어요."],
  ["08-22 19:50", "니로 하이브리드 어때? 중고로 알아보고 있어", "니로 하이브리드는 연비가 리터당 20km 안팎으로 아주 좋고 트렁크도 소형 SUV치고 넉넉해요. 중고로 보실 땐 하이브리드 배터리 보증이 남아 있는지 확인하세요."],
  ["08-25 11:00", "귀가 잘 안 들려. 마누라가 TV 소리 좀 줄이래", "TV 소리가 자꾸 커진다면 청력이 떨어졌을 가능성이 있어요. 이비인후과에서 청력검사를 받아 보세요. 검사는 간단하고 금방 끝나요."],
  ["08-27 16:20", "이비인후과 갔는데 양쪽 다 경도 난청이래. 보청기 생각해 보래", "경도 난청이면 보청기로 대화가 훨씬 편해질 수 있어요. 보청기 센터에서 2~4주 정도 빌려서 써 보고 결정하는 곳이 많아요."],
  ["08-29 18:40", "민준이 2학기 중간고사 대비 시작했어", "중간고사 범위를 먼저 받아 두시고 기출문제 위주로 풀어 보게 하세요."],
  ["09-01 10:50", "마누라가 수영장에서 아쿠아로빅 시작한대. 나도 해 볼까", "함께 하시면 좋죠. 다만 아쿠아로빅 반은 여성분이 대부분인 곳이 많아요. 아버님은 수영장 걷기 레인이나 수영 강습을 따로 알아보셔도 좋아요."],
  ["09-03 15:30", "낚싯대 새로 샀어. 다이와 민물대 3.2칸짜리 27만원", "좋은 장비로 바꾸셨네요. 3.2칸이면 대아저수지 같은 곳에서 쓰기 무난한 길이예요."],
  ["09-05 20:15", "보청기 센터에서 2주 빌려서 써 보기로 했어", "체험해 보시면 어떤 상황에서 도움이 되는지 아실 거예요. 식당처럼 시끄러운 곳에서도 써 보세요."],
  ["09-08 09:30", "최영수가 요즘 기침을 오래 해", "기침이 3주 넘게 가면 병원에서 엑스레이를 찍어 보는 게 좋아요. 연세가 있으시니 권해 드리세요."],
  ["09-10 14:00", "마누라 건강검진 갔어. 나는 내년에 해", "사모님 결과 좋게 나오길 바라요. 아버님도 내년 검진 잊지 마세요."],
  ["09-13 17:40", "보청기 체험해 보니까 새소리가 들려 ㅎㅎ", "그동안 못 듣던 소리가 들리셨네요. 처음엔 주변 소리가 크게 느껴질 수 있는데 몇 주면 적응돼요."],
  ["09-15 11:25", "타이젬 6단 승단 대국이 있대", "긴장되시겠어요. 승단 대국은 평소처럼 두시는 게 제일이에요. 시간 관리만 신경 쓰세요."],
  ["09-16 21:30", "승단 대국 졌어. 초읽기에서 실수했어", "아쉽네요. 초읽기 실수는 누구나 해요. 다음엔 초반에 시간을 조금 아껴 두세요."],
  ["09-20 19:10", "임실 선산에 벌초 다녀왔어. 예초기 돌리느라 허리가 나갔어", "수고 많으셨어요. 오늘은 찜질하시고 쉬세요. 다리가 저리거나 통증이 며칠 가면 병원에 가 보세요."],
  ["09-22 10:40", "도윤이 새 회사 붙었대. 에너지 회사래", "축하드려요! 아드님이 여름에 면접 떨어지고 힘들었는데 잘 됐네요."],
  ["09-24 16:00", "추석 연휴라 고속도로 엄청 막히겠지", "귀성길은 연휴 첫날 오전, 귀경길은 마지막 날 오후가 제일 막혀요. 가까운 곳이면 새벽이나 밤에 움직이세요."],
  ["09-25 13:45", "송편 먹으면서 도윤이랑 영상통화 했어. 송편 보여 줬지", "화면 너머로도 명절 분위기가 났겠어요."],
  ["09-27 18:20", "도윤이가 비행기 날짜 바꿨대. 12월 19일 아침에 인천 도착이래", "일주일 늦어졌네요. 새 직장 휴가 때문인가 봐요. 인천에서 전주까지 어떻게 오는지 미리 정해 두세요."],
  ["09-29 14:10", "보청기 하기로 했어. 양쪽 380만원이래. 비싸네", "비싸지만 매일 쓰는 거라 삶의 질이 크게 달라져요. 건강보험 지원 대상인지 확인해 보시고, 보증 기간과 AS 조건도 꼭 물어보세요."],
  ["10-01 20:40", "보청기 도윤이가 절반 보태 준대", "효자 아드님이네요. 고맙다고 꼭 전하세요."],
  ["10-02 16:30", "차 샀다! 2024년식 니로 하이브리드 중고로 2,150만원. 쏘나타는 폐차 말고 팔았어", "축하드려요! 연비가 좋아서 낚시 다니시기 훨씬 편하실 거예요. 하이브리드는 처음엔 시동 소리가 없어서 어색하실 수 있어요."],
  ["10-04 10:20", "니로 트렁크에 낚시 가방이 딱 들어가네", "다행이에요. 뒷좌석을 접으면 더 긴 장비도 실을 수 있어요."],
  ["10-06 19:00", "하이브리드는 기름 언제 넣어? 계기판이 헷갈려", "계기판 연료 게이지가 4분의 1 아래로 내려가면 넣으시면 돼요. 주행 가능 거리 표시도 참고하세요. 하이브리드라도 휘발유 차라 일반 휘발유 넣으시면 돼요."],
  ["10-09 15:20", "한글날이라 민준이랑 아이들이 센터 쉬어", "오랜만에 쉬시네요. 다음 주 수업 준비해 두시면 되겠어요."],
  ["10-10 21:15", "듀오링고 100일 연속 했다!", "대단하세요! 100일이면 습관이 된 거예요. 12월에 프리야 씨 만나면 써먹으세요."],
  ["10-13 14:30", "보청기 맞췄어. 귀 안에 쏙 들어가는 거야", "귀속형이라 티도 안 나고 좋네요. 처음엔 하루 몇 시간씩 끼다가 점점 늘리세요. 밤에는 빼서 건조함에 넣어 두세요."],
  ["10-15 09:40", "이번 토요일에 최영수랑 경로당 바둑대회 나가", "화이팅이에요. 대회 결과 알려 주세요."],
  ["10-17 18:30", "경로당 바둑대회 3등 했어. 최영수는 1등", "3등도 대단하세요. 친구분이 1등이라 배가 좀 아프셨겠어요 ㅎㅎ"],
  ["10-20 16:00", "군산 선유도 배낚시 예약했어. 10월 24일이야", "선유도 배낚시는 가을에 우럭, 광어가 잘 나와요. 멀미약은 배 타기 30분 전에 드세요."],
  ["10-22 20:30", "타이젬에서 드디어 6단 됐어!", "축하드려요! 지난번 승단 대국 아쉽게 지셨는데 결국 해내셨네요."],
  ["10-24 19:45", "선유도 배낚시 갔다 왔어. 우럭 열두 마리! 멀미는 안 했어", "대어 풍년이네요. 우럭은 매운탕이나 회로 드시면 최고예요. 손질은 선장님께 부탁하셨어요?"],
  ["10-26 12:10", "민준이 중간고사 수학 81점 받았대. 지난번엔 58점이었어", "23점이나 올랐네요! 아버님 덕분이에요. 민준이한테 맛있는 거 사 주세요."],
  ["10-28 17:35", "니로 타고 첫 장거리로 대구 처형네 다녀왔어. 연비가 21 나왔어", "리터당 21km면 정말 좋네요. 쏘나타 때보다 기름값이 절반 가까이 줄겠어요."],
  ["10-30 10:25", "마누라 합창 공연 11월 21일이래. 꽃다발 준비해야겠다", "멋진 생각이에요. 공연 끝나고 무대 뒤나 로비에서 드리면 좋아요."],
  ["11-02 15:50", "혈압약 바꾼 지 석 달인데 요즘 아침 125에 80이야", "아주 잘 조절되고 있어요. 지금처럼 꾸준히 드시고 기록하세요."],
  ["11-04 11:00", "고등학교 동창들이 단풍 보러 내장산 가재. 11월 7일", "11월 초면 내장산 단풍 절정이에요. 주말엔 주차가 어려우니 일찍 출발하시고, 케이블카를 타시면 무릎 부담이 덜해요."],
  ["11-07 19:30", "내장산 다녀왔어. 단풍 장관이었어. 케이블카 타고 전망대 갔다가 우화정까지 걸었어", "최고의 단풍 구경 하셨네요. 동창분들과 좋은 시간 보내셨겠어요."],
  ["11-09 20:20", "최영수가 폐렴으로 전북대병원에 입원했대", "걱정되시겠어요. 연세 있으신 분 폐렴은 입원해서 치료받는 게 안전해요. 면회 가능한지 먼저 가족분께 여쭤보세요."],
  ["11-12 16:10", "최영수 병문안 다녀왔어. 많이 좋아졌대. 다음 주에 퇴원한대", "다행이에요. 퇴원하시면 다시 경로당에서 바둑 두실 수 있겠어요."],
  ["11-14 21:50", "김장했어. 배추 나르고 무 썰고 하루 종일 했더니 팔이 아파", "고생 많으셨어요. 오늘은 수육 드시고 푹 쉬세요."],
  ["11-17 14:45", "아동센터에서 다음 달 방학 특강 해 달래", "아이들이 아버님을 많이 따르나 봐요. 방학 특강 주제를 미리 정해 두세요."],
  ["11-19 18:00", "도윤이가 공항에서 KTX 타고 익산역으로 온대. 내가 익산역으로 데리러 가기로 했어", "익산역이면 전주에서 30분 정도예요. 19일 도착 비행기 시간에 맞춰 KTX 시간도 미리 알아 두세요."],
  ["11-21 22:20", "마누라 공연 잘 했어. 꽃다발 줬더니 좋아하더라", "사모님 뿌듯하셨겠어요. 멋진 남편이세요."],
  ["11-23 10:30", "분배금이 또 들어왔어. 이번 달 3만 2천원", "매달 꾸준히 들어오니 쏠쏠하죠. 재투자할지 생활비로 쓸지 정해 두시면 좋아요."],
  ["11-25 19:15", "도윤이 오면 대아저수지 데려가서 낚시 가르쳐 주고 싶어", "12월이면 추워서 붕어 입질이 약할 거예요. 낚시보다 저수지 드라이브에 맛집 들르는 코스가 나을 수도 있어요."],
  ["11-27 16:40", "보청기 끼고 나서 경로당 사람들이 내 목소리가 작아졌대 ㅎㅎ", "잘 들리니까 크게 말할 필요가 없어진 거죠. 보청기 효과가 확실하네요."],
  ["11-28 17:20", "마누라 서예 전시회 가서 사진 찍어 줬어", "사모님 작품 앞에서 기념사진이라니 좋은 추억이네요."],
  ["11-29 11:40", "니로 엔진오일 교환했어. 블루핸즈에서 8만원", "하이브리드는 엔진이 덜 돌아서 교환 주기가 조금 길지만 1년에 한 번은 하시는 게 좋아요."],
];


// More of Daniel's chat: everyday questions and small talk (merged with the above by time).
const DANIEL_MORE: Ex[] = [
  ["06-01 21:40", "how long should I rest between bouldering sessions", "For most people one rest day between sessions is enough; two if your fingers feel tender. Three sessions a week is plenty when you're building up."],
  ["06-02 21:15", "git: how do I undo the last commit but keep the changes", "git reset --soft HEAD~1 keeps the changes staged; git reset HEAD~1 keeps them in the working tree unstaged. Don't do it on a commit you've already pushed to a shared branch."],
  ["06-04 22:10", "Greg also wants the DAGs reviewed by someone on the platform team. who should own that?", "Whoever will be paged when a DAG fails at 3 am should approve its changes. If that's your team, make your team the code owner and invite platform to review the shared parts."],
  ["06-05 19:33", "what's a quick dinner with tofu", "Mapo tofu with whatever mince you have, or crispy pan-fried tofu with soy, garlic and chilli over rice. Press the tofu for 10 minutes first so it browns."],
  ["06-07 20:52", "Priya's birthday is in two weeks. any gift ideas? she likes ceramics and hiking", "A pottery class for two, a handmade mug from a local ceramicist, or a good day pack for hiking. An experience you do together usually lands better than a thing."],
  ["06-09 21:07", "can you explain the difference between a left join and a full outer join", "A left join keeps every row of the left table and fills in matches from the right (nulls if none). A full outer join keeps every row from both sides, with nulls on whichever side has no match."],
  ["06-12 19:48", "booked a pottery class for two in Northcote for Priya's birthday", "Lovely idea. Wear clothes you don't mind getting clay on, and expect the first pieces to be wonky, that's half the fun."],
  ["06-14 11:22", "what's the best way to clean a cast iron pan after cooking kimchi stuff", "Hot water and a stiff brush, no long soak. Dry it on the stove, then rub a few drops of oil in while it's warm. The acidity of kimchi is fine for a well-seasoned pan if it doesn't sit in it overnight."],
  ["06-16 21:40", "also, is it bad to look for jobs while my lead is being really nice to me", "No. Being good to work with and looking after your own career aren't in conflict. Just keep it discreet and don't let it affect your work."],
  ["06-19 20:11", "Mochi keeps waking us at 5 am for food", "Feed her last meal right before bed, use an automatic feeder for breakfast so the food doesn't come from you, and don't get up when she yells. It takes a week or two of consistency."],
  ["06-21 20:05", "what does a best man actually do on the day", "Keep the groom calm and on time, hold the rings, handle small emergencies, give the speech, and round people up for photos. Often also looking after the groom's suit and the buttonholes."],
  ["06-23 21:35", "typescript: what's the difference between unknown and any", "any turns type checking off for that value; unknown forces you to narrow it (typeof, instanceof, a type guard) before using it. Prefer unknown for data from outside."],
  ["06-25 18:20", "the bike's rear brake squeals", "Usually contaminated or glazed pads or a misaligned calliper. Clean the rotor with isopropyl alcohol, lightly sand the pads, and re-centre the calliper. If it persists, new pads are cheap."],
  ["06-27 10:45", "Priya loved the pottery class. she made a lopsided bowl and she's super proud", "That's the best kind of bowl. Some studios fire and glaze them for you a couple of weeks later."],
  ["07-01 20:25", "what should I read about data modelling", "Kimball's The Data Warehouse Toolkit is the classic for dimensional modelling. For something shorter, the dbt guides on modelling are practical."],
  ["07-03 19:14", "what's a good stretch for a stiff neck from staring at a monitor", "Chin tucks: pull your chin straight back, hold 5 seconds, ten times. Then gently tilt the ear towards each shoulder. Raise the monitor so the top is at eye level."],
  ["07-06 16:30", "Mochi ate a bit of a lily leaf?? Priya bought flowers", "Lilies are very dangerous to cats, even a little pollen or a leaf can cause kidney failure. Take her to an emergency vet now, don't wait for symptoms."],
  ["07-06 21:50", "emergency vet gave her fluids, she's fine. the lilies are in the bin", "I'm glad she's okay. No lilies in the house from now on; roses, sunflowers and orchids are safe choices."],
  ["07-10 20:40", "any tips for a remote-friendly standup", "Keep it under 15 minutes, share a board, talk about blockers rather than lists of tasks, and move discussions to after the standup with only the people involved."],
  ["07-13 15:10", "what can I prep before the tooth surgery tomorrow-ish", "Soft food in the fridge, ice packs in the freezer, extra pillows to keep your head up, the painkillers bought in advance, and a few episodes of something downloaded."],
  ["07-16 19:30", "when can I go back to bouldering after a tooth extraction", "Wait about a week for hard exercise; raising your blood pressure early can restart bleeding. Gentle walks are fine from day two."],
  ["07-20 18:05", "good beginner sourdough guide?", "The Perfect Loaf website is the most thorough. Start with a simple 75% hydration loaf and a starter you keep at room temperature with daily feeds."],
  ["07-23 20:50", "Greg asked me to mentor the new grad, Lucy", "That's a good sign Greg trusts you. Set up a weekly half hour, give her a small real task in the first week, and review her code kindly but thoroughly."],
  ["07-26 11:35", "how do I get better sleep in winter, I wake up cold", "A warmer duvet rather than a hotter room, socks, and keep the bedroom around 17-19 degrees. A hot shower an hour before bed helps you fall asleep too."],
  ["07-28 19:55", "what's a good way to practise Korean myself? I speak it with mum but my reading is slow", "Read things you'd read anyway: Korean news headlines, webtoons, or subtitles on shows you like. Ten minutes a day of reading aloud helps more than occasional long sessions."],
  ["07-30 21:25", "Mochi has started sleeping on my keyboard while I work", "Classic. Put a warm bed or a folded blanket right next to the keyboard; most cats take the warm spot instead."],
  ["08-01 18:40", "should we get travel insurance for the Korea trip", "Yes. Pick one that covers medical care overseas, cancellation and luggage; some credit cards include it if you pay the flights with them, so check yours first."],
  ["08-04 19:12", "should I pick aisle seats for the December 12 flight?", "On a ten-hour flight aisle seats make it easy to get up; a window lets you sleep against the wall. Many couples take aisle and middle in a row of three."],
  ["08-07 20:35", "python: how do I read a huge csv without running out of memory", "pandas.read_csv with chunksize=100_000 and process each chunk, or use polars with scan_csv, which is lazy and streams. Specifying dtypes up front also saves a lot of memory."],
  ["08-09 17:25", "Marco wants the buck's night to be low-key. ideas?", "A private room at a good restaurant, a whisky or beer tasting, go-karting followed by dinner, or a day at the races. Low-key usually means no surprises he'd hate."],
  ["08-11 20:18", "booked go-karting and dinner in Richmond for Marco's buck's, August 23", "Solid choice. Collect money in advance and book a bit more than the headcount, someone always turns up late."],
  ["08-13 21:02", "Brightwater wants to do an interview next week. how do I prep for a lead role interview", "Prepare stories about leading without authority, a hard technical decision you owned, mentoring, and a failure. They'll also want to hear how you'd set priorities with stakeholders."],
  ["08-17 19:25", "any good hikes near Melbourne for a spring day", "The 1000 Steps in the Dandenongs, Werribee Gorge circuit, or Cathedral Range if you want something harder. Werribee Gorge is lovely but rocky."],
  ["08-19 20:44", "what's the best way to learn Australian history quickly for the test", "Stick to the booklet; the test only asks what's in it. The practice questions on the Home Affairs site are close to the real ones."],
  ["08-21 21:30", "can you explain star schema vs snowflake schema", "A star schema has one fact table with denormalised dimension tables around it; a snowflake normalises the dimensions into sub-tables. Star is simpler and faster to query, snowflake saves some storage."],
  ["08-23 23:05", "the buck's night was great. Marco won the go-karting and was smug all dinner", "Sounds like a perfect low-key night. Save the smugness for the speech."],
  ["08-24 12:40", "what's a good breakfast to fix a late night", "Eggs, toast, a banana, lots of water. Coffee after you've had some water."],
  ["08-26 20:08", "the take-home: should I use Spark or just pandas for the smart meter data?", "Use whatever fits the data size they gave you and say why. If it's a few million rows, pandas or polars is simpler; mention in the README how it would move to Spark at a larger scale."],
  ["08-28 19:50", "Priya's parents want us over for dinner. what should I bring?", "A good bottle of wine or sweets from a nice bakery, and flowers for her mum. Ask Priya if her parents drink first."],
  ["09-01 20:33", "Priya says her parents don't drink. brought jalebi from a sweet shop in Dandenong and they loved it", "Good call checking with her. Sweets are a safe bet at almost any family dinner."],
  ["09-03 21:12", "how do I stop overthinking after an interview", "Write down what went well and what you'd do differently, then close the notebook. Plan something physical for the evening, a ride or a climb, it helps switch off."],
  ["09-05 18:55", "Mochi is ignoring her new food", "Mix it with the old food, starting with a quarter new and moving over 7-10 days. Warming wet food slightly makes it smell stronger and more appealing."],
  ["09-07 20:20", "last-minute citizenship test nerves. any advice", "You've studied. Read each question fully, watch out for 'not' in questions, and don't rush the values questions. You can review answers before submitting."],
  ["09-09 19:40", "what's a good celebratory dinner spot in Melbourne CBD", "Chin Chin for lively Thai, Tipo 00 for pasta, or Flower Drum for a special occasion. Tipo 00 needs a booking well ahead."],
  ["09-11 20:48", "last read-through of the speech. should I use cue cards or my phone?", "Cue cards. Phones look like you're texting, and a screen can lock at the worst moment. Number the cards in case you drop them."],
  ["09-14 12:15", "what do I do with a leftover wedding suit", "Wear it! A well-fitting suit works for work events and other weddings. Get it dry-cleaned and stored in a breathable bag."],
  ["09-16 20:05", "Greg asked if I'm happy at Kestrel, awkward", "Be honest without revealing more than you want: you can say you've been thinking about growth. If an offer comes, you'll talk to him first anyway."],
  ["09-19 18:30", "resigned. Greg took it well, asked for a four-week handover", "That's a good outcome. A generous handover leaves the door open for the future."],
  ["09-21 20:15", "Priya wants a cheap weekend away before my new job starts", "Phillip Island for the penguins, the Mornington Peninsula hot springs, or Castlemaine for cafes and walks. Castlemaine is easy by train."],
  ["09-23 19:05", "what are good questions to ask a landlord before signing a lease", "Who handles repairs and how fast, whether pets are allowed in writing, bills included or not, what the heating is, and whether rent reviews happen yearly."],
  ["09-26 21:30", "Priya's mum asked if I speak Hindi lol. I know three words", "Learning a few more would go down well. Namaste, dhanyavaad (thank you) and khana bahut accha hai (the food is very good) will charm most Hindi-speaking parents."],
  ["09-28 11:45", "how to pack a bike for a move", "Remove the pedals, turn the bars sideways, wrap the frame in blankets or foam, and keep the bolts in a labelled bag. Removalists will usually take it as is."],
  ["09-30 20:22", "can you help me write a polite email to the agent saying we're looking to leave Brunswick", "Sure: 'Hi, we'd like to let you know we won't be renewing the lease at the end of October. Please let us know the steps for the final inspection and bond. Thank you for the last two years.'"],
  ["10-02 21:00", "what should I know about breaking a lease early in Victoria", "If your fixed term ends, just give the notice your lease requires (usually 28 days). Breaking early means paying rent until someone new moves in, plus possibly re-letting costs."],
  ["10-04 10:50", "did a 70 km ride today to prep for the 100. legs are dead", "Good training. Eat well tonight, sleep, and keep this week's rides short and easy."],
  ["10-06 19:25", "do I need a bike computer for a 100 km ride", "Not really; your phone in a handlebar mount with a route app works. What matters more is two bottles, snacks, a spare tube and a pump."],
  ["10-08 20:45", "what's a good farewell message for my team", "Keep it warm and short: thank them for what you learned, name one or two shared moments, say where they can find you. No grievances."],
  ["10-10 16:10", "a weekend between jobs. how do I actually relax", "Don't plan it full. One nice meal, one outdoor thing, and no laptop. Let yourself be a bit bored."],
  ["10-13 20:30", "what's a good way to remember names in a new team", "Use each name once in the first conversation, write down one fact per person after meetings, and check the org chart photos. Asking again in the first week is totally fine."],
  ["10-15 21:10", "Lucy from Kestrel messaged asking for career advice", "Nice that she trusts you. A short coffee chat every month or two is an easy way to keep mentoring her."],
  ["10-17 20:05", "last tips for tomorrow's 100 km ride?", "Eat breakfast three hours before, start slower than you want, eat something every 45 minutes and drink before you're thirsty. Check tyre pressure before you leave."],
  ["10-19 12:30", "legs are sore after the ride, what helps", "An easy walk or a very light spin, plenty of water, protein with each meal, and sleep. Save hard efforts for later in the week."],
  ["10-21 20:50", "the new team's on-call rota starts for me in November. what should I prepare", "Read the runbooks, shadow one shift, know the escalation path, and set up alerts on your phone. Ask which alerts are noisy so you don't panic on the first one."],
  ["10-23 19:18", "how do I get the bond back quickly", "Clean thoroughly (or hire an end-of-lease clean), take photos at handover, and fill in the bond claim form with the agent on the same day."],
  ["10-24 21:40", "any tips for the first night in a new place with a cat", "Set up her room before she comes in, keep her carrier open in it, and stay calm. Don't force her out of hiding."],
  ["10-27 19:05", "new neighbour Hannah came to say hi with cookies", "That's a good start. Return the favour sometime, neighbours who know you are great to have."],
  ["10-29 20:25", "dbt question: how do I test that a column only has certain values", "Use the accepted_values test in your schema.yml under the column: values: ['a', 'b', 'c']. dbt will fail the test if any other value shows up."],
  ["10-31 18:40", "what's a good Halloween movie that isn't too scary", "Coraline, Hocus Pocus, Beetlejuice or Shaun of the Dead if you want some laughs."],
  ["11-02 20:15", "Priya asked what my parents are like. how do I describe them without making her nervous", "Tell her about small specific things: what your mum cooks, what your dad does on weekends, what they laugh about. Specifics make people feel like real people, not an exam."],
  ["11-06 19:50", "how much cash should we bring to Korea", "Cards work almost everywhere, including taxis. Bring a small amount of won for markets and buses, and get a T-money card at the airport."],
  ["11-08 11:10", "tried a V5 at the gym, couldn't do the top move", "That's how it goes at a new grade. Try it again fresh at the start of your next session."],
  ["11-10 21:05", "what's the best way to get from Incheon to Jeonju", "KTX from Gwangmyeong or Yongsan to Jeonju or Iksan, or a direct airport bus to Jeonju, about three and a half hours. Check the bus schedule against your landing time."],
  ["11-12 20:20", "first on-call shift, got paged at 2 am for a disk filling up", "Welcome to on-call. Write down what you did, and suggest a fix so the alert doesn't come back: log rotation or a bigger volume."],
  ["11-14 19:35", "how to ask for leave over Christmas when I just started", "Ask early, say what you'll have finished before you go and who covers. Many teams are quiet over Christmas anyway."],
  ["11-16 20:40", "what should I wear to a citizenship ceremony", "Smart casual is fine: a collared shirt and neat trousers. Some people dress up more, but nobody will mind."],
  ["11-19 21:12", "Priya wants to know what to wear to meet my parents", "Neat, modest and warm for the season: a nice knit and trousers would be perfect. Socks matter, you take shoes off at the door."],
  ["11-23 11:55", "leftover galbi-jjim, how long does it keep", "Three or four days in the fridge, or freeze it in portions for up to three months. Reheat gently with a splash of water."],
  ["11-25 20:10", "Aisha liked the dbt plan draft, presenting on Thursday", "Good sign. Do one dry run out loud tomorrow, timing yourself."],
  ["11-27 19:45", "presentation went well. one person asked about costs, I didn't have numbers", "That's normal; say you'll follow up and send the estimate within a few days."],
];

// More of 박영숙's chat: everyday questions and small talk (merged with the above by time).
const YOUNGSOOK_MORE: Ex[] = [
  ["06-01 20:15", "된장찌개가 너무 짜게 됐어요", "물을 조금 더 붓고 두부나 애호박, 감자를 넣어 끓이면 간이 덜해져요. 감자가 짠맛을 좀 흡수해 줘요."],
  ["06-02 21:30", "무릎에 파스 붙여도 돼요?", "통증 완화에는 도움이 돼요. 다만 같은 자리에 하루 종일 붙이면 피부가 상할 수 있으니 12시간 정도 붙이고 떼어 쉬게 해 주세요."],
  ["06-04 19:40", "순자 언니랑 합창 끝나고 팥빙수 먹었어요", "더운 날 연습 끝나고 팥빙수 좋네요. 즐거우셨겠어요."],
  ["06-05 11:25", "남편이 낚시 간다고 새벽에 나갔어요. 도시락 뭐 싸 주면 좋을까요", "주먹밥이나 김밥에 삶은 달걀, 과일 조금이면 충분해요. 여름이니 아이스팩과 같이 넣어 주세요."],
  ["06-06 16:30", "우리 텃밭 옆 할머니가 상추 모종 나눠 주셨어요", "인심 좋은 이웃이시네요. 나중에 수확한 걸 조금 나눠 드리면 좋겠어요."],
  ["06-08 10:05", "교회 안 다니는데 절에 가 볼까 해요. 전주 근처 조용한 절 있나요", "완주 송광사나 모악산 금산사가 가까워요. 금산사는 미륵전이 유명하고 경내가 평평해서 걷기 편해요."],
  ["06-09 20:20", "매실청 담그려는데 설탕 비율이요", "매실과 설탕을 1대 1로 하시면 돼요. 씨를 빼고 꼭지를 이쑤시개로 떼면 쓴맛이 덜해요. 100일 뒤 매실을 건져 내세요."],
  ["06-11 10:30", "합창단 단장님이 이번 달 회비를 올린대요", "물가가 올라서 그런가 봐요. 회비 쓰임새를 총회에서 설명해 주면 좋을 텐데요."],
  ["06-12 20:10", "도윤이가 영상통화로 자전거 새로 샀다고 보여 줬어요", "멀리 사는 아드님이 소소한 일상을 보여 주니 좋네요. 출퇴근길 안전하게 타라고 한마디 해 주세요."],
  ["06-14 17:50", "영희 언니가 전화로 대구는 벌써 35도래요", "대구 더위는 유명하죠. 언니분께 낮에는 외출을 삼가시라고 전해 주세요."],
  ["06-16 20:35", "남편 혈압이 140 넘게 나온대요. 짠 거 줄이려면", "국물은 건더기 위주로 드시고, 김치와 젓갈은 조금씩, 간은 식탁에서 하지 마세요. 칼륨이 많은 채소와 과일이 도움이 돼요."],
  ["06-17 13:20", "오늘 물리치료 쉬는 날이라 집에서 허벅지 운동했어요", "잘하셨어요. 꾸준히 하면 계단 오르내리기가 점점 편해지실 거예요."],
  ["06-19 10:45", "남해 가기 전에 무릎 보호대 사야 할까요", "많이 걸으실 때는 도움이 돼요. 너무 꽉 조이지 않는 슬리브형이 편해요."],
  ["06-22 20:00", "여행 다녀왔더니 피곤하네요", "이틀 정도는 푹 쉬세요. 물 많이 드시고 무리한 외출은 미루시고요."],
  ["06-24 09:55", "비빔국수 양념장 알려 주세요", "고추장 2, 식초 2, 설탕 1, 간장 반, 참기름 1, 다진 마늘 조금이에요. 김치 국물을 조금 넣으면 더 맛있어요."],
  ["06-26 19:15", "합창 연습 목요일인데 비가 와서 갈까 말까", "무릎이 비 오는 날 더 아프실 수 있으니 택시를 타고 가시거나 쉬셔도 괜찮아요."],
  ["06-28 15:10", "도윤이 어릴 때 사진을 정리하고 있어요", "좋은 추억 여행이네요. 잘 나온 사진 몇 장은 스캔해서 아드님께 보내 주시면 좋아하실 거예요."],
  ["06-30 10:40", "휴대폰 요금제 어르신 할인이 있나요", "통신사마다 65세 이상 요금 할인이나 실버 요금제가 있어요. 고객센터에 전화하시거나 대리점에서 물어보시면 돼요."],
  ["07-02 20:05", "열대야에 에어컨 켜고 자도 괜찮나요", "희망 온도를 26~27도로 맞추고 취침 예약을 해 두시면 괜찮아요. 찬 바람이 몸에 바로 닿지 않게 하세요."],
  ["07-04 11:15", "순자 언니가 합창단 그만둘까 고민한대요", "무슨 이유인지 먼저 들어 보시면 좋겠어요. 눈이 불편해서 악보 보기가 힘드신 거라면 큰 글씨 악보를 만들어 드리는 방법도 있어요."],
  ["07-05 16:40", "오늘은 손주 없는 친구들끼리 점심 모임 했어요 ㅎㅎ", "친구분들과 수다 떠시는 게 최고의 보약이에요."],
  ["07-08 20:30", "무릎 때문에 계단 많은 2층 식당은 피하고 싶어요", "예약할 때 엘리베이터가 있는지나 1층 자리가 있는지 물어보세요."],
  ["07-09 15:45", "남편이 자원봉사 시작한다고 신났어요", "은퇴하시고 보람 있는 일을 찾으셨네요. 건강에도 좋아요."],
  ["07-11 10:25", "감자 삶을 때 소금 넣어요?", "물 1리터에 소금 한 숟가락, 설탕 약간 넣고 삶으면 포슬포슬하고 간이 배요. 젓가락이 쑥 들어가면 다 익은 거예요."],
  ["07-14 17:20", "합창단 알토 파트장이 저보고 하래요", "인정받으셨네요! 파트 연습 시간 공지하고 음정 맞추는 걸 도와주시면 돼요."],
  ["07-16 20:40", "영희 언니 칠순 때 입을 옷 사야 해요", "단정한 원피스나 블라우스에 카디건이면 좋아요. 8월이라 시원한 소재로 고르세요."],
  ["07-18 10:20", "오늘 물리치료 받으면서 치료사 선생님이 무릎 많이 좋아졌대요", "다행이에요. 꾸준히 하신 결과예요."],
  ["07-21 19:10", "요즘 도윤이가 회사 면접 보고 있대요. 결과가 어떨지", "좋은 결과가 있기를 바라요. 결과와 상관없이 엄마가 응원한다고 말해 주시면 힘이 될 거예요."],
  ["07-23 09:50", "노각 무침 어떻게 해요", "노각은 껍질과 씨를 빼고 채 썰어 소금에 20분 절여 물기를 꼭 짜요. 고추장, 식초, 설탕, 마늘, 참기름에 무치면 돼요."],
  ["07-25 14:35", "복지관 서예 교실 사람들이랑 점심 먹었어요. 다 70대래요", "같은 취미를 가진 분들과 친해지면 배우는 재미가 더해요."],
  ["07-27 20:50", "고추가 빨갛게 익었어요. 말릴까요", "햇볕에 말리는 태양초로 하시려면 씻어서 물기를 닦고 채반에 펼쳐 일주일 이상 말리세요. 비가 오면 바로 들여놓으셔야 해요."],
  ["07-29 16:15", "남편이 혈압 약 먹는 거 이제는 잘 챙겨요", "습관이 잡히셨네요. 요일별 약통이 효과가 있었나 봐요."],
  ["07-31 11:40", "더워서 입맛이 없어요", "오이냉국, 열무국수, 콩국수처럼 시원한 음식이 좋아요. 단백질이 부족하지 않게 두부나 달걀도 챙기세요."],
  ["08-02 20:25", "프리야라는 이름은 무슨 뜻이에요?", "산스크리트어에서 온 인도 이름으로 '사랑받는 사람', '소중한 사람'이라는 뜻이에요."],
  ["08-04 10:35", "새 폰에 카카오톡 옮겼어요. 사진도 다 있어요", "잘 옮겨졌네요. 사진은 구글 포토나 삼성 클라우드에 백업해 두시면 폰을 잃어버려도 안심이에요."],
  ["08-06 19:05", "도윤이가 고양이 이빨 치료한대요. 고양이도 스케일링을 해요?", "네, 고양이도 치석이 생겨서 동물병원에서 마취하고 스케일링을 해요."],
  ["08-08 11:50", "서예 붓을 잘못 빨아서 끝이 갈라졌어요", "미지근한 물에 담가 먹을 완전히 빼고 손가락으로 모양을 잡아 거꾸로 걸어 말리세요. 너무 상했으면 연습용은 새로 사셔도 돼요."],
  ["08-10 20:45", "올여름 전기요금이 걱정돼요", "에어컨은 껐다 켰다 하는 것보다 적정 온도로 계속 켜 두는 게 나을 때가 많아요. 선풍기를 같이 쓰시면 효율이 좋아져요."],
  ["08-12 15:30", "대구 갈 때 기차 탈까 차 탈까", "남편분이 운전하시면 편하지만 장거리라 피곤하실 수 있어요. 중간에 휴게소에서 꼭 쉬세요."],
  ["08-14 18:10", "내일 칠순 잔치라 떡 맞췄어요", "정성이 담긴 떡이면 언니분이 좋아하시겠어요."],
  ["08-17 10:15", "대구 다녀와서 피곤한지 무릎이 부었어요", "장거리 이동과 잔치로 많이 서 계셔서 그래요. 냉찜질하시고 다리를 높이 두고 쉬세요. 붓기가 계속되면 병원에 가 보세요."],
  ["08-19 20:30", "합창단 총무 미경 씨가 공연 포스터를 만들었대요", "공연이 실감 나시겠어요. 포스터가 나오면 아드님께도 보내 주세요."],
  ["08-21 11:05", "매실청 100일 됐어요. 매실 건졌어요", "건진 매실은 장아찌로 무쳐 드셔도 맛있어요. 매실청은 서늘한 곳에 두세요."],
  ["08-23 19:35", "오늘 서예 시간에 처음으로 '하늘' 썼어요", "받침 없는 글자와 받침 있는 글자를 같이 쓰는 연습이라 좋은 단계예요."],
  ["08-25 14:50", "순자 언니가 안과 수술 앞두고 걱정이 많아요", "옆에서 괜찮을 거라고 얘기해 주시는 것만으로 큰 힘이 돼요."],
  ["08-28 20:10", "도윤이가 영상통화로 여자친구를 처음 보여 줬어요. 밝고 예뻐요", "첫인상이 좋으셨나 봐요. 12월에 직접 만나시면 더 반가우시겠어요."],
  ["08-30 10:55", "배추 심은 밭에 벌레가 생겼어요", "배추흰나비 애벌레일 가능성이 커요. 아침에 잎 뒤를 보고 손으로 잡아 주시거나 친환경 BT제를 뿌리세요."],
  ["09-02 19:40", "수영장에 가니까 할머니들이 다 친절하네요", "새로 오신 분을 반겨 주는 분위기라 다행이에요. 금방 친해지실 거예요."],
  ["09-05 11:30", "남편이 새 낚싯대를 샀대요. 또 샀어요 ㅎㅎ", "취미 생활에 진심이시네요. 건강하게 즐기시면 좋죠."],
  ["09-07 20:35", "건강검진 전날 뭘 먹으면 안 돼요?", "전날 저녁은 가볍게 드시고 밤 9시 이후 금식하세요. 술과 기름진 음식은 피하시고 물은 조금 괜찮은 경우가 많지만 병원 안내를 따르세요."],
  ["09-09 16:50", "영희 언니가 안마의자 잘 쓰고 있대요", "매일 쓰신다니 잘 고르신 선물이네요."],
  ["09-11 20:20", "등푸른 생선 중에 뭐가 제일 좋아요", "고등어, 꽁치, 정어리, 연어 모두 오메가3가 풍부해요. 구이나 조림으로 일주일에 두세 번 드시면 좋아요."],
  ["09-13 10:10", "오늘 고등어 조림 했어요", "무를 깔고 조리면 무에 양념이 배어 더 맛있어요. 콜레스테롤 관리에도 좋은 반찬이에요."],
  ["09-15 19:25", "합창단 연습 끝나고 미경 씨랑 커피 마셨어요", "연습 뒤 수다가 또 즐거움이죠."],
  ["09-17 11:45", "추석 선물 세트 뭐 돌리면 좋을까요", "경로당이나 이웃에는 김 세트나 참기름, 들기름 세트가 부담 없어요. 가까운 분께는 과일 세트나 한우 세트도 좋고요."],
  ["09-19 20:05", "서예 교실 추석 연휴 2주 쉬어요", "쉬는 동안 집에서 하루 한 장씩만 쓰셔도 감이 유지돼요."],
  ["09-22 15:20", "동태전 부칠 때 밀가루 계란 순서요", "동태에 소금, 후추로 밑간하고 밀가루를 얇게 묻힌 뒤 달걀물을 입혀 중약불에 부치세요. 밀가루를 털어야 두꺼워지지 않아요."],
  ["09-24 20:50", "전 부치다가 허리가 아파요", "한 시간마다 일어나서 허리를 펴 주세요. 남은 건 내일 하셔도 돼요."],
  ["09-27 10:35", "추석 지나고 남은 전으로 뭐 해요", "전찌개가 최고예요. 김치, 두부, 파를 넣고 남은 전을 넣어 끓이시면 돼요."],
  ["09-29 19:50", "도윤이가 집을 옮긴대요. 월세가 너무 올랐대요", "멜버른도 집값이 많이 올랐다고 해요. 좋은 집 구하길 바라요."],
  ["10-01 11:20", "국군의 날인데 남편이 옛날 군대 얘기를 또 해요 ㅎㅎ", "몇 번 들어도 들어 주시는 게 사랑이죠."],
  ["10-03 16:05", "개천절이라 남편이랑 덕진공원 산책했어요", "가을 덕진공원 산책 좋네요. 연꽃은 졌어도 호수 주변 걷기 좋죠."],
  ["10-05 20:40", "갑상선 수치가 낮으면 어떤 증상이 있어요?", "피곤함, 추위를 많이 타는 것, 체중 증가, 피부 건조, 변비 같은 증상이 있을 수 있어요. 최근에 그런 게 있으셨으면 진료 때 말씀하세요."],
  ["10-07 11:10", "요즘 유난히 춥고 피곤해요", "계절 탓일 수도 있지만 갑상선 수치와도 관련될 수 있어요. 내일 진료 때 꼭 말씀하세요."],
  ["10-09 19:30", "한글날이라 서예 교실에서 훈민정음 서문을 썼어요", "한글날에 딱 맞는 글이네요. 한 글자 한 글자 뜻깊으셨겠어요."],
  ["10-11 10:50", "고구마 캤어요. 어떻게 보관해요", "바로 씻지 말고 신문지에 싸서 상자에 넣어 13~15도 정도 서늘한 곳에 두세요. 냉장고에 넣으면 금방 상해요."],
  ["10-12 20:15", "도윤이가 오늘 새 회사 첫 출근이래요", "첫날 잘 보내라고 응원 메시지 보내 주세요."],
  ["10-14 15:40", "합창 연습 장소 시청 강당이 넓어서 소리가 울려요", "울림이 큰 곳에서는 서로 소리를 더 잘 들어야 해요. 지휘자 선생님이 템포를 조금 늦추실 수도 있어요."],
  ["10-16 11:35", "순천만 갈 때 뭐 챙겨요", "편한 운동화, 모자, 선크림, 바람막이, 물이면 돼요. 갈대밭은 바람이 많이 불어요."],
  ["10-18 20:20", "순천만 다녀와서 다리가 뻐근해요", "많이 걸으셨으니 따뜻한 물에 족욕 하시고 주무세요."],
  ["10-20 10:30", "배추 묶어 줬어요", "잘하셨어요. 이제 속이 차오를 거예요."],
  ["10-22 19:45", "도윤이 여자친구가 한국말 배운대요", "정성이네요. 만나면 천천히 또박또박 말해 주시면 좋아하실 거예요."],
  ["10-24 14:25", "요즘 밤에 다리에 쥐가 나요", "수분과 마그네슘, 칼륨이 부족할 때 잘 생겨요. 자기 전에 종아리 스트레칭을 하시고, 자주 나면 병원에서 상담하세요."],
  ["10-26 10:05", "남편이 새 차 샀는데 조용해서 시동 걸린 줄 모르겠어요", "하이브리드 차는 처음엔 다들 그래요. 계기판에 'READY' 표시가 뜨면 출발할 수 있는 거예요."],
  ["10-28 19:20", "멸치액젓이랑 까나리액젓 차이가 뭐예요", "멸치액젓은 감칠맛이 진하고, 까나리액젓은 조금 더 깔끔하고 비린 맛이 덜해요. 김장에는 둘을 섞어 쓰는 집도 많아요."],
  ["10-30 15:55", "합창단에서 공연 때 입을 드레스 맞췄어요. 남색이에요", "남색 드레스면 무대에서 단정하고 우아해 보이겠어요."],
  ["11-01 11:45", "김장 전에 무 미리 사 둘까요", "무는 김장 2~3일 전에 사는 게 좋아요. 너무 일찍 사면 바람이 들어요."],
  ["11-03 20:10", "도윤이가 엄마 갈비찜 레시피 물어봤어요", "엄마 손맛을 배우고 싶은가 봐요. 양념 비율을 적어서 보내 주시면 좋아하겠어요."],
  ["11-05 10:40", "순자 언니랑 수영장 끝나고 칼국수 먹었어요", "운동 뒤 칼국수 맛있죠."],
  ["11-07 16:30", "새우젓은 어디서 사요", "광천이나 강경 젓갈이 유명해요. 전주 남부시장 젓갈 가게에서도 좋은 걸 살 수 있어요."],
  ["11-09 19:55", "남부시장에서 새우젓이랑 생강 샀어요", "김장 준비가 착착 되고 있네요."],
  ["11-11 10:20", "빼빼로데이라고 손녀 있는 친구들은 바쁘대요 ㅎㅎ", "도윤 씨 오면 초콜릿 하나 챙겨 주셔도 재밌겠어요."],
  ["11-13 20:30", "내일 김장이라 배추 절임이 도착했어요", "도착하면 바로 물을 빼고 서늘한 곳에 두세요. 내일 아침에 속 넣기 시작하시면 돼요."],
  ["11-15 11:50", "언니 대구 내려가는 길에 김치 두 통 보냈어요", "언니분도 김장 걱정 덜으셨겠어요."],
  ["11-17 19:10", "공연 앞두고 목 관리 어떻게 해요", "말을 줄이고, 따뜻한 물을 자주 드시고, 실내 습도를 40~60%로 맞추세요. 공연 전날은 일찍 주무세요."],
  ["11-19 10:45", "남편이 공연 때 꽃다발 사 온대요", "다정하시네요. 공연 끝나고 받으시면 더 기쁘시겠어요."],
  ["11-20 20:20", "내일 공연이라 잠이 안 와요", "떨리는 건 준비를 많이 하셨다는 뜻이에요. 따뜻한 우유 한 잔 드시고 노래는 생각하지 말고 누우세요."],
  ["11-22 11:15", "공연 사진을 도윤이한테 보냈어요", "아드님이 자랑스러워하겠어요."],
  ["11-24 19:40", "갈비찜 할 갈비 미리 사 둘까요", "냉동해 두셨다가 하루 전에 냉장실에서 해동하시면 돼요. 핏물은 찬물에 두세 시간 빼세요."],
  ["11-27 10:30", "수영장 물이 요즘 차요", "겨울엔 물이 차게 느껴지니 샤워를 따뜻하게 하고 들어가시고, 끝나면 머리를 바로 말리세요."],
];

// More of 김정호's chat: everyday questions and small talk (merged with the above by time).
const JUNGHO_MORE: Ex[] = [
  ["06-02 09:30", "아침에 공원 한 바퀴 걸었어. 만보기 앱이 6천 보래", "좋은 출발이에요. 혈압 관리에 걷기가 제일 좋아요. 하루 7천~8천 보를 목표로 천천히 늘려 보세요."],
  ["06-03 11:15", "낚시 가서 먹을 컵라면이랑 김밥 샀어", "든든하게 준비하셨네요. 물 넉넉히 챙기세요."],
  ["06-05 20:45", "쏘나타 에어컨에서 냄새가 나", "에어컨 필터를 갈 때가 됐을 수 있어요. 필터는 조수석 글러브박스 뒤에 있어서 직접 바꿔도 되고, 정비소에서 에바 크리닝을 받으면 냄새가 많이 줄어요."],
  ["06-06 14:20", "현충일이라 국립묘지에 계신 큰형님 찾아뵀어", "뜻깊은 하루 보내셨네요. 큰형님께서도 반가워하셨을 거예요."],
  ["06-08 19:30", "타이젬에서 5단끼리 두는데 상대가 너무 빨리 둬", "빠르게 두는 상대에게 휘말리지 말고 내 시간을 쓰세요. 중요한 국면에서는 충분히 생각하는 게 이기는 길이에요."],
  ["06-10 10:40", "최영수가 낚시 같이 가자는데 걔는 바다낚시만 좋아해", "번갈아 가시면 되겠네요. 한 번은 저수지, 한 번은 바다로요."],
  ["06-12 16:05", "낚싯줄이 자꾸 엉켜", "릴에 줄을 너무 많이 감았거나 감을 때 느슨했을 수 있어요. 줄을 스풀 끝에서 2~3mm 아래까지만 팽팽하게 감으세요."],
  ["06-14 20:15", "마누라 무릎 때문에 계단 없는 식당 찾아야 돼", "지도 앱 리뷰에서 '주차 편함', '1층' 같은 말을 찾아보시거나 예약할 때 직접 물어보세요."],
  ["06-16 09:50", "경로당 회장 선거가 있대. 나보고 나가래", "사람들이 믿고 추천하는 거니 좋은 일이에요. 시간과 책임이 생기니 자원봉사 일정과 같이 생각해 보세요."],
  ["06-18 17:30", "회장은 안 나가기로 했어. 귀찮아", "여유 있게 지내시는 것도 좋은 선택이에요."],
  ["06-20 11:10", "남해 가는 날인데 비 온대", "남해는 오후에 갠다는 예보도 있으니 천천히 출발하세요. 비 올 땐 차간 거리를 넉넉히 두시고요."],
  ["06-23 19:20", "바둑 사활 문제 좋은 책 있어?", "'기경중묘'는 고전 사활 문제집으로 유명하고, 요즘은 타이젬이나 바둑 앱의 사활 문제 메뉴도 좋아요. 하루 열 문제씩 꾸준히 하시면 수읽기가 늘어요."],
  ["06-25 10:30", "집 앞 화단에 뭘 심을까", "손이 덜 가는 걸 원하시면 수국, 비비추, 맥문동이 좋아요. 그늘에서도 잘 자라요."],
  ["06-27 20:00", "자동차 보험 갱신이 다음 달이야. 어떻게 하면 싸게 해?", "다이렉트 보험으로 여러 곳 비교해 보시고, 마일리지 특약(주행거리 적으면 할인)과 블랙박스 할인을 챙기세요. 1년에 만 km 안 타시면 꽤 돌려받아요."],
  ["06-29 15:40", "최영수한테 바둑 두 판 졌어. 지난번 복수 당했어", "주고받는 재미죠. 다음 판을 기약하세요."],
  ["07-01 20:30", "자동차 보험 다이렉트로 갱신했어. 작년보다 8만원 쌌어", "잘하셨어요. 마일리지 특약도 넣으셨으면 내년에 또 돌려받으실 수 있어요."],
  ["07-04 11:40", "장마 끝나면 낚시 갈 데 추천해 줘", "대아저수지 말고도 완주 경천저수지, 임실 옥정호 쪽이 붕어 낚시로 알려져 있어요. 물이 맑아진 뒤에 가세요."],
  ["07-06 19:15", "아동센터 아이들 이름 외우기가 힘들어", "출석부에 아이 특징을 한 줄씩 적어 두시면 금방 외워요. 이름을 불러 주면 아이들이 좋아해요."],
  ["07-09 10:20", "타이젬 승급 규정이 어떻게 돼?", "대개 일정 기간 승률이 기준을 넘으면 승단 대국 자격이 생겨요. 정확한 기준은 타이젬 공지사항의 승급 규정을 보세요."],
  ["07-11 20:40", "내일 새벽 낚시 가는데 날씨가 어때?", "내일은 아침에 안개가 끼고 낮에 맑다는 예보예요. 안개 낀 새벽엔 운전 조심하세요."],
  ["07-13 09:50", "월척 붕어 어떻게 해? 먹어?", "보통 대물은 사진 찍고 놓아주는 분이 많아요. 드신다면 붕어찜이나 붕어조림이 있는데 민물고기는 반드시 푹 익혀 드세요."],
  ["07-15 20:20", "영어로 자기소개 하나 만들어 줘. 프리야 만나면 하게", "\"Hello, I am Kim Jungho. I am Doyun's father. Nice to meet you. Welcome to Korea!\" 이 정도면 충분해요. 천천히 웃으면서 말씀하시면 돼요."],
  ["07-17 10:50", "손자 손녀 있는 친구들이 부러워", "그런 마음이 드실 때가 있죠. 아이들 가르치시는 봉사가 그 빈자리를 조금 채워 주기도 할 거예요."],
  ["07-19 15:35", "대아저수지 근처 맛집 있어?", "동상면 쪽에 민물매운탕 집과 곶감으로 유명한 가게들이 있어요. 가기 전에 영업 시간을 확인하세요."],
  ["07-22 19:50", "쏘나타 타이어가 다 닳았대. 차 바꿀 건데 타이어 갈아야 하나", "차를 몇 달 안에 바꾸실 거면 가장 싼 타이어나 중고 타이어로 안전만 챙기세요. 닳은 타이어는 빗길에 위험해요."],
  ["07-24 11:05", "민준이가 다음 주부터 방학이래", "방학 동안 일주일에 한 번이라도 문제를 풀게 하면 2학기가 훨씬 편할 거예요."],
  ["07-26 20:10", "TV 리모컨 넷플릭스 버튼 누르니 영어로 나와", "넷플릭스 화면의 프로필 → 계정 → 언어 설정에서 한국어로 바꾸실 수 있어요."],
  ["07-29 10:30", "아침에 혈압 132에 86", "조금 내려왔네요. 다음 달 진료 때 기록 가져가세요."],
  ["07-31 19:40", "여름 휴가 격포로 정했어. 1박 2일", "격포 채석강도 꼭 보세요. 물이 빠질 때 가면 바위층이 멋있어요."],
  ["08-03 20:15", "격포 민박 잡았어. 방파제 바로 앞이야", "낚시하기 딱 좋은 곳이네요. 밤낚시는 구명조끼와 랜턴 꼭 챙기세요."],
  ["08-05 11:25", "망둥어 튀김 했는데 마누라가 맛있대", "바삭하게 잘 튀기셨나 봐요. 휴가 기념 요리네요."],
  ["08-07 19:30", "혈압약 바꾸고 머리가 좀 띵해", "약을 바꾼 초기에 가벼운 어지럼이나 두통이 있을 수 있어요. 며칠 지켜보시고 심해지거나 계속되면 서신내과에 연락하세요."],
  ["08-10 15:45", "바둑 기보 저장하는 법", "타이젬에서는 대국이 끝나면 '기보 저장'을 누르면 내 기보함에 남아요. 나중에 복기할 때 불러오시면 돼요."],
  ["08-12 20:05", "민준이 엄마가 고맙다고 참외를 보냈어", "아이를 가르친 보람을 느끼셨겠어요."],
  ["08-14 10:40", "대구 가는 길 어디서 쉬어?", "광주대구고속도로 지리산휴게소나 함양휴게소에서 쉬시면 좋아요."],
  ["08-16 18:20", "대구 갔다 오니 피곤해. 처형네는 안마의자를 받았어", "긴 하루였겠어요. 오늘은 푹 쉬세요."],
  ["08-19 11:10", "배당 ETF 더 살까", "한 번에 몰아서 사기보다 매달 일정 금액을 나눠 사는 방식이 변동을 줄여 줘요. 생활비로 쓸 돈은 남겨 두세요."],
  ["08-21 20:35", "아반떼 하이브리드는 트렁크가 좁대", "세단이라 긴 낚시 가방 넣기가 불편할 수 있어요. 직접 가서 실어 보시는 게 제일 정확해요."],
  ["08-24 14:30", "처서라 그런지 아침저녁 선선하네", "낚시 다니기 좋은 계절이 오고 있어요."],
  ["08-26 19:50", "이비인후과 어디가 잘해?", "동네 이비인후과에서도 청력검사는 다 해요. 검사 장비가 있는지 전화로 물어보고 가세요."],
  ["08-28 10:15", "최영수가 새 낚시 의자 자랑하더라", "다음 출조 땐 같이 앉아서 비교해 보세요 ㅎㅎ"],
  ["08-30 20:45", "도윤이가 고양이 이빨을 두 개 뺐대. 돈이 엄청 들었대", "호주도 동물병원비가 비싸다고 하더라고요. 고양이가 빨리 회복하길 바라요."],
  ["09-02 09:40", "새 낚싯대 사러 전주 낚시 마트 가", "직접 들어 보고 무게와 휨새를 비교해 보세요. 칸 수는 자주 가는 저수지에 맞게 고르시면 돼요."],
  ["09-04 20:25", "새 낚싯대 들고 대아저수지 가서 붕어 네 마리 잡았어", "새 장비 개시를 잘 하셨네요."],
  ["09-07 11:30", "보청기 체험하려면 뭐 가져가?", "이비인후과 청력검사 결과지와 신분증을 가져가세요. 평소 듣기 힘든 상황을 미리 적어 가시면 상담이 쉬워요."],
  ["09-09 20:10", "민준이가 사춘기인지 요즘 말을 안 해", "중학생 때 흔한 일이에요. 공부 얘기만 하지 말고 좋아하는 게임이나 운동 얘기를 물어봐 주세요."],
  ["09-11 10:45", "바둑 6단 되려면 승률이 얼마여야 해?", "보통 최근 대국에서 꽤 높은 승률이 필요하고, 기준에 들면 승단 대국이 잡혀요. 타이젬 공지에서 확인해 보세요."],
  ["09-14 19:05", "도윤이가 추석에 못 온대. 아쉽지만 어쩔 수 없지", "12월에 오니까 그때 더 반갑게 맞으시면 되죠."],
  ["09-17 10:30", "승단 대국 진 거 복기해 보니 중반까지는 이기고 있었어", "그럼 실력은 충분하신 거예요. 다음 기회가 곧 올 거예요."],
  ["09-19 20:20", "벌초 가는데 예초기 안전 수칙", "보안경, 장화, 긴바지, 장갑은 필수예요. 주변에 사람이 있으면 멈추시고, 벌집이 있는지 먼저 살피세요."],
  ["09-21 11:15", "허리 아파서 한의원 가서 침 맞았어", "벌초 후유증이네요. 며칠 무거운 거 드는 건 피하세요."],
  ["09-23 19:40", "추석 때 차례 지내? 요즘은 안 지내는 집도 많다던데", "요즘은 간소하게 지내거나 성묘만 하는 집도 많아요. 가족끼리 편한 방식으로 하시면 돼요."],
  ["09-26 15:10", "추석 연휴 마지막 날. 동창들이랑 막걸리 한잔", "연휴 마무리를 좋은 사람들과 하셨네요. 혈압약 드시니 과음은 조심하세요."],
  ["09-28 20:30", "마누라가 도윤이 방 이불을 새로 사야 한대", "손님 맞을 준비가 시작됐네요."],
  ["09-30 10:55", "쏘나타 팔면 얼마나 받을까", "2014년식에 주행거리에 따라 다르지만 수백만 원대 초중반이 보통이에요. 헤이딜러 같은 앱으로 견적을 받아 보세요."],
  ["10-03 11:20", "니로 블루투스 연결하는 법", "차 화면에서 '설정 → 기기 연결 → 블루투스 → 새 기기 추가'를 누르고, 휴대폰 블루투스에서 차 이름을 고르시면 돼요."],
  ["10-05 16:45", "니로 차선 유지 기능이 자꾸 핸들을 잡아당겨", "차선 유지 보조가 켜져 있어서 그래요. 핸들 왼쪽 버튼으로 끄거나 설정에서 민감도를 낮출 수 있어요."],
  ["10-08 19:30", "마누라 갑상선 약을 올렸대", "의사 선생님이 수치를 보고 조절하신 거니 잘 챙겨 드시면 될 거예요."],
  ["10-11 14:10", "바둑 친구들이 6단 되면 한턱 내래", "승단 턱은 기분 좋게 내셔도 되죠 ㅎㅎ"],
  ["10-14 10:20", "보청기 끼니까 귀가 간지러워", "처음 몇 주는 그럴 수 있어요. 보청기를 깨끗하게 닦고, 가려움이 심하거나 아프면 센터에 가서 맞춤 상태를 봐 달라고 하세요."],
  ["10-16 20:05", "경로당 바둑대회 대진표 나왔어. 첫판이 최영수야", "첫판부터 라이벌이네요. 긴장 풀고 두세요."],
  ["10-18 11:40", "우럭 매운탕 끓이는 법 미리 알려 줘", "우럭을 손질해 토막 내고, 무를 먼저 끓이다 우럭을 넣어요. 고춧가루, 다진 마늘, 국간장, 된장 조금, 마지막에 쑥갓과 대파를 넣으세요."],
  ["10-21 19:25", "선유도 배 타려면 신분증 있어야 해?", "네, 낚싯배는 승선 명부를 쓰기 때문에 신분증이 꼭 필요해요."],
  ["10-23 10:05", "내일 배낚시라 일찍 자야겠어", "멀미약과 따뜻한 옷 챙기세요. 바다 위는 생각보다 추워요."],
  ["10-25 12:30", "우럭 회 떠서 마누라랑 먹었어", "신선한 우럭 회 최고죠."],
  ["10-27 20:40", "바둑 6단 돼서 친구들한테 짜장면 샀어", "기분 좋은 한턱이네요 ㅎㅎ"],
  ["10-29 09:45", "니로 타고 대구 갈 때 휴게소 충전기 있어?", "니로 하이브리드는 충전하는 차가 아니라 주유만 하시면 돼요. 충전기는 전기차용이에요."],
  ["10-31 19:35", "민준이 엄마가 또 고맙다고 떡을 보냈어", "아이 성적이 오르니 부모님도 기쁘신가 봐요."],
  ["11-01 10:50", "보청기 배터리 얼마나 가?", "충전식이면 하루 종일, 일회용 배터리면 보통 5~7일 가요. 여분을 늘 챙겨 다니세요."],
  ["11-03 20:25", "김장 때 배추 나르는 거 내가 해야 돼", "허리 조심하세요. 무릎을 굽혀서 들고, 한 번에 많이 들지 마세요."],
  ["11-05 16:15", "내장산 가기 전에 등산화 밑창이 떨어졌어", "등산화 수선집에서 붙일 수 있지만 오래된 거면 이번 기회에 새로 사세요. 내리막이 많은 산에서는 밑창이 중요해요."],
  ["11-06 11:30", "등산화 새로 샀어. 트렉스타", "새 등산화는 산에 가기 전에 동네에서 한두 번 신어 길들이세요."],
  ["11-08 20:15", "산에 다녀와서 다리가 묵직해", "따뜻한 물에 족욕하고 종아리 마사지를 해 주세요."],
  ["11-10 10:40", "최영수 병문안 뭐 들고 가?", "폐렴 환자는 음식 제한이 있을 수 있으니 과일이나 음료보다 책이나 담요, 아니면 가족분께 필요한 걸 여쭤보고 가세요."],
  ["11-13 19:20", "분배금 들어오는 날이 언제야?", "ETF마다 다른데 월배당 ETF는 보통 매달 초나 중순에 들어와요. 증권사 앱의 배당 일정에서 확인하세요."],
  ["11-15 11:05", "김장하고 나니 팔에 파스를 덕지덕지 붙였어", "수고 많으셨어요. 며칠 쉬면 풀릴 거예요."],
  ["11-16 20:30", "마누라 공연 때 꽃다발 뭘로 사지?", "계절 꽃으로 장미나 리시안셔스를 섞은 꽃다발이 무대 뒤 사진에도 예쁘게 나와요."],
  ["11-18 10:30", "최영수 퇴원했대. 다음 달부터 바둑 다시 두재", "다행이에요. 회복하실 때까지는 무리하지 않게 짧게 두세요."],
  ["11-20 19:45", "도윤이 오면 같이 목욕탕 가고 싶어", "좋은 생각이에요. 아드님 어릴 때 추억도 떠오르시겠어요."],
  ["11-22 10:10", "공연 다음 날이라 마누라가 늦잠 자", "긴장이 풀려서 그래요. 푹 쉬시게 두세요."],
  ["11-24 20:05", "아동센터 방학 특강 주제를 '생활 속 수학'으로 할까", "좋아요. 장보기 계산, 지도 축척, 다리의 구조 같은 예를 쓰시면 토목 경험도 살릴 수 있어요."],
  ["11-26 10:45", "12월에 도윤이 오면 차 두 대 필요할까", "네 분이면 니로 한 대로 충분해요. 짐이 많으면 트렁크만 잘 쓰시면 돼요."],
];

// A last handful of small talk in the father's and the son's chats.
const JUNGHO_LATE: Ex[] = [
  ["06-19 09:45", "아침 혈압 142에 92. 어제 짜게 먹었나", "전날 짠 음식이나 술, 수면 부족이 있으면 아침 혈압이 오를 수 있어요. 하루 이틀 더 재 보시고 계속 높으면 기록해 두세요."],
  ["06-22 15:20", "경로당에 새로 온 사람이 바둑 5급이래. 가르쳐 줄까", "가르치면서 본인 실력도 늘어요. 접바둑으로 두면서 한 수씩 설명해 주세요."],
  ["07-05 20:10", "옛날 도로공사 동기들 모임 다녀왔어", "오랜만에 반가우셨겠어요. 같이 일하던 시절 이야기로 밤새셨겠네요."],
  ["07-20 10:35", "더워서 낚시는 쉬고 집에서 바둑만 뒀어", "폭염엔 그게 현명해요. 물 자주 드세요."],
  ["07-27 19:25", "대아저수지 수위가 많이 올랐대", "장마 뒤라 그래요. 물이 안정될 때까지 일주일쯤 기다리시면 입질이 돌아올 거예요."],
  ["08-17 20:50", "광복절 연휴 끝나고 아동센터 다시 시작이야", "아이들이 반가워하겠어요."],
  ["08-31 10:20", "휴대폰 사진이 너무 많아서 저장 공간이 부족하대", "구글 포토에 백업하고 '기기에서 삭제'를 누르면 공간이 생겨요. 카카오톡 채팅방의 사진과 동영상도 정리하면 많이 늘어나요."],
  ["09-06 19:40", "대아저수지 가을 낚시 시즌이 시작됐대", "선선해지면 붕어가 먹이를 많이 먹어서 가을이 제철이에요. 새 낚싯대 개시하기 좋겠어요."],
  ["09-12 11:50", "바둑 5단 승률 표를 보니 60% 넘었어", "꾸준히 오르고 있네요. 승단 대국이 곧 잡히겠어요."],
  ["10-07 10:15", "쏘나타 판 돈으로 마누라 코트 사 줬어", "사모님이 좋아하셨겠어요. 멋진 마무리네요."],
  ["10-12 20:35", "도윤이가 새 회사 첫 출근 했대", "아드님 새 출발 축하드려요. 응원 메시지 보내 주세요."],
  ["10-19 10:25", "경로당 바둑대회 상품으로 쌀 10kg 받았어", "실속 있는 상품이네요 ㅎㅎ"],
  ["10-30 20:55", "니로 타이어 공기압 경고등이 떴어", "날씨가 추워지면 공기압이 내려가서 경고등이 잘 떠요. 주유소나 정비소에서 적정 공기압으로 맞추시면 꺼져요."],
  ["11-11 10:05", "아동센터 아이들이 빼빼로를 줬어", "아이들 마음이 예쁘네요. 보람 있으시겠어요."],
  ["11-21 11:15", "오늘 마누라 공연이라 아침부터 분주해", "공연 잘 하시길 바라요. 꽃다발 잊지 마세요."],
  ["11-25 10:20", "듀오링고 하다가 'daughter-in-law'를 배웠어 ㅎㅎ", "미리 배워 두시면 언젠가 쓸 날이 오겠죠 ㅎㅎ"],
  ["11-27 20:40", "도윤이 오면 쓸 방 난방 점검했어. 보일러 괜찮아", "겨울 손님 맞이 준비 잘 하셨어요."],
];

const YOUNGSOOK_LATE: Ex[] = [
  ["06-13 09:20", "아침에 일어나면 손가락이 뻣뻣해요", "아침 손가락 뻣뻣함은 흔하지만 30분 넘게 가거나 붓고 아프면 류마티스 검사를 받아 보세요. 따뜻한 물에 손을 담그고 주먹 쥐었다 펴기를 해 보세요."],
  ["07-06 20:40", "남편 바둑 친구 최영수 씨 부부랑 저녁 먹었어요", "부부 동반 모임 즐거우셨겠어요."],
  ["08-26 10:10", "영희 언니가 대구 사과를 한 상자 보냈어요", "가을 사과 맛있겠어요. 냉장 보관하시고 다른 과일과 떨어뜨려 두세요."],
  ["09-15 11:00", "남편이 보청기를 해야 할 것 같대요. 제가 말할 때 자꾸 되물어요", "가족이 먼저 알아채는 경우가 많아요. 검사 받아 보시라고 부드럽게 권해 주세요."],
  ["10-10 14:20", "도윤이 이사 간다고 짐 싸는 사진 보냈어요", "큰일을 앞두고 있네요. 무리하지 말라고 전해 주세요."],
  ["10-21 20:30", "서예 선생님이 표구는 복지관 앞 표구사에 맡기래요", "가까워서 편하시겠어요. 작품 크기와 액자 색을 미리 정해 가세요."],
  ["11-04 20:20", "합창단 단복 찾아왔어요. 좀 커서 줄여야겠어요", "수선집에 맡기시면 며칠이면 돼요. 공연 전에 여유 있게 맡기세요."],
  ["11-12 10:45", "도윤이가 시민권 받는 날이 다음 주래요", "뜻깊은 날이네요. 축하 메시지 보내 주세요."],
  ["11-19 20:40", "남편이 도윤이를 새 차로 데리러 간대요", "아드님도 아버님 새 차 구경하겠네요."],
  ["11-20 11:30", "떡집에 공연 끝나고 단원들이랑 나눠 먹을 떡 주문했어요", "정이 넘치시네요. 단원분들이 좋아하시겠어요."],
];

const DANIEL_LATE: Ex[] = [
  ["06-08 11:30", "what's a good stretch for tight hamstrings from cycling", "Lying hamstring stretch with a strap around the foot, leg straight up, 30 seconds each side. Keep the other leg flat on the floor."],
  ["07-08 21:45", "how do I boil rice without a rice cooker", "Rinse the rice, use 1 cup of rice to 1.25 cups of water, bring to the boil, then lowest heat with the lid on for 12 minutes and 10 minutes resting off the heat. Don't lift the lid."],
  ["09-04 21:50", "Greg wants me to run a lunch-and-learn on Airflow before I leave, he doesn't know I'm leaving yet", "A good way to leave knowledge behind either way. Keep it practical: how your DAGs are laid out, how to debug a failed run, and where the docs are."],
  ["10-10 20:20", "what's a quick way to stay warm on the bike in spring showers", "A light packable rain jacket and a cap under the helmet to keep the rain out of your eyes. Mudguards make a huge difference too."],
  ["11-01 20:45", "what's the time difference between Melbourne and Korea in December", "Melbourne is on daylight saving then (UTC+11) and Korea is UTC+9, so Korea is two hours behind Melbourne."],
  ["11-11 12:10", "Mochi knocked a glass off the table. again.", "A cat classic. Keep glasses on the kitchen bench or use heavy tumblers she can't tip, and give her something to knock around, like a ball track."],
  ["11-20 20:50", "Lucy from my old team got promoted, she messaged me", "That's lovely, your mentoring helped. Congratulate her."],
];

// ---------------------------------------------------------------------------------------
// Questions, asked on Monday 2026-11-30 12:00 KST, each in the asker's own chat.
// ---------------------------------------------------------------------------------------
const DANIEL_Q: Q[] = [
  ["d-f01", "fact", "Where did I buy my commuter bike?", ["06-06 10:20"]],
  ["d-f02", "fact", "What does Priya do for work?", ["06-11 21:15"]],
  ["d-f03", "fact", "Which dentist took my wisdom tooth out?", ["07-04 18:20", "07-14 18:30"]],
  ["d-f04", "fact", "What score did I get on the citizenship test?", ["09-08 15:10"]],
  ["d-f05", "fact", "What was the venue for Jess and Marco's wedding?", ["09-12 20:00"]],
  ["d-f06", "fact", "Which street is our new flat on?", ["10-01 19:30"]],
  ["d-f07", "fact", "How long did Around the Bay take me?", ["10-18 16:40"]],
  ["d-f08", "fact", "Who's feeding Mochi while we're in Korea?", ["11-09 19:40", "11-29 20:00"]],
  ["d-f09", "fact", "Which reel did I buy for dad?", ["11-07 12:30"]],
  ["d-f10", "fact", "Where and when did I first meet Marco?", ["07-27 21:00"]],
  ["d-f11", "fact", "What's the name of the Korean grocer where I get gochugaru?", ["06-13 17:40"]],
  ["d-f12", "fact", "How much does Mochi weigh?", ["11-29 20:00"]],
  ["d-f13", "fact", "What's the full name of Brightwater's head of data?", ["08-14 20:15"]],
  ["d-f14", "fact", "Where did I book the pottery class for Priya's birthday?", ["06-12 19:48"]],
  ["d-f15", "fact", "What did Mochi eat that sent her to the emergency vet?", ["07-06 16:30", "07-06 21:50"]],

  ["d-a01", "assistant", "Which book did you recommend when I wanted a family story that isn't too bleak?", ["06-18 21:30"]],
  ["d-a02", "assistant", "What did you suggest to fix my kimchi jjigae being too sour?", ["06-14 19:00"]],
  ["d-a03", "assistant", "Where did you say I should start to learn Spark?", ["07-25 20:30"]],
  ["d-a04", "assistant", "How did you suggest I close the best man speech?", ["07-27 21:10", "08-27 21:20"]],
  ["d-a05", "assistant", "What did you say about Airflow's catchup setting?", ["06-04 19:45", "06-04 20:02"]],
  ["d-a06", "assistant", "Which internet providers did you recommend for the new place?", ["10-26 20:10"]],
  ["d-a07", "assistant", "What did you say Priya should say before eating with my parents?", ["08-03 20:00"]],
  ["d-a08", "assistant", "How cold did you say Jeonju gets in late December?", ["11-26 20:30"]],
  ["d-a09", "assistant", "What did you suggest I bring home for mum and dad?", ["11-05 20:00"]],
  ["d-a10", "assistant", "Which hikes near Melbourne did you suggest?", ["08-17 19:25"]],

  ["d-u01", "update", "What date do we land in Korea?", ["09-24 20:30"]],
  ["d-u02", "update", "Who is my manager?", ["10-12 21:00"]],
  ["d-u03", "update", "Which suburb do we live in now?", ["10-03 18:20", "10-25 18:30"]],
  ["d-u04", "update", "What's the hardest bouldering grade I've sent?", ["11-15 10:30"]],
  ["d-u05", "update", "How much did Mochi's dental end up costing?", ["08-12 19:30"]],
  ["d-u06", "update", "Which company do I work at now?", ["09-18 20:10", "10-12 21:00", "11-13 21:00"]],
  ["d-u07", "update", "What's my base salary now?", ["09-17 21:00", "09-18 20:10"]],
  ["d-u08", "update", "Am I an Australian citizen yet?", ["11-17 18:00"]],

  ["d-t01", "temporal", "What did I do last weekend?", ["11-28 11:20", "11-29 20:00"]],
  ["d-t02", "temporal", "What did Priya and I cook on November 22?", ["11-22 13:00", "11-23 11:55"]],
  ["d-t03", "temporal", "How did Mochi's vet visit go yesterday?", ["11-29 20:00"]],
  ["d-t04", "temporal", "What did I do with Marco in late August?", ["08-11 20:18", "08-23 23:05"]],
  ["d-t05", "temporal", "What did Greg give me in October?", ["10-09 17:30"]],
  ["d-t06", "temporal", "What organised ride did I sign up for last month?", ["10-07 19:10", "10-18 16:40"]],
  ["d-t07", "temporal", "Which company turned me down in July?", ["07-24 19:05"]],
  ["d-t08", "temporal", "What did Aisha ask me to do last week?", ["11-24 19:15", "11-25 20:10"]],
  ["d-t09", "temporal", "What book was I reading in July?", ["07-17 20:00"]],
  ["d-t10", "temporal", "What happened on the night of September 13?", ["09-12 20:00", "09-13 23:10"]],
  ["d-t11", "temporal", "Which Korean course has Priya been using this month?", ["11-03 19:20"]],
  ["d-t12", "temporal", "What was I paged for on call this month?", ["11-12 20:20"]],

  ["d-m01", "multihop", "How many days after passing the citizenship test did I become a citizen?", ["09-08 15:10", "10-30 20:40", "11-17 18:00"]],
  ["d-m02", "multihop", "How many years had I worked at the company where Greg was my team lead?", ["06-04 19:45", "06-16 20:00", "09-16 20:05", "10-09 17:30"]],
  ["d-m03", "multihop", "What's the Korean grocer on the same road as my bike shop?", ["06-06 10:20", "06-13 17:40"]],
  ["d-m04", "multihop", "What did the Korea flights cost the two of us in total, change fee included?", ["07-31 20:40", "08-02 10:30", "09-24 20:30"]],
  ["d-m05", "multihop", "Which vet did Mochi have her teeth done at, and what did it cost?", ["08-05 19:20", "08-12 19:30"]],
  ["d-m06", "multihop", "The neighbour who's feeding Mochi: how did we first meet her?", ["10-27 19:05", "11-09 19:40", "11-29 20:00"]],

  ["d-p01", "paraphrase", "Why didn't the analytics consultancy hire me?", ["07-24 19:05"]],
  ["d-p02", "paraphrase", "How long was I in the chair for the oral surgery?", ["07-14 18:30"]],
  ["d-p03", "paraphrase", "Which town did we visit for the thermal baths?", ["08-29 11:15", "08-30 18:00"]],
  ["d-p04", "paraphrase", "Where was the event where I took the oath of allegiance?", ["10-30 20:40"]],
  ["d-p05", "paraphrase", "What did my girlfriend reckon my climbing was missing?", ["06-11 21:15"]],
  ["d-p06", "paraphrase", "How did my talk go down at my friend's reception?", ["09-13 23:10"]],
  ["d-p07", "paraphrase", "Why did we push our holiday home back a week?", ["09-24 20:30"]],
  ["d-p08", "paraphrase", "By how much was the old place going to get pricier?", ["09-22 19:45"]],
  ["d-p09", "paraphrase", "Where should I keep the Korean chilli flakes so they stay fresh?", ["06-13 17:40"]],
];

const YOUNGSOOK_Q: Q[] = [
  ["y-f01", "fact", "무릎 진단 받은 정형외과 이름이 뭐였지?", ["06-02 15:20"]],
  ["y-f02", "fact", "내 주말농장 텃밭은 어느 동에 있지?", ["06-03 10:12"]],
  ["y-f03", "fact", "서예 가르쳐 주시는 선생님 성이 뭐였더라?", ["07-03 14:20", "07-13 10:30"]],
  ["y-f04", "fact", "필방에서 산 붓 얼마였어?", ["07-07 17:45"]],
  ["y-f05", "fact", "영희 언니 칠순 잔치 한 한정식집 이름?", ["08-15 21:40"]],
  ["y-f06", "fact", "언니 칠순 선물로 형제들이 뭐 해 드렸지?", ["08-07 14:00", "08-15 21:45", "09-09 16:50"]],
  ["y-f07", "fact", "건강검진에서 LDL 수치 몇 나왔지?", ["09-10 15:50"]],
  ["y-f08", "fact", "김장 고춧가루 어디서 샀어?", ["10-29 15:20"]],
  ["y-f09", "fact", "김장해서 김치통이 몇 개 나왔지?", ["11-14 21:30"]],
  ["y-f10", "fact", "프리야 선물로 산 스탠드 무늬가 뭐였지?", ["11-02 14:40"]],
  ["y-f11", "fact", "정기공연 곡목이 뭐뭐였지?", ["09-18 14:00"]],
  ["y-f12", "fact", "합창단에서 내 파트가 뭐지?", ["06-04 14:35", "06-12 14:45", "07-14 17:20"]],

  ["y-a01", "assistant", "씬지로이드 언제 먹으라고 했었지?", ["06-07 16:40"]],
  ["y-a02", "assistant", "오이지 소금물 비율 뭐라고 했지?", ["06-10 13:15"]],
  ["y-a03", "assistant", "콜레스테롤 낮추려면 뭘 먹으라고 했어?", ["09-10 15:50", "09-11 20:20"]],
  ["y-a04", "assistant", "한강 책 중에 뭘 추천해 줬었지?", ["07-10 21:20"]],
  ["y-a05", "assistant", "김장 양념 배추 열 포기에 고춧가루 얼마 넣으라고 했지?", ["11-06 19:50"]],
  ["y-a06", "assistant", "목이 쉬었을 때 뭘 마시라고 했지?", ["10-31 11:00"]],
  ["y-a07", "assistant", "남해 가면 뭐 먹어 보라고 했었지?", ["06-15 10:20"]],

  ["y-u01", "update", "도윤이 인천 도착하는 날이 며칠이지?", ["09-26 20:15"]],
  ["y-u02", "update", "합창 연습 요즘 무슨 요일에 해?", ["10-02 14:20"]],
  ["y-u03", "update", "합창단 연습 장소가 요즘 어디지?", ["10-02 14:20", "10-14 15:40"]],
  ["y-u04", "update", "씬지로이드 지금 몇 먹고 있지?", ["10-08 15:30"]],
  ["y-u05", "update", "무릎 때문에 지금도 물리치료 받으러 다녀?", ["09-01 09:30", "09-03 17:20", "09-21 10:30"]],
  ["y-u06", "update", "서예 전시회는 결국 언제 했지?", ["11-08 16:25", "11-28 17:10"]],

  ["y-t01", "temporal", "지난주 토요일에 뭐 했더라?", ["11-28 17:10"]],
  ["y-t02", "temporal", "어제 뭐 샀지?", ["11-29 19:30"]],
  ["y-t03", "temporal", "지난달 합창단 친구들이랑 어디 놀러 갔었지?", ["10-15 20:30", "10-16 11:35", "10-17 18:50", "10-18 20:20"]],
  ["y-t04", "temporal", "8월에 휴대폰 무슨 기종으로 바꿨지?", ["08-03 15:40"]],
  ["y-t05", "temporal", "6월에 남편이랑 어디로 여행 갔었지?", ["06-15 10:20", "06-19 10:45", "06-20 19:50", "06-21 18:10"]],
  ["y-t06", "temporal", "7월에 무슨 책 읽었지?", ["07-12 15:00", "07-19 20:50"]],
  ["y-t07", "temporal", "지난주에 도윤이 오면 해 줄 음식 뭐로 정했지?", ["11-23 15:00", "11-24 19:40"]],
  ["y-t08", "temporal", "9월 초에 순자 언니한테 뭐 갖다줬지?", ["09-04 13:40"]],
  ["y-t09", "temporal", "이번 달 21일 공연은 어땠어?", ["11-21 22:10"]],

  ["y-m01", "multihop", "김장 도와준 사람 칠순 잔치는 어디서 했었지?", ["10-27 20:10", "11-14 21:30", "08-15 21:40"]],
  ["y-m02", "multihop", "공연 날부터 도윤이 도착하는 날까지 며칠이야?", ["07-28 18:00", "09-26 20:15", "11-21 22:10"]],
  ["y-m03", "multihop", "갑상선 피검사는 약 용량 올린 지 몇 주 만이야?", ["10-08 15:30", "11-26 18:20"]],
  ["y-m04", "multihop", "프리야 선물로 산 게 네가 추천한 것 중 하나였어?", ["10-23 16:00", "11-02 14:40"]],

  ["y-p01", "paraphrase", "다리 관절 때문에 처음 간 병원에서 뭐라고 했지?", ["06-02 15:20"]],
  ["y-p02", "paraphrase", "붓글씨 배우는 곳이 어디더라?", ["07-01 10:15", "07-03 14:20", "07-25 14:35"]],
  ["y-p03", "paraphrase", "눈 수술 받은 친구 이름이 뭐였지?", ["08-13 16:20", "08-25 14:50", "09-04 13:40", "11-10 11:35"]],
  ["y-p04", "paraphrase", "남쪽 바닷가 여행에서 그이가 두 번이나 시켜 먹은 게 뭐였지?", ["06-21 18:10", "06-21 18:15"]],
  ["y-p05", "paraphrase", "밤에 깊이 못 잘 때 어떻게 하라고 했었지?", ["07-30 21:10"]],
  ["y-p06", "paraphrase", "무대 올라가기 전 마지막 연습에서 뭘 틀렸지?", ["11-18 19:40"]],
  ["y-p07", "paraphrase", "혈액검사에서 기름기 수치 높게 나왔을 때 약 먹으라고 했대?", ["09-10 15:50"]],
];

const JUNGHO_Q: Q[] = [
  ["j-f01", "fact", "혈압 봐 주는 의사 선생님이 누구였지?", ["06-01 10:28", "07-03 10:30", "08-06 10:15"]],
  ["j-f02", "fact", "아동센터 수업은 무슨 요일 몇 시야?", ["07-07 18:10"]],
  ["j-f03", "fact", "새 낚싯대 얼마 주고 샀지?", ["09-03 15:30"]],
  ["j-f04", "fact", "보청기 양쪽 가격이 얼마였어?", ["09-29 14:10"]],
  ["j-f05", "fact", "경로당 바둑대회에서 나 몇 등 했지?", ["10-17 18:30"]],
  ["j-f06", "fact", "내가 산 배당 ETF 이름이 뭐였지?", ["08-08 16:50"]],
  ["j-f07", "fact", "최영수 어느 병원에 입원했었지?", ["11-09 20:20"]],
  ["j-f08", "fact", "도윤이 어느 역으로 데리러 가기로 했지?", ["11-19 18:00"]],
  ["j-f09", "fact", "선유도에서 우럭 몇 마리 잡았지?", ["10-24 19:45"]],
  ["j-f10", "fact", "듀오링고는 왜 시작했었지?", ["06-24 15:15"]],

  ["j-a01", "assistant", "찌 맞춤이 뭐라고 했었지?", ["06-13 18:00"]],
  ["j-a02", "assistant", "민준이한테 일차함수 어떻게 설명하라고 했지?", ["07-08 20:40"]],
  ["j-a03", "assistant", "분배금에 세금 몇 퍼센트 뗀다고 했지?", ["08-08 17:05"]],
  ["j-a04", "assistant", "배 멀미약 언제 먹으라고 했지?", ["10-20 16:00"]],
  ["j-a05", "assistant", "새 혈압약 먹으면서 피하라고 한 게 뭐였지?", ["08-06 10:15"]],
  ["j-a06", "assistant", "카카오T로 택시 부르는 방법 다시 알려 줘", ["07-25 10:00"]],

  ["j-u01", "update", "지금 먹는 혈압약 이름이 뭐지?", ["08-06 10:15"]],
  ["j-u02", "update", "차 바꾼 거 몇 년식 무슨 차였지?", ["10-02 16:30"]],
  ["j-u03", "update", "타이젬 지금 몇 단이야?", ["10-22 20:30", "10-27 20:40"]],
  ["j-u04", "update", "도윤이 인천에 며칠 도착하지?", ["09-27 18:20", "11-19 18:00"]],
  ["j-u05", "update", "요즘 아침 혈압 얼마 나오지?", ["11-02 15:50"]],
  ["j-u06", "update", "민준이 수학 점수 최근에 몇 점 받았지?", ["10-26 12:10"]],
  ["j-u07", "update", "내 붕어 최고 기록이 몇 센티지?", ["07-12 13:30"]],
  ["j-u08", "update", "최영수 퇴원했어?", ["11-18 10:30"]],

  ["j-t01", "temporal", "지난 토요일에 뭐 했지?", ["11-28 17:20"]],
  ["j-t02", "temporal", "어제 차 정비 뭐 했더라?", ["11-29 11:40"]],
  ["j-t03", "temporal", "지난달에 배낚시 어디로 갔었지?", ["10-20 16:00", "10-21 19:25", "10-24 19:45"]],
  ["j-t04", "temporal", "8월 초에 방파제에서 뭐 잡았지?", ["08-04 18:30", "08-05 11:25"]],
  ["j-t05", "temporal", "이번 달 초에 동창들이랑 어디 갔었지?", ["11-04 11:00", "11-05 16:15", "11-07 19:30"]],
  ["j-t06", "temporal", "9월 20일에 뭐 했었지?", ["09-20 19:10"]],
  ["j-t07", "temporal", "6월 초에 모악산 누구랑 올라갔지?", ["06-07 09:50"]],
  ["j-t08", "temporal", "지난주에 분배금 얼마 들어왔지?", ["11-23 10:30"]],

  ["j-m01", "multihop", "보청기 값에서 도윤이가 보태 준 거 빼면 내가 낸 돈은 얼마야?", ["09-29 14:10", "10-01 20:40"]],
  ["j-m02", "multihop", "쏘나타 팔고 산 차로 대구 갔을 때 연비 얼마 나왔지?", ["10-02 16:30", "10-28 17:35"]],
  ["j-m03", "multihop", "내가 가르치는 중2 아이가 처음 어려워한 단원이 뭐였고 중간고사 수학은 몇 점 받았지?", ["07-08 20:40", "07-23 17:30", "10-26 12:10"]],
  ["j-m04", "multihop", "내가 바둑 세 판 다 이긴 친구가 입원한 병원이 어디지?", ["06-15 16:40", "11-09 20:20"]],

  ["j-p01", "paraphrase", "귀 검사하고 병원에서 뭐라고 진단했지?", ["08-27 16:20"]],
  ["j-p02", "paraphrase", "조상 묘 풀 깎으러 간 데가 어디였지?", ["09-20 19:10"]],
  ["j-p03", "paraphrase", "아들이 옮겨 간 직장은 무슨 업종이래?", ["09-22 10:40"]],
  ["j-p04", "paraphrase", "외국어 공부 앱 연속 기록 얼마나 쌓았었지?", ["10-10 21:15"]],
  ["j-p05", "paraphrase", "아내 언니 생일 잔치에 차로 가는 데 얼마나 걸린다고 했지?", ["08-13 20:10"]],
  ["j-p06", "paraphrase", "소리 잘 들리게 하는 기계 맞춘 거 어떤 모양이었지?", ["10-13 14:30"]],
  ["j-p07", "paraphrase", "어릴 적 친구들이랑 단풍 보러 가서 뭐 타고 올라갔지?", ["11-07 19:30"]],
];

// ---------------------------------------------------------------------------------------
// Building the set: times to timestamps, and the label check.
// ---------------------------------------------------------------------------------------
const CHATS: Array<{ chat: number; lang: "en" | "ko"; exchanges: Ex[]; questions: Q[] }> = [
  { chat: 2001, lang: "ko", exchanges: [...YOUNGSOOK, ...YOUNGSOOK_MORE, ...YOUNGSOOK_LATE], questions: YOUNGSOOK_Q },
  { chat: 2002, lang: "ko", exchanges: [...JUNGHO, ...JUNGHO_MORE, ...JUNGHO_LATE], questions: JUNGHO_Q },
  { chat: 2003, lang: "en", exchanges: [...DANIEL, ...DANIEL_MORE, ...DANIEL_LATE], questions: DANIEL_Q },
];

/** Monday 2026-11-30 12:00 KST. */
export const BLIND2_NOW = Date.UTC(2026, 10, 30, 3, 0);

/**
 * "MM-DD HH:MM" KST in 2026 -> epoch ms. Each chat adds its own whole seconds (0, 1, 2) so
 * that no two exchanges of the set share a timestamp even when two chats wrote in the same
 * minute.
 */
function tsOf(when: string, chatIndex: number): number {
  const m = /^(\d\d)-(\d\d) (\d\d):(\d\d)$/.exec(when);
  if (!m) throw new Error(`dataset-blind2: bad time "${when}": write "MM-DD HH:MM" (KST)`);
  const [mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number];
  if (h < 9 || h > 23 || mi > 59) throw new Error(`dataset-blind2: "${when}" must lie between 09:00 and 23:59 KST`);
  const ts = Date.UTC(2026, mo - 1, d, h - 9, mi) + chatIndex * 1000;
  const back = new Date(ts);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) throw new Error(`dataset-blind2: "${when}" is not a calendar date`);
  if (ts < Date.UTC(2026, 5, 1) || ts >= BLIND2_NOW) throw new Error(`dataset-blind2: "${when}" lies outside 06-01 .. 11-29`);
  return ts;
}

export function blind2EvalSet(): Blind2Set {
  const exchanges: Blind2Set["exchanges"] = [];
  const questions: Blind2Question[] = [];
  const ids = new Set<string>();
  CHATS.forEach(({ chat, lang, exchanges: exs, questions: qs }, i) => {
    const times = new Map<string, number>();
    for (const [when, user, assistant] of exs) {
      if (times.has(when)) throw new Error(`dataset-blind2: chat ${chat} has two exchanges at ${when}`);
      if (!user.trim() || !assistant.trim()) throw new Error(`dataset-blind2: chat ${chat} ${when} has an empty side`);
      times.set(when, tsOf(when, i));
    }
    const sorted = [...exs].sort((a, b) => (times.get(a[0]) as number) - (times.get(b[0]) as number));
    for (const [when, user, assistant] of sorted) exchanges.push({ chat_id: chat, ts: times.get(when) as number, user, assistant });
    for (const [id, kind, question, evidence] of qs) {
      if (ids.has(id)) throw new Error(`dataset-blind2: question id ${id} is used twice`);
      ids.add(id);
      if (evidence.length === 0) throw new Error(`dataset-blind2: ${id} has no evidence`);
      if (new Set(evidence).size !== evidence.length) throw new Error(`dataset-blind2: ${id} names an exchange twice`);
      if (kind === "multihop" && evidence.length < 2) throw new Error(`dataset-blind2: multihop ${id} needs two or more exchanges`);
      const ev = evidence.map((when) => {
        const ts = times.get(when);
        if (ts === undefined) throw new Error(`dataset-blind2: ${id} names ${when}, which is no exchange of chat ${chat}`);
        return ts;
      });
      questions.push({ id, chat, lang, type: TYPE_OF[kind], kind, question, evidence: ev });
    }
  });
  exchanges.sort((a, b) => a.ts - b.ts);
  return { name: "blind retired couple and son", split: "test", now: BLIND2_NOW, exchanges, questions };
}
