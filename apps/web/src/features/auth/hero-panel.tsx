import { useTranslation } from 'react-i18next';
import { BellRing, Boxes, CalendarClock, Radar } from 'lucide-react';
import { LanguageSelect } from '@/components/ui/language-select';

// The four selling points, in the product's order.
const FEATURES = [
  { key: 'auth.featureRealtime', icon: Radar },
  { key: 'auth.featureMaintenance', icon: CalendarClock },
  { key: 'auth.featureMultiLocation', icon: Boxes },
  { key: 'auth.featureAi', icon: BellRing },
] as const;

/** The wide-screen marketing side of /auth, with its own language menu. */
export const HeroPanel = () => {
  const { t } = useTranslation();

  return (
    <aside
      aria-labelledby="hero-title"
      // Brand background with the text colour computed for it, so any organization colour reads.
      className="hidden flex-col gap-10 bg-primary-700 p-12 text-on-primary-700 lg:flex"
    >
      <div className="flex justify-end">
        <LanguageSelect className="border-current bg-transparent text-current hover:bg-black/10" />
      </div>
      <div className="my-auto grid max-w-lg gap-6">
        <h2 id="hero-title" className="text-4xl font-bold leading-tight">
          {t('auth.heroTitle')}
        </h2>
        <p className="text-lg">{t('auth.heroSubtitle')}</p>
        <ul className="grid gap-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-3 text-base font-medium">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-black/15">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
};
