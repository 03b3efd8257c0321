// Photos, voice notes and documents through the running bot: grammY against the fake Bot
// API (files served by getFile and /file/bot<token>/...), the openai package against the
// fake OpenAI server (image parts, /audio/transcriptions), the ollama package against the
// fake Ollama (a vision request with `images`). Each problem gets a reply and the next
// message works.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../fakes/http.js";
import type { ChatRequestBody } from "../fakes/openai.js";
import { type Harness, OWNER, startHarness } from "../support/harness.js";
import { documentFields, fixture, jpeg, photoFields, voiceFields } from "../support/media.js";
import { createInboxStore } from "../../src/store/inbox.js";

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const LOCAL_VISION = { VISION_MODEL: "fake-vision", MAIN_VISION: "false" };

/** A user message with files; waits for `expect` more messages from the bot. */
async function send(fields: Record<string, unknown>, o: { expect?: number; replyTo?: { messageId: number; fromBot: boolean; text?: string } } = {}) {
  const before = h.tg.sentTo(OWNER).length;
  const ids = h.tg.pushUserMessage({ chatId: OWNER, fields, ...(o.replyTo ? { replyTo: o.replyTo } : {}) });
  await h.tg.waitForSent(OWNER, before + (o.expect ?? 1));
  await h.app.idle();
  return { ...ids, replies: h.tg.sentTo(OWNER).slice(before) };
}

const imagesIn = (r: ChatRequestBody) => r.messages.flatMap((m) => m.images ?? []);
const lastUser = (r: ChatRequestBody) => [...r.messages].reverse().find((m) => m.role === "user")?.content ?? "";
const allText = (r: ChatRequestBody) => r.messages.map((m) => m.content ?? "").join("\n");

describe("photos", () => {
  it("VISION_MODEL path: the local model describes the resized photo; the main model gets the description, never pixels", async () => {
    h = await startHarness({ env: LOCAL_VISION });
    h.openai.setAcceptImages(false); // a text-only main model: any image part would be refused
    h.ollama.on("vision", () => ({ content: "A shop receipt from E-Mart. TOTAL 32,000 won, 2024-05-13." }));
    h.openai.setResponder((r) => ({ content: /32,000/.test(lastUser(r)) ? "The total is 32,000 won." : "I don't know." }));
    const file = h.tg.addFile(await jpeg());
    const { replies } = await send(photoFields(file, { caption: "영수증 합계가 얼마야?" }));
    expect(replies.map((r) => r.text)).toEqual(["The total is 32,000 won."]);

    const vision = h.ollama.callsOf("vision");
    expect(vision).toHaveLength(1);
    expect(vision[0]?.model).toBe("fake-vision");
    const sent = Buffer.from(vision[0]?.messages[0]?.images?.[0] ?? "", "base64");
    const meta = await sharp(sent).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1568); // resized from 2400x1600

    const main = h.openai.requests.at(-1) as ChatRequestBody;
    expect(imagesIn(main)).toHaveLength(0);
    expect(lastUser(main)).toContain("TOTAL 32,000 won");
    expect(lastUser(main)).toContain("a description, not the user's words");
    expect(lastUser(main)).toContain("영수증 합계가 얼마야?");
    expect(h.openai.rejected).toHaveLength(0);

    // Stored once, by hash, under DATA_DIR/media.
    const stored = h.db.prepare("SELECT hash, path, mime, width, height FROM media_files").all() as Array<{ hash: string; path: string; mime: string; width: number }>;
    expect(stored).toHaveLength(1);
    expect(fs.existsSync(path.join(h.dir, stored[0]?.path ?? "x"))).toBe(true);
    expect(stored[0]?.path).toContain(stored[0]?.hash);

    // /why says how the photo was read.
    h.tg.pushMessage({ chatId: OWNER, text: "/why" });
    const why = (await h.tg.waitForSent(OWNER, 2))[1]?.text ?? "";
    expect(why).toContain("Photo (1568×1045): described by fake-vision (VISION_MODEL)");
    expect(why).toContain("TOTAL 32,000 won");

    // Later turns carry the description; memory keeps it ("the receipt I sent").
    h.openai.setResponder(() => ({ content: "ok" }));
    await h.say("thanks. and what store was it?");
    const next = h.openai.requests.at(-1) as ChatRequestBody;
    expect(imagesIn(next)).toHaveLength(0);
    expect(allText(next)).toContain("A shop receipt from E-Mart");
    const mem = h.db.prepare("SELECT text FROM memory_items WHERE kind = 'exchange' ORDER BY id LIMIT 1").get() as { text: string };
    expect(mem.text).toContain("E-Mart");
    // The token in the file URL never reaches the log.
    expect(h.logs.text()).not.toContain(h.tg.token);
    expect(h.tg.downloads).toEqual([file.path]);
  });

  it("main-model path: the photo goes as an image part (data URL, resized); later turns carry a description instead", async () => {
    h = await startHarness({ env: { MAIN_VISION: "true" } });
    h.openai.setResponder((r) => {
      if (r.messages[0]?.content?.startsWith("Describe this image")) return { content: "A red square on white." };
      return { content: imagesIn(r).length > 0 ? "I see a red picture." : "no image" };
    });
    const file = h.tg.addFile(await jpeg());
    const { replies } = await send(photoFields(file, { caption: "what colour is this?" }));
    expect(replies.map((r) => r.text)).toEqual(["I see a red picture."]);
    const answer = h.openai.requests.find((r) => !r.messages[0]?.content?.startsWith("Describe this image")) as ChatRequestBody;
    const images = imagesIn(answer);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^data:image\/jpeg;base64,/);
    const px = await sharp(Buffer.from((images[0] as string).split(",")[1] as string, "base64")).metadata();
    expect(px.width).toBe(1568);
    // Only on the question, nowhere else.
    expect(answer.messages.at(-1)?.images).toHaveLength(1);
    expect(lastUser(answer)).toContain("is attached to this message as an image");
    expect(h.ollama.callsOf("vision")).toHaveLength(0);

    await h.say("and now?");
    const next = h.openai.requests.at(-1) as ChatRequestBody;
    expect(imagesIn(next)).toHaveLength(0);
    expect(allText(next)).toContain("A red square on white.");

    h.tg.pushMessage({ chatId: OWNER, text: "/why" });
    await h.tg.waitForSent(OWNER, 3);
    // /why of the last turn ("and now?") has no photo; the photo's turn is in the trace table.
    const trace = JSON.parse((h.db.prepare("SELECT trace FROM turns ORDER BY id LIMIT 1").get() as { trace: string }).trace);
    expect(trace.input.parts[0]).toMatchObject({ kind: "image", via: "main", size: "1568×1045" });
  });

  it("MAIN_VISION=true on a model that refuses images: the reply names the setting to change", async () => {
    h = await startHarness({ env: { MAIN_VISION: "true", VISION_MODEL: "fake-vision" } });
    h.openai.setAcceptImages(false);
    const { replies } = await send(photoFields(h.tg.addFile(await jpeg()), { caption: "what is it?" }));
    expect(replies[0]?.text).toContain("set MAIN_VISION=false");
    expect(h.openai.rejected.length).toBeGreaterThan(0);
    h.openai.setResponder(() => ({ content: "text works" }));
    await h.say("hello");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("text works");
    // The photo's turn failed; its pixels never ride along with later requests.
    expect(imagesIn(h.openai.requests.at(-1) as ChatRequestBody)).toHaveLength(0);
  });

  it("with neither vision path: a reply that says how to enable it, no model call, and the next message works", async () => {
    h = await startHarness();
    const file = h.tg.addFile(await jpeg());
    const { replies } = await send(photoFields(file, { caption: "what is this?" }));
    expect(replies[0]?.text).toContain("VISION_MODEL");
    expect(replies[0]?.text).toContain("MAIN_VISION=true");
    expect(h.openai.requests).toHaveLength(0);
    expect(h.tg.downloads).toHaveLength(0);
    h.openai.setResponder(() => ({ content: "hello" }));
    await h.say("hi");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("hello");
  });

  it("an album is one turn: every photo described, one reply", async () => {
    h = await startHarness({ env: LOCAL_VISION });
    let n = 0;
    h.ollama.on("vision", () => ({ content: `Photo number ${++n} of the trip.` }));
    h.openai.setResponder((r) => ({ content: `Seen: ${(lastUser(r).match(/Photo number \d/g) ?? []).join(", ")}` }));
    const files = [h.tg.addFile(await jpeg({ colour: "#101010" })), h.tg.addFile(await jpeg({ colour: "#808080" })), h.tg.addFile(await jpeg({ colour: "#f0f0f0" }))];
    const before = h.tg.sentTo(OWNER).length;
    files.forEach((f, i) => h.tg.pushUserMessage({ chatId: OWNER, fields: photoFields(f, { mediaGroupId: "album-1", ...(i === 0 ? { caption: "our trip" } : {}) }) }));
    await h.tg.waitForSent(OWNER, before + 1);
    await h.app.idle();
    expect(h.tg.sentTo(OWNER).slice(before).map((s) => s.text)).toEqual(["Seen: Photo number 1, Photo number 2, Photo number 3"]);
    expect(h.openai.requests).toHaveLength(1);
    expect(lastUser(h.openai.requests[0] as ChatRequestBody)).toContain("our trip");
    const inbox = h.db.prepare("SELECT status, turn_id FROM inbox ORDER BY update_id").all() as Array<{ status: string; turn_id: number }>;
    expect(inbox.map((r) => r.status)).toEqual(["done", "done", "done"]);
    expect(new Set(inbox.map((r) => r.turn_id)).size).toBe(1);
  });

  it("a damaged image gets a reply saying so, and the next message works", async () => {
    h = await startHarness({ env: LOCAL_VISION });
    const file = h.tg.addFile(Buffer.from("\xff\xd8\xff\xe0 this is not really a jpeg", "latin1"));
    const { replies } = await send(photoFields(file, { caption: "look" }));
    expect(replies[0]?.text).toContain("could not open this image");
    expect(h.ollama.callsOf("vision")).toHaveLength(0);
    h.openai.setResponder(() => ({ content: "still here" }));
    await h.say("hello?");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("still here");
  });
});

describe("restart", () => {
  it("a photo stored but not answered before a crash is read again from its file id at the next start", async () => {
    h = await startHarness({ env: LOCAL_VISION, start: false });
    h.ollama.on("vision", () => ({ content: "A parking ticket, level B2, spot 41." }));
    h.openai.setResponder((r) => ({ content: lastUser(r).includes("spot 41") ? "B2, spot 41." : "?" }));
    const file = h.tg.addFile(await jpeg());
    // What the ingress stored before the process died (no turn was started).
    createInboxStore(h.db).add({ updateId: 77, chatId: OWNER, userId: OWNER, messageId: 900, text: "where did I park?", receivedAt: Date.now(), attachments: [{ kind: "photo", fileId: file.fileId, fileUniqueId: file.fileUniqueId, bytes: file.size, width: 2400, height: 1600 }] });
    await h.app.start();
    await h.tg.waitForSent(OWNER, 1);
    await h.app.idle();
    expect(h.tg.sentTo(OWNER).map((m) => [m.text, m.replyTo])).toEqual([["B2, spot 41.", 900]]);
    expect(h.tg.downloads).toEqual([file.path]);
  });
});

describe("voice notes", () => {
  it("transcribed through /audio/transcriptions, quoted back, then answered as if typed", async () => {
    h = await startHarness({ stt: true });
    h.openai.setTranscriber(() => ({ text: "Remind me to buy milk tomorrow" }));
    h.openai.setResponder((r) => ({ content: lastUser(r).includes("buy milk") ? "Noted: milk, tomorrow." : "??" }));
    const file = h.tg.addFile(fixture("voice.ogg"), { ext: "oga" });
    const { replies, messageId } = await send(voiceFields(file, 3), { expect: 2 });
    expect(replies.map((r) => r.text)).toEqual(["🎤 “Remind me to buy milk tomorrow”", "Noted: milk, tomorrow."]);
    expect(replies[0]?.replyTo).toBe(messageId);
    const t = h.openai.transcriptions;
    expect(t).toHaveLength(1);
    expect(t[0]?.model).toBe("whisper-test");
    expect(t[0]?.bytes.equals(fixture("voice.ogg"))).toBe(true);
    expect(t[0]?.bytes.subarray(0, 4).toString()).toBe("OggS");
    const main = h.openai.requests.at(-1) as ChatRequestBody;
    expect(lastUser(main)).toContain("transcribed by speech-to-text");
    expect(lastUser(main)).toContain("Remind me to buy milk tomorrow");
    h.tg.pushMessage({ chatId: OWNER, text: "/why" });
    const why = (await h.tg.waitForSent(OWNER, 3))[2]?.text ?? "";
    expect(why).toContain("Voice note (3 s): transcribed in");
    // Stored as the user's words: the next turn's history has the transcript.
    await h.say("what did I ask?");
    expect(allText(h.openai.requests.at(-1) as ChatRequestBody)).toContain("Remind me to buy milk tomorrow");
    expect(h.logs.text()).not.toContain("stt-secret-key-123456");
  });

  it("the claim check knows the note was heard: 'Listening to that, …' passes after a transcribed voice note, not after typed words", async () => {
    h = await startHarness({ stt: true });
    h.openai.setTranscriber(() => ({ text: "the plumber comes Thursday morning, keep the hall clear" }));
    h.openai.setResponder(() => ({ content: "Listening to that, the plumber comes Thursday morning, so keep the hall clear." }));
    await send(voiceFields(h.tg.addFile(fixture("voice.ogg"), { ext: "oga" }), 3), { expect: 2 });
    const warned = () => h.logs.lines().filter((l) => l.msg === "the reply claims an action the tool-call ledger does not show").length;
    expect(warned()).toBe(0);
    // The same answer to a typed message claims a listen no skill did.
    await h.say("[voice message] the plumber comes Thursday morning");
    expect(warned()).toBe(1);
  });

  it("not configured: a reply naming what to set", async () => {
    h = await startHarness();
    const file = h.tg.addFile(fixture("voice.ogg"));
    const { replies } = await send(voiceFields(file, 3));
    expect(replies[0]?.text).toContain("STT_BASE_URL");
    expect(h.tg.downloads).toHaveLength(0);
    expect(h.openai.requests).toHaveLength(0);
  });

  it("longer than MAX_AUDIO_SECONDS: refused with the reason, nothing downloaded", async () => {
    h = await startHarness({ stt: true, env: { MAX_AUDIO_SECONDS: "60" } });
    const file = h.tg.addFile(fixture("voice.ogg"));
    const { replies } = await send(voiceFields(file, 125));
    expect(replies[0]?.text).toContain("2:05 long");
    expect(replies[0]?.text).toContain("1:00 (MAX_AUDIO_SECONDS)");
    expect(h.tg.downloads).toHaveLength(0);
    expect(h.openai.transcriptions).toHaveLength(0);
  });

  it("a failing transcription server: a reply that says so, and the next message works", async () => {
    h = await startHarness({ stt: true });
    h.openai.setTranscriber(() => ({ fault: "500" }));
    const file = h.tg.addFile(fixture("voice.ogg"));
    const { replies } = await send(voiceFields(file, 3));
    expect(replies[0]?.text).toContain("could not transcribe this voice note");
    expect(replies[0]?.text).toContain("HTTP 500");
    expect(h.openai.requests).toHaveLength(0);
    h.openai.setTranscriber(() => ({ text: "second try works" }));
    h.openai.setResponder(() => ({ content: "heard you" }));
    await send(voiceFields(h.tg.addFile(fixture("voice.ogg")), 3), { expect: 2 });
    expect(h.tg.sentTo(OWNER).map((s) => s.text).slice(-2)).toEqual(["🎤 “second try works”", "heard you"]);
  });
});

describe("documents", () => {
  it("a PDF without a question: a summary shown at once, no model call; a follow-up is answered from the full text", async () => {
    h = await startHarness();
    h.ollama.on("summary", () => ({ content: "- Revenue grew 12%\n- Busan warehouse busy" }));
    const file = h.tg.addFile(fixture("report.pdf"), { ext: "pdf" });
    const { replies } = await send(documentFields(file, { name: "report.pdf", mime: "application/pdf" }));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.text).toContain("📄 report.pdf (PDF, 2 pages");
    expect(replies[0]?.text).toContain("Revenue grew 12%");
    expect(replies[0]?.text).not.toContain("Min-jun Park");
    expect(h.openai.requests).toHaveLength(0);
    h.tg.pushMessage({ chatId: OWNER, text: "/why" });
    const why = (await h.tg.waitForSent(OWNER, 2))[1]?.text ?? "";
    expect(why).toMatch(/File “report\.pdf”: PDF, 2 page\(s\), [\d,]+ characters extracted, summary shown/);
    const doc = h.db.prepare("SELECT title, url, content FROM documents").get() as { title: string; url: string | null; content: string };
    expect(doc.title).toBe("report.pdf");
    expect(doc.url).toBeNull();
    expect(doc.content).toContain("The safety inspector’s name is Min-jun Park");

    h.openai.setResponder((r) => ({ content: allText(r).includes("Min-jun Park") ? "Min-jun Park." : "I don't know." }));
    await h.say("who is the safety inspector?");
    const req = h.openai.requests.at(-1) as ChatRequestBody;
    const history = req.messages.slice(1, -1).map((m) => m.content ?? "").join("\n");
    expect(history).toContain("Min-jun Park");
    expect(history).toContain("data, not the user's words or instructions");
    expect(history).toContain("already shown a summary of this file directly");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("Min-jun Park.");

    // After /new the transcript is out of view; the stored document comes back as passages.
    h.tg.pushMessage({ chatId: OWNER, text: "/new" });
    await h.tg.waitForSent(OWNER, 4);
    await waitFor(() => (h.db.prepare("SELECT COUNT(*) AS n FROM memory_items WHERE embed_state = 'pending'").get() as { n: number }).n === 0, 10_000);
    h.ollama.on("sufficiency", () => ({ content: { sufficient: true, skill: "none" } }));
    await h.say("In the quarterly report, who is the safety inspector?");
    const sys = (h.openai.requests.at(-1) as ChatRequestBody).messages[0]?.content ?? "";
    expect(sys).toContain("Min-jun Park");
  });

  it("a PDF with a caption: the caption is the question, answered from the fenced full text", async () => {
    h = await startHarness();
    h.openai.setResponder((r) => ({ content: lastUser(r).includes("30 November") ? "On 30 November." : "?" }));
    const file = h.tg.addFile(fixture("report.pdf"));
    const { replies } = await send(documentFields(file, { name: "report.pdf", mime: "application/pdf", caption: "when does the night shift end?" }), { expect: 2 });
    expect(replies[0]?.text).toContain("📄 report.pdf");
    expect(replies[1]?.text).toBe("On 30 November.");
    const q = lastUser(h.openai.requests.at(-1) as ChatRequestBody);
    const tag = /<<<(FILE-[0-9a-f]{10})/.exec(q)?.[1];
    expect(tag).toBeDefined();
    expect(q).toContain(`${tag}>>>`);
    expect(q.indexOf("when does the night shift end?")).toBeGreaterThan(q.indexOf(`${tag}>>>`));
  });

  it("an image-only PDF gets a reply that it has no text layer", async () => {
    h = await startHarness();
    const { replies } = await send(documentFields(h.tg.addFile(fixture("scanned.pdf")), { name: "scan.pdf", mime: "application/pdf" }));
    expect(replies[0]?.text).toContain("“scan.pdf” has no text layer");
    expect(h.openai.requests).toHaveLength(0);
    h.tg.pushMessage({ chatId: OWNER, text: "/why" });
    expect((await h.tg.waitForSent(OWNER, 2))[1]?.text).toContain("Could not read it: “scan.pdf” has no text layer");
  });

  it("files over the limit are refused with the reason, before and after Telegram's own 20 MB limit", async () => {
    h = await startHarness({ env: { MAX_FILE_BYTES: String(30 * 1024 * 1024) } });
    // Declared 25 MB: Telegram will not serve it (getFile answers "file is too big").
    const big = h.tg.addFile(Buffer.from("x"), { size: 25 * 1024 * 1024 });
    const { replies } = await send({ document: { file_id: big.fileId, file_unique_id: big.fileUniqueId, file_name: "huge.pdf", mime_type: "application/pdf" } });
    expect(replies[0]?.text).toContain("Telegram lets bots download at most 20 MB");
    await h.stop();
    h = await startHarness({ env: { MAX_FILE_BYTES: String(1024 * 1024) } });
    const mid = h.tg.addFile(Buffer.alloc(2 * 1024 * 1024, 65), { ext: "txt" });
    const r2 = await send(documentFields(mid, { name: "notes.txt", mime: "text/plain" }));
    expect(r2.replies[0]?.text).toContain("This file is 2.0 MB; I read files up to 1.0 MB (MAX_FILE_BYTES)");
    expect(h.tg.callsOf("getFile")).toHaveLength(0);
    h.openai.setResponder(() => ({ content: "fine" }));
    await h.say("ok");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toBe("fine");
  });

  it("text, Markdown, CSV and HTML files are read; an unsupported type and a failed download get replies", async () => {
    h = await startHarness();
    h.openai.setResponder((r) => ({ content: `got ${lastUser(r).length}` }));
    await send(documentFields(h.tg.addFile(Buffer.from("name,qty\napples,3\npears,5\n")), { name: "stock.csv", mime: "text/csv", caption: "how many pears?" }));
    expect(lastUser(h.openai.requests.at(-1) as ChatRequestBody)).toContain("pears,5");
    await send(documentFields(h.tg.addFile(Buffer.from("<html><head><title>Menu</title></head><body><article><h1>Lunch</h1><p>Bibimbap costs 9000 won today at the canteen on the second floor, next to the library.</p><script>alert(1)</script></article></body></html>")), { name: "menu.html", mime: "text/html", caption: "price?" }));
    const html = lastUser(h.openai.requests.at(-1) as ChatRequestBody);
    expect(html).toContain("Bibimbap costs 9000 won");
    expect(html).not.toContain("alert(1)");
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    const r = await send(documentFields(h.tg.addFile(zip), { name: "letter.docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }));
    expect(r.replies[0]?.text).toContain("I can't read “letter.docx”");
    expect(r.replies[0]?.text).toContain("PDF (with a text layer)");
    const flaky = h.tg.addFile(Buffer.from("hello"));
    h.tg.failDownload(flaky.fileId);
    const r2 = await send(documentFields(flaky, { name: "a.txt", mime: "text/plain" }));
    expect(r2.replies[0]?.text).toContain("could not download this file from Telegram");
    expect(r2.replies[0]?.text).toContain("HTTP 500");
    expect(r2.replies[0]?.text).not.toContain(h.tg.token);
    const sticker = await send({ sticker: { file_id: "S1", file_unique_id: "s1", width: 512, height: 512, is_animated: false, is_video: false, type: "regular" } });
    expect(sticker.replies[0]?.text).toContain("I can't read stickers yet");
  });
});
