import { useTranslation } from 'react-i18next';
import { WORKER_LABEL_KEYS, type ToolStatus, type VehicleStatus } from '@toolyard/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

type WorkerLabelKey =
  | (typeof WORKER_LABEL_KEYS)['tool'][ToolStatus]
  | (typeof WORKER_LABEL_KEYS)['vehicle'][VehicleStatus];

// The word carries the state; the tint only helps.
const TONES: Record<WorkerLabelKey, BadgeProps['tone']> = {
  'worker.labels.available': 'emerald',
  'worker.labels.inUse': 'sky',
  'worker.labels.pending': 'violet',
  'worker.labels.onRepair': 'amber',
};

type WorkerLabelBadgeProps =
  { kind: 'tool'; status: ToolStatus } | { kind: 'vehicle'; status: VehicleStatus };

/** The worker's wording of an item's status: Available, In Use, Pending, On Repair. */
export const WorkerLabelBadge = (props: WorkerLabelBadgeProps) => {
  const { t } = useTranslation();
  const key: WorkerLabelKey =
    props.kind === 'tool'
      ? WORKER_LABEL_KEYS.tool[props.status]
      : WORKER_LABEL_KEYS.vehicle[props.status];
  return <Badge tone={TONES[key] ?? 'neutral'}>{t(key)}</Badge>;
};
