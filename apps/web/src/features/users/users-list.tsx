import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { canImpersonate } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { useImpersonate } from './api';
import { UserFormDialog } from './user-form-dialog';
import { UserList } from './user-list';
import { showUserFailure } from './user-failure';

/** The superadmin's users (everyone but workers): add, edit, delete, act as. */
export const UsersList = () => {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const impersonate = useImpersonate();

  return (
    <section aria-labelledby="users-heading" className="grid grid-cols-1 gap-4">
      <UserList
        title={t('users.title')}
        level={2}
        headingId="users-heading"
        namespace="users"
        emptyIcon={Users}
        FormDialog={UserFormDialog}
        table={{
          showOrganization: true,
          // The server refuses deleting oneself; the button would only lead to that refusal.
          canDelete: (user) => user.id !== me?.id,
          // Never oneself, never another superadmin (the shared rule).
          canImpersonate: (user) => Boolean(me && canImpersonate(me, user)),
          onImpersonate: (user) =>
            impersonate.mutate(user.id, {
              onError: (error) => showUserFailure(t, 'users.impersonateFailed', error),
            }),
          impersonating: impersonate.isPending,
        }}
      />
    </section>
  );
};
