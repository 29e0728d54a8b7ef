import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TriangleAlert, X } from 'lucide-react';
import {
  DEFAULT_SUMMER_MONTHS,
  DEFAULT_WINTER_MONTHS,
  seasonMismatch,
  tireAlert,
} from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { useMyOrganization } from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/number-format';
import { vehiclesOnTiresQuery } from './api';
import { namedVehicles } from './tire-alert-names';

/**
 * Spec 4 tire alert: in winter the vehicles on summer tires, in summer those on winter tires,
 * by the organization's season months. Dismissible; nothing for a superadmin, who has no single
 * organization, nor when every vehicle fits the season.
 *
 * The alert is about the whole fleet, not the rows the table has loaded: it asks the server how
 * many vehicles are on the season's wrong tyres and for the first five of them (which it names).
 */
export const TireAlertBanner = ({
  onDismissed,
}: {
  /** Focus needs a new home once the banner and its close button are gone. */
  onDismissed?: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { data: organization } = useMyOrganization(user);
  const forOrganization = user !== null && user.role !== 'superadmin';
  const months = organization && {
    winterMonths: organization.winterMonths ?? DEFAULT_WINTER_MONTHS,
    summerMonths: organization.summerMonths ?? DEFAULT_SUMMER_MONTHS,
  };
  const wrongTireType = months ? seasonMismatch(months, new Date())?.wrongTireType : undefined;
  const { data: onWrongTires } = useQuery({
    ...vehiclesOnTiresQuery(wrongTireType ?? 'summer'),
    enabled: forOrganization && wrongTireType !== undefined,
  });
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !forOrganization || !months || !onWrongTires) return null;

  const alert = tireAlert(months, onWrongTires, new Date());
  if (!alert) return null;

  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold">{t('tireAlert.title')}</p>
        <p className="text-sm">
          {t('tireAlert.message', {
            count: alert.total,
            formatted: formatNumber(alert.total, i18n.resolvedLanguage),
            season: t(`tireAlert.seasons.${alert.season}`),
            tireType: t(`tireAlert.tireTypes.${alert.wrongTireType}`),
            vehicles: namedVehicles(alert, t, i18n.resolvedLanguage),
          })}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-m-2 shrink-0 text-current hover:bg-amber-100 dark:hover:bg-amber-900"
        aria-label={t('tireAlert.dismiss')}
        onClick={() => {
          setDismissed(true);
          onDismissed?.();
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
};
