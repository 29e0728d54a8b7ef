import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { fullName } from '@toolyard/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { QueryStates } from '@/components/ui/query-states';
import { StateCard } from '@/components/ui/state-card';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { DATE_TIME_FORMAT, formatDateValue } from '@/lib/date-format';
import { useLogWording } from '@/lib/use-log-wording';
import { toolLogsQuery, type Tool } from './api';

/** A tool's log (spec 2): action, user, site, notes, time; newest first. */
export const ToolLogsDialog = ({ tool, onClose }: { tool: Tool | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog open={tool !== null} onOpenChange={(open) => !open && onClose()}>
      {tool && (
        <DialogContent closeLabel={t('common.close')} className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{t('tools.logs.title', { name: tool.name })}</DialogTitle>
            <DialogDescription>{t('tools.logs.description')}</DialogDescription>
          </DialogHeader>
          <ToolLogs tool={tool} />
        </DialogContent>
      )}
    </Dialog>
  );
};

const ToolLogs = ({ tool }: { tool: Tool }) => {
  const { t, i18n } = useTranslation();
  const query = useQuery(toolLogsQuery(tool.id));

  const words = useLogWording('tools');

  return (
    <QueryStates
      query={query}
      loadFailedTitle={t('tools.logs.loadFailed')}
      look="list"
      empty={<StateCard icon={History} title={t('tools.logs.empty')} />}
    >
      {(logs) => (
        <Table scrollLabel={t('tools.logs.caption', { name: tool.name })}>
          <TableCaption>{t('tools.logs.caption', { name: tool.name })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('tools.logs.action')}</TableHead>
              <TableHead>{t('tools.logs.user')}</TableHead>
              <TableHead>{t('tools.logs.site')}</TableHead>
              <TableHead>{t('tools.logs.notes')}</TableHead>
              <TableHead>{t('tools.logs.timestamp')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {logs.map((log) => (
              <TableRow key={log.id}>
                <TableCell className="font-medium">{words.action(log)}</TableCell>
                <TableCell>{log.user ? fullName(log.user) : ''}</TableCell>
                <TableCell>{log.site?.name}</TableCell>
                <TableCell>{words.notes(log)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDateValue(log.timestamp, i18n.resolvedLanguage, DATE_TIME_FORMAT)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryStates>
  );
};
