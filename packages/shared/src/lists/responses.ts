import { z } from '../zod.js';

/**
 * One page of a list, and the opaque cursor of the next (null on the last page). The first page
 * (no cursor) also says how many rows match the filters and search in all; with `totalCapped`,
 * `total` is a lower bound — more rows match than were worth counting (a search's matches are
 * counted up to a cap, decision 0070), and the screen says "1,000+".
 */
export const pageResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().optional(),
    totalCapped: z.literal(true).optional(),
  });

/**
 * A list endpoint's answer: the whole list, or (with limit/cursor, decision 0008) one page of it.
 * The server streams large ones item by item against the array's element (http/large-answers.ts).
 */
export const listResponseSchema = <Item extends z.ZodType>(item: Item) =>
  z.union([z.array(item), pageResponseSchema(item)]);

export type Page<T> = z.output<ReturnType<typeof pageResponseSchema<z.ZodType<T>>>>;

/** How many records of a kind there are. */
export const countResponseSchema = z.object({ count: z.number() });
export type Count = z.output<typeof countResponseSchema>;
