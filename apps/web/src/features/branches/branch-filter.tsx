import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/filter-select';
import { branchesQuery } from './api';

type BranchFilterProps = {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A list screen's branch filter: the reader's branches, "all branches" first. */
export const BranchFilter = ({ value, onChange }: BranchFilterProps) => {
  const { t } = useTranslation();
  const branches = useQuery(branchesQuery());
  return (
    <div className="w-full sm:max-w-xs">
      <FilterSelect
        label={t('listControls.branch')}
        allLabel={t('listControls.allBranches')}
        value={value}
        onChange={onChange}
        options={(branches.data ?? []).map((branch) => ({
          value: String(branch.id),
          label: branch.name,
        }))}
      />
    </div>
  );
};
