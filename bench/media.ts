// Reading what users send, with zero-latency fake models (so the figures are the bot's own
// work): photo message -> reply on the fake Telegram (download, sharp resize, description
// by the fake vision model, the turn); PDF message -> summary shown; voice note -> reply;
// and the readers alone (sharp on a 12-megapixel JPEG, PDF.js on the 2-page fixture).
import sharp from "sharp";
import { prepareImage } from "../src/media/image.js";
import { pdfText } from "../src/media/pdf.js";
import { OWNER, startHarness } from "../test/support/harness.js";
import { documentFields, fixture, jpeg, photoFields, voiceFields } from "../test/support/media.js";
import { summary, time } from "./stats.js";

export async function benchMedia(runs = 10) {
  const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#5080b0" } }).jpeg({ quality: 90 }).toBuffer();
  const resize: number[] = [];
  for (let i = 0; i < runs; i++) resize.push((await time(() => prepareImage(big)))[1]);
  const pdf: number[] = [];
  const report = fixture("report.pdf");
  for (let i = 0; i < runs; i++) pdf.push((await time(() => pdfText(report)))[1]);

  const h = await startHarness({ stt: true, env: { LOG_LEVEL: "warn", VISION_MODEL: "fake-vision", MAIN_VISION: "false" } });
  h.openai.setResponder(() => ({ content: "ok" }));
  const photo = h.tg.addFile(await jpeg());
  const doc = h.tg.addFile(report);
  const voice = h.tg.addFile(fixture("voice.ogg"));
  const measure = async (fields: Record<string, unknown>, replies: number) => {
    const before = h.tg.sentTo(OWNER).length;
    const t0 = Date.now();
    h.tg.pushUserMessage({ chatId: OWNER, fields });
    await h.tg.waitForSent(OWNER, before + replies);
    const ms = Date.now() - t0;
    await h.app.idle();
    return ms;
  };
  const photoMs: number[] = [];
  const pdfMs: number[] = [];
  const voiceMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    photoMs.push(await measure(photoFields(photo, { caption: "what is this?" }), 1));
    pdfMs.push(await measure(documentFields(doc, { name: "report.pdf", mime: "application/pdf" }), 1));
    voiceMs.push(await measure(voiceFields(voice, 3), 2));
  }
  await h.stop();
  return {
    note: "fake models answer at once; includes the long-polling round trip to the in-process fake Bot API",
    prepareImage12MP: summary(resize),
    pdfText2Pages: summary(pdf),
    photoToReplyMs: summary(photoMs),
    pdfToSummaryMs: summary(pdfMs),
    voiceToReplyMs: summary(voiceMs),
  };
}
