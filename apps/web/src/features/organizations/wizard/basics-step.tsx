import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrganizationInput } from '@toolyard/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/form-errors';
import { TimeZoneInput } from '../time-zone-field';
import type { WizardValues } from './wizard-form';

type StepProps = {
  form: UseFormReturn<WizardValues, unknown, OrganizationInput>;
  idPrefix: string;
  disabled: boolean;
};

/** Name and contact data. */
export const BasicsStep = ({ form, idPrefix, disabled }: StepProps) => {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const field = (name: 'name' | 'contactEmail' | 'contactPhone' | 'address' | 'timeZone') => ({
    id: `${idPrefix}-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <div className="grid gap-4">
      <FormField {...field('name')} label={t('organizations.wizard.name')}>
        <Input autoComplete="organization" disabled={disabled} {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('contactEmail')} label={t('organizations.wizard.contactEmail')}>
          <Input
            type="email"
            autoComplete="email"
            disabled={disabled}
            {...form.register('contactEmail')}
          />
        </FormField>
        <FormField {...field('contactPhone')} label={t('organizations.wizard.contactPhone')}>
          <Input
            type="tel"
            autoComplete="tel"
            disabled={disabled}
            {...form.register('contactPhone')}
          />
        </FormField>
      </div>
      <FormField {...field('address')} label={t('organizations.wizard.address')}>
        <Textarea
          rows={3}
          autoComplete="street-address"
          disabled={disabled}
          {...form.register('address')}
        />
      </FormField>
      <FormField
        {...field('timeZone')}
        label={t('organizations.wizard.timeZone')}
        hint={t('organizations.wizard.timeZoneHint')}
      >
        <TimeZoneInput disabled={disabled} {...form.register('timeZone')} />
      </FormField>
    </div>
  );
};
