// Images the user sent, stored once by content hash under DATA_DIR/media/ and referenced
// from the transcript by that hash. The file is written before its row, so a row always
// points at a whole file; writing the same image twice is a no-op.
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/open.js";

export interface StoredImage {
  hash: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** Absolute path. */
  file: string;
}

export function createMediaStore(db: Db, dataDir: string) {
  const insert = db.prepare("INSERT OR IGNORE INTO media_files (hash, path, mime, bytes, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const get = db.prepare<[string], { hash: string; path: string; mime: string; bytes: number; width: number | null; height: number | null }>("SELECT * FROM media_files WHERE hash = ?");
  const dir = path.join(dataDir, "media");
  return {
    put(img: { hash: string; mime: string; bytes: Uint8Array; width: number; height: number; now: number }): StoredImage {
      if (!/^[0-9a-f]{64}$/.test(img.hash)) throw new Error("media hash must be a sha256 hex digest");
      const rel = path.join("media", `${img.hash}${img.mime === "image/png" ? ".png" : ".jpg"}`);
      const file = path.join(dataDir, rel);
      if (!fs.existsSync(file)) {
        fs.mkdirSync(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, img.bytes);
        fs.renameSync(tmp, file);
      }
      insert.run(img.hash, rel, img.mime, img.bytes.byteLength, img.width, img.height, img.now);
      return { hash: img.hash, mime: img.mime, bytes: img.bytes.byteLength, width: img.width, height: img.height, file };
    },
    get(hash: string): StoredImage | undefined {
      const r = get.get(hash);
      return r ? { hash: r.hash, mime: r.mime, bytes: r.bytes, width: r.width, height: r.height, file: path.join(dataDir, r.path) } : undefined;
    },
    read(hash: string): Buffer | undefined {
      const r = get.get(hash);
      if (!r) return undefined;
      try {
        return fs.readFileSync(path.join(dataDir, r.path));
      } catch {
        return undefined;
      }
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
