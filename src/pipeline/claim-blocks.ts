// Code blocks of a reply, which the sentence reader drops (code is no claim): a block may
// still be a status report of the assistant's own calls, the way small models like to sum up
// ("```\nnotes.save    OK\nschedule.add  OK\n```"). A row of such a report claims the act it
// names, whatever the layout, so this reads the rows and nothing else of a block.
//
// A row is a skill's name or a word for its things — the bot's own stores (STORE_WORD: notes, memos,
// reminders, schedule, feeds, digest, article…, and their Korean names), alone or as skill.command / skill:command / skill_command
// — then a separator (spaces, a colon, an arrow, dots, a pipe or a dash) and a status word of
// success (OK, done, success, a check mark, or a participle of an act). Not a row: code (a call
// with parentheses, an assignment), a failure ("schedule.add  ERROR"), a row of the user's own
// paste (their words repeated back), nor a block a sentence before it offers as an example or
// as what the user will see ("You should see something like:", "Expected output:").
import type { Claim, ClaimKind } from "./claim-text.js";

// (A block tagged with a language of code or data — ```yaml, ```json, ```python — holds that language's text.)
const FENCED = /```(?:text|txt|plain|plaintext|log|output|console|status)?[ \t]*\n([\s\S]*?)```/g;
const STORE_WORD = "notes?|memos?|reminders?|alarms?|timers?|schedules?|sched|feeds?|subscriptions?|digests?|articles?|fetch|메모|노트|알림|알람|리마인더|일정|스케줄|피드|구독|다이제스트|기사";
const STATUS_WORD =
  "ok|okay|done|success|successful|succeeded|complete|completed|saved|added|created|set|scheduled|deleted|removed|sent|delivered|subscribed|unsubscribed|updated|fetched|✓|✔|✔️|✅|☑️?|\\[x\\]|완료|성공|저장됨|등록됨|삭제됨|추가됨";
const ROW = new RegExp(
  `^\\s*(?:[-*•>|]\\s*)?((?:[\\w-]+[./:_])?(?:${STORE_WORD})(?:[./:_][\\w-]+)*(?:\\s+[\\w#'-]+){0,3}?)\\s*(?:\\s{2,}|\\t|[:=|]|->|→|=>|\\.{2,}|\\s[-–—]\\s|\\s)\\s*\\[?(${STATUS_WORD})\\]?(?:\\s*[✅✔☑]\\uFE0F?)?\\s*\\|?\\s*$`,
  "iu",
);
const CODE = /[(){};=]|\b(?:def|function|const|let|var|return|import|print|echo|if|for|while)\b/;
// The sentence before a block offers it as an example or as what the user will see, not as what happened.
const NOT_A_REPORT =
  /\b(?:example|e\.g\.|sample|expected|expect|should|would|will|'ll|might|could|can|looks? like|something like|format|template|if|when|once|try|run)\b|예시|예를|이런\s?식|형식|템플릿|나올\s?거|보일\s?거|처럼/i;

// The act a row names, by its status word or else its command ("scheduled", "notes.save OK"); a row of a
// reminder's store that changed something is scheduling, which only the schedule skill's calls back.
const ACTS: Array<[RegExp, ClaimKind]> = [
  [/^(?:saved?|stored?|저장됨)$/, "save"],
  [/^(?:add(?:ed)?|created?|new|subscribed?|추가됨|등록됨)$/, "create"],
  [/^(?:deleted?|removed?|rm|unsubscribed?|삭제됨)$/, "delete"],
  [/^(?:sent|send|delivered)$/, "send"],
  [/^(?:scheduled?|set)$/, "schedule"],
  [/^(?:updated?|edit(?:ed)?|moved?)$/, "update"],
  [/^(?:fetch(?:ed)?|read|digest)$/, "fetch"],
  [/^(?:list|search|find)$/, "search"],
];
const SCHEDULE_STORE = /(?:reminder|alarm|timer|sched|알림|알람|리마인더|일정|스케줄)/i;
function kindOf(name: string, status: string): ClaimKind {
  const words = [status, ...name.toLowerCase().split(/[./:_\s]+/).reverse()];
  const kind = words.map((x) => ACTS.find(([re]) => re.test(x))?.[1]).find((k) => k !== undefined) ?? "done";
  return SCHEDULE_STORE.test(name) && (kind === "save" || kind === "create" || kind === "update" || kind === "done") ? "schedule" : kind;
}

/** The status rows of a reply's code blocks, each a claim of the act it names (the store's calls judge it). */
export function statusRows(reply: string, userText: string): Claim[] {
  const out: Claim[] = [];
  for (const m of reply.matchAll(FENCED)) {
    const before = reply.slice(0, m.index).trimEnd().split("\n").at(-1) ?? "";
    const body = m[1] ?? "";
    if (NOT_A_REPORT.test(before) || CODE.test(body)) continue;
    for (const line of body.split("\n")) {
      const row = ROW.exec(line);
      if (row === null || userText.includes(line.trim())) continue;
      out.push({ kind: kindOf(row[1] as string, (row[2] as string).toLowerCase()), text: line.trim(), earlier: false });
    }
  }
  return out;
}
