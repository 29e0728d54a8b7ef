import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, type Permission } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { AiMessagingTab } from '@/features/notifications';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccountTab } from './account-tab';
import { AppearanceTab } from './appearance-tab';
import { LanguageTab } from './language-tab';
import { NotificationsTab } from './notifications-tab';
import { OrganizationScope } from './organization-scope';
import { SeasonsTab } from './seasons-tab';
import { SecurityTab } from './security-tab';

const TABS = [
  'account',
  'security',
  'notifications',
  'language',
  'appearance',
  'seasons',
  'ai',
] as const;
type SettingsTab = (typeof TABS)[number];

// Spec 2 and 6: seasons and AI messaging only for those the permission table lets save them; for
// anyone else they (and their queries) do not exist, and ?tab=seasons or ?tab=ai falls back to
// the account tab.
const TAB_PERMISSIONS: Partial<Record<SettingsTab, Permission>> = {
  seasons: 'organizations.update',
  ai: 'notifications.send',
};

const TAB_LABELS = {
  account: 'settings.accountTab',
  security: 'settings.securityTab',
  notifications: 'settings.notificationsTab',
  language: 'settings.languageTab',
  appearance: 'settings.appearanceTab',
  seasons: 'settings.seasonsTab',
  ai: 'settings.aiTab',
} as const;

const isTab = (tabs: readonly SettingsTab[], value: string | null): value is SettingsTab =>
  (tabs as readonly (string | null)[]).includes(value);

/** /settings; the user menu's Profile lands on the account tab (the default). */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const isSuperadmin = user?.role === 'superadmin';
  const tabs = TABS.filter((value) => {
    const permission = TAB_PERMISSIONS[value];
    return !permission || can(user?.role, permission);
  });
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isTab(tabs, requested) ? requested : 'account';
  // A superadmin acts for one organization, chosen once for both admin tabs.
  const [organizationId, setOrganizationId] = useState<number | null>(user?.organizationId ?? null);

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-4xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.settings')}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'account' ? {} : { tab: value }, { replace: true })
        }
      >
        <div className="overflow-x-auto">
          <TabsList aria-label={t('settings.tabsLabel')} className="min-w-max">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(TAB_LABELS[value])}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
        <TabsContent value="language">
          <LanguageTab />
        </TabsContent>
        <TabsContent value="appearance">
          <AppearanceTab />
        </TabsContent>
        {tabs.includes('seasons') && (
          <TabsContent value="seasons">
            <OrganizationScope
              id="settings-seasons"
              chosen={organizationId}
              onChoose={setOrganizationId}
            >
              {(id) => <SeasonsTab organizationId={id} />}
            </OrganizationScope>
          </TabsContent>
        )}
        {tabs.includes('ai') && (
          <TabsContent value="ai">
            <OrganizationScope
              id="settings-ai"
              chosen={organizationId}
              onChoose={setOrganizationId}
            >
              {(id) => <AiMessagingTab organizationId={isSuperadmin ? id : undefined} />}
            </OrganizationScope>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
};
