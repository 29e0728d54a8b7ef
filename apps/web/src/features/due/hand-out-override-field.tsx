import type { UseFormRegisterReturn } from 'react-hook-form';
import { HAND_OUT_OVERRIDE_MAX } from '@toolyard/shared';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

type HandOutOverrideFieldProps = {
  id: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  disabled: boolean;
};

/**
 * An admin's written reason to hand an item out although a hand-out rule refuses it.
 * Shown once the server refused; it takes focus, as the next thing to do.
 */
export const HandOutOverrideField = ({
  id,
  error,
  registration,
  disabled,
}: HandOutOverrideFieldProps) => {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      label={t('handOut.override.label')}
      hint={t('handOut.override.hint')}
      error={error}
    >
      {/* Focus moves here: it appears in answer to the refusal, as the next thing to do. */}
      <Textarea
        rows={3}
        maxLength={HAND_OUT_OVERRIDE_MAX}
        autoFocus
        disabled={disabled}
        {...registration}
      />
    </FormField>
  );
};
