import { z } from '../zod.js';

/**
 * Acting on many scanned items at once (scan sessions, decision 0040): an admin collects tools and
 * vehicles by scanning, then hands them all out, checks them out, takes them back or sends them
 * to repair. Each item goes through the same write path as its single change; the answer says per
 * item whether it was done or refused and why, so a partial refusal is plain.
 */
export const BULK_ACTIONS = ['assign', 'check_out', 'return', 'maintenance'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_ITEM_KINDS = ['tool', 'vehicle'] as const;
export type BulkItemKind = (typeof BULK_ITEM_KINDS)[number];

/** A morning's hand-out is a few dozen items; the cap keeps one request's cost bounded. */
export const BULK_ITEMS_MAX = 200;

const itemId = z
  .number({ error: 'validation.invalidValue' })
  .int({ message: 'validation.invalidValue' })
  .positive({ message: 'validation.invalidValue' })
  .max(2_147_483_647, { message: 'validation.invalidValue' });

const optionalRef = itemId.nullable().optional();

export const bulkActionSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'validation.invalidValue' }),
    items: z
      .array(
        z.object({
          kind: z.enum(BULK_ITEM_KINDS, { error: 'validation.invalidValue' }),
          id: itemId,
        }),
        {
          error: 'validation.invalidValue',
        },
      )
      .min(1, { message: 'validation.invalidValue' })
      .max(BULK_ITEMS_MAX, { message: 'validation.invalidValue' }),
    /** assign, check_out: the worker who receives the items. */
    assignedUserId: optionalRef,
    /** assign, check_out: the site the tools go to (vehicles have no site). */
    siteId: optionalRef,
    /** return: where the tools go back to (scanned first in a return session). */
    storageUnitId: optionalRef,
    /** return: where the vehicles are parked (none: no specific place). */
    parkingLocationId: optionalRef,
    notes: z.string().trim().max(2000, { message: 'validation.textMax' }).optional(),
  })
  .superRefine((input, ctx) => {
    const handsOver = input.action === 'assign' || input.action === 'check_out';
    if (handsOver && !input.assignedUserId) {
      ctx.addIssue({
        code: 'custom',
        path: ['assignedUserId'],
        message: 'validation.workerRequired',
      });
    }
    const returnsTools =
      input.action === 'return' && input.items.some((item) => item.kind === 'tool');
    if (returnsTools && !input.storageUnitId) {
      ctx.addIssue({
        code: 'custom',
        path: ['storageUnitId'],
        message: 'validation.storageUnitRequired',
      });
    }
  });
export type BulkActionInput = z.input<typeof bulkActionSchema>;

/**
 * Why one item was refused: the i18n key and values its single change would have answered
 * (`errors.illegalStatusChange` with `statuses.tool.*` keys as values, `validation.odometerRequired`,
 * `errors.notFound` for an unknown or another organization's id, …). Values that are keys are
 * worded too, as in an error's message.
 */
const refusalSchema = z.object({
  code: z.string(),
  values: z.record(z.string(), z.unknown()).optional(),
  /**
   * Who holds the item, when it was refused because it is handed to someone (assigned and not
   * yet confirmed, or checked out / in use): the screen says "held by …" in its own words.
   * Only ever a user of the item's own organization.
   */
  holder: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).optional(),
});

export const bulkItemResultSchema = z.object({
  kind: z.enum(BULK_ITEM_KINDS),
  id: z.number(),
  /**
   * The item's name when the caller may see it (absent for an unknown or foreign id): a tool's
   * name, a vehicle's make, model and plate ('VW Crafter · M-AB 114').
   */
  name: z.string().optional(),
  outcome: z.enum(['done', 'refused']),
  refusal: refusalSchema.optional(),
});
export type BulkItemResult = z.output<typeof bulkItemResultSchema>;

/** POST /api/bulk-actions: one result per requested item, in the request's order. */
export const bulkActionResponseSchema = z.object({
  results: z.array(bulkItemResultSchema),
});
export type BulkActionResponse = z.output<typeof bulkActionResponseSchema>;
