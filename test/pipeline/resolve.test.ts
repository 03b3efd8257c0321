// The resolver's guards through the real ollama package against the fake Ollama.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOllamaLocalModel } from "../../src/llm/local-model.js";
import { resolveMessage } from "../../src/pipeline/resolve.js";
import { type FakeOllama, startFakeOllama } from "../fakes/ollama.js";

let ollama: FakeOllama;
beforeAll(async () => {
  ollama = await startFakeOllama();
});
afterAll(async () => {
  await ollama.close();
});
beforeEach(() => {
  ollama.chats.length = 0;
});

const recent = [
  { user: "오늘 날씨 어때?", assistant: "맑아요." },
  { user: "비트코인 좀 알아봐줘", assistant: "현재 비트코인 가격은 84,500달러입니다." },
];
const deps = () => ({ local: createOllamaLocalModel({ host: ollama.host, model: "fake", timeoutMs: 500 }), timeoutMs: 500 });

describe("resolve", () => {
  it("rewrites a continuation into a complete question with the last 2 exchanges, at temperature 0", async () => {
    ollama.on("resolve", () => ({ content: { continuation: true, message: "비트코인 가격이 84,500달러라고 했는데, 그게 뭔데?" } }));
    const r = await resolveMessage({ text: "뭔데?", recent }, deps());
    expect(r).toMatchObject({ resolved: true, message: "비트코인 가격이 84,500달러라고 했는데, 그게 뭔데?" });
    const body = ollama.callsOf("resolve")[0];
    expect(body?.options?.temperature).toBe(0);
    expect(Object.keys((body?.format as { properties: object }).properties)).toEqual(["continuation", "message"]);
    expect(body?.messages.at(-1)?.content).toContain("비트코인 좀 알아봐줘");
    expect(body?.messages.at(-1)?.content).toContain("오늘 날씨 어때?");
  });

  it("skips messages over 80 characters without calling the model", async () => {
    const long = "이건 충분히 긴 메시지라서 앞의 대화를 몰라도 무슨 뜻인지 알 수 있는 완결된 문장입니다. 그러니까 합성할 필요가 전혀 없어요. 정말로요. 진짜로 길어요.";
    expect(long.length).toBeGreaterThan(80);
    const r = await resolveMessage({ text: long, recent }, deps());
    expect(r).toMatchObject({ resolved: false, message: long });
    expect(ollama.chats).toHaveLength(0);
  });

  it("skips when there is no earlier exchange", async () => {
    expect(await resolveMessage({ text: "뭔데?", recent: [] }, deps())).toMatchObject({ resolved: false, reason: "no earlier exchange" });
    expect(ollama.chats).toHaveLength(0);
  });

  it.each([
    ["under 3 characters", { continuation: true, message: "뭐" }, "result under 3 characters"],
    ["over 5x the original", { continuation: true, message: "비트코인은 2009년 사토시 나카모토가 만든 암호화폐이고 가격은 84,500달러이며 변동성이 크고 규제 이슈가 많으며 채굴에는 많은 전기가 듭니다. 그게 뭔데?" }, "result over 5x the original"],
    ["not a continuation", { continuation: false, message: "뭔데?" }, "not a continuation"],
  ])("keeps the original when the result is %s", async (_what, reply, reason) => {
    ollama.on("resolve", () => ({ content: reply }));
    const r = await resolveMessage({ text: "뭔데?", recent }, deps());
    expect(r.resolved).toBe(false);
    expect(r.message).toBe("뭔데?");
    expect(r.reason).toContain(reason);
  });

  it.each([
    ["a timeout", { content: { continuation: true, message: "late" }, delayMs: 1500 }, "timeout"],
    ["invalid JSON", { content: "{continuation: yes" }, "invalid"],
    ["a wrong shape", { content: { continuation: "maybe" } }, "invalid"],
    ["a server error", { content: "", fault: "500" as const }, "error"],
  ])("keeps the original and goes on after %s", async (_what, reply, kind) => {
    ollama.on("resolve", () => reply);
    const r = await resolveMessage({ text: "그거 지워", recent }, deps());
    expect(r).toMatchObject({ resolved: false, message: "그거 지워" });
    expect(r.reason).toContain(kind);
  });
});
