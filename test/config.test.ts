import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { ConfigError, createConfig, ENV_VARIABLES, inferProvider, requireBotSettings } from "../src/config.js";

const ok = { TELEGRAM_BOT_TOKEN: "123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ", ALLOWED_USER_IDS: "1, 2", MAIN_MODEL: "qwen2.5:14b" };

function problems(env: Record<string, string>): string[] {
  try {
    createConfig(env, "/tmp/x");
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return [...err.problems];
    throw err;
  }
}

describe("createConfig", () => {
  it("applies the documented defaults", () => {
    const c = createConfig(ok, "/srv/bot");
    expect(c.telegram.apiRoot).toBe("https://api.telegram.org");
    expect([...c.telegram.allowedUserIds]).toEqual([1, 2]);
    expect(c.ollama.host).toBe("http://127.0.0.1:11434");
    expect(c.main.baseUrl).toBe("http://127.0.0.1:11434/v1");
    expect(c.main.apiKey).toBe("ollama");
    expect(c.dataDir).toBe("/srv/bot/data");
    expect(c.dbPath).toBe("/srv/bot/data/assistant.db");
    expect(c.skillsDirs).toEqual(["/srv/bot/skills"]);
    expect(c.logLevel).toBe("info");
    expect(c.digest.graceHours).toBe(6);
    expect(c.digest.minIntervalSeconds).toBe(300);
    expect(c.allowPrivateUrls).toBe(false);
    expect(c.telegram.allowedChatIds.size).toBe(0);
    expect(c.telegram.streamEditMs).toBe(1000);
    expect(c.main.vision).toBe("auto");
    expect(c.stt).toBeUndefined();
  });

  it("reads group chats, speech-to-text and the vision switch", () => {
    const c = createConfig({ ...ok, ALLOWED_CHAT_IDS: "-100123, -42", STT_BASE_URL: "http://127.0.0.1:9000/v1/", MAIN_VISION: "false" }, "/x");
    expect([...c.telegram.allowedChatIds]).toEqual([-100123, -42]);
    expect(c.stt).toEqual({ baseUrl: "http://127.0.0.1:9000/v1", model: "whisper-1", apiKey: "none" });
    expect(c.main.vision).toBe("off");
  });

  it("derives OPENAI_BASE_URL from OLLAMA_HOST and splits SKILLS_DIR on ':'", () => {
    const c = createConfig({ ...ok, OLLAMA_HOST: "http://gpu-box:11434/", SKILLS_DIR: "./skills:/opt/more-skills" }, "/srv/bot");
    expect(c.main.baseUrl).toBe("http://gpu-box:11434/v1");
    expect(c.skillsDirs).toEqual(["/srv/bot/skills", "/opt/more-skills"]);
  });

  it("treats blank values as unset (a freshly copied .env.example)", () => {
    const c = createConfig({ ...ok, OLLAMA_HOST: "", LOG_LEVEL: " " }, "/x");
    expect(c.ollama.host).toBe("http://127.0.0.1:11434");
    expect(c.logLevel).toBe("info");
  });

  it.each([
    [{ ALLOWED_USER_IDS: "me,you" }, "ALLOWED_USER_IDS must be comma-separated numeric Telegram user ids"],
    [{ TELEGRAM_BOT_TOKEN: "not-a-token" }, "TELEGRAM_BOT_TOKEN does not look like a bot token"],
    [{ OLLAMA_HOST: "localhost:11434" }, "OLLAMA_HOST must be an http(s) URL"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL must be one of"],
    [{ TZ: "Mars/Olympus" }, "TZ must be an IANA time zone"],
    [{ CONTEXT_TOKENS: "lots" }, "CONTEXT_TOKENS must be a number"],
    [{ MAIN_STREAM: "maybe" }, "MAIN_STREAM must be true or false"],
    [{ ALLOWED_CHAT_IDS: "12345" }, "ALLOWED_CHAT_IDS must be comma-separated group chat ids, which are negative"],
    [{ MAIN_VISION: "yes please" }, "MAIN_VISION must be auto, true or false"],
    [{ STT_BASE_URL: "whisper.local" }, "STT_BASE_URL must be an http(s) URL"],
    [{ SCHEDULE_MIN_INTERVAL_S: "0" }, "SCHEDULE_MIN_INTERVAL_S must be at least 1"],
  ])("names the variable and the fix: %o", (bad, message) => {
    const p = problems({ ...ok, ...bad });
    expect(p).toHaveLength(1);
    expect(p[0]).toContain(message);
  });

  it("reports every problem at once", () => {
    expect(problems({ ...ok, LOG_LEVEL: "x", OLLAMA_HOST: "y" })).toHaveLength(2);
  });

  it("requires the bot token and the main model for npm start, with the fix in the message", () => {
    const c = createConfig({}, "/x");
    expect(() => requireBotSettings(c)).toThrow(/TELEGRAM_BOT_TOKEN is not set: create a bot with @BotFather/);
    expect(() => requireBotSettings(c)).toThrow(/MAIN_MODEL is not set/);
    expect(() => requireBotSettings(createConfig(ok, "/x"))).not.toThrow();
  });

  it("chooses the transcript policy from the provider, model or explicit setting", () => {
    expect(inferProvider("https://api.anthropic.com/v1", "x")).toBe("anthropic");
    expect(inferProvider("http://127.0.0.1:11434/v1", "mistral-small")).toBe("mistral");
    expect(inferProvider("https://generativelanguage.googleapis.com/v1beta/openai", "gemini-2.5-flash")).toBe("google");
    expect(inferProvider("http://127.0.0.1:11434/v1", "qwen2.5:14b")).toBe("openai");
    expect(createConfig({ ...ok, MAIN_PROVIDER: "anthropic" }, "/x").main.provider).toBe("anthropic");
  });
});

describe(".env.example", () => {
  const file = fs.readFileSync(path.resolve(import.meta.dirname, "../.env.example"), "utf8");
  it("lists every variable the configuration reads, each with a comment, and nothing else", () => {
    const listed = [...file.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...ENV_VARIABLES].sort());
    // Each variable sits in a block (lines between blank lines) that starts with a comment.
    const blocks = file.split(/\n\s*\n/);
    for (const v of ENV_VARIABLES) {
      const block = blocks.find((b) => new RegExp(`^${v}=`, "m").test(b)) ?? "";
      expect(block.trimStart().startsWith("#"), v).toBe(true);
    }
  });

  it("is a valid configuration once the required values are filled in", () => {
    const env = { ...parseEnv(file), ...ok };
    const c = createConfig(env, "/srv/bot");
    expect(() => requireBotSettings(c)).not.toThrow();
    expect(c.main.baseUrl).toBe("http://127.0.0.1:11434/v1");
  });
});
