// The decision set for issue 14: messages a household assistant gets, each with the answers
// a scripted local model gives (resolver rewrite, lookup check, sufficiency + skill), so the
// old sequential chain and the new one face the same model. Written for this bench from the
// seed's own examples (비트코인 가격 / 뭔데? / 어제 얼마라고 했지? / 지금 얼마야?) and everyday
// requests for the four built-in skills (article, feeds, notes, schedule); not derived from
// the decision code. Hard negatives on purpose: a greeting that also asks for something,
// lookup words in a memory question, a link in a memory question, a "yes" that continues a
// proposal, old facts that must not answer a question about now, follow-ups over 80 chars.
//
// Scripted sufficiency: `sufficient` is true only when the context shown to the model
// contains `knows` (so what recall found matters); `skill` is the case's skill. A follow-up's
// raw words ("뭔데?") get "not sufficient, none": the model cannot tell what they mean, so a
// chain that kept the raw words' answer after a rewrite would decide differently.

export type Skill = "article" | "feeds" | "notes" | "schedule";

export interface DecisionCase {
  kind: "chat" | "follow-up" | "lookup" | "link" | "memory" | "social" | "scheduled" | "long";
  text: string;
  /** A scheduled prompt (no resolver). */
  scheduled?: true;
  /** Earlier exchanges of this conversation, oldest first: the resolver's context. */
  history?: Array<[user: string, assistant: string]>;
  /** Exchanges from earlier conversations of this chat: what recall can find. */
  memory?: Array<[user: string, assistant: string]>;
  /** The scripted resolver's rewrite (a continuation); absent = "not a continuation". */
  rewrite?: string;
  /** The scripted lookup check, asked only when no keyword or link decides. */
  lookup?: boolean;
  /** Scripted sufficiency: sufficient when the shown context contains this text. */
  knows?: string;
  /** The scripted skill for the question. */
  skill?: Skill;
}

const BTC: [string, string] = ["비트코인 가격 알려줘", "현재 비트코인 가격은 84,500달러입니다."];
const LOCK: [string, string] = ["내 자전거 자물쇠 비밀번호는 4821이야", "기억해 둘게요: 자전거 자물쇠 비밀번호 4821."];
const DENTIST: [string, string] = ["치과 예약은 다음 주 화요일 오후 3시야", "다음 주 화요일 오후 3시 치과 예약, 기억할게요."];
const WIFI: [string, string] = ["우리 집 와이파이 이름은 maple-5G고 비번은 sunflower77이야", "와이파이 maple-5G, 비밀번호 sunflower77 기억해 둘게요."];
const MOM: [string, string] = ["엄마 생신은 5월 14일이야", "어머님 생신 5월 14일, 기억할게요."];
const PARKING: [string, string] = ["차는 지하 3층 B12 구역에 댔어", "지하 3층 B12 구역, 기억해 둘게요."];
const ALLERGY: [string, string] = ["나 땅콩 알레르기 있어", "땅콩 알레르기가 있으시군요. 기억할게요."];
const RECIPE: [string, string] = ["김치찌개 레시피 알려줘", "김치찌개: 돼지고기 200g, 묵은지 반 포기, 두부 한 모, 고춧가루 1큰술을 넣고 20분 끓이세요."];
const ARTICLE: [string, string] = ["이 기사 요약해줘 https://news.example.com/harbour", "항구 재개발 기사 요약: 2027년까지 부두 3곳을 공원으로 바꾸고 예산은 1,200억 원입니다."];
const FLIGHT: [string, string] = ["my flight to Osaka is KE723 on March 3", "Noted: KE723 to Osaka on March 3."];
const PLANT: [string, string] = ["the basil needs water every two days", "Got it: water the basil every two days."];

export const CASES: DecisionCase[] = [
  // --- plain chat: nothing to recall, no tool ---
  { kind: "chat", text: "오늘 기분이 좀 꿀꿀하네" },
  { kind: "chat", text: "파스타 삶을 때 소금 얼마나 넣어?" },
  { kind: "chat", text: "주말에 뭐 하면 좋을까?" },
  { kind: "chat", text: "영어로 '수고하셨습니다'는 뭐라고 해?" },
  { kind: "chat", text: "피곤할 때 좋은 스트레칭 알려줘" },
  { kind: "chat", text: "고양이가 자꾸 밤에 울어. 왜 그럴까?" },
  { kind: "chat", text: "what's a good name for a goldfish?" },
  { kind: "chat", text: "explain compound interest simply" },
  { kind: "chat", text: "give me three ideas for a rainy Sunday" },
  { kind: "chat", text: "how long should I boil an egg for a soft yolk?" },
  { kind: "chat", text: "오늘 저녁 뭐 먹지", history: [["점심은 뭐 먹을까?", "비빔밥 어떠세요?"]] },
  { kind: "chat", text: "아이랑 할 만한 보드게임 추천해줘", history: [["오늘 비 온대", "우산 챙기세요!"]] },
  { kind: "chat", text: "시 한 편 써줘, 가을에 대해서" },
  { kind: "chat", text: "1부터 100까지 더하면?" },
  { kind: "chat", text: "이력서 자기소개 첫 문장 좀 다듬어줘: 저는 성실한 사람입니다" },
  { kind: "chat", text: "why is the sky blue?", history: [["hi", "Hello! How can I help?"]] },
  { kind: "chat", text: "can you help me plan a birthday party for a 7 year old?" },
  { kind: "chat", text: "잠이 안 와. 얘기 좀 해줘" },
  { kind: "chat", text: "운동 루틴 짜줘. 주 3회, 30분" },
  { kind: "chat", text: "김치찌개 말고 다른 찌개 추천해줘", memory: [RECIPE] },
  { kind: "chat", text: "커피 하루에 몇 잔까지 괜찮아?" },
  { kind: "chat", text: "translate 'where is the station' into Japanese" },
  { kind: "chat", text: "이 문장 맞춤법 봐줘: 어의가 없네" },
  { kind: "chat", text: "tell me a joke about cats", memory: [PLANT] },
  { kind: "chat", text: "요즘 읽을 만한 소설 추천해줘" },

  // --- short follow-ups the resolver rewrites ---
  { kind: "follow-up", text: "뭔데?", history: [BTC], rewrite: "비트코인 가격이 84,500달러라고 했는데, 비트코인이 뭔데?" },
  { kind: "follow-up", text: "그거 저장해줘", history: [RECIPE], rewrite: "김치찌개 레시피를 노트에 저장해줘", skill: "notes" },
  { kind: "follow-up", text: "이더리움은?", history: [BTC], rewrite: "이더리움 가격은 얼마야?", skill: "article" },
  { kind: "follow-up", text: "그럼 매일 아침 8시에 보내줘", history: [["오늘 피드 요약해줘", "오늘 새 글 3개: 다리 재개통, 도서관 시간 변경, 시장 축제."]], rewrite: "피드 요약을 매일 아침 8시에 보내줘", skill: "schedule" },
  { kind: "follow-up", text: "응 해줘", history: [["매주 월요일에 장보기 목록 알려줄 수 있어?", "네, 매주 월요일 아침에 장보기 노트를 보내 드릴까요?"]], rewrite: "매주 월요일 아침에 장보기 노트를 보내줘", skill: "schedule" },
  { kind: "follow-up", text: "더 자세히", history: [ARTICLE], rewrite: "항구 재개발 기사 내용을 더 자세히 알려줘", skill: "article" },
  { kind: "follow-up", text: "그거 지워", history: [["노트 목록 보여줘", "#1 우유 #2 계란 #3 세제"]], rewrite: "노트 #3 세제를 지워줘", skill: "notes" },
  { kind: "follow-up", text: "왜?", history: [["오늘 자전거 타도 될까?", "오늘은 미세먼지가 나빠서 추천하지 않아요."]], rewrite: "오늘 미세먼지가 나쁘면 왜 자전거를 타면 안 돼?" },
  { kind: "follow-up", text: "두 번째 거", history: [["볼만한 영화 추천해줘", "1. 기생충 2. 헤어질 결심 3. 올드보이"]], rewrite: "헤어질 결심에 대해 알려줘" },
  { kind: "follow-up", text: "and the second one?", history: [["what's new in my feeds?", "1. Bridge reopens 2. Library hours change"]], rewrite: "tell me more about the second feed item, Library hours change", skill: "feeds" },
  { kind: "follow-up", text: "that one, save it", history: [["suggest a pancake recipe", "Mix 1 cup flour, 1 egg, 1 cup milk; fry 2 minutes a side."]], rewrite: "save the pancake recipe as a note", skill: "notes" },
  { kind: "follow-up", text: "why?", history: [["should I repot the basil now?", "Better wait until spring."]], rewrite: "why should I wait until spring to repot the basil?" },
  { kind: "follow-up", text: "비밀번호 뭐였더라", history: [["자전거 타러 갈 거야", "즐거운 라이딩 되세요!"]], memory: [LOCK], rewrite: "내 자전거 자물쇠 비밀번호가 뭐였지?", knows: "4821" },
  { kind: "follow-up", text: "거기 몇 층이었지?", history: [["마트 왔어", "장 잘 보세요!"]], memory: [PARKING], rewrite: "내 차를 지하 몇 층에 댔지?", knows: "B12" },
  { kind: "follow-up", text: "언제였지?", history: [["엄마 선물 뭐 사지?", "꽃이나 스카프 어떠세요?"]], memory: [MOM], rewrite: "엄마 생신이 언제였지?", knows: "5월 14일" },
  { kind: "follow-up", text: "그것도", history: [["비트코인 가격 찾아봐", "84,500달러입니다."]], rewrite: "이더리움 가격도 찾아봐", skill: "article" },
  { kind: "follow-up", text: "몇 시였지", history: [["다음 주에 치과 가야 돼", "잊지 않게 도와드릴게요."]], memory: [DENTIST], rewrite: "다음 주 치과 예약이 몇 시였지?", knows: "오후 3시" },
  { kind: "follow-up", text: "what was the number?", history: [["I'm packing for Osaka", "Have a great trip!"]], memory: [FLIGHT], rewrite: "what was my flight number to Osaka?", knows: "KE723" },
  { kind: "follow-up", text: "그거 요약해줘", history: [["https://blog.example.com/garden 이거 봤어?", "정원 가꾸기 글이네요. 제목만 봤어요."]], rewrite: "https://blog.example.com/garden 글을 요약해줘", skill: "article" },
  { kind: "follow-up", text: "ㅇㅇ 그렇게 해", history: [["장보기 목록에 우유 추가할까?", "우유를 노트에 추가할까요?"]], rewrite: "장보기 노트에 우유를 추가해줘", skill: "notes" },

  // --- explicit lookups: a keyword decides, tools whatever the context ---
  { kind: "lookup", text: "최신 비트코인 뉴스 찾아봐", memory: [BTC], skill: "feeds" },
  { kind: "lookup", text: "지금 비트코인 가격 찾아봐", memory: [BTC], knows: "84,500", skill: "article" },
  { kind: "lookup", text: "오늘 날씨 검색해줘", skill: "article" },
  { kind: "lookup", text: "우리 동네 도서관 운영시간 알아봐줘", skill: "article" },
  { kind: "lookup", text: "look up the opening hours of the city museum", skill: "article" },
  { kind: "lookup", text: "search for the latest Node.js release notes", skill: "article" },
  { kind: "lookup", text: "구독한 피드에서 최신 글 가져와", skill: "feeds" },
  { kind: "lookup", text: "김치찌개 레시피 다시 검색해 봐", memory: [RECIPE], knows: "묵은지", skill: "article" },
  { kind: "lookup", text: "내 노트에서 우유 찾아줘", skill: "notes" },
  { kind: "lookup", text: "환율 확인해봐", skill: "article" },
  { kind: "lookup", text: "find out when the next train to Busan leaves", skill: "article" },
  { kind: "lookup", text: "check online whether the park is open today" },
  { kind: "lookup", text: "엄마 생신 선물 트렌드 알아봐", memory: [MOM], skill: "article" },
  { kind: "lookup", text: "fetch the news from my feeds", skill: "feeds" },
  { kind: "lookup", text: "이번 주 로또 번호 조회해줘" },

  // --- lookups only the local model recognises ---
  { kind: "lookup", text: "비트코인 시세는?", memory: [BTC], lookup: true, knows: "84,500", skill: "article" },
  { kind: "lookup", text: "지금 환율 얼마야?", lookup: true, skill: "article" },
  { kind: "lookup", text: "서울 지금 몇 도야?", lookup: true },
  { kind: "lookup", text: "what's on the front page of my news feed right now?", lookup: true, skill: "feeds" },
  { kind: "lookup", text: "오늘 나온 기사 중에 재밌는 거 있어?", lookup: true, skill: "feeds" },
  { kind: "lookup", text: "is the harbour article updated?", memory: [ARTICLE], lookup: true, knows: "1,200억", skill: "article" },

  // --- links ---
  { kind: "link", text: "https://news.example.com/bridge", skill: "article" },
  { kind: "link", text: "이거 읽어줘 https://blog.example.com/cats", skill: "article" },
  { kind: "link", text: "요약 부탁 https://example.org/report.html", skill: "article" },
  { kind: "link", text: "what does this page say? https://example.com/a", skill: "article" },
  { kind: "link", text: "이 피드 구독해줘 https://news.example.com/rss", skill: "feeds" },
  { kind: "link", text: "https://shop.example.com/item/42 이거 메모해둬", skill: "notes" },
  { kind: "link", text: "지난번 그 기사 https://news.example.com/harbour 다시 요약해줘", memory: [ARTICLE], knows: "1,200억", skill: "article" },
  { kind: "link", text: "https://news.example.com/harbour 예산이 얼마라고 했지?", memory: [ARTICLE], knows: "1,200억", skill: "article" },
  { kind: "link", text: "compare https://a.example.com and https://b.example.com", skill: "article" },
  { kind: "link", text: "링크 저장: https://recipes.example.com/kimchi", memory: [RECIPE], skill: "notes" },

  // --- memory questions ---
  { kind: "memory", text: "어제 비트코인 얼마라고 했지?", memory: [BTC], knows: "84,500" },
  { kind: "memory", text: "자전거 자물쇠 비밀번호 뭐였지?", memory: [LOCK], knows: "4821" },
  { kind: "memory", text: "치과 예약 언제야?", memory: [DENTIST], knows: "화요일" },
  { kind: "memory", text: "와이파이 비번 알려줘", memory: [WIFI], knows: "sunflower77" },
  { kind: "memory", text: "엄마 생신 며칠이더라?", memory: [MOM], knows: "5월 14일" },
  { kind: "memory", text: "차 어디에 댔지?", memory: [PARKING], knows: "B12" },
  { kind: "memory", text: "나 무슨 알레르기 있다고 했지?", memory: [ALLERGY], knows: "땅콩" },
  { kind: "memory", text: "김치찌개에 두부 몇 모 넣으라고 했지?", memory: [RECIPE], knows: "두부 한 모" },
  { kind: "memory", text: "항구 기사 예산 얼마였지?", memory: [ARTICLE], knows: "1,200억" },
  { kind: "memory", text: "what's my flight number?", memory: [FLIGHT], knows: "KE723" },
  { kind: "memory", text: "how often do I water the basil?", memory: [PLANT], knows: "two days" },
  { kind: "memory", text: "지금 비트코인 얼마야?", memory: [BTC], skill: "article" },
  { kind: "memory", text: "와이파이 이름이 뭐였지?", memory: [WIFI, LOCK], knows: "maple-5G" },
  { kind: "memory", text: "치과 몇 시야?", memory: [DENTIST, MOM], knows: "오후 3시" },
  { kind: "memory", text: "아빠 생신은 언제야?", memory: [MOM] },
  { kind: "memory", text: "내 오사카 호텔 이름 뭐였지?", memory: [FLIGHT] },
  { kind: "memory", text: "땅콩 들어간 과자 먹어도 돼?", memory: [ALLERGY], knows: "땅콩" },
  { kind: "memory", text: "최신 정보 말고, 전에 말한 비트코인 가격 기억나?", memory: [BTC], knows: "84,500" },
  { kind: "memory", text: "자전거 비밀번호 노트에 저장해줘", memory: [LOCK], skill: "notes" },
  { kind: "memory", text: "엄마 생신 전날 알림 맞춰줘", memory: [MOM], skill: "schedule" },
  { kind: "memory", text: "did I say anything about the basil?", memory: [PLANT, FLIGHT], knows: "basil" },

  // --- social formulas, and things that only look like them ---
  { kind: "social", text: "고마워!" },
  { kind: "social", text: "ㅋㅋㅋㅋ", history: [["농담 하나 해줘", "고양이가 컴퓨터를 좋아하는 이유는? 마우스 때문이죠."]] },
  { kind: "social", text: "잘자~" },
  { kind: "social", text: "thanks!", history: [["what's 2+2", "4"]] },
  { kind: "social", text: "안녕하세요" },
  { kind: "social", text: "고마워, 그거 메모해 줘", history: [RECIPE], rewrite: "김치찌개 레시피를 메모해 줘", skill: "notes" },
  { kind: "social", text: "ㅋㅋ 이거 검색해봐 요즘 유행어", skill: "article" },
  { kind: "social", text: "응", history: [["매일 아침 뉴스 요약 보내 드릴까요?", "원하시면 매일 8시에 보내 드릴게요. 설정할까요?"]], rewrite: "매일 아침 8시에 뉴스 요약을 보내줘", skill: "schedule" },
  { kind: "social", text: "안녕! 오늘 새 글 올라온 거 있어?", lookup: true, skill: "feeds" },
  { kind: "social", text: "고마워요 😊", memory: [BTC] },
  { kind: "social", text: "good night", memory: [PLANT] },
  { kind: "social", text: "thanks, remind me tomorrow at 9", skill: "schedule" },

  // --- scheduled prompts (no resolver) ---
  { kind: "scheduled", scheduled: true, text: "구독한 피드의 새 글을 요약해 줘", skill: "feeds" },
  { kind: "scheduled", scheduled: true, text: "오늘 할 일 노트를 보여줘", skill: "notes" },
  { kind: "scheduled", scheduled: true, text: "최신 비트코인 가격을 확인해서 알려줘", memory: [BTC], knows: "84,500", skill: "article" },
  { kind: "scheduled", scheduled: true, text: "엄마 생신이 다가오면 알려줘", memory: [MOM], knows: "5월 14일" },
  { kind: "scheduled", scheduled: true, text: "아침 인사와 오늘의 명언 한 줄" },

  // --- long messages: self-contained, the resolver is not asked ---
  { kind: "long", text: "그거 말인데, 지난번에 얘기한 김치찌개 레시피를 조금 바꿔서 돼지고기 대신 참치를 넣으면 어떻게 끓이는 게 좋을지 단계별로 자세하게 알려줄 수 있을까?", history: [RECIPE], memory: [RECIPE], knows: "참치 캔" },
  { kind: "long", text: "이건 충분히 길어서 앞의 대화를 보지 않아도 무슨 뜻인지 분명한 완결된 질문입니다. 오늘 저녁 메뉴로 건강하고 간단한 요리를 하나 추천해 주시겠어요?", history: [BTC] },
  { kind: "long", text: "I would like you to keep a note that the plumber is coming on Thursday between ten and twelve, and that he needs the code for the garage door, which is 5590.", skill: "notes" },
  { kind: "long", text: "Every weekday morning at seven, please send me a short digest of the feeds I follow so that I can read it on the train to work, thanks a lot!", skill: "schedule" },
  { kind: "long", text: "아까 그 기사 있잖아, 항구 재개발 관련해서 예산이 얼마였는지랑 언제까지 공사를 끝낸다고 했는지 두 가지만 다시 정리해서 짧게 말해줄래?", history: [ARTICLE], memory: [ARTICLE], knows: "2027년" },
];
