import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { branchesQuery } from '@/features/branches';
import { sitesQuery } from '@/features/sites';
import { parkingPlacesQuery, storageUnitsQuery } from '@/features/storage';
import { DueFilter } from '@/features/due';
import { AssigneeFilter } from '@/features/users';
import { FilterGroup } from '@/components/ui/filter-group';
import { FilterSelect } from '@/components/ui/filter-select';
import type { ListFilterParam, ListFilters } from '@/lib/paged-list';
import type { PlaceFilter } from './item-kind';

type ItemListFiltersProps = {
  places: readonly PlaceFilter[];
  state: ListFilters;
  onChange: (name: ListFilterParam, value: string | undefined) => void;
  onClear: () => void;
};

const named = (records: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));

/** Each place filter's words: its label and its "all" choice. */
const PLACE_WORDS = {
  siteId: ['listControls.site', 'listControls.allSites'],
  storageUnitId: ['listControls.storageUnit', 'listControls.allStorageUnits'],
  parkingLocationId: ['listControls.parking', 'listControls.allParking'],
} as const;

/** A grid as wide as the filters, the clear button last (four or five filters). */
const GRID = {
  4: 'md:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]',
  5: 'md:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]',
} as const;

/**
 * A kind's list filters: branch, the places its items can be (a tool's site and storage unit, a
 * vehicle's parking place; each of the chosen branch), the worker it is assigned to and whether
 * anything of it is due. The options are the lists the forms already load; a place the kind does
 * not have is not asked for.
 */
export const ItemListFilters = ({ places, state, onChange, onClear }: ItemListFiltersProps) => {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  type Place = { id: number; name: string; branchId: number };
  const options: Record<PlaceFilter, readonly Place[] | undefined> = {
    siteId: useQuery({ ...sitesQuery(), enabled: places.includes('siteId') }).data,
    storageUnitId: useQuery({ ...storageUnitsQuery(), enabled: places.includes('storageUnitId') })
      .data,
    parkingLocationId: useQuery({
      ...parkingPlacesQuery(),
      enabled: places.includes('parkingLocationId'),
    }).data,
  };
  const inBranch = (records: readonly Place[] | undefined) =>
    state.branchId
      ? (records ?? []).filter((record) => String(record.branchId) === state.branchId)
      : records;
  const filters = ['branchId', ...places, 'assignedWorkerId', 'due'] as const;
  const activeCount = filters.filter((name) => Boolean(state[name])).length;
  return (
    <FilterGroup
      activeCount={activeCount}
      onClear={onClear}
      className={GRID[filters.length === 5 ? 5 : 4]}
    >
      <FilterSelect
        label={t('listControls.branch')}
        allLabel={t('listControls.allBranches')}
        value={state.branchId}
        onChange={(value) => onChange('branchId', value)}
        options={named(branches.data)}
      />
      {places.map((place) => (
        <FilterSelect
          key={place}
          label={t(PLACE_WORDS[place][0])}
          allLabel={t(PLACE_WORDS[place][1])}
          value={state[place]}
          onChange={(value) => onChange(place, value)}
          options={named(inBranch(options[place]))}
        />
      ))}
      <AssigneeFilter
        value={state.assignedWorkerId}
        onChange={(value) => onChange('assignedWorkerId', value)}
      />
      <DueFilter value={state.due} onChange={(value) => onChange('due', value)} />
    </FilterGroup>
  );
};
