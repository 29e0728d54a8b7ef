import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailLogSummary } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryStates } from '@/components/ui/query-states';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { mailLogSummaryQuery } from './api';

type MailLogSummaryCardProps = {
  /** The organization the log below shows; undefined for all of them. */
  chosen: number | undefined;
  onChoose: (organizationId: number | undefined) => void;
};

/**
 * The last 24 hours per organization, busiest first: who sends how much, and how much of it was
 * refused. Choosing an organization narrows the log below to it.
 */
export const MailLogSummaryCard = ({ chosen, onChoose }: MailLogSummaryCardProps) => {
  const { t, i18n } = useTranslation();
  const summary = useQuery(mailLogSummaryQuery());
  const count = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const nameOf = (row: MailLogSummary[number]) => row.organizationName ?? t('mailLog.platform');

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg" id="mail-log-summary-title">
          {t('mailLog.summaryTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={summary}
          loadFailedTitle={t('mailLog.loadFailed')}
          look="inline"
          empty={<p className="text-sm text-muted-foreground">{t('mailLog.summaryEmpty')}</p>}
        >
          {(rows) => (
            <Table scrollLabel={t('mailLog.summaryTitle')} aria-labelledby="mail-log-summary-title">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('mailLog.organization')}</TableHead>
                  <TableHead className="text-right">{t('mailLog.sent')}</TableHead>
                  <TableHead className="text-right">{t('mailLog.refused')}</TableHead>
                  <TableHead className="text-right">{t('mailLog.failed')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.organizationId ?? 'platform'}>
                    <TableCell className="min-w-40">
                      {row.organizationId === null ? (
                        nameOf(row)
                      ) : (
                        <Button
                          type="button"
                          variant="link"
                          className="h-auto min-h-11 px-0 text-left whitespace-normal [overflow-wrap:anywhere]"
                          aria-pressed={chosen === row.organizationId}
                          onClick={() =>
                            onChoose(
                              chosen === row.organizationId ? undefined : row.organizationId!,
                            )
                          }
                        >
                          {nameOf(row)}
                        </Button>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{count(row.sent)}</TableCell>
                    <TableCell className="text-right tabular-nums">{count(row.refused)}</TableCell>
                    <TableCell className="text-right tabular-nums">{count(row.failed)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
};
