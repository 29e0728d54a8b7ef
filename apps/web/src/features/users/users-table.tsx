import { useTranslation } from 'react-i18next';
import { fullName, type ListedUser, type SortDirection } from '@toolyard/shared';
import { RecordCard } from '@/components/ui/record-card';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import type { PagedList } from '@/lib/use-paged-list';
import { RoleBadge } from './role-badge';
import { UserRowActions } from './user-row-actions';

type UsersTableProps = {
  list: PagedList<ListedUser>;
  caption: string;
  /** The organization column is the superadmin's. */
  showOrganization: boolean;
  onEdit: (user: ListedUser) => void;
  /** Answering false: no delete button on that row (e.g. one's own account). */
  canDelete: (user: ListedUser) => boolean;
  onDelete: (user: ListedUser) => void;
  canImpersonate?: (user: ListedUser) => boolean;
  onImpersonate?: (user: ListedUser) => void;
  impersonating?: boolean;
  /** The list's sort and the way to change it. */
  sorting: { sort: { column: string; dir: SortDirection }; onSort: (column: string) => void };
};

/** Name, username, email, role, (organization,) actions. */
export const UsersTable = ({
  list,
  caption,
  showOrganization,
  onEdit,
  canDelete,
  onDelete,
  canImpersonate,
  onImpersonate,
  impersonating,
  sorting,
}: UsersTableProps) => {
  const { t } = useTranslation();

  const actions = (user: ListedUser, name: string) => (
    <UserRowActions
      name={name}
      onEdit={() => onEdit(user)}
      onDelete={canDelete(user) ? () => onDelete(user) : undefined}
      onImpersonate={
        onImpersonate && canImpersonate?.(user) ? () => onImpersonate(user) : undefined
      }
      impersonating={impersonating}
    />
  );

  const row = (user: ListedUser) => {
    const name = fullName(user) || user.username;
    return (
      <>
        <TableCell className="font-medium">{name}</TableCell>
        <TableCell>{user.username}</TableCell>
        <TableCell className="whitespace-nowrap">{user.email}</TableCell>
        <TableCell>
          <RoleBadge role={user.role} />
        </TableCell>
        {showOrganization && (
          <TableCell>{user.organization?.name ?? t('users.noOrganization')}</TableCell>
        )}
        <TableCell>{actions(user, name)}</TableCell>
      </>
    );
  };

  // The same row on a phone (decision 0025); the buttons at the card's foot.
  const card = (user: ListedUser) => {
    const name = fullName(user) || user.username;
    return (
      <RecordCard
        title={name}
        badge={<RoleBadge role={user.role} />}
        facts={[
          { label: t('auth.username'), value: user.username },
          { label: t('auth.email'), value: user.email },
          ...(showOrganization
            ? [
                {
                  label: t('users.organization'),
                  value: user.organization?.name ?? t('users.noOrganization'),
                },
              ]
            : []),
        ]}
        actions={actions(user, name)}
      />
    );
  };

  return (
    <VirtualTable
      list={list}
      caption={caption}
      columnCount={showOrganization ? 6 : 5}
      rowKey={(user) => user.id}
      renderRow={row}
      renderCard={card}
      head={
        <>
          <SortableHead label={t('users.name')} column="name" {...sorting} />
          <SortableHead label={t('auth.username')} column="username" {...sorting} />
          <SortableHead label={t('auth.email')} column="email" {...sorting} />
          <SortableHead label={t('users.role')} column="role" {...sorting} />
          {showOrganization && (
            <SortableHead label={t('users.organization')} column="organization" {...sorting} />
          )}
          <TableHead className="text-right">{t('common.actions')}</TableHead>
        </>
      }
    />
  );
};
