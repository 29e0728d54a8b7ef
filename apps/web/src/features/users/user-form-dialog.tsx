import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fullName,
  userCreateSchema,
  userUpdateSchema,
  type ListedUser,
  type Role,
  type UserUpdateInput,
} from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { organizationsQuery } from '@/features/organizations';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { SelectItem } from '@/components/ui/select';
import { toast } from '@/lib/use-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { parseUser, storeUser } from '@/lib/session';
import { useFieldProps } from '@/lib/use-field-props';
import { zodResolver } from '@/lib/zod-resolver';
import { AccountFields } from './account-fields';
import { useCreateUser, useUpdateUser } from './api';
import { showUserFailure } from './user-failure';
import type { UserFormDialogType } from './user-list';

/** The form as typed: the organization is a Select value, 'none' or the id as text. */
type UserFormValues = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: string;
};

/** What the schemas hand over: organizationId is null or a number by then. */
type UserFormOutput = {
  username?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  organizationId?: number | null;
};

const FIELDS = [
  'username',
  'email',
  'password',
  'firstName',
  'lastName',
  'role',
  'organizationId',
] as const;

// A superadmin manages superadmins and org admins; workers belong to org admins.
const ASSIGNABLE_ROLES: readonly Role[] = ['superadmin', 'org_admin'];
const NO_ORGANIZATION = 'none';

const defaultsFor = (user: ListedUser | null): UserFormValues => ({
  username: user?.username ?? '',
  email: user?.email ?? '',
  password: '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  role: user?.role ?? 'org_admin',
  organizationId: user?.organizationId ? String(user.organizationId) : NO_ORGANIZATION,
});

/** Add or edit a superadmin or org admin. */
export const UserFormDialog: UserFormDialogType = ({ user, ...dialog }) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-xl"
      title={user ? t('users.editTitle') : t('users.addTitle')}
      description={
        user ? t('users.editDescription', { name: fullName(user) }) : t('users.addDescription')
      }
    >
      {/* Keyed, so each opening starts from that user's values. */}
      <UserForm key={user?.id ?? 'new'} user={user} onDone={() => dialog.onOpenChange(false)} />
    </RecordFormDialog>
  );
};

const UserForm = ({ user, onDone }: { user: ListedUser | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const organizations = useQuery(organizationsQuery());
  const create = useCreateUser();
  const update = useUpdateUser();
  const isEdit = user !== null;
  const isSelf = isEdit && user.id === me?.id;
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver<UserFormValues, UserFormOutput>(
      isEdit ? userUpdateSchema : userCreateSchema,
    ),
    defaultValues: defaultsFor(user),
  });
  const field = useFieldProps(form.formState.errors);
  const pending = create.isPending || update.isPending;

  const onFailure = (titleKey: 'users.addFailed' | 'users.updateFailed') => (error: unknown) => {
    const fieldErrors = showUserFailure(t, titleKey, error);
    applyServerFieldErrors(form.setError, fieldErrors, FIELDS);
  };

  const onSubmit = form.handleSubmit((values) => {
    const organizationId = values.organizationId ?? null;
    if (!user) {
      create.mutate(
        {
          username: values.username ?? '',
          email: values.email ?? '',
          password: values.password ?? '',
          firstName: values.firstName ?? '',
          lastName: values.lastName ?? '',
          role: values.role ?? 'org_admin',
          organizationId,
        },
        {
          onSuccess: () => {
            toast({ title: t('users.created') });
            onDone();
          },
          onError: onFailure('users.addFailed'),
        },
      );
      return;
    }

    const changes: UserUpdateInput = {
      username: values.username,
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
    };
    // Role and organization only when they change: the server refuses any change of one's own.
    if (values.role && values.role !== user.role) changes.role = values.role;
    if (organizationId !== user.organizationId) changes.organizationId = organizationId;
    // A blank password keeps the current one, so it is left out.
    if (values.password) changes.password = values.password;

    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (saved) => {
          // Editing oneself: the sidebar and menu show the new name at once.
          const savedUser = parseUser(saved);
          if (me && savedUser && savedUser.id === me.id) storeUser({ ...me, ...savedUser });
          toast({ title: t('users.updated') });
          onDone();
        },
        onError: onFailure('users.updateFailed'),
      },
    );
  });

  const roles =
    user && !ASSIGNABLE_ROLES.includes(user.role)
      ? [...ASSIGNABLE_ROLES, user.role]
      : ASSIGNABLE_ROLES;
  const lockedHint = isSelf ? t('errors.ownRoleOrOrganization') : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <AccountFields
        register={(name) => form.register(name)}
        field={field}
        pending={pending}
        editing={isEdit}
        // The server takes one's own password only with the current one (Settings, Security).
        passwordNote={isSelf ? t('errors.ownPasswordViaSecurity') : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ControlledSelect
          {...field('role')}
          control={form.control}
          name="role"
          label={t('users.role')}
          hint={lockedHint}
          disabled={pending || isSelf}
        >
          {roles.map((role) => (
            <SelectItem key={role} value={role} disabled={!ASSIGNABLE_ROLES.includes(role)}>
              {t(`roles.${role}`)}
            </SelectItem>
          ))}
        </ControlledSelect>
        <ControlledSelect
          {...field('organizationId')}
          control={form.control}
          name="organizationId"
          label={t('users.organization')}
          hint={lockedHint}
          disabled={pending || isSelf}
        >
          <SelectItem value={NO_ORGANIZATION}>{t('users.noOrganization')}</SelectItem>
          {/* The user's own organization stays choosable while the list loads. */}
          {user?.organization &&
            !organizations.data?.some((o) => o.id === user.organization?.id) && (
              <SelectItem value={String(user.organization.id)}>{user.organization.name}</SelectItem>
            )}
          {organizations.data?.map((organization) => (
            <SelectItem key={organization.id} value={String(organization.id)}>
              {organization.name}
            </SelectItem>
          ))}
        </ControlledSelect>
      </div>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('users.saving')}
        submitLabel={isEdit ? t('users.saveChanges') : t('users.create')}
      />
    </form>
  );
};
