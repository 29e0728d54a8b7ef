import { formatCalendarDate, formatDay } from '@toolyard/shared';
import i18n from '@/i18n';
import { cn } from '@/lib/cn';
import { uiLanguage } from '@/lib/language-detection';
import { nextTask } from '@/lib/next-task';

/*
 * What the first render would otherwise build inside its own task, built beforehand, each in a
 * task of its own. On a slow phone each costs tens of milliseconds; inside the render
 * they added up to one long task, a tap unanswered meanwhile.
 */

/** tailwind-merge builds its class tables on its first call. */
const warmUpClassMerging = () => {
  cn('p-1', 'p-2');
};

/** i18next's first lookup, plural rules included. */
const warmUpTranslations = () => {
  i18n.t('app.loading', { count: 1 });
};

/** The first Intl date formatter of a language loads its ICU data: days in the reader's zone. */
const warmUpDayFormat = () => {
  formatDay(new Date(), uiLanguage(i18n.language));
};

/** Calendar dates (UTC) have a formatter of their own, and a zone to load. */
const warmUpCalendarDateFormat = () => {
  formatCalendarDate('2000-01-01', uiLanguage(i18n.language));
};

const inTasksOfTheirOwn = async (jobs: ReadonlyArray<() => void>) => {
  for (const job of jobs) {
    await nextTask();
    job();
  }
};

/** Before the first render: what every screen's first render uses. */
export const warmUpRendering = () => inTasksOfTheirOwn([warmUpClassMerging, warmUpTranslations]);

/** While the screen's data is on its way: what its rows use. */
export const warmUpForData = () => inTasksOfTheirOwn([warmUpDayFormat, warmUpCalendarDateFormat]);
