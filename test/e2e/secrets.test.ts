// A skill's declared secret (issue 10 item 10): the skill receives its key, but the value
// never reaches the logs, the ledger summary, /why, the documents or the model's context,
// even when the skill prints it (in a URL on stdout, or in an error on stderr).
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatRequestBody, ScriptedReply } from "../fakes/openai.js";
import { type Harness, OWNER, REPO_SKILLS, startHarness, tempDir } from "../support/harness.js";

const KEY = "wx-live-7f3a9c2e5b1d8f4a";

/** A skill folder `name` with its SKILL.md (metadata lines) and one script, scripts/<name>.mjs. */
function writeSkill(dir: string, name: string, metadata: string, usage: string, script: string): void {
  fs.mkdirSync(path.join(dir, name, "scripts"), { recursive: true });
  fs.writeFileSync(path.join(dir, name, "SKILL.md"), `---\nname: ${name}\ndescription: ${usage}\nmetadata:\n  requires-bins: node\n${metadata}---\n# ${name}\n\n    node scripts/${name}.mjs\n`);
  fs.writeFileSync(path.join(dir, name, "scripts", `${name}.mjs`), script);
}

function leakySkillDir(): string {
  const dir = tempDir("leaky-skills-");
  writeSkill(
    dir,
    "weather",
    "  env: WEATHER_API_KEY\n",
    "Current weather for a city (uses an API key).",
    `const key = process.env.WEATHER_API_KEY ?? "(none)";
const city = process.argv[2];
if (city === "Nowhere") { process.stderr.write("upstream refused https://weather.example/v1?key=" + key + "&q=Nowhere\\n"); process.exitCode = 1; }
else process.stdout.write("Sunny in " + city + " (source: https://weather.example/v1?key=" + key + ")\\n");
`,
  );
  // An envelope skill that names its source (with the key in it) as the envelope's url.
  writeSkill(
    dir,
    "forecast",
    "  output: envelope\n  env: WEATHER_API_KEY\n",
    "The week's forecast.",
    `const url = "https://weather.example/v1/week?key=" + process.env.WEATHER_API_KEY;
process.stdout.write(JSON.stringify({ v: 1, modelContext: "Mon rain. Tue sun. ".repeat(40), userPresentation: "Rain on Monday, then sun.", title: "This week", url }));
`,
  );
  return dir;
}

let h: Harness;
afterEach(async () => {
  await h?.stop();
});

const lastRole = (req: ChatRequestBody) => req.messages.at(-1)?.role;

describe("secrets skills declare", () => {
  it("are scrubbed from tool results, the ledger, documents, /why and the logs; the skill still gets its key", async () => {
    h = await startHarness({ env: { SKILLS_DIR: `${REPO_SKILLS}:${leakySkillDir()}`, WEATHER_API_KEY: KEY } });
    h.openai.setResponder((req): ScriptedReply => {
      const user = [...req.messages].reverse().find((m) => m.role === "user")?.content ?? "";
      const city = /weather in (\w+)/.exec(user)?.[1];
      if ((req.tools?.length ?? 0) > 0 && lastRole(req) === "user" && city) return { toolCalls: [{ name: "exec", arguments: { command: `node scripts/weather.mjs ${city}` } }] };
      return { content: "Here is the weather." };
    });
    await h.say("weather in Seoul");
    await h.say("weather in Nowhere");
    await h.say("/why");

    const toolMessages = h.openai.requests.flatMap((r) => r.messages.filter((m) => m.role === "tool").map((m) => m.content ?? ""));
    expect(toolMessages.some((m) => m.includes("Sunny in Seoul (source: https://weather.example/v1?key=[redacted])"))).toBe(true);
    expect(toolMessages.some((m) => m.includes("upstream refused https://weather.example/v1?key=[redacted]&q=Nowhere"))).toBe(true);
    const everything = [
      JSON.stringify(h.openai.requests),
      JSON.stringify(h.db.prepare("SELECT * FROM messages").all()),
      JSON.stringify(h.db.prepare("SELECT * FROM tool_calls").all()),
      JSON.stringify(h.db.prepare("SELECT * FROM turns").all()),
      JSON.stringify(h.db.prepare("SELECT * FROM outbox").all()),
      JSON.stringify(h.db.prepare("SELECT * FROM documents").all()),
      h.tg.sent.map((m) => m.raw).join("\n"),
      h.logs.text(),
    ];
    for (const e of everything) expect(e).not.toContain(KEY);
    const summaries = (h.db.prepare("SELECT summary FROM tool_calls ORDER BY id").all() as Array<{ summary: string }>).map((r) => r.summary);
    expect(summaries[1]).toContain("key=[redacted]");
    expect(h.tg.sentTo(OWNER).at(-1)?.text).toContain("Last turn");
  });

  it("are scrubbed from an envelope's url too (the link the bot builds for the person)", async () => {
    h = await startHarness({ env: { SKILLS_DIR: `${REPO_SKILLS}:${leakySkillDir()}`, WEATHER_API_KEY: KEY } });
    h.openai.setResponder((req): ScriptedReply =>
      (req.tools?.length ?? 0) > 0 && lastRole(req) === "user" ? { toolCalls: [{ name: "exec", arguments: { command: "node scripts/forecast.mjs" } }] } : { content: "See above." },
    );
    await h.say("forecast for the week?");
    await h.app.idle();
    const shown = h.tg.sentTo(OWNER).find((m) => m.text.includes("Rain on Monday"));
    expect(shown?.raw).toContain("weather.example");
    for (const e of [h.tg.sent.map((m) => m.raw).join("\n"), JSON.stringify(h.db.prepare("SELECT * FROM outbox").all()), JSON.stringify(h.db.prepare("SELECT * FROM messages").all()), h.logs.text()])
      expect(e).not.toContain(KEY);
  });
});

