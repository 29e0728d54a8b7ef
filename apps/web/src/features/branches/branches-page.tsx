import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Building, Search } from 'lucide-react';
import { BRANCH_SORTS, fullName } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { RecordRowMenu } from '@/components/ui/record-menu-items';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { ListTotal } from '@/components/ui/list-total';
import { canAddRecords, canManageRecord } from '@/lib/permissions';
import { useListUrlState } from '@/lib/use-list-url-state';
import { usePagedList } from '@/lib/use-paged-list';
import { useRecordScreen } from '@/lib/use-record-screen';
import { BRANCHES_URL, useDeleteBranch, type Branch } from './api';
import { BranchFormDialog } from './branch-form-dialog';

const BRANCH_LIST_URL_SPEC = { sorts: BRANCH_SORTS, defaultSort: 'name' } as const;

/**
 * /branches: search, table, add/edit dialog, delete after confirmation.
 * The server searches; the table loads 50 rows at a time as it scrolls.
 */
export const BranchesPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  // Search and sort live in the address.
  const view = useListUrlState(BRANCH_LIST_URL_SPEC);
  const list = usePagedList<Branch>(BRANCHES_URL, view.state);
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const remove = useDeleteBranch();
  const screen = useRecordScreen<Branch>({
    remove,
    deletedKey: 'branches.deleted',
    deleteFailedKey: 'branches.deleteFailed',
  });
  const { openForm, askDelete, deleting } = screen;
  // Spec "Branches": the table shows the organization to everyone; only the form's field is the
  // superadmin's (in BranchFormDialog).

  const menu = (branch: Branch) =>
    canManageRecord(user, branch.organizationId) && (
      <RecordRowMenu
        label={t('branches.actionsFor', { name: branch.name })}
        editLabel={t('branches.edit')}
        onEdit={() => openForm(branch)}
        deleteLabel={t('branches.delete')}
        onDelete={() => askDelete(branch)}
      />
    );

  const row = (branch: Branch) => (
    <>
      <TableCell className="min-w-32 font-medium">{branch.name}</TableCell>
      <TableCell>{branch.organization.name}</TableCell>
      <TableCell>{branch.address}</TableCell>
      <TableCell className="whitespace-nowrap">{branch.contactPhone}</TableCell>
      <TableCell>{branch.manager ? fullName(branch.manager) : ''}</TableCell>
      <TableCell>{menu(branch)}</TableCell>
    </>
  );

  // The same row on a phone (decision 0025).
  const card = (branch: Branch) => (
    <RecordCard
      title={branch.name}
      facts={[
        { label: t('branches.organization'), value: branch.organization.name },
        { label: t('branches.address'), value: branch.address },
        { label: t('branches.contactPhone'), value: branch.contactPhone },
        { label: t('branches.manager'), value: branch.manager ? fullName(branch.manager) : '' },
      ]}
      menu={menu(branch)}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <ListScreenHeader
        title={t('pages.branches')}
        headingRef={screen.headingRef}
        addLabel={t('branches.add')}
        canAdd={canAddRecords(user)}
        onAdd={() => openForm(null)}
        exportFrom={{ url: BRANCHES_URL, filters: list.filters }}
      />
      <SearchField
        id={searchId}
        label={t('branches.search')}
        value={view.state.search}
        onChange={view.setSearch}
      />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t('branches.total', values)}
      />
      <PagedListStates
        list={list}
        loadFailedTitle={t('branches.loadFailed')}
        empty={<StateCard icon={Building} title={t('branches.empty')} />}
        emptyFiltered={<StateCard icon={Search} role="status" title={t('branches.emptySearch')} />}
      >
        <VirtualTable
          list={list}
          caption={t('branches.caption')}
          columnCount={6}
          rowKey={(branch) => branch.id}
          renderRow={row}
          renderCard={card}
          head={
            <>
              <SortableHead label={t('branches.name')} column="name" {...sorting} />
              <SortableHead label={t('branches.organization')} column="organization" {...sorting} />
              <SortableHead label={t('branches.address')} column="address" {...sorting} />
              <SortableHead label={t('branches.contactPhone')} column="contactPhone" {...sorting} />
              <SortableHead label={t('branches.manager')} column="manager" {...sorting} />
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
