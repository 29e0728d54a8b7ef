import { useTranslation } from 'react-i18next';
import { Snowflake, Sun } from 'lucide-react';
import { ALL_MONTHS, summerMonthsFor } from '@toolyard/shared';
import { cn } from '@/lib/cn';
import { monthName } from '@/lib/date-locale';
import { toggleWinterMonth, winterInSeasonOrder } from './seasons';

type SeasonMonthsPickerProps = {
  /** Month numbers (1–12) that are winter; every other month is summer. */
  winter: readonly number[];
  onChange: (winter: number[]) => void;
  disabled?: boolean;
  /** Prefix for element ids, so two pickers never share one. */
  id: string;
};

// Fixed colours, each ≥ 4.5:1 for its text in both themes; the words and icons carry the state.
const winterClass =
  'border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-50';
const summerClass =
  'border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50';

/**
 * Twelve toggles, one per month: pressed means winter, released means summer (summer
 * is every month not in winter). Month names follow the UI language.
 */
export const SeasonMonthsPicker = ({ winter, onChange, disabled, id }: SeasonMonthsPickerProps) => {
  const { t, i18n } = useTranslation();
  const names = (months: readonly number[]) =>
    months.length
      ? months.map((month) => monthName(month, i18n.resolvedLanguage)).join(', ')
      : t('organizations.seasons.none');

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{t('organizations.seasons.legend')}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
        {t('organizations.seasons.hint')}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
        {ALL_MONTHS.map((month) => {
          const isWinter = winter.includes(month);
          const Icon = isWinter ? Snowflake : Sun;
          return (
            <button
              key={month}
              type="button"
              disabled={disabled}
              aria-pressed={isWinter}
              onClick={() => onChange(toggleWinterMonth(winter, month))}
              className={cn(
                // Wraps its season word under the month where a phone's half width is too narrow.
                'flex min-h-11 min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-md border px-3 py-2 text-left text-sm disabled:cursor-not-allowed disabled:opacity-60',
                isWinter ? winterClass : summerClass,
              )}
            >
              <span className="font-medium">{monthName(month, i18n.resolvedLanguage)}</span>
              <span className="flex items-center gap-1 text-xs">
                <Icon className="size-4" aria-hidden="true" />
                {isWinter ? t('organizations.seasons.winter') : t('organizations.seasons.summer')}
              </span>
            </button>
          );
        })}
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t('organizations.seasons.winterMonths')}:</dt>
          <dd>{names(winterInSeasonOrder(winter))}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t('organizations.seasons.summerMonths')}:</dt>
          <dd>{names(summerMonthsFor(winter))}</dd>
        </div>
      </dl>
    </fieldset>
  );
};
