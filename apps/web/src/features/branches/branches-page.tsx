import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building, Search } from 'lucide-react';
import { fullName } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordRowMenu } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { BRANCHES_URL, useDeleteBranch, type Branch } from './api';
import { BranchFormDialog } from './branch-form-dialog';

/**
 * /branches (spec 2 "Branches"): search, table, add/edit dialog, delete after confirmation.
 * The server searches; the table loads 50 rows at a time as it scrolls (issue 8).
 */
export const BranchesPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const list = usePagedList<Branch>(BRANCHES_URL, { search });
  const remove = useDeleteBranch();
  const screen = useRecordScreen<Branch>({
    remove,
    deletedKey: 'branches.deleted',
    deleteFailedKey: 'branches.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;
  // The organization column and field are the superadmin's (spec 2).
  const isSuperadmin = user?.role === 'superadmin';

  const row = (branch: Branch) => (
    <>
      <TableCell className="min-w-32 font-medium">{branch.name}</TableCell>
      {isSuperadmin && <TableCell>{branch.organization.name}</TableCell>}
      <TableCell>{branch.address}</TableCell>
      <TableCell className="whitespace-nowrap">{branch.contactPhone}</TableCell>
      <TableCell>{branch.manager ? fullName(branch.manager) : ''}</TableCell>
      <TableCell>
        {canManageRecord(user, branch.organizationId) && (
          <RecordRowMenu
            label={t('branches.actionsFor', { name: branch.name })}
            editLabel={t('branches.edit')}
            onEdit={() => openForm(branch)}
            deleteLabel={t('branches.delete')}
            onDelete={() => askDelete(branch)}
          />
        )}
      </TableCell>
    </>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.branches')}
        headingRef={screen.headingRef}
        addLabel={t('branches.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
      />
      <SearchField id={searchId} label={t('branches.search')} value={search} onChange={setSearch} />
      <PagedListStates
        list={list}
        loadFailedTitle={t('branches.loadFailed')}
        empty={<StateCard icon={Building} title={t('branches.empty')} />}
        emptyFiltered={<StateCard icon={Search} role="status" title={t('branches.emptySearch')} />}
      >
        <VirtualTable
          list={list}
          caption={t('branches.caption')}
          columnCount={isSuperadmin ? 6 : 5}
          rowKey={(branch) => branch.id}
          renderRow={row}
          head={
            <>
              <TableHead>{t('branches.name')}</TableHead>
              {isSuperadmin && <TableHead>{t('branches.organization')}</TableHead>}
              <TableHead>{t('branches.address')}</TableHead>
              <TableHead>{t('branches.contactPhone')}</TableHead>
              <TableHead>{t('branches.manager')}</TableHead>
              <TableHead className="text-right">{t('common.actions')}</TableHead>
            </>
          }
        />
      </PagedListStates>
      <BranchFormDialog
        open={screen.formOpen}
        onOpenChange={screen.setFormOpen}
        branch={screen.editing}
        returnFocusFallback={screen.returnFocusFallback}
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
