import { useState } from 'react';
import { Printer } from 'lucide-react';
import { can } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session-context';
import { LabelSheetDialog, type LabelSheetSource } from './label-sheet-dialog';

type PrintLabelsActionProps = {
  source: LabelSheetSource;
  /** "Print label" on an item's page, "Print labels" on a list. */
  label: string;
};

/** The button that opens the label dialog, for those who may print labels (admins). */
export const PrintLabelsAction = ({ source, label }: PrintLabelsActionProps) => {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!can(user?.role, 'labels.print')) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Printer aria-hidden="true" />
        {label}
      </Button>
      <LabelSheetDialog source={open ? source : null} onClose={() => setOpen(false)} />
    </>
  );
};
