import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff } from 'lucide-react';
import { summerMonthsFor, type Organization } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ColorSwatch } from '@/components/ui/color-swatch';
import { monthName } from '@/lib/date-locale';
import { winterInSeasonOrder, winterMonthsFrom } from '@/features/organizations';
import { OrganizationWizardDialog } from '@/features/organizations';

/** Current logo, colours and seasons, and the wizard in update mode. */
export const BrandingTab = ({ organization }: { organization: Organization }) => {
  const { t, i18n } = useTranslation();
  const [wizardOpen, setWizardOpen] = useState(false);
  const winter = winterMonthsFrom(organization.winterMonths);
  const months = (list: readonly number[]) =>
    list.map((month) => monthName(month, i18n.resolvedLanguage)).join(', ') ||
    t('organizations.seasons.none');

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
        <CardTitle className="text-lg">{t('organizations.page.setupTitle')}</CardTitle>
        <Button onClick={() => setWizardOpen(true)}>
          {t('organizations.page.updateBranding')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-3">
        <section className="grid content-start gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">
            {t('organizations.page.currentLogo')}
          </h3>
          {organization.logoUrl ? (
            <img
              src={organization.logoUrl}
              alt={t('nav.organizationLogo', { name: organization.name })}
              className="size-24 rounded-lg border border-border bg-white object-contain p-1"
            />
          ) : (
            <p className="flex items-center gap-2 text-sm">
              <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('organizations.wizard.noLogo')}
            </p>
          )}
        </section>
        <section className="grid content-start gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">
            {t('organizations.page.colors')}
          </h3>
          <ColorSwatch
            label={t('organizations.wizard.primaryColor')}
            color={organization.primaryColor}
          />
          <ColorSwatch
            label={t('organizations.wizard.secondaryColor')}
            color={organization.secondaryColor}
          />
        </section>
        <section className="grid content-start gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">
            {t('organizations.page.seasonMonths')}
          </h3>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="font-medium">{t('organizations.seasons.winterMonths')}</dt>
              <dd>{months(winterInSeasonOrder(winter))}</dd>
            </div>
            <div>
              <dt className="font-medium">{t('organizations.seasons.summerMonths')}</dt>
              <dd>{months(summerMonthsFor(winter))}</dd>
            </div>
          </dl>
        </section>
      </CardContent>
      <OrganizationWizardDialog
        open={wizardOpen}
        onOpenChange={setWizardOpen}
        organization={organization}
      />
    </Card>
  );
};
