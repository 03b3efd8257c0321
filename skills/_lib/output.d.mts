// Types for the skill-side helpers (the skills themselves are plain JavaScript).
export interface Envelope {
  v: 1;
  modelContext: string;
  userPresentation?: string;
  title?: string;
  url?: string;
  /** Requests to the bot (metadata.requests), e.g. {"kind": "schedule", "op": "add", ...}. */
  requests?: Array<{ kind: string; [field: string]: unknown }>;
}
export function writeOut(text: string): Promise<void>;
export function printEnvelope(e: Omit<Envelope, "v">): Promise<void>;
export function composeEnvelopes(parts: ReadonlyArray<Pick<Envelope, "modelContext" | "userPresentation"> & { v?: 1 }>, sep?: string): Envelope;
export function fail(message: string, code?: number): void;
