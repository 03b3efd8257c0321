// Shared plumbing for the loopback fakes: a server on 127.0.0.1 with a random port that
// tracks its sockets so tests can close it (and drop connections) deterministically.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface LoopbackServer {
  url: string;
  port: number;
  /** Stops listening and drops open connections: new requests are refused (ECONNREFUSED). */
  pause(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void | Promise<void>;

export async function startServer(handler: Handler): Promise<LoopbackServer> {
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (d: Buffer) => parts.push(d));
    req.on("end", () => {
      Promise.resolve(handler(req, res, Buffer.concat(parts))).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(err));
      });
    });
  });
  server.keepAliveTimeout = 60_000;
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const stopListening = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pause: stopListening,
    resume: () => new Promise<void>((r) => server.listen(port, "127.0.0.1", r)),
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

export function parseBody(req: http.IncomingMessage, body: Buffer): Record<string, unknown> {
  const type = req.headers["content-type"] ?? "";
  const text = body.toString("utf8");
  if (text === "") return {};
  if (type.includes("application/json")) return JSON.parse(text) as Record<string, unknown>;
  if (type.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  throw new Error(`fake server: unsupported content-type ${type}`);
}

export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls until `check` returns a value (not undefined/false) or the time is up. */
export async function waitFor<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 10_000, what = "condition"): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(20);
  }
}
