import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fullName } from '@toolyard/shared';
import { FilterSelect } from '@/components/ui/filter-select';
import { usersQuery } from './api';

type AssigneeFilterProps = {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A list screen's "assigned to" filter: the organization's people, "anyone" first. */
export const AssigneeFilter = ({ value, onChange }: AssigneeFilterProps) => {
  const { t } = useTranslation();
  const users = useQuery(usersQuery());
  return (
    <FilterSelect
      label={t('listControls.assignee')}
      allLabel={t('listControls.anyone')}
      value={value}
      onChange={onChange}
      options={(users.data ?? []).map((person) => ({
        value: String(person.id),
        label: fullName(person),
      }))}
    />
  );
};
