import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ToolStatusBadge, VehicleStatusBadge } from '@/components/ui/status-badge';
import { useWaitingFor, WaitingBadge } from '@/features/offline';
import { cn } from '@/lib/cn';
import { refusalText } from './refusal-text';
import type { ScanItem, SessionRow } from './session-list';

type SessionRowsProps = {
  rows: readonly SessionRow[];
  onRemove: (key: string) => void;
};

/** The scanned reads, oldest first: items with their status, what was done, and what failed. */
export const SessionRows = ({ rows, onRemove }: SessionRowsProps) => (
  <ul className="grid gap-2">
    {rows.map((row) => (
      <li key={row.key}>
        <RowContent row={row} onRemove={() => onRemove(row.key)} />
      </li>
    ))}
  </ul>
);

const StatusBadge = ({ item }: { item: ScanItem }) => {
  if (!item.status) return null;
  return item.kind === 'tool' ? (
    <ToolStatusBadge status={item.status} />
  ) : (
    <VehicleStatusBadge status={item.status} />
  );
};

const RowContent = ({ row, onRemove }: { row: SessionRow; onRemove: () => void }) => {
  const { t, i18n } = useTranslation();
  const waitingFor = useWaitingFor([
    'confirmTool',
    'returnTool',
    'confirmVehicle',
    'returnVehicle',
  ]);
  if (row.type === 'problem') {
    const name = row.name ?? row.text;
    return (
      <RowFrame
        tone="problem"
        icon={<CircleAlert aria-hidden="true" className="size-6 shrink-0" />}
        title={name}
        removeLabel={t('scanSession.remove', { name })}
        onRemove={onRemove}
      >
        <p className="text-base font-semibold">{t(`scanSession.problems.${row.problem}`)}</p>
        {row.name && <p className="font-mono text-sm">{row.text}</p>}
        {row.detail && <p className="break-words text-sm">{row.detail}</p>}
      </RowFrame>
    );
  }
  const { item } = row;
  const kind = t(`scanSession.kinds.${item.kind}`);
  if (row.type === 'acted') {
    const waiting = waitingFor(item.id) !== undefined && row.queued;
    return (
      <RowFrame
        tone="done"
        icon={<CircleCheck aria-hidden="true" className="size-6 shrink-0" />}
        title={item.name}
        removeLabel={t('scanSession.remove', { name: item.name })}
        onRemove={onRemove}
      >
        <p className="text-sm text-muted-foreground">{kind}</p>
        <p className="text-base font-medium">
          {row.act.type === 'confirmed'
            ? t('scanSession.acted.confirmed')
            : row.act.place
              ? t('scanSession.acted.returned', { place: row.act.place })
              : t('scanSession.acted.returnedNoPlace')}
        </p>
        {waiting && <WaitingBadge />}
      </RowFrame>
    );
  }
  return (
    <RowFrame
      tone={row.refusal ? 'problem' : 'item'}
      title={item.name}
      removeLabel={t('scanSession.remove', { name: item.name })}
      onRemove={onRemove}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{kind}</span>
        <StatusBadge item={item} />
      </div>
      {row.refusal && (
        <p className="break-words text-base font-semibold">
          {t('scanSession.refused', { reason: refusalText(t, i18n, row.refusal) })}
        </p>
      )}
    </RowFrame>
  );
};

type RowFrameProps = {
  tone: 'item' | 'done' | 'problem';
  icon?: ReactNode;
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
};

const TONES = {
  item: 'border-border bg-card',
  done: 'border-emerald-700 bg-card dark:border-emerald-500',
  // Loud: a failed read must not be missed. Text colours ≥ 4.5:1 in both themes.
  problem:
    'border-2 border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
} as const;

const RowFrame = ({ tone, icon, title, removeLabel, onRemove, children }: RowFrameProps) => (
  <div data-tone={tone} className={cn('flex items-start gap-3 rounded-xl border p-3', TONES[tone])}>
    {icon && <span className="mt-0.5">{icon}</span>}
    <div className="grid min-w-0 flex-1 gap-1">
      <p className="break-words text-base font-bold leading-snug">{title}</p>
      {children}
    </div>
    <Button
      type="button"
      variant="ghost"
      className="size-12 shrink-0"
      aria-label={removeLabel}
      onClick={onRemove}
    >
      <X aria-hidden="true" />
    </Button>
  </div>
);
