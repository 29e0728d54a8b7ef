import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { branchesQuery } from '@/features/branches';
import { parkingPlacesQuery } from '@/features/storage';
import { DueFilter } from '@/features/due';
import { AssigneeFilter } from '@/features/users';
import { FilterGroup } from '@/components/ui/filter-group';
import { FilterSelect } from '@/components/ui/filter-select';
import type { ListFilterParam, ListFilters } from '@/lib/paged-list';

type VehicleListFiltersProps = {
  state: ListFilters;
  onChange: (name: ListFilterParam, value: string | undefined) => void;
  onClear: () => void;
};

/**
 * The vehicles list's filters: branch, parking place (of the chosen branch), the
 * worker a vehicle is assigned to and whether anything of it is due. The options are
 * the lists the forms already load.
 */
export const VehicleListFilters = ({ state, onChange, onClear }: VehicleListFiltersProps) => {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  const places = useQuery(parkingPlacesQuery());
  const shownPlaces = state.branchId
    ? (places.data ?? []).filter((place) => String(place.branchId) === state.branchId)
    : (places.data ?? []);
  const activeCount = [
    state.branchId,
    state.parkingLocationId,
    state.assignedWorkerId,
    state.due,
  ].filter(Boolean).length;
  return (
    <FilterGroup
      activeCount={activeCount}
      onClear={onClear}
      className="md:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <FilterSelect
        label={t('listControls.branch')}
        allLabel={t('listControls.allBranches')}
        value={state.branchId}
        onChange={(value) => onChange('branchId', value)}
        options={(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
      />
      <FilterSelect
        label={t('listControls.parking')}
        allLabel={t('listControls.allParking')}
        value={state.parkingLocationId}
        onChange={(value) => onChange('parkingLocationId', value)}
        options={shownPlaces.map((place) => ({ value: String(place.id), label: place.name }))}
      />
      <AssigneeFilter
        value={state.assignedWorkerId}
        onChange={(value) => onChange('assignedWorkerId', value)}
      />
      <DueFilter value={state.due} onChange={(value) => onChange('due', value)} />
    </FilterGroup>
  );
};
