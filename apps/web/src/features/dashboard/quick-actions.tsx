import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilePlus, Send, Truck, Wrench, type LucideIcon } from 'lucide-react';
import { canOpenRoute, type GuardedRoute } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { Button } from '@/components/ui/button';
import { WidgetCard } from './widget-card';

type QuickAction = {
  to: GuardedRoute;
  labelKey:
    | 'dashboard.quickActions.addTool'
    | 'dashboard.quickActions.addVehicle'
    | 'dashboard.quickActions.createReport'
    | 'dashboard.quickActions.sendNotification';
  icon: LucideIcon;
};

// The quick actions and the routes they open.
const ACTIONS: readonly QuickAction[] = [
  { to: '/tools/new', labelKey: 'dashboard.quickActions.addTool', icon: Wrench },
  { to: '/vehicles/new', labelKey: 'dashboard.quickActions.addVehicle', icon: Truck },
  { to: '/reports/new', labelKey: 'dashboard.quickActions.createReport', icon: FilePlus },
  { to: '/notifications/new', labelKey: 'dashboard.quickActions.sendNotification', icon: Send },
];

/** Shortcuts to the common tasks; one the role may not open (a superadmin's report) is left out. */
export const QuickActions = ({ id, className }: { id: string; className?: string }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const actions = ACTIONS.filter((action) => user && canOpenRoute(action.to, user.role));
  return (
    <WidgetCard id={id} title={t('dashboard.quickActions.title')} className={className}>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {actions.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <Button asChild variant="outline" className="h-11 w-full justify-start">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {t(labelKey)}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
};
