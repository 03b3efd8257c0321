// Status lines for tool calls: from the skill's SKILL.md metadata, with nothing but a URL's
// host taken from the command line the model wrote.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog, whichOnPath } from "../../src/tools/catalog.js";
import { createExecRunner } from "../../src/tools/exec.js";
import { describeCall } from "../../src/tools/progress.js";
import { REPO_SKILLS } from "../support/harness.js";
import { captureLog } from "../support/log.js";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/skills");
const env = { PATH: process.env.PATH ?? "/usr/bin:/bin" };
const catalog = loadCatalog([REPO_SKILLS, FIXTURES], { log: captureLog().log, env, which: whichOnPath(env.PATH) });
const exec = createExecRunner({ catalog: () => catalog, timeoutMs: 1000, killGraceMs: 100, maxOutputBytes: 1024, baseEnv: env, envSource: env, forbiddenEnv: [], which: whichOnPath(env.PATH), skillDataRoot: "/nonexistent/not-used-by-check" });
const skillOf = (c: string) => {
  const r = exec.check(c);
  return r.ok ? r.skill : undefined;
};
const say = (command: string) => describeCall(command, catalog, skillOf);

describe("status lines", () => {
  it("uses the skill's progress line, with the host of the URL", () => {
    expect(say("node scripts/fetch.mjs https://news.example.com/a/b?c=d")).toBe("Reading news.example.com…");
  });

  it("a subcommand's own line wins over the skill's", () => {
    expect(say("node scripts/feeds.mjs digest --full")).toBe("Checking your feeds…");
    expect(say("node scripts/feeds.mjs add https://example.org/rss")).toBe("Adding a feed…");
    expect(say("node scripts/notes.mjs save 'buy milk'")).toBe("Saving a note…");
    expect(say("node scripts/notes.mjs search milk")).toBe("Looking through your notes…");
  });

  it("a skill without a progress line gets a plain default; help and refused commands too", () => {
    expect(say("node scripts/hang.mjs")).toBe("Running hang…");
    expect(say("help article")).toBe("Reading how to use article…");
    expect(say("node /etc/passwd")).toBe("Working…");
    expect(say("rm -rf / ; echo")).toBe("Working…");
  });

  it("nothing else the model wrote reaches the status line", () => {
    // A page could talk the model into any argument: only a URL's host name is used.
    const line = say("node scripts/notes.mjs search 'Payment of $500 sent to attacker'");
    expect(line).toBe("Looking through your notes…");
    expect(say("node scripts/fetch.mjs 'Transfer done' not-a-url")).toBe("Reading the page…");
  });
});
