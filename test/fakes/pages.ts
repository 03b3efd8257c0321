// Serves web pages and feeds from loopback for the article and feeds skills.
import { startServer } from "./http.js";

export interface Page {
  body: string | Buffer;
  type?: string;
  status?: number;
  delayMs?: number;
}

export interface FakePages {
  url(path: string): string;
  set(path: string, page: Page): void;
  hits: string[];
  close(): Promise<void>;
}

export async function startFakePages(initial: Record<string, Page> = {}): Promise<FakePages> {
  const pages = new Map(Object.entries(initial));
  const hits: string[] = [];
  const server = await startServer(async (req, res) => {
    const p = pages.get(req.url ?? "/");
    hits.push(req.url ?? "/");
    if (!p) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
      return;
    }
    if (p.delayMs) await new Promise((r) => setTimeout(r, p.delayMs));
    res.writeHead(p.status ?? 200, { "content-type": p.type ?? "text/html; charset=utf-8" });
    res.end(p.body);
  });
  return {
    url: (path) => `${server.url}${path}`,
    set: (path, page) => {
      pages.set(path, page);
    },
    hits,
    close: () => server.close(),
  };
}

export function articleHtml(title: string, paragraphs: readonly string[], opts: { charset?: string; metaCharset?: boolean } = {}): string {
  const meta = opts.metaCharset && opts.charset ? `<meta charset="${opts.charset}">` : "";
  return `<!doctype html><html><head>${meta}<title>${title}</title></head><body><nav>Home | About</nav><article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join("")}</article><footer>© site</footer></body></html>`;
}

export function rss(items: Array<{ title: string; body: string; guid: string }>, title = "Town News"): string {
  return `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>${title}</title>${items
    .map((i, n) => `<item><title>${i.title}</title><link>https://town.example/${i.guid}</link><guid>${i.guid}</guid><pubDate>Mon, 30 Nov 2026 0${9 - n}:00:00 GMT</pubDate><description>short</description><content:encoded><![CDATA[<p>${i.body}</p>]]></content:encoded></item>`)
    .join("")}</channel></rss>`;
}
