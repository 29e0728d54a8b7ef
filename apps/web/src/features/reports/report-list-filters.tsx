import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BranchFilter } from '@/features/branches';
import { sitesQuery } from '@/features/sites';
import { FilterSelect } from '@/components/ui/filter-select';
import type { ListFilterParam, ListFilters } from '@/lib/paged-list';

type ReportListFiltersProps = {
  state: ListFilters;
  onChange: (name: ListFilterParam, value: string | undefined) => void;
};

/** The reports list's filters: branch, and site (of the chosen branch). */
export const ReportListFilters = ({ state, onChange }: ReportListFiltersProps) => {
  const { t } = useTranslation();
  const sites = useQuery(sitesQuery());
  const shown = (sites.data ?? []).filter(
    (site) => !state.branchId || String(site.branchId) === state.branchId,
  );
  return (
    <div
      role="group"
      aria-label={t('listControls.filters')}
      className="flex flex-col gap-3 sm:flex-row"
    >
      <BranchFilter value={state.branchId} onChange={(value) => onChange('branchId', value)} />
      <div className="w-full sm:max-w-xs">
        <FilterSelect
          label={t('listControls.site')}
          allLabel={t('listControls.allSites')}
          value={state.siteId}
          onChange={(value) => onChange('siteId', value)}
          options={shown.map((site) => ({ value: String(site.id), label: site.name }))}
        />
      </div>
    </div>
  );
};
