import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canOpenRoute, homeRouteFor } from '@toolyard/shared';
import { useScreenHandle } from '@/lib/screen-handle';
import { useSession } from '@/lib/session-context';
import { WelcomeScreen } from './welcome-screen';

// Only admins in setup need the wizard; everyone else never downloads it with the shell.
const OrganizationWizardDialog = lazy(() =>
  import('../wizard/organization-wizard-dialog').then((module) => ({
    default: module.OrganizationWizardDialog,
  })),
);

/**
 * Holds an org admin without an organization on the welcome screen, whatever the route, and
 * opens the wizard on the first view ("The admin is forced into the wizard").
 * Superadmins and workers pass straight through.
 */
export const SetupGate = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  const needsSetup = user?.role === 'org_admin' && user.organizationId === null;
  // Opened once per visit; after Cancel only the Start setup button opens it again.
  const [wizardOpen, setWizardOpen] = useState(needsSetup);
  // A superadmin may start acting as such an admin: that is a first view too.
  const [heldBefore, setHeldBefore] = useState(needsSetup);
  if (needsSetup !== heldBefore) {
    setHeldBefore(needsSetup);
    if (needsSetup) setWizardOpen(true);
  }
  const startRef = useRef<HTMLButtonElement>(null);
  const screen = useScreenHandle()?.screen;

  // The held screen replaces the route's own element, and with it the route's role check: a
  // route the role may not open still sends the admin to their start page first.
  if (needsSetup && screen && screen !== '/' && !canOpenRoute(screen, user.role)) {
    return <Navigate to={homeRouteFor(user.role)} replace />;
  }

  return (
    <>
      {needsSetup ? (
        <WelcomeScreen startRef={startRef} onStart={() => setWizardOpen(true)} />
      ) : (
        children
      )}
      {/* Outside the condition: once created, the user has an organization but the wizard still
          shows its completed state until the page reloads. */}
      {(needsSetup || wizardOpen) && (
        <Suspense fallback={null}>
          <OrganizationWizardDialog
            open={wizardOpen}
            onOpenChange={setWizardOpen}
            afterCreate="reload"
            // Opened on its own, nothing had focus before: Cancel lands on Start setup.
            returnFocusFallback={() => startRef.current}
          />
        </Suspense>
      )}
    </>
  );
};
