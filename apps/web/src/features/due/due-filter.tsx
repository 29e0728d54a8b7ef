import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/filter-select';

const DUE_FILTER_STATES = ['due_soon', 'overdue'] as const;

type DueFilterProps = {
  /** `due_soon` or `overdue` from the address, or undefined for all. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** The tools and vehicles lists' "Due" filter: all, due soon or overdue. */
export const DueFilter = ({ value, onChange }: DueFilterProps) => {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('due.filter')}
      allLabel={t('due.filterAll')}
      value={value}
      onChange={onChange}
      options={DUE_FILTER_STATES.map((state) => ({ value: state, label: t(`due.state.${state}`) }))}
    />
  );
};
