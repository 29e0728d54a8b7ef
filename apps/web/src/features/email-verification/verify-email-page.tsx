import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, LoaderCircle, MailCheck } from 'lucide-react';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { LinkPage } from '@/components/ui/link-page';
import { errorDetails } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyEmail } from './api';

/** What the page says: still working, done, or why not. */
const Outcome = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const { user, refreshUser } = useSession();
  const signedIn = user !== null;
  const { mutate, status, data, error } = useVerifyEmail();
  // A link works once: the request must go out once, also when React runs effects twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    // The stored user learns that their address is verified now.
    mutate(token, {
      onSuccess: () => {
        if (signedIn) void refreshUser();
      },
    });
  }, [token, mutate, signedIn, refreshUser]);

  if (!token || status === 'error') {
    const message = token
      ? (errorDetails(error).message ?? t('errors.somethingWentWrong'))
      : t('emailVerification.missingToken');
    return (
      <div role="alert" className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">{t('emailVerification.failedTitle')}</p>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
      </div>
    );
  }
  if (status === 'success') {
    return (
      <div role="status" className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold break-words">
            {t('emailVerification.verified', { email: data.email })}
          </p>
          <p className="text-sm text-muted-foreground">{t('emailVerification.verifiedHint')}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3">
      <LoaderCircle
        className="size-5 shrink-0 animate-spin text-muted-foreground"
        aria-hidden="true"
      />
      <p>{t('emailVerification.verifying')}</p>
    </div>
  );
};

/**
 * /verify-email?token=… — the link from the verification mail (decision 0012). Open to anyone,
 * signed in or not: the token is the proof. Confirms it once and says how it went.
 */
export const VerifyEmailPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  useDocumentTitle(t('emailVerification.pageTitle'));

  return (
    <LinkPage icon={MailCheck} title={t('emailVerification.pageTitle')}>
      <Outcome token={token} />
      <div>
        <Button asChild>
          {user ? (
            <Link to="/">{t('emailVerification.openApp')}</Link>
          ) : (
            <Link to="/auth">{t('emailVerification.signIn')}</Link>
          )}
        </Button>
      </div>
    </LinkPage>
  );
};
