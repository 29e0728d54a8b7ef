import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CalendarClock,
  CircleCheck,
  Clock,
  FileText,
  Inbox,
  Mail,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';
import { NOTIFICATION_SORTS, type SentNotification } from '@toolyard/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ExportMenu } from '@/components/ui/export-menu';
import { ListTotal } from '@/components/ui/list-total';
import { PagedListStates } from '@/components/ui/paged-list-states';
import { RecordCard } from '@/components/ui/record-card';
import { SortableHead } from '@/components/ui/sortable-head';
import { TableCell, TableHead } from '@/components/ui/table';
import { VirtualTable } from '@/components/ui/virtual-table';
import { useListUrlState } from '@/lib/use-list-url-state';
import { usePagedList } from '@/lib/use-paged-list';
import { AI_MESSAGES_URL, type AiStatus } from './api';
import {
  historyRow,
  type DeliveryKind,
  type HistoryRow,
  type StatusKind,
  type WriterKind,
} from './history';
import { useOrganizationZone } from '@/lib/organization-zone';

/** E-mail or outbox: an icon and a word, never the colour alone. */
const DeliveryBadge = ({ delivery, raw }: { delivery: DeliveryKind; raw: string }) => {
  const { t } = useTranslation();
  if (delivery === 'smtp')
    return (
      <Badge tone="sky" className="gap-1">
        <Mail className="size-3.5" aria-hidden="true" />
        {t('notifications.deliveryEmail')}
      </Badge>
    );
  if (delivery === 'outbox')
    return (
      <Badge tone="amber" className="gap-1">
        <Inbox className="size-3.5" aria-hidden="true" />
        {t('notifications.deliveryOutbox')}
      </Badge>
    );
  return <Badge>{raw}</Badge>;
};

/** Whether the message went out (decision 0012): an icon and a word, never the colour alone. */
const STATUS_BADGES = {
  sent: { tone: 'emerald', Icon: CircleCheck, label: 'notifications.deliveryStatusSent' },
  failed: { tone: 'amber', Icon: TriangleAlert, label: 'notifications.deliveryStatusFailed' },
  sending: { tone: 'neutral', Icon: Clock, label: 'notifications.deliveryStatusSending' },
} as const;

const StatusBadge = ({ status }: { status: StatusKind }) => {
  const { t } = useTranslation();
  const { tone, Icon, label } = STATUS_BADGES[status];
  return (
    <Badge tone={tone} className="gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {t(label)}
    </Badge>
  );
};

const WriterLabel = ({ writer, raw }: { writer: WriterKind; raw: string }) => {
  const { t } = useTranslation();
  if (writer === 'other') return <>{raw}</>;
  const Icon = writer === 'model' ? Sparkles : writer === 'digest' ? CalendarClock : FileText;
  const label =
    writer === 'model'
      ? t('notifications.writerModel')
      : writer === 'digest'
        ? t('notifications.writerDigest')
        : t('notifications.writerTemplate');
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      {label}
    </span>
  );
};

/** The full message, as plain text (never HTML). */
const MessageDialog = ({
  entry,
  onClose,
}: {
  entry: { message: SentNotification; row: HistoryRow } | undefined;
  onClose: () => void;
}) => {
  return (
    <Dialog open={Boolean(entry)} onOpenChange={(open) => !open && onClose()}>
      {entry && <MessageDialogContent {...entry} />}
    </Dialog>
  );
};

const MessageDialogContent = ({ message, row }: { message: SentNotification; row: HistoryRow }) => {
  const { t } = useTranslation();
  return (
    <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>{message.subject}</DialogTitle>
        <DialogDescription>
          {t('notifications.messageMeta', {
            date: row.sentAt ?? t('notifications.notRecorded'),
            recipients: row.recipients,
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="max-h-[60dvh] overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-border bg-background p-4 text-sm">
        {message.body}
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="font-medium">{t('notifications.deliveryStatus')}:</dt>
          <dd>
            <StatusBadge status={row.status} />
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{t('notifications.prompt')}:</dt>
          <dd className="whitespace-pre-wrap break-words">{message.prompt}</dd>
        </div>
      </dl>
    </DialogContent>
  );
};

type MessageHistoryProps = {
  /** The superadmin's chosen organization; undefined for an org admin (their own). */
  organizationId?: number;
  delivery: AiStatus['delivery'] | undefined;
};

// Newest sent first unless a column is chosen.
const HISTORY_LIST_URL_SPEC = {
  sorts: NOTIFICATION_SORTS,
  defaultSort: 'sentAt',
  defaultDir: 'desc',
} as const;

/**
 * Messages sent so far, newest first; with no mail server they are the outbox. Paged, sorted and
 * counted by the server, the sort in the address, exportable like every list.
 */
export const MessageHistory = ({ organizationId, delivery }: MessageHistoryProps) => {
  const { t, i18n } = useTranslation();
  const zone = useOrganizationZone();
  const view = useListUrlState(HISTORY_LIST_URL_SPEC);
  // The history has no search box: a search left in the address is not sent.
  const list = usePagedList<SentNotification>(AI_MESSAGES_URL, {
    ...view.state,
    search: '',
    organizationId: organizationId ? String(organizationId) : undefined,
  });
  const sorting = { sort: view.sort, onSort: view.sortBy };
  const [openId, setOpenId] = useState<number | null>(null);
  const title =
    delivery === 'outbox' ? t('notifications.outboxTitle') : t('notifications.historyTitle');
  const rowOf = (message: SentNotification) => historyRow(message, i18n.resolvedLanguage, zone);
  const opened = list.items.find((message) => message.id === openId);

  const readButton = (row: HistoryRow) => (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('notifications.readMessageLabel', { subject: row.subject })}
      onClick={() => setOpenId(row.id)}
    >
      {t('notifications.readMessage')}
    </Button>
  );

  const renderRow = (message: SentNotification) => {
    const row = rowOf(message);
    return (
      <>
        <TableCell className="whitespace-nowrap">
          {row.sentAt ?? t('notifications.notRecorded')}
        </TableCell>
        <TableCell className="min-w-48 font-medium">{row.subject}</TableCell>
        <TableCell className="min-w-48 break-all">{row.recipients}</TableCell>
        <TableCell>{row.sender ?? t('notifications.notRecorded')}</TableCell>
        <TableCell>
          <DeliveryBadge delivery={row.delivery} raw={message.delivery} />
        </TableCell>
        <TableCell>
          <StatusBadge status={row.status} />
        </TableCell>
        <TableCell>
          <WriterLabel writer={row.writer} raw={message.writer} />
        </TableCell>
        <TableCell>{readButton(row)}</TableCell>
      </>
    );
  };

  // On a phone each message is a card, its status first (decision 0025).
  const renderCard = (message: SentNotification) => {
    const row = rowOf(message);
    return (
      <RecordCard
        title={row.subject}
        badge={<StatusBadge status={row.status} />}
        facts={[
          { label: t('notifications.sentAt'), value: row.sentAt ?? t('notifications.notRecorded') },
          { label: t('notifications.recipients'), value: row.recipients },
          { label: t('notifications.sender'), value: row.sender ?? t('notifications.notRecorded') },
          {
            label: t('notifications.delivery'),
            value: <DeliveryBadge delivery={row.delivery} raw={message.delivery} />,
          },
          {
            label: t('notifications.writer'),
            value: <WriterLabel writer={row.writer} raw={message.writer} />,
          },
        ]}
        actions={readButton(row)}
      />
    );
  };

  const empty = <p className="text-sm text-muted-foreground">{t('notifications.historyEmpty')}</p>;
  return (
    <section aria-labelledby="message-history-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="message-history-title" className="text-lg font-semibold leading-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {delivery === 'outbox'
              ? t('notifications.outboxDescription')
              : t('notifications.historyDescription')}
          </p>
        </div>
        <ExportMenu url={AI_MESSAGES_URL} filters={list.filters} />
      </div>
      <ListTotal
        total={list.total}
        capped={list.totalCapped}
        sentence={(values) => t('notifications.total', values)}
      />
      <PagedListStates
        list={list}
        loadFailedTitle={t('notifications.historyLoadFailed')}
        empty={empty}
        emptyFiltered={empty}
      >
        <VirtualTable
          list={list}
          caption={title}
          columnCount={8}
          rowKey={(message) => message.id}
          renderRow={renderRow}
          renderCard={renderCard}
          head={
            <>
              <SortableHead label={t('notifications.sentAt')} column="sentAt" {...sorting} />
              <SortableHead label={t('notifications.subject')} column="subject" {...sorting} />
              <TableHead>{t('notifications.recipients')}</TableHead>
              <TableHead>{t('notifications.sender')}</TableHead>
              <TableHead>{t('notifications.delivery')}</TableHead>
              <SortableHead
                label={t('notifications.deliveryStatus')}
                column="status"
                {...sorting}
              />
              <TableHead>{t('notifications.writer')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('common.actions')}</span>
              </TableHead>
            </>
          }
        />
      </PagedListStates>
      <MessageDialog
        entry={opened && { message: opened, row: rowOf(opened) }}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
};
