// Output helpers for skill CLIs. Contract (DESIGN.md §3, seed 000):
// - a skill declaring `metadata.output: envelope` prints exactly ONE JSON object:
//   {"v":1,"modelContext":"<full text>","userPresentation":"<what the person sees now>"}
// - the model side is never empty; a short result prints plain text instead.
// - stdout is flushed before the process ends: never call process.exit() after a big
//   write (the tail is lost in the pipe); set process.exitCode and return.

/** Writes text to stdout and resolves once it was handed to the OS. */
export function writeOut(text) {
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (err) => (err ? reject(err) : resolve()));
  });
}

/** Prints a two-layer envelope. Throws if the model side would be empty. */
export async function printEnvelope({ modelContext, userPresentation, title, url, requests }) {
  if (typeof modelContext !== "string" || modelContext.trim() === "") throw new Error("an envelope needs the full text in modelContext");
  const env = { v: 1, modelContext };
  if (typeof userPresentation === "string" && userPresentation.trim() !== "") env.userPresentation = userPresentation;
  if (title) env.title = title;
  if (url) env.url = url;
  // State changes the bot makes for the skill (e.g. a schedule), declared in metadata.requests.
  if (Array.isArray(requests) && requests.length > 0) env.requests = requests;
  await writeOut(JSON.stringify(env));
}

/**
 * Composes envelopes as data: the model side is every part's full text, the presentation
 * every part's presentation. Nothing is stripped from strings, so no layer of one part can
 * leak into the other layer (the half-stripped-marker bug of seed 000 cannot happen).
 */
export function composeEnvelopes(parts, sep = "\n\n---\n\n") {
  const modelContext = parts.map((p) => p.modelContext).join(sep);
  const shown = parts.map((p) => p.userPresentation).filter((p) => typeof p === "string" && p.trim() !== "");
  return shown.length > 0 ? { v: 1, modelContext, userPresentation: shown.join("\n") } : { v: 1, modelContext };
}

/** Reports a failure on stderr with a non-zero exit code, without cutting stdout. */
export function fail(message, code = 1) {
  process.stderr.write(`${message}\n`);
  process.exitCode = code;
}
