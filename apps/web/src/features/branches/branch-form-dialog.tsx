import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { branchSchema, fullName } from '@toolyard/shared';
import { useSession } from '@/app/session-context';
import { organizationsQuery } from '@/features/organizations/api';
import { usersQuery } from '@/features/users/api';
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
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { requireFields, zodResolver } from '@/lib/zod-resolver';
import { useCreateBranch, useUpdateBranch, type Branch } from './api';

/** As typed: the organization and manager are Select values ('' or 'none', or the id). */
type BranchFormValues = {
  name: string;
  organizationId: string;
  address: string;
  contactPhone: string;
  managerId: string;
};

type BranchFormOutput = ReturnType<typeof branchSchema.parse>;

const FIELDS = ['name', 'organizationId', 'address', 'contactPhone', 'managerId'] as const;
const NONE = 'none';

type BranchFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The branch to edit; null adds a new one. */
  branch: Branch | null;
  returnFocusFallback?: () => HTMLElement | null | undefined;
};

/** Spec 2 and 5 "Branch form": name, organization (superadmin), address, phone, manager. */
export const BranchFormDialog = ({
  open,
  onOpenChange,
  branch,
  returnFocusFallback,
}: BranchFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-w-xl"
        returnFocusFallback={returnFocusFallback}
      >
        <DialogHeader>
          <DialogTitle>{branch ? t('branches.editTitle') : t('branches.addTitle')}</DialogTitle>
          <DialogDescription>
            {branch
              ? t('branches.editDescription', { name: branch.name })
              : t('branches.addDescription')}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed, so each opening starts from that branch's values. */}
        <BranchForm key={branch?.id ?? 'new'} branch={branch} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const BranchForm = ({ branch, onDone }: { branch: Branch | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { user: me } = useSession();
  const isSuperadmin = me?.role === 'superadmin';
  const organizations = useQuery({ ...organizationsQuery(), enabled: isSuperadmin });
  // Spec 5: managers are the org admins of the branch's organization. Only a superadmin can list
  // them (GET /api/users); an org admin can name themselves.
  const users = useQuery({ ...usersQuery(), enabled: isSuperadmin });
  const create = useCreateBranch();
  const update = useUpdateBranch();
  const pending = create.isPending || update.isPending;

  const resolver = useMemo(
    () =>
      zodResolver<BranchFormValues, BranchFormOutput>(
        // Spec 5: the organization is required when a superadmin creates a branch.
        isSuperadmin && !branch
          ? requireFields(branchSchema, { organizationId: 'validation.organizationRequired' })
          : branchSchema,
      ),
    [isSuperadmin, branch],
  );
  const form = useForm<BranchFormValues, unknown, BranchFormOutput>({
    resolver,
    defaultValues: {
      name: branch?.name ?? '',
      organizationId: branch
        ? String(branch.organizationId)
        : isSuperadmin
          ? ''
          : String(me?.organizationId ?? ''),
      address: branch?.address ?? '',
      contactPhone: branch?.contactPhone ?? '',
      managerId: branch?.managerId ? String(branch.managerId) : NONE,
    },
  });
  const { errors } = form.formState;
  const organizationId = form.watch('organizationId');

  const managers = useMemo(() => {
    const choices = new Map<number, string>();
    if (isSuperadmin) {
      for (const candidate of users.data ?? []) {
        if (candidate.role === 'org_admin' && String(candidate.organizationId) === organizationId) {
          choices.set(candidate.id, fullName(candidate) || candidate.username);
        }
      }
    } else if (me) {
      choices.set(me.id, fullName(me) || me.username);
    }
    // The current manager stays choosable, also while the list loads.
    if (branch?.managerId && branch.manager && !choices.has(branch.managerId)) {
      choices.set(branch.managerId, fullName(branch.manager));
    }
    return [...choices].map(([id, name]) => ({ id, name }));
  }, [isSuperadmin, users.data, organizationId, me, branch]);

  const onFailure = (key: 'branches.createFailed' | 'branches.updateFailed') => (error: unknown) =>
    applyServerFieldErrors(form.setError, toastFailure(t, key, error), FIELDS);

  const onSubmit = form.handleSubmit((values) => {
    const body = {
      name: values.name,
      address: values.address,
      contactPhone: values.contactPhone,
      // An org admin's branch is always in their own organization (the server forces it too).
      organizationId: values.organizationId ?? branch?.organizationId ?? me?.organizationId ?? null,
      managerId: values.managerId,
    };
    if (!branch) {
      create.mutate(body, {
        onSuccess: () => {
          toastSuccess(t, 'branches.created');
          onDone();
        },
        onError: onFailure('branches.createFailed'),
      });
      return;
    }
    update.mutate(
      { id: branch.id, body },
      {
        onSuccess: () => {
          toastSuccess(t, 'branches.updated');
          onDone();
        },
        onError: onFailure('branches.updateFailed'),
      },
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField {...field('name')} label={t('branches.name')}>
        <Input autoComplete="off" disabled={pending} {...form.register('name')} />
      </FormField>
      {isSuperadmin && (
        <Controller
          control={form.control}
          name="organizationId"
          render={({ field: control }) => (
            <FormField
              {...field('organizationId')}
              label={t('branches.organization')}
              hint={branch ? t('branches.organizationFixedHint') : undefined}
            >
              <SelectField
                ref={control.ref}
                name={control.name}
                value={control.value}
                onValueChange={(value) => {
                  control.onChange(value);
                  // Managers belong to one organization: a new one needs a new choice.
                  form.setValue('managerId', NONE);
                }}
                onBlur={control.onBlur}
                // Spec: a branch stays in its organization (the server refuses a move).
                disabled={pending || branch !== null}
                placeholder={t('branches.chooseOrganization')}
              >
                {branch && !organizations.data?.some((o) => o.id === branch.organizationId) && (
                  <SelectItem value={String(branch.organizationId)}>
                    {branch.organization.name}
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
      )}
      <FormField {...field('address')} label={t('branches.address')}>
        <Input autoComplete="off" disabled={pending} {...form.register('address')} />
      </FormField>
      <FormField {...field('contactPhone')} label={t('branches.contactPhone')}>
        <Input
          type="tel"
          autoComplete="off"
          disabled={pending}
          {...form.register('contactPhone')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="managerId"
        render={({ field: control }) => (
          <FormField {...field('managerId')} label={t('branches.manager')}>
            <SelectField
              ref={control.ref}
              name={control.name}
              value={control.value}
              onValueChange={control.onChange}
              onBlur={control.onBlur}
              disabled={pending}
            >
              <SelectItem value={NONE}>{t('branches.noManager')}</SelectItem>
              {managers.map((manager) => (
                <SelectItem key={manager.id} value={String(manager.id)}>
                  {manager.name}
                </SelectItem>
              ))}
            </SelectField>
          </FormField>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending
            ? t('branches.saving')
            : branch
              ? t('branches.saveChanges')
              : t('branches.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
