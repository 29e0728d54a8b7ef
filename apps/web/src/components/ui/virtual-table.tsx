import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-is-mobile';
import type { PagedList } from '@/lib/use-paged-list';
import { Card } from './card';
import { ListLoadFooter } from './list-load-footer';
import {
  TABLE_CLASS,
  TableBody,
  TableCaption,
  TableHeader,
  TableRow,
  TableScroller,
} from './table';
import { useVirtualRows } from './use-virtual-rows';
import { VirtualCardList } from './virtual-card-list';

/** A row with a menu button: 40 px button, 2 × 12 px padding, 1 px border (measured rows win). */
const ROW_HEIGHT_ESTIMATE = 65;

/**
 * The last cell of every row (the actions) stays at the table's right edge while the other
 * columns scroll under it: a row's menu is never off-screen at a desk. The shadow
 * draws the line between the two.
 */
const STICKY_ACTIONS = cn(
  '[&_tr>*:last-child:not([colspan])]:sticky [&_tr>*:last-child:not([colspan])]:right-0',
  '[&_tr>*:last-child:not([colspan])]:bg-card',
  '[&_td:last-child]:shadow-[inset_1px_0_0_var(--color-border)]',
  // The header cell covers the header's bottom line, so it draws that line too.
  '[&_th:last-child]:shadow-[inset_1px_0_0_var(--color-border),inset_0_-1px_0_var(--color-border)]',
);

type VirtualTableProps<T> = {
  list: PagedList<T>;
  /** Names the table (its caption) and the box it scrolls in. */
  caption: string;
  /** The header cells (TableHead). */
  head: ReactNode;
  columnCount: number;
  /** One row's cells (TableCell); the last is the actions cell. */
  renderRow: (item: T) => ReactNode;
  /** One row as a card (RecordCard), for phones; without it, phones get the table too. */
  renderCard?: (item: T) => ReactNode;
  rowKey: (item: T) => Key;
  className?: string;
};

/** Empty room for the rows that are not rendered, hidden from assistive technology. */
const Spacer = ({ height, columnCount }: { height: number; columnCount: number }) =>
  height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={columnCount} style={{ height, padding: 0 }} />
    </tr>
  ) : null;

/**
 * A long list as a real table that renders only the rows in view plus a margin: the
 * rows of a page arrive as the reader scrolls near the end, with a "loading more" and an end
 * state under the table. Rows keep their table semantics; aria-rowcount and aria-rowindex tell
 * screen readers where they are, also in rows not rendered. On a phone (below 768 px)
 * the same rows are cards when the screen declares them.
 */
export const VirtualTable = <T,>(props: VirtualTableProps<T>) => {
  const isMobile = useIsMobile();
  const { list, caption, renderCard, rowKey } = props;
  // A new search or status is a new list: it starts at the top, with fresh row measurements.
  if (isMobile && renderCard)
    return (
      <VirtualCardList
        key={list.filterKey}
        list={list}
        label={caption}
        renderCard={renderCard}
        rowKey={rowKey}
      />
    );
  return <VirtualTableView key={list.filterKey} {...props} />;
};

const VirtualTableView = <T,>({
  list,
  caption,
  head,
  columnCount,
  renderRow,
  rowKey,
  className,
}: VirtualTableProps<T>) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLTableSectionElement>(null);
  const [headerHeight, setHeaderHeight] = useState(0);
  const { items, hasNextPage } = list;

  // The rows start below the header, inside the same scrolling box.
  useLayoutEffect(() => setHeaderHeight(headerRef.current?.offsetHeight ?? 0), []);

  const { virtualizer, rows, focusHandlers } = useVirtualRows({
    list,
    scrollRef,
    rowKey,
    estimateSize: ROW_HEIGHT_ESTIMATE,
    paddingStart: headerHeight,
  });

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

  return (
    <Card className="overflow-hidden">
      <TableScroller
        ref={scrollRef}
        label={caption}
        className="max-h-[max(20rem,calc(100dvh-18rem))] overflow-y-auto"
      >
        <table
          className={cn(TABLE_CLASS, STICKY_ACTIONS, className)}
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
          <TableBody {...focusHandlers}>{body}</TableBody>
        </table>
        <ListLoadFooter list={list} />
      </TableScroller>
    </Card>
  );
};
