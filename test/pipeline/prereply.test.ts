// The pre-reply chain's local calls per kind of turn (issue 14), counted at the fake Ollama
// through the running bot. "On the critical path" is shown without timing: a call that does
// not wait for another one reaches the fake while that other one is still held open.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import type { ChatRecord, LocalReply, LocalResponder, Task } from "../fakes/ollama.js";
import { type Harness, OWNER, startHarness } from "../support/harness.js";

let h: Harness;
const PRE: readonly Task[] = ["resolve", "lookup", "sufficiency"];
let mark = 0;

beforeAll(async () => {
  h = await startHarness();
  h.openai.setResponder(() => ({ content: "현재 비트코인 가격은 84,500달러입니다." }));
  await h.say("비트코인 가격 알려줘"); // an earlier exchange, so the resolver has work
});
afterAll(async () => {
  await h.stop();
});
beforeEach(() => {
  h.ollama.setChatSlots(undefined);
  for (const t of ["resolve", "lookup", "sufficiency"] as const) h.ollama.on(t, defaults[t]);
  h.openai.setResponder(() => ({ content: "네." }));
  mark = h.ollama.chats.length;
});

const defaults: Record<"resolve" | "lookup" | "sufficiency", LocalResponder> = {
  resolve: (b) => ({ content: { continuation: false, message: /\[New message\]\n([\s\S]*)$/.exec(b.messages.at(-1)?.content ?? "")?.[1] ?? "" } }),
  lookup: () => ({ content: { lookup: false } }),
  sufficiency: () => ({ content: { sufficient: false, skill: "none" } }),
};

/** This turn's pre-reply requests at the fake Ollama (background tagging left out). */
const calls = (): ChatRecord[] => h.ollama.chats.slice(mark).filter((c) => PRE.includes(c.task));
const count = (task: Task) => calls().filter((c) => c.task === task).length;
const question = (c: ChatRecord) => /Question: ([\s\S]*)$/.exec(c.body.messages.at(-1)?.content ?? "")?.[1] ?? "";

/** The request is still being generated: not answered, and the client has not given up on it. */
function expectOpen(task: Task): void {
  const c = calls().find((x) => x.task === task);
  expect(c, `${task} request`).toBeDefined();
  expect(c?.done).toBeUndefined();
  expect(c?.cancelled).toBeUndefined();
}

function gate(): { open: () => void; wait: Promise<void> } {
  let open = () => {};
  const wait = new Promise<void>((r) => (open = r));
  return { open, wait };
}

/** Holds the resolver until released, answering with `reply` then. */
function holdResolver(reply?: { continuation: boolean; message: string }) {
  const g = gate();
  h.ollama.on("resolve", async (b) => {
    await g.wait;
    return reply ? { content: reply } : defaults.resolve(b);
  });
  return g;
}

async function turn(text: string, during?: () => Promise<void>): Promise<void> {
  const before = h.tg.sentTo(OWNER).length;
  h.tg.pushMessage({ chatId: OWNER, text });
  if (during) await during();
  await h.tg.waitForSent(OWNER, before + 1);
  await h.app.idle();
}

const systemOfLast = () => h.openai.systemOf();

describe("local calls per kind of turn", () => {
  it("plain chat turn: one call deep — the decision and the lookup check go out while the resolver still thinks", async () => {
    const g = holdResolver();
    await turn("이더리움은 어때?", async () => {
      await waitFor(() => count("sufficiency") === 1 && count("lookup") === 1, 5000, "sufficiency and lookup while resolve is held");
      expectOpen("resolve");
      g.open();
    });
    expect([count("resolve"), count("sufficiency"), count("lookup")]).toEqual([1, 1, 1]);
    expect(question(calls().find((c) => c.task === "sufficiency") as ChatRecord)).toBe("이더리움은 어때?");
  });

  it("short follow-up the resolver rewrites: two deep — the raw words' decision is cancelled and asked again on the rewrite", async () => {
    const rewrite = "비트코인 가격이 84,500달러라고 했는데, 그게 뭔데?";
    const g = holdResolver({ continuation: true, message: rewrite });
    // The speculative decision on "뭔데?" would take a while: it is still generating when the rewrite arrives.
    h.ollama.on("sufficiency", async (b) => (question({ body: b } as ChatRecord) === "뭔데?" ? new Promise<LocalReply>(() => {}) : { content: { sufficient: false, skill: "none" } }));
    await turn("뭔데?", async () => {
      await waitFor(() => count("sufficiency") === 1, 5000, "the speculative sufficiency request");
      g.open();
    });
    const suff = calls().filter((c) => c.task === "sufficiency");
    expect(count("resolve")).toBe(1);
    expect(suff).toHaveLength(2);
    expect(question(suff[0] as ChatRecord)).toBe("뭔데?");
    expect(suff[0]?.cancelled).toBe(true); // the client went away: Ollama stops generating
    expect(question(suff[1] as ChatRecord)).toBe(rewrite);
    const resolveDone = calls().find((c) => c.task === "resolve")?.done as number;
    expect(suff[1]?.at).toBeGreaterThan(resolveDone); // the second step waits for the first: 2 deep
    expect(h.openai.requests.at(-1)?.messages.at(-1)?.content).toContain(`[Read in context as: ${rewrite}]`);
  });

  it.each([
    ["explicit lookup", "최신 비트코인 뉴스 찾아봐", "feeds"],
    ["a link", "이거 읽어줘 https://example.com/a", "article"],
  ])("%s: no lookup call (the keyword or link decides); the decision goes out with the resolver", async (_kind, text, skill) => {
    h.ollama.on("sufficiency", () => ({ content: { sufficient: false, skill } }));
    const g = holdResolver();
    await turn(text, async () => {
      await waitFor(() => count("sufficiency") === 1, 5000, "sufficiency while resolve is held");
      expectOpen("resolve");
      g.open();
    });
    expect([count("resolve"), count("sufficiency"), count("lookup")]).toEqual([1, 1, 0]);
    expect(systemOfLast()).toContain(`## Skill instructions: ${skill}`);
  });

  it("scheduled prompt: no resolver; decision and lookup check at the same time", async () => {
    const g = gate();
    h.ollama.on("sufficiency", async () => {
      await g.wait;
      return { content: { sufficient: true, skill: "none" } };
    });
    h.ollama.on("lookup", async () => {
      await g.wait;
      return { content: { lookup: false } };
    });
    const before = h.tg.sentTo(OWNER).length;
    const run = h.app.enqueue({ source: "schedule", chatId: OWNER, scheduleRunId: 1, scheduleName: "morning", provenance: "Scheduled task \"morning\", replayed by the scheduler: not typed by the user now.", prompt: "오늘 할 일을 정리해 줘" });
    await waitFor(() => count("lookup") === 1 && count("sufficiency") === 1, 5000, "both requests while both are held");
    expectOpen("lookup");
    expectOpen("sufficiency");
    g.open();
    await run;
    await h.tg.waitForSent(OWNER, before + 1);
    expect([count("resolve"), count("sufficiency"), count("lookup")]).toEqual([0, 1, 1]);
  });

  it("a greeting with nothing recalled: no decision call and no lookup call", async () => {
    await turn("고마워!");
    expect([count("sufficiency"), count("lookup")]).toEqual([0, 0]);
    const trace = JSON.parse((h.db.prepare("SELECT trace FROM turns ORDER BY id DESC LIMIT 1").get() as { trace: string }).trace);
    expect(trace.decision).toMatchObject({ inject: "none", lookup: "not needed" });
  });

  it("a greeting that also asks for something is not a greeting: the skill is still chosen", async () => {
    h.ollama.on("sufficiency", () => ({ content: { sufficient: false, skill: "notes" } }));
    await turn("고마워, 그거 메모해 줘");
    expect(count("sufficiency")).toBe(1);
    expect(systemOfLast()).toContain("## Skill instructions: notes");
  });
});

describe("calls that cannot change the outcome are dropped", () => {
  it("on a one-slot Ollama the lookup check queues behind the decision, and 'not sufficient' cancels it", async () => {
    h.ollama.setChatSlots(1);
    const g = gate();
    h.ollama.on("sufficiency", async () => {
      await g.wait;
      return { content: { sufficient: false, skill: "none" } };
    });
    h.ollama.on("lookup", () => new Promise<LocalReply>(() => {})); // a slow model: still generating when cancelled
    await turn("오늘 저녁 뭐 먹을까", async () => {
      await waitFor(() => count("lookup") === 1, 5000, "the lookup request queued behind sufficiency");
      expect(calls().find((c) => c.task === "lookup")?.started).toBeUndefined();
      g.open();
    });
    const lookup = calls().find((c) => c.task === "lookup");
    expect(lookup?.cancelled).toBe(true);
    const trace = JSON.parse((h.db.prepare("SELECT trace FROM turns ORDER BY id DESC LIMIT 1").get() as { trace: string }).trace);
    expect(trace.decision.lookup).toBe("not needed");
  });

  it("'sufficient' with context waits for the lookup check, and a lookup YES withholds the context", async () => {
    h.ollama.on("sufficiency", () => ({ content: { sufficient: true, skill: "none" } }));
    h.ollama.on("lookup", () => ({ content: { lookup: true } }));
    await h.say("/new");
    await waitFor(() => (h.db.prepare("SELECT COUNT(*) AS n FROM memory_items WHERE embed_state = 'pending'").get() as { n: number }).n === 0, 10_000, "indexing");
    mark = h.ollama.chats.length;
    await turn("비트코인 가격 요즘 어때");
    expect(count("lookup")).toBe(1);
    expect(calls().find((c) => c.task === "lookup")?.cancelled).toBeUndefined();
    expect(systemOfLast()).not.toContain("84,500");
    h.ollama.on("lookup", () => ({ content: { lookup: false } }));
    await turn("비트코인 가격 얼마라고 했지");
    expect(systemOfLast()).toContain("84,500");
  });
});
