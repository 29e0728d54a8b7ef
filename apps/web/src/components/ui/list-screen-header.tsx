import type { ReactNode, RefObject } from 'react';
import { ExportMenu, type ExportSource } from './export-menu';
import { ListAddButton } from './list-add-button';

type ListScreenHeaderProps = {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** A screen's own title is an h1; a panel inside a screen (a tab) uses an h2. */
  level?: 1 | 2;
  id?: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  /** The list and filters the screen shows: an "Export" menu offers them as CSV or Excel. */
  exportFrom?: ExportSource;
  /** More actions beside export and add (the list's "Import"). */
  actions?: ReactNode;
};

/**
 * The heading of a record list, focusable so dialogs can give focus back to it, and its add
 * button (floating above the bottom bar on a phone, see ListAddButton).
 */
export const ListScreenHeader = ({
  title,
  headingRef,
  level = 1,
  id,
  addLabel,
  canAdd,
  onAdd,
  exportFrom,
  actions,
}: ListScreenHeaderProps) => {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Heading
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className={
          level === 1
            ? 'text-2xl font-bold tracking-tight outline-none'
            : 'text-xl font-semibold outline-none'
        }
      >
        {title}
      </Heading>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        {exportFrom && <ExportMenu {...exportFrom} />}
        {canAdd && <ListAddButton label={addLabel} onClick={onAdd} />}
      </div>
    </div>
  );
};
