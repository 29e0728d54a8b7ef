import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fullName, initials } from '@toolyard/shared';
import type { OrganizationBranding } from '@/features/organizations';
import { InitialsAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-context';
import { isNavActive, sidebarItemsFor } from './nav-items';
import { OrganizationMark } from './organization-mark';

type SidebarProps = {
  organization: OrganizationBranding | null;
  /** Called after a navigation click, so the mobile drawer can close. */
  onNavigate?: () => void;
};

/** Logo, the role's navigation and the signed-in user. Shown fixed on desktop, as a drawer on mobile. */
export const Sidebar = ({ organization, onNavigate }: SidebarProps) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return null;

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-border p-4 pr-12 md:pr-4">
        <OrganizationMark
          name={organization?.name ?? user.organization?.name ?? null}
          logoUrl={organization?.logoUrl ?? null}
        />
      </div>

      <nav aria-label={t('nav.mainNavigation')} className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {sidebarItemsFor(user.role).map(({ to, labelKey, icon: Icon }) => {
            // Not NavLink: it cannot mark an entry current on `/`, where the role's home shows.
            const active = isNavActive(to, pathname, user.role);
            return (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'relative flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm md:min-h-0 font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
                    active &&
                      'bg-primary-100 font-semibold text-slate-900 before:absolute before:inset-y-1 before:left-0 before:w-1 before:rounded-full before:bg-primary-600 dark:bg-accent dark:text-foreground dark:before:bg-primary-400',
                  )}
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {t(labelKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex items-center gap-3 border-t border-border p-4">
        <InitialsAvatar initials={initials(user)} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{fullName(user)}</p>
          <p className="truncate text-xs text-muted-foreground">{t(`roles.${user.role}`)}</p>
        </div>
      </div>
    </div>
  );
};
