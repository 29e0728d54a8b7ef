import type { ComponentProps } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { SortDirection } from '@toolyard/shared';
import { cn } from '@/lib/cn';
import { TableHead } from './table';

type SortableHeadProps = Omit<ComponentProps<'th'>, 'children' | 'onClick'> & {
  label: string;
  /** This column's sort key, as the list's `sort` parameter names it. */
  column: string;
  /** The list's current sort. */
  sort: { column: string; dir: SortDirection };
  onSort: (column: string) => void;
};

/**
 * A column header that sorts the list: a button inside the header cell, so it is
 * reached by Tab and pressed with Enter or Space; the cell's aria-sort tells screen readers
 * which column sorts and which way. The other columns say nothing (aria-sort is for one).
 */
export const SortableHead = ({
  label,
  column,
  sort,
  onSort,
  className,
  ...props
}: SortableHeadProps) => {
  const active = sort.column === column;
  const Icon = sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={className}
      {...props}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          // The text lines up with the cells' below; the padding is only the hover area's.
          '-mx-2 inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-left uppercase tracking-wide hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          active && 'text-foreground',
        )}
      >
        {label}
        {/* Only the sorted column shows an arrow: the wide tables keep their width. */}
        {active && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      </button>
    </TableHead>
  );
};
