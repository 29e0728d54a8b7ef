import { z } from '../zod.js';
import { singleLineString } from '../text-fields.js';
import { isCalendarDate } from '../calendar-date.js';

/** Report form: title, site, report date and content required; the author is the caller. */
export const reportSchema = z.object({
  title: singleLineString('validation.titleRequired')
    .trim()
    .min(1, { message: 'validation.titleRequired' })
    .max(255, { message: 'validation.textMax' }),
  content: z
    .string({ error: 'validation.contentRequired' })
    .trim()
    .min(1, { message: 'validation.contentRequired' })
    .max(50_000, { message: 'validation.textMax' }),
  siteId: z.coerce
    .number({ error: 'validation.siteRequired' })
    .int({ message: 'validation.siteRequired' })
    .positive({ message: 'validation.siteRequired' })
    .max(2_147_483_647, { message: 'validation.siteRequired' }),
  reportDate: z
    .string({ error: 'validation.reportDateRequired' })
    .trim()
    .refine(isCalendarDate, { message: 'validation.reportDateRequired' }),
  // The spec's client sends userId; the server always uses the caller.
  userId: z.unknown().optional(),
});
export type ReportInput = z.input<typeof reportSchema>;
