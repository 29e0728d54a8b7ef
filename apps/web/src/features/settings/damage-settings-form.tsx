import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateOrganization } from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { toastSuccess } from '@/lib/mutation-feedback';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';

type DamageValues = { damageToMaintenance: boolean };

type DamageSettingsFormProps = { organizationId: number; damageToMaintenance: boolean };

/**
 * Where a damaged item goes when a worker returns it (decision 0045): to maintenance
 * (tools) or service (vehicles), or back to use. On until switched off.
 */
export const DamageSettingsForm = ({
  organizationId,
  damageToMaintenance,
}: DamageSettingsFormProps) => {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const form = useForm<DamageValues>({ defaultValues: { damageToMaintenance } });
  useReportUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: organizationId, changes: { damageToMaintenance: values.damageToMaintenance } },
      {
        onSuccess: (saved) => {
          form.reset({ damageToMaintenance: saved.damageToMaintenance });
          toastSuccess(t, 'damage.settings.saved');
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('damage.settings.failed'),
            description: errorDetails(error).message ?? undefined,
          }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('damage.settings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-lg">
          <p className="text-sm text-muted-foreground">{t('damage.settings.description')}</p>
          <CheckboxField
            label={t('damage.settings.toMaintenance')}
            disabled={update.isPending}
            {...form.register('damageToMaintenance')}
          />
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('damage.settings.saving') : t('damage.settings.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
