import { useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fullName } from '@toolyard/shared';
import { ControlledSelect, type SelectBinding } from '@/components/ui/controlled-select';
import { SelectItem } from '@/components/ui/select';
import { organizationWorkersQuery } from './api';

type WorkerSelectProps<TValues extends FieldValues, TOutput> = SelectBinding<TValues, TOutput> & {
  /** The organization whose workers may be chosen: the record's. */
  organizationId: number;
  /** The texts of the screen: tools and vehicles each have theirs. */
  namespace: 'tools' | 'vehicles';
};

/** The worker a tool or vehicle is assigned to. */
export const WorkerSelect = <TValues extends FieldValues, TOutput>({
  organizationId,
  namespace,
  ...select
}: WorkerSelectProps<TValues, TOutput>) => {
  const { t } = useTranslation();
  const workers = useQuery(organizationWorkersQuery(organizationId));
  const hint = workers.isError
    ? t(`${namespace}.move.workersLoadFailed`)
    : workers.data?.length === 0
      ? t(`${namespace}.move.noWorkers`)
      : undefined;
  return (
    <ControlledSelect
      {...select}
      label={t(`${namespace}.move.worker`)}
      hint={hint}
      placeholder={t(`${namespace}.move.chooseWorker`)}
    >
      {workers.data?.map((worker) => (
        <SelectItem key={worker.id} value={String(worker.id)}>
          {fullName(worker) || worker.username}
        </SelectItem>
      ))}
    </ControlledSelect>
  );
};
