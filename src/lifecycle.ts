// Bounded shutdown for main.ts. SIGINT/SIGTERM (or a fatal answer from Telegram) stop the
// app; whatever state it is in, the process exits within SHUTDOWN_TIMEOUT_MS plus a short
// grace for the rest. A turn still running then is resumed at the next start (its message
// is still pending in the inbox). A second signal exits at once.
import type { Log } from "./log.js";

export interface ShutdownDeps {
  log: Log;
  /** config.shutdownTimeoutMs: how long the turn in progress may take. */
  timeoutMs: number;
  /** Added to timeoutMs for stopping polling, the scheduler and the indexer. */
  graceMs?: number;
  stop: () => Promise<void>;
  /** Runs only after a clean stop (closing the database under a running turn would fail it). */
  close: () => void;
  exit: (code: number) => void;
}

export function createShutdown(d: ShutdownDeps): (reason: string, exitCode?: number) => Promise<void> {
  let begun = false;
  return async (reason, exitCode = 0) => {
    if (begun) {
      d.log.warn({ reason }, "second stop request: exiting now");
      d.exit(exitCode === 0 ? 130 : exitCode);
      return;
    }
    begun = true;
    d.log.info({ reason, timeoutMs: d.timeoutMs }, "shutting down");
    const limit = d.timeoutMs + (d.graceMs ?? 3000);
    let timer: NodeJS.Timeout | undefined;
    const clean = await Promise.race([
      d.stop().then(
        () => true,
        (err: unknown) => {
          d.log.error({ err }, "stopping failed");
          return false;
        },
      ),
      new Promise<false>((r) => (timer = setTimeout(() => r(false), limit))),
    ]);
    clearTimeout(timer);
    if (clean) d.close();
    else d.log.warn({ limitMs: limit }, "did not stop cleanly in time: exiting anyway (unfinished turns resume at the next start)");
    d.exit(exitCode);
  };
}

/**
 * SIGUSR1 makes Node open its inspector (127.0.0.1:9229), and whoever connects to it runs
 * code inside the bot: the token, the database. Any process of the bot's user may send it;
 * without bubblewrap a node skill can (Node's permission model does not cover signals, nor
 * the network the inspector listens on). A listener of our own replaces Node's handler.
 */
export function refuseInspectorSignal(log: Log): void {
  process.on("SIGUSR1", () => log.warn("ignored SIGUSR1: the inspector stays closed (a skill may have sent it)"));
}
