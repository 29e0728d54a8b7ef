import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';

/**
 * Tells an org admin whom AI notifications reach with a mail server (decision 0054): members who
 * confirmed their address; sending to one who has not asks them to, by a mail of our own text.
 */
export const ConfirmedOnlyNotice = () => {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50">
      <MailWarning className="size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="font-semibold">{t('emailVerification.noticeTitle')}</p>
        <p>{t('emailVerification.noticeText')}</p>
      </div>
    </div>
  );
};
