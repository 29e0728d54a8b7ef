import type { z } from '../zod.js';
import type { Permission } from '../access/permissions.js';
import type { LiveEntityType } from '../access/live-events.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not JSON (a file, a PDF, an event stream), as the OpenAPI document shows it. */
export type MediaAnswer = {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
};

/**
 * One route of the API, as both sides know it: the server registers it from this (its handler
 * stays in its module), the web app calls it through this, and the OpenAPI document is made from
 * it (docs/architecture.md, "The API table"). Error answers are the server's to document.
 */
export type Endpoint = {
  method: HttpMethod;
  /** The full path, with `:name` for each path parameter. */
  path: `/api${string}`;
  /** Who may call it: a permission of the table, or `public` (no session). */
  access: Permission | 'public';
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of a successful answer, and its shape. */
  status: 200 | 201 | 202 | 204;
  answer: z.ZodType | MediaAnswer;
  /**
   * The kinds of change it records, each announced as a live event (docs/architecture.md, "Live
   * updates"): every write says them, none for a write that records nothing. Outside production
   * the server refuses a change its route did not declare (lib/declared-announcements.ts).
   */
  announces?: readonly LiveEntityType[];
  /** Honours `Idempotency-Key`: a write a phone queues offline and replays. */
  idempotent?: true;
  /** Hidden from the OpenAPI document (an internal route). */
  hidden?: true;
};

/** Declares an endpoint, keeping its exact types for the server's handler and the web's call. */
export const endpoint = <const E extends Endpoint>(entry: E) => entry;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, after validation. */
export type ParamsOf<E extends Endpoint> = Parsed<E['params']>;
export type QueryOf<E extends Endpoint> = Parsed<E['query']>;
export type BodyOf<E extends Endpoint> = Parsed<E['body']>;

/** What a caller sends: path parameters as values, the query and body before defaults. */
export type SentParamsOf<E extends Endpoint> = Sent<E['params']>;
export type SentQueryOf<E extends Endpoint> = Sent<E['query']>;
export type SentBodyOf<E extends Endpoint> = Sent<E['body']>;

/** The successful answer's body: JSON parsed, or nothing (204), or a file (MediaAnswer). */
export type AnswerOf<E extends Endpoint> = E['status'] extends 204
  ? undefined
  : E['answer'] extends z.ZodType
    ? z.output<E['answer']>
    : Blob;

/** The URL of an endpoint for these path parameters (each one encoded). */
export const pathOf = (entry: Endpoint, params: Record<string, string | number> = {}) =>
  entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
