import { z } from 'zod';
import { ROLES } from '@toolyard/shared';

/** Response shapes shared by several modules; they also document the API in OpenAPI. */
export const publicUserResponse = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  organizationId: z.number().nullable(),
  organization: z.object({ id: z.number(), name: z.string() }).nullable(),
});

export const authResponse = z.object({ token: z.string(), user: publicUserResponse });

export const organizationResponse = z.object({
  id: z.number(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  winterMonths: z.string(),
  summerMonths: z.string(),
  createdAt: z.string(),
});

export const countResponse = z.object({ count: z.number() });

/** A list endpoint's answer: the whole list, or (with limit/cursor) one page of it. */
export const listResponse = <Item extends z.ZodType>(item: Item) =>
  z.union([z.array(item), z.object({ items: z.array(item), nextCursor: z.string().nullable() })]);

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
    '(only what a screen needs to refresh). A comment line `: keep-alive` every 15 seconds keeps it open.',
    'Reconnecting with `Last-Event-ID` replays what was missed first.',
  ].join(' '),
  z.string(),
);
