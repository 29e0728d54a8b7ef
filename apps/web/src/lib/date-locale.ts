import { format, type Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { hr } from 'date-fns/locale/hr';
import { sq } from 'date-fns/locale/sq';
import { tr } from 'date-fns/locale/tr';
import type { Language } from '@toolyard/shared';

// Bosnian, Croatian and Serbian share one bundle; Croatian's month names stand in for the group.
const DATE_LOCALES: Record<Language, Locale> = { en: enUS, de, tr, sq, 'bs-hr-sr': hr };

/** The date-fns locale for a UI language; English for anything unknown. */
const dateLocaleFor = (language: string | undefined): Locale =>
  DATE_LOCALES[language as Language] ?? enUS;

/** A month's standalone name (1 = January) in the UI language, e.g. "März" or "Ocak". */
export const monthName = (month: number, language: string | undefined) =>
  // LLLL is the standalone form: languages with grammatical case need it outside a date.
  format(new Date(2000, month - 1, 1), 'LLLL', { locale: dateLocaleFor(language) });
