// Images are decoded and re-encoded with sharp (libvips) before anything else sees them:
// EXIF orientation applied, the longer side brought down to `maxSide`, metadata dropped,
// JPEG out (PNG when the image has transparency). A file sharp cannot decode is refused
// here, so a corrupt photo becomes a clear reply instead of a provider error later.
import { createHash } from "node:crypto";

// Loaded on the first image: libvips takes about half a second to load, which start-up
// should not pay for a bot that may never see a photo.
let loaded: Promise<typeof import("sharp")> | undefined;
const sharpLib = async () => (await (loaded ??= import("sharp"))).default;

/** Longest side sent to any model (seed 004 uses 1200 px as its default). */
export const IMAGE_MAX_SIDE = 1568;

export interface PreparedImage {
  bytes: Buffer;
  mime: "image/jpeg" | "image/png";
  width: number;
  height: number;
  /** sha256 of the prepared bytes: the storage key. */
  hash: string;
}

export class ImageError extends Error {
  override name = "ImageError";
}

export async function prepareImage(input: Uint8Array, maxSide = IMAGE_MAX_SIDE): Promise<PreparedImage> {
  const sharp = await sharpLib();
  try {
    const img = sharp(input, { failOn: "error", limitInputPixels: 100_000_000 }).rotate();
    const meta = await img.metadata();
    if (!meta.width || !meta.height) throw new ImageError("the image has no size");
    const resized = img.resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true });
    const alpha = meta.hasAlpha === true;
    const { data, info } = await (alpha ? resized.png({ compressionLevel: 9 }) : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: alpha ? "image/png" : "image/jpeg", width: info.width, height: info.height, hash: createHash("sha256").update(data).digest("hex") };
  } catch (err) {
    if (err instanceof ImageError) throw err;
    throw new ImageError((err as Error)?.message ?? String(err));
  }
}
