// Types for the skill-side per-chat store (the skills themselves are plain JavaScript).
export class StoreProblem extends Error {}
export function dataDir(): string;
export function readDoc<T>(name: string, fallback: T): T;
export function writeDoc(name: string, value: unknown): void;
export function withStore(main: () => Promise<unknown>): Promise<void>;
