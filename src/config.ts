// Env -> validated Config, parsed once. Nothing else in src/ reads process.env: main.ts
// passes the environment in, tests pass a plain object.
import path from "node:path";
import { z } from "zod";

/**
 * Minimum cosine similarity for a vector neighbour to vote in memory search. 0.4, not 0.5:
 * with a real sentence embedder (`npm run bench -- memory-realvec`) evidence sits at 0.41-0.47
 * (median) and at 0.5 most of it could not vote (dev split, English recall@10 70.6% at 0.5,
 * 80.6% at 0.4; old blind set 71.6% -> 75.1%); the lexical stand-in's figures do not drop.
 */
export const DEFAULT_MEMORY_MIN_SIMILARITY = 0.4;

export type ProviderName = "openai" | "anthropic" | "google" | "mistral";

export interface Config {
  telegram: {
    /** Empty when not needed (memory/stats CLIs); requireTelegram() checks it for start. */
    token: string;
    apiRoot: string;
    allowedUserIds: ReadonlySet<number>;
    /** Group chats (negative ids) the bot may answer in, when mentioned or replied to. */
    allowedChatIds: ReadonlySet<number>;
    pollTimeoutSeconds: number;
    /** Queued messages in one chat above which the chat gets one "I'm behind" notice. */
    backlogNotice: number;
    /** At most one edit of a streamed reply per this interval per chat. */
    streamEditMs: number;
    /** Files larger than this are refused with the reason (Telegram serves at most 20 MB). */
    maxFileBytes: number;
    /** Voice notes and audio longer than this are refused with the reason. */
    maxAudioSeconds: number;
  };
  ollama: { host: string; localModel: string; embedModel: string; localTimeoutMs: number; /** "" when not configured. */ visionModel: string };
  main: {
    baseUrl: string;
    apiKey: string;
    model: string;
    provider: ProviderName;
    stream: boolean;
    contextTokens: number;
    replyTokens: number;
    timeoutMs: number;
    /** Images go to the main model as image parts (on), through VISION_MODEL (off), or decided from model and endpoint (auto). */
    vision: "auto" | "on" | "off";
  };
  /** OpenAI-compatible speech-to-text; undefined when STT_BASE_URL is not set. */
  stt: { baseUrl: string; model: string; apiKey: string } | undefined;
  /** Fetching skills may reach loopback/private addresses (intranet opt-in). */
  allowPrivateUrls: boolean;
  /** The claim check's learned second reader adds warnings the rules miss (src/pipeline/claim-model.ts). */
  claimModel: boolean;
  /** Without bubblewrap, skills that run programs other than node are offered anyway, uncontained (owner's opt-in). */
  allowUncontainedSkills: boolean;
  dataDir: string;
  dbPath: string;
  skillsDirs: readonly string[];
  knowledgeFile: string;
  timezone: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** json: one JSON object per line; pretty: readable lines; auto: pretty on a terminal. */
  logFormat: "auto" | "json" | "pretty";
  /** SIGINT/SIGTERM: how long the turn in progress may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  exec: { timeoutMs: number; killGraceMs: number; maxOutputBytes: number; maxDataBytes: number };
  toolResultMaxTokens: number;
  memory: { minSimilarity: number };
  digest: { graceHours: number; retryBaseMs: number; retries: number; pauseAfterFailures: number; /** Schedules firing more often are refused. */ minIntervalSeconds: number };
  /** Values a skill may receive when its SKILL.md declares them (metadata `env`/`requires-env`). */
  skillEnvSource: Readonly<Record<string, string>>;
}

export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: readonly string[]) {
    super(
      `The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
        "Fix these in .env (see .env.example for every variable and its meaning).",
    );
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v), {
      message: `${name} must be an http(s) URL such as http://127.0.0.1:11434`,
    })
    .transform((v) => v.replace(/\/+$/, ""));

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ["1", "0", "true", "false", "yes", "no", "on", "off"].includes(v), {
      message: `${name} must be true or false`,
    })
    .transform((v) => ["1", "true", "yes", "on"].includes(v));

const schema = z.object({
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d+:[\w-]{20,}$/.test(v), {
      message: "TELEGRAM_BOT_TOKEN does not look like a bot token (123456:ABC...); copy it from @BotFather",
    })
    .default(""),
  TELEGRAM_API_ROOT: url("TELEGRAM_API_ROOT").default("https://api.telegram.org"),
  TELEGRAM_POLL_TIMEOUT: int("TELEGRAM_POLL_TIMEOUT", 0, 50).default(30),
  ALLOWED_USER_IDS: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || v.split(",").every((s) => /^\d{1,15}$/.test(s.trim())), {
      message:
        "ALLOWED_USER_IDS must be comma-separated numeric Telegram user ids, e.g. 12345678,87654321 (the bot tells a refused user their id)",
    })
    .transform((v) => new Set(v === "" ? [] : v.split(",").map((s) => Number(s.trim())))),
  ALLOWED_CHAT_IDS: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || v.split(",").every((s) => /^-\d{1,15}$/.test(s.trim())), {
      message: "ALLOWED_CHAT_IDS must be comma-separated group chat ids, which are negative, e.g. -1001234567890",
    })
    .transform((v) => new Set(v === "" ? [] : v.split(",").map((s) => Number(s.trim())))),
  CHAT_BACKLOG_NOTICE: int("CHAT_BACKLOG_NOTICE", 1, 100_000).default(5),
  STREAM_EDIT_MS: int("STREAM_EDIT_MS", 100, 60_000).default(1000),
  MAX_FILE_BYTES: int("MAX_FILE_BYTES", 1024, 2_000_000_000).default(20 * 1024 * 1024),
  MAX_AUDIO_SECONDS: int("MAX_AUDIO_SECONDS", 1, 86_400).default(600),
  OLLAMA_HOST: url("OLLAMA_HOST").default("http://127.0.0.1:11434"),
  VISION_MODEL: z.string().trim().default(""),
  MAIN_VISION: z
    .enum(["auto", "true", "false"], { message: "MAIN_VISION must be auto, true or false" })
    .default("auto"),
  STT_BASE_URL: url("STT_BASE_URL").optional(),
  STT_MODEL: z.string().trim().default("whisper-1"),
  STT_API_KEY: z.string().trim().default(""),
  ALLOW_PRIVATE_URLS: bool("ALLOW_PRIVATE_URLS").default(false),
  CLAIM_MODEL: bool("CLAIM_MODEL").default(true),
  ALLOW_UNCONTAINED_SKILLS: bool("ALLOW_UNCONTAINED_SKILLS").default(false),
  SCHEDULE_MIN_INTERVAL_S: int("SCHEDULE_MIN_INTERVAL_S", 1, 31 * 86_400).default(300),
  LOG_FORMAT: z.enum(["auto", "json", "pretty"], { message: "LOG_FORMAT must be auto, json or pretty" }).default("auto"),
  SHUTDOWN_TIMEOUT_MS: int("SHUTDOWN_TIMEOUT_MS", 100, 600_000).default(10_000),
  LOCAL_MODEL: z.string().trim().min(1).default("qwen2.5:3b"),
  EMBED_MODEL: z.string().trim().min(1).default("bge-m3"),
  LOCAL_TIMEOUT_MS: int("LOCAL_TIMEOUT_MS", 100, 600_000).default(10_000),
  OPENAI_BASE_URL: url("OPENAI_BASE_URL").optional(),
  OPENAI_API_KEY: z.string().trim().min(1).default("ollama"),
  MAIN_MODEL: z.string().trim().default(""),
  MAIN_PROVIDER: z.enum(["auto", "openai", "anthropic", "google", "mistral"], {
    message: "MAIN_PROVIDER must be one of auto, openai, anthropic, google, mistral",
  }).default("auto"),
  MAIN_STREAM: bool("MAIN_STREAM").default(true),
  CONTEXT_TOKENS: int("CONTEXT_TOKENS", 1024, 2_000_000).default(16_384),
  REPLY_TOKENS: int("REPLY_TOKENS", 64, 200_000).default(1024),
  MODEL_TIMEOUT_MS: int("MODEL_TIMEOUT_MS", 1000, 3_600_000).default(180_000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SKILLS_DIR: z.string().trim().min(1).default("./skills"),
  KNOWLEDGE_FILE: z.string().trim().optional(),
  TZ: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === "" || isValidTimeZone(v), {
      message: "TZ must be an IANA time zone such as Asia/Seoul or Europe/Berlin",
    }),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  EXEC_TIMEOUT_MS: int("EXEC_TIMEOUT_MS", 100, 3_600_000).default(60_000),
  EXEC_KILL_GRACE_MS: int("EXEC_KILL_GRACE_MS", 10, 60_000).default(2_000),
  EXEC_MAX_OUTPUT_BYTES: int("EXEC_MAX_OUTPUT_BYTES", 1024, 256 * 1024 * 1024).default(8 * 1024 * 1024),
  SKILL_DATA_MAX_MB: int("SKILL_DATA_MAX_MB", 1, 1_000_000).default(100),
  TOOL_RESULT_MAX_TOKENS: int("TOOL_RESULT_MAX_TOKENS", 200, 1_000_000).default(8_000),
  MEMORY_MIN_SIMILARITY: z.coerce
    .number({ message: "MEMORY_MIN_SIMILARITY must be a number between 0 and 1" })
    .min(0, "MEMORY_MIN_SIMILARITY must be between 0 and 1")
    .max(1, "MEMORY_MIN_SIMILARITY must be between 0 and 1")
    .default(DEFAULT_MEMORY_MIN_SIMILARITY),
  DIGEST_GRACE_HOURS: z.coerce
    .number({ message: "DIGEST_GRACE_HOURS must be a number of hours" })
    .min(0, "DIGEST_GRACE_HOURS must be 0 or more")
    .default(6),
  DIGEST_RETRY_BASE_MS: int("DIGEST_RETRY_BASE_MS", 1, 600_000).default(5_000),
  DIGEST_RETRIES: int("DIGEST_RETRIES", 0, 20).default(3),
  DIGEST_PAUSE_AFTER_FAILURES: int("DIGEST_PAUSE_AFTER_FAILURES", 1, 100).default(3),
});

/** Every variable the configuration reads (kept in step with .env.example by a test). */
export const ENV_VARIABLES: readonly string[] = Object.keys(schema.shape);

/** Chooses the transcript policy family from explicit config or the model/endpoint names. */
export function inferProvider(baseUrl: string, model: string): ProviderName {
  const s = `${baseUrl} ${model}`.toLowerCase();
  if (/anthropic|claude|minimax/.test(s)) return "anthropic";
  if (/googleapis|gemini|generativelanguage/.test(s)) return "google";
  if (/mistral|codestral|mixtral|ministral/.test(s)) return "mistral";
  return "openai";
}

export function createConfig(env: Readonly<Record<string, string | undefined>>, cwd = process.cwd()): Config {
  // Blank values mean "not set", as in a freshly copied .env.example.
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v.trim() !== "") cleaned[k] = v;
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? "environment");
      return i.message.includes(name) ? i.message : `${name}: ${i.message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const baseUrl = e.OPENAI_BASE_URL ?? `${e.OLLAMA_HOST}/v1`;
  const skillEnvSource: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) skillEnvSource[k] = v;
  return {
    telegram: {
      token: e.TELEGRAM_BOT_TOKEN,
      apiRoot: e.TELEGRAM_API_ROOT,
      allowedUserIds: e.ALLOWED_USER_IDS,
      allowedChatIds: e.ALLOWED_CHAT_IDS,
      pollTimeoutSeconds: e.TELEGRAM_POLL_TIMEOUT,
      backlogNotice: e.CHAT_BACKLOG_NOTICE,
      streamEditMs: e.STREAM_EDIT_MS,
      maxFileBytes: e.MAX_FILE_BYTES,
      maxAudioSeconds: e.MAX_AUDIO_SECONDS,
    },
    ollama: {
      host: e.OLLAMA_HOST,
      localModel: e.LOCAL_MODEL,
      embedModel: e.EMBED_MODEL,
      localTimeoutMs: e.LOCAL_TIMEOUT_MS,
      visionModel: e.VISION_MODEL,
    },
    main: {
      baseUrl,
      apiKey: e.OPENAI_API_KEY,
      model: e.MAIN_MODEL,
      provider: e.MAIN_PROVIDER === "auto" ? inferProvider(baseUrl, e.MAIN_MODEL) : e.MAIN_PROVIDER,
      stream: e.MAIN_STREAM,
      contextTokens: e.CONTEXT_TOKENS,
      replyTokens: e.REPLY_TOKENS,
      timeoutMs: e.MODEL_TIMEOUT_MS,
      vision: e.MAIN_VISION === "true" ? "on" : e.MAIN_VISION === "false" ? "off" : "auto",
    },
    stt: e.STT_BASE_URL ? { baseUrl: e.STT_BASE_URL, model: e.STT_MODEL, apiKey: e.STT_API_KEY === "" ? "none" : e.STT_API_KEY } : undefined,
    allowPrivateUrls: e.ALLOW_PRIVATE_URLS,
    claimModel: e.CLAIM_MODEL,
    allowUncontainedSkills: e.ALLOW_UNCONTAINED_SKILLS,
    dataDir,
    dbPath: path.join(dataDir, "assistant.db"),
    skillsDirs: e.SKILLS_DIR.split(":")
      .filter((d) => d.trim() !== "")
      .map((d) => path.resolve(cwd, d.trim())),
    knowledgeFile: e.KNOWLEDGE_FILE ? path.resolve(cwd, e.KNOWLEDGE_FILE) : path.join(dataDir, "knowledge.md"),
    timezone: e.TZ && e.TZ !== "" ? e.TZ : Intl.DateTimeFormat().resolvedOptions().timeZone,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    exec: { timeoutMs: e.EXEC_TIMEOUT_MS, killGraceMs: e.EXEC_KILL_GRACE_MS, maxOutputBytes: e.EXEC_MAX_OUTPUT_BYTES, maxDataBytes: e.SKILL_DATA_MAX_MB * 1024 * 1024 },
    toolResultMaxTokens: e.TOOL_RESULT_MAX_TOKENS,
    memory: { minSimilarity: e.MEMORY_MIN_SIMILARITY },
    digest: {
      graceHours: e.DIGEST_GRACE_HOURS,
      retryBaseMs: e.DIGEST_RETRY_BASE_MS,
      retries: e.DIGEST_RETRIES,
      pauseAfterFailures: e.DIGEST_PAUSE_AFTER_FAILURES,
      minIntervalSeconds: e.SCHEDULE_MIN_INTERVAL_S,
    },
    skillEnvSource,
  };
}

/** What `npm start` needs beyond the defaults; the CLIs do not need these. */
export function requireBotSettings(config: Config): void {
  const problems: string[] = [];
  if (config.telegram.token === "")
    problems.push("TELEGRAM_BOT_TOKEN is not set: create a bot with @BotFather and paste its token into .env");
  if (config.main.model === "")
    problems.push("MAIN_MODEL is not set: name the chat model to use, e.g. qwen2.5:14b after `ollama pull qwen2.5:14b`");
  if (problems.length > 0) throw new ConfigError(problems);
}

/** Secrets that must never reach logs or skill environments. */
export function secretsOf(config: Config): string[] {
  return [config.telegram.token, config.main.apiKey, config.stt?.apiKey ?? ""].filter((s) => s !== "" && s !== "ollama" && s.length >= 8);
}
