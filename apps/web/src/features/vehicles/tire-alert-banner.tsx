import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TriangleAlert, Wrench, X } from 'lucide-react';
import { tireAlert, type TireAlertVehicle } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/mutation-feedback';
import { formatNumber } from '@/lib/number-format';
import { useDismissTireAlert, vehiclesOnTiresQuery } from './api';
import { namedVehicles } from './tire-alert-names';
import { TireChangeDialog } from './tire-change-dialog';
import { useOrganizationSeason } from './use-organization-season';

/**
 * The tire alert: in winter the vehicles on summer tires, in summer those on winter tires,
 * by the organization's season months. Nothing for a superadmin, who has no single
 * organization, nor when every vehicle fits the season.
 *
 * The alert is about the whole fleet, not the rows the table has loaded: it asks the server how
 * many vehicles are on the season's wrong tyres and for the first five of them (which it names).
 * Dismissed, it stays so for this user for this season (the server keeps it); it
 * offers to record a tyre change on one of the named vehicles.
 */
export const TireAlertBanner = ({
  focusFallback,
}: {
  /** Focus needs a new home once the banner and its buttons are gone. */
  focusFallback?: () => HTMLElement | null | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const season = useOrganizationSeason();
  const { data: onWrongTires } = useQuery({
    ...vehiclesOnTiresQuery(season?.wrongTireType ?? 'summer', season?.key ?? 'summer-0'),
    enabled: season !== null,
  });
  const dismiss = useDismissTireAlert();
  // Hidden at once on dismiss; the server's answer then keeps it so after a reload.
  const [dismissed, setDismissed] = useState(false);
  // The vehicles the dialog offers, as the alert named them when it opened.
  const [changing, setChanging] = useState<TireAlertVehicle[] | null>(null);

  const alert =
    season && onWrongTires && !onWrongTires.dismissed && !dismissed
      ? tireAlert(season.months, onWrongTires, new Date())
      : null;

  // The dialog outlives the banner: the last vehicle put on the right tyres ends the alert.
  const dialog = season && (
    <TireChangeDialog
      vehicles={changing}
      defaultTireType={season.season}
      onClose={() => setChanging(null)}
      returnFocusFallback={focusFallback}
    />
  );
  if (!season || !alert) return dialog;

  const onDismiss = () => {
    setDismissed(true);
    focusFallback?.()?.focus();
    dismiss.mutate(season.key, {
      onError: (error) => {
        setDismissed(false);
        toastFailure(t, 'tireAlert.dismissFailed', error);
      },
    });
  };

  return (
    <>
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-semibold">{t('tireAlert.title')}</p>
          <p className="text-sm [overflow-wrap:anywhere]">
            {t('tireAlert.message', {
              count: alert.total,
              formatted: formatNumber(alert.total, i18n.resolvedLanguage),
              season: t(`tireAlert.seasons.${alert.season}`),
              tireType: t(`tireAlert.tireTypes.${alert.wrongTireType}`),
              vehicles: namedVehicles(alert, t, i18n.resolvedLanguage),
            })}
          </p>
          <div className="mt-2">
            <Button
              variant="outline"
              size="sm"
              className="h-auto min-h-9 max-w-full whitespace-normal border-current bg-transparent text-current hover:bg-amber-100 dark:hover:bg-amber-900"
              onClick={() => setChanging(alert.vehicles)}
            >
              <Wrench aria-hidden="true" />
              {t('vehicles.tires.record')}
            </Button>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-m-2 shrink-0 text-current hover:bg-amber-100 dark:hover:bg-amber-900"
          aria-label={t('tireAlert.dismiss')}
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {dialog}
    </>
  );
};
