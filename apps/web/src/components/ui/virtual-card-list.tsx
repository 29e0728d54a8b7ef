import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import type { PagedList } from '@/lib/use-paged-list';
import { Card } from './card';
import { ListLoadFooter } from './list-load-footer';
import { useVirtualRows } from './use-virtual-rows';

/** A card with a name, a badge, two facts and a 44 px menu (measured cards win). */
const CARD_HEIGHT_ESTIMATE = 120;

type VirtualCardListProps<T> = {
  list: PagedList<T>;
  /** Names the list. */
  label: string;
  /** One row as a card (RecordCard). */
  renderCard: (item: T) => ReactNode;
  rowKey: (item: T) => Key;
};

/** The nearest ancestor that scrolls up and down (the app's main area), else the document. */
const scrollParentOf = (element: HTMLElement): HTMLElement => {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return document.scrollingElement instanceof HTMLElement
    ? document.scrollingElement
    : document.documentElement;
};

/**
 * The phone layout of a long list: the same rows as VirtualTable, each a card in a
 * list item, rendered only near the view and loaded page by page as the reader scrolls. The
 * cards scroll with the page (no box scrolling inside the page, which thumbs get stuck in). The
 * list says how long it is (aria-setsize, -1 while more pages wait) and where each card sits.
 */
export const VirtualCardList = <T,>({
  list,
  label,
  renderCard,
  rowKey,
}: VirtualCardListProps<T>) => {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollRef = useRef<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts in the page moves when what is above it changes (a filter row wraps,
  // a banner is dismissed): the page's content then changes size, and the start is measured again.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const scroller = (scrollRef.current = scrollParentOf(element));
    const measure = () => {
      const margin =
        element.getBoundingClientRect().top -
        scroller.getBoundingClientRect().top +
        scroller.scrollTop;
      setScrollMargin((previous) => (Math.abs(margin - previous) >= 1 ? margin : previous));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller.firstElementChild ?? scroller);
    return () => observer.disconnect();
  }, []);

  const { virtualizer, rows, focusHandlers } = useVirtualRows({
    list,
    scrollRef,
    rowKey,
    estimateSize: CARD_HEIGHT_ESTIMATE,
    scrollMargin,
  });
  const setSize = list.hasNextPage ? -1 : list.items.length;

  return (
    <Card className="overflow-hidden">
      <ul
        ref={listRef}
        aria-label={label}
        aria-busy={list.isUpdating || undefined}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
        {...focusHandlers}
      >
        {rows.map((row) => (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={setSize}
            aria-posinset={row.index + 1}
            className="absolute inset-x-0 border-b border-border last:border-b-0"
            // `top`, not a transform: a transform would become the containing block of the row
            // menu (position: fixed) and misplace it.
            style={{ top: row.start - scrollMargin }}
          >
            {renderCard(list.items[row.index]!)}
          </li>
        ))}
      </ul>
      <ListLoadFooter list={list} />
    </Card>
  );
};
