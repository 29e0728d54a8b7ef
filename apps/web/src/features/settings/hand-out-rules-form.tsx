import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HAND_OUT_RULES, type HandOutRule } from '@toolyard/shared';
import { useUpdateOrganization } from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { toastSuccess } from '@/lib/mutation-feedback';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';

/** Ticked: the rule refuses a hand-out. */
type RulesValues = Record<HandOutRule, boolean>;

const valuesOf = (rulesOff: readonly HandOutRule[]): RulesValues =>
  Object.fromEntries(HAND_OUT_RULES.map((rule) => [rule, !rulesOff.includes(rule)])) as RulesValues;

type HandOutRulesFormProps = { organizationId: number; handOutRulesOff: readonly HandOutRule[] };

/**
 * Which hand-out rules the organization keeps: while one holds, an item is not
 * assigned, checked out or confirmed unless an admin writes why. All are on until switched off.
 */
export const HandOutRulesForm = ({ organizationId, handOutRulesOff }: HandOutRulesFormProps) => {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const form = useForm<RulesValues>({
    defaultValues: valuesOf(handOutRulesOff),
    // The saved rules as they come: a screen restored from a reload's first, older copy ticks
    // the boxes again by the server's answer, and keeps any tick not yet saved.
    values: valuesOf(handOutRulesOff),
    resetOptions: { keepDirtyValues: true },
  });
  useReportUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        id: organizationId,
        changes: { handOutRulesOff: HAND_OUT_RULES.filter((rule) => !values[rule]) },
      },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved.handOutRulesOff));
          toastSuccess(t, 'handOut.settings.saved');
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('handOut.settings.failed'),
            description: errorDetails(error).message ?? undefined,
          }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('handOut.settings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-lg">
          <fieldset className="grid gap-1">
            <legend className="mb-2 text-sm text-muted-foreground">
              {t('handOut.settings.description')}
            </legend>
            {HAND_OUT_RULES.map((rule) => (
              <CheckboxField
                key={rule}
                label={t(`handOut.settings.rules.${rule}`)}
                disabled={update.isPending}
                {...form.register(rule)}
              />
            ))}
          </fieldset>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('handOut.settings.saving') : t('handOut.settings.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
