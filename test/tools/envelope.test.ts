import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../src/tools/envelope.js";
// The skill-side helpers (JavaScript, shared by the built-in skills).
import { composeEnvelopes } from "../../skills/_lib/output.mjs";

describe("envelope frames", () => {
  it("a well-formed envelope gives both layers, byte for byte", () => {
    const body = 'Text with __PASSTHROUGH__ and __END_PASSTHROUGH__ and {"v":1} inside.';
    const r = parseToolOutput(JSON.stringify({ v: 1, modelContext: body, userPresentation: "short" }), "envelope");
    expect(r).toEqual({ frame: "envelope", envelope: { modelContext: body, userPresentation: "short" } });
  });

  it.each([
    ['{"v":1,"modelContext":"cut in the mid', "cut or malformed"],
    ['{"v":1,"modelContext":"","userPresentation":"only the summary"}', "modelContext is empty"],
    ['{"v":2,"modelContext":"x"}', "unsupported envelope version"],
    ['warning: something\n{"v":1,"modelContext":"x"}', "mixed"],
    ["", "printed nothing"],
  ])("broken frame: %j", (stdout, reason) => {
    const r = parseToolOutput(stdout, "envelope");
    expect(r.frame).toBe("broken");
    if (r.frame === "broken") {
      expect(r.reason).toContain(reason);
      expect(r.received).toBe(stdout);
    }
  });

  it("an envelope skill's plain text is a short result on the normal path (no envelope at all)", () => {
    expect(parseToolOutput("Short page text.", "envelope")).toEqual({ frame: "plain", envelope: { modelContext: "Short page text." } });
  });

  it("a cut output is never parsed as an envelope", () => {
    expect(parseToolOutput(JSON.stringify({ v: 1, modelContext: "x" }), "envelope", { truncated: true }).frame).toBe("broken");
  });

  it("markers are plain text for skills that did not declare them", () => {
    const out = "full\n__PASSTHROUGH__\nsummary\n__END_PASSTHROUGH__";
    expect(parseToolOutput(out, "plain")).toEqual({ frame: "plain", envelope: { modelContext: out } });
    expect(parseToolOutput(out, "envelope").frame).toBe("plain");
  });

  it("legacy markers: summary to the person, the rest to the model; no end marker is damage", () => {
    expect(parseToolOutput("full A\n__PASSTHROUGH__\nsummary\n__END_PASSTHROUGH__\nfull B", "passthrough-markers")).toEqual({ frame: "passthrough", envelope: { modelContext: "full A\n\nfull B", userPresentation: "summary" } });
    const cut = parseToolOutput("full\n__PASSTHROUGH__\nsummary without an end", "passthrough-markers");
    expect(cut.frame).toBe("broken");
    // The seed's short-content bug: a frame whose model side is empty is refused.
    expect(parseToolOutput("__PASSTHROUGH__\nonly summary\n__END_PASSTHROUGH__", "passthrough-markers").frame).toBe("broken");
  });
});

describe("composing envelopes as data (downstream skills)", () => {
  it("keeps each layer in its layer: no half-stripping, no summary in the full text", () => {
    const child = { v: 1 as const, modelContext: "FULL ARTICLE with __PASSTHROUGH__ inside", userPresentation: "SUMMARY" };
    const plain = { v: 1 as const, modelContext: "plain result text" };
    const c = composeEnvelopes([child, plain, { v: 1, modelContext: "SECOND FULL", userPresentation: "SECOND SUMMARY" }]);
    expect(c.modelContext).toBe("FULL ARTICLE with __PASSTHROUGH__ inside\n\n---\n\nplain result text\n\n---\n\nSECOND FULL");
    expect(c.modelContext).not.toContain("SUMMARY");
    expect(c.userPresentation).toBe("SUMMARY\nSECOND SUMMARY");
    const parsed = parseToolOutput(JSON.stringify(c), "envelope");
    expect(parsed.frame).toBe("envelope");
  });
});
