// Full-text terms for FTS5. Korean has no spaces between a noun and its particle
// ("비트코인은"), and many words are two syllables ("운동"), too short for a trigram
// tokenizer. So Hangul and other CJK runs are indexed as character bigrams (plus the
// whole run when short). Latin-script words are lowercased and Porter-stemmed ("cooked",
// "cooking" -> "cook"); other words are kept lowercase. Queries use the same terms.
// TERMS_VERSION names this recipe: a database indexed with another one is re-indexed
// when the store opens (src/memory/store.ts).
import { stemmer } from "stemmer";

export const TERMS_VERSION = "2-bigram-porter";

const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;
const LATIN = /^[a-z]+$/;

export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    // Split mixed runs ("gpt4는") into script runs.
    for (const run of word.match(/[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+|[^\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+/g) ?? []) {
      if (CJK.test(run)) {
        if (run.length === 1) out.push(run);
        for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
      } else if (run.length > 1 || /\d/.test(run)) out.push(LATIN.test(run) && run.length > 3 ? stemmer(run) : run);
    }
  }
  return out;
}

/** The text stored in the FTS index for a memory item. */
export function indexText(text: string): string {
  return termsOf(text).join(" ");
}
