import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { fullName } from '@toolyard/shared';
import { QueryTableDialog } from '@/components/ui/query-table-dialog';
import { DATE_TIME_FORMAT, formatDateValue } from '@/lib/date-format';
import { useLogWording } from '@/lib/use-log-wording';
import { toolLogsQuery, type Tool } from './api';

/** A tool's log (spec 2): action, user, site, notes, time; newest first. */
export const ToolLogsDialog = ({ tool, onClose }: { tool: Tool | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const words = useLogWording('tools');
  const name = tool?.name ?? '';
  return (
    <QueryTableDialog
      query={tool && toolLogsQuery(tool.id)}
      onClose={onClose}
      title={t('tools.logs.title', { name })}
      description={t('tools.logs.description')}
      caption={t('tools.logs.caption', { name })}
      loadFailedTitle={t('tools.logs.loadFailed')}
      empty={{ icon: History, title: t('tools.logs.empty') }}
      columns={[
        {
          key: 'action',
          header: t('tools.logs.action'),
          cell: (log) => words.action(log),
          className: 'font-medium',
        },
        {
          key: 'user',
          header: t('tools.logs.user'),
          cell: (log) => (log.user ? fullName(log.user) : ''),
        },
        { key: 'site', header: t('tools.logs.site'), cell: (log) => log.site?.name },
        { key: 'notes', header: t('tools.logs.notes'), cell: (log) => words.notes(log) },
        {
          key: 'timestamp',
          header: t('tools.logs.timestamp'),
          cell: (log) => formatDateValue(log.timestamp, i18n.resolvedLanguage, DATE_TIME_FORMAT),
          className: 'whitespace-nowrap',
        },
      ]}
    />
  );
};
