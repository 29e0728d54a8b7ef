import { lazy } from 'react';
import { useSession } from './session-context';
import { UsersPage } from './screen-pages';

const PlaceholderPage = lazy(() =>
  import('@/features/placeholder/placeholder-page').then((module) => ({
    default: module.PlaceholderPage,
  })),
);

/** `/` shows the role's home (spec 2): the users screen for a superadmin; others are not built yet. */
export const HomePage = () => {
  const { user } = useSession();
  if (user?.role === 'superadmin') return <UsersPage />;
  return <PlaceholderPage />;
};
