import { useTranslation } from 'react-i18next';
import type { Organization } from '@toolyard/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Name and contact data. */
export const OverviewTab = ({ organization }: { organization: Organization }) => {
  const { t } = useTranslation();
  const notSet = t('organizations.wizard.notSet');
  const rows: Array<[string, string]> = [
    [t('organizations.wizard.name'), organization.name],
    [t('organizations.wizard.contactEmail'), organization.contactEmail || notSet],
    [t('organizations.wizard.contactPhone'), organization.contactPhone || notSet],
    [t('organizations.wizard.address'), organization.address || notSet],
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('organizations.page.overviewTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="whitespace-pre-line break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};
