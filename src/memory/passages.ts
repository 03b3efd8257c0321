// Splits a fetched document into overlapping passages for recall. Cuts prefer paragraph
// and sentence ends so a passage reads as a unit.

export function splitPassages(text: string, size = 900, overlap = 120): string[] {
  const clean = text.replace(/\r\n?/g, "\n").trim();
  if (clean.length <= size) return clean === "" ? [] : [clean];
  const out: string[] = [];
  let start = 0;
  while (start < clean.length) {
    let end = Math.min(clean.length, start + size);
    if (end < clean.length) {
      const window = clean.slice(start, end);
      const para = window.lastIndexOf("\n\n");
      const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("다. "), window.lastIndexOf("\n"));
      const cut = para > size * 0.5 ? para : sentence > size * 0.5 ? sentence + 1 : -1;
      if (cut > 0) end = start + cut;
    }
    out.push(clean.slice(start, end).trim());
    if (end >= clean.length) break;
    start = Math.max(end - overlap, start + 1);
  }
  return out.filter((p) => p !== "");
}

/** Indexes a stored document for recall: one memory item per passage, labelled with its source. */
export function indexDocument(
  memory: { add(i: { chatId: number; conversationId: number; kind: "document"; sourceId: number; text: string; ts: number }): unknown },
  d: { chatId: number; conversationId: number; documentId: number; label: string; text: string; now: number },
): void {
  for (const p of splitPassages(d.text)) memory.add({ chatId: d.chatId, conversationId: d.conversationId, kind: "document", sourceId: d.documentId, text: d.label ? `${d.label}\n${p}` : p, ts: d.now });
}
