import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One labelled fact of a card ("Serial number: HT-3001"); empty values are left out. */
export type CardFact = { label: string; value: ReactNode };

type RecordCardProps = {
  /** The record's name, always shown first. */
  title: ReactNode;
  /** The status badge, right under the name. */
  badge?: ReactNode;
  facts?: readonly CardFact[];
  /** The row menu, at the card's top right where a thumb reaches it. */
  menu?: ReactNode;
  /** Further buttons (view, download, edit…), in a row at the card's foot. */
  actions?: ReactNode;
  className?: string;
};

/**
 * A card's buttons are at least 44 × 44 px, a thumb's size. Positioned, and after the title in
 * the page, they paint above the title's whole-card cover without a z-index of their own: one
 * would trap the menu that opens inside them below the screen's sticky search.
 */
const THUMB_SIZED =
  'relative [&_button]:min-h-11 [&_button]:min-w-11 [&_a]:min-h-11 [&_a]:min-w-11';

/**
 * The title's link covers the whole card (decision 0062): a gloved thumb anywhere on the card
 * opens the item; the menu and the foot's buttons lie above the cover and stay their own.
 */
const WHOLE_CARD_LINK =
  "[&_a]:static [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:content-['']";

const isShown = (value: ReactNode) => value !== null && value !== undefined && value !== '';

/**
 * A list row on a phone: the name, the status, the key facts as a definition list and
 * the row's actions, in 358 px without sideways scrolling. Long words break instead of widening it.
 */
export const RecordCard = ({
  title,
  badge,
  facts = [],
  menu,
  actions,
  className,
}: RecordCardProps) => {
  const shown = facts.filter((fact) => isShown(fact.value));
  return (
    <div className={cn('relative grid gap-2 px-4 py-3', className)}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 justify-items-start gap-1.5">
          <p className={cn('break-words font-medium [overflow-wrap:anywhere]', WHOLE_CARD_LINK)}>
            {title}
          </p>
          {badge}
        </div>
        {menu && <div className={cn('-mr-2 -mt-1 shrink-0', THUMB_SIZED)}>{menu}</div>}
      </div>
      {shown.length > 0 && (
        <dl className="grid gap-0.5 text-sm">
          {shown.map((fact) => (
            <div key={fact.label} className="flex flex-wrap gap-x-2">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions && (
        <div className={cn('-mb-1 flex flex-wrap justify-end gap-1', THUMB_SIZED)}>{actions}</div>
      )}
    </div>
  );
};
