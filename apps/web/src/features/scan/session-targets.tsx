import { useTranslation } from 'react-i18next';
import { MapPin, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TargetName, Targets } from './session-list';

const ORDER: readonly TargetName[] = ['storageUnit', 'parkingPlace', 'site'];

type SessionTargetsProps = {
  targets: Targets;
  onForget: (name: TargetName) => void;
};

/**
 * Where the collected items go, read from the places' labels: "Returning tools to: Yard A" — on
 * top, so nobody returns a load to the wrong unit. Each can be forgotten.
 */
export const SessionTargets = ({ targets, onForget }: SessionTargetsProps) => {
  const { t } = useTranslation();
  const shown = ORDER.flatMap((name) => {
    const place = targets[name];
    return place ? [{ name, place }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t('scanSession.targets.label')}>
      {shown.map(({ name, place }) => (
        <li
          key={name}
          className="flex items-center gap-3 rounded-xl border-2 border-primary-700 bg-card p-3"
        >
          <MapPin aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
          <p className="min-w-0 flex-1 break-words text-base font-semibold">
            {t(`scanSession.targets.${place.kind}`, { name: place.name })}
          </p>
          <Button
            type="button"
            variant="ghost"
            className="size-12 shrink-0"
            aria-label={t('scanSession.targets.forget', { name: place.name })}
            onClick={() => onForget(name)}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
};
