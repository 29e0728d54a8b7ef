import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

// A phone left open on site for days still hears of a new version within the hour.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const checkHourly = (_url: string, registration: ServiceWorkerRegistration | undefined) => {
  if (!registration) return;
  setInterval(() => {
    if (navigator.onLine) void registration.update();
  }, UPDATE_CHECK_MS);
};

/**
 * Registers the service worker and, when a new version was deployed and is ready,
 * asks before switching: a reload in the middle of a return or a report would lose what was
 * typed. "Reload" activates the new version and reloads; "Later" keeps this one until the next
 * start of the app.
 */
export const UpdatePrompt = () => {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: checkHourly });
  // Kept apart from needRefresh: the worker can report "waiting" again after the answer (a CI
  // run saw the prompt come back after "Later"), and "Later" holds until the next start.
  const [later, setLater] = useState(false);
  if (!needRefresh || later) return null;

  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-2 top-2 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-lg"
    >
      <RefreshCw
        className="size-5 shrink-0 text-primary-700 dark:text-primary-300"
        aria-hidden="true"
      />
      <p className="min-w-0 flex-1 text-sm font-medium">{t('offline.updateAvailable')}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setLater(true)}>
          {t('offline.updateLater')}
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          {t('offline.updateReload')}
        </Button>
      </div>
    </div>
  );
};
