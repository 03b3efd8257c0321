import { afterEach, describe, expect, it } from "vitest";
import { type Harness, OWNER, SECOND_USER, STRANGER, startHarness } from "../support/harness.js";
import { waitFor } from "../fakes/http.js";
import { hasBwrap, pathWithoutBwrap } from "../support/sandbox.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

describe("a conversation on Telegram", () => {
  it("answers in the chat the message came from, through the openai package", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "안녕하세요! **반가워요**." }));
    await h.say("안녕", { chatId: OWNER });
    const sent = h.tg.sentTo(OWNER);
    expect(sent.at(-1)?.text).toBe("안녕하세요! 반가워요.");
    expect(sent.at(-1)?.raw).toBe("안녕하세요! <b>반가워요</b>.");
    expect(h.tg.sentTo(SECOND_USER)).toHaveLength(0);
    expect(h.openai.requests.at(-1)?.messages.at(-1)).toMatchObject({ role: "user", content: "안녕" });
    expect(h.tg.callsOf("sendChatAction").length).toBeGreaterThan(0);
    expect(h.tg.callsOf("setMyCommands").length).toBe(1);
  });

  it("refuses an unknown user once, naming their id, with zero model requests and nothing stored", async () => {
    h = await startHarness();
    h.tg.pushMessage({ chatId: STRANGER, userId: STRANGER, text: "my secret plan" });
    h.tg.pushMessage({ chatId: STRANGER, userId: STRANGER, text: "again" });
    const sent = await h.tg.waitForSent(STRANGER, 1);
    // Both updates were handled (each refusal is logged, without the words) before we count sends.
    await waitFor(() => h.logs.lines().filter((l) => l.userId === STRANGER && /refused/.test(String(l.msg))).length >= 2, 10_000, "both refusals logged");
    expect(h.tg.sentTo(STRANGER)).toHaveLength(1);
    expect(sent[0]?.text).toContain(String(STRANGER));
    expect(h.openai.requests).toHaveLength(0);
    expect(h.ollama.chats).toHaveLength(0);
    const stored = h.db.prepare("SELECT COUNT(*) AS n FROM inbox").get() as { n: number };
    expect(stored.n).toBe(0);
    expect(h.logs.text()).not.toContain("my secret plan");
  });

  it("a 5000-character Markdown reply arrives split and complete", async () => {
    h = await startHarness();
    const sections = Array.from({ length: 30 }, (_, i) => `## Section ${i}\n\n${"This is a long answer with **bold**, \`code\` & <angle> brackets. ".repeat(3)}`);
    const code = "```ts\n" + Array.from({ length: 30 }, (_, i) => `const line${i} = ${i} < 10 && true;`).join("\n") + "\n```";
    const md = [...sections.slice(0, 15), code, ...sections.slice(15)].join("\n\n");
    expect(md.length).toBeGreaterThan(5000);
    h.openai.setResponder(() => ({ content: md }));
    h.tg.pushMessage({ chatId: OWNER, text: "give me a long answer" });
    await h.tg.waitForSent(OWNER, 2);
    await h.app.idle();
    const all = h.tg.sentTo(OWNER);
    expect(all.length).toBeGreaterThan(1);
    const shown = all.map((m) => m.text).join("\n\n");
    for (let i = 0; i < 30; i++) expect(shown).toContain(`Section ${i}`);
    // The code block is whole in one message.
    const withCode = all.filter((m) => m.raw.includes("<pre>"));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]?.text).toContain("const line0 = 0 < 10 && true;");
    expect(withCode[0]?.text).toContain("const line29 = 29 < 10 && true;");
    expect(all.every((m) => m.parseMode === "HTML")).toBe(true);
  });

  it("when Telegram cannot parse the entities, the chunk arrives as plain text and a warning is logged", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "Here is **the** answer." }));
    h.tg.inject("sendMessage", { kind: "parse-entities" });
    await h.say("hi");
    expect(h.tg.sentTo(OWNER).map((m) => [m.text, m.parseMode])).toEqual([["Here is **the** answer.", undefined]]);
    expect(h.logs.lines().some((l) => l.level === 40 && String(l.msg).includes("plain text"))).toBe(true);
  });

  it("429 then success delivers exactly once; setMyCommands tolerates its own 429", async () => {
    const { startFakeTelegram } = await import("../fakes/telegram.js");
    const tg = await startFakeTelegram();
    tg.inject("setMyCommands", { kind: "429", retryAfter: 1 });
    tg.inject("sendMessage", { kind: "429", retryAfter: 1 });
    h = await startHarness({ fakes: { tg } });
    h.openai.setResponder(() => ({ content: "once" }));
    await h.say("hello");
    // A later message's reply is the positive event: a second copy would come before it.
    h.openai.setResponder(() => ({ content: "marker answered" }));
    await h.say("marker");
    expect(tg.sentTo(OWNER).map((m) => m.text)).toEqual(["once", "marker answered"]);
    expect(tg.callsOf("sendMessage").filter((c) => c.params.chat_id === OWNER)).toHaveLength(3);
    expect(tg.callsOf("setMyCommands").map((c) => c.outcome)).toEqual(["429", "ok"]);
    await h.stop();
    await tg.close();
  });

  it("/new starts a fresh conversation: the old history leaves the request", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "noted" }));
    await h.say("my favourite colour is teal");
    await h.say("/new");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("Started a new conversation");
    await h.say("what now?");
    const last = h.openai.requests.at(-1);
    expect(last?.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["what now?"]);
  });

  it("keeps the chat busy with a refreshed typing action while the model works", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "slow answer", delayMs: 5200 }));
    await h.say("take your time", { timeoutMs: 15_000 });
    expect(h.tg.callsOf("sendChatAction").filter((c) => c.params.chat_id === OWNER).length).toBeGreaterThanOrEqual(2);
  });

  it("a main model that fails gets the user a clear notice (with the fix); the bot keeps serving others", async () => {
    h = await startHarness();
    h.openai.setResponder((req) => (req.messages.at(-1)?.content === "first" ? { fault: "500" } : { content: "second works" }));
    await h.say("first");
    const notice = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(notice).toContain("I could not answer this message.");
    expect(notice).toContain("The model server failed (HTTP 500)");
    expect(h.db.prepare("SELECT status FROM inbox").get()).toEqual({ status: "failed" });
    await h.say("next", { chatId: SECOND_USER, userId: SECOND_USER });
    expect(h.tg.sentTo(SECOND_USER).at(-1)?.text).toBe("second works");
  });

  it("logs each turn with chat and turn ids, the user's words under their own key, and no secrets", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "hi" }));
    await h.say("hello from the user");
    const started = h.logs.lines().find((l) => l.msg === "turn started");
    expect(started).toMatchObject({ chatId: OWNER, input: { text: "hello from the user" } });
    expect(typeof started?.turnId).toBe("number");
    expect(h.logs.lines().some((l) => l.msg === "stage done" && l.stage === "decide")).toBe(true);
    expect(h.logs.text()).not.toContain(h.tg.token);
    expect(h.logs.text()).not.toContain("sk-test-secret-key-1234567890");
  });

  it("/skills lists what is available and why anything is not, including broken files", async () => {
    const fixtures = (await import("node:path")).resolve(import.meta.dirname, "../fixtures/skills");
    h = await startHarness({ env: { SKILLS_DIR: `${(await import("../support/harness.js")).REPO_SKILLS}:${fixtures}` } });
    await h.say("/skills");
    const text = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(text).toContain("✅ article");
    expect(text).toContain("🚫 needs-bin — needs definitely-not-installed-xyz on PATH");
    expect(text).toContain("🚫 needs-env — needs SOME_SERVICE_API_KEY set in .env");
    expect(text).toMatch(/⚠️ broken-yaml\/SKILL\.md — frontmatter is not valid YAML/);
    expect(text).toMatch(/⚠️ nodesc\/SKILL\.md — description is missing/);
    // How each skill runs: node skills under Node's permission model (and bubblewrap where it
    // works); skills running other programs in bubblewrap, or not offered without it.
    if (hasBwrap) {
      expect(text).toMatch(/✅ article — .*\(🔒 Node permissions \+ bubblewrap\)/);
      expect(text).toMatch(/✅ probe-py — .*\(🔒 bubblewrap\)/);
    } else {
      expect(text).toMatch(/✅ article — .*\(🔒 Node permissions\)/);
      expect(text).toContain("🚫 probe-py — needs bubblewrap (apt install bubblewrap) to run contained, or set ALLOW_UNCONTAINED_SKILLS=true");
    }
  });

  it("/skills with no bubblewrap on PATH and ALLOW_UNCONTAINED_SKILLS: the uncontained skills say so", async () => {
    const path = await import("node:path");
    h = await startHarness({ env: { SKILLS_DIR: path.resolve(import.meta.dirname, "../fixtures/skills"), PATH: pathWithoutBwrap(), ALLOW_UNCONTAINED_SKILLS: "true" } });
    await h.say("/skills");
    const text = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(text).toMatch(/✅ probe-py — .*\(⚠️ NOT contained \(ALLOW_UNCONTAINED_SKILLS\): can read everything the bot can\)/);
    expect(text).toMatch(/✅ probe — .*\(🔒 Node permissions\)/);
    expect(text).toContain("No sandbox here: needs bubblewrap (apt install bubblewrap)");
  });
});
