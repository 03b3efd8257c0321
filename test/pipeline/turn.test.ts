// The turn's phases through the running bot: the work loop's limits and the answer
// phase's rules (seed 001: a fresh answer request; seed 002: `length` is never complete).
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatRequestBody, ScriptedReply } from "../fakes/openai.js";
import { type Harness, OWNER, REPO_SKILLS, startHarness } from "../support/harness.js";

const FIXTURE_SKILLS = path.resolve(import.meta.dirname, "../fixtures/skills");
const env = { SKILLS_DIR: `${REPO_SKILLS}:${FIXTURE_SKILLS}` };

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const hasTools = (req: ChatRequestBody) => (req.tools?.length ?? 0) > 0;
const echoCall = (word: string): ScriptedReply => ({ toolCalls: [{ name: "exec", arguments: { command: `node scripts/echo.mjs ${word}` } }] });

describe("answer phase", () => {
  it("an answer cut at the length limit is shown as cut and stored partial, never as complete", async () => {
    h = await startHarness({ env });
    h.openai.setResponder((req) => {
      if (hasTools(req)) return req.messages.at(-1)?.role === "user" ? echoCall("lighthouse") : { content: "done" };
      return { content: "The lighthouse was built in 1897 and", finishReason: "length" };
    });
    await h.say("when was the lighthouse built?");
    const shown = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(shown).toContain("The lighthouse was built in 1897 and");
    expect(shown).toContain("This answer was cut off at the length limit");
    const row = h.db.prepare("SELECT status FROM messages WHERE role = 'assistant' AND tool_calls IS NULL ORDER BY id DESC LIMIT 1").get() as { status: string };
    expect(row.status).toBe("partial");
    expect(h.logs.lines().some((l) => l.level === 40 && /length/.test(String(l.msg)))).toBe(true);
  });

  it("when the answer request fails, the work phase's own final text is used", async () => {
    h = await startHarness({ env });
    h.openai.setResponder((req) => {
      if (hasTools(req)) return req.messages.at(-1)?.role === "user" ? echoCall("harbour") : { content: "The harbour opened in 1903 (from the work phase)." };
      return { fault: "bad-json" };
    });
    await h.say("when did the harbour open?");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("The harbour opened in 1903 (from the work phase).");
    expect(h.logs.text()).toContain("answer phase failed; using the work phase's final text");
    expect(h.db.prepare("SELECT status FROM inbox").get()).toEqual({ status: "done" });
  });
});

describe("work loop", () => {
  it("a model that keeps calling tools is stopped after the round limit and answered from what was found", async () => {
    h = await startHarness({ env });
    let round = 0;
    h.openai.setResponder((req) => (hasTools(req) ? echoCall(`round${++round}`) : { content: "Here is what the six lookups found." }));
    await h.say("keep looking");
    const work = h.openai.requests.filter(hasTools);
    expect(work).toHaveLength(6);
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM tool_calls").get()).toEqual({ n: 6 });
    expect(h.logs.text()).toContain("the model kept calling tools");
    // One answer request, without tools, carrying what the calls found.
    const answer = h.openai.requests.at(-1) as ChatRequestBody;
    expect(hasTools(answer)).toBe(false);
    expect(answer.messages.map((m) => m.content).join("\n")).toContain("echoed: round6");
    expect(h.tg.sentTo(OWNER).map((m) => m.text)).toEqual(["Here is what the six lookups found."]);
  });
});
