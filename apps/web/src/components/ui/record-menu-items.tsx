import { Pencil, Trash2 } from 'lucide-react';
import { DropdownMenuItem } from './dropdown-menu';

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
