import { z } from './zod.js';

/** A positive int4 from a number or a numeric string, or an issue `key` on the field. */
const asRecordId = (value: number | string, ctx: z.RefinementCtx, key: string) => {
  const number = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (Number.isInteger(number) && number >= 1 && number <= 2_147_483_647) return number;
  ctx.addIssue({ code: 'custom', message: key });
  return z.NEVER;
};

/** An id as forms send it: a number or a numeric string. */
export const recordId = (key: string) =>
  z
    .union([z.number(), z.string()], { error: key })
    .transform((value, ctx) => asRecordId(value, ctx, key));

/** An optional reference: null, '', 'none' or absent mean none. */
export const optionalRecordId = (key: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: key })
    .optional()
    .transform((value, ctx) =>
      value === null || value === undefined || value === '' || value === 'none'
        ? null
        : asRecordId(value, ctx, key),
    );
