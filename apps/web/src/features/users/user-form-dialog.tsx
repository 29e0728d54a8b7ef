import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fullName,
  userCreateSchema,
  userUpdateSchema,
  type ListedUser,
  type Role,
} from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { organizationsQuery } from '@/features/organizations/api';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField, SelectItem } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { parseUser, storeUser } from '@/lib/session';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateUser, useUpdateUser, type UserUpdateBody } from './api';
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

/** What the schemas hand over: organizationId is null or a number by then (spec 5). */
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

// Spec 5 and 6: a superadmin manages superadmins and org admins; workers belong to org admins.
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

/** Add or edit a superadmin or org admin (spec 2 "Users", 5 "Users form"). */
export const UserFormDialog: UserFormDialogType = ({
  open,
  onOpenChange,
  user,
  returnFocusFallback,
}) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-xl"
        returnFocusFallback={returnFocusFallback}
      >
        <DialogHeader>
          <DialogTitle>{user ? t('users.editTitle') : t('users.addTitle')}</DialogTitle>
          <DialogDescription>
            {user
              ? t('users.editDescription', { name: fullName(user) })
              : t('users.addDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed, so each opening starts from that user's values. */}
        <UserForm key={user?.id ?? 'new'} user={user} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const UserForm = ({ user, onDone }: { user: ListedUser | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
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
  const { errors } = form.formState;
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

    const changes: UserUpdateBody = {
      username: values.username,
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
    };
    // Role and organization only when they change: the server refuses any change of one's own.
    if (values.role && values.role !== user.role) changes.role = values.role;
    if (organizationId !== user.organizationId) changes.organizationId = organizationId;
    // Spec 5: a blank password keeps the current one, so it is left out.
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

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });
  const roles =
    user && !ASSIGNABLE_ROLES.includes(user.role)
      ? [...ASSIGNABLE_ROLES, user.role]
      : ASSIGNABLE_ROLES;
  const lockedHint = isSelf ? t('errors.ownRoleOrOrganization') : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')} label={t('auth.firstName')}>
          <Input autoComplete="off" disabled={pending} {...form.register('firstName')} />
        </FormField>
        <FormField {...field('lastName')} label={t('auth.lastName')}>
          <Input autoComplete="off" disabled={pending} {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField {...field('username')} label={t('auth.username')}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={pending}
          {...form.register('username')}
        />
      </FormField>
      <FormField {...field('email')} label={t('auth.email')}>
        <Input type="email" autoComplete="off" disabled={pending} {...form.register('email')} />
      </FormField>
      {isSelf ? (
        // The server takes one's own password only with the current one (Settings, Security).
        <p className="text-sm text-muted-foreground">{t('errors.ownPasswordViaSecurity')}</p>
      ) : (
        <FormField
          {...field('password')}
          label={t('auth.password')}
          hint={isEdit ? t('users.passwordKeepHint') : undefined}
        >
          <Input
            type="password"
            autoComplete="new-password"
            disabled={pending}
            {...form.register('password')}
          />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="role"
          render={({ field: control }) => (
            <FormField {...field('role')} label={t('users.role')} hint={lockedHint}>
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending || isSelf}
              >
                {roles.map((role) => (
                  <SelectItem key={role} value={role} disabled={!ASSIGNABLE_ROLES.includes(role)}>
                    {t(`roles.${role}`)}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="organizationId"
          render={({ field: control }) => (
            <FormField
              {...field('organizationId')}
              label={t('users.organization')}
              hint={lockedHint}
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={control.onChange}
                onBlur={control.onBlur}
                disabled={pending || isSelf}
              >
                <SelectItem value={NO_ORGANIZATION}>{t('users.noOrganization')}</SelectItem>
                {/* The user's own organization stays choosable while the list loads. */}
                {user?.organization &&
                  !organizations.data?.some((o) => o.id === user.organization?.id) && (
                    <SelectItem value={String(user.organization.id)}>
                      {user.organization.name}
                    </SelectItem>
                  )}
                {organizations.data?.map((organization) => (
                  <SelectItem key={organization.id} value={String(organization.id)}>
                    {organization.name}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('users.saving') : isEdit ? t('users.saveChanges') : t('users.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
