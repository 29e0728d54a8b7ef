import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrganizationInput } from '@toolyard/shared';
import { fieldErrorText } from '@/lib/form-errors';
import { SeasonMonthsPicker } from '../season-months-picker';
import { seasonMonthsPayload, winterMonthsFrom } from '../seasons';
import { ColorField } from './color-field';
import { LogoUpload } from './logo-upload';
import type { WizardValues } from './wizard-form';

type StepProps = {
  form: UseFormReturn<WizardValues, unknown, OrganizationInput>;
  idPrefix: string;
  disabled: boolean;
};

/** Logo, the two brand colours and the winter/summer months. */
export const BrandingStep = ({ form, idPrefix, disabled }: StepProps) => {
  const { t } = useTranslation();
  const logo = useController({ control: form.control, name: 'logoUrl' });
  const winter = useController({ control: form.control, name: 'winterMonths' });

  return (
    <div className="grid gap-6">
      <LogoUpload
        id={`${idPrefix}-logo`}
        value={logo.field.value}
        onChange={(url) => logo.field.onChange(url)}
        disabled={disabled}
        error={fieldErrorText(t, logo.fieldState.error)}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <ColorField
          control={form.control}
          name="primaryColor"
          idPrefix={idPrefix}
          disabled={disabled}
        />
        <ColorField
          control={form.control}
          name="secondaryColor"
          idPrefix={idPrefix}
          disabled={disabled}
        />
      </div>
      <SeasonMonthsPicker
        id={`${idPrefix}-seasons`}
        winter={winterMonthsFrom(winter.field.value)}
        onChange={(months) => winter.field.onChange(seasonMonthsPayload(months).winterMonths)}
        disabled={disabled}
      />
    </div>
  );
};
