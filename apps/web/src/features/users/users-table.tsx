import { useTranslation } from 'react-i18next';
import { fullName, type ListedUser } from '@toolyard/shared';
import { Card } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { RoleBadge } from './role-badge';
import { UserRowActions } from './user-row-actions';

type UsersTableProps = {
  users: readonly ListedUser[];
  caption: string;
  /** The organization column is the superadmin's (spec 2). */
  showOrganization: boolean;
  onEdit: (user: ListedUser) => void;
  /** Absent or answering false: no delete button on that row (e.g. one's own account). */
  canDelete: (user: ListedUser) => boolean;
  onDelete: (user: ListedUser) => void;
  canImpersonate?: (user: ListedUser) => boolean;
  onImpersonate?: (user: ListedUser) => void;
  impersonating?: boolean;
};

/** Name, username, email, role, (organization,) actions (spec 2 "Users"). */
export const UsersTable = ({
  users,
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
  return (
    <Card>
      <Table>
        <TableCaption>{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t('users.name')}</TableHead>
            <TableHead>{t('auth.username')}</TableHead>
            <TableHead>{t('auth.email')}</TableHead>
            <TableHead>{t('users.role')}</TableHead>
            {showOrganization && <TableHead>{t('users.organization')}</TableHead>}
            <TableHead className="text-right">{t('common.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => {
            const name = fullName(user) || user.username;
            return (
              <TableRow key={user.id}>
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
                      onImpersonate && canImpersonate?.(user)
                        ? () => onImpersonate(user)
                        : undefined
                    }
                    impersonating={impersonating}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
};
