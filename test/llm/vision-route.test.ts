// MAIN_VISION=auto: the documented name rule, on a table written from the providers'
// model lists (vision-capable and text-only look-alikes), and the route it gives.
import { describe, expect, it } from "vitest";
import { mainTakesImages, visionRoute } from "../../src/llm/vision-route.js";

const VISION = ["gpt-4o", "gpt-4o-mini", "gpt-4.1-mini", "gpt-5", "o1", "o3", "o4-mini", "claude-3-5-sonnet-latest", "claude-sonnet-4-5", "claude-opus-4-1", "gemini-2.5-flash", "gemma3:12b", "qwen2.5vl:7b", "llava:13b", "llama3.2-vision:11b", "minicpm-v:8b", "mistral-small3.1:24b", "pixtral-12b"];
// Hard negatives: same families or similar names, text only.
const TEXT = ["gpt-3.5-turbo", "o1-mini", "o3-mini", "qwen2.5:14b", "qwen3:8b", "llama3.1:8b", "llama3.2:3b", "gemma3:1b", "gemma2:9b", "mistral:7b", "deepseek-r1:14b", "phi4", "fake-main"];

describe("MAIN_VISION=auto", () => {
  it.each(VISION)("%s takes images", (m) => expect(mainTakesImages(m)).toBe(true));
  it.each(TEXT)("%s is text-only", (m) => expect(mainTakesImages(m)).toBe(false));

  it("routes: explicit settings win; auto follows the name; VISION_MODEL is the fallback; else none", () => {
    const c = (vision: "auto" | "on" | "off", model: string, visionModel = "") => ({ main: { vision, model }, ollama: { visionModel } });
    expect(visionRoute(c("on", "qwen2.5:14b"))).toBe("main");
    expect(visionRoute(c("off", "gpt-4o", "qwen2.5vl:7b"))).toBe("local");
    expect(visionRoute(c("auto", "gpt-4o", "qwen2.5vl:7b"))).toBe("main");
    expect(visionRoute(c("auto", "qwen2.5:14b", "qwen2.5vl:7b"))).toBe("local");
    expect(visionRoute(c("auto", "qwen2.5:14b"))).toBe("none");
  });
});
