// How a message that was not just text was read, as stored with the user's transcript row
// (meta.input) and shown by /why. The pixels and the document text live elsewhere (the
// media store, the documents table); this is the record of what the model was given.

export type InputPart =
  | {
      kind: "image";
      hash: string;
      mime: string;
      width: number;
      height: number;
      /** main: the main model saw the pixels; local: VISION_MODEL described them. */
      via: "main" | "local";
      /** What later turns and memory carry instead of the pixels. */
      description?: string | undefined;
      describer?: string | undefined;
      name?: string | undefined;
    }
  | { kind: "voice"; seconds: number; transcript: string; ms: number }
  | {
      kind: "document";
      name: string;
      type: "pdf" | "text" | "html";
      pages?: number | undefined;
      chars: number;
      /** Set once stored (documents.id). */
      documentId?: number | undefined;
      /** What the person was shown at once (two-layer), if the text was long. */
      summary?: string | undefined;
    };

export interface ReplyContext {
  messageId: number;
  fromBot: boolean;
  text: string;
  /** Documents of the turn the quoted message belongs to (re-injected when out of view). */
  documentIds?: number[] | undefined;
}

export interface StoredInput {
  parts: InputPart[];
  reply?: ReplyContext | undefined;
  /** The documents' summary reached the person (a confirmed send). */
  summaryShown?: boolean | undefined;
  /** Set when reading failed: what the person was told. */
  problem?: string | undefined;
}
