import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HardHat, Plus } from 'lucide-react';
import type { ListedUser } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { usersQuery } from './api';
import { DeleteUserDialog } from './delete-user-dialog';
import { ListLoadError } from '@/components/ui/list-load-error';
import { UsersTable } from './users-table';
import { WorkerFormDialog } from './worker-form-dialog';

/** /workers: an org admin's workers (GET /api/users answers exactly those for the role). */
export const WorkersPage = () => {
  const { t } = useTranslation();
  const query = useQuery(usersQuery());
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ListedUser | null>(null);
  const [deleting, setDeleting] = useState<ListedUser | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const openForm = (worker: ListedUser | null) => {
    setEditing(worker);
    setFormOpen(true);
  };

  const content = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) {
      return (
        <ListLoadError
          title={t('workers.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) {
      return <StateCard icon={HardHat} title={t('workers.empty')} />;
    }
    return (
      <UsersTable
        users={query.data}
        caption={t('workers.caption')}
        showOrganization={false}
        onEdit={openForm}
        canDelete={() => true}
        onDelete={setDeleting}
      />
    );
  };

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('pages.workers')}</h1>
        <Button ref={addRef} onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          {t('workers.add')}
        </Button>
      </div>
      {content()}
      <WorkerFormDialog open={formOpen} onOpenChange={setFormOpen} worker={editing} />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        successKey="workers.deleted"
        returnFocusFallback={() => addRef.current}
      />
    </div>
  );
};
