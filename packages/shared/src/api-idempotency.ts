/*
 * Idempotency keys (decision 0031): a write queued on a phone without signal carries a key it
 * made up once; the server keeps the first answer per user and key and gives it again to every
 * repeat, so a replay never applies twice. The IETF draft "The Idempotency-Key HTTP Header
 * Field" and Stripe's practice, in the terms both sides use.
 */

/** The request header, as it is sent (HTTP header names are case-insensitive). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** On an answer that is a kept one given again: the request did not run this time. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long the server keeps a key's answer, at least: a queue older than this must not replay. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * 1–255 printable ASCII characters (a UUID is the usual choice). The server's header schema
 * builds on it; kept free of zod here, because the web app's first download imports this file.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
