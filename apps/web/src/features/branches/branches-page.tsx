import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Building, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { fullName } from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ListLoadError } from '@/components/ui/list-load-error';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
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
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
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
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Branch | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The organization column and field are the superadmin's (spec 2).
  const isSuperadmin = user?.role === 'superadmin';

  const openForm = (branch: Branch | null) => {
    setEditing(branch);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess(t, 'branches.deleted');
        setDeleting(null);
      },
      onError: (error) => {
        toastFailure(t, 'branches.deleteFailed', error);
        setDeleting(null);
      },
    });
  };

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
                      <DropdownMenuItem onSelect={() => openForm(branch)}>
                        <Pencil aria-hidden="true" />
                        {t('branches.edit')}
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() => setDeleting(branch)}
                        className="text-danger"
                      >
                        <Trash2 aria-hidden="true" />
                        {t('branches.delete')}
                      </DropdownMenuItem>
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {t('pages.branches')}
        </h1>
        {canAddRecords(user) && (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t('branches.add')}
          </Button>
        )}
      </div>
      <SearchField id={searchId} label={t('branches.search')} value={search} onChange={setSearch} />
      {content()}
      <BranchFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        branch={editing}
        returnFocusFallback={() => headingRef.current}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('branches.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('branches.deleteDescription', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        pendingLabel={t('branches.deleting')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        returnFocusFallback={() => headingRef.current}
      />
    </div>
  );
};
