import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Menu, ScanQrCode } from 'lucide-react';
import type { OrganizationBranding } from '@/features/organizations';
import { Button } from '@/components/ui/button';
import { LanguageSelect } from '@/components/ui/language-select';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { usePageTitle } from '@/lib/page-title';
import { OfflineMarker, WaitingCount } from '@/features/offline';
import { NoticeBell } from '@/features/notices';
import { ImpersonationBanner } from './impersonation-banner';
import { UserMenu } from './user-menu';

type HeaderProps = {
  organization: OrganizationBranding | null;
  isMobile: boolean;
  onOpenMenu: (event: MouseEvent<HTMLButtonElement>) => void;
};

export const Header = ({ organization, isMobile, onOpenMenu }: HeaderProps) => {
  const { t } = useTranslation();
  const title = usePageTitle();
  const onScan = useLocation().pathname === '/scan';
  const themeName = organization?.name
    ? t('header.themeName', { name: organization.name })
    : t('header.defaultThemeName');

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card">
      <ImpersonationBanner />
      <OfflineMarker />
      <WaitingCount />
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4 md:px-6">
        {isMobile && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            onClick={onOpenMenu}
          >
            <Menu aria-hidden="true" />
          </Button>
        )}
        {/* Not a heading: each screen has its own h1 with the same title. */}
        <div className="min-w-0 flex-1">
          {/*
            A phone wraps a long title ("Wartungskosten") onto a second line instead of cutting it:
            hyphenated where the browser knows the language's words, else broken where it must.
          */}
          <p className="line-clamp-2 text-sm font-semibold leading-tight hyphens-auto [overflow-wrap:anywhere] sm:text-lg md:truncate">
            {title}
          </p>
          {!isMobile && <p className="truncate text-xs text-muted-foreground">{themeName}</p>}
        </div>
        {/* Scanning a label is a step of the work on site: one tap from every screen. */}
        <Button asChild variant="ghost" size={isMobile ? 'icon' : 'default'}>
          <Link
            to="/scan"
            aria-label={isMobile ? t('nav.scan') : undefined}
            aria-current={onScan ? 'page' : undefined}
          >
            <ScanQrCode aria-hidden="true" />
            {!isMobile && t('nav.scan')}
          </Link>
        </Button>
        <LanguageSelect compact={isMobile} />
        <ThemeToggle />
        {/* The real number of unread notices (decision 0044), not the spec's placeholder 3. */}
        <NoticeBell />
        <UserMenu />
      </div>
    </header>
  );
};
