import type { Page } from '@toolyard/shared';

/** Rows per batch of an export: large enough to be few statements, small enough to hold lightly. */
export const EXPORT_BATCH = 500;

type Paging = { limit: number; cursor?: string };

/**
 * Every row of a list, one keyset page at a time, through the list's own page function — so the
 * rows are exactly the list's for the same filters, search and sort, and each page costs what the
 * first costs. No connection is held between pages: a long export never keeps one from others.
 */
export async function* everyPage<Item>(
  pageOf: (paging: Paging) => Promise<Item[] | Page<Item>>,
  size = EXPORT_BATCH,
): AsyncGenerator<Item[]> {
  let cursor: string | undefined;
  do {
    const answer = await pageOf(cursor === undefined ? { limit: size } : { limit: size, cursor });
    if (Array.isArray(answer)) {
      yield answer;
      return;
    }
    yield answer.items;
    cursor = answer.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
