import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export type AccountField = 'firstName' | 'lastName' | 'username' | 'email' | 'password';

type AccountFieldsProps = {
  register: (name: AccountField) => UseFormRegisterReturn;
  /** From useFieldProps: each field's id and translated error. */
  field: (name: AccountField) => { id: string; error?: string };
  pending: boolean;
  /** Editing an account: a blank password keeps the current one. */
  editing: boolean;
  /** Shown instead of the password field, e.g. that one's own password changes in Settings. */
  passwordNote?: string;
};

/** The fields every account form has: names, username, email and password. */
export const AccountFields = ({
  register,
  field,
  pending,
  editing,
  passwordNote,
}: AccountFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')} label={t('auth.firstName')}>
          <Input autoComplete="off" disabled={pending} {...register('firstName')} />
        </FormField>
        <FormField {...field('lastName')} label={t('auth.lastName')}>
          <Input autoComplete="off" disabled={pending} {...register('lastName')} />
        </FormField>
      </div>
      <FormField {...field('username')} label={t('auth.username')}>
        <Input
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={pending}
          {...register('username')}
        />
      </FormField>
      <FormField {...field('email')} label={t('auth.email')}>
        <Input type="email" autoComplete="off" disabled={pending} {...register('email')} />
      </FormField>
      {passwordNote ? (
        <p className="text-sm text-muted-foreground">{passwordNote}</p>
      ) : (
        <FormField
          {...field('password')}
          label={t('auth.password')}
          hint={editing ? t('users.passwordKeepHint') : undefined}
        >
          <Input
            type="password"
            autoComplete="new-password"
            disabled={pending}
            {...register('password')}
          />
        </FormField>
      )}
    </>
  );
};
