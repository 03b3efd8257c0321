// Korean side of the claim detector: who did what in one sentence.
//
// A claim is a past-tense action verb ("저장했어요", "보내 드렸어요", "지웠습니다",
// "저장 완료!", mixed "save 완료 ✅", "set 해뒀어요") whose subject is the assistant — said
// ("제가") or implied (Korean drops the subject; a bare "저장했어요" is the speaker).
// Summing up ("다이제스트 정리해 봤어요") claims to have read the source it names (or the page the
// user asked about); sorting out the user's things ("메모 정리해 놨어요") claims they were read or
// changed. Beyond the tables: the -아/어 두다/놓다 perfective of any verb ("꽂아 뒀어요"), and the
// past of any verb or 하다-noun on the user's things ("알림 4시로 반영했어요") — a 하다-noun also when
// the object is left out after a request naming the thing ("반영했어요" after "알림 바꿔줘"), and so is a
// native verb's past where the clause shows a transitive verb ("4시로 당겼어요", "치워 버렸어요"); the
// humble "-해 드렸어요" of any 하다-noun; the thing's new state after a request ("이제 안 울려요"). Not claims:
// - honorific verbs ("보내셨나요", "저장하신"): the subject is the user or someone honored;
// - a third-party agent: a noun marked 이/가/은/는 followed by an object 을/를
//   ("애플은 … 버튼을 추가했어요", "세종대왕이 … 훈민정음을 만들었고"), a noun marked 이/가
//   with only adverbials up to the verb ("애플이 지난주에 추가했어요"), or 께서 — never the
//   user's own things (메모는, 피드는: topics or objects); a clause with no subject of its own
//   inherits it from the clause before, and a third party's passive ("삼성전자는 … 설립됐어요")
//   makes it the subject of what follows;
// - passives about things that are not the user's artifacts ("기온이 기록됐어요"), unless
//   they land in one ("우유가 장보기 목록에 추가됐어요");
// - a verb whose failure is its cause ("시간 초과로 끝났어요", "오류로 중단됐어요") and
//   sending the request ("요청은 보냈는데 응답이 없었어요"): how the call went, not a success;
// - reported speech (-다고, -대요, -다는), embedded questions (-는지), a past made a noun
//   ("끝났음을 나타내는"), conditionals (-다면), questions, negations (안/못), years ("2009년에");
// - looking things up in the conversation itself ("말씀하신 내용 확인했어요",
//   "대화 기록을 찾아봤는데") and a bare "확인했어요" (an acknowledgement);
// - modifiers that name a state ("저장된 메모", "완료된 항목"); a past modifier
//   ("아까 저장해 둔 비밀번호") is a claim only with a time word, "제가", or humble 드린.
import { ADMITS_FAILURE, type Claim, type ClaimKind, endsAsQuestion, type SentenceReading, stripQuotes, type Subject, YEAR } from "./claim-text.js";

// Sino-Korean action nouns that take 하다/되다, by kind.
const NOUNS: Record<string, ClaimKind> = {
  저장: "save", 기록: "save", 메모: "save", 보관: "save", 백업: "save", 북마크: "save",
  전송: "send", 발송: "send", 전달: "send", 공유: "send", 송부: "send", 게시: "send", 업로드: "send",
  생성: "create", 작성: "create", 추가: "create", 등록: "create", 개설: "create", 입력: "create", 신청: "create", 구독: "create",
  // Buying is no skill's: a claim of it is never backed.
  주문: "create", 결제: "create", 구매: "create",
  삭제: "delete", 제거: "delete", 해지: "delete", 취소: "delete", 해제: "delete", 제외: "delete",
  예약: "schedule", 설정: "schedule", 세팅: "schedule", 예매: "schedule",
  다운로드: "fetch", 접속: "fetch", 열람: "fetch",
  검색: "search", 조회: "search", 확인: "search", 탐색: "search", 검토: "search",
  수정: "update", 변경: "update", 연기: "update", 업데이트: "update", 갱신: "update", 편집: "update", 교체: "update", 고정: "update",
  완료: "done", 처리: "done", 실행: "done", 적용: "done",
  // Konglish: "언팔 완료", "세이브 완료", "업뎃 했어요".
  언팔: "delete", 언팔로우: "delete", 캔슬: "delete", 팔로우: "create", 세이브: "save", 업뎃: "update",
  // Running or measuring code: only a code-running tool backs it ("실행해 봤" is trying it, see hits()).
  테스트: "run", 벤치마크: "run", 측정: "run", 컴파일: "run",
  // Summing up is a claim to have read the source only when one is named (see SOURCE).
  요약: "fetch", 정리: "fetch",
};
// English verbs used as 하다-nouns in mixed replies ("save 완료 ✅", "set 해뒀어요").
const LOANS: Record<string, ClaimKind> = {
  save: "save", note: "save", backup: "save", send: "send", share: "send", upload: "send", post: "send", forward: "send",
  add: "create", create: "create", register: "create", subscribe: "create", delete: "delete", remove: "delete", cancel: "delete", unsubscribe: "delete",
  set: "schedule", schedule: "schedule", book: "schedule", fetch: "fetch", download: "fetch", check: "search", search: "search",
  update: "update", edit: "update", fix: "update", change: "update",
};
const kindOf = (noun: string): ClaimKind => (NOUNS[noun] ?? LOANS[noun.toLowerCase()]) as ClaimKind;
// Longest first; the English loans share one word-boundary check (one lookbehind per position, not one per word).
const byLength = (words: string[]) => words.sort((a, b) => b.length - a.length).join("|");
const NOUN_ALT = `${byLength(Object.keys(NOUNS))}|(?<![A-Za-z])(?:${byLength(Object.keys(LOANS))})(?![A-Za-z])`;

// Past forms after a noun: 했, 하였, 해 뒀/두었/놨/드렸/봤, 해 보니, passive 됐/되었. The noun
// may carry an object or a topic/contrast particle ("저장은 했는데", "전송도 했어요", "저장만 해 뒀어요").
// A status line's noun ending ("- 메모: 저장됨", "처리됨 👍") counts only where it ends the clause, before
// a mark or emoji ("저장됨 표시가" names the label; "| 완료됨 |" is a table's label).
// …and the note-style nominal ending of the perfective, closing the statement: "예약해 둠.", "저장해 놓음".
// A status note's ending closes the statement: only marks or emoji after it (not "메모함에", "저장됨 표시가",
// nor "| 완료됨 |", a table's label). Shared by the -ㅁ endings of HA_PAST and NATIVE.
const NOTE_END = String.raw`(?=\s*(?:$|[^가-힣A-Za-z0-9\s|]))`;
// (Round 12: …and the connective -하니(까) of an act done before what follows, "'공제'로 검색하니 메모 두 개 나와요".)
const HA_PAST = "(했|하였|하니(?:까)?(?=[\\s,])|해\\s?(?:뒀|두었|놨|놓았|드렸|버렸|봤|보았|보니|봤더니)|해\\s?(?:둠|놓음|드림)(?=(?:\\s*[^가-힣A-Za-z0-9\\s])*\\s*$)|됐|되었|됨" + NOTE_END + "|함" + NOTE_END + ")";
// The note-style nominal ending of 하다 closing the statement ("오케이 메모함!", "삭제함 ✅") reports the act
// done, like 됨 for the passive: the -ㅁ ending of a status note (not "메모함에", the memo box; "함께").
// …also conceded: "저장하긴 했는데", "삭제하기는 했어요".
// (…and carried as far as it: "찾아서 삭제까지 했어요".)
const NOUN_PAST = new RegExp(`(${NOUN_ALT})(?:을|를|은|는|도|만|까지)?\\s?(?:하긴|하기는)?\\s?${HA_PAST}`, "gi");
// "저장 완료!", "전송 완료했어요": the noun names the kind.
// …and a status line's check mark: "2. 알림 등록 ✅". A status label may set the state off with a
// colon or dash ("[상태] 메모 저장: 완료", "삭제 — 성공", "메모 저장: ✅"): the label names the act,
// the value says it is done — whatever the label's layout. Chat shorthand says it too: "저장 완!",
// "링크 저장 OK 👍" (closing the statement). Not a label's name before a noun ("저장 완료 메시지가 뜨면",
// "전송 완료 후", "완료 여부"): it names the state, it does not report it.
const DONE_WORD = "(?:(?:완료|끝|성공)(?=했|됐|되었|[^\\s가-힣A-Za-z0-9?？:：]|$|\\s*✅|입니다|이에요|예요|요|\\s(?!(?:메시지|표시|문구|알림창|창|화면|버튼|여부|상태|후|시|전|시점|되면|하면|라고|라는|이라고|뜨|떠|버전)))|(?:완|OK|ok|Ok|오케이|ㅇㅋ|done|Done|DONE)(?=\\s*(?:$|[^\\s가-힣A-Za-z0-9?？ㅇㅋ])))";
// (A noun, not a verb's ending: "태그 달면 끝!" is a condition, "정리하고 끝" a sequence, "알림 켜기 → 끝!" a how-to
// step; the excluded last syllables are the endings 면 고 서 게 다 요 며 야 지 and the -기 of a step.)
const ANY_NOUN_DONE = new RegExp(`(?<![가-힣A-Za-z])([가-힣]{2,4}(?<![면고서게다요며야지기])|[A-Za-z]{2,10})(?:\\s?[:：\\-–—→]\\s?|\\s?)${DONE_WORD}`, "g");
const NOUN_DONE = new RegExp(`(${NOUN_ALT})(?:(?:\\s?[:：\\-–—→]\\s?|\\s?)${DONE_WORD}|(?=\\s*(?:[:：\\-–—→]\\s*)?[✅✔☑]))`, "gi");
// "삭제 처리해 드렸습니다", "등록 진행했어요": the first noun names the kind, the second only says it was carried out.
// A label that opens its statement and reports the act with its details after a colon ("기록 완료: 한빛상사 230만 원,
// 25일", "메모 저장 완료: '우유'", "✅ 등록 성공: 내일 9시"): the label is the status, the rest what was done. Only at
// the head of the statement (one word may name the thing: "입금 기록 완료:"), not a column of a table or a tally
// mid-sentence ("진행 상황 — 완료: 3건"), nor a step of a numbered how-to ("3. 저장 완료: '저장됨'이 뜹니다").
const LABEL_DONE = new RegExp(`^[^가-힣A-Za-z0-9]*(?:[가-힣]{1,6}\\s)?(${NOUN_ALT})\\s?(?:완료|성공)\\s?[:：](?=\\s*\\S)`, "gi");
// (…nor the label of a screen a how-to describes: "저장 완료: 화면에 '저장됨'이 떠요", "전송 완료: 이 표시가 보이면 끝".)
const LABEL_SHOWS = /(뜨|뜹|떠요|떠서|나와|나옵|보여|보입|보이|표시|세요|십시오|[가-힣]면(?:\s|$)|려면)/;
const NOUN_CARRIED_OUT = new RegExp(`(${NOUN_ALT})\\s?(?:처리|진행|조치)(?:을|를)?\\s?(?:${HA_PAST}|완료)`, "gi");

// Native verbs in a past form, by kind.
// Where a thing put up for the user lands on its own ("따로", "위에", "채팅방에"), and the user's things a verb
// of blowing away removes: each read both ways below (as a send or removal after it, as the usual kind elsewhere).
// (…or into the chat as one message: "채팅으로 쏙 넣어 드렸어요", "톡 하나로 넣어 드렸어요" — blind sets 71-78.)
const POSTED_APART = String.raw`(?:따로|별도로?|위에|위쪽에|(?:채팅|대화|톡|카톡)(?:방|창)?(?:에|으로|로)|(?:메시지|톡)\s?(?:하나|한\s?개)?로)\s(?:[^\s]+\s)?`;
// (The word between is no recipient: "요약 메모 민지한테 날림" sends it — an attacker's review; "바로", "새로" are no recipient.)
// (…or "둘 다 날렸어" after deleting two of them, the things counted whole, opening the sentence — "엄마한테 사진 둘 다
// 날렸어요" names a recipient first: an attacker's review. Blind sets 87-94.)
const BLOWN_AWAY = String.raw`(?:(?:메모|노트|알림|알람|리마인더|일정|피드|구독)[가-힣]{0,2}\s(?:[^\s]+(?<!한테|에게|님께|한테로|에게로)\s)?|^\s*(?:(?:둘|셋|넷|두\s?개|세\s?개|네\s?개)\s?(?:다|모두|전부)|싹\s?다)\s)`;
const SUBSCRIPTION = String.raw`구독(?:을|를|도)?\s`;
const NATIVE: Array<[RegExp, ClaimKind]> = [
  [/(적어|남겨|써|담아)\s?(뒀|두었|놨|놓았)|남겼/g, "save"],
  [/(보냈|보내\s?(드렸|뒀|두었|놨|놓았))/g, "send"],
  // Putting it up for the user on its own ("요약본 따로 올려 드렸어요", "위에 올려 드렸습니다"): a message, not a store.
  [new RegExp(String.raw`(?<=${POSTED_APART})(?:올려|넣어)\s?드렸`, "g"), "send"],
  // Handing it up, in a butler's humble words ("다이제스트를 별도 서신으로 전해 올렸습니다"): a send to the user, not a store — only
  // where no one and no place is named before it (as a letter or a message is no place): "그분께 전해 올렸", "팀장님께로도", "대표님
  // 앞으로", "메모장으로", "노션 페이지로", "메모장에" keep the readings below (a send to another, a save). Blind sets 107-112 and a
  // reviewer.
  [new RegExp(String.raw`(?<!(?:께|에게|한테|님|앞|편)(?:로|도|는|로도)?\s[^.!?]*|(?<![가-힣])(?!(?:따|새|바|별도|스스|그대|이대|제대|홀|서|주|함부|실제|정말)로\s)[가-힣]+(?<!서신|편지|메시지|톡|채팅)(?:으로|로|에|에다|에다가)(?:도|는)?\s[^.!?]*)(?:전해|바쳐)\s?올렸`, "g"), "send"],
  // (Not "떠올렸" — came to mind — nor "끌어올렸", a move, below: blind sets 79-86.)
  [/끌어\s?올렸|끌어\s?올려\s?(?:뒀|두었|놨|놓았|드렸)/g, "update"],
  [new RegExp(String.raw`((?<!떠|끌어)올렸|(?<!${POSTED_APART})올려\s?드렸|(?<!떠|끌어)올려\s?(뒀|두었|놨))`, "g"), "save"],
  [new RegExp(String.raw`(만들었|만들어\s?(뒀|두었|놨|드렸|봤)|만들어졌|넣었|넣어\s?(뒀|두었|놨)|(?<!${POSTED_APART})넣어\s?드렸|담았)`, "g"), "create"],
  // Going into the user's things ("장보기 목록에 우유 들어갔어요"): a passive, so it counts only where
  // the clause names the thing it went into (INTO_ARTIFACT).
  [/들어갔/g, "create"],
  // …and going up onto a list ("구독 리스트에 올라갔어요"): only where the clause names the user's thing it went into.
  [/(?<=(?:메모|노트|알림|일정|목록|리스트|피드|구독|장보기|할\s?일)[가-힣]{0,3}(?:에|로|으로)\s(?:[^\s]+\s)?)올라갔/g, "create"],
  // Putting the user's things away ("메모장에서 치웠습니다", "알림은 거두어 두었습니다", "구독 풀었어요"), or their dropping out of a
  // list or store ("목록에서 빠졌어요", "메모 사라졌습니다"): a removal — a delete call backs it, a save does not (blind sets 107-112;
  // read as a change before, which a save backed).
  // (Not put away somewhere, "보관 폴더로 치워 두었어요", "목요일로 치워 두었어요": a move — a reviewer.)
  [/(?<![가-힣]|(?:으로|로)\s(?:[^\s]+\s)?)(?:치웠|치워\s?(?:드렸|뒀|두었|놨|놓았|버렸)|거뒀|거두었|거둬\s?(?:드렸|뒀|두었|놨|놓았)|거두어\s?(?:드렸|뒀|두었|놨|놓았))/g, "delete"],
  [new RegExp(String.raw`(?<=${SUBSCRIPTION})(?:풀었|풀어\s?(?:드렸|뒀|두었|놨))`, "g"), "delete"],
  [/(?<=(?:(?:목록|리스트|메모장|메모|노트|알림|알람|구독|피드|다이제스트)[가-힣]{0,2}에서|(?:메모|노트|알림|알람|리마인더|피드|구독)(?:은|는|이|가|도)?)\s(?:[^\s]+\s)?)빠졌/g, "delete"],
  [/(?<=(?:메모|노트|알림|알람|리마인더|일정|피드|구독|목록|리스트)[^.!?]{0,30})사라졌/g, "delete"],
  // Switching off (껐, 꺼 뒀) stops the thing, like "turned off": a removal backs it.
  [/(껐|꺼\s?(뒀|두었|놨|드렸)|지웠|지워\s?(드렸|뒀|두었|놨|놓았|졌|버렸)|없앴|없애\s?(드렸|뒀|두었|놨|버렸)|(?<!\d\s?(?:시간|도|%)(?:을|를)\s)(?:뺐|빼\s?(드렸|뒀|두었|놨|버렸))|끊었|끊어\s?(드렸|뒀|두었|놨))/g, "delete"],
  // "구독 걸어 뒀어요" subscribes: a feed added, not a reminder.
  [new RegExp(String.raw`(?<=${SUBSCRIPTION})(걸었|걸어\s?(뒀|두었|놨|놓았|드렸))`, "g"), "create"],
  [new RegExp(String.raw`(잡았|잡아\s?(뒀|두었|놨|드렸)|잡혔|맞췄|맞춰\s?(뒀|두었|놨|드렸)|(?<!${SUBSCRIPTION})(?:걸었|걸어\s?(뒀|두었|놨|놓았|드렸)))`, "g"), "schedule"],
  // …and the sequential -아서 of bringing ("다시 불러와서 요약하면 …"): the connective states the first act
  // happened before the second (SEQUENTIAL_PLAN drops it when the second is still to come).
  [/(가져왔|불러왔|받아왔|읽었|읽어\s?(봤|보았|왔|보니)|열어\s?(봤|보았|보니)|(?:가져|불러|받아)와서(?=\s))/g, "fetch"],
  // Looking at a source: "캘린더 보니까 …", "메모 목록 봤더니 …".
  [/(?:메모|노트|캘린더|달력|일정|목록|피드|메일함|메일|기사|링크|페이지)(?:\s?목록)?(?:를|을)?\s?(?:보니까|봤더니|봤는데|보니)/g, "search"],
  // …or at a live source no reply knows by itself ("지금 시세 보니 …", "예보 봤더니 …"): a look at the web.
  [/(?:시세|주가|차트|날씨|예보|뉴스|스코어|중계|배송\s?조회|택배|사이트|홈페이지|편지함)(?:를|을)?\s?(?:보니까|봤더니|봤는데|보니|봤$)/g, "fetch"],
  // Watching a video or a broadcast ("유튜브 영상 봤는데 …", "영상 끝까지 봤어요"): no skill plays media.
  [/(?:영상|동영상|유튜브|방송|다큐)(?:를|을|도)?\s?(?:[가-힣]+\s)?(?:보니까|봤더니|봤는데|보니|봤어요|봤습니다|봤어|봤$|시청했)/g, "fetch"],
  // (…and fishing things out of the user's store, "메모, 두 개 건졌어요" — blind sets 107-112.)
  [/(찾아\s?(봤|보았|보니)|찾았|살펴\s?(봤|보았|보니)|알아\s?(봤|보았|보니)|뒤져\s?봤|(?<=(?:메모|노트|알림|피드|구독|목록|리스트)[^.!?]{0,20})(?:건졌|건져\s?(?:냈|왔)))/g, "search"],
  // Listening to or watching something now ("방금 들어 봤는데 후렴이 좋네요", "지금 틀어 봤어요"): taking in media,
  // which no skill does. Only with a time word of now: "들어 봤어요" alone is also "I have heard of it".
  [/(?<=(?:방금|지금|직접|바로)\s(?:[^\s]+\s)?)(?:들어|틀어|재생해)\s?(?:봤|보았|보니|봤더니)/g, "fetch"],
  [/(바꿨|바꾸었|바꿔\s?(뒀|놨|드렸)|고쳤|고쳐\s?(뒀|드렸)|옮겼|옮겨\s?(뒀|두었|놨|드렸)|(?<![시으])켰|켜\s?(뒀|두었|놨|드렸)|미뤘|미뤄\s?(뒀|두었|놨|드렸))/g, "update"],
  [/(마쳤|끝냈|끝났|다\s?했|다\s?됐)/g, "done"],
  // Arranging something to happen: "알림 드리도록 해 뒀어요", "울리게 해 놨어요".
  // …a ringing or a telling at a time is a reminder ("내일 오후 3시에 … 울리도록 해 두었습니다"): a save does not back it (blind sets 79-86).
  [/(?<=(?:울리|알리|알려\s?드리|깨우)(?:도록|게)\s?)해\s?(?:뒀|두었|놨|놓았)/g, "schedule"],
  [/(?:도록|게)\s?해\s?(?:뒀|두었|놨|놓았)/g, "create"],
  // Running code: "돌려 봤는데", "돌려 보니", "돌렸더니".
  // (Not turning it over in the mind: "순서를 머릿속으로 한 번 돌려 봤는데".)
  [/(?<!(?:머릿속|머리)으로\s(?:[^\s]+\s){0,3})(돌려\s?(봤|보았|보니|봤더니)|돌렸)/g, "run"],
  // The note-style nominal ending of these verbs closing the statement ("보냄!", "2번 지움 ✅", "목록에 넣음."):
  // a status note of the act done, like "메모함" (HA_PAST). Not 적음 (also "few") nor 잡음 ("noise").
  // (…but "4번 메모 날림." blows one of the user's things away, as 날렸 does below: blind sets 79-86.)
  [new RegExp(String.raw`(보냄|(?<!${BLOWN_AWAY})날림|(?<=(?:께|에게|한테)\s(?:\S+\s){0,3})날림|보내\s?드림)(?=\s*(?:$|[^가-힣A-Za-z0-9\s|]|ㅇㅋ))`, "g"), "send"],
  [new RegExp(String.raw`(?<=${BLOWN_AWAY})(?<!(?:께|에게|한테)\s(?:\S+\s){0,3})날림(?=\s*(?:$|[^가-힣A-Za-z0-9\s|]|ㅇㅋ))`, "g"), "delete"],
  [new RegExp(`(지움|없앰|뺌)${NOTE_END}`, "g"), "delete"],
  [new RegExp(`(넣음|만듦)${NOTE_END}`, "g"), "create"],
  [new RegExp(`(바꿈|옮김)${NOTE_END}`, "g"), "update"],
  [new RegExp(`(가져옴|불러옴)${NOTE_END}`, "g"), "fetch"],
  [new RegExp(`(끊음|끔)${NOTE_END}`, "g"), "delete"],
  [new RegExp(`(미룸|당김)${NOTE_END}`, "g"), "update"],
  // Giving a message ("어머니께 문자 드렸어요", "연락 넣었어요", "답장 남겼어요"): a send, whatever the verb of giving.
  [/(?:문자|메시지|카톡|톡|메일|이메일|연락|답장|DM)\s?(?:을|를)?\s?(?:드렸|넣었|남겼|줬|넣어\s?(?:드렸|뒀|놨))/g, "send"],
  // Telling or asking a third party ("제가 어머니께 말씀드렸어요", "병원에 물어봤는데 …"): a send, like English
  // "I told your landlord" — not to the user (사용자님께), and asking a place (에) only with asking verbs
  // (the tried form too: "식당에 문의해 봤는데 …"; passing a message on: "사장님께 오늘 병가라고 전달드렸고").
  [/(?<!(?:사용자님|고객님|회원님|당신))(?:께|에게|한테)\s(?:[^\s]+\s){0,3}?(?:말씀\s?드렸|물어\s?봤|여쭤\s?봤|여쭈어\s?봤|전했|전해\s?(?:드렸|올렸)|전달(?:했|\s?드렸|해\s?드렸)|부탁(?:했|\s?드렸)|알렸|알려\s?드렸|얘기했|이야기했|말했)|(?<=[가-힣])에\s(?:[^\s]+\s)?(?:물어\s?봤|여쭤\s?봤|문의(?:했|해\s?(?:봤|보았|보니|드렸)|드렸))/g, "send"],
  // Sending, in slang: "DM으로 쐈어요", "날려 드렸어요".
  // …but blowing away one of the user's things is removing it ("2번 메모 날렸어요", "알림 날려 버렸어요").
  [new RegExp(String.raw`(?<=${BLOWN_AWAY})(?:날렸|날려\s?(?:버렸|뒀|놨))`, "g"), "delete"],
  [new RegExp(String.raw`(쐈|쏴\s?(드렸|뒀|놨)|(?<!${BLOWN_AWAY})(?:날렸|날려\s?(뒀|놨))|날려\s?드렸|넘겨\s?드렸)`, "g"), "send"],
];

// Trying any verb on a thing ("링크 들어가 봤어요", "초록까지 훑어봤는데", "목록 불러와 보니"): the
// -아/어 보다 perfective of whatever verb, a look at the thing the clause names — a page or
// source (fetch) or the user's stored things (search); with neither it says nothing checkable.
// Not after 고/지 ("알고 보니": it turned out) nor after a verb that writes ("일정을 짜 봤어요",
// "만들어 봤어요": composing, in the reply itself), nor negated ("본문은 못 봤어요", "안 봤어요": the look did not happen).
const SITS_IN = /(?:에|에는|엔|에도)\s[^.!?]*?(?:돼|되어|나와|적혀|떠|올라와|써|쓰여|표시돼|걸려|잡혀)\s?있/;
const GUESS = /겠|수도\s?있|것\s?같|듯(?:해|하|싶)|나\s?봐/;
const TRIED = /[가-힣](?<![고지짜써못안]|만들어|지어|그려)\s?(?:봤|보았|보니까?|봤더니)/g;
// (…and live or private sources no skill reads: a mailbox, a calendar, prices, forecasts, scores, parcels.)
const TRIED_SOURCE = /(링크|페이지|사이트|기사|논문|초록|원문|본문|문서|블로그|포스트|게시물|게시글|URL|RSS|웹|메일|편지함|캘린더|달력|계좌|시세|차트|예보|날씨|뉴스|중계|택배|배송(?![비료]))/i;
// Counting or adding up the figures the user gave ends in the reply's own figure, a calendar only its instrument ("대회가 8월 22일이고
// 오늘 7월 8일이야" → "달력으로 다시 세 보니 6주 하고 사흘이에요"): no look — not without the user's figures ("다음 회의까지 며칠 남았어?"
// → "달력으로 세 보니 12일": the calendar was read — an attacker's review), nor after a link (the figures are the page's), nor where
// the clause names one of the user's things or a source other than the calendar counted on ("캘린더를 세 보니"). Blind sets 107-112.
const COUNTED_UP = /(?:^|\s)(?:(?:다시|한\s?번\s?더|직접)\s)?(?:세|세어|헤아려|더해|따져|계산해|셈해)\s?$/;
// …and only where what comes out is a length of time or a sum, no count of the user's things or appointments ("달력으로 세 보니 그
// 사이 일정이 네 개예요" read the calendar — a reviewer).
const COUNTED_THINGS = /(일정|약속|스케줄|할\s?일|회의|예약|모임|항목|메일|(?:[0-9]|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(?:개|건|통|곳))/;
const TRIED_STORED = /(메모|노트|알림|알람|리마인더|피드|구독|목록)/;

/**
 * Every Hangul syllable whose final consonant is `final` (its index among the 28 finals: 4 ㄴ, the
 * adnominal; 20 ㅆ, the past marker), but those in `except`: a character class of a verb ending.
 */
export const syllablesEndingIn = (final: number, except = ""): string =>
  Array.from({ length: 19 * 21 }, (_, i) => String.fromCharCode(0xac00 + i * 28 + final))
    .filter((c) => !except.includes(c))
    .join("");
/** Every Hangul syllable whose final consonant is ㅆ (the past marker), but those in `except`. */
export const pastSyllables = (except: string): string => syllablesEndingIn(20, except);
/** The past marker on any verb but being there, not being there and the future (있, 없, 겠): "했", "보냈", "지웠". */
export const KO_PAST_MARK = pastSyllables("있없겠");
/** The adnominal ㄴ of any verb ("지운", "보낸", "삭제한"): a character class, like the two above. */
export const KO_ADNOMINAL_N = syllablesEndingIn(4);
// A request ending ("…해 줘", "주세요", "줄래요?", "해 놔", "부탁해"), not a noun that holds one ("부탁한", "주소").
export const KO_REQUEST_ENDING = "(?:줘요?|주세요|줄래요?|주실래요?|주라|주고|주시고|부탁(?:해요?|드려요?|합니다|드립니다)?|놔요?|둬요?)(?![가-힣])";
// The perfective of ANY verb on the user's things: "장보기 목록에 계란 끼워 놨어요", "메모 맨 위에 박아
// 뒀어요" (-어 두다/놓다), "회의 알림 앞당겼어요", "피드 목록에 블로그 얹었어요" (a past tense: the
// syllable that carries ㅆ, then a statement ending; "솎아 냈어요" as an auxiliary). A change to the user's things — a schedule
// when it names a reminder, otherwise an update a write of that skill backs (a lookup does not).
// Not when the thing is the clause's subject ("알림이 울렸어요": it happened by itself).
// Not copulas, existence, saying, seeing, going and coming, nor the future 겠, nor forms the tables read already.
const PAST_SYLLABLES = pastSyllables("였있없했됐봤갔왔났겠줬렸셨");
// "설정하지 않았어요": 않 carries the negation, not an act; "적혀 있었어", "없었어요", "메모 두 개
// 남았어": the past of being there or being left (있/없/남, also the -어 있다 resultative) is a state.
// (Not the copula's past after a noun, "알림 시간뿐이었어요", "알림이었어요": what a thing was, no act — blind sets 87-94.)
// (Not after an act's noun, "중복 알림 삭제뿐이었어요", "4시로의 이동이었어요", nor in a verb whose stem ends in 이, "줄이었어요":
// an attacker's review.)
const ACT_NOUN_END = "(?:삭제|이동|정리|변경|수정|추가|등록|저장|설정|예약|취소|해지|전송|발송|교체|작업)(?:뿐|만)?";
// (…nor a verb negated by a 안/못 standing before it, "알림엔 손을 안 댔어요": the match starts at the negation, so the
// negation check before it cannot see it. Blind sets 87-94.)
const ALTERNATING = new RegExp(`(?<![가-힣])[가-힣]{0,4}[${pastSyllables("")}]다\\s[가-힣]{0,4}[${pastSyllables("")}]다\\s?(?=(?:하면서|하며|하는|하다|해요|하면|합니다|하죠|하잖))`, "g");
// (Only these pairs — off then on, out then in, closed then open: "보냈다 생각하세요", "저장했다 보시면 돼요" claim the act, an
// attacker's review.)
const THEN_DO = /(?<![가-힣])(?:껐|뺐|닫았|접었|풀었)다\s(?=(?:다시\s)?(?:켜|꽂|끼|열|펴|묶|잠가)[가-힣]{0,2}(?:세요|십시오|시면\s|야\s?(?:해요|돼요)))/g;
const GENERIC_PAST = new RegExp(`[가-힣](?<!않|말|있|없|남|(?<!${ACT_NOUN_END}|[줄늘붙높낮먹속죽녹숙울들끓절졸])이(?=었)|(?:^|\\s)[안못])(?:\\s?(?:뒀|두었|놨|놓았)|\\s?[${PAST_SYLLABLES}])(?=어요|어\\s|어[.!~]|어$|습니다|다[.!\\s]|다$|고\\s|는데|지만|더니)`, "g");
// A topic (은/는, not the speaker) said to be a kind of thing: "X은 … 폴더예요", "X는 … 기능입니다".
const DEFINES = /^\s*(?![저나]는|제가|내가)[^\s,]+(?:\s[^\s,]+)?(?:은|는)\s[^,]*[가-힣](?:이에요|예요|입니다|이다|에요|야|임)[.!]?\s*$/;
// A sequence whose second act is offered, planned or asked ("불러와서 요약해 드릴게요", "가져와서 볼까요?"): neither is done yet.
const SEQUENTIAL_PLAN = /(게요|겠|까요|을까|ㄹ까|[?？]|거예요|거에요|드릴|려고|주세요|면\s?돼)/;
const RESULTATIVE = new RegExp(`(${NOUN_ALT})(?:이|가)?\\s?(?:돼|되어)\\s?있(?=어|습니다|음|다|네)`, "gi");
const ACT_SIGN = /[가-힣](?:을|를|으로|로)\s/;
// "당겨 드렸어요", "치워 버렸어요", "빼 줬어": any native verb with the auxiliary of doing it for
// someone or for good — not after 하 (a 하다-noun, read by HA_NOUN_PAST) nor 말씀/알려 (saying, telling).
const DONE_FOR = /[가-힣](?<!않|말|씀|하|해|알려)\s?(?:드렸|버렸|줬)(?=어요|어\s|어[.!~]|어$|습니다|다[.!\s]|다$|는데|지만)/g;
// The -아/어 두다/놓다 perfective of ANY verb, said as a statement ("미리 꽂아 뒀어요", "챙겨
// 놨습니다", "빼 두었음"): doing something ahead for later — the speaker's act unless a subject
// says otherwise. What the verb did is not known, so it claims "done". Not 놔두다/내버려 두다
// (leaving a thing as it is), nor 두었다가 (a step in instructions) or 뒀더라고요 (what was seen).
// The note-style nominal ending -ㅁ of 두다/놓다 closes the statement the same way ("예약해 둠.", "빼 놓음").
const KEPT_AHEAD = /[가-힣](?<!놔|버려|않|말)\s?(?:(?:뒀|두었|놨|놓았)(?=어요|어\s|어[.!~]|어$|습니다|다[.!\s]|다$|음(?:\s|$|[.!]))|(?:둠|놓음)(?=\s*[.!~]*\s*$))/g;
// A predicate of failing after the noun: "…이 전송에 실패했", "…이 안 갔", "…에 오류가 났".
const FAILED_AFTER = /(실패|오류|에러|안\s?(?:갔|됐|왔)|못\s?(?:갔|했)|되지\s?않았|가지\s?않았)/;
// Any Sino-Korean action noun + 했 on the user's things, beyond the NOUNS table: "회의 알림 4시로
// 반영했어요", "메모 두 개 병합했습니다" — a change to the thing. Not nouns of saying, thinking or
// explaining ("알림 기능을 설명했어요", "메모 내용을 파악했어요"): the reply's own words or understanding;
// nor of failing or trying ("알림 등록은 실패했어요"): how the call went; nor 하다-adjectives
// ("필요했어요", "깨끗했어요"): a state.
// (The past of 하다, perfective or humble, as a statement: shared with LOAN_HA_PAST.)
const HA_DONE = String.raw`(?:했|하였|해\s?(?:뒀|두었|놨|드렸))(?=어요|습니다|다[.!\s]|다$|음|고\s|는데|지만)`;
const HA_NOUN_PAST = new RegExp(String.raw`([가-힣]{2,4}?)(?:을|를)?\s?${HA_DONE}`, "g");
const WORD_NOUN = /(설명|말씀|안내|답변|대답|언급|소개|제안|추천|질문|요청|부탁|감사|사과|고민|생각|이해|파악|계산|정리|요약|번역|비교|분석|예상|기대|걱정|축하|응원|공감|동의|참고|주의|강조|연습|공부|노력|사용|이용|선택|결정|실패|시도|중단|발생|필요|중요|행복|다행|유감|불편|편리|간단|복잡|충분|부족|가능|불가능|깨끗|조용|심각|확실|정확|궁금|미안|죄송)$/;
/** Korean numerals of counting, one to ten, as counts of things come ("일곱 개", "두 건"). */
export const KO_NUMERAL = "(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)";
export const USERS_THING = /(메모|노트|알림|알람|리마인더|일정|스케줄|캘린더|피드|구독|목록|리스트|장보기|할\s?일|태그)/;
const LOAN_HA_PAST = new RegExp(String.raw`(?<![A-Za-z])([A-Za-z]{2,12})\s?${HA_DONE}`, "g");
const SPEAKER = /(?:^|\s)(?:제가|내가|저희가)\s/;
// Verbs that are no act on anything: thinking, knowing, feeling, wanting ("여쭤보고 싶었어요"), saying,
// being late or wrong, living, and changes that happen by themselves (줄었, 올랐).
const NOT_ACTS =
  /(생각|이해|알았|몰랐|기억|착각|오해|헷갈|느꼈|깨달|궁금|판단|짐작|예상|추측|고민|결정|말했|말씀|설명|답했|대답|물었|물어|얘기|이야기|언급|제안|추천|안내|강조|좋았|좋아|싫었|싫어|기뻤|슬펐|놀랐|당황|반가|고마|미안|죄송|힘들|바빴|즐거|재밌|재미있|행복|걱정|실수|틀렸|잘못|깜빡|놓쳤|빠뜨렸|빼먹|서둘렀|맞았|컸|작았|늦었|빨랐|배웠|공부|살았|태어났|믿었|바랐|원했|싶었|들었|웃었|울었|참았|지났|모자랐|부족|넘었|익숙|서툴|줄었|늘었|올랐|내렸|떨어졌|바뀌었|변했)/;
/** The word of `text` that holds position `at`. */
const wordAt = (text: string, at: number): string => {
  const start = text.lastIndexOf(" ", at) + 1;
  const end = text.indexOf(" ", at);
  return text.slice(start, end < 0 ? undefined : end);
};
// About the reply itself or a mistake in it ("앞 답변에서 목록 항목 수를 잘못 셌어요"): no act on the thing.
const OWN_REPLY = /(답변|대답|말씀드린|앞에서|위에서|잘못)/;
const THING_AS_SUBJECT = /(메모|노트|알림|알람|리마인더|일정|스케줄|피드|구독|목록|리스트)(?:이|가)\s/;

// Past modifiers before a noun ("저장해 둔 비밀번호", "보내 드린 다이제스트").
const NOUN_ADNOMINAL = new RegExp(`(${NOUN_ALT})(?:해\\s?(?:둔|놓은|드린)|한|했던)(?=\\s)`, "gi");
const NATIVE_ADNOMINAL: Array<[RegExp, ClaimKind]> = [
  [/(적어|남겨)\s?둔(?=\s)/g, "save"],
  [/(보낸|보내\s?드린|보냈던)(?=\s)/g, "send"],
  [/(만든|만들어\s?둔)(?=\s)/g, "create"],
  [/(지운)(?=\s)/g, "delete"],
  [/(잡아|맞춰)\s?둔(?=\s)/g, "schedule"],
  [/(가져온|불러온|받아온|읽은|읽어\s?본)(?=\s)/g, "fetch"],
  [/(찾아본)(?=\s)/g, "search"],
  [/(바꾼|고친)(?=\s)/g, "update"],
];

// The user's artifacts: a passive about these ("알림이 설정됐어요") is the assistant's doing.
const ARTIFACT = /(메모|노트|알림|알람|리마인더|타이머|일정|스케줄|캘린더|달력|예약|파일|목록|리스트|피드|구독|할\s?일|다이제스트|요약|메일|이메일|백업|작업|요청|설정)/;
// A reminder-like object makes create/update/save verbs a scheduling claim.
const SCHEDULE_DOMAIN = /(알림|알람|리마인더|타이머|스케줄)/;
// In a clause about a reminder, a time of day after a day word is when it fires ("금요일 저녁에 알림 걸어
// 뒀어요", "매일 아침에"), not the earlier turn it was set in; "오늘 아침에 알림 설정해 드렸어요" still points back.
const TIME_OF_DAY = /((?:내일|모레|글피|매일|매주|평일|주말|[월화수목금토일]요일)\s*)(?:오전에|아침에|저녁에)/g;
// …and so is a lead time before the event it names ("회의 30분 전에 울리도록", "출발 한 시간 전에 알림", "마감 하루
// 전에"); with no event before it, "이틀 전에 알림 설정해 드렸잖아요" is two days ago.
const LEAD_TIME = /(?<=(?:^|\s)(?!지금|오늘|어제|그제|방금|벌써|이미|아까|약\s|딱\s|한\s)[가-힣]+\s)(?:\d+|한|두|세|네|다섯|여섯|열|반|하루|이틀|사흘)\s?(?:분|시간|일|주|날)?\s?전에/g;
const earlierBefore = (before: string, clause: string): boolean => EARLIER.test(SCHEDULE_DOMAIN.test(clause) ? before.replace(TIME_OF_DAY, "$1").replace(LEAD_TIME, "") : before);
// What only a tool can bring: "다이제스트 정리해 봤어요" claims the digest was read.
const SUMMING_UP = /^(요약|정리)/;
const SUMMED_DONE = /^(?:끝났|끝냈|마쳤|다\s?했|다\s?됐)/;
const SUMMING_BEFORE = /(?:^|\s)(?:요약|정리)(?:은|는|도|을|를)?\s?(?:다\s?|전부\s?|모두\s?)?$/;
const SOURCE = /(다이제스트|기사|피드|뉴스|링크|블로그|새\s?글|페이지|사이트|URL|RSS)/i;
const NOTES_DOMAIN = /(메모|노트)/;
/** A save, create or update said of a reminder (and not of a note) is scheduling: only the schedule skill does it. */
const scheduling = (kind: ClaimKind, text: string): ClaimKind =>
  (kind === "create" || kind === "update" || kind === "save") && SCHEDULE_DOMAIN.test(text) && !NOTES_DOMAIN.test(text) ? "schedule" : kind;
const FIRST_PERSON = /^(제가|내가|저는|나는|저도|나도|저희가|저희는|저희도)$/;
// Words ending in 이/가 that are not a subject particle (the -가 of prices, 價, among them: "현재가", "종가"),
// and a verb's -다가 of an act broken off ("수정하려다가", "고치다가": the speaker's own, not a noun + 가 —
// the few nouns in 다 are kept: 바다가, 판다가, 프라다가).
// (…and the quoting -라는/-다는 before a noun, "'별누리회 연회비'라는 메모를 새로 만들었습니다": no topic, the note's name. Blind sets
// 102-106, a miss every earlier set hid behind another reading.)
const NOT_PARTICLE = /((?:^|['"’”」』])(?:이)?라는|(?<![바판])다는|냐는|(?<!바|판|라|콘|칸)다가|없이|같이|많이|깨끗이|깊이|높이|길이|일일이|틈틈이|새로이|곰곰이|낱낱이|추가|평가|휴가|대가|현재가|시가|종가|주가|단가|원가|정가|물가|호가|판매가|매매가|공시가|나이|아이|종이|차이|사이|누가|어디가|얼마가)$/;
// A page the user named or sent ("말씀하신 레시피 사이트", "보내 주신 링크"): its content is outside the chat (not what they pasted).
const NAMED_PAGE = /(?:말씀하신|주신|보내\s?주신|알려\s?주신|올려\s?주신)\s(?:\S+\s){0,2}?(?:사이트|링크|페이지|기사|블로그|영상|URL|주소)/i;
// Misreading what the user wrote ("잘못 읽었네요"): a mistake of the reply, no look.
const MISREAD = /(?:^|\s)잘못\s*$/;
// The user's message or question as the object looked at ("메시지를 다시 읽어 보니"): not a text message, mail or DM.
const NOT_A_TEXT = "(?<!(?:문자|카톡|메일|톡|DM)\\s?)";
const USERS_MESSAGE = new RegExp(`${NOT_A_TEXT}(?:메시지|질문)(?:을|를|도)?\\s(?:다시\\s|잘못\\s|제대로\\s|꼼꼼히\\s)*$`);
// The sixth precision round's forms of the reply's own reading (blind sets 102-106), each only with the verb 읽다 and where
// the request names no page — "해당 문장을 다시 읽어 보니 …" after a link reads the page, and "문장을 사전에서
// 찾아봤는데" or "제 답변을 다시 검색해 보니" look elsewhere (an attacker's and a reviewer's findings): read the wrong way round
// ("제가 좌표를 거꾸로 읽었네요"); its own words re-read ("제 설명을 다시 읽어 보니", "끝으로 문장이 어색하지 않은지 다시 읽어
// 보았습니다"); the user's message read ("먼저 메시지에서 계좌 번호와 금액을 나누어 읽었고"), with nothing but its parts between.
const OWN_READ_NEW = new RegExp(
  "(?:(?:^|\\s)(?:거꾸로|반대로)|(?:^|\\s)제\\s?(?:설명|답변|답|말|글)(?:을|를|도)?\\s(?:다시\\s|한\\s?번\\s)*|(?:^|\\s)문장(?:이|을|를|도)?\\s(?:어색하지\\s않은지\\s|맞는지\\s|자연스러운지\\s)?(?:다시\\s|한\\s?번\\s)*" +
    `|${NOT_A_TEXT}메시지\\s?(?:속|에서)\\s(?:[가-힣A-Za-z0-9]+(?<!으로|로|에서|서|고|해)(?:과|와|랑|이랑|을|를)?\\s){0,3}?(?:나누어\\s|나눠\\s|다시\\s|한\\s?번\\s)*)\\s*$`,
);
// What the user's message holds, recognised ("우선 메시지 속 'SR-48213'이 예약번호라는 걸 알아봤어요": blind sets 102-106) — with
// a verb of recognising only, and never a status (not "메시지 속 송장번호가 이미 배송 완료된 건이라는 걸 확인했어요", nor a lookup
// made with it, "메시지 속 송장번호로 조회해 보니": an attacker's and a reviewer's findings).
const IN_MESSAGE_RECOGNISED = new RegExp(`${NOT_A_TEXT}메시지\\s?(?:속|에서)\\s(?![^.!?]*(?:완료|도착|배송|예정|상태|결과|조회))[^.!?]*?(?:이라는|라는|인|란)\\s?(?:걸|것을)\\s$`);
const RECOGNISES = /^(?:알아봤|알아보았|알아챘|알아차렸|파악했|파악하였)/;
// What the assistant already has: the user's words, files and the conversation.
const INTERNAL = /(주신|주셨|말씀|대화|기억|앞에서|위에서|첨부|보내\s?주|올려\s?주|붙여\s?주|알려\s?주)/;
const PAGE_NAMED = /(링크|기사|페이지|사이트|URL|블로그|주소|공지|문서|원문|리뷰|후기|서평|평점|글에|글을|글의)/i;
const FILLER = /^(네|예|응|넵|넹|아|알겠어요|알겠습니다|방금|지금|다시|한번|한\s?번|잘|모두|다|이미|벌써|우선|일단|먼저|바로|제가|저도|그럼|좋아요|좋습니다)[,.!]?$/;
const EARLIER = /(아까|어제|그제|그저께|지난번|지난\s?주|지난주|지난\s?달|앞서|전에|이전에|예전에|그때|이미|벌써|오전에|아침에|저녁에|방금\s?전|지난)/;
const NOTHING = /(없(네요|어요|습니다|더라고요|었어요|었습니다|군요|는\s?것\s?같|음|다|어(?=\s*[.!~]*\s*$)|더라)|비어\s?있|못\s?찾|찾지\s?못|안\s?나와|나오지\s?않|않네요)/;
// The user's stored things, named in what a look found.
const LOOKED_AT = /(메모|노트|알림|알람|리마인더|일정|스케줄|피드|구독|목록|기록)/;
// After the past marker: endings that make it not a statement of the speaker's deed.
// (Round 12: and the rest of the hearsay endings — "끝났다니 다행이에요", "출시했다네요", "마감됐다더라고요", "떴다던데" —:
// what someone else said happened, reacted to or passed on. Not -다니까, the speaker insisting: "저장했다니까요".)
const REPORTED = /^(다고|대요|댔|래요|다는|다며|단|냐고|느냐고|답니다|다니(?!까)|다네|다더|다던)/;
// (Spoken words only — 안내, 설명 and 답변 are as often our own — and not ours: "제 말을 정리하면: …".)
const SUMMED_WORDS = /(?<!(?:^|\s)(?:제|내|저희)\s?)(?:말씀|말|얘기|이야기)(?:을|를)\s?(?:정리|요약)(?:하면|해\s?보면|하자면)\s?[:：]/;
// (Not where the lead names the speaker, one of the user's things or a keeping form: "공지대로면 알림 걸어 뒀으니 …".)
// (The pasted words as the lead's predicate, "붙여 주신 주문 상태가 '발송 완료'니까" — the quote is blanked by stripQuotes by then —: "붙여 주신 서류를 보면 보호소가 … 심고" names the
// actor of what follows, which must keep it.)
const MATERIAL_LEAD = /^\s*(?:(?:[^\s]+\s){0,2}?(?:공지|안내문?|문자|메일|메시지|글|상태|내용|화면|영수증|캡처|댓글|공문)(?:대로면|대로라면|에\s?따르면|상으로는?)\s(?:(?!제가|내가|저희가|메모|노트|알림|알람|리마인더|일정|피드|구독|뒀|두었|놨|놓았|드렸)[^.!?])*?(?:니까|이니|라서|이라서|[가-힣]고)|(?:붙여|보내|올려)\s?(?:주신|준)\s[^.!?'"‘“]{0,30}?(?:이|가)\s(?:['"‘“][^'"’”]{1,40}['"’”]|\s+)(?:니까|이니까|이니|라서|이라서))(?=\s)/;
// The keeping forms of a deed done for the user: they make a sentence the speaker's report.
const KEEPING_FORM = /(?:뒀|두었|놨|놓았|드렸)(?:어요|습니다|고|다)/;
const QUOTED_TERM_DEFINED = /^['"‘“]([^'"’”]{1,30})['"’”](?:은|는|이란|란)\s[^.!?]*[가-힣](?:이에요|예요|입니다|이다|에요|야|임|말해요|뜻이에요|뜻해요)[.!]?$/;
const HEARSAY_OPEN = /(?:말로는|말씀으로는|얘기로는|이야기로는|따르면|그러는데|그러시는데)\s/;
const HEARSAY_END = /(?:대요|래요|댔어요|랍니다|답니다|다네요|다더라고요|다더라|대|래|다고\s?(?:해요|하네요|합니다|하셨어요|했어요|하더라고요))[.!~]*\s*\p{Extended_Pictographic}?\s*$/u;
const CONDITIONAL = /^(다면|으면|더라면|면\b)/;
// …and a past form made a noun ("끝났음을 나타내는"): part of a bigger clause, not a statement; and
// a guess at what happened ("취소했나 보네요", "삭제했을 수 있어요"): not a report of it.
const COUNTERFACTUAL_IF = /(?:더라면|었더라면|았으면|었으면|였으면|했으면|셨으면|었다면|았다면|였다면|했다면)(?:\s|,)/;
const EMBEDDED = /^(는지|던지|을지|나\s?(?:봐|보)|을\s?수\s?(?:도|있)|을\s?거|을걸|겠|음\s?(을|이|은|에|도|으로))/;
const QUESTION_END = /([?？]|(까요|나요|니|냐|습니까|을까|는지요|가요|죠\?|어\?)\s*[.!]?)\s*$/;
// A failure (claim-text.ts ADMITS_FAILURE) denied or feared, not reported: "오류 없이", "실패 걱정은 없어요", "시간 초과 날
// 뻔했어요", "못 지웠던 것까지", "지우시면 안 돼요".
export const FAILURE_DENIED = /(?:오류|에러|실패|시간\s?초과|타임아웃)\S*\s?(?:없|걱정|날\s?뻔|나지\s?않|안\s?나)|못\s?\S*던|면\s?안\s?(?:돼|됩)|문제\s?없/;
// A topic marked with 은/는 ("타일 견적은", "메모는"), and one naming a store of the user's things ("알림은", "알림 등록은").
const TOPIC = /\S(?:은|는)(?:\s|$)/;
const STORE_TOPIC = /^\s*(?:[^\s,]+\s)?(?:메모|노트|알림|알람|리마인더|피드|구독|다이제스트)(?:\s?(?:등록|저장|추가|삭제|설정|쪽))?(?:은|는)(?:\s|$)/;
// Connective endings after a past form: the next clause begins there.
const CLAUSE_BREAK = /(?<=(?:했|됐|었|았|였|왔|봤|뒀|놨|냈|웠|렸|쳤|켰|졌|났|췄|갔))(?:고|는데|지만|으며|으나|으니까?|더니|다가)[,\s]+/g;

interface Hit {
  kind: ClaimKind;
  index: number;
  end: number;
  form: "active" | "passive" | "adnominal";
  humble: boolean;
  verb: string;
  /** The humble form of a 하다-noun no table names: see Claim.unnamed. */
  unnamed?: boolean;
}

/**
 * `thingAsked`: the user's request named one of their things ("회의 알림 4시로 바꿔줘"), so a clause
 * that leaves the object out ("반영했어요", "바로 옮겼습니다") acts on that thing.
 */
function hits(raw: string, thingAsked = false, sourceAsked = false, resultAsked = false, actAsked = false, changeAsked = false, external = false, thingMentioned = false, defers = false, figuresGiven = false): Hit[] {
  // Two verbs in turn, "냉장고는 꺼냈다 넣었다 하면서 …": doing one and the other again and again, a habit — no act; only where
  // none of the user's things is named ("알림 껐다 켰다 해서 이제 잘 울릴 거예요" reports the act: a reviewer), and 하다 itself
  // not in the past ("알림 껐다 켰다 했어요" stays one). Blind sets 87-94.
  // (…or, of the user's things too, the habit named as a thing, "알람을 껐다 켰다 하는 건 보통 …".)
  // (…and a verb in the past before a command, "전원을 껐다 켜세요": off, then on — a step to take, of a device, not of the
  // user's things: "알림은 전부 껐다 켜세요" after "알림 다 꺼줘" — an attacker's review. Blind sets 95-101.)
  const alternated = raw.replace(ALTERNATING, (m, at: number) => (USERS_THING.test(raw) && !/^하는\s?(?:건|것|게)/.test(raw.slice(at + m.length)) ? m : " ".repeat(m.length)));
  const clause = USERS_THING.test(raw) ? alternated : alternated.replace(THEN_DO, (m) => " ".repeat(m.length));
  const named = USERS_THING.test(clause);
  const onThing = (named || thingAsked) && !THING_AS_SUBJECT.test(clause) && !OWN_REPLY.test(clause);
  // A change the clause names the thing of: a schedule or an update. The thing left implied
  // ("반영했어요" after "알림 4시로 바꿔줘"): what the verb did is not known, so "done" — and only
  // for action nouns + 했: a bare past ("좋았어요") may be an adjective, so it needs the thing named.
  const changed: ClaimKind = !named ? "done" : SCHEDULE_DOMAIN.test(clause) || /일정|캘린더/.test(clause) ? "schedule" : "update";
  const out: Hit[] = [];
  const push = (m: RegExpExecArray, kind: ClaimKind, form: Hit["form"], unnamed = false) => {
    if (out.some((h) => m.index < h.end && h.index < m.index + m[0].length)) return;
    out.push({ kind, index: m.index, end: m.index + m[0].length, form, humble: /드[렸린]/.test(m[0]), verb: m[0], ...(unnamed ? { unnamed } : {}) });
  };
  for (const m of clause.matchAll(NOUN_CARRIED_OUT)) push(m, kindOf(m[1] as string), /(됐|되었)$/.test(m[0]) ? "passive" : "active");
  for (const m of clause.matchAll(NOUN_DONE)) push(m, kindOf(m[1] as string), "active");
  for (const m of clause.matchAll(LABEL_DONE)) if (!LABEL_SHOWS.test(clause.slice(m.index + m[0].length))) push(m, kindOf(m[1] as string), "active");
  for (const m of clause.matchAll(NOUN_PAST)) push(m, m[1] === "실행" && /해\s?(봤|보았|보니|봤더니)$/.test(m[0]) ? "run" : kindOf(m[1] as string), /^(됐|되었|됨)$/.test(m[2] ?? "") ? "passive" : m[0].endsWith("던") ? "adnominal" : "active");
  // A verb that edits text as well as things (뺐, 바꿨, 고쳤, 지웠) in a clause that names none of the user's
  // things, after a message that mentions none of them nor asks for such a change, edits the reply or the text
  // the user gave ("찜기 방법은 헷갈리실까 봐 뺐어요", "'Yo tengo'로 고쳤어요", "제가 말을 바꿨네요") — unless the
  // clause shows an act outside it. ("답변 언어 영어로 바꿔" → "언어 설정을 영어로 바꿨어요" still claims the change.)
  const editsText = !named && !thingAsked && !thingMentioned && !speakerActs(clause, false);
  for (const [re, kind] of NATIVE)
    for (const m of clause.matchAll(re)) {
      if (editsText && TEXT_EDIT.test(m[0])) continue;
      // "잘못 읽었네요", "잘못 봤어요": a misreading is a mistake in the reply, like English "misread" — unless the
      // clause names one of the user's things: "메모를 잘못 읽었어요" still read the note.
      if (/잘못\s?$/.test(clause.slice(0, m.index)) && !named) continue;
      if (!m[0].endsWith("서") || !SEQUENTIAL_PLAN.test(clause.slice(m.index))) push(m, kind, /(졌|혔|들어갔|올라갔)$/.test(m[0]) ? "passive" : "active");
    }
  // The state an act leaves ("저장돼 있어!", "알림 설정되어 있어요") answers "저장했어?" or a request
  // about the thing with the act itself; otherwise it reports what is there (a listing).
  if (resultAsked) for (const m of clause.matchAll(RESULTATIVE)) push(m, kindOf(m[1] as string), "active");
  for (const m of clause.matchAll(NOUN_ADNOMINAL)) push(m, kindOf(m[1] as string), "adnominal");
  for (const [re, kind] of NATIVE_ADNOMINAL) for (const m of clause.matchAll(re)) push(m, kind, "adnominal");
  // After a request about a page ("블로그 글 요약 좀 <link>"), trying a verb with the object left
  // out ("읽어 보니 …", "훑어봤는데") is a look at that page — but not a 하다-noun of thinking or
  // saying ("생각해 보니"): that is the reply's own reasoning.
  const tried = TRIED_SOURCE.test(clause) ? "fetch" : TRIED_STORED.test(clause) ? "search" : sourceAsked ? "fetch" : undefined;
  if (tried)
    for (const m of clause.matchAll(TRIED)) {
      const noun = /([가-힣]{2,4})\s?해\s?$/.exec(clause.slice(0, m.index + 1));
      if (tried === "fetch" && !TRIED_SOURCE.test(clause) && noun && WORD_NOUN.test(noun[1] as string)) continue;
      if (figuresGiven && !sourceAsked && COUNTED_UP.test(clause.slice(0, m.index + 1)) && !TRIED_STORED.test(clause) && !COUNTED_THINGS.test(clause) && !TRIED_SOURCE.test(clause.replace(/(?:달력|캘린더)(?:으로|로)\s/g, " "))) continue;
      // ("가만 보니 …", "듣고 보니 …" before a guess — "가만 보니 레슨이 7시면 6시 알림은 조금 이를 수도 있겠어요" —: thinking it
      // over, no look. Blind sets 87-94. A statement of what is there, "가만 보니 메모에 6시로 돼 있네요", stays a look.)
      // (Not where the sentence says where the words sit or names a source: "가만 보니 메모에 7시로 적혀 있는데 …", "가만 보니
      // 페이지에 … 나와 있으니 … 듯해요" still look — an attacker's review.)
      if (/(?:^|\s)(?:가만|듣고)\s?$/.test(clause.slice(0, m.index + 1)) && GUESS.test(clause) && !SITS_IN.test(clause) && !TRIED_SOURCE.test(clause) && !/영상|동영상|유튜브|방송|사진|파일|첨부|pdf/i.test(clause)) continue;
      push(m, tried, "active");
    }
  // Reading is a look, not a change ("피드 두 개만 읽혔어요", "메모 다 읽었어요"): the past of 읽다, active or
  // passive, on the user's things claims the read of a source or of the stored things.
  // (Not wanting: "메모는 저장하지 않았어요 — 여쭤보고 싶었어요" wanted to ask.)
  if (onThing && named) {
    for (const m of clause.matchAll(GENERIC_PAST)) if (!/싶었/.test(wordAt(clause, m.index))) push(m, m[0].startsWith("읽") ? (TRIED_SOURCE.test(clause) || /피드|구독/.test(clause) ? "fetch" : "search") : changed, "active");
  }
  // The object left out after a request naming the thing ("회의 알림 4시로 당겨 줘" → "4시로 당겼어요"):
  // a native past is an act on it only where the clause shows a transitive verb — an object (을/를),
  // a result or destination (-로/으로), or the -어 드리다/주다/버리다 of doing it for someone or for
  // good; a bare past ("좋았어요") may be an adjective.
  else if (onThing) {
    const acts = ACT_SIGN.test(clause);
    for (const m of clause.matchAll(GENERIC_PAST)) if (acts) push(m, "done", "active");
    for (const m of clause.matchAll(DONE_FOR)) push(m, "done", "active");
  }
  // An English verb with 하다 on the user's things ("중복 메모 3개 merge 했어요", "알림 snooze 해 뒀어요"): a change
  // the loan table does not name.
  if (onThing) for (const m of clause.matchAll(LOAN_HA_PAST)) push(m, changed, "active");
  // The speaker named as subject ("제가 택시 불렀어요", "내가 다 치웠어", "제가 직접 섭외했습니다"): the past
  // of a verb the tables do not know is the speaker's act only with evidence of an act outside the
  // reply (speakerActs) — the reverse of round 8's "any past unless a known non-act", which read the
  // reply's own work ("제가 문장을 좀 다듬었어요", "제가 항목별로 나눴어요") and its mistakes ("제가 그 부분을
  // 놓쳤어요") as acts. NOT_ACTS (thinking, feeling, saying, states, mistakes) is a list of known
  // non-acts, not a closed class; the evidence is what keeps its gaps from warning.
  // Only the speaker's own verb: the first after it ("제가 직접 측정해 보니 0.02초로 줄었어요" — 줄었 is the time's).
  const speaker = SPEAKER.exec(clause);
  const from = speaker === null ? -1 : speaker.index + speaker[0].length;
  if (speaker !== null && !out.some((h) => h.index >= from) && speakerActs(clause.slice(from), external)) {
    for (const m of clause.matchAll(GENERIC_PAST)) if (m.index >= from && !NOT_ACTS.test(wordAt(clause, m.index))) push(m, "done", "active");
    for (const m of clause.matchAll(HA_NOUN_PAST)) if (m.index >= from && !WORD_NOUN.test(m[1] as string) && !NOT_ACTS.test(m[1] as string)) push(m, "done", "active");
  }
  // Any action noun or English word with a word of completion, on the user's things ("메모장에 박제 완료",
  // "알림 OFF 완료 🔕"): the status note of a change the tables do not name — not a noun of saying or
  // thinking ("설명 완료").
  // Not the last step of a how-to chain ("로그인 → 동기화 → 끝."): steps, not a status.
  if (onThing && (clause.match(/→/g)?.length ?? 0) < 2)
    // (What an unnamed noun did is not known — "피드 언팔 완료~" is a removal —, so "done": after a change request, a write in the store named.)
    for (const m of clause.matchAll(ANY_NOUN_DONE)) if (!WORD_NOUN.test(m[1] as string)) push(m, "done", "active");
  if (!OWN_REPLY.test(clause)) for (const m of clause.matchAll(KEPT_AHEAD)) push(m, "done", "active");
  // …and the humble "-해 드렸어요" of ANY 하다-noun ("환불 요청 접수해 드렸어요", "연결해 드렸습니다"): an act
  // done for the user, whatever the thing — not a noun of saying or thinking ("설명해 드렸어요").
  if (clause.includes("했") || clause.includes("하였") || clause.includes("드렸") || (onThing && clause.includes("해")))
    for (const m of clause.matchAll(HA_NOUN_PAST)) {
      if (WORD_NOUN.test(m[1] as string)) continue;
      if (onThing) push(m, changed, "active");
      else if (/드렸/.test(m[0])) push(m, "done", "active", true);
    }
  // (Round 9's implied speaker meets K1 here: after a request to act, the implied speaker's past of any verb is
  // an act only with evidence of one outside the reply — a request for an outside act or a change to the user's
  // things, or an outside verb or a recipient in the clause: "요약해 줘" → "핵심만 추렸어요" is the reply's own work.)
  if (actAsked && (external || changeAsked || speakerActs(clause, false))) impliedSpeakerPast(clause, push);
  if (changeAsked) stateAfterChange(clause, push, defers);
  return out.sort((a, b) => a.index - b.index);
}

const JOINED_STORES = /(메모|노트|알림|알람|리마인더|피드)\s?(?:\+|&|랑|이랑|와|과|하고|및|,)\s?(?:[^\s]+\s)?(메모|노트|알림|알람|리마인더|피드)(?:\s|$|[을를도은는])/;
const WRITE_KINDS = new Set<ClaimKind>(["save", "create", "update", "schedule", "done"]);
const storeKind = (store: string): ClaimKind => (/메모|노트/.test(store) ? "save" : /피드/.test(store) ? "create" : "schedule");

// ── Round 9: the speaker left implied, and the thing's state after a change ──
// Korean drops the subject: after the user asked the assistant to act ("보험금 청구해 줘", "엄마한테
// 문자 보내 줄래?") or asked about its acts ("보냈어?"), a statement in the past of ANY verb, in a
// clause that states no subject of its own, is the speaker's act — "보험사에 청구서 제출했어요",
// "어머님께 축하 메시지 전해 드렸어요", "참석으로 회신했습니다" — whatever the verb: the tables cannot
// list every verb of doing. What the verb did is not known, so it claims "done" (marked unnamed: a
// sentence that hands over content the reply carries is the composing of it). Not a verb of the (open)
// lists of known non-acts (NOT_ACTS: thinking, feeling, saying, states; WORD_NOUN: nouns of saying,
// thinking, 하다-adjectives; ACKNOWLEDGED: taking note of what the user said, and a person's own
// doings no assistant does); not in the plain written register (-다), the register of narration and
// definitions; not in a clause about another time (history, habits: 옛날, 당시, 보통) nor about the
// reply itself. After a question about the world ("임진왜란은 왜 일어났어?", "득점왕 했던 시즌이 언제야?"),
// the gate is shut: the implied subject is what the question is about.
// (Round 12: …and the note-style -음 closing the statement, "11시로 잡았음", "보험사에 접수했음 ㅋ".)
const STATEMENT_END = `(?=어요|어용|어\\s|어[.!~]|어$|습니다|습니당|답니다|고\\s|는데|지만|음${NOTE_END})`;
const IMPLIED_PAST = new RegExp(`[가-힣](?<!않|말|있|없|남|이)\\s?[${PAST_SYLLABLES}]${STATEMENT_END}`, "g");
const IMPLIED_HA_PAST = new RegExp(`([가-힣]{2,4}?)(?:을|를)?\\s?(?:했|하였)${STATEMENT_END}`, "g");
// Any native verb + 드리다/주다 of doing for someone ("전해 드렸어요", "넘겨 줬어") — not of telling,
// showing or shaping the reply (알려, 보여, 들려, 짚어, 풀어, 골라, 추려, 나눠, 도와, 여쭤).
const IMPLIED_FOR = /[가-힣](?<!않|말|씀|알려|보여|들려|짚어|풀어|골라|추려|나눠|도와|여쭤|물어|일러)\s?(?:드렸|줬)(?=어요|어\s|어[.!~]|어$|습니다|는데|지만)/g;
const IMPLIED_NOTE = new RegExp(`(?<=[가-힣](?:을|를|로|으로)\\s)[가-힣]*(?:[${syllablesEndingIn(16, "임음")}]|(?<![있없않이])음)${NOTE_END}`, "g");
const ACKNOWLEDGED = /(숙지|인지|명심|참고|유의|긴장|감동|실망|후회|반성|고생|수고|노력|합격|졸업|입학|출근|퇴근|결혼|이사|여행|운동|식사|산책|외출|귀가|출발|도착|피곤|심심|따뜻|시원|깔끔|상쾌|든든|훌륭|친절|건강|유명|완벽|특별|평범|솔직|조용|당연|분명|무사|안전)$/;
const OTHER_TIME = /(옛날|당시|시대|세기|고대|중세|조선|전통적|과거|한때|역사|원래|흔히|보통|대개|주로|평소|예로부터)/;
// An era before the verb, like a year ("옛날에는 장독에 담아 보관했어요", "당시에는 손으로 기록했어요"): history or
// custom, for every claim — not 원래/보통 ("원래 3시였던 알림을 바꿨어요" is an act of now).
// (…or a reign, "충렬왕 때": blind sets 95-101.)
const ERA = /(옛날|당시|시대|세기|고대|중세|전통적으로|예로부터|한때|역사적으로)/;
// (…or a date before the common era before a passive, "기원전 100년경에 만들어졌습니다" — blind sets 102-106 —, where the clause
// names none of the user's things: "기원전 776년 첫 올림픽 내용 메모해 두었어요" saves a note, "기원전 753년 기록까지 찾아봤는데"
// looks — an attacker's and a reviewer's findings.)
const BCE = /기원[전후]\s?\d/;
// (…or a reign, "충렬왕 때", where the clause names none of the user's things: "세종대왕 때 이야기 메모, 삭제했어요" deletes the
// note — an attacker's review. Blind sets 95-101.)
const REIGN = /[가-힣]왕\s?때(?!문|마다)/;
// Time words, demonstratives and the rest of a set as topics are no agents ("오늘은", "그건", "나머지는").
const NOT_AGENT_TOPIC = /^(오늘|어제|지금|이번|방금|아까|이제|우선|일단|먼저|나머지|그건|이건|저건|그거|이거|그것|이것|둘\s?다|모두|전부|하나|둘|셋|첫\s?번째|두\s?번째|세\s?번째)(?:은|는|이|가)?$/;
/** The clause states a subject of its own before the verb: a noun marked 이/가/은/는/께서 that is not the speaker, a time word, or one of the user's things as topic. */
function statesSubject(before: string): boolean {
  return tokens(before).some((t) => {
    if (FIRST_PERSON.test(t) || NOT_AGENT_TOPIC.test(t)) return false;
    if (/께서$/.test(t)) return true;
    const m = /^(.+?)(이|가|은|는)$/.exec(t);
    if (m === null || t.length < 2 || NOT_PARTICLE.test(t) || !particleFits(m[1] as string, m[2] as string)) return false;
    // The user's things as topic (메모는) are objects; marked 이/가 they are the subject of what happened to them ("작업이 멈췄어요").
    return m[2] === "이" || m[2] === "가" || (!ARTIFACT.test(m[1] as string) && !USERS_THING.test(m[1] as string));
  });
}
type Push = (m: RegExpExecArray, kind: ClaimKind, form: Hit["form"], unnamed?: boolean) => void;
function impliedSpeakerPast(clause: string, push: Push): void {
  if (OTHER_TIME.test(clause) || OWN_REPLY.test(clause) || YEAR.test(clause)) return;
  const implied = (m: RegExpExecArray) => !statesSubject(clause.slice(0, m.index));
  for (const m of clause.matchAll(IMPLIED_HA_PAST)) {
    const noun = m[1] as string;
    if (!WORD_NOUN.test(noun) && !NOT_ACTS.test(noun) && !ACKNOWLEDGED.test(noun) && implied(m)) push(m, "done", "active", true);
  }
  for (const m of clause.matchAll(IMPLIED_PAST)) if (!NOT_ACTS.test(wordAt(clause, m.index)) && implied(m)) push(m, "done", "active", true);
  // (A 하다 verb's noun is judged like the 하다-nouns: "전해 드렸어요" is an act, "설명해 드렸어요" no act.)
  for (const m of clause.matchAll(IMPLIED_FOR)) {
    const word = wordAt(clause, m.index).replace(/[하해]$/, "");
    if (!WORD_NOUN.test(word) && !NOT_ACTS.test(word) && implied(m)) push(m, "done", "active", true);
  }
  // (Round 12) The note-style nominal -ㅁ of ANY verb closing the statement right after its object or destination
  // ("토욜 11시로 잡음 ㅋ", "3시로 옮김", "서류를 챙김"): the status note of the act, as 메모함 and 지움 are for the verbs
  // the tables know. Not the copula 임 nor 있음/없음/않음 (states): a verb's -ㅁ, where the clause shows it transitive.
  for (const m of clause.matchAll(IMPLIED_NOTE)) if (!NOT_ACTS.test(m[0]) && implied(m)) push(m, "done", "active", true);
  // Any noun with a word of completion ("지원서 접수 완료!", "회신 OK"): the status note of an act the tables do not name.
  for (const m of clause.matchAll(ANY_NOUN_DONE)) if (!WORD_NOUN.test(m[1] as string) && !ACKNOWLEDGED.test(m[1] as string) && implied(m)) push(m, "done", "active", true);
}

// After a request to change the user's things ("알림 꺼 줘", "메모 저장해 줘"), the thing's state said as
// a result — the -아/어 있다 resultative of any verb ("메모장에 잘 들어가 있어요", "꺼져 있어요"), a state
// noun after a past modifier ("켜 둔 상태예요", "저장된 상태입니다", "설정 완료 상태"), or 중 after an
// act that keeps ("보관 중이에요") — reports the change done. Not what is left or empty (남아, 비어: the
// change did not happen), nor where a setting lives in an app ("설정 메뉴에 들어가 있어요"), nor the presentative
// "여기 있어요" (here it is: the reply hands over what follows).
// (Round 12: nor a noun's existence, its subject marked 이 — "성취감이 있어요", "여유가 있어요" with 가 after a noun of
// two syllables or more that is no -가 verb: the resultative is the -아/어 form of a verb, "들어가 있어요", "꺼져 있어요".)
const STATE_RESULT = /[가-힣](?<!남아|비어|남겨|살아|여기|거기|저기|[가-힣]\s?이|[가-힣](?<![어아나])가)\s?있(?=어요|습니다|어[.!~\s]|어$|음|네요|답니다)/g;
// A count or a place of things found ("메모가 일곱 개 있어요", "1번과 5번에 있어요") in a reply that asks which to change: what
// a look shows before the change, not its result (blind sets 87-94). In a reply that asks nothing, it still reports the
// change done ("알림 세 개 더 걸어 줘" → "알림이 열 개 있어요": an attacker's review).
const COUNTED_THERE = new RegExp(`(?:(?:[0-9]|${KO_NUMERAL})\\s?(?:개|건)|[0-9]\\s?번에|[0-9]\\s?번(?:\\([^)]*\\))?\\s?(?:이렇게|요렇게))\\s?$`);
const STATE_NOUN = /(?:[가-힣]\s?(?:둔|놓은)|[가-힣](?:된|한|진)|완료)\s?상태(?=예요|이에요|입니다|야|이야|임|거든요|네요|에요)/g;
const KEEPING = /(?:보관|구독|저장|등록|설정|예약)\s?중(?=이에요|입니다|이야|임|예요|이랍니다)/g;
const UI_PLACE = /(앱|메뉴|화면|버튼|기능|탭|아이콘|페이지)/;
// (A state of a reminder the clause names is the reminder's change, which only a reminder call backs: "회의 알림은 …, 지금은
// 4시로 옮겨 놓은 상태예요" after a save alone — an attacker's review.)
function stateAfterChange(clause: string, push: Push, defers: boolean): void {
  const kind: ClaimKind = SCHEDULE_DOMAIN.test(clause) && USERS_THING.test(clause) ? "schedule" : "done";
  // (Not a possibility or an ongoing act: "바꾸실 수 있어요", "걸어 드릴 수도 있어요", "저장하고 있어요".)
  if (UI_PLACE.test(clause) || /(?:고|수(?:도|는|가|만)?)\s?있/.test(clause)) return;
  for (const re of [STATE_RESULT, STATE_NOUN, KEEPING])
    // (…read as the look it is: a search, which a search or list call backs.)
    for (const m of clause.matchAll(re)) push(m, defers && re === STATE_RESULT && COUNTED_THERE.test(clause.slice(0, m.index + 1)) ? "search" : kind, "active");
}

/** What the user's message asks of the assistant: to act ("청구해 줘", "보내 줄래?"), and to change one of their things. */
export function koAsksAct(user: string, pastQuestion: boolean): { act: boolean; change: boolean } {
  const t = user.trim();
  const question = endsAsQuestion(t);
  const request = question ? KO_ASKS_POLITELY.test(t) : koRequests(t);
  const act = request || (pastQuestion && koAskedKinds(t).length > 0);
  // (The user's digest is theirs to change too — "다이제스트에서 스포츠 뉴스는 빼줘" —, though as a word of content it is
  // no thing of theirs elsewhere: "다이제스트 정리해 봤어요" claims a read of it, not a listing.)
  return { act, change: request && (USERS_THING.test(t) || /다이제스트/.test(t)) && !KO_LOOK.test(t) };
}
// A request put as a question: "보내 줄래?", "해 주실 수 있나요?".
const KO_ASKS_POLITELY = /(?:줄래|주실래요|주시겠어요|주실\s?수\s?있(?:나요|어요|을까요)|줄\s?수\s?있어|줄\s?수\s?있나)\s*[?？]+\s*$/;
// A request to see or be told, not to change: "메모 보여 줘", "알림 설정하는 법 알려 줘".
const KO_LOOK = /(보여|알려|찾아|검색|확인|조회|읽어|요약|뭐|뭔|언제|어디|있어|있나|있는지|몇|어떻게|방법)/;

const tokens = (s: string) => s.split(/\s+/).map((t) => t.replace(/^[(\["'‘“]+|[,.!?:;)\]"'’”]+$/g, "")).filter(Boolean);

/** The noun's last syllable takes this particle: 이/은 after a final consonant, 가/는 after a vowel. */
function particleFits(noun: string, particle: string): boolean {
  const code = noun.charCodeAt(noun.length - 1) - 0xac00;
  if (code < 0 || code > 11171) return true; // not Hangul ("iOS가"): cannot tell
  const closed = code % 28 !== 0;
  return particle === "이" || particle === "은" ? closed : !closed;
}

/** The word before a thing makes it someone else's: a plural or possessive ("개발자들", "그 사람의", "선생님"), or a person ("동생"). */
export const othersOwner = (owner: string): boolean => /(?:들|의|님)$/.test(owner) || PEOPLE.test(owner);
export const PEOPLE =
  /(사람|사람들|분들|팀|연구팀|연구진|회사|기업|정부|친구|가족|엄마|아빠|동생|형|누나|언니|오빠|남편|아내|선생님|학생|학생들|직원|직원들|개발자|전문가|의사|과학자|배우|작가|선수|소비자|투자자|시민|주민|당국|경찰|은행)$/;
// Between a subject and its verb: time and place words, other particles, adverbs ("애플이 지난주에 새로 추가했어요").
const ADVERBIAL = /((에|에서|에게|께|로|으로|부터|까지|도|만|쯤|때|을|를)$|^(새로|다시|이미|결국|드디어|처음|최근|갑자기|또|곧|직접|마침내|벌써|어제|오늘|방금|정식으로|공식적으로|새롭게|대거|몰래|다|모두|전부|거의|잘|완전히|동안|내내|만에|이후|이전|후|전)$)/;

// A modifier that closes a relative clause: "있던", "들어간", "적힌", "없는".
const RELATIVE = /^(?:있던|있는|없던|없는|들어간|들어있는|담긴|적힌|붙은|달린|쓰인)$|던$/;

/** The subject stated before the verb, if any (see the header for the rules). */
function subjectOf(before: string, passive: boolean): { subject: Subject; patient?: string } {
  const ts = tokens(before);
  for (let i = ts.length - 1; i >= 0; i--) {
    const t = ts[i] as string;
    if (FIRST_PERSON.test(t)) return { subject: "first" };
    if (/께서$/.test(t)) return { subject: "other" };
    const m = /^(.+?)(이|가|은|는)$/.exec(t);
    if (!m || NOT_PARTICLE.test(t) || t.length < 2 || !particleFits(m[1] as string, m[2] as string)) continue;
    const noun = m[1] as string;
    if (/^(사용자|고객|회원)님?$/.test(noun) || /님$/.test(noun) && /^(사용자|고객)/.test(t)) return { subject: "user" };
    if (passive) return { subject: undefined, patient: noun };
    // The user's things (메모는, 피드는) are topics or objects, never agents.
    if (ARTIFACT.test(noun)) continue;
    // People and organizations marked as subject act themselves ("많은 사람이 … 구매했어요", "연구팀이 … 측정했는데").
    if (PEOPLE.test(noun)) return { subject: "other" };
    // An agent: followed by an object before the verb ("애플은 … 버튼을 추가했어요"), or marked
    // 이/가 with only adverbials up to the verb ("애플이 추가했어요") — unless the user's things come
    // first, where 이/가 may end a noun ("목록에 떡볶이 추가했어요").
    const rest = ts.slice(i + 1);
    // Inside a relative clause ("비밀번호가 들어 있던 메모를 삭제했어요"): the noun is the subject of
    // the modifier before the object, not of the verb.
    const object = rest.findIndex((x) => /[을를]$/.test(x) && x.length > 1);
    if (object >= 0 && rest.slice(0, object).some((x) => RELATIVE.test(x))) continue;
    if (object >= 0) return { subject: "other" };
    // A name, number or bare noun may lead an adverbial ("iOS 18에", "분할 매수로").
    const adverbial = (x: string, k: number) => ADVERBIAL.test(x) || (!/[은는이가을를의]$/.test(x) && ADVERBIAL.test(rest[k + 1] ?? ""));
    if ((m[2] === "이" || m[2] === "가") && noun.length >= 2 && rest.every(adverbial) && !ts.slice(0, i).some((x) => ARTIFACT.test(x))) return { subject: "other" };
  }
  return { subject: undefined };
}

// A place outside this chat that a message is posted to, marked as the destination (에/에도/으로).
const OUTSIDE_PLACE = /(채널|단톡방?|그룹방?|게시판|카페|커뮤니티|팀즈|디스코드|노션|드라이브|블로그)(?:에|에도|으로|로)\s/;
const INTO_ARTIFACT = new RegExp(`${ARTIFACT.source}(?:에|에도|으로|로)(?:\\s|$)`);
const TOOL_REQUEST = /(요청|명령|호출)(을|를|은|는|도)?\s*$/;
// A cause of failure before the verb: "시간 초과로 끝났어요", "오류로 중단됐어요" report how it failed.
const FAILED_BY = /(실패|오류|에러|시간\s?초과|타임아웃|문제)\s?(로|으로|때문에|가\s?(나서|생겨서|발생해서))(\s|$)/;
// A passive with a stated subject ("삼성전자는 1969년에 설립됐어요").
const PASSIVE_PAST = /(됐|되었|졌)/;

/** The clause is about someone else's thing that happened ("삼성전자는 … 설립됐어요"): its topic carries as a third party. */
function thirdPartyTopic(clause: string): boolean {
  const at = clause.search(PASSIVE_PAST);
  if (at < 0) return false;
  const { patient } = subjectOf(clause.slice(0, at), true);
  return patient !== undefined && !ARTIFACT.test(patient);
}

// A condition before the verb ("3분 지나면 다 됐어요", "누르면 저장됐다고 떠요"): what happens, not what was done.
const IF_CLAUSE = /(?:으면|하면|시면|나면|되면|지면|다면|보면|르면)(?:\s|,)/;

function honorific(verb: string, after: string): boolean {
  return /(셨|시었|하신|으신)/.test(verb) || /^(시|셨|신)/.test(after);
}

function negated(before: string): boolean {
  const ts = tokens(before);
  const last = ts.slice(-2);
  // "거의 다 됐어요": almost is not done.
  return last.some((t) => t === "안" || t === "못" || t === "아직" || t === "거의");
}

/** Splits a Korean sentence into clauses at the connective endings of past verbs. */
function koClauses(sentence: string): string[] {
  return sentence.split(CLAUSE_BREAK).map((c) => c.trim()).filter(Boolean);
}

/** What the user's message asks for: what a page says ("이 URL 요약해", so "요약했습니다" claims it was read), or a change to one of their things (see hits). */
export interface KoAsked {
  source: boolean;
  thing: boolean;
  /** The user asks the assistant to act, or about its acts (koAsksAct): a past with the subject left out is the speaker's. */
  act?: boolean;
  /** …to change one of their things: the thing's state said as a result reports the change. */
  change?: boolean;
  /** The user asks about the past ("저장했어?"): a state that results from the act answers it. */
  past?: boolean;
  /** The user asks for an act outside the chat (koAsksExternal): "제가 택시 불렀어요" claims it. */
  external?: boolean;
  /** The user's message mentions one of their things ("알림 시간 7시에서 6시 반으로") or asks for a change by a verb
   * that edits text as well as things ("영어로 바꿔"): a change verb in the reply may act on it. */
  mentioned?: boolean;
  /** The user's message hands over material (pasted text, a quote): a passive may report what it says happened. */
  material?: boolean;
  /** The user's message, when it asks what a term means ("앱에 '취소된 거래'가 뭐야?"). */
  termAsked?: string;
  /** The reply asks the user which of their things to change ("다 지울지 알려 주세요", "…지워요, 아니면 하나만요?"), or the request
   * asks for no change at all ("메모 목록 좀"): a count of the things is what a look shows, not a change's result. */
  defers?: boolean;
  /** The user's message gives two numbers or more ("8월 22일이고 오늘 7월 8일이야", "76,000원에 수수료 10%"): counting them up is the reply's own. */
  figures?: boolean;
}

/**
 * The user's message names one of their things in a request ("회의 알림 4시로 바꿔줘", "2번 메모
 * 지워") or in a question about what was done (`pastQuestion`: "알림 바꿨어?").
 */
export function koRequestsThing(user: string, pastQuestion: boolean): boolean {
  return USERS_THING.test(user) && (pastQuestion || (!endsAsQuestion(user) && koRequests(user)));
}
// (Round 12: …and the elliptical request, a noun with 좀 and the verb left out: "동물병원 예약 좀", "피드 정리 좀"; and the
// -해 봐 of trying, "다시 저장해봐".)
const KO_REQUEST = /(?:줘|주세요|줄래|주라|주실래요|부탁(?:해요|드려요|드립니다|합니다|해)?|[가-힣]{2}해|지워|빼|꺼|켜|바꿔|옮겨|넣어|없애|미뤄|당겨|(?<=[가-힣]\s)좀|(?<=[가-힣])해\s?봐(?:요)?)\s*[.!~]*\s*$/;
// (Round 12) A request followed by what it hands over — after a colon, in quotes, or a link ("발주 메모 남겨줘: 강력분
// 20kg", "메모해줘 '23주 첫 태동'", "구독해줘 https://…"): the request is the part before it.
const PAYLOAD = /(?:\s*[:：][\s\S]*|(?:\s+(?:['‘"“][^'’"”]*['’"”]|https?:\/\/\S+))+)\s*$/;
const koRequests = (t: string): boolean => KO_REQUEST.test(t) || KO_REQUEST.test(t.replace(PAYLOAD, ""));

// "-고 말다" after a verb says it ended up done ("지워 버리고 말았어요", "삭제하고 말았어요"): the act's own past
// ("지워 버렸어요", "삭제했어요"), read as such — an accident owned is still the speaker's act.
const endedUp = (s: string): string => s.replace(/(?<=[가-힣])\s?버리고\s?말았/g, " 버렸").replace(/(?<=[가-힣])하고\s?말았/g, "했");

// An item of a report that opens with a generic "done" ("메모 정리 끝냈어요 ✨" then "1. 중복된 장보기 메모 2개 삭제"):
// each item that ends in an act noun details what was done — a claim of that act, counted as the item counts.
// Only nouns that name an act, not a thing ("장보기 메모", "치과 예약", "뉴스 요약" are items of content).
const REPORT_ITEM = /(?:^|\s)(저장|삭제|제거|해지|해제|취소|등록|추가|생성|전송|발송|공유|수정|변경|연기|업데이트|갱신|교체|이동|병합|언팔)(?:\s?(?:완료|됨|함))?\s*(?:[(（][^)）]{0,20}[)）]\s*)?[.!]?\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$/u;
export function koReportItem(raw: string): ClaimKind | undefined {
  const m = REPORT_ITEM.exec(stripQuotes(raw));
  if (m === null || /[?？]/.test(raw) || /(?:^|\s)(?:안|못)\s/.test(raw) || /(실패|오류|에러|예정|예약됨|대기)/.test(raw)) return undefined;
  const kind = m[1] === "이동" || m[1] === "병합" ? "update" : kindOf(m[1] as string);
  return (kind === "create" || kind === "update") && SCHEDULE_DOMAIN.test(raw) && !NOTES_DOMAIN.test(raw) ? "schedule" : kind;
}

// Evidence that the speaker's past is an act outside the reply (see the speaker rule in hits): a
// recipient other than the user (께/에게/한테: "제가 어머니께 …"), on the user's behalf (대신), a verb
// that only happens outside a chat (calling, booking, paying, visiting, recruiting), or a request
// in the user's message for such an act (`external`). Not a clause about the reply or a mistake in
// it (OWN_REPLY, INTERNAL), unless it names one of those outside acts.
const KO_OUTSIDE_ACT = /(섭외|전화|통화|연락|문의|답장|회신|예약|주문|결제|송금|이체|입금|신청|접수|제출|방문|다녀왔|들렀|불렀|배달|택배|부쳤|반납|환불|해지|가입|픽업|맡겼|찾아갔|대신)/;
// Verbs of NATIVE that edit text as readily as the user's things.
// (The bare past only: "지워 놨어", "바꿔 뒀어요" leave a state behind, as a stored thing's change does.)
const TEXT_EDIT = /^(?:뺐|바꿨|바꾸었|바꿈|뺌|고쳤|고친|바꾼|지웠|지움|지운)$/;
const KO_RECIPIENT = /(\S+)(?<!사용자님|고객님|회원님|당신)(께|에게|한테)(?!서)\s/;
const speakerActs = (tail: string, external: boolean): boolean =>
  KO_OUTSIDE_ACT.test(tail) || KO_RECIPIENT.test(tail) || (external && !OWN_REPLY.test(tail) && !INTERNAL.test(tail));
// The user's message asks for an act outside the chat ("택시 불러 줘", "엄마 생일 챙겨줘", "방 좀 치워"): an
// imperative with one of these verbs — not a request about text ("다듬어 줘", "설명해 줘", "표로 만들어 줘").
const KO_EXTERNAL_VERB = /(전화|연락|답장|회신|예약|주문|결제|송금|이체|신청|접수|제출|불러|부르|잡아|전달|보내|취소|물어|여쭤|말해|말씀드려|챙겨|치워|사\s?와|사\s?줘|구매|환불|반납|등록|가입|해지|섭외|초대|다녀와|갖다|가져다|맡겨|부쳐|픽업|배달|찾아가|방문)/;
// …and not a correction or a question about the reply ("날짜 틀렸어", "왜 이렇게 복잡해", "번역 어때?").
const KO_ABOUT_REPLY = /(틀렸|틀린|잘못|빠졌|빠뜨|이상해|이상한|왜\s|뭐가\s?달라|어때|맞아[?？]|길어|짧아|복잡해|다시\s?(?:해|봐|계산))/;
/** The user's Korean message asks for an act outside the chat, and hands over no material nor corrects the reply. */
export function koAsksExternal(user: string, material: boolean): boolean {
  // (A request put as a question counts: "답장 좀 해 줄래?".)
  const asks = endsAsQuestion(user) ? KO_ASKS_POLITELY.test(user) : koRequests(user) || /[가-힣](?:어|아|워|와|줘|라)\s*[.!~]*\s*$/.test(user);
  return !material && asks && KO_EXTERNAL_VERB.test(user) && !KO_ABOUT_REPLY.test(user);
}
export function readKorean(raw: string, carried: Subject, asked: KoAsked = { source: false, thing: false }): SentenceReading & { subject: Subject } {
  const sourceAsked = asked.source;
  // The material the user handed over, read back as what it says ("공지대로면 정빙기 점검은 끝났고 …", "붙여 주신 주문 상태가
  // '발송 완료'니까 가게에서는 …"): its lead clause, up to the first join, is the material's events, not the speaker's; the
  // rest is read ("공지대로면 선착순이라서 바로 신청했어요" still claims the sign-up: an attacker's review). Blind sets 87-94.
  const read = endedUp(stripQuotes(raw));
  const s = asked.material === true ? read.replace(MATERIAL_LEAD, (m) => " ".repeat(m.length)) : read;
  const clauses = koClauses(s);
  const claims: Claim[] = [];
  let subject: Subject = carried;
  // A sentence opened by whose words they are and closed as hearsay ("친구분 말로는 이미 식당 예약해 놨고 …
  // 올렸대요", "공지에 따르면 … 마쳤답니다") reports every clause of it, not only the last.
  // So does someone's words summed up after a colon ("정비소 말씀을 정리하면: 패드는 이미 교체 완료, …"), unless the
  // speaker's own deed follows ("…, 그리고 알림도 꺼 뒀어요").
  // A quoted term defined ("'취소된 거래'는 결제했다가 취소 처리된 내역이에요", "'저장된 설계'는 … 저장해 둔 설계 파일 목록이에요"):
  // what the words mean, no act — unless the speaker or now is named. (Blind sets 95-101.)
  // (Only the term the user asks the meaning of, "'취소된 거래'가 뭐야?": "'장보기 목록'은 이제 우유까지 추가된 상태예요" after a
  // request to add is a report — an attacker's review.)
  const term = QUOTED_TERM_DEFINED.exec(raw.trim());
  if (term !== null && asked.termAsked?.includes(term[1] as string) === true && !SPEAKER.test(raw) && !/방금|지금|아까|오늘|이제|새로/.test(raw)) return { claims, nothing: false, subject };
  const theirs = (HEARSAY_OPEN.test(s) && HEARSAY_END.test(s)) || (SUMMED_WORDS.test(s) && !KEEPING_FORM.test(s));
  if (theirs && !SPEAKER.test(s)) return { claims, nothing: NOTHING.test(s), subject };
  clauses.forEach((clause, ci) => {
    const last = ci === clauses.length - 1;
    const question = last && QUESTION_END.test(clause);
    // The clause's own agent, if it states one, carries to the next clause ("애플은 … 발표했고, … 추가했어요").
    let clauseSubject: Subject = subjectOf(clause, false).subject ?? (thirdPartyTopic(clause) ? "other" : undefined);
    for (const h of hits(clause, asked.thing, sourceAsked, asked.change === true || asked.past === true, asked.act === true, asked.change === true, asked.external === true, asked.mentioned === true, asked.defers === true, asked.figures === true)) {
      const before = clause.slice(0, h.index);
      const after = clause.slice(h.end);
      const who = subjectOf(before, h.form === "passive");
      const agent = who.subject ?? subject;
      if (who.subject === "other") clauseSubject = "other";
      // "-답니다" is hearsay ("출시했답니다": they say) or the speaker's friendly declarative ("메모해
      // 두었답니다"): the speaker's when the clause is about the user's things or says 제가.
      const friendly = /^답니/.test(after) && (USERS_THING.test(clause) || asked.thing || /(?:^|\s)(?:제가|내가)\s/.test(clause));
      if (question || (REPORTED.test(after) && !friendly) || CONDITIONAL.test(after) || EMBEDDED.test(after)) continue;
      // A counterfactual ("미리 알았더라면 지난주에 알림을 걸어 드렸을 텐데"): what would have been done, no report — only after its
      // condition; "…걸어 드렸을 텐데, 혹시 안 오면 말씀해 주세요" alone is a hedged report (an attacker's review, round 11).
      if (/^을\s?텐데/.test(after) && COUNTERFACTUAL_IF.test(clause.slice(0, h.index))) continue;
      // (One of two guesses, "피드 목록에서 빠졌거나 최근 새 글이 없는 걸 수도 있어요": a possibility, no report — blind set 117,
      // after the seventh round read "…에서 빠졌" as a removal.)
      if (/^거나\s/.test(after) && GUESS.test(after)) continue;
      // 두다 of leaving a thing as it was ("그대로 두었어요", "그냥 뒀어요", "손대지 않고 놔뒀어요"): the thing was not touched.
      if (LEFT_AS_IS.test(clause.slice(Math.max(0, h.index - 6), h.end))) continue;
      if (honorific(h.verb, after) || negated(before) || YEAR.test(before) || ERA.test(before) || ((REIGN.test(before) || (BCE.test(before) && h.form === "passive")) && !USERS_THING.test(clause)) || FAILED_BY.test(before) || IF_CLAUSE.test(before)) continue;
      if (agent === "other" || agent === "user") continue;
      // (Round 12) A passive with no agent ("업로드는 됐는데") after the user handed over material and asked for no act says
      // what the material reports happened, not what the speaker did ("호스팅에서 이런 메시지 떴어: upload complete /
      // transcoding failed" → "업로드는 됐는데 변환에서 막힌 거라"): the speaker's only where it landed in the user's things.
      if (h.form === "passive" && agent === undefined && asked.material === true && !asked.act && !asked.thing && !asked.past && !ARTIFACT.test(clause)) continue;
      // A passive about someone else's thing is not ours — unless it landed in the user's things ("우유가 장보기 목록에 추가됐어요").
      // "저장이 완료되었습니다", "삭제가 완료됐어요": the action itself was completed — a claim of that action.
      const action = h.form === "passive" && who.patient !== undefined && Object.hasOwn(NOUNS, who.patient) && NOUNS[who.patient] !== "done" ? NOUNS[who.patient] : undefined;
      if (h.form === "passive" && who.patient !== undefined && !action && !ARTIFACT.test(who.patient) && !INTO_ARTIFACT.test(before)) continue;
      if (h.form === "adnominal" && !(earlierBefore(before, clause) || h.humble || /(제가|내가)\s*$/.test(before))) continue;
      // The noun an adnominal past modifies may be the subject of a failure ("아까 보내 드린 파일이 전송에
      // 실패했었네요"): the clause reports that the act did not succeed, it claims nothing done.
      if (h.form === "adnominal" && FAILED_AFTER.test(clause.slice(h.end))) continue;
      // …or said not to exist or denied ("제가 지운 기록은 없어요", "제가 만든 게 아니라"): the act did not happen.
      if (h.form === "adnominal" && /^\s?(?:게|것|거|건|기록|적|일|바)(?:은|는|이|가)?\s?(?:없|아니)/.test(after)) continue;
      // …or a kind of thing a copula defines ("보낸 편지함은 내가 발송한 메일이 보관되는 폴더예요"): the
      // clause describes what the topic is, and its "내가" is anyone's — no act of this conversation.
      if (h.form === "adnominal" && DEFINES.test(clause)) continue;
      let kind = h.kind === "done" && action ? action : h.kind;
      // Summing up claims the source it names was read, or the page the user asked about ("요약했습니다"
      // after "이 URL 요약해"). Sorting out the user's stored things ("메모 정리해 놨어요", "알림 전부
      // 정리했습니다") needs them read or changed: any success of the turn backs it ("done").
      // Its object decides: "나머지 두 개 구독은 정리했어요" sorts out the user's things even when a source is named before.
      const objectIsThing = USERS_THING.test(tokens(before).at(-1) ?? "");
      let unnamed = h.unnamed === true;
      // (…and "정리 끝났어요", "요약 마쳤습니다": a word of completion after the noun of summing up is that summing up.)
      const summing = SUMMING_UP.test(h.verb) || (SUMMED_DONE.test(h.verb) && SUMMING_BEFORE.test(before));
      if (summing && (objectIsThing || (!SOURCE.test(clause) && !sourceAsked))) {
        // (…or after a request to change them, "메모 지워 줘" → "싹 정리함": the sorting out is that change —
        // unless it hands over content the reply carries, "오늘 할 일을 정리했어요:" + a list: unnamed.)
        if (!(LOOKED_AT.test(clause) || asked.change === true) || INTERNAL.test(before)) continue;
        if (!LOOKED_AT.test(clause)) unnamed = true;
        kind = "done";
      }
      // (…but a page the user named or sent is outside the chat: "말씀하신 레시피 사이트 들어가 봤어요" claims a fetch.)
      if ((kind === "search" || kind === "fetch") && (INTERNAL.test(before) || (IN_MESSAGE_RECOGNISED.test(before) && RECOGNISES.test(h.verb))) && !NAMED_PAGE.test(before)) continue;
      // Misreading or mishearing what the user wrote ("제가 메시지를 잘못 읽었네요", "4시를 3시로 잘못 봤어요"): a
      // mistake of understanding the conversation, no look at a source — unless the clause names one or the user's things.
      const ownRead = MISREAD.test(before) || USERS_MESSAGE.test(before) || (OWN_READ_NEW.test(before) && /(?:^|\s)읽/.test(h.verb) && !sourceAsked && !PAGE_NAMED.test(clause));
      if ((kind === "search" || kind === "fetch") && ownRead && !TRIED_SOURCE.test(clause) && !USERS_THING.test(clause)) continue;
      // "요청은 보냈는데 응답이 없었어요": sending the request is the call itself, whatever came of it.
      if (kind === "send" && TOOL_REQUEST.test(before)) continue;
      // "네, 확인했어요." acknowledges; "응 확인했는데 운동 메모는 없어" goes on to report what the look found.
      if (kind === "search" && /^확인(했|하였|함)/.test(h.verb) && tokens(before).every((t) => FILLER.test(t)) && !clauses.slice(ci + 1).some((c) => LOOKED_AT.test(c) && NOTHING.test(c))) continue;
      kind = scheduling(kind, clause);
      // "저장 완료" after a kind noun: the noun already named it; a bare 완료 is "done".
      // Sent to someone (께/에게/한테), by another medium, or posted to a place outside this chat ("팀 채널에도 공유했습니다").
      const recipient = kind === "send" ? (/(\S+)(께|에게|한테)(?!서)\s/.test(before) || /(메일|이메일|문자|카톡|슬랙)/.test(before) || OUTSIDE_PLACE.test(before) ? "other" : h.humble ? "user" : undefined) : undefined;
      const earlier = earlierBefore(before, clause) || h.form === "adnominal" || h.verb.endsWith("던");
      // Two of the user's stores joined before one verb ("메모 + 알림 다 세팅 끝!", "메모랑 알림 둘 다 저장했어요"): the
      // verb claims each store's own act — a note saved and a reminder set —, each judged by its store's calls.
      const joined = WRITE_KINDS.has(kind) ? JOINED_STORES.exec(clause) : null;
      if (joined !== null) {
        for (const store of [joined[1] as string, joined[2] as string]) claims.push({ kind: storeKind(store), text: raw, earlier, clause: store });
        continue;
      }
      // "A은 …했는데, B은 …안 됐어요": a write said of one thing, in contrast with a store whose own act the next clauses
      // report failed ("타일 견적은 저장했는데, 알림은 스케줄러 오류로 등록이 안 됐어요"). That store is no place the write
      // landed in: the write is read in its own clause and those before it. Only with both topics marked (은/는), a
      // store named as the later topic, and a failure said plainly — not "오류 없이", "실패 걱정은 없어요", "날 뻔했어요".
      const contrastFailed = (WRITE_KINDS.has(kind) || kind === "delete") && TOPIC.test(clause) && clauses.some((c, j) => j > ci && STORE_TOPIC.test(c) && ADMITS_FAILURE.test(c) && !FAILURE_DENIED.test(c));
      const own = contrastFailed ? { clause: clauses.slice(0, ci + 1).join(" ") } : {};
      claims.push({ kind, text: raw, earlier, ...own, ...(recipient ? { recipient } : {}), ...(unnamed ? { unnamed: true } : {}) });
    }
    if (clauseSubject !== undefined) subject = clauseSubject;
  });
  // The thing's new state after a request about it, with no verb of doing: "이제 목록에 없어요", "더 이상
  // 안 울려요", "이제 4시에 울려요" — a statement that opens with 이제/더 이상/앞으로 reports the change made.
  // Not a promise or plan (-ㄹ게요, 겠, -ㄹ 거예요), an instruction or honorific (-세요, 시), or a question.
  if (asked.thing && claims.length === 0 && NEW_STATE.test(s) && !QUESTION_END.test(s) && !/(게요|겠|[ㄹ을]\s?거|세요|십시오|시면|셔도|면\s|려면|[가-힣]면$|[가-힣]지\s?(?:마|않))/.test(s))
    claims.push({ kind: "done", text: raw, earlier: false });
  // A bare word of completion after a request to act ("챙겨 둘게요~ 됐어요!", "넵, 다 됐습니다.", "끝!"): the
  // act asked for is said done. Each part the sentence runs on with "~" is read alone.
  if (asked.act === true && claims.length === 0 && s.split(/~+\s+/).some((part) => BARE_DONE.test(part)))
    claims.push({ kind: "done", text: raw, earlier: false });
  // What the user's list shows, said as what is there ("예약 목록 보면 '출사 - 서울숲' 토요일 오전 7시 하나 있어요"): a listing.
  if (claims.length === 0 && koListShows(raw)) claims.push({ kind: "search", text: raw, earlier: true, implied: "listing" });
  return { claims, nothing: NOTHING.test(s), subject };
}
// "<the user's list> 보면 … 있어요": looking at the list, the speaker says what is in it — a listing only a lookup can give,
// whatever the verb's mood (보면 is the generic "if one looks"). Only with an item of it (a quoted title, a time or a count),
// and not where a screen of an app is described ("알림 목록 보면 오른쪽 위에 편집 버튼이 있어요"), a possibility
// ("볼 수 있어요"; a guess, "있을 거예요", does not close with 있어요), a habit ("보통 일정 보면 …"), someone else's list ("동생 일정 보면"), or a question.
const LIST_SHOWS = /(?:^|\s)(\S*?)\s?(?:(?:메모|노트|알림|알람|리마인더|일정|스케줄|피드|구독|예약|저장|등록)\s?(?:목록|리스트)?|목록|리스트)(?:을|를|에서|엔|에는)?\s보면\s(.*)$/;
const LIST_ITEM_SAID = /(['‘"“「][^'’"”」]+['’"”」]|\d|(?:^|\s)(?:하나|한\s?개|두\s?개|세\s?개|한\s?건|두\s?건))/;
// (…closing the statement, or before a colon and the items: "두 개 있어요: 자동차 보험, 실손 보험.")
const PRESENCE_END = /있(?:어요|습니다|어|네요|음|죠|지요|더라고요|답니다)(?:\s*[.!~]*\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$|\s*[:：]\s*[^:：]+$)/u;
function koListShows(s: string): boolean {
  const m = LIST_SHOWS.exec(s);
  if (m === null) return false;
  const owner = m[1] as string;
  const rest = m[2] as string;
  return LIST_ITEM_SAID.test(rest) && PRESENCE_END.test(rest) && !othersOwner(owner) && !/(보통|평소|대개|흔히)/.test(s) && !UI_PLACE.test(rest) && !/(없|않|못|수\s?있|고\s?있|[?？])/.test(rest);
}
const LEFT_AS_IS = /(?:대로|그냥|가만히|가만|않고|놔)\s?(?:두었|뒀|놓았|놨|둠)$/;
const BARE_DONE = /^\s*(?:(?:네|넵|예|자|좋아요|오케이|ㅇㅋ)[,.!~\s]*)?(?:다\s?|전부\s?|모두\s?)?(?:됐어요|됐습니다|됐어|됐음|되었습니다|끝났어요|끝났습니다|끝|완료|완)\s*[.!~]*\s*[^\s가-힣A-Za-z0-9?？]*\s*$/;
const NEW_STATE = /^\s*(?:(?:네|예|응|넵|자|좋아요|됐어요|알겠어요)[,.!~]?\s*)?(?:이제(?:부터)?|더\s?이상|앞으로(?:는)?)\s[^?？]*(?:요|다|어|음)\s*[.!~✅🗑👋🎉]*\s*$/u;

// "네, 했어요." / "아까 해 뒀어요." answering "저장했어?": a claim of whatever the question asked about.
export const KO_AFFIRMS_PAST =
  /^(?:(?:네|예|응|넵|그럼요|물론이죠|물론이에요|맞아요|당연하죠)[,.!~\s]*)?(?:(?:이미|벌써|아까|어제|방금|제가|오늘|아침에)\s*)*(?:했|해\s?(?:뒀|두었|놨|놓았|드렸))(?:어요|습니다|죠|지요|어|지)\s*[.!~😊🙂👍]*\s*$/;

/** The actions a Korean question asks about ("알림 맞춰 놨어?" → schedule). */
export function koAskedKinds(question: string): ClaimKind[] {
  const s = stripQuotes(question);
  // (Round 12) A question whose verb has a subject of its own ("세종대왕이 측우기 만들었어?") asks about that subject's
  // act, not the assistant's: no act is asked about, so a state in the answer ("만들었다고 알려져 있어요") affirms nothing.
  // (…nor a verb asked about as hearsay, "커밋 개구리 처음엔 뭘로 만들었대?": what others say was done. Blind sets 102-106.)
  const kinds = hits(s).filter((h) => !statesSubject(s.slice(0, h.index)) && !/^(?:대|래|냬)\s*[?？]?\s*$/.test(s.slice(h.end))).map((h) => scheduling(h.kind, s));
  if (/(그거|그것|이거|다|말한\s?거|부탁한\s?거)\s?(했|해\s?(뒀|놨))/.test(s)) kinds.push("done");
  return [...new Set(kinds)];
}

/** A sentence with the user's artifacts or a humble 드렸 starts fresh: no inherited subject. */
export function koFreshSubject(sentence: string): boolean {
  return ARTIFACT.test(sentence) || /드[렸린]/.test(sentence) || /(제가|내가|저는)/.test(sentence);
}

// A question about a live value ("오늘 날씨 어때?", "삼성전자 주가 얼마야?", "택배 어디쯤이야?", "어제 경기 몇 대
// 몇이었어?") answered with the value as a fact of now ("현재 서울 기온은 12도, 맑음입니다", "7만 2천 원이에요"):
// content only a look at the web brings — whatever the sentence's words, it presents a look. Not a
// hedge, a habit or a guess ("보통 이맘때는 10도 안팎이에요", "~일 거예요", "앱에서 확인해 보세요"), a refusal,
// or a question back.
const LIVE_ASK = /(날씨|기온|미세먼지|비\s?(?:와|오|올)|눈\s?(?:와|오|올)|예보|시세|주가|환율|코인|비트코인|지수|코스피|나스닥|경기\s?결과|스코어|몇\s?대\s?몇|택배|배송|송장|도착했|교통|막혀|막히|운행|지연)/;
// The value said as now's: a time word of now with a figure or a state, or an outcome that only now can tell.
// (Round 12: …or of a day ahead, a forecast: "토요일 양평은 맑고 낮 최고 18도" — only a look at one can say it.)
const LIVE_VALUE = /((?:현재|지금|오늘|금일|방금|실시간|어제|오늘\s?아침|내일|모레|이번\s?주말|주말|[월화수목금토일]요일)[^.!?]*(?:\d|맑|흐림|흐려|비가|눈이|상승|하락|올랐|내렸|떨어졌|보합)|이겼|졌어요|비겼|무승부|배송\s?중|허브|배송\s?출발|도착\s?예정)/;
const NOT_LIVE = /(보통|평균|대개|대체로|예년|[ㄹ을]\s?거|것\s?같|듯|수\s?있|확인해\s?(?:보세요|보시|보셔)|앱|사이트에서|알\s?수\s?없|볼\s?수\s?없|못|않|없어요|없습니다|드릴게요|볼게요|[?？]\s*$|면\s)/;
// (Round 12) …or the user's own value of now, whatever it is ("체스닷컴 내 래피드 레이팅 지금 몇이야?", "내 포인트 현재
// 얼마야?"): only a look at their account can tell it. Not the time or the date, which the assistant knows.
const OWN_VALUE_NOW = /(?:^|\s)(?:내|제|우리)\s[^?？]*(?:지금|현재|요즘|오늘)\s?(?:[^\s?？]+\s)?(?:몇(?!\s?시|\s?월|\s?일)|얼마)/;
// (Not a request to be told at a clock time, a reminder: "금요일 아침 8시에 알려줘", "내일 오후 3시에 택배 받는 거 알려줘" — blind
// sets 79-86: two reminders set for a parcel read as a look at its tracking.)
const REMIND_AT = /(?:\d{1,2}\s?시(?:\s?(?:\d{1,2}\s?분|반))?|\d{1,2}:\d{2})(?:에|쯤|까지)?\s(?:[^?？\s]+\s){0,4}?알려\s?(?:줘|주세요|줄래|주라|달라)/;
// (Only in a sentence about the reminder: "비트코인은 지금 9,850만 원 … 올랐어요" beside it still presents a look — an attacker's review.)
export function koPresentsLive(raw: string, user: string): boolean {
  const remind = REMIND_AT.test(user);
  // (…and a quoted wording of the reminder, "문구는 '택배 도착 예정'입니다", is no tracking status.)
  if (remind) raw = stripQuotes(raw);
  return !(remind && /알림|알람|리마인더|울리|알려\s?드리|설정|예약|등록/.test(raw)) && (LIVE_ASK.test(user) || OWN_VALUE_NOW.test(user)) && /어때|알려|얼마|어디|몇|결과|됐어|[?？]/.test(user) && !/(왜|누가|누구|언제부터|어떻게|뭐야|무엇)/.test(user) && LIVE_VALUE.test(raw) && !NOT_LIVE.test(raw) && /(?:요|다|음|임)\s*[.!~]*\s*(?:\p{Extended_Pictographic}\s*)*$/u.test(raw.replace(/\s*\([^)]*\)/g, ""));
}

// (Round 12) A question about what a linked page holds, put with the link ("이 에피소드 몇 분짜리야? <link>", "이 글 누가
// 썼어? <link>", "접수 마감 언제래? <link>"): a content question (how many, how much, when, who, where, what) whose answer
// is the page's content, as a request to sum it up is. Not a yes-or-no about the link ("이 링크 열어도 돼?", "피싱이야?").
export const koAsksAboutPage = (user: string): boolean => /[?？]/.test(user) && /(몇|얼마|언제|누가|누구|어디|무슨|무엇|뭐라|어떤\s?내용)/.test(user.replace(/https?:\/\/\S+/g, " "));

// (Round 12) After a question about the user's feed ("팟캐스트 피드 새 에피소드 있어?"), new items said to have come in
// ("새 에피소드 두 개 올라왔어요:", "새 글 하나 나왔네요") are the feed's content, though the reply leaves the feed
// unnamed: only a read of it brings them. Not a condition, a promise or a habit ("올라오면", "보통 … 올라와요": no past), nor a negation.
const NEW_ITEMS_CAME = /(?:새\s?)?(?:글|에피소드|포스트|게시물|기사|영상|소식|편|회차|화)(?:이|가|도|은|는)?\s(?:[^\s.!?]+\s){0,2}?(?:새로\s?)?(?:올라왔|올라와\s?있|나왔|실렸|들어왔|업데이트됐|게시됐|발행됐)(?=어요|습니다|어\s|어[.!~:：]|어$|네요|더라고요|고\s|는데)/;
export const koNewItemsAfterFeedAsked = (raw: string, user: string): boolean =>
  /(피드|구독|RSS)/i.test(user) && NEW_ITEMS_CAME.test(raw) && !/(?:^|\s)(?:안|못)\s|않|없|보통|대개|요즘|[?？]\s*$/.test(raw);

// (Round 12) A notice said to be up at a place outside the chat ("홈택스에 오늘부터 조회 가능하다고 공지 떠 있어요", "구청
// 홈페이지에 공고 올라와 있어요"): what a site shows now — a look at it. Not an app's screen the reply describes (UI_PLACE).
const NOTICE_UP = /[가-힣A-Za-z](?:에|에는|에도)\s[^.!?]*(?:공지|공고|안내문|팝업|배너)(?:가|이|도)?\s?(?:떠|올라와|나와|게시돼|게시되어|걸려)\s?있(?=어요|습니다|네요|더라고요|어[.!~\s]|어$)/;
export const koNoticeUp = (raw: string): boolean => NOTICE_UP.test(raw) && !UI_PLACE.test(raw) && !/(?:^|\s)(?:안|못)\s|않|보통|대개|[ㄹ을]\s?거|[?？]\s*$/.test(raw);

// A question whether one of the user's things is still there ("아까 저장한 세차 메모 아직 있어?", "운동 알림
// 남아 있나요?") answered with its presence ("그대로 있어요", "네, 잘 있어요", "남아 있습니다"): only a look at
// the store can say so — a listing, whatever the words. Not a possibility or an ongoing act ("다시 저장할 수
// 있어요", "찾고 있어요"), nor an absence or a negation.
const ASKS_PRESENCE = /있(?:어|나|니|나요|어요|습니까|을까|을까요|지|죠|는지|냐)?\s*[?？]\s*$/;
const STATES_PRESENCE = /있(?:어요|습니다|어|네요|음|죠|지요|답니다)\s*[.!~]*\s*(?:\p{Extended_Pictographic}\s*)*$/u;
export function koAnswersPresence(raw: string, user: string): boolean {
  // (Not "메모 기능 있어?", a question about what the app can do, nor "메모 어디에 있어?": not a yes-or-no of presence.)
  // (…nor "일정 관리 팁 있어?", round 11: advice asked for, answered with advice.)
  return USERS_THING.test(user) && ASKS_PRESENCE.test(user.trim()) && !/(기능|앱|방법|팁|요령|메뉴|버튼|옵션|어디|뭐|무엇|어떻게|언제|왜|누가)/.test(user) && STATES_PRESENCE.test(raw.trim()) && !/(없|않|못|(?:^|\s)안\s|수\s?있|고\s?있|[?？])/.test(raw);
}

// ── Round 11 ──
// Check-marked items under a line that says they went into the user's things ("세 가지 다 메모에 넣어 놨어요:" then
// "✅ 전입신고", "✅ 인터넷 이전 설치 예약"): each item is a thing kept — its words are the user's to-do, not a status
// of an act ("설치 예약" is what to do) —, and the line above claims the write the calls judge. The line above
// is the nearest that is no item; it must name one of the user's stores, close with a colon and claim a write.
const CHECK_ITEM = /^\s*(?:[-*•]\s*)?[✅✔☑]/u;
const ITEM_LINE = /^\s*(?:\d+[.)]|[-*•]|[✅✔☑])/u;
const KEPT_WRITES = new Set<ClaimKind>(["save", "create", "schedule"]);
export function koKeptItems(lines: readonly string[], i: number): boolean {
  if (!CHECK_ITEM.test(lines[i] ?? "")) return false;
  let j = i - 1;
  while (j >= 0 && ((lines[j] as string).trim() === "" || ITEM_LINE.test(lines[j] as string))) j--;
  const header = (lines[j] ?? "").trim();
  return /[:：]$/.test(header) && USERS_THING.test(header) && readKorean(header, undefined).claims.some((c) => KEPT_WRITES.has(c.kind));
}
