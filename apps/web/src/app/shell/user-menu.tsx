import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, Settings, User } from 'lucide-react';
import { fullName, initials } from '@toolyard/shared';
import { InitialsAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOutWarning } from '@/features/offline';
import { useSession } from '@/lib/session-context';

export const UserMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  // Writes still waiting on the device are deleted with the session: it asks first.
  const signOut = useSignOutWarning(logout);
  if (!user) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="rounded-full"
            // The initials it shows begin its name (WCAG 2.5.3): speech users say what they see.
            aria-label={t('header.userMenuOf', { initials: initials(user), name: fullName(user) })}
          >
            <InitialsAvatar initials={initials(user)} />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" aria-label={t('header.userMenu')}>
          <DropdownMenuLabel className="text-sm text-foreground">
            {fullName(user)}
            <span className="block text-xs font-normal text-muted-foreground">
              {t(`roles.${user.role}`)}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {/* Profile and settings share a screen until a profile page exists. */}
          <DropdownMenuItem onSelect={() => navigate('/settings')}>
            <User aria-hidden="true" />
            {t('header.profile')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/settings')}>
            <Settings aria-hidden="true" />
            {t('header.settings')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={signOut.request}>
            <LogOut aria-hidden="true" />
            {t('header.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {signOut.dialog}
    </>
  );
};
