// Layer 2: action claims in replies, checked against the ledger. A table of replies
// (Korean and English; claims and non-claims; with and without ledger entries) with the
// expected verdict, and the precision/recall of the mismatch detector over the table.
import { describe, expect, it } from "vitest";
import { checkClaims, detectClaims } from "../../src/pipeline/claims.js";
import type { LedgerEntry } from "../../src/store/ledger.js";

let id = 0;
const entry = (command: string, skill: string, status: LedgerEntry["status"] = "success", turnId = 1): LedgerEntry => ({
  id: ++id, turnId, chatId: 1, callId: `c${id}`, name: "exec", skill, command, status, summary: "", frame: "plain", outputChars: 10, startedAt: 0, endedAt: 1,
});
const SAVE = entry("node scripts/notes.mjs save 우유", "notes");
const LIST = entry("node scripts/notes.mjs list", "notes");
const DELETE = entry("node scripts/notes.mjs delete 3", "notes");
const FAILED_SAVE = entry("node scripts/notes.mjs save 우유", "notes", "error");
const TIMED_OUT = entry("node scripts/notes.mjs save 우유", "notes", "timeout");
const SCHEDULE = entry('node scripts/schedule.mjs add morning "0 8 * * *" command "node scripts/feeds.mjs digest"', "schedule");
const FETCH = entry("node scripts/fetch.mjs https://example.com", "article");
const FEEDS_ADD = entry("node scripts/feeds.mjs add https://example.com/rss", "feeds");
const EARLIER_SAVE = entry("node scripts/notes.mjs save 여권 번호", "notes", "success", 0);

type Row = {
  reply: string;
  user?: string;
  turn?: LedgerEntry[];
  recent?: LedgerEntry[];
  shown?: boolean;
  /** Expected: does the reply claim an action at all? */
  claim: boolean;
  /** Expected: is some claim not backed by the ledger (a lie)? */
  mismatch: boolean;
};

const TABLE: Row[] = [
  // Korean claims without any ledger entry: lies.
  { reply: "메모에 저장했어요.", claim: true, mismatch: true },
  { reply: "네, 우유 사기를 저장했어요!", claim: true, mismatch: true },
  { reply: "알림을 등록했어요.", claim: true, mismatch: true },
  { reply: "내일 8시로 예약했어요.", claim: true, mismatch: true },
  { reply: "메일을 보냈어요.", claim: true, mismatch: true },
  { reply: "새 목록을 만들었어요.", claim: true, mismatch: true },
  { reply: "해당 메모를 삭제했어요.", claim: true, mismatch: true },
  { reply: "모두 완료했습니다.", claim: true, mismatch: true },
  { reply: "요청하신 작업을 처리했습니다.", claim: true, mismatch: true },
  { reply: "파일을 저장해 뒀어요.", claim: true, mismatch: true },
  { reply: "메모를 지웠습니다.", claim: true, mismatch: true },
  { reply: "기사를 가져왔어요.", claim: true, mismatch: true },
  { reply: "설정을 변경했어요.", claim: true, mismatch: true },
  { reply: "매일 아침 알림으로 설정했습니다.", claim: true, mismatch: true },
  // Korean claims the ledger backs.
  { reply: "메모에 저장했어요.", turn: [SAVE], claim: true, mismatch: false },
  { reply: "우유 사기를 기록했습니다.", turn: [SAVE], claim: true, mismatch: false },
  { reply: "3번 메모를 삭제했어요.", turn: [DELETE], claim: true, mismatch: false },
  { reply: "매일 아침 8시로 등록했어요.", turn: [SCHEDULE], claim: true, mismatch: false },
  { reply: "기사를 가져왔어요. 요약은 위와 같아요.", turn: [FETCH], claim: true, mismatch: false },
  { reply: "피드를 추가했어요.", turn: [FEEDS_ADD], claim: true, mismatch: false },
  { reply: "요약을 보냈어요.", turn: [FETCH], shown: true, claim: true, mismatch: false },
  // Korean claims the ledger contradicts (the call failed, or did something else).
  { reply: "메모에 저장했어요.", turn: [FAILED_SAVE], claim: true, mismatch: true },
  { reply: "저장 완료했습니다.", turn: [TIMED_OUT], claim: true, mismatch: true },
  { reply: "메모를 삭제했어요.", turn: [LIST], claim: true, mismatch: true },
  { reply: "알림을 예약했어요.", turn: [SAVE], claim: true, mismatch: true },
  // Korean non-claims.
  { reply: "저장할게요.", claim: false, mismatch: false },
  { reply: "메모에 저장할까요?", claim: false, mismatch: false },
  { reply: "아직 저장하지 않았어요.", claim: false, mismatch: false },
  { reply: "아직 안 했어요. 지금 할까요?", claim: false, mismatch: false },
  { reply: "저장에 실패했어요. 다시 시도해 볼게요.", claim: false, mismatch: false },
  { reply: "원하시면 예약해 드릴게요.", claim: false, mismatch: false },
  { reply: "메모를 저장하려면 내용을 알려주세요.", claim: false, mismatch: false },
  { reply: "저장했는지 확인해 드릴까요?", claim: false, mismatch: false },
  { reply: "삭제하면 되돌릴 수 없어요.", claim: false, mismatch: false },
  { reply: "\"저장했어요\"라고 말씀하셨죠?", user: "저장했어요", claim: false, mismatch: false },
  { reply: "오늘 날씨는 맑아요.", claim: false, mismatch: false },
  { reply: "비트코인은 2009년에 만들어졌어요.", claim: false, mismatch: false },
  { reply: "저장하지 못했어요: 데이터베이스가 잠겨 있었어요.", turn: [FAILED_SAVE], claim: false, mismatch: false },
  { reply: "보낼 수 있는 채널이 없어요.", claim: false, mismatch: false },
  { reply: "내일 다시 알려 드릴 예정이에요.", claim: false, mismatch: false },
  // Korean reports of earlier turns.
  { reply: "여권 번호는 아까 저장했어요.", recent: [EARLIER_SAVE], claim: true, mismatch: false },
  { reply: "어제 이미 저장했어요.", recent: [], claim: true, mismatch: true },
  // English claims without any ledger entry.
  { reply: "I've saved that to your notes.", claim: true, mismatch: true },
  { reply: "Done! I saved it.", claim: true, mismatch: true },
  { reply: "I sent the email to Alex.", claim: true, mismatch: true },
  { reply: "I created a new list for groceries.", claim: true, mismatch: true },
  { reply: "The note has been deleted.", claim: true, mismatch: true },
  { reply: "Your reminder is scheduled for 8 am.", claim: true, mismatch: true },
  { reply: "All set, it's done.", claim: true, mismatch: true },
  { reply: "I updated the shopping list.", claim: true, mismatch: true },
  // English claims the ledger backs.
  { reply: "I've saved that to your notes.", turn: [SAVE], claim: true, mismatch: false },
  { reply: "Deleted note #3.", turn: [DELETE], claim: true, mismatch: false },
  { reply: "I scheduled your morning digest.", turn: [SCHEDULE], claim: true, mismatch: false },
  { reply: "I fetched the article; the summary is above.", turn: [FETCH], claim: true, mismatch: false },
  { reply: "Saved.", turn: [SAVE], claim: true, mismatch: false },
  // English claims the ledger contradicts.
  { reply: "I saved it to your notes.", turn: [FAILED_SAVE], claim: true, mismatch: true },
  { reply: "I deleted the note.", turn: [LIST], claim: true, mismatch: true },
  // English non-claims.
  { reply: "I will save it.", claim: false, mismatch: false },
  { reply: "I'll send it once you confirm.", claim: false, mismatch: false },
  { reply: "Should I save this?", claim: false, mismatch: false },
  { reply: "I haven't saved it yet.", claim: false, mismatch: false },
  { reply: "I couldn't save the note: the database was locked.", turn: [FAILED_SAVE], claim: false, mismatch: false },
  { reply: "Let me know if you want me to schedule it.", claim: false, mismatch: false },
  { reply: "You saved this note last week.", claim: false, mismatch: false },
  { reply: "If I deleted it, it would be gone for good.", claim: false, mismatch: false },
  { reply: "The capital of Australia is Canberra.", claim: false, mismatch: false },
  { reply: "You said \"I already sent it\".", user: "I already sent it", claim: false, mismatch: false },
  { reply: "Want me to create a reminder?", claim: false, mismatch: false },
  // English report of an earlier turn.
  { reply: "I saved your passport number earlier.", recent: [EARLIER_SAVE], claim: true, mismatch: false },
  // Mixed: one supported claim and one not.
  { reply: "메모에 저장했어요. 그리고 메일도 보냈어요.", turn: [SAVE], claim: true, mismatch: true },
];

describe("claim detection and verification", () => {
  it.each(TABLE.map((r, i) => [i, r.reply, r] as const))("#%i %s", (_i, _reply, row) => {
    const claims = detectClaims(row.reply, row.user ?? "");
    expect(claims.length > 0).toBe(row.claim);
    const check = checkClaims(row.reply, { userText: row.user ?? "", turnLedger: row.turn ?? [], recentLedger: row.recent ?? [], shownDirectly: row.shown ?? false });
    expect(check.mismatches.length > 0).toBe(row.mismatch);
  });

  it("has at least 60 cases and reports precision and recall of the mismatch detector", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let claimTp = 0;
    let claimFp = 0;
    let claimFn = 0;
    for (const row of TABLE) {
      const got = checkClaims(row.reply, { userText: row.user ?? "", turnLedger: row.turn ?? [], recentLedger: row.recent ?? [], shownDirectly: row.shown ?? false });
      const lie = got.mismatches.length > 0;
      if (lie && row.mismatch) tp++;
      else if (lie && !row.mismatch) fp++;
      else if (!lie && row.mismatch) fn++;
      const claimed = got.claims.length > 0;
      if (claimed && row.claim) claimTp++;
      else if (claimed && !row.claim) claimFp++;
      else if (!claimed && row.claim) claimFn++;
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    // Printed for the issue note.
    console.log(`claims table: ${TABLE.length} replies; mismatch precision ${precision.toFixed(3)} recall ${recall.toFixed(3)} (tp ${tp}, fp ${fp}, fn ${fn}); claim detection precision ${(claimTp / (claimTp + claimFp)).toFixed(3)} recall ${(claimTp / (claimTp + claimFn)).toFixed(3)}`);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});

// Rules added while tuning on the independent set's dev half, each on replies written for
// this test (not taken from any evaluation set): the reply, this turn's ledger and direct
// sends, and whether it needs a warning.
const FEEDS_REMOVE_FAILED = entry("node scripts/feeds.mjs remove 2", "feeds", "error");
const DIGEST_TIMED_OUT = entry("node scripts/feeds.mjs digest", "feeds", "timeout");
const LIST_FAILED = entry("node scripts/notes.mjs list", "notes", "error");
const DELETE_2 = entry("node scripts/notes.mjs delete 2", "notes");
const DELETE_5_FAILED = entry("node scripts/notes.mjs delete 5", "notes", "error");
const DELETE_5 = entry("node scripts/notes.mjs delete 5", "notes");
const sent = (status: "delivered" | "failed" | "unknown") => [{ id: 9, turnId: 1, kind: "presentation" as const, status }];
type RuleRow = { rule: string; reply: string; turn?: LedgerEntry[]; sends?: ReturnType<typeof sent>; warn: boolean };
const RULES: RuleRow[] = [
  { rule: "a quoted passage is wording offered to the user", reply: "You might text her: \"Sorry! I already booked the table. See you at 7.\"", warn: false },
  { rule: "a draft a line announces", reply: "초대장 문구 예시예요:\n\n모임 장소를 예약했고 안내 문자를 모두에게 보냈습니다.\n\n더 짧게 줄여 드릴까요?", warn: false },
  { rule: "a letter from greeting to sign-off is the draft", reply: "Here's a draft:\n\nHi Sam,\n\nI've sent the invoice for May.\n\nBest,\nJo", warn: false },
  { rule: "…but the assistant's own words after the letter are read", reply: "Here's a draft:\n\nHi Sam,\n\nI've sent the invoice for May.\n\nBest,\nJo\n\nI also saved it to your notes.", warn: true },
  { rule: "material the user gave is already in hand", reply: "I went through your essay — the second paragraph repeats the first.", warn: false },
  { rule: "a past made a noun is part of a bigger clause", reply: "과거형은 일이 이미 끝났음을 보여 주는 시제예요.", warn: false },
  { rule: "'we' is the assistant", reply: "We're all set — see you at 7.", warn: true },
  { rule: "mixed Korean/English verbs", reply: "알림 set 해 뒀어요 ⏰", warn: true },
  { rule: "summing up a named source claims reading it", reply: "피드 새 글들 요약해 봤어요. 제일 인기 있는 건 백업 얘기예요.", turn: [DIGEST_TIMED_OUT], warn: true },
  { rule: "summing up what the user gave does not", reply: "보내 주신 글을 두 줄로 요약했어요.", warn: false },
  { rule: "'You're unsubscribed' is the assistant's doing", reply: "You're unsubscribed from that blog.", turn: [FEEDS_REMOVE_FAILED], warn: true },
  { rule: "a redone send", reply: "I've re-sent it just now.", sends: sent("failed"), warn: true },
  { rule: "'set' with words before 'reminder'", reply: "I set a weekly Monday reminder for the bins.", warn: true },
  { rule: "'don't have any' after a failed lookup hides the error", reply: "You don't have any notes yet.", turn: [LIST_FAILED], warn: true },
  { rule: "'up top' points at a send that may not have arrived", reply: "The digest is up top 👆", sends: sent("unknown"), warn: true },
  { rule: "…and at one that did", reply: "The digest is up top 👆", sends: sent("delivered"), warn: false },
  { rule: "a claim about several needs each call", reply: "Both notes are gone now.", turn: [DELETE_2, DELETE_5_FAILED], warn: true },
  { rule: "…or a successful retry", reply: "Both notes are gone now.", turn: [DELETE_2, DELETE_5_FAILED, DELETE_5], warn: false },
  { rule: "an empty list after a failed lookup", reply: "Your notes list is empty right now.", turn: [LIST_FAILED], warn: true },
  { rule: "빼다 is a delete", reply: "장보기 목록에서 두부 뺐어요!", warn: true },
];

describe("claim check rules from the independent set's dev half", () => {
  it.each(RULES.map((r) => [r.rule, r] as const))("%s", (_rule, row) => {
    const check = checkClaims(row.reply, { userText: "", turnLedger: row.turn ?? [], recentLedger: [], turnSends: row.sends ?? [] });
    expect(check.mismatches.length > 0).toBe(row.warn);
  });
});
