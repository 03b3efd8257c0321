// Loads skills (Agent Skills format): skills/<name>/SKILL.md with YAML frontmatter
// (`name`, `description`, optional `metadata` string map) and a Markdown body with the
// command lines. Parsing is lenient: a broken file is skipped with a log line naming the
// file and the problem, the rest load; missing requirements keep a skill out of the
// catalog, with the reason kept for /skills. A skill that runs programs other than node
// is offered only where they run contained (bubblewrap), or when the owner opted in with
// ALLOW_UNCONTAINED_SKILLS.
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { Log } from "../log.js";
import { type ArgvForm, isNode, parseArgvForms } from "./argv-rules.js";
import { detectSandbox, type Sandbox } from "./sandbox.js";

export type OutputMode = "plain" | "envelope" | "passthrough-markers";

export interface Skill {
  name: string;
  description: string;
  dir: string;
  file: string;
  body: string;
  metadata: Readonly<Record<string, string>>;
  output: OutputMode;
  /** Executables the skill may run besides files in its folder (e.g. node). */
  bins: readonly string[];
  /** Environment variables passed to the skill (requires-env + env). */
  env: readonly string[];
  /** Successful output is kept whole in the documents table. */
  storesDocuments: boolean;
  /** Argument forms of declared non-interpreter executables (`metadata.allowed-argv`). */
  forms: readonly ArgvForm[];
  /**
   * Actions that wait for the owner's Allow when the model starts them (`metadata.confirm`:
   * "true" for every action, or the action words, e.g. "add remove").
   */
  confirm: "all" | readonly string[];
  /** Other skills whose code this one imports (`metadata.uses-skills`): readable to it. */
  usesSkills: readonly string[];
  /** Requests to the bot this skill may put in its envelope (`metadata.requests`), e.g. schedule. */
  requests: readonly string[];
  /** How its processes are contained (shown by /skills and the doctor). */
  containment: SkillContainment;
  /**
   * `metadata.network: "true"`: the skill reaches the network. Without it, in bubblewrap it
   * gets a network namespace of its own (no interface but loopback, nothing of the host's):
   * no local services, no abstract unix sockets (X11, session buses), no LAN.
   */
  network: boolean;
}

/**
 * node: Node's permission model only (no sandbox here; the skill runs only node);
 * node+bubblewrap: both layers; bubblewrap: it runs other programs, in the sandbox (its
 * node scripts under both layers); uncontained: other programs without a sandbox, because
 * the owner set ALLOW_UNCONTAINED_SKILLS.
 */
export type SkillContainment = "node" | "node+bubblewrap" | "bubblewrap" | "uncontained";

/** How /skills and the doctor describe a skill's containment. */
export function describeContainment(c: SkillContainment): string {
  switch (c) {
    case "node":
      return "🔒 Node permissions";
    case "node+bubblewrap":
      return "🔒 Node permissions + bubblewrap";
    case "bubblewrap":
      return "🔒 bubblewrap";
    case "uncontained":
      return "⚠️ NOT contained (ALLOW_UNCONTAINED_SKILLS): can read everything the bot can";
  }
}

export interface UnavailableSkill {
  name: string;
  file: string;
  reason: string;
}

export interface Catalog {
  skills: readonly Skill[];
  unavailable: readonly UnavailableSkill[];
  problems: ReadonlyArray<{ file: string; problem: string }>;
  /** The sandbox skills run in, or why there is none. */
  sandbox: Sandbox;
  get(name: string): Skill | undefined;
}

export interface CatalogDeps {
  log: Log;
  env: Readonly<Record<string, string>>;
  /** Resolves an executable name on PATH; undefined when missing. */
  which: (bin: string) => string | undefined;
  /** bubblewrap when it works here; found with `which` and probed when not given. */
  sandbox?: Sandbox;
  /** ALLOW_UNCONTAINED_SKILLS: offer skills that run other programs even without a sandbox. */
  allowUncontained?: boolean;
}

export function whichOnPath(pathVar: string | undefined): (bin: string) => string | undefined {
  return (bin) => {
    if (bin === "node") return process.execPath;
    for (const dir of (pathVar ?? "").split(path.delimiter)) {
      if (dir === "") continue;
      const p = path.join(dir, bin);
      try {
        fs.accessSync(p, fs.constants.X_OK);
        if (fs.statSync(p).isFile()) return p;
      } catch {
        // not here
      }
    }
    return undefined;
  };
}

const list = (v: string | undefined): string[] => (v ?? "").split(/[\s,]+/).filter((s) => s !== "");

/** Frontmatter parse with the common repair: values containing ": " that were not quoted. */
export function parseFrontmatter(text: string): { data: Record<string, unknown>; body: string } {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!m) throw new Error("no YAML frontmatter (the file must start with --- and a closing --- line)");
  const yamlText = m[1] as string;
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (first) {
    const repaired = yamlText
      .split("\n")
      .map((line) => {
        const kv = /^(\s*[\w-]+):\s+(.*:\s.*)$/.exec(line);
        return kv && !/^["'|>]/.test(kv[2] as string) ? `${kv[1]}: ${JSON.stringify(kv[2])}` : line;
      })
      .join("\n");
    try {
      data = parseYaml(repaired);
    } catch {
      throw new Error(`frontmatter is not valid YAML: ${(first as Error).message.split("\n")[0]}`);
    }
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error("frontmatter is not a mapping of keys to values");
  return { data: data as Record<string, unknown>, body: (m[2] as string).trim() };
}

function loadOne(dir: string, file: string, deps: CatalogDeps, sandbox: Sandbox): Skill | UnavailableSkill {
  const folder = path.basename(dir);
  const { data, body } = parseFrontmatter(fs.readFileSync(file, "utf8"));
  const description = typeof data.description === "string" ? data.description.trim() : "";
  if (description === "") throw new Error("`description` is missing: it tells the model when to use the skill");
  const declared = typeof data.name === "string" ? data.name.trim() : "";
  if (declared !== "" && declared !== folder)
    deps.log.warn({ file, name: declared, folder }, "skill name does not match its folder; using the folder name");
  const metadata: Record<string, string> = {};
  if (data.metadata !== undefined) {
    if (typeof data.metadata !== "object" || data.metadata === null || Array.isArray(data.metadata))
      throw new Error("`metadata` must be a map of keys to string values");
    for (const [k, v] of Object.entries(data.metadata as Record<string, unknown>))
      metadata[k] = typeof v === "string" ? v : Array.isArray(v) ? v.join(" ") : JSON.stringify(v);
  }
  const output = metadata.output ?? "plain";
  if (output !== "plain" && output !== "envelope" && output !== "passthrough-markers")
    throw new Error(`metadata.output "${output}" is not one of plain, envelope, passthrough-markers`);
  const requiresBins = list(metadata["requires-bins"]);
  const requiresEnv = list(metadata["requires-env"]);
  const missingBins = requiresBins.filter((b) => deps.which(b) === undefined);
  const missingEnv = requiresEnv.filter((e) => (deps.env[e] ?? "").trim() === "");
  if (missingBins.length > 0 || missingEnv.length > 0) {
    const parts = [];
    if (missingBins.length > 0) parts.push(`needs ${missingBins.join(", ")} on PATH`);
    if (missingEnv.length > 0) parts.push(`needs ${missingEnv.join(", ")} set in .env`);
    return { name: folder, file, reason: parts.join("; ") };
  }
  const forms = parseArgvForms(metadata["allowed-argv"]);
  if (forms.problems.length > 0) throw new Error(forms.problems.join("; "));
  const bins = [...new Set([...requiresBins, ...list(metadata.bins)])];
  // Only node has a containment of its own; every other program needs the sandbox.
  const nodeOnly = bins.every(isNode);
  const sandboxed = sandbox.kind === "bwrap";
  if (!nodeOnly && !sandboxed && !deps.allowUncontained) return { name: folder, file, reason: sandbox.reason };
  const containment: SkillContainment = nodeOnly ? (sandboxed ? "node+bubblewrap" : "node") : sandboxed ? "bubblewrap" : "uncontained";
  const confirm = (metadata.confirm ?? "").trim();
  return {
    name: folder,
    description,
    dir,
    file,
    body,
    metadata,
    output,
    bins,
    env: [...new Set([...requiresEnv, ...list(metadata.env)])],
    storesDocuments: metadata["stores-documents"] === "true",
    forms: forms.forms,
    confirm: confirm === "true" || confirm === "all" ? "all" : list(confirm === "false" ? "" : confirm),
    usesSkills: list(metadata["uses-skills"]),
    requests: list(metadata.requests),
    containment,
    network: metadata.network === "true",
  };
}

export function loadCatalog(dirs: readonly string[], deps: CatalogDeps): Catalog {
  const skills: Skill[] = [];
  const unavailable: UnavailableSkill[] = [];
  const problems: Array<{ file: string; problem: string }> = [];
  const seen = new Set<string>();
  const sandbox = deps.sandbox ?? detectSandbox(deps.which);
  for (const root of dirs) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(root, { withFileTypes: true });
    } catch {
      deps.log.warn({ dir: root }, "skills folder not found; set SKILLS_DIR to existing folders separated by ':'");
      continue;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (!e.isDirectory() || e.name.startsWith(".") || e.name.startsWith("_")) continue;
      const dir = fs.realpathSync(path.join(root, e.name));
      const file = path.join(dir, "SKILL.md");
      if (!fs.existsSync(file)) continue;
      try {
        const s = loadOne(dir, file, deps, sandbox);
        if (seen.has(s.name)) {
          problems.push({ file, problem: `a skill named "${s.name}" was already loaded from an earlier SKILLS_DIR folder` });
          deps.log.warn({ file }, "duplicate skill name skipped");
          continue;
        }
        seen.add(s.name);
        if ("reason" in s) unavailable.push(s);
        else skills.push(s);
      } catch (err) {
        const problem = (err as Error).message;
        problems.push({ file, problem });
        deps.log.warn({ file, problem }, "skipped a broken SKILL.md");
      }
    }
  }
  return { skills, unavailable, problems, sandbox, get: (name) => skills.find((s) => s.name === name) };
}
