import type { ComponentProps } from 'react';
import { ArrowRightLeft, History } from 'lucide-react';
import { DropdownMenuItem, DropdownMenuSeparator } from './dropdown-menu';
import { RecordRowMenu } from './record-menu-items';

/** One status move offered in the menu, already translated. */
export type StatusMoveItem = {
  to: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
};

type StatusRecordMenuProps = Omit<ComponentProps<typeof RecordRowMenu>, 'children'> & {
  logsLabel: string;
  onLogs: () => void;
  moves: readonly StatusMoveItem[];
};

/** The row menu of a record with a status (tools, vehicles): edit, logs, the allowed moves, delete. */
export const StatusRecordMenu = ({ logsLabel, onLogs, moves, ...menu }: StatusRecordMenuProps) => (
  <RecordRowMenu {...menu}>
    <DropdownMenuItem onSelect={onLogs}>
      <History aria-hidden="true" />
      {logsLabel}
    </DropdownMenuItem>
    <DropdownMenuSeparator />
    {moves.map((move) => (
      <DropdownMenuItem key={move.to} disabled={move.disabled} onSelect={move.onSelect}>
        <ArrowRightLeft aria-hidden="true" />
        {move.label}
      </DropdownMenuItem>
    ))}
    <DropdownMenuSeparator />
  </RecordRowMenu>
);
