// Requests a skill makes to the bot instead of acting itself: a contained skill cannot
// write the bot's state (schedules live in the bot's database), so it puts a structured
// request in its envelope ({"v":1, "modelContext": ..., "requests": [{"kind": "schedule",
// ...}]}). Only kinds the skill declares in `metadata.requests` are honoured; the handler
// of each kind validates it as untrusted input and decides whether the owner must Allow it.

export interface BotRequest {
  kind: string;
  [field: string]: unknown;
}

export interface RequestContext {
  chatId: number;
  turnId: number;
  conversationId: number;
  skill: string;
  /** "model": the model started it (persistent effects wait for the owner); "owner": the owner's own command digest. */
  origin: "model" | "owner";
}

/** done: it happened; pending: it waits for the owner's Allow; refused: it will not happen (text says why). */
export type RequestOutcome = { status: "done" | "pending" | "refused"; text: string };

export type RequestHandler = (req: BotRequest, ctx: RequestContext) => Promise<RequestOutcome>;

export type RequestHandlers = Readonly<Record<string, RequestHandler>>;

/** Runs every request in order; a kind the skill did not declare, or nobody handles, is refused. */
export async function handleRequests(requests: readonly BotRequest[], declared: readonly string[], handlers: RequestHandlers, ctx: RequestContext): Promise<RequestOutcome[]> {
  const out: RequestOutcome[] = [];
  for (const r of requests) {
    const handler = Object.hasOwn(handlers, r.kind) ? handlers[r.kind] : undefined;
    if (!declared.includes(r.kind)) out.push({ status: "refused", text: `The skill ${ctx.skill} may not ask the bot for "${r.kind}" (it is not in its metadata.requests).` });
    else if (!handler) out.push({ status: "refused", text: `The bot does not handle "${r.kind}" requests.` });
    else out.push(await handler(r, ctx));
  }
  return out;
}
