import { useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, type LucideIcon } from 'lucide-react';
import { USER_SORTS, type ListedUser } from '@toolyard/shared';
import { ListScreenHeader } from '@/components/ui/list-screen-header';
import { ImportAction } from '@/features/imports';
import { PagedListStates } from '@/components/ui/paged-list-states';
import type { FormDialogProps } from '@/components/ui/record-form-dialog';
import { SearchField } from '@/components/ui/search-field';
import { StateCard } from '@/components/ui/state-card';
import { ListTotal } from '@/components/ui/list-total';
import { useListUrlState } from '@/lib/use-list-url-state';
import { usePagedList } from '@/lib/use-paged-list';
import { USERS_URL } from './api';
import { DeleteUserDialog } from './delete-user-dialog';
import { UsersTable } from './users-table';

const USER_LIST_URL_SPEC = { sorts: USER_SORTS, defaultSort: 'name' } as const;

/** The add/edit dialog of the list: the superadmin's user form or the admin's worker form. */
export type UserFormDialogType = ComponentType<
  FormDialogProps & {
    /** The account to edit; null adds a new one. */
    user: ListedUser | null;
  }
>;

type UserListProps = {
  title: string;
  /** /workers is a screen of its own (h1); the superadmin's users are a tab of /users (h2). */
  level: 1 | 2;
  headingId?: string;
  /** Whose texts the list shows: the superadmin's users or an admin's workers. */
  namespace: 'users' | 'workers';
  emptyIcon: LucideIcon;
  FormDialog: UserFormDialogType;
  /** The table's columns and row actions beyond edit. */
  table: Pick<
    Parameters<typeof UsersTable>[0],
    'showOrganization' | 'canDelete' | 'canImpersonate' | 'onImpersonate' | 'impersonating'
  >;
};

/**
 * A list of accounts: heading with the add button, search, the
 * table with edit and delete, the add/edit dialog. GET /api/users answers the accounts the role
 * manages; the server searches, and rows load 50 at a time.
 */
export const UserList = ({
  title,
  level,
  headingId,
  namespace,
  emptyIcon,
  FormDialog,
  table,
}: UserListProps) => {
  const { t } = useTranslation();
  const searchId = useId();
  // Search and sort live in the address; the tab switch starts them afresh.
  const view = useListUrlState(USER_LIST_URL_SPEC);
  const list = usePagedList<ListedUser>(USERS_URL, view.state);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ListedUser | null>(null);
  const [deleting, setDeleting] = useState<ListedUser | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A deleted row's buttons are gone: focus goes back to the heading.
  const returnFocusFallback = () => headingRef.current;

  const openForm = (user: ListedUser | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  return (
    <>
      <ListScreenHeader
        title={title}
        headingRef={headingRef}
        level={level}
        id={headingId}
        addLabel={t(`${namespace}.add`)}
        canAdd
        onAdd={() => openForm(null)}
        exportFrom={{ url: USERS_URL, filters: list.filters }}
        actions={namespace === 'workers' ? <ImportAction kind="workers" /> : undefined}
      />
      <SearchField
        id={searchId}
        label={t(`${namespace}.search`)}
        value={view.state.search}
        onChange={view.setSearch}
      />
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t(`${namespace}.total`, values)}
      />
      <PagedListStates
        list={list}
        loadFailedTitle={t(`${namespace}.loadFailed`)}
        empty={<StateCard icon={emptyIcon} title={t(`${namespace}.empty`)} />}
        emptyFiltered={
          <StateCard icon={Search} role="status" title={t(`${namespace}.emptySearch`)} />
        }
      >
        <UsersTable
          list={list}
          caption={t(`${namespace}.caption`)}
          onEdit={openForm}
          onDelete={setDeleting}
          sorting={{ sort: view.sort, onSort: view.sortBy }}
          {...table}
        />
      </PagedListStates>
      <FormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        user={editing}
        returnFocusFallback={returnFocusFallback}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        successKey={`${namespace}.deleted`}
        returnFocusFallback={returnFocusFallback}
      />
    </>
  );
};
