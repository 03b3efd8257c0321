// Progress of long terminal work (an import): one line, rewritten in place, with the
// counts, the rate and the time left. Only on a terminal: when the output is a pipe or a
// file nothing is written, so scripts and logs stay clean. The work is read through
// `done()` functions polled on a timer, so the code doing the work knows nothing of it.

export interface ProgressCounter {
  /** e.g. "memories embedded" */
  label: string;
  total: number;
  /** How many are done so far (read on every refresh). */
  done: () => number;
}

export interface ProgressOutput {
  write(s: string): unknown;
  isTTY?: boolean | undefined;
}

export interface ProgressOptions {
  title: string;
  counters: readonly ProgressCounter[];
  out: ProgressOutput;
  everyMs?: number;
  now?: () => number;
}

export interface Progress {
  /** Draws the line now (also done on the timer). */
  refresh(): void;
  /** Draws the final line and ends it with a newline. */
  stop(): void;
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

export function formatDuration(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/** The line shown for the counters' current state; rates are per second over the window. */
export function progressLine(title: string, counters: ReadonlyArray<{ label: string; total: number; done: number; rate: number }>): string {
  const parts = counters.map((c) => `${fmt(Math.min(c.done, c.total))}/${fmt(c.total)} ${c.label}`);
  const lead = counters[0];
  const unfinished = counters.filter((c) => c.done < c.total);
  if (unfinished.length === 0) return `${title}: ${parts.join(", ")} · done`;
  const rate = lead && lead.rate > 0 ? ` · ${fmt(lead.rate)}/s` : "";
  // Counters advance together (one loop does both): the slowest decides the time left.
  const lefts = unfinished.map((c) => (c.rate > 0 ? ((c.total - c.done) / c.rate) * 1000 : Infinity));
  const left = Math.max(...lefts);
  const eta = Number.isFinite(left) ? ` · about ${formatDuration(left)} left` : " · estimating time left…";
  return `${title}: ${parts.join(", ")}${rate}${eta}`;
}

export function startProgress(o: ProgressOptions): Progress {
  if (!o.out.isTTY) return { refresh: () => undefined, stop: () => undefined };
  const now = o.now ?? Date.now;
  // A sliding window of samples (time, done per counter) for the rates.
  const samples: Array<{ at: number; done: number[] }> = [];
  const windowMs = 5000;
  let last = "";
  const draw = (final: boolean) => {
    const at = now();
    const done = o.counters.map((c) => c.done());
    samples.push({ at, done });
    while (samples.length > 2 && at - (samples[0] as { at: number }).at > windowMs) samples.shift();
    const first = samples[0] as { at: number; done: number[] };
    const span = (at - first.at) / 1000;
    const line = progressLine(
      o.title,
      o.counters.map((c, i) => ({ label: c.label, total: c.total, done: done[i] as number, rate: span > 0 ? ((done[i] as number) - (first.done[i] as number)) / span : 0 })),
    );
    if (line !== last || final) o.out.write(`\r\x1b[2K${line}${final ? "\n" : ""}`);
    last = line;
  };
  draw(false);
  const timer = setInterval(() => draw(false), o.everyMs ?? 250);
  timer.unref();
  return {
    refresh: () => draw(false),
    stop() {
      clearInterval(timer);
      draw(true);
    },
  };
}
