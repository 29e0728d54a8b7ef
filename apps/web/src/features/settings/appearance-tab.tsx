import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@toolyard/shared';
import { useSession } from '@/lib/session-context';
import { useMyOrganization } from '@/features/organizations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ColorSwatch } from '@/components/ui/color-swatch';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { setTheme, useTheme } from '@/lib/theme';

/** Light/dark, and the organization's colours shown read-only. */
export const AppearanceTab = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const { theme } = useTheme();
  // The shell already loads this; the cache answers.
  const { data: organization } = useMyOrganization(user);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('settings.appearanceTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="flex items-center justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="settings-dark-mode">{t('settings.darkMode')}</Label>
            <p id="settings-dark-mode-description" className="text-sm text-muted-foreground">
              {t('settings.darkModeDescription')}
            </p>
          </div>
          <Switch
            id="settings-dark-mode"
            aria-describedby="settings-dark-mode-description"
            checked={theme === 'dark'}
            onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('settings.organizationColors')}</CardTitle>
          <CardDescription>
            {organization
              ? t('settings.organizationColorsDescription')
              : t('settings.defaultColors')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap gap-6">
            <ColorSwatch
              label={t('organizations.wizard.primaryColor')}
              color={organization?.primaryColor || DEFAULT_PRIMARY_COLOR}
            />
            <ColorSwatch
              label={t('organizations.wizard.secondaryColor')}
              color={organization?.secondaryColor || DEFAULT_SECONDARY_COLOR}
            />
          </div>
          {user?.role === 'org_admin' && (
            <p className="text-sm">
              {t('settings.colorsAdminHint')}{' '}
              <Link
                to="/organization?tab=setup"
                className="font-medium text-link underline underline-offset-4 hover:no-underline"
              >
                {t('settings.openOrganizationSettings')}
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
};
