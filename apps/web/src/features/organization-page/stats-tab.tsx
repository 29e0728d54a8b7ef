import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Building2,
  HardHat,
  MapPin,
  Truck,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { countQuery, organizationWorkersQuery, type CountedEntity } from '@/features/organizations';

const COUNTS: ReadonlyArray<{ entity: CountedEntity; icon: LucideIcon; labelKey: StatLabelKey }> = [
  { entity: 'branches', icon: Building2, labelKey: 'organizations.page.branches' },
  { entity: 'sites', icon: MapPin, labelKey: 'organizations.page.sites' },
  { entity: 'tools', icon: Wrench, labelKey: 'organizations.page.tools' },
  { entity: 'vehicles', icon: Truck, labelKey: 'organizations.page.vehicles' },
  { entity: 'storage-units', icon: Warehouse, labelKey: 'organizations.page.storageUnits' },
];

type StatLabelKey =
  | 'organizations.page.branches'
  | 'organizations.page.sites'
  | 'organizations.page.tools'
  | 'organizations.page.vehicles'
  | 'organizations.page.storageUnits';

const CountCard = ({
  entity,
  icon,
  label,
  organizationId,
}: {
  entity: CountedEntity;
  icon: LucideIcon;
  label: string;
  organizationId: number;
}) => {
  const { data } = useQuery(countQuery(entity, organizationId));
  return <StatCard title={label} value={data ?? '—'} icon={icon} />;
};

/** Record counts of the organization. */
export const StatsTab = ({ organizationId }: { organizationId: number }) => {
  const { t } = useTranslation();
  const workers = useQuery(organizationWorkersQuery(organizationId));

  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {COUNTS.map(({ entity, icon, labelKey }) => (
        <CountCard
          key={entity}
          entity={entity}
          icon={icon}
          label={t(labelKey)}
          organizationId={organizationId}
        />
      ))}
      {/* The only user list an org admin can read is its workers; so the figure says workers. */}
      <StatCard
        title={t('organizations.page.workers')}
        value={workers.isPending ? '—' : (workers.data?.length ?? 0)}
        icon={HardHat}
      />
    </div>
  );
};
