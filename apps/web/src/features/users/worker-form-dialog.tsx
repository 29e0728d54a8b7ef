import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fullName,
  workerCreateFormSchema,
  workerEditFormSchema,
  type ListedUser,
} from '@toolyard/shared';
import { useSession } from '@/app/session-context';
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
import { toast } from '@/components/ui/use-toast';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useCreateUser, useUpdateUser, type UserUpdateBody } from './api';
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

/** The simple worker form of /workers (spec 2, 5): names, username, email, password. */
export const WorkerFormDialog: UserFormDialogType = ({
  open,
  onOpenChange,
  user: worker,
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
          <DialogTitle>{worker ? t('workers.editTitle') : t('workers.addTitle')}</DialogTitle>
          <DialogDescription>
            {worker
              ? t('workers.editDescription', { name: fullName(worker) })
              : t('workers.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <WorkerForm key={worker?.id ?? 'new'} worker={worker} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
};

const WorkerForm = ({ worker, onDone }: { worker: ListedUser | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const idPrefix = useId();
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
  const { errors } = form.formState;
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
    const changes: UserUpdateBody = password ? { ...details, password } : details;
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

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

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
      <FormField
        {...field('password')}
        label={t('auth.password')}
        hint={worker ? t('users.passwordKeepHint') : undefined}
      >
        <Input
          type="password"
          autoComplete="new-password"
          disabled={pending}
          {...form.register('password')}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('users.saving') : worker ? t('users.saveChanges') : t('workers.create')}
        </Button>
      </DialogFooter>
    </form>
  );
};
