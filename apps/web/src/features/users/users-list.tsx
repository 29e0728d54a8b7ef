import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Users } from 'lucide-react';
import { canImpersonate, type ListedUser } from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { usersQuery, useImpersonate } from './api';
import { DeleteUserDialog } from './delete-user-dialog';
import { ListLoadError } from '@/components/ui/list-load-error';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable } from './users-table';
import { showUserFailure } from './user-failure';

/** The superadmin's users (everyone but workers): add, edit, delete, act as (spec 2). */
export const UsersList = () => {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const query = useQuery(usersQuery());
  const impersonate = useImpersonate();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ListedUser | null>(null);
  const [deleting, setDeleting] = useState<ListedUser | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const openForm = (user: ListedUser | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  const content = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) {
      return (
        <ListLoadError
          title={t('users.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) return <StateCard icon={Users} title={t('users.empty')} />;
    return (
      <UsersTable
        users={query.data}
        caption={t('users.caption')}
        showOrganization
        onEdit={openForm}
        // The server refuses deleting oneself; the button would only lead to that refusal.
        canDelete={(user) => user.id !== me?.id}
        onDelete={setDeleting}
        // Spec 6: never oneself, never another superadmin (the shared rule).
        canImpersonate={(user) => Boolean(me && canImpersonate(me, user))}
        onImpersonate={(user) =>
          impersonate.mutate(user.id, {
            onError: (error) => showUserFailure(t, 'users.impersonateFailed', error),
          })
        }
        impersonating={impersonate.isPending}
      />
    );
  };

  return (
    <section aria-labelledby="users-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="text-xl font-semibold">
          {t('users.title')}
        </h2>
        <Button ref={addRef} onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          {t('users.add')}
        </Button>
      </div>
      {content()}
      <UserFormDialog open={formOpen} onOpenChange={setFormOpen} user={editing} />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        successKey="users.deleted"
        returnFocusFallback={() => addRef.current}
      />
    </section>
  );
};
