import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { toastFailure } from '@/lib/mutation-feedback';
import { useRequestVerificationLink } from './api';

type VerificationNoticeProps = {
  /** Why the admin should verify, in a sentence (the heading says what is limited). */
  text: string;
  title?: string;
};

/**
 * Tells an admin whose organization is not trusted yet (decision 0012) that AI notifications
 * reach only its members, and sends them a verification link for their own address.
 */
export const VerificationNotice = ({ text, title }: VerificationNoticeProps) => {
  const { t } = useTranslation();
  const request = useRequestVerificationLink();

  const sendLink = () =>
    request.mutate(undefined, {
      onSuccess: ({ email }) =>
        toast({
          title: t('common.success'),
          description: t('emailVerification.linkSent', { email }),
        }),
      onError: (error) => toastFailure(t, 'emailVerification.linkFailed', error),
    });

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-start dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50">
      <MailWarning className="size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2">
        {title && <p className="font-semibold">{title}</p>}
        <p>{text}</p>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-auto min-h-9 whitespace-normal border-amber-900 bg-transparent text-amber-950 hover:bg-amber-100 dark:border-amber-100 dark:text-amber-50 dark:hover:bg-amber-900"
            disabled={request.isPending}
            onClick={sendLink}
          >
            {request.isPending
              ? t('emailVerification.sendingLink')
              : t('emailVerification.sendLink')}
          </Button>
        </div>
      </div>
    </div>
  );
};
