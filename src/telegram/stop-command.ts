// /stop, handled before the chat's queue (and before the message is stored as work to
// do): it must reach the turn it stops, never wait behind it. What was stopped reports
// itself (the draft ends with "Stopped"); only "nothing to stop" is answered here.
import { Composer, type Context } from "grammy";
import type { Sender, StopSwitch } from "../chat/ports.js";
import type { Log } from "../log.js";

export function createStopCommand(d: { stops: StopSwitch; sender: Pick<Sender, "send">; log: Log }): Composer<Context> {
  const c = new Composer<Context>();
  c.command("stop", async (ctx) => {
    if (!ctx.chat) return;
    const n = d.stops.stop(ctx.chat.id);
    d.log.info({ chatId: ctx.chat.id, stopped: n }, "/stop");
    if (n === 0) await d.sender.send(ctx.chat.id, "Nothing to stop: I am not working on anything in this chat.", ctx.msg?.message_id !== undefined ? { replyTo: ctx.msg.message_id } : {});
  });
  return c;
}
