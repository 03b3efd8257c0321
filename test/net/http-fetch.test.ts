// trackingFetch and cancellation (issue 14): a cancelled request ends at once for the
// caller; its connection is closed so the server stops working on it, unless the answer
// had already begun to arrive (then the connection is kept for the next request). A real
// node:http server on loopback sees which connection each request came on.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackingFetch } from "../../src/net/http-fetch.js";
import { waitFor } from "../fakes/http.js";

interface Seen {
  socket: Socket;
  res: http.ServerResponse;
  closedEarly: boolean;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

/** A server that answers /fast at once and keeps /held open for the test to finish. */
async function server() {
  const seen: Seen[] = [];
  const s = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const entry: Seen = { socket: req.socket, res, closedEarly: false };
      res.on("close", () => (entry.closedEarly = !res.writableFinished));
      seen.push(entry);
      if (req.url === "/fast") {
        res.writeHead(200, { "content-type": "application/json", "content-length": 2 });
        res.end("{}");
      } else if (req.url === "/half") {
        // Headers and the first byte now; the rest when the test says.
        res.writeHead(200, { "content-type": "application/json", "content-length": 2 });
        res.write("{");
      }
    });
  });
  s.keepAliveTimeout = 60_000;
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, seen };
}

const post = (url: string, signal?: AbortSignal) => trackingFetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}", ...(signal ? { signal } : {}) });

/**
 * Sends to `path`, waits for the server to have it (and, with `headersFirst`, for a timer:
 * any timer crosses a poll phase of the event loop, so headers already written on loopback
 * are read by the client first: ordering, not timing), cancels, and expects AbortError.
 */
async function cancelled(s: Awaited<ReturnType<typeof server>>, path: string, headersFirst: boolean): Promise<void> {
  const cancel = new AbortController();
  const pending = post(`${s.url}${path}`, cancel.signal);
  await waitFor(() => s.seen.length === 1, 5000, "the request at the server");
  if (headersFirst) await new Promise((r) => setTimeout(r, 50));
  cancel.abort();
  await expect(pending).rejects.toMatchObject({ name: "AbortError" });
}

describe("cancelled requests", () => {
  it("a request still being worked on: the caller gets AbortError and the server sees the client go away", async () => {
    const s = await server();
    await cancelled(s, "/held", false);
    await waitFor(() => s.seen[0]?.closedEarly === true, 5000, "the server to see the connection close");
  });

  it("an answer that had begun to arrive: the caller gets AbortError at once, and the connection is kept", async () => {
    const s = await server();
    await cancelled(s, "/half", true);
    s.seen[0]?.res.end("}");
    const next = await post(`${s.url}/fast`);
    expect(next.status).toBe(200);
    expect(s.seen).toHaveLength(2);
    // The answer was delivered whole and its connection stays open for reuse.
    expect(s.seen[0]?.closedEarly).toBe(false);
    expect(s.seen[0]?.socket.destroyed).toBe(false);
  });

  it("an answer that began and then stalls is cut after a grace", async () => {
    const s = await server();
    await cancelled(s, "/half", true);
    await waitFor(() => s.seen[0]?.closedEarly === true, 5000, "the stalled connection to be closed");
  });

  it("already cancelled: nothing reaches the server", async () => {
    const s = await server();
    const cancel = new AbortController();
    cancel.abort();
    await expect(post(`${s.url}/fast`, cancel.signal)).rejects.toMatchObject({ name: "AbortError" });
    const ok = await post(`${s.url}/fast`);
    expect(ok.status).toBe(200);
    expect(s.seen).toHaveLength(1);
  });
});
