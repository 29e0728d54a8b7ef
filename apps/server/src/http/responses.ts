import { z } from 'zod';

/*
 * What documents an answer that is not a JSON shape: no content, a PDF, an event stream. The JSON
 * answers are the wire contract, declared once in @toolyard/shared (`…ResponseSchema`).
 */

/**
 * 204: done, nothing to answer. The OpenAPI document shows `z.undefined()` as an answer without
 * content, and a reply sent without a payload is never serialized.
 */
export const noContent = z.undefined().describe('Done; the answer has no body');

/** A success answer in another media type than JSON, for the OpenAPI document. */
export const mediaResponse = (mediaType: string, description: string, schema: z.ZodType) => ({
  description,
  content: { [mediaType]: { schema } },
});

export const pdfResponse = mediaResponse(
  'application/pdf',
  'The PDF document, as an attachment (Content-Disposition names the file)',
  z.string().meta({ format: 'binary' }),
);

export const eventStreamResponse = mediaResponse(
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
