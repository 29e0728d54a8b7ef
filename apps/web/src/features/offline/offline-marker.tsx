import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { formatDateTime, formatTime } from '@toolyard/shared';
import { sameDayIn, withZoneName } from '@/lib/date-format';
import { uiLanguage } from '@/lib/language-detection';
import { useOrganizationZone } from '@/lib/organization-zone';
import { useOnline } from './use-online';
import { useShownDataAge } from './use-shown-data-age';

/**
 * Says, on every screen, that the device is offline and how old what it shows is ("Offline —
 * last updated 10:42"; with the date when it is not today's). Nothing while online.
 */
export const OfflineMarker = () => {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const shownAt = useShownDataAge();
  const timeZone = useOrganizationZone();
  if (online) return null;

  const language = uiLanguage(i18n.language);
  const when =
    shownAt === 0
      ? null
      : withZoneName(
          sameDayIn(new Date(shownAt), new Date(), timeZone)
            ? formatTime(new Date(shownAt), language, timeZone)
            : formatDateTime(new Date(shownAt), language, timeZone),
          new Date(shownAt),
          language,
          timeZone,
        );

  return (
    <p
      role="status"
      data-testid="offline-marker"
      className="flex items-center gap-2 bg-slate-800 px-4 py-1.5 text-sm font-medium text-white dark:bg-slate-200 dark:text-slate-900"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {when ? t('offline.markerUpdated', { time: when }) : t('offline.marker')}
    </p>
  );
};
