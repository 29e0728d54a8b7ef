import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, type Permission } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { AiMessagingTab } from '@/features/notifications';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UnsavedChangesScope, useUnsavedChangesRegistry } from '@/lib/unsaved-changes';
import { DiscardChangesDialog } from './discard-changes-dialog';
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

// Seasons and AI messaging only for those the permission table lets save them; for
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
  const unsaved = useUnsavedChangesRegistry();
  // The tab asked for while the open one holds unsaved changes: the dialog asks first.
  const [leavingFor, setLeavingFor] = useState<SettingsTab | null>(null);
  // A new history entry per tab: Back returns to the tab before, a reload stays on this one.
  const showTab = (value: SettingsTab) =>
    setSearchParams(value === 'account' ? {} : { tab: value });
  const chooseTab = (value: string) => {
    if (!isTab(tabs, value) || value === tab) return;
    if (unsaved.hasUnsavedChanges()) setLeavingFor(value);
    else showTab(value);
  };

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-4xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.settings')}</h1>
      <UnsavedChangesScope registry={unsaved.registry}>
        <Tabs
          value={tab}
          onValueChange={chooseTab}
          // Not on focus: focus coming back from the discard question must not ask again.
          activationMode="manual"
        >
          {/* A phone wraps the tabs into rows, each in reach; a desk scrolls one row if it must. */}
          <div className="md:overflow-x-auto">
            <TabsList
              aria-label={t('settings.tabsLabel')}
              className="w-full md:w-auto md:min-w-max"
            >
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
      </UnsavedChangesScope>
      <DiscardChangesDialog
        open={leavingFor !== null}
        onKeep={() => setLeavingFor(null)}
        onDiscard={() => {
          if (leavingFor) showTab(leavingFor);
          setLeavingFor(null);
        }}
      />
    </div>
  );
};
