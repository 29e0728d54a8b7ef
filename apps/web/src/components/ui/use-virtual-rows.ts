import { useCallback, useEffect, useState, type FocusEvent, type Key } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { PagedList } from '@/lib/use-paged-list';

/** Rows rendered above and below the visible ones, so a quick scroll or Tab finds them ready. */
const OVERSCAN = 10;
/** The next page is asked for once the rendered rows come this close to the last loaded one. */
const LOAD_AHEAD = 10;

type VirtualRowsOptions<T> = {
  list: PagedList<T>;
  scrollRef: { current: HTMLElement | null };
  rowKey: (item: T) => Key;
  /** A first guess of a row's height; measured rows win. */
  estimateSize: number;
  /** Room above the first row inside the scrolling box (a sticky table header). */
  paddingStart?: number;
  /** Where the rows start inside a scrolling box they share with other content (the page). */
  scrollMargin?: number;
};

/** The row index a focus event happened in, from the row's data-index. */
const rowIndexOf = (target: EventTarget | null) => {
  const row = target instanceof Element ? target.closest('[data-index]') : null;
  return row ? Number(row.getAttribute('data-index')) : null;
};

/**
 * The rows of a paged list worth rendering, shared by the desktop table and the phone
 * cards: the ones in view plus a margin, the one holding focus even when it scrolls
 * away (focus is never dropped), and the next page asked for as the reader nears the end.
 */
export const useVirtualRows = <T>({
  list,
  scrollRef,
  rowKey,
  estimateSize,
  paddingStart = 0,
  scrollMargin = 0,
}: VirtualRowsOptions<T>) => {
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const { items, hasNextPage, isLoadingMore, loadMoreFailed, showsPrevious, loadMore } = list;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === null || focusedIndex >= range.count) return indexes;
      if (indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    paddingStart,
    scrollMargin,
    getItemKey: (index) => rowKey(items[index]!),
    rangeExtractor,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    // A failed page waits for "Try again"; rows of the previous search never ask for more.
    if (!hasNextPage || isLoadingMore || loadMoreFailed || showsPrevious) return;
    if (lastRendered >= items.length - 1 - LOAD_AHEAD) loadMore();
  }, [
    hasNextPage,
    isLoadingMore,
    loadMoreFailed,
    showsPrevious,
    lastRendered,
    items.length,
    loadMore,
  ]);

  /** For the element holding the rows: which row has focus. */
  const focusHandlers = {
    onFocus: (event: FocusEvent) => setFocusedIndex(rowIndexOf(event.target)),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null);
    },
  };

  return { virtualizer, rows, focusHandlers };
};
