import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import type { ImportKind } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session-context';
import { can } from '@toolyard/shared';
import { ImportDialog } from './import-dialog';

/** "Import" on a list screen's header, for those who may import (org admins, decision 0030). */
export const ImportAction = ({ kind }: { kind: ImportKind }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!can(user?.role, 'imports.run')) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        {t('imports.action')}
      </Button>
      <ImportDialog kind={kind} open={open} onOpenChange={setOpen} />
    </>
  );
};
