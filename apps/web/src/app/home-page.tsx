import { lazy } from 'react';
import { useSession } from './session-context';
import { MyStuffPage, OrganizationDashboardPage, UsersPage } from './screen-pages';

const PlaceholderPage = lazy(() =>
  import('@/features/placeholder/placeholder-page').then((module) => ({
    default: module.PlaceholderPage,
  })),
);

/**
 * `/` shows the role's home (spec 2): the users screen for a superadmin, My Stuff for a worker,
 * the organization dashboard for an org admin; the placeholder for anything else.
 */
export const HomePage = () => {
  const { user } = useSession();
  if (user?.role === 'superadmin') return <UsersPage />;
  if (user?.role === 'worker') return <MyStuffPage />;
  if (user?.role === 'org_admin') return <OrganizationDashboardPage />;
  return <PlaceholderPage />;
};
