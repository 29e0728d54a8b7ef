import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/use-toast';
import { fieldErrorText } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useRegisterMutation } from './api';
import { useAuthFailure } from './use-auth-failure';

const FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
] as const;

const EMPTY: RegisterFormValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

export const RegisterForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login } = useSession();
  const mutation = useRegisterMutation();
  const form = useForm<RegisterFormValues, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onFailure = useAuthFailure('auth.registrationFailed', form, FIELDS);

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirmation, ...fields }) =>
    // The confirmation stays in the browser; self-registration always creates an org admin.
    mutation.mutate(
      { ...fields, role: 'org_admin' },
      {
        onSuccess: ({ token, user }) => {
          login(token, user);
          toast({ title: t('auth.accountCreated') });
          // The mutation's callback returns nothing anyone waits for; the dashboard follows on its own.
          void navigate('/organization-dashboard', { replace: true });
        },
        onError: onFailure,
      },
    ),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `register-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField {...field('username')} label={t('auth.username')}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </FormField>
      <FormField {...field('email')} label={t('auth.email')}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')} label={t('auth.firstName')}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField {...field('lastName')} label={t('auth.lastName')}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField {...field('password')} label={t('auth.password')}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField {...field('confirmPassword')} label={t('auth.confirmPassword')}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth.creatingAccount') : t('auth.registerButton')}
      </Button>
    </form>
  );
};
