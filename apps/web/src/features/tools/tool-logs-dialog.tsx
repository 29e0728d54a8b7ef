import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { QueryTableDialog } from '@/components/ui/query-table-dialog';
import { toolLogsQuery, type Tool } from './api';
import { useToolLogColumns } from './use-tool-log-columns';

/** A tool's log: action, user, site, notes, time; newest first. */
export const ToolLogsDialog = ({ tool, onClose }: { tool: Tool | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const columns = useToolLogColumns();
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
      columns={columns}
    />
  );
};
