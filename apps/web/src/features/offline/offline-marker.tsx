import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { formatDateTime, formatTime } from '@toolyard/shared';
import { uiLanguage } from '@/lib/language-detection';
import { useOnline } from './use-online';
import { useShownDataAge } from './use-shown-data-age';

const isToday = (time: number) => new Date(time).toDateString() === new Date().toDateString();

/**
 * Says, on every screen, that the device is offline and how old what it shows is ("Offline —
 * last updated 10:42"; with the date when it is not today's). Nothing while online.
 */
export const OfflineMarker = () => {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const shownAt = useShownDataAge();
  if (online) return null;

  const language = uiLanguage(i18n.language);
  const when =
    shownAt === 0
      ? null
      : isToday(shownAt)
        ? formatTime(new Date(shownAt), language)
        : formatDateTime(new Date(shownAt), language);

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
