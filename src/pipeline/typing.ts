// While a turn works, the chat shows "typing…" (Telegram clears it after ~5 s, so it is
// refreshed) until the reply is sent.
import type { Sender } from "../chat/ports.js";

export function startTyping(sender: Pick<Sender, "typing">, chatId: number, intervalMs = 4500): () => void {
  let stopped = false;
  void sender.typing(chatId);
  const t = setInterval(() => {
    if (!stopped) void sender.typing(chatId);
  }, intervalMs);
  return () => {
    stopped = true;
    clearInterval(t);
  };
}
