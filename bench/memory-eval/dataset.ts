// A generated long-conversation memory benchmark ("generated diary"), written apart from
// the retrieval code: this file imports nothing from src/ and was committed before the
// retrieval changes it judges; its question mix follows LongMemEval's types (single-session
// facts, assistant-said facts, knowledge updates, temporal questions ~25%) and it is frozen
// (changing it changes every figure in the README).
//
// One simulated year of a person's chats with their assistant, in two chats: English (chat 1)
// and Korean (chat 2). Facts are events of a small world (people, hobbies, trips, dishes,
// books, purchases, pets, moves, recommendations). Each question is labelled with the
// exchanges that hold its evidence, computed from the world, never from a search.
// Hard negatives by construction: every person appears in many filler exchanges, every
// topic (cooking, trips, books ...) recurs with other values, the assistant mentions dishes
// and cities that never happened, and questions paraphrase the evidence ("pottery class" vs
// "ceramics course") so often only a name or a date is shared.
// Two splits from two seeds: "dev" for tuning, "test" for reporting.

export interface EvalExchange {
  chat_id: number;
  /** epoch ms, unique within the set: the key that ties a search hit to its evidence. */
  ts: number;
  user: string;
  assistant: string;
}

export interface EvalQuestion {
  id: string;
  chat: number;
  lang: "en" | "ko";
  type: "fact" | "assistant" | "update" | "temporal";
  question: string;
  /** ts of the exchanges holding the evidence. */
  evidence: number[];
}

export interface EvalSet {
  name: string;
  split: "dev" | "test";
  /** The moment the questions are asked (relative time words refer to it). UTC. */
  now: number;
  exchanges: EvalExchange[];
  questions: EvalQuestion[];
}

const DAY = 86_400_000;
// 2025-01-06 is a Monday; 300 days of chats, questions asked the day after.
const START = Date.UTC(2025, 0, 6);
const DAYS = 300;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type R = () => number;
const pick = <T>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const shuffle = <T>(r: R, xs: readonly T[]): T[] => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
};
const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? `{${k}}`);

const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

interface Planned {
  day: number;
  user: string;
  assistant: string;
  /** Set after placement. */
  ts?: number;
}

interface Lang {
  chat: number;
  lang: "en" | "ko";
  people: string[];
  hobbies: string[][];
  hobbyEvidence: string[];
  hobbyQuestions: string[];
  cities: string[];
  tripEvidence: string[];
  tripWithQuestion: string;
  tripTimeQuestion: string;
  dishes: string[];
  cookEvidence: string[];
  cookTimeQuestion: string;
  cookGuestEvidence: string;
  cookGuestQuestion: string;
  books: string[];
  lendEvidence: string;
  lendQuestions: [string, string];
  items: string[][];
  buyEvidence: string[];
  buyTimeQuestion: string;
  buyWhichQuestion: string;
  pets: Array<[string, string]>;
  petNames: string[];
  petEvidence: string;
  petQuestion: string;
  homes: string[];
  liveEvidence: string;
  moveEvidence: string;
  moveQuestion: string;
  recos: Array<{ thing: string; occasion: string; occasion2: string; options: string[] }>;
  recoUser: string;
  recoAssistant: string;
  recoQuestion: string;
  replies: string[];
  fillers: Array<[string, string]>;
  /** Time phrases: [phrase, from-day, to-day (exclusive)] relative to `now`. */
  relative: (nowDay: number) => Array<[string, number, number]>;
  month: (m: number) => string;
  date: (m: number, d: number) => string;
}

function weekStart(day: number): number {
  // day 0 is a Monday
  return day - (((day % 7) + 7) % 7);
}

function monthOf(day: number): { m: number; from: number; to: number } {
  const d = new Date(START + day * DAY);
  const m = d.getUTCMonth();
  const from = Math.round((Date.UTC(d.getUTCFullYear(), m, 1) - START) / DAY);
  const to = Math.round((Date.UTC(d.getUTCFullYear(), m + 1, 1) - START) / DAY);
  return { m, from, to };
}

const EN: Lang = {
  chat: 1,
  lang: "en",
  people: ["Anna", "Marco", "Laura", "Priya", "Tom", "Yuki", "Daniel", "Sofia", "Ben", "Grace", "Omar", "Hannah"],
  hobbies: [
    ["pottery class", "ceramics course", "clay workshop"],
    ["rock climbing", "bouldering", "climbing gym"],
    ["salsa lessons", "dance class", "Latin dancing"],
    ["watercolor painting", "painting class", "art course"],
    ["guitar lessons", "learning guitar", "music lessons"],
    ["Spanish course", "language class", "learning Spanish"],
    ["birdwatching", "bird spotting", "bird walks"],
    ["sourdough baking", "bread baking", "baking class"],
    ["chess club", "playing chess", "chess tournaments"],
    ["open water swimming", "swim training", "lake swimming"],
  ],
  hobbyEvidence: [
    "{name} told me she signed up for a {form} at the community center.",
    "Guess what, {name} finally started {form} this week and won't stop talking about it.",
    "{name} has been doing {form} on Tuesday evenings, apparently she loves it.",
  ],
  hobbyQuestions: ["What new hobby did {name} take up?", "When did {name} start {form}?", "What is {name} learning these days?"],
  cities: ["Lisbon", "Kyoto", "Vienna", "Montreal", "Oaxaca", "Edinburgh", "Tallinn", "Porto", "Seville", "Bergen", "Krakow", "Valencia", "Ljubljana", "Bruges"],
  tripEvidence: [
    "Just got back from {city} with {name}, the old town was gorgeous.",
    "Spent a long weekend in {city} with {name}. We walked everywhere and ate too much.",
    "Took the train to {city} with {name} for a couple of days, it rained but we had fun.",
  ],
  tripWithQuestion: "Which city did I visit with {name}?",
  tripTimeQuestion: "Where did I travel {when}?",
  dishes: ["lasagna", "pad thai", "mushroom risotto", "banana bread", "fish tacos", "chicken curry", "paella", "shakshuka", "miso ramen", "gnocchi", "lentil soup", "beef stew", "falafel", "pierogi", "okonomiyaki", "moussaka"],
  cookEvidence: ["Made {dish} for dinner tonight, turned out great.", "Tried a new recipe: {dish}. A bit too salty but good.", "Cooked {dish} this evening, the whole kitchen smells amazing."],
  cookTimeQuestion: "What did I cook {when}?",
  cookGuestEvidence: "{name} came over and I made {dish}, there were no leftovers.",
  cookGuestQuestion: "What dish did I make when {name} visited?",
  books: ["The Salt Road", "Glass Orchard", "A Winter in Harbin", "The Quiet Engineer", "Paper Lanterns", "North of Nowhere", "The Cartographer's Daughter", "Small Gods of Rain"],
  lendEvidence: "{name} lent me {book}, she says the ending is wild.",
  lendQuestions: ["Which book did {name} lend me?", "Who gave me {book} to read?"],
  items: [
    ["a used Fuji camera", "camera"],
    ["a gravel bike", "bike"],
    ["noise-cancelling headphones", "headphones"],
    ["a standing desk", "desk"],
    ["hiking boots", "boots"],
    ["an espresso machine", "coffee machine"],
    ["a robot vacuum", "vacuum cleaner"],
    ["a drawing tablet", "tablet"],
    ["a cast iron pan", "pan"],
    ["a winter parka", "coat"],
  ],
  buyEvidence: ["Finally bought {item}, it arrived today.", "Ordered {item} online, couldn't resist the sale."],
  buyTimeQuestion: "What did I buy {when}?",
  buyWhichQuestion: "What kind of {kind} did I get?",
  pets: [
    ["puppy", "dog"],
    ["kitten", "cat"],
    ["rabbit", "bunny"],
    ["parrot", "bird"],
    ["tortoise", "turtle"],
  ],
  petNames: ["Biscuit", "Pepper", "Mochi", "Waffles", "Juniper", "Noodle"],
  petEvidence: "{name} adopted a {pet} and called it {petname}!",
  petQuestion: "What is the name of {name}'s {kind}?",
  homes: ["Austin", "Denver", "Leeds", "Rotterdam", "Halifax", "Adelaide", "Ghent", "Turin"],
  liveEvidence: "{name} lives in {city} these days, she likes it there.",
  moveEvidence: "Big news: {name} just moved to {city} for the new job.",
  moveQuestion: "Where does {name} live now?",
  recos: [
    { thing: "restaurant", occasion: "birthday", occasion2: "birthday dinner", options: ["Casa Verde", "The Blue Anchor", "Osteria Lupa", "Saffron House"] },
    { thing: "gift", occasion: "housewarming", occasion2: "new flat", options: ["a ceramic planter", "a cheese board set", "a framed city map", "a herb garden kit"] },
    { thing: "movie", occasion: "movie night", occasion2: "film evening", options: ["Paddington 2", "The Grand Budapest Hotel", "Arrival", "Spirited Away"] },
  ],
  recoUser: "Any {thing} ideas for {name}'s {occasion}? Nothing too fancy.",
  recoAssistant: "How about {option}? It fits what you told me about {name}'s taste.",
  recoQuestion: "What did you suggest for {name}'s {occasion2}?",
  replies: ["That sounds lovely!", "Nice, glad to hear it.", "Oh, that's fun.", "Good to know, I'll remember that.", "Sounds like a good day.", "Thanks for telling me."],
  fillers: [
    ["Had lunch with {name}, we mostly talked about work.", "Sounds like a relaxed lunch."],
    ["{name} asked if I want to try {hobby} sometime.", "Could be fun to try something new with {name}."],
    ["Thinking of cooking something new this week, any ideas?", "Maybe try {dish}? It's easier than it looks."],
    ["I'd love to visit {city} one day.", "{city} is lovely, maybe plan it for the spring."],
    ["Work was hectic, {name} needs the report by Friday.", "Hang in there, Friday is close."],
    ["The weather is awful today, rain all day.", "A good day for staying in then."],
    ["Called {name}, nothing special, just catching up.", "It's nice to stay in touch."],
    ["What's a good book to read on a train?", "Something light, maybe a short mystery."],
    ["I'm tired, going to bed early tonight.", "Rest well!"],
    ["{name} recommended a podcast about history.", "History podcasts are great on walks."],
    ["Should I start running again?", "A couple of short runs a week is a good start."],
    ["Remind me that the rent is due on the first.", "Noted: rent is due on the first."],
    ["{name} said the new cafe downtown is overrated.", "Good to know before you go."],
    ["Do you think I need a new phone?", "If the battery lasts the day, probably not yet."],
    ["Went for a long walk in the park with {name}.", "Walks are the best way to talk."],
    ["My back hurts from sitting all day.", "Try standing up every hour."],
  ],
  relative: (n) => {
    const lastWeek = weekStart(n) - 7;
    const lm = monthOf(monthOf(n).from - 1);
    return [
      ["yesterday", n - 1, n],
      ["the day before yesterday", n - 2, n - 1],
      ["3 days ago", n - 3, n - 2],
      ["last week", lastWeek, lastWeek + 7],
      ["last weekend", lastWeek + 5, lastWeek + 7],
      ["two weeks ago", lastWeek - 7, lastWeek],
      ["last month", lm.from, lm.to],
    ];
  },
  month: (m) => `in ${MONTHS_EN[m]}`,
  date: (m, d) => `on ${MONTHS_EN[m]} ${d}`,
};

const KO: Lang = {
  chat: 2,
  lang: "ko",
  people: ["민수", "지영", "수진", "하준", "서연", "태호", "은비", "도윤"],
  hobbies: [
    ["도자기 공방", "도예 수업", "물레 수업"],
    ["클라이밍", "볼더링", "암벽 등반"],
    ["요가", "필라테스", "스트레칭 수업"],
    ["기타 레슨", "통기타", "악기 배우기"],
    ["수영 강습", "수영", "자유형 연습"],
    ["일본어 학원", "일본어 공부", "외국어 수업"],
  ],
  hobbyEvidence: ["{name}가 요즘 {form} 다니기 시작했대.", "{name}는 화요일마다 {form} 간다더라, 엄청 재밌대."],
  hobbyQuestions: ["{name}가 새로 시작한 취미가 뭐였지?", "{name}는 언제부터 {form} 했어?"],
  cities: ["부산", "제주도", "강릉", "전주", "경주", "여수", "속초", "통영", "안동", "오사카"],
  tripEvidence: ["{name}랑 {city} 다녀왔어, 바다가 너무 예뻤어.", "주말에 {name}하고 {city} 여행 갔다 왔어. 맛집 엄청 돌아다녔어."],
  tripWithQuestion: "{name}랑 같이 간 여행지가 어디였지?",
  tripTimeQuestion: "{when} 어디 여행 갔었지?",
  dishes: ["김치찌개", "된장찌개", "떡볶이", "잡채", "불고기", "미역국", "카레", "크림 파스타", "닭갈비", "콩나물국밥", "수제비", "오므라이스"],
  cookEvidence: ["오늘 저녁에 {dish} 만들어 먹었어, 꽤 맛있었어.", "처음으로 {dish} 해봤는데 좀 짰어."],
  cookTimeQuestion: "{when} 내가 무슨 요리 했었지?",
  cookGuestEvidence: "{name}가 놀러 와서 {dish} 해줬어, 하나도 안 남았어.",
  cookGuestQuestion: "{name} 왔을 때 내가 뭐 만들어 줬지?",
  books: ["소금길", "유리 과수원", "하얼빈의 겨울", "종이 등불", "비의 작은 신들"],
  lendEvidence: "{name}가 {book} 빌려줬어, 결말이 대박이래.",
  lendQuestions: ["{name}가 빌려준 책 제목이 뭐였지?", "{book}는 누가 빌려줬더라?"],
  items: [
    ["중고 필름 카메라", "카메라"],
    ["전기 자전거", "자전거"],
    ["무선 이어폰", "이어폰"],
    ["에어프라이어", "주방 가전"],
    ["등산화", "신발"],
    ["안마 의자", "의자"],
  ],
  buyEvidence: ["드디어 {item} 샀어, 오늘 배송 왔어.", "세일하길래 {item} 질렀어."],
  buyTimeQuestion: "{when} 내가 뭐 샀었지?",
  buyWhichQuestion: "내가 산 {kind} 어떤 거였지?",
  pets: [
    ["강아지", "개"],
    ["고양이", "냥이"],
    ["햄스터", "애완동물"],
  ],
  petNames: ["콩이", "보리", "두부", "초코"],
  petEvidence: "{name}가 {pet} 입양했는데 이름을 {petname}라고 지었대!",
  petQuestion: "{name}네 {kind} 이름이 뭐였지?",
  homes: ["대전", "광주", "수원", "춘천", "울산", "청주"],
  liveEvidence: "{name}는 요즘 {city}에 살아, 거기 좋대.",
  moveEvidence: "{name}가 새 직장 때문에 {city}로 이사했대.",
  moveQuestion: "{name}는 지금 어디 살아?",
  recos: [
    { thing: "식당", occasion: "생일", occasion2: "생일 저녁", options: ["바다정원", "소담한식당", "라 피콜라", "청수옥"] },
    { thing: "선물", occasion: "집들이", occasion2: "새 집", options: ["디퓨저 세트", "원목 도마", "화분", "와인잔 세트"] },
  ],
  recoUser: "{name} {occasion}인데 {thing} 추천 좀 해줘.",
  recoAssistant: "{option} 어때요? {name}님 취향에 잘 맞을 것 같아요.",
  recoQuestion: "{name} {occasion2} 때 뭐 추천해줬었지?",
  replies: ["좋네요!", "재밌었겠네요.", "기억해 둘게요.", "잘됐네요.", "알려줘서 고마워요."],
  fillers: [
    ["{name}랑 점심 먹었어, 회사 얘기만 했어.", "편한 점심이었네요."],
    ["{name}가 {hobby} 같이 해보자는데 어떨까?", "새로운 거 해보는 것도 좋죠."],
    ["이번 주에 뭐 해먹지?", "{dish} 어때요? 생각보다 쉬워요."],
    ["언젠가 {city} 가보고 싶다.", "{city} 좋죠, 봄에 가보세요."],
    ["일이 너무 많아, {name}가 금요일까지 보고서 달래.", "조금만 버텨요, 곧 금요일이에요."],
    ["오늘 비가 하루 종일 와.", "집에 있기 좋은 날이네요."],
    ["{name}한테 전화했어, 그냥 안부 인사.", "연락하고 지내는 거 좋죠."],
    ["피곤해서 오늘은 일찍 잘래.", "푹 쉬세요!"],
    ["{name}가 회사 앞 카페 별로래.", "가기 전에 알아서 다행이네요."],
    ["허리가 아파, 하루 종일 앉아 있었어.", "한 시간마다 일어나 보세요."],
    ["{name}랑 공원 산책했어.", "산책하면서 얘기하는 게 최고죠."],
  ],
  relative: (n) => {
    const lastWeek = weekStart(n) - 7;
    const lm = monthOf(monthOf(n).from - 1);
    return [
      ["어제", n - 1, n],
      ["그저께", n - 2, n - 1],
      ["3일 전에", n - 3, n - 2],
      ["지난주에", lastWeek, lastWeek + 7],
      ["지난 주말에", lastWeek + 5, lastWeek + 7],
      ["지난달에", lm.from, lm.to],
    ];
  },
  month: (m) => `${m + 1}월에`,
  date: (m, d) => `${m + 1}월 ${d}일에`,
};

interface TimedEvent {
  kind: "trip" | "cook" | "buy";
  day: number;
  idx: number;
}

/** Plans one chat's year: events, fillers, then questions whose evidence is resolved after placement. */
function planChat(L: Lang, r: R, scale: number) {
  const planned: Planned[] = [];
  const questions: Array<{ type: EvalQuestion["type"]; question: string; evidence: number[] /* indexes into planned */ }> = [];
  const nowDay = DAYS;
  const reply = () => pick(r, L.replies);
  const add = (day: number, user: string, assistant = reply()) => {
    planned.push({ day, user, assistant });
    return planned.length - 1;
  };
  const day = () => Math.floor(r() * (DAYS - 1));
  const people = shuffle(r, L.people);

  // Hobbies: one per person (first N people).
  shuffle(r, L.hobbies)
    .slice(0, Math.min(L.hobbies.length, people.length))
    .forEach((forms, i) => {
      const name = people[i % people.length] as string;
      const shown = pick(r, forms);
      const asked = pick(r, forms.filter((f) => f !== shown));
      const ev = add(day(), fill(pick(r, L.hobbyEvidence), { name, form: shown }));
      const q = pick(r, L.hobbyQuestions);
      questions.push({ type: "fact", question: fill(q, { name, form: asked }), evidence: [ev] });
    });

  const timed: TimedEvent[] = [];
  // Trips: monthly-ish, with a companion.
  const cities = shuffle(r, L.cities);
  const tripCount = Math.round(cities.length * scale);
  for (let i = 0; i < tripCount; i++) {
    const d = i < 2 ? nowDay - 1 - Math.floor(r() * 13) : day();
    const name = pick(r, people);
    const city = cities[i % cities.length] as string;
    const ev = add(d, fill(pick(r, L.tripEvidence), { name, city }));
    timed.push({ kind: "trip", day: d, idx: ev });
    if (i % 2 === 0) questions.push({ type: "fact", question: fill(L.tripWithQuestion, { name }), evidence: [ev] });
  }
  // Cooking: every few days, all year (many hard negatives for one another).
  const cookEvery = L.lang === "en" ? 5 : 8;
  const guests = new Set<string>();
  for (let d = Math.floor(r() * 3); d < nowDay; d += 2 + Math.floor(r() * (cookEvery * 2 - 2))) {
    const dish = pick(r, L.dishes);
    const guest = people.find((p) => !guests.has(p) && r() < 0.08);
    if (guest) {
      guests.add(guest);
      const ev = add(d, fill(L.cookGuestEvidence, { name: guest, dish }));
      timed.push({ kind: "cook", day: d, idx: ev });
      questions.push({ type: "fact", question: fill(L.cookGuestQuestion, { name: guest }), evidence: [ev] });
    } else timed.push({ kind: "cook", day: d, idx: add(d, fill(pick(r, L.cookEvidence), { dish })) });
  }
  // Books lent.
  shuffle(r, L.books).forEach((book, i) => {
    const name = people[(i + 3) % people.length] as string;
    const ev = add(day(), fill(L.lendEvidence, { name, book }));
    questions.push({ type: "fact", question: fill(L.lendQuestions[i % 2] as string, { name, book }), evidence: [ev] });
  });
  // Purchases.
  shuffle(r, L.items).forEach(([item, kind], i) => {
    const d = i < 2 ? nowDay - 1 - Math.floor(r() * 20) : day();
    const ev = add(d, fill(pick(r, L.buyEvidence), { item: item as string }));
    timed.push({ kind: "buy", day: d, idx: ev });
    if (i % 2 === 1) questions.push({ type: "fact", question: fill(L.buyWhichQuestion, { kind: kind as string }), evidence: [ev] });
  });
  // Pets.
  const petNames = shuffle(r, L.petNames);
  L.pets.forEach(([pet, kind], i) => {
    const name = people[(i + 5) % people.length] as string;
    const ev = add(day(), fill(L.petEvidence, { name, pet, petname: petNames[i % petNames.length] as string }));
    questions.push({ type: "fact", question: fill(L.petQuestion, { name, kind }), evidence: [ev] });
  });
  // Knowledge updates: where someone lives, then a move; the move is the evidence.
  const homes = shuffle(r, L.homes);
  for (let i = 0; i < Math.min(4, Math.floor(homes.length / 2)); i++) {
    const name = people[(i + 7) % people.length] as string;
    const first = Math.floor(r() * 120);
    add(first, fill(L.liveEvidence, { name, city: homes[2 * i] as string }));
    const ev = add(first + 60 + Math.floor(r() * 100), fill(L.moveEvidence, { name, city: homes[2 * i + 1] as string }));
    questions.push({ type: "update", question: fill(L.moveQuestion, { name }), evidence: [ev] });
  }
  // Recommendations: the evidence is what the assistant said.
  for (const reco of L.recos) {
    const names = shuffle(r, people).slice(0, 3);
    names.forEach((name, i) => {
      const option = reco.options[i % reco.options.length] as string;
      const ev = add(day(), fill(L.recoUser, { thing: reco.thing, name, occasion: reco.occasion }), fill(L.recoAssistant, { option, name }));
      questions.push({ type: "assistant", question: fill(L.recoQuestion, { name, occasion2: reco.occasion2 }), evidence: [ev] });
    });
  }
  // Fillers: about 5 per event, mentioning the same people, hobbies, dishes and cities.
  const fillers = Math.round(planned.length * 5);
  for (let i = 0; i < fillers; i++) {
    const [u, a] = pick(r, L.fillers);
    const v = { name: pick(r, people), hobby: pick(r, pick(r, L.hobbies)), dish: pick(r, L.dishes), city: pick(r, L.cities) };
    add(day(), fill(u, v), fill(a, v));
  }

  // Temporal questions: every relative phrase with at least one event of the kind in range,
  // every month with a trip, some months for cooking and buying, a few exact dates.
  const kindQ: Record<TimedEvent["kind"], string> = { trip: L.tripTimeQuestion, cook: L.cookTimeQuestion, buy: L.buyTimeQuestion };
  const inRange = (k: TimedEvent["kind"], from: number, to: number) => timed.filter((e) => e.kind === k && e.day >= from && e.day < to).map((e) => e.idx);
  for (const k of ["trip", "cook", "buy"] as const) {
    for (const [phrase, from, to] of L.relative(nowDay)) {
      const ev = inRange(k, from, to);
      if (ev.length > 0 && ev.length <= 4) questions.push({ type: "temporal", question: fill(kindQ[k], { when: phrase }), evidence: ev });
    }
    const months = shuffle(r, [...Array(9).keys()]).slice(0, k === "trip" ? 9 : 3);
    for (const m of months) {
      const from = Math.round((Date.UTC(2025, m, 1) - START) / DAY);
      const to = Math.round((Date.UTC(2025, m + 1, 1) - START) / DAY);
      const ev = inRange(k, Math.max(0, from), to);
      if (ev.length > 0 && ev.length <= 4) questions.push({ type: "temporal", question: fill(kindQ[k], { when: L.month(m) }), evidence: ev });
    }
  }
  for (const e of shuffle(r, timed.filter((t) => t.kind === "cook")).slice(0, 4)) {
    const d = new Date(START + e.day * DAY);
    questions.push({ type: "temporal", question: fill(L.cookTimeQuestion, { when: L.date(d.getUTCMonth(), d.getUTCDate()) }), evidence: [e.idx] });
  }
  return { planned, questions };
}

/** Places planned exchanges into sessions (hours within a day, minutes apart) and assigns ts. */
function place(planned: Planned[], r: R): void {
  const byDay = new Map<number, Planned[]>();
  for (const p of planned) byDay.set(p.day, [...(byDay.get(p.day) ?? []), p]);
  for (const [d, list] of byDay) {
    const start = START + d * DAY + (8 + Math.floor(r() * 12)) * 3_600_000 + Math.floor(r() * 60) * 60_000;
    shuffle(r, list).forEach((p, i) => {
      p.ts = start + i * (2 + Math.floor(r() * 5)) * 60_000 + i;
    });
  }
}

export function generateEvalSet(split: "dev" | "test"): EvalSet {
  const r = rng(split === "dev" ? 1001 : 2002);
  const exchanges: EvalExchange[] = [];
  const questions: EvalQuestion[] = [];
  for (const L of [EN, KO]) {
    const { planned, questions: qs } = planChat(L, r, 1);
    place(planned, r);
    for (const p of planned) exchanges.push({ chat_id: L.chat, ts: p.ts as number, user: p.user, assistant: p.assistant });
    qs.forEach((q, i) =>
      questions.push({ id: `${L.lang}-${i + 1}`, chat: L.chat, lang: L.lang, type: q.type, question: q.question, evidence: q.evidence.map((e) => planned[e]?.ts as number) }),
    );
  }
  exchanges.sort((a, b) => a.chat_id - b.chat_id || a.ts - b.ts);
  return { name: `generated-diary-${split}`, split, now: START + DAYS * DAY + 12 * 3_600_000, exchanges, questions };
}
