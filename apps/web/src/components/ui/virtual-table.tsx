import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type Key,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PagedList } from '@/lib/use-paged-list';
import { Button } from './button';
import { Card } from './card';
import {
  TABLE_CLASS,
  TableBody,
  TableCaption,
  TableHeader,
  TableRow,
  TableScroller,
} from './table';

/** Rows rendered above and below the visible ones, so a quick scroll or Tab finds them ready. */
const OVERSCAN = 10;
/** The next page is asked for once the rendered rows come this close to the last loaded one. */
const LOAD_AHEAD = 10;
/** A row with a menu button: 40 px button, 2 × 12 px padding, 1 px border (measured rows win). */
const ROW_HEIGHT_ESTIMATE = 65;

type VirtualTableProps<T> = {
  list: PagedList<T>;
  /** Names the table (its caption) and the box it scrolls in. */
  caption: string;
  /** The header cells (TableHead). */
  head: ReactNode;
  columnCount: number;
  /** One row's cells (TableCell). */
  renderRow: (item: T) => ReactNode;
  rowKey: (item: T) => Key;
  className?: string;
};

/** The row index a focus event happened in, from the row's data-index. */
const rowIndexOf = (target: EventTarget | null) => {
  const row = target instanceof Element ? target.closest('tr[data-index]') : null;
  return row ? Number(row.getAttribute('data-index')) : null;
};

/** Empty room for the rows that are not rendered, hidden from assistive technology. */
const Spacer = ({ height, columnCount }: { height: number; columnCount: number }) =>
  height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0 }} />
    </tr>
  ) : null;

/**
 * A long list as a real table that renders only the rows in view plus a margin (issue 8): the
 * rows of a page arrive as the reader scrolls near the end, with a "loading more" and an end
 * state under the table. Rows keep their table semantics; aria-rowcount and aria-rowindex tell
 * screen readers where they are, also in rows not rendered.
 */
export const VirtualTable = <T,>(props: VirtualTableProps<T>) => (
  // A new search or status is a new list: it starts at the top, with fresh row measurements.
  <VirtualTableView key={props.list.filterKey} {...props} />
);

const VirtualTableView = <T,>({
  list,
  caption,
  head,
  columnCount,
  renderRow,
  rowKey,
  className,
}: VirtualTableProps<T>) => {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLTableSectionElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const { items, hasNextPage, isLoadingMore, loadMoreFailed, showsPrevious, loadMore } = list;

  // The rows start below the header, inside the same scrolling box.
  useLayoutEffect(() => setHeaderHeight(headerRef.current?.offsetHeight ?? 0), []);

  // The row holding focus stays rendered when it scrolls out of view, so focus is never dropped.
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
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    overscan: OVERSCAN,
    paddingStart: headerHeight,
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

  const onFocus = (event: FocusEvent) => setFocusedIndex(rowIndexOf(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedIndex(null);
  };

  const body: ReactNode[] = [];
  let offset = headerHeight;
  for (const row of rows) {
    body.push(
      <Spacer key={`gap-${row.key}`} height={row.start - offset} columnCount={columnCount} />,
    );
    body.push(
      <TableRow
        key={row.key}
        ref={virtualizer.measureElement}
        data-index={row.index}
        // Row 1 is the header.
        aria-rowindex={row.index + 2}
      >
        {renderRow(items[row.index]!)}
      </TableRow>,
    );
    offset = row.end;
  }
  body.push(
    <Spacer key="gap-end" height={virtualizer.getTotalSize() - offset} columnCount={columnCount} />,
  );

  // The end is worth saying only to someone who scrolled through more than one page.
  const atEnd = !hasNextPage && list.pageCount > 1;

  return (
    <Card className="overflow-hidden">
      <TableScroller
        ref={scrollRef}
        label={caption}
        className="max-h-[max(20rem,calc(100dvh-18rem))] overflow-y-auto"
      >
        <table
          className={cn(TABLE_CLASS, className)}
          // The header row counts; -1 while the server has more rows than are loaded.
          aria-rowcount={hasNextPage ? -1 : items.length + 1}
          aria-busy={list.isUpdating || undefined}
        >
          <TableCaption>{caption}</TableCaption>
          <TableHeader
            ref={headerRef}
            // A collapsed border does not stick with the header; the inset shadow draws it instead.
            className="sticky top-0 z-10 bg-card shadow-[inset_0_-1px_0_var(--color-border)]"
          >
            <TableRow aria-rowindex={1}>{head}</TableRow>
          </TableHeader>
          <TableBody onFocus={onFocus} onBlur={onBlur}>
            {body}
          </TableBody>
        </table>
        <div
          role="status"
          className={cn(
            'flex items-center justify-center gap-2 text-sm text-muted-foreground',
            (isLoadingMore || atEnd) && 'border-t border-border px-4 py-3',
          )}
        >
          {isLoadingMore && (
            <>
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('lists.loadingMore')}
            </>
          )}
          {atEnd && t('lists.end')}
        </div>
        {loadMoreFailed && !isLoadingMore && (
          <div className="flex flex-wrap items-center justify-center gap-3 border-t border-border px-4 py-3 text-sm">
            <p role="alert">{t('lists.loadMoreFailed')}</p>
            <Button variant="outline" size="sm" onClick={loadMore}>
              {t('common.tryAgain')}
            </Button>
          </div>
        )}
      </TableScroller>
    </Card>
  );
};
