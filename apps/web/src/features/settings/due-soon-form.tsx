import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DUE_SOON_DAYS_MAX, DUE_SOON_KM_MAX, organizationUpdateSchema } from '@toolyard/shared';
import { useUpdateOrganization } from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toastSuccess } from '@/lib/mutation-feedback';
import { useFieldProps } from '@/lib/use-field-props';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';
import { requireFields, zodResolver } from '@/lib/zod-resolver';

/** As typed: the number inputs' text. */
type DueSoonValues = { dueSoonDays: string; dueSoonKm: string };
type DueSoonOutput = { dueSoonDays?: number; dueSoonKm?: number };

const FIELDS = ['dueSoonDays', 'dueSoonKm'] as const;

// Both optional on PUT; here an empty field is a mistake, not "leave as is" (nor 0 km, which
// the coercion would make of it).
const schema = requireFields(
  organizationUpdateSchema.pick({ dueSoonDays: true, dueSoonKm: true }),
  {
    dueSoonDays: 'validation.dueSoonDaysRange',
    dueSoonKm: 'validation.dueSoonKmRange',
  },
);

const valuesOf = (saved: { dueSoonDays: number; dueSoonKm: number }): DueSoonValues => ({
  dueSoonDays: String(saved.dueSoonDays),
  dueSoonKm: String(saved.dueSoonKm),
});

type DueSoonFormProps = { organizationId: number; dueSoonDays: number; dueSoonKm: number };

/** How far ahead maintenance, services, registrations and checkups count as due soon. */
export const DueSoonForm = ({ organizationId, dueSoonDays, dueSoonKm }: DueSoonFormProps) => {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const form = useForm<DueSoonValues, unknown, DueSoonOutput>({
    resolver: zodResolver<DueSoonValues, DueSoonOutput>(schema),
    defaultValues: valuesOf({ dueSoonDays, dueSoonKm }),
  });
  useReportUnsavedChanges(form.formState.isDirty);
  const field = useFieldProps(form.formState.errors);

  // Only these two: the rest of the organization stays as it is. On failure the typed values stay.
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: organizationId, changes: values },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          toastSuccess(t, 'settings.dueSoon.updated');
        },
        onError: (error) => {
          const { message, fieldErrors } = errorDetails(error);
          applyServerFieldErrors(form.setError, fieldErrors, FIELDS);
          toast({
            variant: 'destructive',
            title: t('settings.dueSoon.failed'),
            description: message ?? undefined,
          });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('settings.dueSoon.title')}</CardTitle>
        <CardDescription>{t('settings.dueSoon.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-lg">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...field('dueSoonDays')} label={t('settings.dueSoon.days')}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={DUE_SOON_DAYS_MAX}
                step={1}
                disabled={update.isPending}
                {...form.register('dueSoonDays')}
              />
            </FormField>
            <FormField {...field('dueSoonKm')} label={t('settings.dueSoon.km')}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={DUE_SOON_KM_MAX}
                step={1}
                disabled={update.isPending}
                {...form.register('dueSoonKm')}
              />
            </FormField>
          </div>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('settings.saving') : t('settings.dueSoon.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
