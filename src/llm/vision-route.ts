// How a photo is read: by the main model itself (image parts), by the local VISION_MODEL
// (a description), or not at all (the reply says how to enable it).
//
// MAIN_VISION=auto decides from MAIN_MODEL's name: the main model takes images when the
// name belongs to a vision-capable family (the list below: GPT-4o/4.1/5, o1/o3/o4-mini,
// Claude 3 and later, Gemini, Gemma 3, and local vision models such as llava,
// qwen2.5vl, llama3.2-vision, minicpm-v, pixtral, or any name with "vision" or "-vl").
// The endpoint is not used: the same server (Ollama, OpenAI, OpenRouter) serves text-only
// and vision models alike. Anything else — a plain text model such as qwen2.5:14b or
// llama3.1 — is taken as text-only. A wrong guess is fixed with MAIN_VISION=true or false.
export type VisionRoute = "main" | "local" | "none";

const VISION_MODELS = [
  /gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-4-vision|gpt-5|chatgpt-4o/,
  /(^|[^a-z0-9])o[13](?!-mini)\b/, // o1, o3 (their -mini variants are text-only)
  /(^|[^a-z0-9])o4\b|o4-mini/,
  /claude-(3|sonnet-4|opus-4|haiku-4|4)/,
  /gemini/,
  /gemma-?3(?!n)(?![:-]1b)/, // gemma3 4b and larger
  /llava|bakllava|moondream|minicpm-v|pixtral|llama-?3\.2-vision|llama-?4|qwen2?\.?5?-?vl|qwen-vl|qwen3-vl|internvl|granite3\.2-vision|mistral-small-?3\.[12]|mistral-medium-3|-vl\b|vision/,
];

export function mainTakesImages(model: string): boolean {
  const m = model.toLowerCase();
  return VISION_MODELS.some((r) => r.test(m));
}

/** Whether requests to the main model may carry image parts. */
export function mainVision(c: { main: { vision: "auto" | "on" | "off"; model: string } }): boolean {
  return c.main.vision === "on" || (c.main.vision === "auto" && mainTakesImages(c.main.model));
}

export function visionRoute(c: { main: { vision: "auto" | "on" | "off"; model: string }; ollama: { visionModel: string } }): VisionRoute {
  const main = mainVision(c);
  if (main) return "main";
  if (c.ollama.visionModel !== "") return "local";
  return "none";
}

export const VISION_HOWTO =
  "I can't see images yet. To turn it on, either set VISION_MODEL to an Ollama vision model " +
  "(e.g. `ollama pull qwen2.5vl:7b`, then VISION_MODEL=qwen2.5vl:7b) or, if your main model accepts images, set MAIN_VISION=true. Then restart me.";
