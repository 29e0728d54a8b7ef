import {
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotSentNotices } from '@/features/offline';
import { SetupGate, useMyOrganization } from '@/features/organizations';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { applyBrandColors } from '@/lib/brand-colors';
import { setOrganizationZone } from '@/lib/organization-zone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-is-mobile';
import { sessionStore } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session-context';
import { useLiveUpdates } from '../use-live-updates';
import { Header } from './header';
import { MobileBottomBar } from './mobile-bottom-bar';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

// The screens load through the shell's chunk (screen-loaders.ts says why).
export { loadScreen } from './screen-loaders';

const MAIN_ID = 'main-content';

/** The signed-in layout: sidebar (a drawer on phones), header, the screen, and the bottom bar. */
export const AppShell = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const isMobile = useIsMobile();
  const organizationQuery = useMyOrganization(user);
  const { data: organization = null } = organizationQuery;
  // Until the organization has answered, the colours on screen (the kept ones) stay.
  const organizationSettled = !user?.organizationId || !organizationQuery.isPending;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer has two openers (header and bottom bar); focus returns to the one used.
  const openerRef = useRef<HTMLElement | null>(null);

  useDocumentTitle(usePageTitle());
  useLiveUpdates(
    useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot)?.token ?? null,
  );

  const primaryColor = organization?.primaryColor;
  const secondaryColor = organization?.secondaryColor;
  useEffect(() => {
    if (organizationSettled) applyBrandColors(primaryColor, secondaryColor);
  }, [organizationSettled, primaryColor, secondaryColor]);
  // Leaving the shell (logout) puts the default colours back for /auth.
  useEffect(() => () => applyBrandColors(), []);
  // Every time on screen is in the organization's zone (decision 0061); signed out, the device's.
  const timeZone = organization?.timeZone;
  useEffect(() => setOrganizationZone(timeZone), [timeZone]);
  useEffect(() => () => setOrganizationZone(undefined), []);

  const openDrawer = (event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setDrawerOpen(true);
  };

  return (
    <div className="flex h-dvh">
      <SkipLink targetId={MAIN_ID} />

      {!isMobile && (
        <aside className="w-64 shrink-0 border-r border-border bg-card">
          <Sidebar organization={organization} />
        </aside>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <Header organization={organization} isMobile={isMobile} onOpenMenu={openDrawer} />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          // Room at the bottom on phones, where the bottom bar covers the content, and more under
          // a list whose add button floats above the bar (ListAddButton): the last card scrolls
          // clear of both.
          className="flex-1 overflow-y-auto p-4 pb-24 outline-none has-[[data-floating-action]]:pb-[calc(10rem+env(safe-area-inset-bottom))] md:p-6"
        >
          {/* Writes made offline that will not be sent, until dismissed (decision 0034). */}
          <NotSentNotices />
          <Suspense fallback={<Spinner screenLoading />}>
            {/* An org admin without an organization sees the setup welcome on every route. */}
            <SetupGate>
              <Outlet />
            </SetupGate>
          </Suspense>
        </main>
      </div>

      {isMobile && (
        <>
          <MobileBottomBar onOpenMenu={openDrawer} />
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetContent
              closeLabel={t('nav.closeMenu')}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                openerRef.current?.focus();
              }}
            >
              <SheetTitle className="sr-only">{t('nav.mainNavigation')}</SheetTitle>
              <Sidebar organization={organization} onNavigate={() => setDrawerOpen(false)} />
            </SheetContent>
          </Sheet>
        </>
      )}
    </div>
  );
};
