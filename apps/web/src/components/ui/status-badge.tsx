import { useTranslation } from 'react-i18next';
import type { ToolStatus, VehicleStatus } from '@toolyard/shared';
import { Badge, type BadgeProps } from './badge';

// The word carries the status; the tint only helps (never colour alone).
const TOOL_TONES: Record<ToolStatus, BadgeProps['tone']> = {
  available: 'emerald',
  checked_out: 'sky',
  pending_confirmation: 'violet',
  maintenance: 'amber',
};

const VEHICLE_TONES: Record<VehicleStatus, BadgeProps['tone']> = {
  available: 'emerald',
  in_use: 'sky',
  pending_confirmation: 'violet',
  service: 'amber',
};

export const ToolStatusBadge = ({ status }: { status: ToolStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={TOOL_TONES[status]}>{t(`statuses.tool.${status}`)}</Badge>;
};

/** An available vehicle with a current location reads "Parked". */
export const VehicleStatusBadge = ({
  status,
  currentLocation,
}: {
  status: VehicleStatus;
  currentLocation?: string | null;
}) => {
  const { t } = useTranslation();
  if (status === 'available' && currentLocation) {
    return (
      <Badge tone="neutral" title={currentLocation}>
        {t('vehicles.parked')}
      </Badge>
    );
  }
  return <Badge tone={VEHICLE_TONES[status]}>{t(`statuses.vehicle.${status}`)}</Badge>;
};
