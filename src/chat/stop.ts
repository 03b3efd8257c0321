// /stop: each run of work in a chat (a turn) holds an AbortSignal from here; /stop aborts
// the chat's runs. The command is handled outside the chat's queue, so it never waits
// behind the work it is meant to stop.
import type { StopSwitch } from "./ports.js";

export interface StopRegistry extends StopSwitch {
  /** A run starts in a chat; end() when it is over (stopped or not). */
  begin(chatId: number): { signal: AbortSignal; end(): void };
}

export function createStopRegistry(): StopRegistry {
  const running = new Map<number, Set<AbortController>>();
  return {
    begin(chatId) {
      const c = new AbortController();
      const set = running.get(chatId) ?? new Set<AbortController>();
      set.add(c);
      running.set(chatId, set);
      return {
        signal: c.signal,
        end() {
          set.delete(c);
          if (set.size === 0 && running.get(chatId) === set) running.delete(chatId);
        },
      };
    },
    stop(chatId) {
      const set = running.get(chatId);
      if (!set) return 0;
      let n = 0;
      for (const c of set)
        if (!c.signal.aborted) {
          c.abort(new Error("stopped by the user"));
          n++;
        }
      return n;
    },
  };
}
