// What the person is shown for the turn's answer: the model's text, marked when it was
// cut (length), filtered or stopped (/stop), and — whatever the model wrote — a line for
// every tool the bot had to stop at its timeout or the user stopped.
import type { Finish } from "../llm/types.js";
import type { CallOutcome } from "../tools/run-call.js";
import { previewCommand } from "./instructions.js";

export interface Reply {
  content: string;
  partial: boolean;
  finish?: Finish | undefined;
  /** The max_tokens the answer was written under. */
  limit: number;
  /** The user stopped the turn (/stop): the content is what was written until then. */
  stopped?: boolean | undefined;
}

export const STOPPED_NOTE = "⏹️ _Stopped._";

export const PARTIAL_USER_NOTE = (limit: number) =>
  `\n\n✂️ _This answer was cut off at the length limit (${limit} tokens). Ask me to continue, or raise REPLY_TOKENS._`;

export function shownText(reply: Reply, calls: readonly CallOutcome[], execTimeoutMs: number): string {
  let text = reply.content.trim();
  if (reply.stopped) text = text === "" ? STOPPED_NOTE : `${text}\n\n${STOPPED_NOTE}`;
  else {
    if (text === "" && !reply.partial) text = "(The model returned an empty answer. Please try again or rephrase.)";
    if (reply.finish?.reason === "content_filter") text += "\n\n_(The model stopped here: its content filter blocked the rest.)_";
    if (reply.partial) text = `${text || "(nothing was written before the limit)"}${PARTIAL_USER_NOTE(reply.limit)}`;
  }
  for (const c of calls.filter((x) => x.status === "timeout"))
    text += `\n\n⏱️ \`${previewCommand(c.command, 60)}\` did not finish within ${Math.round(execTimeoutMs / 1000)} s and was stopped.`;
  for (const c of calls.filter((x) => x.status === "stopped")) text += `\n\n⏹️ \`${previewCommand(c.command, 60)}\` was stopped.`;
  return text;
}
