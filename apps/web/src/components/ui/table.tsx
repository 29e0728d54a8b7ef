import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type TableScrollerProps = ComponentProps<'div'> & {
  /**
   * Names the scrolling box and makes it focusable, so keyboard users can scroll it (sideways on
   * a phone, down in a long list) with the arrow keys.
   */
  label?: string;
};

/** The box a table scrolls in; the page itself never scrolls sideways. */
export const TableScroller = ({ label, className, ...props }: TableScrollerProps) => (
  <div
    // Relative: visually hidden text in a cell (sr-only is absolute) stays inside the scroller.
    className={cn('relative w-full overflow-x-auto', className)}
    {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    {...props}
  />
);

/**
 * Columns that give way by priority at narrower desks, set on the header cell and on
 * every row's cell alike: shown from 1280 px, or from 1440 px. Phones show cards instead.
 */
export const SHOWN_FROM_XL = 'hidden xl:table-cell';
export const SHOWN_FROM_WIDE = 'hidden min-[1440px]:table-cell';

/** The look of every data table, virtualized or not. */
export const TABLE_CLASS = 'w-full caption-bottom border-collapse text-sm';

type TableProps = ComponentProps<'table'> & {
  /** Names the scrolling box around a wide table (see TableScroller). */
  scrollLabel?: string;
};

/** A data table; wide tables scroll sideways inside their card on small screens. */
export const Table = ({ className, scrollLabel, ...props }: TableProps) => (
  <TableScroller label={scrollLabel}>
    <table className={cn(TABLE_CLASS, className)} {...props} />
  </TableScroller>
);

export const TableCaption = ({ className, ...props }: ComponentProps<'caption'>) => (
  <caption className={cn('sr-only', className)} {...props} />
);

export const TableHeader = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead className={cn('border-b border-border', className)} {...props} />
);

export const TableBody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
);

export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cn('border-b border-border', className)} {...props} />
);

export const TableHead = ({ className, scope = 'col', ...props }: ComponentProps<'th'>) => (
  <th
    scope={scope}
    className={cn(
      'h-11 whitespace-nowrap px-4 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground',
      className,
    )}
    {...props}
  />
);

export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('px-4 py-3 align-middle', className)} {...props} />
);
