import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT, formatDateValue } from './date-format';
import { useOrganizationZone } from './organization-zone';

/**
 * Dates and times as this screen shows them: in the UI language and the organization's zone
 * (decision 0061), re-rendered when either changes. `date` is a day (a calendar date stays that
 * day); `dateTime` adds the time, and the zone's name when the device is elsewhere.
 */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const zone = useOrganizationZone();
  return useMemo(
    () => ({
      language,
      zone,
      date: (value: string | null | undefined) => formatDateValue(value, language, undefined, zone),
      dateTime: (value: string | null | undefined) =>
        formatDateValue(value, language, DATE_TIME_FORMAT, zone),
    }),
    [language, zone],
  );
};
