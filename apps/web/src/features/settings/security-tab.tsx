import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useChangePasswordMutation } from './api';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';

type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password. A mismatch is caught by the schema and nothing is sent; on
 * success the answer's new token replaces the old, which the server has revoked.
 */
export const SecurityTab = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const change = useChangePasswordMutation();
  const form = useForm<PasswordFormValues, unknown, PasswordFormValues>({
    resolver: zodResolver<PasswordFormValues, PasswordFormValues>(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  useReportUnsavedChanges(form.formState.isDirty);

  // The confirmation never leaves the browser.
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({ title: t('settings.passwordChanged') });
        },
        onError: (error) => {
          const { message, fieldErrors } = errorDetails(error);
          applyServerFieldErrors(form.setError, fieldErrors, FIELDS);
          toast({
            variant: 'destructive',
            title: t('settings.passwordFailed'),
            description: message ?? undefined,
          });
        },
      },
    ),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `security-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('settings.securityTitle')}</CardTitle>
        <CardDescription>{t('settings.securityDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
          {/* Lets password managers file the new password under the right account. */}
          <input hidden readOnly autoComplete="username" value={user?.username ?? ''} />
          <FormField {...field('currentPassword')} label={t('settings.currentPassword')}>
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField {...field('newPassword')} label={t('settings.newPassword')}>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField {...field('confirmPassword')} label={t('settings.confirmNewPassword')}>
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('settings.changingPassword') : t('settings.changePassword')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
