// The status line a chat shows while a tool call runs ("Reading example.com…"). A skill
// says it in its SKILL.md metadata: `progress` for the skill, `progress-<subcommand>` for
// one subcommand (the first word after the script, e.g. `progress-digest`). The only
// placeholder is {host}: the host name of the first http(s) URL in the command. Nothing
// else from the command line reaches the chat: the model writes the command, and text
// a fetched page talked it into must not become a status the user trusts.
import { looksLikeScriptPath } from "./argv-rules.js";
import type { Catalog, Skill } from "./catalog.js";
import { parseCommandLine } from "./command-line.js";

const MAX = 80;

function hostOf(argv: readonly string[]): string | undefined {
  for (const a of argv) {
    if (!/^https?:\/\//i.test(a)) continue;
    try {
      return new URL(a).hostname || undefined;
    } catch {
      // not a URL after all
    }
  }
  return undefined;
}

/** The first word after the script (or after the executable), when it looks like a subcommand. */
function subcommandOf(argv: readonly string[]): string | undefined {
  const script = argv.findIndex(looksLikeScriptPath);
  const next = argv[(script === -1 ? 0 : script) + 1];
  return next !== undefined && /^[a-z][a-z0-9-]{0,30}$/i.test(next) ? next.toLowerCase() : undefined;
}

function cap(s: string): string {
  const one = s.replace(/\s+/g, " ").trim();
  return one.length > MAX ? `${one.slice(0, MAX - 1)}…` : one;
}

/**
 * The status line for a command line. `skillOf` says which skill would run it (the exec
 * runner's dry run), undefined when it would be refused.
 */
export function describeCall(command: string, catalog: Catalog, skillOf: (command: string) => string | undefined): string {
  const parsed = parseCommandLine(command);
  if (!parsed.ok) return "Working…";
  const argv = parsed.argv;
  if (argv[0] === "help") {
    const s = catalog.get(argv[1] ?? "");
    return s ? cap(`Reading how to use ${s.name}…`) : "Working…";
  }
  const name = skillOf(command);
  const skill: Skill | undefined = name ? catalog.get(name) : undefined;
  if (!skill) return "Working…";
  const sub = subcommandOf(argv);
  const template = (sub !== undefined ? skill.metadata[`progress-${sub}`] : undefined) ?? skill.metadata.progress;
  if (!template) return cap(`Running ${skill.name}…`);
  const host = hostOf(argv);
  return cap(template.replace(/\{host\}/g, host ?? "the page"));
}
