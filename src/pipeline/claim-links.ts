// Web addresses as the claim check compares them: the links a person pasted into a message and the
// address a call was given, read the same way, so that "the gist of <link>" is backed by an earlier
// call only if that call read the same page. Pure.

// An address ends at whitespace, a quote, an angle or full-width bracket or CJK punctuation, and at
// Hangul typed straight after a letter or digit ("…/a/901이거 요약해줘"); Hangul after "/", "=", "-"
// or "_" is the path ("/wiki/수은"). Sentence punctuation at its end is not part of it.
const LINK = /https?:\/\/[^\s<>"'`“”‘’「」『』（）【】《》〈〉\u3000-\u303f]+/gi;
const GLUED_HANGUL = /(?<=[A-Za-z0-9.])[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af].*$/u;
// Query parameters that name where a link was shared, not which page it is.
const TRACKING = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid|igshid|ref_src)$/i;

/** The addresses in a text, trimmed of trailing punctuation and of a closing parenthesis the address did not open. */
export function linksIn(text: string): string[] {
  return (text.match(LINK) ?? []).map((raw) => {
    let u = raw.replace(GLUED_HANGUL, "").replace(/[.,!?;:]+$/, "");
    while (u.endsWith(")") && (u.match(/\(/g)?.length ?? 0) < (u.match(/\)/g)?.length ?? 0)) u = u.slice(0, -1).replace(/[.,!?;:]+$/, "");
    return u;
  });
}

/** One page's address in one spelling: host in lower case without "www.", no scheme, fragment, tracking parameters or trailing slash, the path decoded. */
export function pageKey(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link.toLowerCase();
  }
  const params = [...url.searchParams].filter(([k]) => !TRACKING.test(k)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : "";
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as written.
  }
  return `${url.hostname.replace(/^www\./, "")}${path.replace(/\/+$/, "")}${query}`;
}
