// Pre-reply overhead of resolve -> recall -> decide with a fake local model that takes
// 300 ms per call (chat and embeddings): the time from the message arriving to the main
// model's request, and how many local calls that is on the critical path.
import { startHarness } from "../test/support/harness.js";
import { waitFor } from "../test/fakes/http.js";
import { round } from "./stats.js";

const LATENCY = 300;

export async function benchPreReply() {
  const h = await startHarness({ env: { LOG_LEVEL: "warn", LOCAL_TIMEOUT_MS: "5000" } });
  h.openai.setResponder(() => ({ content: "ok" }));
  await h.say("비트코인 가격 알려줘"); // history, so the resolver has something to resolve against
  h.ollama.setChatDelay(LATENCY);
  h.ollama.setEmbedDelay(LATENCY);
  const measure = async (text: string) => {
    const reqs = h.openai.requests.length;
    const chats = h.ollama.chats.length;
    const embeds = h.ollama.embeds.length;
    const t0 = performance.now();
    h.tg.pushMessage({ chatId: 111_111, text });
    await waitFor(() => h.openai.requests.length > reqs, 20_000);
    const ms = performance.now() - t0;
    const calls = { chat: h.ollama.chats.slice(chats).map((c) => c.task), embed: h.ollama.embeds.length - embeds };
    await h.app.idle();
    return { ms: round(ms, 0), criticalPathCalls: round(ms / LATENCY, 1), localCallsBeforeTheRequest: calls };
  };
  const plain = await measure("그럼 이더리움은?");
  const lookup = await measure("최신 비트코인 뉴스 찾아봐");
  const long = await measure("이건 충분히 길어서 앞의 대화를 보지 않아도 무슨 뜻인지 분명한 완결된 질문입니다. 오늘 저녁 메뉴로 건강하고 간단한 요리를 하나 추천해 주시겠어요?");
  await h.stop();
  return { localLatencyMs: LATENCY, plainChatTurn: plain, lookupTurn: lookup, longSelfContainedTurn: long };
}
