// Stand-ins for the two local-model jobs the memory benchmark needs, since this machine has
// no Ollama and no model hub: both are served by the loopback fake Ollama, so the import and
// the searches go through the real `ollama` client and the project's own code.
//
// Embeddings: hashed character 3-grams (plus whole words), signed feature hashing into 256
// dimensions, L2-normalised. This is NOT a semantic model: "pottery" and "ceramics" are far
// apart, "painting" and "paint" close. The vector side of the figures is therefore a second
// lexical signal (subword overlap), and a real embedding model would change it.
// Tags: the 3 most frequent content words of the conversation, a crude stand-in for the
// local model's topic tags.

import { fnv } from "../../test/fakes/ollama.js";

export const STANDIN_EMBEDDING = "stand-in: hashed character 3-grams + words, 256 dims (lexical, not semantic)";

export function charGramEmbedding(text: string, dim: number): number[] {
  const v = new Array<number>(dim).fill(0);
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const feats = [`w:${w}`];
    const padded = `<${w}>`;
    for (let i = 0; i + 3 <= padded.length; i++) feats.push(padded.slice(i, i + 3));
    for (const f of feats) {
      const h = fnv(f);
      v[h % dim] = (v[h % dim] as number) + ((h >>> 16) & 1 ? 1 : -1);
    }
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}

const STOP = new Set(
  "user assistant the and for with that this what have has had was were you your about there they them their then than just some into from would could should like really today tonight good nice know told said says been will more much also very maybe sounds".split(" "),
);

export function frequentWordTags(conversation: string): string[] {
  const counts = new Map<string, number>();
  for (const w of conversation.toLowerCase().match(/[\p{L}]+/gu) ?? []) {
    const hangul = /[\uac00-\ud7af]/.test(w);
    if ((hangul ? w.length < 2 : w.length < 4) || STOP.has(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([w]) => w);
}
