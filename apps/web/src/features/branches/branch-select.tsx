import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useSession } from '@/lib/session-context';
import { ControlledSelect, type SelectBinding } from '@/components/ui/controlled-select';
import { SelectItem } from '@/components/ui/select';
import { branchesQuery, branchOptionLabel } from './api';

type BranchSelectProps<TValues extends FieldValues, TOutput> = SelectBinding<TValues, TOutput> & {
  label: string;
  placeholder: string;
  /** The edited record's branch: it stays choosable, also while the list loads. */
  current?: { id: number; name: string };
  onChanged?: (value: string) => void;
};

/**
 * The branch field of the inventory forms: the branches the viewer may use, with their
 * organization for a superadmin, who sees every organization's.
 */
export const BranchSelect = <TValues extends FieldValues, TOutput>({
  current,
  ...select
}: BranchSelectProps<TValues, TOutput>) => {
  const { user } = useSession();
  const branches = useQuery(branchesQuery());
  const listed = branches.data?.some((branch) => branch.id === current?.id);
  return (
    <ControlledSelect {...select}>
      {current && !listed && <SelectItem value={String(current.id)}>{current.name}</SelectItem>}
      {branches.data?.map((branch) => (
        <SelectItem key={branch.id} value={String(branch.id)}>
          {branchOptionLabel(branch, user?.role === 'superadmin')}
        </SelectItem>
      ))}
    </ControlledSelect>
  );
};
