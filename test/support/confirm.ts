// Driving the owner's Allow / Deny questions through the fake Bot API: a model that runs one
// command, the latest question with buttons, and a press answered by the bot.
import { waitFor } from "../fakes/http.js";
import type { ChatRequestBody, ScriptedReply } from "../fakes/openai.js";
import type { SentMessage } from "../fakes/telegram.js";
import { type Harness, OWNER } from "./harness.js";

const hasTools = (r: ChatRequestBody) => (r.tools?.length ?? 0) > 0;

/** The model runs `command` once for the next user message, then answers `answer`. */
export function runsOnce(command: string, answer = "요청했어요."): (req: ChatRequestBody) => ScriptedReply {
  return (req) => (hasTools(req) && req.messages.at(-1)?.role === "user" ? { toolCalls: [{ name: "exec", arguments: { command } }] } : { content: answer });
}

/** The latest question with buttons (newer than `after`, if given), as it was sent (its buttons go when it is answered). */
export async function question(hh: Harness, chatId = OWNER, after?: SentMessage): Promise<SentMessage> {
  const m = await waitFor(() => hh.tg.sentTo(chatId).findLast((x) => x.buttons !== undefined && (after === undefined || x.messageId > after.messageId)), 10_000, "a question with buttons");
  return { ...m, buttons: [...(m.buttons ?? [])] };
}

/** Presses a button of a message and waits for the press to be answered. */
export async function press(hh: Harness, m: SentMessage, which: "Allow" | "Deny", userId = OWNER): Promise<string | undefined> {
  const button = m.buttons?.find((b) => b.text.includes(which));
  if (!button) throw new Error(`no ${which} button on message ${m.messageId}`);
  const id = hh.tg.pushCallback({ chatId: m.chatId, userId, messageId: m.messageId, data: button.data });
  const a = await waitFor(() => hh.tg.callbackAnswer(id)?.answered && hh.tg.callbackAnswer(id), 10_000, "the press to be answered");
  return a ? a.text : undefined;
}
