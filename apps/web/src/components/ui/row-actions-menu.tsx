import type { ReactNode } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

type RowActionsMenuProps = {
  /** Names the row, e.g. "Actions for Hilti TE 30", so each trigger reads on its own. */
  label: string;
  /** The DropdownMenuItems (and separators). */
  children: ReactNode;
};

/** The "…" menu at the end of a table row. */
export const RowActionsMenu = ({ label, children }: RowActionsMenuProps) => (
  <div className="flex justify-end">
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  </div>
);
