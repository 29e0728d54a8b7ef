import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  summerMonthsFor,
  type OrganizationInput,
} from '@toolyard/shared';
import { readableTextOn } from '@/lib/brand-colors';
import { monthName } from '@/lib/date-locale';
import { winterInSeasonOrder, winterMonthsFrom } from '../seasons';
import { normalizeHex } from './color-palette';
import type { WizardValues } from './wizard-form';

type PreviewStepProps = { control: Control<WizardValues, unknown, OrganizationInput> };

/** What was entered, and how the brand colours look together. */
export const PreviewStep = ({ control }: PreviewStepProps) => {
  const { t, i18n } = useTranslation();
  const values = useWatch({ control });
  const notSet = t('organizations.wizard.notSet');
  // A half-typed colour shows the default in the sample; the value row shows what was typed.
  const primary = normalizeHex(values.primaryColor ?? '') ?? DEFAULT_PRIMARY_COLOR;
  const secondary = normalizeHex(values.secondaryColor ?? '') ?? DEFAULT_SECONDARY_COLOR;
  const winter = winterMonthsFrom(values.winterMonths);
  const months = (list: readonly number[]) =>
    list.map((month) => monthName(month, i18n.resolvedLanguage)).join(', ') ||
    t('organizations.seasons.none');
  const name = values.name?.trim() || t('app.name');

  const rows: Array<[string, string]> = [
    [t('organizations.wizard.name'), values.name?.trim() || notSet],
    [t('organizations.wizard.contactEmail'), values.contactEmail?.trim() || notSet],
    [t('organizations.wizard.contactPhone'), values.contactPhone?.trim() || notSet],
    [t('organizations.wizard.address'), values.address?.trim() || notSet],
    [t('organizations.wizard.timeZone'), values.timeZone?.trim() || notSet],
    [t('organizations.wizard.primaryColor'), values.primaryColor || notSet],
    [t('organizations.wizard.secondaryColor'), values.secondaryColor || notSet],
    [t('organizations.seasons.winterMonths'), months(winterInSeasonOrder(winter))],
    [t('organizations.seasons.summerMonths'), months(summerMonthsFor(winter))],
  ];

  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="whitespace-pre-line break-words text-sm">{value}</dd>
          </div>
        ))}
      </dl>

      <figure className="grid gap-2">
        <figcaption className="text-sm font-medium">
          {t('organizations.wizard.colorSample')}
        </figcaption>
        <div className="overflow-hidden rounded-lg border border-border">
          <div
            className="flex items-center gap-3 px-4 py-3"
            style={{ backgroundColor: primary, color: readableTextOn(primary) }}
          >
            {values.logoUrl ? (
              <img
                src={values.logoUrl}
                alt={t('nav.organizationLogo', { name })}
                className="size-10 rounded-md bg-white object-contain"
              />
            ) : (
              <Hammer className="size-6" aria-hidden="true" />
            )}
            <span className="truncate text-lg font-bold">{name}</span>
          </div>
          <div className="flex flex-wrap items-center gap-3 bg-card p-4">
            <span
              className="rounded-md px-4 py-2 text-sm font-medium"
              style={{ backgroundColor: primary, color: readableTextOn(primary) }}
            >
              {t('organizations.wizard.samplePrimary')}
            </span>
            <span
              className="rounded-full px-3 py-1 text-xs font-semibold"
              style={{ backgroundColor: secondary, color: readableTextOn(secondary) }}
            >
              {t('organizations.wizard.sampleSecondary')}
            </span>
          </div>
        </div>
      </figure>
    </div>
  );
};
