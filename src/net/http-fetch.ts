// A small fetch on node:http with keep-alive connections, for JSON APIs that need no
// streaming: the Bot API (grammY) and Ollama's non-streaming calls. It knows whether a
// failed request ever left this machine: the Telegram sender retries only what provably
// never reached Telegram (refused connection, DNS failure, a socket that died before the
// request was written); anything later (a reset after the body was flushed, a timeout)
// may have landed, and is reported as unknown. For the local model it replaces the global
// fetch (undici), whose per-request cost was a fifth of a turn's CPU with fast models.
import http from "node:http";
import https from "node:https";

export class TransportError extends Error {
  override name = "TransportError";
  constructor(
    message: string,
    readonly code: string | undefined,
    /** True once the whole request was handed to the socket: it may have been processed. */
    readonly requestWritten: boolean,
  ) {
    super(message);
  }
}

interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Fails the request with a TimeoutError after this long: one timer, cleared when the
   * request settles (AbortSignal.timeout and AbortSignal.any cost more than the request
   * itself on a loopback call).
   */
  timeoutMs?: number;
  agent?: http.Agent;
}

interface MinimalResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** How long the rest of a response that had begun to arrive may take once its request was cancelled. */
const ABORTED_RESPONSE_GRACE_MS = 1000;

const agents = new Map<string, http.Agent>();

function agentFor(url: URL): http.Agent {
  const key = url.origin;
  let a = agents.get(key);
  if (!a) {
    a = url.protocol === "https:" ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
    agents.set(key, a);
  }
  return a;
}

export function trackingFetch(input: string | URL, init: FetchInit = {}): Promise<MinimalResponse> {
  const url = new URL(String(input));
  if (init.body !== undefined && typeof init.body !== "string")
    return Promise.reject(new TransportError("file uploads are not supported by this client", undefined, false));
  const body = init.body as string | undefined;
  const mod = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    let written = false;
    let responded = false;
    let ended = false;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      settled = true;
      if (timer) clearTimeout(timer);
      init.signal?.removeEventListener("abort", onAbort);
    };
    const fail = (e: Error & { code?: string }) => {
      if (settled) return;
      settle();
      reject(
        e.name === "AbortError" || e.name === "TimeoutError"
          ? e
          : new TransportError(e.message || String(e), e.code, written),
      );
    };
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    const req = mod.request(
      url,
      { method: init.method ?? "GET", headers, agent: agentFor(url) },
      (res) => {
        responded = true;
        const parts: Buffer[] = [];
        res.on("data", (d: Buffer) => parts.push(d));
        res.on("error", (e) => fail(e));
        res.on("aborted", () => fail(Object.assign(new Error("response aborted"), { code: "ECONNRESET" })));
        res.on("end", () => {
          ended = true;
          if (settled) return;
          settle();
          const text = Buffer.concat(parts).toString("utf8");
          const status = res.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: res.statusMessage ?? "",
            headers: { get: (name) => ((v) => (v === undefined ? null : String(v)))(res.headers[name.toLowerCase()]) },
            json: async () => JSON.parse(text),
            text: async () => text,
          });
        });
      },
    );
    req.on("finish", () => {
      written = true;
    });
    req.on("error", (e) => fail(e));
    // Ending the request closes its connection: the server sees the client go away.
    const stop = (name: string, message: string) => {
      const err = new Error(message);
      err.name = name;
      req.destroy(err);
      fail(err);
    };
    // A cancelled request ends at once for the caller. Its connection is closed (the server
    // then stops working on it) unless its response had already reached this process by the
    // end of this turn of the event loop: that work is done, and closing would only cost a
    // new connection for the next request. "Reached" means its headers arrived: a server that
    // sends headers before its body is ready keeps working for up to the grace, after which a
    // stalled response is cut. A request whose writing had not finished is cut at once: the
    // server most likely never saw all of it (a request cut this way is never resent).
    function onAbort() {
      if (!written) return stop("AbortError", "The request was aborted");
      const err = new Error("The request was aborted");
      err.name = "AbortError";
      fail(err);
      setImmediate(() => {
        if (!responded) req.destroy(err);
        else if (!ended) setTimeout(() => ended || req.destroy(err), ABORTED_RESPONSE_GRACE_MS).unref();
      });
    }
    if (init.signal) {
      if (init.signal.aborted) stop("AbortError", "The request was aborted");
      else init.signal.addEventListener("abort", onAbort, { once: true });
    }
    if (init.timeoutMs !== undefined && !settled) timer = setTimeout(() => stop("TimeoutError", `timed out after ${init.timeoutMs} ms`), init.timeoutMs);
    req.end(body);
  });
}
