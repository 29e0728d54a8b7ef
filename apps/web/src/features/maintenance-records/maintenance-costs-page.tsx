import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, subMonths } from 'date-fns';
import { intlLocaleOf, maintenanceCostsQuerySchema, type MaintenanceCosts } from '@toolyard/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ItemLink } from '@/components/ui/item-link';
import { QueryStates } from '@/components/ui/query-states';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatAmount } from '@/lib/number-format';
import { maintenanceCostsQuery } from './api';

const MONTH = 'yyyy-MM';

/** "2026-11" in the reader's language: "November 2026". */
const monthName = (month: string, language: string | undefined) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  try {
    return new Intl.DateTimeFormat(intlLocaleOf(language), {
      month: 'long',
      year: 'numeric',
    }).format(new Date(year, number - 1, 1));
  } catch {
    return month;
  }
};

/**
 * /maintenance-costs: what maintenance and services cost, per month and branch (the
 * branch the item was in when it was done), the items that cost most, and the total.
 */
export const MaintenanceCostsPage = () => {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => ({
    from: format(subMonths(new Date(), 5), MONTH),
    to: format(new Date(), MONTH),
  }));
  const valid = maintenanceCostsQuerySchema.safeParse(range).success;
  const query = useQuery({ ...maintenanceCostsQuery(range.from, range.to), enabled: valid });

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('pages.maintenanceCosts')}</h1>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
          <FormField
            id="costs-from"
            label={t('maintenanceRecords.costs.from')}
            error={valid ? undefined : t('validation.monthRange')}
          >
            <Input
              type="month"
              value={range.from}
              onChange={(event) => setRange((before) => ({ ...before, from: event.target.value }))}
            />
          </FormField>
          <FormField id="costs-to" label={t('maintenanceRecords.costs.to')}>
            <Input
              type="month"
              value={range.to}
              onChange={(event) => setRange((before) => ({ ...before, to: event.target.value }))}
            />
          </FormField>
        </CardContent>
      </Card>
      {valid && (
        <QueryStates query={query} loadFailedTitle={t('maintenanceRecords.costs.loadFailed')}>
          {(costs) => <CostsView costs={costs} />}
        </QueryStates>
      )}
    </div>
  );
};

const CostsView = ({ costs }: { costs: MaintenanceCosts }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  if (costs.rows.length === 0)
    return <p className="text-sm text-muted-foreground">{t('maintenanceRecords.costs.empty')}</p>;
  return (
    <>
      <p className="text-lg font-semibold">
        {t('maintenanceRecords.costs.total', { amount: formatAmount(costs.total, language) })}
      </p>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('maintenanceRecords.costs.byMonth')}</CardTitle>
        </CardHeader>
        <CardContent className="p-0 sm:p-6 sm:pt-0">
          <Table scrollLabel={t('maintenanceRecords.costs.byMonth')}>
            <TableCaption>{t('maintenanceRecords.costs.byMonth')}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t('maintenanceRecords.costs.month')}</TableHead>
                <TableHead>{t('maintenanceRecords.costs.branch')}</TableHead>
                <TableHead className="text-right">
                  {t('maintenanceRecords.costs.records')}
                </TableHead>
                <TableHead className="text-right">{t('maintenanceRecords.costs.amount')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {costs.rows.map((row) => (
                <TableRow key={`${row.month}-${row.branch?.id ?? 'none'}`}>
                  <TableCell>{monthName(row.month, language)}</TableCell>
                  <TableCell>
                    {row.branch?.name ?? t('maintenanceRecords.costs.noBranch')}
                  </TableCell>
                  <TableCell className="text-right">{row.records}</TableCell>
                  <TableCell className="text-right">{formatAmount(row.total, language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('maintenanceRecords.costs.costliest')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-2">
            {costs.items.map((item) => (
              <li
                key={`${item.kind}-${item.id}`}
                className="flex flex-wrap justify-between gap-x-4 text-sm"
              >
                <ItemLink to={`/${item.kind === 'tool' ? 'tools' : 'vehicles'}/${item.id}`}>
                  {item.name}
                </ItemLink>
                <span>{formatAmount(item.total, language)}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </>
  );
};
