import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@toolyard/shared';
import { useUpdateOrganization } from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ControlledSelect } from '@/components/ui/controlled-select';
import { SelectItem } from '@/components/ui/select';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { uiLanguage } from '@/lib/language-detection';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/mutation-feedback';
import { useFieldProps } from '@/lib/use-field-props';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';

/** As the select holds it: the hour's number as text. */
type DigestHourValues = { digestHour: string };

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "7:00 AM", "07:00": a clock hour in the reader's convention (the day does not matter). */
const hourLabel = (hour: number, language: string | undefined) =>
  formatTime(new Date(Date.UTC(2026, 0, 1, hour)), uiLanguage(language), 'UTC');

/**
 * When the daily digest of what is due goes out: a local hour in the organization's
 * time zone. A pick from the 24 hours, so there is nothing to mistype.
 */
export const DigestHourForm = ({
  organizationId,
  digestHour,
}: {
  organizationId: number;
  digestHour: number;
}) => {
  const { t, i18n } = useTranslation();
  const update = useUpdateOrganization();
  const form = useForm<DigestHourValues>({ defaultValues: { digestHour: String(digestHour) } });
  useReportUnsavedChanges(form.formState.isDirty);
  const field = useFieldProps(form.formState.errors);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: organizationId, changes: { digestHour: Number(values.digestHour) } },
      {
        onSuccess: (saved) => {
          form.reset({ digestHour: String(saved.digestHour) });
          toastSuccess(t, 'settings.digestHour.updated');
        },
        onError: (error) => {
          const { message, fieldErrors } = errorDetails(error);
          applyServerFieldErrors(form.setError, fieldErrors, ['digestHour']);
          toast({
            variant: 'destructive',
            title: t('settings.digestHour.failed'),
            description: message ?? undefined,
          });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('settings.digestHour.title')}</CardTitle>
        <CardDescription>{t('settings.digestHour.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-sm">
          <ControlledSelect
            {...field('digestHour')}
            control={form.control}
            name="digestHour"
            label={t('settings.digestHour.hour')}
            disabled={update.isPending}
          >
            {HOURS.map((hour) => (
              <SelectItem key={hour} value={String(hour)}>
                {hourLabel(hour, i18n.language)}
              </SelectItem>
            ))}
          </ControlledSelect>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('settings.saving') : t('settings.digestHour.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
