import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type IntervalFieldProps = {
  /** The form's id and error for the field (useFieldProps). */
  field: { id: string; error?: string };
  label: string;
  max: number;
  disabled: boolean;
  registration: UseFormRegisterReturn;
};

/** A maintenance interval (days or kilometres) on an item's form: a whole number from 1. */
export const IntervalField = ({
  field,
  label,
  max,
  disabled,
  registration,
}: IntervalFieldProps) => {
  const { t } = useTranslation();
  return (
    <FormField {...field} label={label} hint={t('maintenanceRecords.intervalHint')}>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        disabled={disabled}
        {...registration}
      />
    </FormField>
  );
};
