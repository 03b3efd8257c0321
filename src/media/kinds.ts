// Which reader a file goes to, from its declared type and name, checked against its
// first bytes (a file's name and MIME type are the sender's claim, not a fact).
/** unknown: no claim we recognise; the reader tries it as text. */
export type FileKind = "pdf" | "html" | "text" | "image" | "unsupported" | "unknown";

const TEXT_EXT = new Set(["txt", "text", "md", "markdown", "csv", "tsv", "json", "jsonl", "ndjson", "xml", "yaml", "yml", "toml", "ini", "cfg", "conf", "log", "srt", "vtt", "tex", "rst", "org", "adoc", "sql", "py", "js", "mjs", "cjs", "ts", "tsx", "jsx", "java", "kt", "go", "rs", "c", "h", "cpp", "hpp", "cs", "rb", "php", "sh", "bash", "zsh", "ps1", "swift", "scala", "r", "lua", "pl", "css", "scss", "ics", "vcf", "env", "properties", "gitignore", "dockerfile"]);
const IMAGE_EXT = new Set(["jpg", "jpeg", "png", "webp", "gif", "bmp", "tif", "tiff", "heic", "heif", "avif"]);

const ext = (name: string | undefined) => (name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "");

export function classifyFile(f: { mime?: string | undefined; name?: string | undefined; head: Uint8Array }): FileKind {
  const mime = (f.mime ?? "").toLowerCase();
  const e = ext(f.name);
  const h = f.head;
  const magic = (s: string) => s.split("").every((c, i) => h[i] === c.charCodeAt(0));
  if (magic("%PDF-")) return "pdf";
  if (mime === "application/pdf" || e === "pdf") return "pdf"; // claims PDF: the reader says if it is not
  if (mime.startsWith("image/") || IMAGE_EXT.has(e)) return "image";
  if (mime === "text/html" || mime === "application/xhtml+xml" || e === "html" || e === "htm" || e === "xhtml") return "html";
  // Zip containers (docx, xlsx, odt, epub ...) and other office formats.
  if (magic("PK\u0003\u0004") || /officedocument|msword|ms-excel|ms-powerpoint|opendocument|epub|zip|rar|7z|tar|gzip/.test(mime)) return "unsupported";
  if (mime.startsWith("text/") || /json|xml|yaml|csv|javascript|x-sh|x-python|toml|sql/.test(mime) || TEXT_EXT.has(e)) return "text";
  if (mime === "" || mime === "application/octet-stream") return "unknown";
  return "unsupported";
}

export const READABLE_FILES = "PDF (with a text layer), plain text, Markdown, HTML, CSV, JSON and other text files, and images";
