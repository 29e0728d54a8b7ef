import { useTranslation } from 'react-i18next';
import { fullName, type ListedUser } from '@toolyard/shared';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import type { PagedList } from '@/lib/use-paged-list';
import { RoleBadge } from './role-badge';
import { UserRowActions } from './user-row-actions';

type UsersTableProps = {
  list: PagedList<ListedUser>;
  caption: string;
  /** The organization column is the superadmin's (spec 2). */
  showOrganization: boolean;
  onEdit: (user: ListedUser) => void;
  /** Answering false: no delete button on that row (e.g. one's own account). */
  canDelete: (user: ListedUser) => boolean;
  onDelete: (user: ListedUser) => void;
  canImpersonate?: (user: ListedUser) => boolean;
  onImpersonate?: (user: ListedUser) => void;
  impersonating?: boolean;
};

/** Name, username, email, role, (organization,) actions (spec 2 "Users"). */
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
}: UsersTableProps) => {
  const { t } = useTranslation();

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
        <TableCell>
          <UserRowActions
            name={name}
            onEdit={() => onEdit(user)}
            onDelete={canDelete(user) ? () => onDelete(user) : undefined}
            onImpersonate={
              onImpersonate && canImpersonate?.(user) ? () => onImpersonate(user) : undefined
            }
            impersonating={impersonating}
          />
        </TableCell>
      </>
    );
  };

  return (
    <VirtualTable
      list={list}
      caption={caption}
      columnCount={showOrganization ? 6 : 5}
      rowKey={(user) => user.id}
      renderRow={row}
      head={
        <>
          <TableHead>{t('users.name')}</TableHead>
          <TableHead>{t('auth.username')}</TableHead>
          <TableHead>{t('auth.email')}</TableHead>
          <TableHead>{t('users.role')}</TableHead>
          {showOrganization && <TableHead>{t('users.organization')}</TableHead>}
          <TableHead className="text-right">{t('common.actions')}</TableHead>
        </>
      }
    />
  );
};
