import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { timeZoneSchema } from '@toolyard/shared';
import { TimeZoneInput, useUpdateOrganization } from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/mutation-feedback';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';
import { requireFields, zodResolver } from '@/lib/zod-resolver';

type TimeZoneValues = { timeZone: string };

// Empty is "choose one" as well: the same message as a name that is no zone.
const schema = requireFields(timeZoneSchema, { timeZone: 'validation.timeZoneInvalid' });

/** The organization's time zone (decision 0029): where the server prints times. */
export const TimeZoneForm = ({
  organizationId,
  timeZone,
}: {
  organizationId: number;
  timeZone: string;
}) => {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const form = useForm<TimeZoneValues, unknown, TimeZoneValues>({
    resolver: zodResolver<TimeZoneValues, TimeZoneValues>(schema),
    defaultValues: { timeZone },
  });
  useReportUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: organizationId, changes: values },
      {
        onSuccess: (saved) => {
          form.reset({ timeZone: saved.timeZone });
          toastSuccess(t, 'settings.timeZoneUpdated');
        },
        onError: (error) => {
          const { message, fieldErrors } = errorDetails(error);
          applyServerFieldErrors(form.setError, fieldErrors, ['timeZone']);
          toast({
            variant: 'destructive',
            title: t('settings.timeZoneFailed'),
            description: message ?? undefined,
          });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('settings.timeZoneTitle')}</CardTitle>
        <CardDescription>{t('settings.timeZoneDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-sm">
          <FormField
            id="settings-time-zone"
            label={t('organizations.wizard.timeZone')}
            error={fieldErrorText(t, form.formState.errors.timeZone)}
          >
            <TimeZoneInput disabled={update.isPending} {...form.register('timeZone')} />
          </FormField>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('settings.saving') : t('settings.saveTimeZone')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
