// Types for skills/_lib/safe-fetch.mjs (used by tests; the skills are plain JavaScript).
export const MAX_REDIRECTS: number;
export class FetchProblem extends Error {
  constructor(message: string, opts?: { refused?: boolean });
  refused: boolean;
}
export interface AddressCheck {
  ok: boolean;
  range: string;
  reason?: string;
  optIn?: boolean;
}
export function checkAddress(address: string, opts?: { allowPrivate?: boolean }): AddressCheck;
export interface SafeFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  accept?: string;
  userAgent?: string;
  acceptType?: (contentType: string) => true | string;
  allowPrivate?: boolean;
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
  maxRedirects?: number;
}
export function safeFetch(url: string, opts?: SafeFetchOptions): Promise<{ body: Buffer; contentType: string; finalUrl: string; status: number }>;
export function formatBytes(n: number): string;
