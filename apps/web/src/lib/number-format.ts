import { intlLocaleOf } from '@toolyard/shared';

// One formatter per language: making one costs far more than using it (lists format many).
const formatters = new Map<string, Intl.NumberFormat>();

/** A whole number with the UI language's digit grouping, e.g. 84,512 or 84.512. */
export const formatNumber = (value: number, language: string | undefined) => {
  const locale = intlLocaleOf(language);
  try {
    let formatter = formatters.get(locale);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale);
      formatters.set(locale, formatter);
    }
    return formatter.format(value);
  } catch {
    return String(value);
  }
};

const amountFormatters = new Map<string, Intl.NumberFormat>();

/** An amount of money as the server sends it ("1234.50"), with two decimals in the UI language. */
export const formatAmount = (value: string, language: string | undefined) => {
  const locale = intlLocaleOf(language);
  try {
    let formatter = amountFormatters.get(locale);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      amountFormatters.set(locale, formatter);
    }
    return formatter.format(Number(value));
  } catch {
    return value;
  }
};
