import { z } from '../zod.js';
import type { MediaAnswer } from './endpoint.js';

/*
 * Shapes every area's endpoints share: the record id in a path, and the answers that are not a
 * JSON shape (no content, a PDF, a file, an event stream). The JSON answers are each area's own
 * `…ResponseSchema`.
 */

/** A record id in the path: a positive 32-bit integer (PostgreSQL `serial`). */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ message: 'validation.invalidValue' })
    .positive({ message: 'validation.invalidValue' })
    .max(2_147_483_647, { message: 'validation.invalidValue' }),
});

/**
 * 204: done, nothing to answer. The OpenAPI document shows `z.undefined()` as an answer without
 * content, and a reply sent without a payload is never serialized.
 */
export const noContent = z.undefined().describe('Done; the answer has no body');

/** A success answer in another media type than JSON, for the OpenAPI document. */
export const mediaAnswer = (
  mediaType: string,
  description: string,
  schema: z.ZodType,
): MediaAnswer => ({ description, content: { [mediaType]: { schema } } });

export const binaryFile = { schema: z.string().meta({ format: 'binary' }) };

export const pdfAnswer = mediaAnswer(
  'application/pdf',
  'The PDF document, as an attachment (Content-Disposition names the file)',
  z.string().meta({ format: 'binary' }),
);

export const eventStreamAnswer = mediaAnswer(
  'text/event-stream',
  [
    'A Server-Sent Events stream that stays open. It starts with `retry: 2000`; each change is one event:',
    '`id: <activity id>`, `event: change`, `data: {"entityType": "tool", "entityId": 12, "action": "tool_returned"}`',
    '(only what a screen needs to refresh), with `"own": true` added when the caller made the change themself.',
    'A comment line `: keep-alive` every 15 seconds keeps it open.',
    'Reconnecting with `Last-Event-ID` replays what was missed first.',
  ].join(' '),
  z.string(),
);
