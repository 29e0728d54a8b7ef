import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { useUpdateOrganization } from '@/features/organizations';
import { SeasonMonthsPicker } from '@/features/organizations';
import { seasonMonthsPayload, winterMonthsFrom } from '@/features/organizations';

// After saving, the page reloads; the pause lets the success toast be seen first.
const RELOAD_DELAY_MS = 1000;

/** Tire season configuration: which months are winter. */
export const TireSettingsTab = ({ organization }: { organization: Organization }) => {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const [winter, setWinter] = useState(() => winterMonthsFrom(organization.winterMonths));

  const save = () =>
    update.mutate(
      // Only the months: the rest of the organization stays as it is.
      { id: organization.id, changes: seasonMonthsPayload(winter) },
      {
        onSuccess: () => {
          toast({
            title: t('organizations.page.settingsUpdated'),
            description: t('organizations.page.settingsUpdatedDescription'),
          });
          setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('organizations.page.settingsFailed'),
            description: errorDetails(error).message ?? undefined,
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('organizations.page.tireSettingsTitle')}</CardTitle>
        <CardDescription>{t('organizations.page.tireSettingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SeasonMonthsPicker
          id="tire-settings"
          winter={winter}
          onChange={setWinter}
          disabled={update.isPending || update.isSuccess}
        />
        <div>
          <Button onClick={save} disabled={update.isPending || update.isSuccess}>
            {update.isPending
              ? t('organizations.wizard.saving')
              : t('organizations.page.saveTireSettings')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
};
