import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenuItem } from './dropdown-menu';
import { RowActionsMenu } from './row-actions-menu';

type MenuItemProps = { label: string; onSelect: () => void };

/** The row menu's "Edit" entry, the same on every record list. */
export const EditMenuItem = ({ label, onSelect }: MenuItemProps) => (
  <DropdownMenuItem onSelect={onSelect}>
    <Pencil aria-hidden="true" />
    {label}
  </DropdownMenuItem>
);

/** The row menu's "Delete" entry; it only asks, the confirmation dialog deletes. */
export const DeleteMenuItem = ({ label, onSelect }: MenuItemProps) => (
  <DropdownMenuItem onSelect={onSelect} className="text-danger">
    <Trash2 aria-hidden="true" />
    {label}
  </DropdownMenuItem>
);

type RecordRowMenuProps = {
  /** Names the row, e.g. "Actions for Hamburg Nord". */
  label: string;
  /** The record's own page: "View details" first. */
  details?: { to: string; label: string };
  editLabel: string;
  onEdit: () => void;
  deleteLabel: string;
  onDelete: () => void;
  /** The record's own entries, between "Edit" and "Delete". */
  children?: ReactNode;
};

/** A record list's row menu: "Edit" first, "Delete" last, the record's own entries between. */
export const RecordRowMenu = ({
  label,
  details,
  editLabel,
  onEdit,
  deleteLabel,
  onDelete,
  children,
}: RecordRowMenuProps) => (
  <RowActionsMenu label={label}>
    {details && (
      <DropdownMenuItem asChild>
        <Link to={details.to}>
          <Eye aria-hidden="true" />
          {details.label}
        </Link>
      </DropdownMenuItem>
    )}
    <EditMenuItem label={editLabel} onSelect={onEdit} />
    {children}
    <DeleteMenuItem label={deleteLabel} onSelect={onDelete} />
  </RowActionsMenu>
);
