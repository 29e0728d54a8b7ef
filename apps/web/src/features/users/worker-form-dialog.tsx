import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fullName,
  workerCreateFormSchema,
  workerEditFormSchema,
  type ListedUser,
  type UserUpdateInput,
} from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { RecordFormDialog } from '@/components/ui/record-form-dialog';
import { toast } from '@/lib/use-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useFieldProps } from '@/lib/use-field-props';
import { zodResolver } from '@/lib/zod-resolver';
import { AccountFields } from './account-fields';
import { useCreateUser, useUpdateUser } from './api';
import { showUserFailure } from './user-failure';
import type { UserFormDialogType } from './user-list';

type WorkerFormValues = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
};

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

/** The simple worker form of /workers: names, username, email, password. */
export const WorkerFormDialog: UserFormDialogType = ({ user: worker, ...dialog }) => {
  const { t } = useTranslation();
  return (
    <RecordFormDialog
      {...dialog}
      className="max-w-xl"
      title={worker ? t('workers.editTitle') : t('workers.addTitle')}
      description={
        worker
          ? t('workers.editDescription', { name: fullName(worker) })
          : t('workers.addDescription')
      }
    >
      <WorkerForm
        key={worker?.id ?? 'new'}
        worker={worker}
        onDone={() => dialog.onOpenChange(false)}
      />
    </RecordFormDialog>
  );
};

const WorkerForm = ({ worker, onDone }: { worker: ListedUser | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<WorkerFormValues, unknown, WorkerFormValues>({
    resolver: zodResolver<WorkerFormValues, WorkerFormValues>(
      worker ? workerEditFormSchema : workerCreateFormSchema,
    ),
    defaultValues: {
      firstName: worker?.firstName ?? '',
      lastName: worker?.lastName ?? '',
      username: worker?.username ?? '',
      email: worker?.email ?? '',
      password: '',
    },
  });
  const field = useFieldProps(form.formState.errors);
  const pending = create.isPending || update.isPending;

  const onFailure = (titleKey: 'users.addFailed' | 'users.updateFailed') => (error: unknown) =>
    applyServerFieldErrors(form.setError, showUserFailure(t, titleKey, error), FIELDS);

  const onSubmit = form.handleSubmit(({ password, ...details }) => {
    if (!worker) {
      // The server forces both for an org admin; sent anyway, so the request says what it means.
      create.mutate(
        { ...details, password, role: 'worker', organizationId: me?.organizationId ?? null },
        {
          onSuccess: () => {
            toast({ title: t('workers.created') });
            onDone();
          },
          onError: onFailure('users.addFailed'),
        },
      );
      return;
    }
    // A blank password keeps the current one.
    const changes: UserUpdateInput = password ? { ...details, password } : details;
    update.mutate(
      { id: worker.id, changes },
      {
        onSuccess: () => {
          toast({ title: t('workers.updated') });
          onDone();
        },
        onError: onFailure('users.updateFailed'),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <AccountFields
        register={(name) => form.register(name)}
        field={field}
        pending={pending}
        editing={worker !== null}
      />
      <FormDialogFooter
        pending={pending}
        onCancel={onDone}
        pendingLabel={t('users.saving')}
        submitLabel={worker ? t('users.saveChanges') : t('workers.create')}
      />
    </form>
  );
};
