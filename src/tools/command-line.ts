// Parses an exec command line into argv without a shell. Quotes group words; anything a
// shell would interpret (pipes, redirections, command lists, substitutions, variables)
// is refused with a message that tells the model what to do instead.

export type ParsedCommand = { ok: true; argv: string[] } | { ok: false; reason: string };

/** Longest command line accepted (bytes). Far above any documented command; below the OS's per-argument limit. */
export const MAX_COMMAND_BYTES = 32 * 1024;

const REFUSED: Record<string, string> = {
  ";": "`;` (command list)",
  "&": "`&` (background/and-list)",
  "|": "`|` (pipe)",
  ">": "`>` (redirection)",
  "<": "`<` (redirection)",
  "`": "backticks (command substitution)",
  "(": "`(` (subshell)",
  ")": "`)` (subshell)",
  "\n": "a line break (several commands)",
  "\r": "a line break (several commands)",
};

const NO_SHELL = "Commands run without a shell: run one command per exec call, pass values as quoted arguments.";

export function parseCommandLine(line: string): ParsedCommand {
  const argv: string[] = [];
  let cur = "";
  let inWord = false;
  let i = 0;
  const s = line.trim();
  if (s === "") return { ok: false, reason: "The command is empty. Write a command line as shown in the skill's SKILL.md." };
  const bytes = Buffer.byteLength(s);
  if (bytes > MAX_COMMAND_BYTES)
    return { ok: false, reason: `The command is ${Math.ceil(bytes / 1024)} KB long; at most ${MAX_COMMAND_BYTES / 1024} KB is accepted. Pass shorter values (save long text in smaller parts).` };
  // NUL cannot be passed to a program at all; other control characters are never part of a
  // documented command line (a line break is refused below with its own reason).
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.exec(s);
  if (control)
    return { ok: false, reason: `The command contains a control character (U+${control[0].charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}); write it as plain text.` };
  while (i < s.length) {
    const c = s[i] as string;
    if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end === -1) return { ok: false, reason: "A single quote is not closed." };
      cur += s.slice(i + 1, end);
      inWord = true;
      i = end + 1;
      continue;
    }
    if (c === '"') {
      i++;
      let closed = false;
      while (i < s.length) {
        const d = s[i] as string;
        if (d === '"') {
          closed = true;
          i++;
          break;
        }
        if (d === "\\" && i + 1 < s.length && '"\\$`'.includes(s[i + 1] as string)) {
          cur += s[i + 1];
          i += 2;
          continue;
        }
        if (d === "`" || (d === "$" && /[({A-Za-z_]/.test(s[i + 1] ?? "")))
          return { ok: false, reason: `${d === "`" ? "Backticks" : "`$`"} inside double quotes would be a substitution; it is not allowed. ${NO_SHELL} Use single quotes for literal text.` };
        cur += d;
        i++;
      }
      if (!closed) return { ok: false, reason: "A double quote is not closed." };
      inWord = true;
      continue;
    }
    if (c === "\\") {
      if (i + 1 < s.length) cur += s[i + 1];
      inWord = true;
      i += 2;
      continue;
    }
    if (c === "$") return { ok: false, reason: `\`$\` (variable or substitution) is not allowed. ${NO_SHELL}` };
    const refused = REFUSED[c];
    if (refused) return { ok: false, reason: `${refused} is not allowed. ${NO_SHELL}` };
    if (/\s/.test(c)) {
      if (inWord) argv.push(cur);
      cur = "";
      inWord = false;
      i++;
      continue;
    }
    cur += c;
    inWord = true;
    i++;
  }
  if (inWord) argv.push(cur);
  return { ok: true, argv };
}
