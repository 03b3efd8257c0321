// Safe fetching for skills that read the web (article, feeds). A URL comes from a page, a
// feed or a model that may obey either, so every hop is checked here, not at the call site:
// - only http(s); no user:password@ (the host shown is the host fetched);
// - the host is resolved ONCE and every address it resolves to must be a public unicast
//   address (an allowlist: loopback, private, link-local, unique-local, CGNAT, multicast,
//   unspecified, reserved, IPv4-compatible/NAT64/6to4/Teredo IPv6 are all refused; every
//   spelling of an address is normalised by the URL parser and the resolver before the
//   check, so `127.1`, `2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]` are loopback here);
// - the connection goes to the address that was checked (a pinned `lookup`: no second
//   DNS answer can swap it), on a fresh socket (no keep-alive reuse across hops);
// - redirects are followed here, hop by hop, each hop checked again, at most MAX_REDIRECTS;
// - the body is streamed and cut at `maxBytes` counting DECOMPRESSED bytes, so a gzip
//   bomb is stopped after maxBytes, never inflated whole.
// ALLOW_PRIVATE_URLS=true (from the bot's config) opens loopback, private, link-local,
// unique-local and CGNAT addresses for people who want their intranet; the unspecified
// address, multicast, broadcast and reserved ranges stay closed.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import ipaddr from "ipaddr.js";

export const MAX_REDIRECTS = 5;

/** A fetch that did not happen or did not finish; the message says why, for the model and the user. */
export class FetchProblem extends Error {
  constructor(message, { refused = false } = {}) {
    super(message);
    this.name = "FetchProblem";
    /** True when the policy refused the address (nothing was sent there). */
    this.refused = refused;
  }
}

const OPT_IN_RANGES = new Set(["loopback", "private", "linkLocal", "uniqueLocal", "carrierGradeNat"]);
const GLOBAL_V6 = ipaddr.parseCIDR("2000::/3");

const RANGE_WORDS = {
  loopback: "a loopback address",
  private: "a private network address",
  linkLocal: "a link-local address",
  uniqueLocal: "a unique-local (private) IPv6 address",
  carrierGradeNat: "a carrier-grade NAT address",
  unspecified: "the unspecified address",
  multicast: "a multicast address",
  broadcast: "the broadcast address",
};

/**
 * Classifies one resolved address: { ok: true } when it may be fetched, otherwise the
 * reason. Public = IPv4 unicast outside every special range, or IPv6 global unicast
 * (2000::/3) outside every special range; an IPv4-mapped IPv6 address is judged as its IPv4.
 */
export function checkAddress(address, { allowPrivate = false } = {}) {
  let ip;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return { ok: false, range: "invalid", reason: `${address} is not an IP address` };
  }
  if (ip.kind() === "ipv6" && ip.isIPv4MappedAddress()) ip = ip.toIPv4Address();
  let range = ip.range();
  if (ip.kind() === "ipv6" && range === "unicast" && !ip.match(GLOBAL_V6)) range = "nonGlobal";
  if (range === "unicast") return { ok: true, range };
  if (allowPrivate && OPT_IN_RANGES.has(range)) return { ok: true, range };
  const what = RANGE_WORDS[range] ?? `a special-purpose address (${range})`;
  return { ok: false, range, reason: `${address} is ${what}`, optIn: OPT_IN_RANGES.has(range) };
}

function defaultResolve(host) {
  return dns.promises.lookup(host, { all: true, verbatim: true });
}

/** A `lookup` for node:http that always answers the checked address (both callback shapes). */
function pinnedLookup(address, family) {
  return (_host, opts, cb) => {
    const callback = typeof opts === "function" ? opts : cb;
    if (opts && typeof opts === "object" && opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/** Resolves and checks one URL; returns the address to connect to. */
async function checkTarget(url, o) {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchProblem(`${url.href} is not an http(s) address; only web pages can be fetched.`, { refused: true });
  if (url.username || url.password) throw new FetchProblem(`${url.origin} was given with a user name or password; such URLs are not fetched.`, { refused: true });
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  let addresses;
  try {
    addresses = await o.resolve(host);
  } catch (err) {
    throw new FetchProblem(`Could not reach ${url.href}: the name ${host} did not resolve (${err?.code ?? err?.message ?? err}).`);
  }
  if (!Array.isArray(addresses) || addresses.length === 0) throw new FetchProblem(`Could not reach ${url.href}: ${host} has no address.`);
  // Every address must pass: a name that answers with one public and one private address
  // could be connected to either.
  for (const a of addresses) {
    const c = checkAddress(a.address, { allowPrivate: o.allowPrivate });
    if (!c.ok) {
      const via = a.address === host ? "" : ` (${host} resolves to ${a.address})`;
      const hint = c.optIn ? " Local and private network addresses are not fetched unless the owner sets ALLOW_PRIVATE_URLS=true." : "";
      throw new FetchProblem(`Refused to fetch ${url.href}${via}: ${c.reason}.${hint}`, { refused: true });
    }
  }
  const first = addresses[0];
  return { address: first.address, family: first.family === 6 || first.family === "IPv6" ? 6 : 4 };
}

function request(url, target, o, signal) {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === "https:" ? https : http;
    const req = lib.request(
      url,
      {
        method: "GET",
        headers: { "user-agent": o.userAgent, accept: o.accept, "accept-encoding": "gzip, deflate, br" },
        lookup: pinnedLookup(target.address, target.family),
        agent: false,
        signal,
      },
      resolve,
    );
    req.on("error", reject);
    req.end();
  });
}

function decoder(encoding) {
  const steps = (encoding ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "" && s !== "identity");
  return steps.reverse().map((e) => {
    if (e === "gzip" || e === "x-gzip") return () => zlib.createGunzip();
    if (e === "deflate") return () => zlib.createInflate();
    if (e === "br") return () => zlib.createBrotliDecompress();
    throw new FetchProblem(`the server used an unknown content encoding (${e}).`);
  });
}

/** Reads the (decompressed) body, stopping as soon as it passes maxBytes. */
async function readCapped(res, url, maxBytes) {
  const steps = decoder(res.headers["content-encoding"]);
  let stream = res;
  const chain = [res];
  for (const make of steps) {
    const z = make();
    stream.on("error", (err) => z.destroy(err));
    stream = stream.pipe(z);
    chain.push(z);
  }
  const parts = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += chunk.length;
      if (total > maxBytes) throw new FetchProblem(`${url} is larger than ${formatBytes(maxBytes)}; only pages up to that size are read.`);
      parts.push(chunk);
    }
  } catch (err) {
    if (err instanceof FetchProblem) throw err;
    if (err?.code?.startsWith?.("Z_") || err?.code === "ERR_BROTLI_DECOMPRESSION_FAILED" || /incorrect header|invalid/i.test(err?.message ?? ""))
      throw new FetchProblem(`${url} sent a damaged compressed body (${err.code ?? err.message}).`);
    throw err;
  } finally {
    for (const s of chain) s.destroy();
  }
  return Buffer.concat(parts, Math.min(total, maxBytes));
}

export function formatBytes(n) {
  return n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`;
}

/**
 * Fetches a URL under the rules above. Options: maxBytes, timeoutMs (the whole fetch,
 * redirects included), accept (header), acceptType(contentType) -> true or a reason,
 * allowPrivate (default: ALLOW_PRIVATE_URLS=true in the environment), resolve (tests).
 * Resolves to { body: Buffer, contentType, finalUrl, status }.
 */
export async function safeFetch(input, opts = {}) {
  const o = {
    maxBytes: opts.maxBytes ?? 8 * 1024 * 1024,
    timeoutMs: opts.timeoutMs ?? 20_000,
    accept: opts.accept ?? "*/*",
    userAgent: opts.userAgent ?? "Mozilla/5.0 (compatible; home-assistant-bot/1.0)",
    acceptType: opts.acceptType ?? (() => true),
    allowPrivate: opts.allowPrivate ?? process.env.ALLOW_PRIVATE_URLS === "true",
    resolve: opts.resolve ?? defaultResolve,
    maxRedirects: opts.maxRedirects ?? MAX_REDIRECTS,
  };
  let url;
  try {
    url = new URL(input);
  } catch {
    throw new FetchProblem(`${input} is not a valid URL.`);
  }
  const signal = AbortSignal.timeout(o.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const target = await checkTarget(url, o);
      let res;
      try {
        res = await request(url, target, o, signal);
      } catch (err) {
        if (err instanceof FetchProblem) throw err;
        const reason = err?.name === "TimeoutError" || err?.name === "AbortError" ? `no answer within ${o.timeoutMs / 1000} s` : (err?.code ?? err?.message ?? String(err));
        throw new FetchProblem(`Could not reach ${url.href}: ${reason}.`);
      }
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.destroy();
        if (hop >= o.maxRedirects) throw new FetchProblem(`${input} redirected more than ${o.maxRedirects} times; stopped.`);
        try {
          url = new URL(res.headers.location, url);
        } catch {
          throw new FetchProblem(`${url.href} redirected to an invalid address.`);
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new FetchProblem(`${url.href} answered HTTP ${status} ${res.statusMessage ?? ""}`.trim() + ".");
      }
      const contentType = String(res.headers["content-type"] ?? "");
      const typeOk = o.acceptType(contentType);
      if (typeOk !== true) {
        res.destroy();
        throw new FetchProblem(typeof typeOk === "string" ? typeOk : `${url.href} has an unexpected content type (${contentType || "none"}).`);
      }
      const declared = Number(res.headers["content-length"]);
      if (!res.headers["content-encoding"] && Number.isFinite(declared) && declared > o.maxBytes) {
        res.destroy();
        throw new FetchProblem(`${url.href} is larger than ${formatBytes(o.maxBytes)}; only pages up to that size are read.`);
      }
      const body = await readCapped(res, url.href, o.maxBytes);
      return { body, contentType, finalUrl: url.href, status };
    }
  } catch (err) {
    if (err instanceof FetchProblem) throw err;
    // The deadline may surface as the response stream's own error ("aborted"): ask the signal.
    if (signal.aborted || err?.name === "TimeoutError" || err?.name === "AbortError") throw new FetchProblem(`Could not read ${url.href}: no complete answer within ${o.timeoutMs / 1000} s.`);
    throw new FetchProblem(`Could not read ${url.href}: ${err?.code ?? err?.message ?? err}.`);
  }
}
