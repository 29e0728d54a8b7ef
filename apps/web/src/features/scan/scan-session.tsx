import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArchiveRestore, ClipboardCheck, Trash2, UserCheck, Wrench } from 'lucide-react';
import { can, type BulkAction } from '@toolyard/shared';
import {
  assignedToolsQuery,
  assignedVehiclesQuery,
  availableParkingQuery,
  availableStorageUnitsQuery,
  pendingToolsQuery,
  pendingVehiclesQuery,
} from '@/features/worker';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-context';
import { BulkActionDialog } from './bulk-action-dialog';
import { ResultsSummary } from './results-summary';
import { Scanner } from './scanner';
import { collectedItems } from './session-list';
import { SessionRows } from './session-rows';
import { SessionTargets } from './session-targets';
import { useScanSession, type Announcement } from './use-scan-session';

const ACTIONS: ReadonlyArray<{ action: BulkAction; icon: typeof UserCheck }> = [
  { action: 'assign', icon: UserCheck },
  { action: 'check_out', icon: ClipboardCheck },
  { action: 'return', icon: ArchiveRestore },
  { action: 'maintenance', icon: Wrench },
];

/**
 * What a worker's reads act on, loaded with the screen so the phone keeps them (decision 0033):
 * the items handed to them and the places to return them to — what a read is resolved against
 * without signal (decision 0039).
 */
const useWorkerLists = (enabled: boolean) =>
  useQueries({
    queries: [
      pendingToolsQuery(),
      assignedToolsQuery(),
      pendingVehiclesQuery(),
      assignedVehiclesQuery(),
      availableStorageUnitsQuery(),
      availableParkingQuery(),
    ].map((query) => ({ ...query, enabled })),
  });

/**
 * The scan screen's "Collect several" mode (scan sessions, decision 0039). An admin reads labels
 * one after another into a list — places' labels say where things go — then acts on all at once and
 * sees per item what was done and what was refused. A worker's read acts at once: their pending
 * item is confirmed, one they hold is returned to the place read last, queued when offline.
 */
export const ScanSession = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const scan = useScanSession();
  const [action, setAction] = useState<BulkAction | null>(null);
  useWorkerLists(scan.isWorker);
  const { rows, targets } = scan.session;
  const items = collectedItems(scan.session);
  const mayAct = can(user?.role, 'inventory.bulkChange');

  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-muted-foreground">
        {t(scan.isWorker ? 'scanSession.workerIntro' : 'scanSession.intro')}
      </p>
      <Scanner onRead={scan.onRead} paused={action !== null} />
      <AnnouncementLine announcement={scan.announcement} />
      <ResultsSummary results={scan.results} onClose={scan.closeResults} />
      <SessionTargets targets={targets} onForget={scan.forgetTarget} />
      {mayAct && (
        <section aria-labelledby="scan-session-actions" className="grid gap-2">
          <h2 id="scan-session-actions" className="text-lg font-semibold">
            {t('scanSession.actionsHeading', { count: items.length })}
          </h2>
          <div className="grid grid-cols-2 gap-2">
            {ACTIONS.map(({ action: choice, icon: Icon }) => (
              <Button
                key={choice}
                type="button"
                variant={choice === 'return' ? 'default' : 'outline'}
                className="h-auto min-h-12 whitespace-normal px-3 py-2 text-base"
                disabled={items.length === 0}
                onClick={() => setAction(choice)}
              >
                <Icon aria-hidden="true" />
                {t(`scanSession.actions.${choice}`)}
              </Button>
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="scan-session-list" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="scan-session-list" className="flex items-center gap-2 text-lg font-semibold">
            {t('scanSession.listHeading')}
            <Badge tone="neutral">{rows.length}</Badge>
          </h2>
          {rows.length > 0 && (
            <Button
              type="button"
              variant="outline"
              className="h-12 px-4 text-base"
              onClick={scan.clear}
            >
              <Trash2 aria-hidden="true" />
              {t('scanSession.clear')}
            </Button>
          )}
        </div>
        {rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
            {t(scan.isWorker ? 'scanSession.workerEmpty' : 'scanSession.empty')}
          </p>
        ) : (
          <SessionRows rows={rows} onRemove={scan.remove} />
        )}
      </section>
      {mayAct && (
        <BulkActionDialog
          action={action}
          items={items}
          targets={targets}
          onClose={() => setAction(null)}
          onResults={scan.onResults}
        />
      )}
    </div>
  );
};

/**
 * What the last read did, said once per read (a polite live region that stays in place); a
 * failure is loud in colour too, and its row stays in the list.
 */
const AnnouncementLine = ({ announcement }: { announcement: Announcement | null }) => (
  <div role="status" aria-live="polite">
    {announcement && (
      <p
        key={announcement.id}
        data-tone={announcement.tone}
        className={cn(
          'rounded-lg px-3 py-2 text-base font-semibold',
          announcement.tone === 'error'
            ? 'border-2 border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50'
            : 'border border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50',
        )}
      >
        {announcement.text}
      </p>
    )}
  </div>
);
