import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { fieldErrorText } from '@/lib/form-errors';

/** What the server may ask of a reading (odometer sense, decision 0043). */
export const ODOMETER_ASKS = ['odometerCorrection', 'odometerConfirmed'] as const;
type OdometerAsk = (typeof ODOMETER_ASKS)[number];

type AssuredValues = { odometerCorrection: boolean; odometerConfirmed: boolean };

type OdometerAssuranceFieldsProps<Values extends AssuredValues> = {
  asked: (name: OdometerAsk) => boolean;
  errors: FieldErrors<Values>;
  register: UseFormRegister<Values>;
  disabled: boolean;
};

const LABELS: Record<
  OdometerAsk,
  'vehicles.move.odometerCorrection' | 'vehicles.move.odometerConfirmJump'
> = {
  odometerCorrection: 'vehicles.move.odometerCorrection',
  odometerConfirmed: 'vehicles.move.odometerConfirmJump',
};

/**
 * The boxes a reading needs once the server refused it: "this corrects a wrong earlier reading"
 * for one below the last, "the reading is right" for a jump of more than 2,000 km a day.
 */
export const OdometerAssuranceFields = <Values extends AssuredValues>({
  asked,
  errors,
  register,
  disabled,
}: OdometerAssuranceFieldsProps<Values>) => {
  const { t } = useTranslation();
  // The generic form's names are these two keys; react-hook-form cannot see that through Values.
  const registerAsk = register as unknown as UseFormRegister<AssuredValues>;
  const errorOf = errors as FieldErrors<AssuredValues>;
  return ODOMETER_ASKS.filter(asked).map((name) => (
    <CheckboxField
      key={name}
      label={t(LABELS[name])}
      error={fieldErrorText(t, errorOf[name])}
      disabled={disabled}
      {...registerAsk(name)}
    />
  ));
};
