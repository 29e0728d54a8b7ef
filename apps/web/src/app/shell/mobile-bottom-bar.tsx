import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ellipsis } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-context';
import { bottomBarItemsFor, isNavActive } from './nav-items';

// Six entries share 390 px with Scan in the bar: long words (Werkzeuge, Moja oprema) get a little
// room on both sides and wrap centred instead of touching their neighbours.
const itemClass =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-0.5 py-2 text-center text-xs font-medium leading-tight break-words text-muted-foreground [&_svg]:size-5';
// Weight and a bar mark the current entry, not colour alone.
const activeClass =
  'relative font-semibold text-foreground before:absolute before:inset-x-4 before:top-0 before:h-0.5 before:rounded-full before:bg-primary-600 dark:before:bg-primary-400';

type MobileBottomBarProps = { onOpenMenu: (event: MouseEvent<HTMLButtonElement>) => void };

/** The phone layout's quick navigation; More opens the full sidebar. */
export const MobileBottomBar = ({ onOpenMenu }: MobileBottomBarProps) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return null;

  return (
    <nav
      aria-label={t('nav.mobileNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="flex">
        {bottomBarItemsFor(user.role).map(({ to, labelKey, icon: Icon }) => {
          const active = isNavActive(to, pathname, user.role);
          return (
            <li key={to} className="flex flex-1">
              <Link
                to={to}
                data-testid="bottom-bar-item"
                aria-current={active ? 'page' : undefined}
                className={cn(itemClass, active && activeClass)}
              >
                <Icon
                  aria-hidden="true"
                  className={cn(active && 'text-primary-600 dark:text-primary-400')}
                />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <button
            type="button"
            data-testid="bottom-bar-item"
            aria-haspopup="dialog"
            className={itemClass}
            onClick={onOpenMenu}
          >
            <Ellipsis aria-hidden="true" />
            {t('nav.more')}
          </button>
        </li>
      </ul>
    </nav>
  );
};
