import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import type { OutboundMail } from '@toolyard/shared';
import { Button } from '@/components/ui/button';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { StateCard } from '@/components/ui/state-card';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useDateFormat } from '@/lib/use-date-format';
import { usePagedList } from '@/lib/use-paged-list';
import { MAIL_LOG_URL } from './api';
import { MailLogSummaryCard } from './mail-log-summary';
import { MailStateBadge } from './mail-state-badge';

/** A positive whole number from the address, or undefined. */
const organizationIdOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The superadmin's view of the platform's outbound mail (decision 0054): the last day per
 * organization, then every mail sent or refused, newest first, in the viewer's own date format
 * (it spans organizations, so no organization's zone applies). The chosen organization is in the
 * address.
 */
export const MailLogPage = () => {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = organizationIdOf(searchParams.get('organizationId'));
  const choose = (organizationId: number | undefined) =>
    setSearchParams(organizationId ? { organizationId: String(organizationId) } : {}, {
      replace: true,
    });
  const list = usePagedList<OutboundMail>(MAIL_LOG_URL, {
    search: '',
    organizationId: chosen ? String(chosen) : undefined,
  });
  const timeOf = (mail: OutboundMail) => dateTime(mail.createdAt) ?? '-';
  const organizationOf = (mail: OutboundMail) =>
    mail.organizationName ?? (mail.organizationId === null ? t('mailLog.platform') : '-');
  const count = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const chosenName = list.items.find((mail) => mail.organizationId === chosen)?.organizationName;

  const renderRow = (mail: OutboundMail) => (
    <>
      <TableCell className="whitespace-nowrap">{timeOf(mail)}</TableCell>
      <TableCell className="min-w-40 [overflow-wrap:anywhere]">{organizationOf(mail)}</TableCell>
      <TableCell>{t(`mailLog.kinds.${mail.kind}`)}</TableCell>
      <TableCell className="text-right tabular-nums">{count(mail.recipientCount)}</TableCell>
      <TableCell>
        <MailStateBadge mail={mail} />
      </TableCell>
    </>
  );

  const renderCard = (mail: OutboundMail) => (
    <RecordCard
      title={t(`mailLog.kinds.${mail.kind}`)}
      badge={<MailStateBadge mail={mail} />}
      facts={[
        { label: t('mailLog.time'), value: timeOf(mail) },
        { label: t('mailLog.organization'), value: organizationOf(mail) },
        { label: t('mailLog.recipients'), value: count(mail.recipientCount) },
      ]}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('pages.mailLog')}</h1>
        <p className="text-sm text-muted-foreground">{t('mailLog.description')}</p>
      </div>
      <MailLogSummaryCard chosen={chosen} onChoose={choose} />
      <section aria-labelledby="mail-log-list-title" className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="mail-log-list-title" className="text-lg font-semibold leading-tight">
            {chosen && chosenName
              ? `${t('mailLog.listTitle')}: ${chosenName}`
              : t('mailLog.listTitle')}
          </h2>
          {chosen !== undefined && (
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              onClick={() => choose(undefined)}
            >
              {t('mailLog.allOrganizations')}
            </Button>
          )}
        </div>
        <PagedListStates
          list={list}
          loadFailedTitle={t('mailLog.loadFailed')}
          empty={<StateCard icon={Mail} title={t('mailLog.empty')} />}
          emptyFiltered={<StateCard icon={Mail} role="status" title={t('mailLog.empty')} />}
        >
          <VirtualTable
            list={list}
            caption={t('mailLog.listTitle')}
            columnCount={5}
            rowKey={(mail) => mail.id}
            renderRow={renderRow}
            renderCard={renderCard}
            head={
              <>
                <TableHead>{t('mailLog.time')}</TableHead>
                <TableHead>{t('mailLog.organization')}</TableHead>
                <TableHead>{t('mailLog.kind')}</TableHead>
                <TableHead className="text-right">{t('mailLog.recipients')}</TableHead>
                <TableHead>{t('mailLog.state')}</TableHead>
              </>
            }
          />
        </PagedListStates>
      </section>
    </div>
  );
};
