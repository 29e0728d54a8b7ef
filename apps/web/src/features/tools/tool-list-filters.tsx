import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { branchesQuery } from '@/features/branches';
import { sitesQuery } from '@/features/sites';
import { storageUnitsQuery } from '@/features/storage';
import { DueFilter } from '@/features/due';
import { AssigneeFilter } from '@/features/users';
import { FilterGroup } from '@/components/ui/filter-group';
import { FilterSelect } from '@/components/ui/filter-select';
import type { ListFilterParam, ListFilters } from '@/lib/paged-list';

type ToolListFiltersProps = {
  state: ListFilters;
  onChange: (name: ListFilterParam, value: string | undefined) => void;
  onClear: () => void;
};

const named = (records: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));

/**
 * The tools list's filters: branch, site (of the chosen branch), storage unit, the
 * worker a tool is assigned to and whether its maintenance is due. The options are
 * the lists the forms already load.
 */
export const ToolListFilters = ({ state, onChange, onClear }: ToolListFiltersProps) => {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  const sites = useQuery(sitesQuery());
  const units = useQuery(storageUnitsQuery());
  const inBranch = <T extends { branchId: number }>(records: readonly T[] | undefined) =>
    state.branchId
      ? (records ?? []).filter((record) => String(record.branchId) === state.branchId)
      : records;
  const activeCount = [
    state.branchId,
    state.siteId,
    state.storageUnitId,
    state.assignedWorkerId,
    state.due,
  ].filter(Boolean).length;
  return (
    <FilterGroup
      activeCount={activeCount}
      onClear={onClear}
      className="md:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <FilterSelect
        label={t('listControls.branch')}
        allLabel={t('listControls.allBranches')}
        value={state.branchId}
        onChange={(value) => onChange('branchId', value)}
        options={named(branches.data)}
      />
      <FilterSelect
        label={t('listControls.site')}
        allLabel={t('listControls.allSites')}
        value={state.siteId}
        onChange={(value) => onChange('siteId', value)}
        options={named(inBranch(sites.data))}
      />
      <FilterSelect
        label={t('listControls.storageUnit')}
        allLabel={t('listControls.allStorageUnits')}
        value={state.storageUnitId}
        onChange={(value) => onChange('storageUnitId', value)}
        options={named(inBranch(units.data))}
      />
      <AssigneeFilter
        value={state.assignedWorkerId}
        onChange={(value) => onChange('assignedWorkerId', value)}
      />
      <DueFilter value={state.due} onChange={(value) => onChange('due', value)} />
    </FilterGroup>
  );
};
