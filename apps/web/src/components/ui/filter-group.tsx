import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-is-mobile';
import { Button } from './button';

type FilterGroupProps = {
  /** How many filters are set: the clear button shows from one, the phone's toggle counts them. */
  activeCount: number;
  onClear: () => void;
  /** The grid of the filters at desk widths (they stack two by two on a phone). */
  className: string;
  children: ReactNode;
};

/**
 * A list screen's filter selects with their "clear filters". On a phone they fold
 * behind one "Filters" button, so the list starts near the top of the screen instead of under
 * four selects; filters already set open it at first and are counted on the button.
 */
export const FilterGroup = ({ activeCount, onClear, className, children }: FilterGroupProps) => {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  // Until the reader toggles it: open when a filter is set (from a link or a reload).
  const [opened, setOpened] = useState<boolean | null>(null);
  const groupId = useId();
  const open = !isMobile || (opened ?? activeCount > 0);

  return (
    <div className="grid gap-3">
      {isMobile && (
        <Button
          variant="outline"
          className="h-11 justify-between"
          aria-expanded={open}
          aria-controls={groupId}
          onClick={() => setOpened(!open)}
        >
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" />
            {activeCount > 0
              ? t('listControls.filtersCount', { count: activeCount })
              : t('listControls.filters')}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </Button>
      )}
      {open && (
        <div
          id={groupId}
          role="group"
          aria-label={t('listControls.filters')}
          className={cn('grid grid-cols-2 items-end gap-3', className)}
        >
          {children}
          {activeCount > 0 && (
            <Button variant="outline" className="col-span-2 md:col-span-1" onClick={onClear}>
              {t('listControls.clearFilters')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
};
