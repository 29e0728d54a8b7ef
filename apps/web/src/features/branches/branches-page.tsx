import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Building, Search } from 'lucide-react';
import { fullName } from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListLoadError } from '@/components/ui/list-load-error';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { DeleteMenuItem, EditMenuItem } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useRecordScreen } from '@/lib/use-record-screen';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { branchesQuery, useDeleteBranch, type Branch } from './api';
import { BranchFormDialog } from './branch-form-dialog';
import { filterBranches } from './branch-search';

/** /branches (spec 2 "Branches"): search, table, add/edit dialog, delete after confirmation. */
export const BranchesPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const query = useQuery(branchesQuery());
  const remove = useDeleteBranch();
  const [search, setSearch] = useState('');
  const screen = useRecordScreen<Branch>({
    remove,
    deletedKey: 'branches.deleted',
    deleteFailedKey: 'branches.deleteFailed',
  });
  const {
    formOpen,
    setFormOpen,
    editing,
    openForm,
    deleting,
    askDelete,
    headingRef,
    returnFocusFallback,
  } = screen;
  // The organization column and field are the superadmin's (spec 2).
  const isSuperadmin = user?.role === 'superadmin';

  const content = () => {
    if (query.isPending) return <Spinner />;
    if (query.isError) {
      return (
        <ListLoadError
          title={t('branches.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.length === 0) return <StateCard icon={Building} title={t('branches.empty')} />;
    const branches = filterBranches(query.data, search);
    if (branches.length === 0) {
      return <StateCard icon={Search} role="status" title={t('branches.emptySearch')} />;
    }
    return (
      <Card>
        <Table scrollLabel={t('branches.caption')}>
          <TableCaption>{t('branches.caption')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('branches.name')}</TableHead>
              {isSuperadmin && <TableHead>{t('branches.organization')}</TableHead>}
              <TableHead>{t('branches.address')}</TableHead>
              <TableHead>{t('branches.contactPhone')}</TableHead>
              <TableHead>{t('branches.manager')}</TableHead>
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {branches.map((branch) => (
              <TableRow key={branch.id}>
                <TableCell className="min-w-32 font-medium">{branch.name}</TableCell>
                {isSuperadmin && <TableCell>{branch.organization.name}</TableCell>}
                <TableCell>{branch.address}</TableCell>
                <TableCell className="whitespace-nowrap">{branch.contactPhone}</TableCell>
                <TableCell>{branch.manager ? fullName(branch.manager) : ''}</TableCell>
                <TableCell>
                  {canManageRecord(user, branch.organizationId) && (
                    <RowActionsMenu label={t('branches.actionsFor', { name: branch.name })}>
                      <EditMenuItem label={t('branches.edit')} onSelect={() => openForm(branch)} />
                      <DeleteMenuItem
                        label={t('branches.delete')}
                        onSelect={() => askDelete(branch)}
                      />
                    </RowActionsMenu>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.branches')}
        headingRef={headingRef}
        addLabel={t('branches.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('branches.search')} value={search} onChange={setSearch} />
      {content()}
      <BranchFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        branch={editing}
        returnFocusFallback={returnFocusFallback}
      />
      <ConfirmDeleteDialog
        {...screen.deleteDialog}
        title={t('branches.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('branches.deleteDescription', { name: deleting?.name ?? '' })}
        pendingLabel={t('branches.deleting')}
      />
    </div>
  );
};
