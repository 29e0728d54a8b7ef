import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, KeyRound } from 'lucide-react';
import {
  acceptInvitationFormSchema,
  homeRouteFor,
  type AcceptInvitationForm as AcceptInvitationFormValues,
} from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { zodResolver } from '@/lib/zod-resolver';
import { useAcceptInvitationMutation } from './api';

const FIELDS = ['password', 'confirmPassword'] as const;
// Workers open the link on their phones: every control is at least 44 px high.
const PHONE_TARGET = 'h-11';
const EMPTY: AcceptInvitationFormValues = { password: '', confirmPassword: '' };

/** Why the link did not work: the server's words, or that the page has no token at all. */
const LinkProblem = ({ message }: { message: string }) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex items-start gap-3">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{t('invitation.failedTitle')}</p>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
    </div>
  );
};

const SetPasswordForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { login } = useSession();
  const mutation = useAcceptInvitationMutation();
  // A link that is used, expired or unknown: said once above the form, which stays for a retry.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const form = useForm<AcceptInvitationFormValues, unknown, AcceptInvitationFormValues>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    // The confirmation stays in the browser.
    mutation.mutate(
      { token, password },
      {
        onSuccess: ({ token: sessionToken, user }) => {
          login(sessionToken, user);
          toast({ title: t('invitation.done') });
          void navigate(homeRouteFor(user.role), { replace: true });
        },
        onError: (error) => {
          const { message, fieldErrors } = errorDetails(error);
          const underFields = applyServerFieldErrors(form.setError, fieldErrors, FIELDS);
          setLinkProblem(
            fieldErrors.token ?? (underFields ? null : (message ?? t('errors.generic'))),
          );
        },
      },
    ),
  );

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `invitation-${name}`,
    error: fieldErrorText(t, errors[name]),
  });

  return (
    <>
      {linkProblem && <LinkProblem message={linkProblem} />}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField {...field('password')} label={t('auth.password')}>
          <Input
            type="password"
            autoComplete="new-password"
            className={PHONE_TARGET}
            {...form.register('password')}
          />
        </FormField>
        <FormField {...field('confirmPassword')} label={t('auth.confirmPassword')}>
          <Input
            type="password"
            autoComplete="new-password"
            className={PHONE_TARGET}
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? t('invitation.saving') : t('invitation.submit')}
        </Button>
      </form>
    </>
  );
};

/**
 * /invitation?token=… — the link from an imported worker's invitation mail (decision 0059). Open
 * to anyone: the token is the proof. The worker chooses a password and is signed in.
 */
export const InvitationPage = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  useDocumentTitle(t('invitation.pageTitle'));

  return (
    <LinkPage icon={KeyRound} title={t('invitation.pageTitle')}>
      {token ? (
        <>
          <p className="text-sm text-muted-foreground">{t('invitation.intro')}</p>
          <SetPasswordForm token={token} />
        </>
      ) : (
        <LinkProblem message={t('invitation.missingToken')} />
      )}
      <div>
        <Button asChild variant="outline" size="lg">
          <Link to="/auth">{t('invitation.signIn')}</Link>
        </Button>
      </div>
    </LinkPage>
  );
};
