// What may follow an executable on an exec command line. An allowlist, not a filter:
// - an interpreter (node, python3, sh ...) takes exactly [interpreter, script, ...args]:
//   the word after it must be a script file of a skill, with the interpreter's extension;
//   no interpreter option in any spelling (`-e`, `--import=...`, `-pe`, `--`) gets in;
// - any other executable a skill declares takes only the argument forms the skill lists
//   in `metadata.allowed-argv` (literal words and typed placeholders);
// - the environment never carries variables that change how an interpreter or the
//   dynamic loader behaves (NODE_OPTIONS, PYTHONSTARTUP, PERL5OPT, LD_PRELOAD ...), even
//   when a skill declares them.

/** Interpreters and the script extensions each may run. */
const INTERPRETER_EXTENSIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ["node", [".js", ".mjs", ".cjs"]],
  ["nodejs", [".js", ".mjs", ".cjs"]],
  ["bun", [".js", ".mjs", ".cjs", ".ts"]],
  ["python", [".py"]],
  ["python3", [".py"]],
  ["sh", [".sh"]],
  ["dash", [".sh"]],
  ["bash", [".sh", ".bash"]],
  ["zsh", [".sh", ".zsh"]],
  ["ruby", [".rb"]],
  ["perl", [".pl"]],
  ["php", [".php"]],
  ["lua", [".lua"]],
  ["Rscript", [".R", ".r"]],
]);

/** The script extensions an interpreter runs, or undefined when `bin` is not an interpreter. */
export function interpreterExtensions(bin: string): readonly string[] | undefined {
  if (/^python3\.\d+$/.test(bin)) return [".py"];
  return INTERPRETER_EXTENSIONS.get(bin);
}

/**
 * A command-line word the exec rules read as a path to a script (not a bare executable
 * name or a subcommand): it has a slash, {baseDir}, or a script extension.
 */
export const looksLikeScriptPath = (arg: string): boolean => arg.includes("{baseDir}") || arg.includes("/") || /\.(m?js|cjs|ts|py|sh|rb|pl)$/.test(arg);

/** Interpreters that run under Node's permission model (see docs/security.md). */
export const isNode = (bin: string): boolean => bin === "node" || bin === "nodejs";

const FORBIDDEN_ENV_EXACT = new Set(["ENV", "BASH_ENV", "SHELLOPTS", "BASHOPTS", "PS4", "PROMPT_COMMAND", "IFS", "CDPATH", "GLOBIGNORE", "TELEGRAM_BOT_TOKEN"]);
const FORBIDDEN_ENV_PREFIX = /^(NODE_|PYTHON|PERL|RUBY|LD_|DYLD_|BASH_FUNC_|GCONV_|DENO_|BUN_|PHPRC|LUA_|R_PROFILE|R_LIBS|JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|GEM_)/;

/** Variables that change how an interpreter or the loader runs: never passed to a skill. */
export function isForbiddenEnv(name: string): boolean {
  return FORBIDDEN_ENV_EXACT.has(name) || FORBIDDEN_ENV_PREFIX.test(name);
}

export type ArgSlot = { kind: "literal"; text: string } | { kind: "value"; name: string; type: "url" | "int" | "word"; many: boolean };

export interface ArgvForm {
  bin: string;
  slots: readonly ArgSlot[];
  /** As written in SKILL.md (shown to the model when nothing matches). */
  text: string;
}

/**
 * Parses `metadata.allowed-argv`: one form per line (or separated by `;`), e.g.
 *   yt-dlp --dump-json --no-playlist <url>
 * A placeholder is a whole argument: `<url>` is an http(s) URL, `<int>`/`<n>` digits, `<anything>` one argument that does not
 * start with `-`; `<words...>` (last only) one or more such arguments.
 */
export function parseArgvForms(spec: string | undefined): { forms: ArgvForm[]; problems: string[] } {
  const forms: ArgvForm[] = [];
  const problems: string[] = [];
  for (const line of (spec ?? "").split(/[\n;]/).map((l) => l.trim()).filter((l) => l !== "")) {
    const [bin, ...words] = line.split(/\s+/) as [string, ...string[]];
    const slots: ArgSlot[] = [];
    let bad: string | undefined;
    words.forEach((w, i) => {
      const m = /^<([\w-]+)(\.\.\.)?>$/.exec(w);
      if (!m) {
        if (w.includes("<") || w.includes(">")) bad = `"${w}": a placeholder must be a whole word such as <url>`;
        slots.push({ kind: "literal", text: w });
        return;
      }
      const name = m[1] as string;
      const many = m[2] !== undefined;
      if (many && i !== words.length - 1) bad = `"${w}": only the last placeholder may repeat`;
      slots.push({ kind: "value", name, type: name === "url" ? "url" : name === "int" || name === "n" ? "int" : "word", many });
    });
    if (bad) problems.push(`allowed-argv "${line}": ${bad}`);
    else forms.push({ bin, slots, text: line });
  }
  return { forms, problems };
}

function valueFits(v: string, type: "url" | "int" | "word"): boolean {
  if (v === "" || v.startsWith("-")) return false;
  if (type === "int") return /^\d{1,12}$/.test(v);
  if (type === "url") {
    if (/\s/.test(v)) return false;
    try {
      const u = new URL(v);
      return u.protocol === "http:" || u.protocol === "https:";
    } catch {
      return false;
    }
  }
  return true;
}

/** True when `args` (the words after the executable) match the form exactly. */
export function matchesForm(form: ArgvForm, args: readonly string[]): boolean {
  let i = 0;
  for (const slot of form.slots) {
    if (slot.kind === "literal") {
      if (args[i] !== slot.text) return false;
      i++;
      continue;
    }
    if (slot.many) {
      if (i >= args.length) return false;
      for (; i < args.length; i++) if (!valueFits(args[i] as string, slot.type)) return false;
      return true;
    }
    if (i >= args.length || !valueFits(args[i] as string, slot.type)) return false;
    i++;
  }
  return i === args.length;
}
