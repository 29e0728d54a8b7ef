/** Our bundle name bs-hr-sr is no BCP-47 tag Intl accepts; Bosnian stands in for the group. */
export const intlLocale = (language: string | undefined) =>
  !language ? 'en' : language === 'bs-hr-sr' ? 'bs' : language;

/** A whole number with the UI language's digit grouping, e.g. 84,512 or 84.512. */
export const formatNumber = (value: number, language: string | undefined) => {
  try {
    return new Intl.NumberFormat(intlLocale(language)).format(value);
  } catch {
    return String(value);
  }
};
