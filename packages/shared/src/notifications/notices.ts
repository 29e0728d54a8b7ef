import { z } from '../zod.js';
import { LANGUAGES } from '../i18n/languages.js';
import { NOTICE_KINDS } from './notice-kinds.js';
import { NOTICE_READ_IDS_MAX, NOTICES_PAGE_MAX } from './notice-limits.js';

const id = z.coerce
  .number({ error: 'validation.invalidValue' })
  .int({ message: 'validation.invalidValue' })
  .min(1, { message: 'validation.invalidValue' })
  .max(2_147_483_647, { message: 'validation.invalidValue' });

/** GET /api/notices: a page of the caller's own notices, older than `before` when given. */
export const noticesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ message: 'validation.invalidValue' })
    .min(1, { message: 'validation.invalidValue' })
    .max(NOTICES_PAGE_MAX, { message: 'validation.invalidValue' })
    .optional(),
  before: id.optional(),
});
export type NoticesQuery = z.output<typeof noticesQuerySchema>;

/** POST /api/notices/read: these of the caller's notices (all of them without `ids`) are read. */
export const noticesReadSchema = z.object({
  ids: z
    .array(id, { error: 'validation.invalidValue' })
    .min(1, { message: 'validation.invalidValue' })
    .max(NOTICE_READ_IDS_MAX, { message: 'validation.invalidValue' })
    .optional(),
});
export type NoticesRead = z.output<typeof noticesReadSchema>;

/** PUT /api/notices/language: the language the caller's notices and daily digest are written in. */
export const noticeLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.invalidValue' }),
});
export type NoticeLanguage = z.output<typeof noticeLanguageSchema>;

/**
 * One notice: a code the screens word in the reader's language (notice-kinds.ts says which
 * `values` each kind carries), and the tool or vehicle it is about, if any.
 */
export const noticeResponseSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTICE_KINDS),
  entityType: z.enum(['tool', 'vehicle']).nullable(),
  entityId: z.number().nullable(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.output<typeof noticeResponseSchema>;

export const noticesResponseSchema = z.object({
  items: z.array(noticeResponseSchema).max(NOTICES_PAGE_MAX),
  /** Whether older notices follow the last one (ask again with `before` its id). */
  more: z.boolean(),
  /** How many of all the caller's notices are unread. */
  unread: z.number().int().nonnegative(),
  /** The language the caller's digest is written in; null until the app has told the server. */
  language: z.enum(LANGUAGES).nullable(),
});
export type Notices = z.output<typeof noticesResponseSchema>;

export const noticesUnreadResponseSchema = z.object({ unread: z.number().int().nonnegative() });
export type NoticesUnread = z.output<typeof noticesUnreadResponseSchema>;
