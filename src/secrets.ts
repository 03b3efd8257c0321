// Secret values that must never leave the bot in readable form: the bot's own credentials
// and the values of the variables skills declare (an API key a skill receives). One
// registry, filled at start and whenever the skill catalog is (re)loaded, used by the log
// sink (the final serialized line), the ledger summary, /why and the tool results the
// model reads. Values shorter than 8 characters are not treated as secrets: scrubbing
// "10" or "true" everywhere would destroy text and protect nothing.
export interface Secrets {
  add(values: Iterable<string>): void;
  /** Replaces every known secret (raw or JSON-escaped) with [redacted]. */
  scrub(text: string): string;
  readonly size: number;
}

export const MIN_SECRET_LENGTH = 8;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function createSecrets(initial: Iterable<string> = []): Secrets {
  const values = new Set<string>();
  let pattern: RegExp | undefined;
  const rebuild = () => {
    const forms = new Set<string>();
    for (const v of values) {
      forms.add(v);
      forms.add(JSON.stringify(v).slice(1, -1)); // as it appears inside a JSON string
    }
    // Longest first, so a secret that contains another is replaced whole.
    const sorted = [...forms].sort((a, b) => b.length - a.length).map(escapeRe);
    pattern = sorted.length > 0 ? new RegExp(sorted.join("|"), "g") : undefined;
  };
  const s: Secrets = {
    add(more) {
      let changed = false;
      for (const v of more) {
        const t = v.trim();
        if (t.length >= MIN_SECRET_LENGTH && !values.has(t)) {
          values.add(t);
          changed = true;
        }
      }
      if (changed) rebuild();
    },
    scrub: (text) => (pattern && text.length > 0 ? text.replace(pattern, "[redacted]") : text),
    get size() {
      return values.size;
    },
  };
  s.add(initial);
  return s;
}

export function isSecrets(v: unknown): v is Secrets {
  return typeof v === "object" && v !== null && typeof (v as Secrets).scrub === "function";
}

/**
 * The values of the variables skills declare (metadata `env`/`requires-env`), minus the
 * ones every skill gets from the bot anyway (`publicNames`: PATH, OLLAMA_HOST ...).
 */
export function declaredSecretValues(skills: Iterable<{ env: readonly string[] }>, source: Readonly<Record<string, string>>, publicNames: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const s of skills)
    for (const name of s.env) {
      const v = source[name];
      if (!publicNames.has(name) && v !== undefined && v.trim().length >= MIN_SECRET_LENGTH) out.push(v);
    }
  return out;
}
