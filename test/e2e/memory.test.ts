// Memory and the pre-reply decisions through the running bot (seed 003), checked on the
// exact request the fake main model receives.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import type { ChatRequestBody } from "../fakes/openai.js";
import { type Harness, OWNER, startHarness } from "../support/harness.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const system = (r: ChatRequestBody | undefined) => r?.messages.find((m) => m.role === "system")?.content ?? "";
const indexed = (hh: Harness) => waitFor(() => (hh.db.prepare("SELECT COUNT(*) AS n FROM memory_items WHERE embed_state = 'pending'").get() as { n: number }).n === 0, 10_000, "memory indexing");

async function rememberBitcoin(hh: Harness): Promise<void> {
  hh.openai.setResponder(() => ({ content: "현재 비트코인 가격은 84,500달러입니다." }));
  await hh.say("비트코인 가격 알려줘");
  await hh.say("/new");
  await indexed(hh);
}

describe("decide: answer from memory, or run a skill — never both", () => {
  it("SUFFICIENT: the recalled context goes into the request, no skill body", async () => {
    h = await startHarness();
    await rememberBitcoin(h);
    h.ollama.on("sufficiency", () => ({ content: { sufficient: true, skill: "none" } }));
    h.openai.setResponder(() => ({ content: "어제는 84,500달러라고 했어요." }));
    await h.say("어제 비트코인 얼마라고 했지?");
    const sys = system(h.openai.requests.at(-1));
    expect(sys).toContain("## Memories from earlier conversations");
    expect(sys).toContain("84,500달러");
    expect(sys).not.toContain("## Skill instructions");
  });

  it("INSUFFICIENT (explicit lookup): the skill body goes in and the old price does not", async () => {
    h = await startHarness();
    await rememberBitcoin(h);
    // Even if the local model thinks the context would do, "찾아봐" means tools.
    h.ollama.on("sufficiency", () => ({ content: { sufficient: true, skill: "article" } }));
    h.openai.setResponder(() => ({ content: "찾아볼게요." }));
    const lookups = h.ollama.callsOf("lookup").length;
    await h.say("지금 비트코인 가격 찾아봐");
    const sys = system(h.openai.requests.at(-1));
    expect(sys).toContain("## Skill instructions: article");
    expect(sys).toContain("node scripts/fetch.mjs <url>");
    expect(sys).not.toContain("84,500");
    expect(sys).not.toContain("## Memories from earlier conversations");
    expect(h.ollama.callsOf("lookup")).toHaveLength(lookups); // the keyword fast path decided
    await h.say("/why");
    const why = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(why).toContain("use skill article");
    expect(why).toContain("lookup: yes (keyword)");
  });

  it("the local lookup check decides when no keyword does, and a failure there means tools", async () => {
    h = await startHarness();
    await rememberBitcoin(h);
    h.ollama.on("lookup", () => ({ content: "", fault: "500" }));
    h.ollama.on("sufficiency", () => ({ content: { sufficient: true, skill: "none" } }));
    h.openai.setResponder(() => ({ content: "ok" }));
    const lookups = h.ollama.callsOf("lookup").length;
    await h.say("비트코인 시세는?");
    const sys = system(h.openai.requests.at(-1));
    expect(sys).not.toContain("## Memories from earlier conversations");
    expect(h.ollama.callsOf("lookup")).toHaveLength(lookups + 1);
  });

  it("every local call failing still answers the user (safe defaults)", async () => {
    h = await startHarness();
    for (const t of ["resolve", "lookup", "sufficiency", "tags", "summary"] as const) h.ollama.on(t, () => ({ content: "", fault: "500" }));
    h.ollama.setEmbedFault("500");
    h.openai.setResponder(() => ({ content: "still here" }));
    await h.say("안녕?");
    await h.say("뭐해?");
    expect(h.tg.sentTo(OWNER).map((m) => m.text)).toEqual(["still here", "still here"]);
    expect(h.logs.text()).toContain("recall uses full text only");
  });
});

describe("memory across conversations", () => {
  it("a fact told in one conversation, /new, then asked for later reaches the main model's request", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "기억할게요." }));
    await h.say("내 자전거 자물쇠 비밀번호는 4821이야");
    await h.say("/new");
    h.openai.setResponder(() => ({ content: "다른 얘기" }));
    await h.say("오늘 점심 뭐 먹지?");
    await indexed(h);
    h.ollama.on("sufficiency", () => ({ content: { sufficient: true, skill: "none" } }));
    h.openai.setResponder(() => ({ content: "4821이에요." }));
    await h.say("자전거 자물쇠 비밀번호 뭐였지?");
    const req = h.openai.requests.at(-1);
    // Not in the history of this conversation...
    expect(req?.messages.filter((m) => m.role !== "system").map((m) => m.content).join()).not.toContain("4821");
    // ...but recalled from memory.
    expect(system(req)).toContain("4821");
  });

  it("the resolved message drives recall while the user's own words stay in the history", async () => {
    h = await startHarness();
    h.openai.setResponder(() => ({ content: "현재 비트코인 가격은 84,500달러입니다." }));
    await h.say("비트코인 가격 알려줘");
    h.ollama.on("resolve", () => ({ content: { continuation: true, message: "비트코인 가격이 84,500달러라고 했는데, 그게 뭔데?" } }));
    h.openai.setResponder(() => ({ content: "비트코인은 암호화폐예요." }));
    await h.say("뭔데?");
    const req = h.openai.requests.at(-1);
    expect(req?.messages.at(-1)?.content).toBe("뭔데?\n\n[Read in context as: 비트코인 가격이 84,500달러라고 했는데, 그게 뭔데?]");
    const stored = h.db.prepare("SELECT content FROM messages WHERE role = 'user' ORDER BY id DESC LIMIT 1").get() as { content: string };
    expect(stored.content).toBe("뭔데?");
    const embedded = h.ollama.embeds.map((e) => e.input[0]);
    expect(embedded).toContain("비트코인 가격이 84,500달러라고 했는데, 그게 뭔데?");
  });

  it("/memory shows what would be recalled with scores and tags; /forget removes a conversation", async () => {
    h = await startHarness();
    h.ollama.on("tags", () => ({ content: { tags: ["비트코인", "가격"] } }));
    await rememberBitcoin(h);
    await waitFor(() => (h.db.prepare("SELECT COUNT(*) AS n FROM conversation_tags").get() as { n: number }).n > 0, 10_000, "tags");
    await h.say("/memory 비트코인");
    const shown = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
    expect(shown).toMatch(/1\. \d\.\d\d · /);
    expect(shown).toContain("[가격, 비트코인]");
    expect(shown).toContain("84,500");
    const conv = /conversation (\d+)/.exec(shown)?.[1];
    await h.say(`/forget ${conv}`);
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain(`Forgot conversation ${conv}`);
    await h.say("/memory 비트코인");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("Nothing in memory matches");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM memory_vectors").get()).toEqual({ n: 0 });
    expect(h.db.prepare("SELECT usage_count FROM tag_registry WHERE tag = '비트코인'").get()).toEqual({ usage_count: 0 });
  });

  it("/memory and `npm run memory -- search` rank alike, on exchanges imported by the CLI into the bot's database", async () => {
    h = await startHarness();
    const day = 86_400_000;
    const now = Date.now();
    const lines = [
      { ts: now - 40 * day, user: "Anna started a pottery class (p1)", assistant: "Nice!" },
      { ts: now - 30 * day, user: "pottery pottery pottery everywhere (p2)", assistant: "Clay is fun." },
      { ts: now - 20 * day, user: "Anna said the class teacher is strict (p3)", assistant: "Oh no." },
      { ts: now - day, user: "Anna showed me a bowl from her pottery class yesterday (p4)", assistant: "Lovely." },
      { ts: now - day + 60_000, user: "ok (p5)", assistant: "Sure." },
      { ts: now - 10 * day, user: "Marco plays chess (p6)", assistant: "Fun." },
    ].map((l) => JSON.stringify({ chat_id: OWNER, ...l }));
    const file = path.join(h.dir, "old.jsonl");
    fs.writeFileSync(file, lines.join("\n"));
    const cli = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", import.meta.resolve("tsx"), path.resolve(import.meta.dirname, "../../src/cli/memory.ts"), ...args], { cwd: h.dir, env: h.env });
    expect((await cli(["import", file])).stdout).toContain("Imported 6 exchanges");
    await indexed(h);
    {
      const query = "what did Anna show me from the pottery class yesterday";
      const json = JSON.parse((await cli(["search", query, "--json", "--chat", String(OWNER)])).stdout) as Array<{ text: string }>;
      const fromCli = json.map((x) => /\((p\d)\)/.exec(x.text)?.[1]);
      await h.say(`/memory ${query}`);
      const shown = h.tg.sentTo(OWNER).at(-1)?.text ?? "";
      const fromBot = [...shown.matchAll(/\((p\d)\)/g)].map((m) => m[1]);
      expect(fromCli.length).toBeGreaterThan(2);
      expect(fromBot).toEqual(fromCli);
    }
    // The time words count in both: yesterday's exchange first.
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toMatch(/time: “yesterday”[\s\S]*1\. [^\n]*\n[^\n]*\(p4\)/);
  });
});
