import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { branchSchema, fullName } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { organizationsQuery } from '@/features/organizations';
import { usersQuery } from '@/features/users';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RecordFormDialog, type FormDialogProps } from '@/components/ui/record-form-dialog';
import { SelectItem } from '@/components/ui/select';
import { useFieldProps } from '@/lib/use-field-props';
import { useSaveRecord } from '@/lib/use-save-record';
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

type BranchFormDialogProps = FormDialogProps & {
  /** The branch to edit; null adds a new one. */
  branch: Branch | null;
};

/** Branch form: name, organization (superadmin), address, phone, manager. */
export const BranchFormDialog = ({ branch, ...dialog }: BranchFormDialogProps) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-xl"
      title={branch ? t('branches.editTitle') : t('branches.addTitle')}
      description={
        branch ? t('branches.editDescription', { name: branch.name }) : t('branches.addDescription')
      }
    >
      <BranchForm
        key={branch?.id ?? 'new'}
        branch={branch}
        onDone={() => dialog.onOpenChange(false)}
      />
    </RecordFormDialog>
  );
};

const BranchForm = ({ branch, onDone }: { branch: Branch | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const isSuperadmin = me?.role === 'superadmin';
  const organizations = useQuery({ ...organizationsQuery(), enabled: isSuperadmin });
  // Managers are the org admins of the branch's organization. Only a superadmin can list
  // them (GET /api/users); an org admin can name themselves.
  const users = useQuery({ ...usersQuery(), enabled: isSuperadmin });
  const resolver = useMemo(
    () =>
      zodResolver<BranchFormValues, BranchFormOutput>(
        // The organization is required when a superadmin creates a branch.
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
  const field = useFieldProps(form.formState.errors);
  const { save, pending } = useSaveRecord({
    record: branch,
    create: useCreateBranch(),
    update: useUpdateBranch(),
    setError: form.setError,
    fields: FIELDS,
    messages: {
      created: 'branches.created',
      updated: 'branches.updated',
      createFailed: 'branches.createFailed',
      updateFailed: 'branches.updateFailed',
    },
    onDone,
  });
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

  const onSubmit = form.handleSubmit((values) =>
    save({
      name: values.name,
      address: values.address,
      contactPhone: values.contactPhone,
      // An org admin's branch is always in their own organization (the server forces it too).
      organizationId: values.organizationId ?? branch?.organizationId ?? me?.organizationId ?? null,
      managerId: values.managerId,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField {...field('name')} label={t('branches.name')}>
        <Input autoComplete="off" disabled={pending} {...form.register('name')} />
      </FormField>
      {isSuperadmin && (
        <ControlledSelect
          {...field('organizationId')}
          control={form.control}
          name="organizationId"
          label={t('branches.organization')}
          hint={branch ? t('branches.organizationFixedHint') : undefined}
          // Managers belong to one organization: a new one needs a new choice.
          onChanged={() => form.setValue('managerId', NONE)}
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
        </ControlledSelect>
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
      <ControlledSelect
        {...field('managerId')}
        control={form.control}
        name="managerId"
        label={t('branches.manager')}
        disabled={pending}
      >
        <SelectItem value={NONE}>{t('branches.noManager')}</SelectItem>
        {managers.map((manager) => (
          <SelectItem key={manager.id} value={String(manager.id)}>
            {manager.name}
          </SelectItem>
        ))}
      </ControlledSelect>
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('branches.saving')}
        submitLabel={branch ? t('branches.saveChanges') : t('branches.create')}
      />
    </form>
  );
};
