#!/usr/bin/env node
// article: fetch a URL and print either plain text (short pages) or a two-layer envelope
// (long pages: a summary for the person now, the full text for the model).
import { Ollama } from "ollama";
import { fail, printEnvelope, writeOut } from "../../_lib/output.mjs";
import { skillMetadata } from "../../_lib/skill-meta.mjs";
import { asMarkdown, extract, FetchProblem, fetchPage, lead } from "./extract.mjs";

async function summarize(a) {
  const host = process.env.OLLAMA_HOST;
  const model = process.env.LOCAL_MODEL;
  if (!host || !model) return undefined;
  const timeoutMs = Number(process.env.LOCAL_TIMEOUT_MS ?? 10_000) * 3;
  try {
    const ollama = new Ollama({ host, fetch: (u, init) => fetch(u, { ...init, signal: AbortSignal.timeout(timeoutMs) }) });
    const r = await ollama.chat({
      model,
      stream: false,
      options: { temperature: 0, num_predict: 400 },
      messages: [
        { role: "system", content: "Summarize the article in its own language in 3 to 5 short bullet points. Facts only, no preamble." },
        { role: "user", content: `${a.title}\n\n${a.body.slice(0, 12_000)}` },
      ],
    });
    const text = r.message.content.trim();
    return text === "" ? undefined : text;
  } catch {
    return undefined;
  }
}

async function main() {
  const url = process.argv[2];
  if (!url || !/^https?:\/\//i.test(url)) return fail("Usage: node scripts/fetch.mjs <http(s) url>", 2);
  const threshold = Number(skillMetadata(import.meta.url)["envelope-threshold"] ?? 500) || 500;
  let page;
  try {
    page = await fetchPage(url);
  } catch (err) {
    return fail(err instanceof FetchProblem ? err.message : `Fetching ${url} failed: ${err?.message ?? err}`, 3);
  }
  const a = extract(page.html, page.finalUrl);
  const full = asMarkdown(a, page.finalUrl);
  if (a.body.length <= threshold) {
    // Short: no envelope at all; the model answers from the whole text as usual.
    await writeOut(full);
    return;
  }
  const summary = (await summarize(a)) ?? lead(a);
  await printEnvelope({
    modelContext: full,
    // Plain text: the bot shows the title and a link to the url itself, and escapes this.
    userPresentation: `${summary}\n\nFull text kept — ask me about any part of it.`,
    title: a.title,
    url: page.finalUrl,
  });
}

await main();
