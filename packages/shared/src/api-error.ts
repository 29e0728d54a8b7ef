import { z } from './zod.js';
import { bookingConflictSchema, type BookingConflict } from './reservations/responses.js';

/** The one error body the API answers with (docs/architecture.md, API conventions). */
export type ApiErrorBody = {
  message: string;
  code: string;
  fieldErrors?: Record<string, string>;
  /** A booking refused for overlapping others: each live booking in the way. */
  conflicts?: BookingConflict[];
};

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'payload_too_large',
  'rate_limited',
  'upstream_failed',
  'database_unavailable',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The error body as a schema: the OpenAPI document shows it for every error answer, and the
 * server's response serializer checks each error it sends against it.
 */
export const apiErrorBodySchema = z.object({
  message: z.string().describe("What went wrong, in the caller's language (Accept-Language)"),
  code: z.enum(ERROR_CODES).describe('Stable machine-readable kind of error'),
  fieldErrors: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'Per field (dot path, `_` for the whole body): what is wrong with it, in the caller’s language',
    ),
  conflicts: z
    .array(bookingConflictSchema)
    .optional()
    .describe('On a refused booking (409): every live booking of its items that overlaps it'),
}) satisfies z.ZodType<ApiErrorBody>; // the schema and the type cannot drift apart
