import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { useSession } from '@/lib/session-context';
import {
  organizationsQuery,
  SeasonMonthsPicker,
  seasonMonthsPayload,
  useMyOrganization,
  useUpdateOrganization,
  winterMonthsFrom,
} from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { toastSuccess } from '@/lib/mutation-feedback';
import { DueSoonForm } from './due-soon-form';
import { DigestHourForm } from './digest-hour-form';
import { HandOutRulesForm } from './hand-out-rules-form';
import { DamageSettingsForm } from './damage-settings-form';
import { TimeZoneForm } from './time-zone-form';
import { useReportUnsavedChanges } from '@/lib/unsaved-changes';

type SeasonsFormProps = { organizationId: number; winterMonths: string | null };

const SeasonsForm = ({ organizationId, winterMonths }: SeasonsFormProps) => {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const [winter, setWinter] = useState(() => winterMonthsFrom(winterMonths));
  useReportUnsavedChanges(
    [...winter].sort().join() !== [...winterMonthsFrom(winterMonths)].sort().join(),
  );

  // Only the months; the mutation refreshes the my-organization query, so the vehicles
  // screen's tire alert follows at once (no reload, unlike the organization page).
  const save = () =>
    update.mutate(
      { id: organizationId, changes: seasonMonthsPayload(winter) },
      {
        onSuccess: () => toastSuccess(t, 'settings.seasonsUpdated'),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('settings.seasonsFailed'),
            description: errorDetails(error).message ?? undefined,
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('settings.seasonsTitle')}</CardTitle>
        <CardDescription>{t('settings.seasonsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SeasonMonthsPicker
          id="settings-seasons"
          winter={winter}
          onChange={setWinter}
          disabled={update.isPending}
        />
        <div>
          <Button onClick={save} disabled={update.isPending}>
            {update.isPending ? t('settings.saving') : t('settings.saveSeasons')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
};

/**
 * Which months are winter and which summer, the organization's
 * time zone and its "due soon" window, for an org admin's own organization or the one
 * a superadmin chose. Reuses the organization page's picker.
 */
export const SeasonsTab = ({ organizationId }: { organizationId: number }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const isSuperadmin = user?.role === 'superadmin';
  const own = useMyOrganization(isSuperadmin ? null : user);
  const organizations = useQuery({ ...organizationsQuery(), enabled: isSuperadmin });
  const source = isSuperadmin ? organizations : own;

  if (source.isPending) return <Spinner />;
  const organization = isSuperadmin
    ? organizations.data?.find((entry) => entry.id === organizationId)
    : own.data;
  // The my-organization query answers null when it fails.
  if (!organization)
    return (
      <StateCard
        role="alert"
        tone="danger"
        icon={CircleAlert}
        title={t('settings.seasonsLoadFailed')}
      />
    );

  // Keyed: another organization (or its first load) starts the forms afresh.
  return (
    <div className="grid gap-6">
      <SeasonsForm
        key={organizationId}
        organizationId={organizationId}
        winterMonths={organization.winterMonths}
      />
      <TimeZoneForm
        key={`zone-${organizationId}`}
        organizationId={organizationId}
        timeZone={organization.timeZone}
      />
      <DueSoonForm
        key={`due-${organizationId}`}
        organizationId={organizationId}
        dueSoonDays={organization.dueSoonDays}
        dueSoonKm={organization.dueSoonKm}
      />
      <DigestHourForm
        key={`digest-${organizationId}`}
        organizationId={organizationId}
        digestHour={organization.digestHour}
      />
      <HandOutRulesForm
        key={`rules-${organizationId}`}
        organizationId={organizationId}
        handOutRulesOff={organization.handOutRulesOff}
      />
      <DamageSettingsForm
        key={`damage-${organizationId}`}
        organizationId={organizationId}
        damageToMaintenance={organization.damageToMaintenance}
      />
    </div>
  );
};
