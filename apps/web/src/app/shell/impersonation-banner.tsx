import { useTranslation } from 'react-i18next';
import { UserCog } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session-context';

/** Tells a superadmin whom they act as, with the way back. */
export const ImpersonationBanner = () => {
  const { t } = useTranslation();
  const { user, isImpersonating, releaseImpersonation } = useSession();
  if (!isImpersonating || !user) return null;

  return (
    <div className="flex items-center justify-between gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      <p className="flex items-center gap-2 font-medium">
        <UserCog className="size-4 shrink-0" aria-hidden="true" />
        {t('impersonation.banner', {
          name: `${user.firstName} ${user.lastName}`,
          role: t(`roles.${user.role}`),
        })}
      </p>
      <Button
        size="sm"
        variant="outline"
        className="border-amber-900 bg-transparent text-amber-950 hover:bg-amber-200 dark:border-amber-100 dark:text-amber-50 dark:hover:bg-amber-800"
        onClick={() => void releaseImpersonation()}
      >
        {t('impersonation.release')}
      </Button>
    </div>
  );
};
