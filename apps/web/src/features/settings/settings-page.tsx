import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccountTab } from './account-tab';
import { AppearanceTab } from './appearance-tab';
import { LanguageTab } from './language-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';

// Seasons and AI messaging (spec 2) come with their own issue.
const TABS = ['account', 'security', 'notifications', 'language', 'appearance'] as const;
type SettingsTab = (typeof TABS)[number];

const TAB_LABELS = {
  account: 'settings.accountTab',
  security: 'settings.securityTab',
  notifications: 'settings.notificationsTab',
  language: 'settings.languageTab',
  appearance: 'settings.appearanceTab',
} as const;

const isTab = (value: string | null): value is SettingsTab =>
  (TABS as readonly (string | null)[]).includes(value);

/** /settings; the user menu's Profile lands on the account tab (the default). */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isTab(requested) ? requested : 'account';

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
            {TABS.map((value) => (
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
      </Tabs>
    </div>
  );
};
