// Building the messages a Telegram user sends with files (Bot API Message fields), and
// the fixture files: small images made with sharp, PDFs and an OGG voice note committed in
// test/fixtures/media (see generate.mjs there for how they were made).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { FakeFile } from "../fakes/telegram.js";

export const MEDIA = path.resolve(import.meta.dirname, "../fixtures/media");
export const fixture = (name: string) => fs.readFileSync(path.join(MEDIA, name));

/** A JPEG with a coloured square, large enough to be resized (the longer side over 1568 px). */
export async function jpeg(o: { width?: number; height?: number; colour?: string } = {}): Promise<Buffer> {
  return sharp({ create: { width: o.width ?? 2400, height: o.height ?? 1600, channels: 3, background: o.colour ?? "#c03030" } }).jpeg({ quality: 80 }).toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } }).png().toBuffer();
}

export const photoFields = (f: FakeFile, o: { caption?: string; width?: number; height?: number; mediaGroupId?: string } = {}) => ({
  photo: [
    { file_id: `${f.fileId}-thumb`, file_unique_id: `${f.fileUniqueId}t`, width: 90, height: 60, file_size: 1200 },
    { file_id: f.fileId, file_unique_id: f.fileUniqueId, width: o.width ?? 2400, height: o.height ?? 1600, file_size: f.size },
  ],
  ...(o.caption !== undefined ? { caption: o.caption } : {}),
  ...(o.mediaGroupId ? { media_group_id: o.mediaGroupId } : {}),
});

export const voiceFields = (f: FakeFile, seconds: number) => ({
  voice: { file_id: f.fileId, file_unique_id: f.fileUniqueId, duration: seconds, mime_type: "audio/ogg", file_size: f.size },
});

export const documentFields = (f: FakeFile, o: { name: string; mime?: string; caption?: string; mediaGroupId?: string }) => ({
  document: { file_id: f.fileId, file_unique_id: f.fileUniqueId, file_name: o.name, ...(o.mime ? { mime_type: o.mime } : {}), file_size: f.size },
  ...(o.caption !== undefined ? { caption: o.caption } : {}),
  ...(o.mediaGroupId ? { media_group_id: o.mediaGroupId } : {}),
});
