// Assembly time for a 200-turn history with 50 memories: history rendering and hygiene
// (buildHistory) plus budgeted assembly, as every request does it.
import { buildHistory } from "../src/pipeline/history.js";
import { assemble } from "../src/pipeline/assemble.js";
import type { StoredMessage } from "../src/store/transcript.js";
import { summary } from "./stats.js";

export function benchAssembly(iterations = 300) {
  const rows: StoredMessage[] = [];
  let id = 0;
  for (let t = 1; t <= 200; t++) {
    const base = { conversationId: 1, chatId: 1, turnId: t, provenance: "user" as const, status: "complete" as const, meta: {}, createdAt: t };
    rows.push({ ...base, id: ++id, role: "user", content: `질문 ${t}: ${"오늘 있었던 일에 대해 이야기해 볼게요. ".repeat(3)}` });
    if (t % 10 === 0) {
      rows.push({ ...base, id: ++id, role: "assistant", provenance: "assistant", content: "", toolCalls: [{ id: `c${t}`, name: "exec", arguments: '{"command":"node scripts/notes.mjs list"}' }] });
      rows.push({ ...base, id: ++id, role: "tool", provenance: "tool", toolCallId: `c${t}`, content: "#1 milk\n#2 eggs\n".repeat(20), meta: { skill: "notes", frame: "plain", status: "success" } });
    }
    rows.push({ ...base, id: ++id, role: "assistant", provenance: "assistant", content: `답변 ${t}: ${"네, 잘 들었어요. 기억해 둘게요. ".repeat(4)}` });
  }
  const statuses = new Map(Array.from({ length: 200 }, (_, i) => [i + 1, "done" as const]));
  const memories = Array.from({ length: 50 }, (_, i) => ({ id: i, text: `User: 기억 ${i} ${"자전거 여행 계획 ".repeat(5)}\nAssistant: 좋아요`, score: Math.random(), label: "11-01 · 여행" }));
  const times: number[] = [];
  let dropped = 0;
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const history = buildHistory(rows, statuses, 4000);
    const a = assemble({ system: "You are a personal assistant. ".repeat(30), knowledge: "The family has two bikes.", profile: "Name: Kim", summary: "", memories, passages: [], history: history.turns, question: "이번 주말 계획 어때?" }, { contextTokens: 16_384, replyTokens: 1024 });
    times.push(performance.now() - t0);
    dropped = a.dropped.history.length;
  }
  return { assembly200Turns50MemoriesMs: summary(times), historyTurnsDroppedAt16k: dropped, messages: rows.length };
}
