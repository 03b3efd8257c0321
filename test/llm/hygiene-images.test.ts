// Image sanitizing (seed 004): image parts reach only a model that takes them, only on the
// current question, never more than MAX_IMAGES and never oversized.
import { describe, expect, it } from "vitest";
import { IMAGE_OMITTED, MAX_IMAGE_BASE64, MAX_IMAGES, sanitizeTranscript } from "../../src/llm/hygiene.js";
import { policyFor } from "../../src/llm/provider-policy.js";
import type { ChatMessage, ImageInput } from "../../src/llm/types.js";

const img = (data = "AAAA"): ImageInput => ({ mime: "image/jpeg", data, width: 10, height: 10 });
const entries = (ms: ChatMessage[]) => ms.map((message) => ({ message }));
const imagesOf = (ms: ChatMessage[]) => ms.flatMap((m) => (m.role === "user" ? (m.images ?? []) : []));

describe("image sanitizing", () => {
  const history: ChatMessage[] = [
    { role: "user", content: "first photo", images: [img()] },
    { role: "assistant", content: "nice" },
    { role: "user", content: "second photo", images: [img(), img()] },
  ];

  it("a model that takes no images never gets an image part; the message says one was left out", () => {
    const r = sanitizeTranscript(entries(history), policyFor("openai"));
    expect(imagesOf(r.messages)).toHaveLength(0);
    expect(r.messages[2]?.content).toContain(IMAGE_OMITTED);
    expect(r.repairs.join("\n")).toContain("the model takes no images");
  });

  it("a vision model gets images on the last user message only", () => {
    const r = sanitizeTranscript(entries(history), { ...policyFor("openai"), images: true });
    expect(r.messages[0]).toEqual({ role: "user", content: "first photo" });
    expect((r.messages[2] as { images?: ImageInput[] }).images).toHaveLength(2);
  });

  it("oversized and surplus images are dropped", () => {
    const many = Array.from({ length: MAX_IMAGES + 3 }, () => img());
    const r = sanitizeTranscript(entries([{ role: "user", content: "lots", images: [img("A".repeat(MAX_IMAGE_BASE64 + 4)), ...many] }]), { ...policyFor("openai"), images: true });
    expect(imagesOf(r.messages)).toHaveLength(MAX_IMAGES);
    expect(imagesOf(r.messages).every((i) => i.data.length <= MAX_IMAGE_BASE64)).toBe(true);
  });

  it("merging consecutive user turns (alternating providers) keeps the images", () => {
    const r = sanitizeTranscript(entries([{ role: "user", content: "a" }, { role: "user", content: "b", images: [img()] }]), { ...policyFor("anthropic"), images: true });
    expect(r.messages).toHaveLength(1);
    expect(imagesOf(r.messages)).toHaveLength(1);
  });
});
