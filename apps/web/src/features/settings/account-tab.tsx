import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { accountSchema, type AccountInput } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { VerificationNotice } from '@/features/email-verification';
import { aiStatusQuery } from '@/features/notifications';
import { useUpdateProfile } from './api';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * Whether the admin's address is verified, where it matters: with a mail server, messages reach
 * only confirmed addresses, the admin's own too (decision 0054).
 */
const EmailVerification = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const isOrgAdmin = user?.role === 'org_admin';
  const status = useQuery({ ...aiStatusQuery(), enabled: isOrgAdmin });
  if (!isOrgAdmin || status.data?.delivery !== 'smtp') return null;
  if (user.emailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        {t('emailVerification.accountVerified')}
      </p>
    );
  }
  return <VerificationNotice text={t('emailVerification.accountNotVerified')} />;
};

const FIELDS = ['firstName', 'lastName', 'email'] as const;

/** First name, last name, email of the signed-in user. */
export const AccountTab = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const update = useUpdateProfile();
  const form = useForm<AccountInput, unknown, AccountInput>({
    resolver: zodResolver(accountSchema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
    },
  });
  const { errors } = form.formState;
  useReportUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
        toast({ title: t('settings.profileUpdated') });
      },
      onError: (error) => {
        const { message, fieldErrors } = errorDetails(error);
        applyServerFieldErrors(form.setError, fieldErrors, FIELDS);
        toast({
          variant: 'destructive',
          title: t('settings.profileFailed'),
          description: message ?? undefined,
        });
      },
    }),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `account-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('settings.accountTitle')}</CardTitle>
        <CardDescription>{t('settings.accountDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field('firstName')} label={t('auth.firstName')}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField {...field('lastName')} label={t('auth.lastName')}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField {...field('email')} label={t('auth.email')}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <EmailVerification />
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('settings.saving') : t('settings.saveProfile')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
