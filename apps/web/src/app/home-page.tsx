import { homeRouteFor } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { PlaceholderPage, screenPageFor } from './screen-pages';

/**
 * `/` shows the role's home route's screen: the users screen for a superadmin, My Stuff
 * for a worker, the organization dashboard for an org admin; the placeholder for anything else.
 */
export const HomePage = () => {
  const { user } = useSession();
  const Page = user ? screenPageFor(homeRouteFor(user.role)) : PlaceholderPage;
  return <Page />;
};
