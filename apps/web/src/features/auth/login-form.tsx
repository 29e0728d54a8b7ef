import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeRouteFor, loginSchema, type LoginInput } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/use-toast';
import { fieldErrorText } from '@/lib/form-errors';
import { zodResolver } from '@/lib/zod-resolver';
import { returnPathFrom } from '@/lib/session-return';
import { useLoginMutation } from './api';
import { useAuthFailure } from './use-auth-failure';

const FIELDS = ['username', 'password'] as const;

export const LoginForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { login } = useSession();
  const mutation = useLoginMutation();
  const form = useForm<LoginInput, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const onFailure = useAuthFailure('auth.loginFailed', form, FIELDS);

  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: ({ token, user }) => {
        login(token, user);
        toast({ title: t('auth.welcomeBack') });
        // Back to the page an ended session left (its route still checks the role), else the
        // start page. The mutation's callback returns nothing anyone waits for.
        void navigate(returnPathFrom(searchParams) ?? homeRouteFor(user.role), { replace: true });
      },
      onError: onFailure,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="login-username"
        label={t('auth.username')}
        error={fieldErrorText(t, errors.username)}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.usernamePlaceholder')}
          {...form.register('username')}
        />
      </FormField>
      <FormField
        id="login-password"
        label={t('auth.password')}
        error={fieldErrorText(t, errors.password)}
      >
        <Input
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth.loggingIn') : t('auth.loginButton')}
      </Button>
    </form>
  );
};
