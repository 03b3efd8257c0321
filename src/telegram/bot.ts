// The grammY bot: Bot API root from config (tests point it at loopback) and the tracking
// transport, so the sender can tell "never sent" from "may have landed".
import { Bot } from "grammy";
import { trackingFetch } from "./transport.js";

export function createBot(o: { token: string; apiRoot: string; timeoutSeconds?: number }): Bot {
  return new Bot(o.token, {
    client: {
      apiRoot: o.apiRoot,
      // grammY's types name node-fetch's signature; trackingFetch implements the part it calls.
      fetch: trackingFetch as unknown as NonNullable<NonNullable<ConstructorParameters<typeof Bot>[1]>["client"]>["fetch"],
      timeoutSeconds: o.timeoutSeconds ?? 60,
    },
  });
}

export const COMMANDS = [
  { command: "start", description: "What this assistant does" },
  { command: "help", description: "Commands and skills" },
  { command: "new", description: "Start a fresh conversation (memory stays)" },
  { command: "memory", description: "Show what I would recall: /memory <query>" },
  { command: "forget", description: "Forget this conversation (or /forget <id>)" },
  { command: "skills", description: "Available skills, and why any are not" },
  { command: "why", description: "How the last answer was made" },
  { command: "stop", description: "Stop what I am doing in this chat" },
  { command: "digest", description: "Scheduled digests: /digest list | add | run ..." },
  { command: "model", description: "Which model answers in this chat; choose another" },
  { command: "usage", description: "Tokens used in this chat, by day and model" },
] as const;
