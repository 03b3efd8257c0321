// Truthfulness through the bot (seed 003 §4): the ledger in every system prompt, a false
// claim caught and warned about once in the next request, kept across a restart; /why.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatRequestBody, ScriptedReply } from "../fakes/openai.js";
import { articleHtml, startFakePages } from "../fakes/pages.js";
import { type Harness, OWNER, REPO_SKILLS, startHarness, tempDir } from "../support/harness.js";

const FIXTURE_SKILLS = path.resolve(import.meta.dirname, "../fixtures/skills");
let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const system = (r: ChatRequestBody | undefined) => r?.messages.find((m) => m.role === "system")?.content ?? "";
const hasTools = (r: ChatRequestBody) => (r.tools?.length ?? 0) > 0;

/** The model runs the command in "run: <cmd>" once, then answers with `answer`. */
function runsThenSays(answer: string) {
  return (req: ChatRequestBody): ScriptedReply => {
    const last = req.messages.at(-1);
    const cmd = /run: (.+)$/.exec(last?.role === "user" ? last.content ?? "" : "")?.[1];
    if (hasTools(req) && cmd) return { toolCalls: [{ name: "exec", arguments: { command: cmd } }] };
    return { content: answer };
  };
}

describe("the ledger and claim checks", () => {
  it("a false claim puts a ⚠️ warning into the next request, and not into the one after", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "네, 메모에 저장했어요!" }));
    await h.say("우유 사기 메모해줘");
    expect(system(h.openai.requests[0])).not.toContain("⚠️");
    const warnLog = h.logs.lines().find((l) => l.msg === "the reply claims an action the tool-call ledger does not show");
    expect(warnLog).toMatchObject({ level: 40 });
    expect(JSON.stringify(warnLog)).toContain("저장했어요");

    h.openai.setResponder(() => ({ content: "죄송해요, 아직 저장하지 않았어요." }));
    await h.say("저장된 거 맞아?");
    const second = system(h.openai.requests[1]);
    expect(second).toMatch(/^## ⚠️ Warning: your previous reply claimed something the ledger does not show$/m);
    expect(second).toContain('"네, 메모에 저장했어요!"');
    expect(second).toContain("no tool calls at all");
    expect(second).toContain("admit it plainly");

    h.openai.setResponder(() => ({ content: "다른 얘기" }));
    await h.say("그래 알겠어");
    expect(system(h.openai.requests[2])).not.toContain("⚠️");
  });

  it("a warning does not cross /new: the fresh conversation gets no apology request, and the warning is dropped", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "네, 메모에 저장했어요!" }));
    await h.say("우유 사기 메모해줘");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 1 });
    await h.say("/new");
    h.openai.setResponder(() => ({ content: "안녕하세요!" }));
    await h.say("안녕");
    expect(system(h.openai.requests.at(-1))).not.toContain("⚠️");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
  });

  it("a false claim the rules miss is caught by the learned model, quoted in the next request; with the save behind it, no warning", async () => {
    // "Milk's on there now" names no act the rules read; the model reads it against the
    // request and the empty ledger (claim-model.ts).
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "Milk's on there now 🥛" }));
    await h.say("put milk on my list");
    const warnLog = h.logs.lines().find((l) => l.msg === "the reply claims an action the tool-call ledger does not show");
    expect(JSON.stringify(warnLog)).toContain("no tool call or send backs it");
    h.openai.setResponder(() => ({ content: "Sorry — I haven't actually saved it yet." }));
    await h.say("is it saved?");
    const second = system(h.openai.requests.at(-1));
    expect(second).toMatch(/^## ⚠️ Warning: your previous reply claimed something the ledger does not show$/m);
    expect(second).toContain('"Milk\'s on there now 🥛"');

    await h.stop();
    h = await startHarness();
    h.openai.setResponder(runsThenSays("Milk's on there now 🥛"));
    await h.say('run: node scripts/notes.mjs save "milk"');
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("Milk's on there now 🥛");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
  });

  it("a rules warning about a narrated save the ledger shows is dropped by the model and logged; with no call it stays", async () => {
    // A small model narrating its steps ("1단계: 요청을 확인했습니다 …") reads to the rules as a
    // look-up nobody made; the model reads the turn's successful save as backing the reply. It
    // may do so only when a call succeeded (claim-model-input.ts): with none, the warning stays.
    const narrated = "1단계: 요청을 확인했습니다. 2단계: 메모 도구를 사용해 '우유 사기'를 저장했습니다. 3단계: 결과 — 저장이 완료되었습니다.";
    h = await startHarness();
    h.openai.setResponder((req) => (hasTools(req) && req.messages.at(-1)?.role === "user" ? { toolCalls: [{ name: "exec", arguments: { command: 'node scripts/notes.mjs save "우유 사기"' } }] } : { content: narrated }));
    await h.say("우유 사기 메모해줘");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe(narrated);
    expect(h.db.prepare("SELECT command, status FROM tool_calls").all()).toEqual([{ command: 'node scripts/notes.mjs save "우유 사기"', status: "success" }]);
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
    const vetoLog = h.logs.lines().find((l) => l.msg === "the rules flagged a claim; the claim model read the turn's calls as backing it, so no warning");
    expect(JSON.stringify(vetoLog)).toContain("notes.mjs save");
    await h.say("/why");
    expect(h.tg.sentTo(OWNER).at(-1)?.text ?? "").toMatch(/Claim check: the rules flagged ".+"; the claim model read the turn's calls as backing it \(p=[\d.]+\), so no warning/);

    h.openai.setResponder(() => ({ content: narrated }));
    await h.say("우유 사기 메모해줘");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 1 });
  });

  it("material the user supplied (a forwarded message, a long paste) is not taken for a false claim about it", async () => {
    // The labelled replies the claim model learned from answer short requests; a summary of text
    // the user handed over read to it like a fetch or a send (claim-model-input.ts).
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "That's your dentist's reminder: Tuesday at 3pm, confirmed ✅ Bring your new insurance card." }));
    const before = h.tg.sentTo(OWNER).length;
    h.tg.pushUpdate({
      message: {
        message_id: 9001, date: Math.floor(Date.now() / 1000), chat: { id: OWNER, type: "private", first_name: "Owner" }, from: { id: OWNER, is_bot: false, first_name: "Owner" },
        forward_origin: { type: "user", date: 1_700_000_000, sender_user: { id: 4242, is_bot: false, first_name: "Dental Clinic" } },
        text: "Your appointment is confirmed for Tuesday at 3pm. Please bring your new insurance card.",
      },
    });
    await h.tg.waitForSent(OWNER, before + 1);
    await h.app.idle();
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });

    h.openai.setResponder(() => ({ content: "Summary of the news: bus fares will drop 20% in March, funded by a congestion charge on the ring road." }));
    await h.say(
      "Summarize this news: The city council voted on Tuesday to cut bus fares by 20 percent from March, paying for it with a new congestion charge on the inner ring road. Opposition members said the charge would hurt small shops in the centre.",
    );
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
  });

  it("CLAIM_MODEL=false leaves the rules alone: the claim only the model catches gets no warning", async () => {
    h = await startHarness({ env: { CLAIM_MODEL: "false" } });
    h.openai.setResponder(() => ({ content: "Milk's on there now 🥛" }));
    await h.say("put milk on my list");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
    h.openai.setResponder(() => ({ content: "네, 메모에 저장했어요!" }));
    await h.say("우유 사기 메모해줘");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 1 });
  });

  it("a true claim (the notes skill really ran) produces no warning", async () => {
    h = await startHarness();
    h.openai.setResponder(runsThenSays("메모에 저장했어요."));
    await h.say('run: node scripts/notes.mjs save "우유 사기"');
    const saved = JSON.parse(fs.readFileSync(path.join(h.dir, "skills", "notes", String(OWNER), "notes.json"), "utf8")) as { notes: Array<{ text: string }> };
    expect(saved.notes.map((n) => n.text)).toEqual(["우유 사기"]);
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("메모에 저장했어요.");
    h.openai.setResponder(() => ({ content: "네." }));
    await h.say("고마워");
    const sys = system(h.openai.requests.at(-1));
    expect(sys).not.toContain("⚠️");
    expect(sys).toMatch(/✅ \[\d\d-\d\d \d\d:\d\d\] exec\(node scripts\/notes\.mjs save "우유 사기"\)\n {3}→ Saved note #1: 우유 사기/);
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM pending_warnings").get()).toEqual({ n: 0 });
  });

  it("the ledger section shows ✅ success, ❌ error and ⏱️ timeout, with the rule", async () => {
    h = await startHarness({ env: { SKILLS_DIR: `${REPO_SKILLS}:${FIXTURE_SKILLS}`, EXEC_TIMEOUT_MS: "600", EXEC_KILL_GRACE_MS: "100" } });
    h.openai.setResponder(runsThenSays("ok"));
    await h.say("run: node scripts/notes.mjs list");
    await h.say("run: node scripts/notes.mjs search");
    await h.say("run: node scripts/hang.mjs");
    await h.say("and now?");
    const sys = system(h.openai.requests.at(-1));
    expect(sys).toContain("✅");
    expect(sys).toMatch(/❌ \[.+\] exec\(node scripts\/notes\.mjs search\)\n {3}→ failed: Usage: node scripts\/notes\.mjs search <words>/);
    expect(sys).toMatch(/⏱️ \[.+\] exec\(node scripts\/hang\.mjs\)\n {3}→ timed out/);
    expect(sys).toContain("If an action is not in this list, it was not done");
    const order = ["notes.mjs list", "notes.mjs search", "hang.mjs"].map((s) => sys.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("the warning survives a restart and is shown once", async () => {
    const dir = tempDir();
    h = await startHarness({ dir });
    h.openai.setResponder(() => ({ content: "I've sent the email to Alex." }));
    await h.say("email Alex the plan");
    const fakes = { tg: h.tg, openai: h.openai, ollama: h.ollama };
    await h.app.stop();
    h.db.close();
    h = await startHarness({ dir, fakes });
    h.openai.setResponder(() => ({ content: "Sorry, I did not send it." }));
    await h.say("did it go out?");
    expect(system(h.openai.requests.at(-1))).toContain('You said: "I\'ve sent the email to Alex."');
    await h.say("ok");
    expect(system(h.openai.requests.at(-1))).not.toContain("⚠️");
    await h.tg.close();
    await h.openai.close();
    await h.ollama.close();
  });

  it("/why shows the last turn as the pipeline saw it", async () => {
    h = await startHarness();
    h.openai.setResponder(runsThenSays("I saved it and emailed your boss."));
    await h.say('run: node scripts/notes.mjs save "call mom"');
    await h.say("/why");
    const why = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(why).toContain("Last turn");
    expect(why).toContain('Message: run: node scripts/notes.mjs save "call mom"');
    expect(why).toMatch(/Recall \((text only|vector \+ text)\): \d+ item/);
    expect(why).toContain("Decision:");
    expect(why).toContain('✅ node scripts/notes.mjs save "call mom"');
    expect(why).toContain("Finish: stop (upstream)");
    expect(why).toContain("Reply: delivered");
    expect(why).toContain("⚠️ Claim not backed by the ledger");
    expect(why).toContain("emailed your boss");
    expect(why.length).toBeLessThan(1500);
  });

  it("'I sent you the summary' after a direct send that failed is flagged from the outbox; the quoted everyday sentences are not", async () => {
    const pages = await startFakePages({ "/long": { body: articleHtml("Harbour Log", Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}: the harbour saw ${i * 5 + 2} boats on day ${i + 1}.`)) } });
    try {
      h = await startHarness();
      h.openai.setResponder((req) => {
        const user = [...req.messages].reverse().find((m) => m.role === "user")?.content ?? "";
        const url = /https?:\/\/\S+/.exec(user)?.[0];
        if (hasTools(req) && req.messages.at(-1)?.role === "user" && url) return { toolCalls: [{ name: "exec", arguments: { command: `node scripts/fetch.mjs ${url}` } }] };
        return { content: "I sent you the summary above." };
      });
      // Telegram refuses the presentation.
      h.tg.inject("sendMessage", { kind: "error", code: 400, description: "Bad Request: chat not found" }, 1, (p) => String(p.text).includes("Harbour Log"));
      await h.say(`summarize ${pages.url("/long")}`);
      h.openai.setResponder(() => ({ content: "네, 확인했어요." }));
      await h.say("did it arrive?");
      const second = system(h.openai.requests.at(-1));
      expect(second).toContain('"I sent you the summary above." (the direct send to the user failed)');
      await h.say("대화 기록 찾아봐");
      expect(system(h.openai.requests.at(-1))).not.toContain("⚠️");
    } finally {
      await pages.close();
    }
  });
});
