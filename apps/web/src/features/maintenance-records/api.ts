import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  MaintenanceCosts,
  MaintenanceDoneInput,
  MaintenanceHistory,
  Tool,
  Vehicle,
} from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

/** A tool or a vehicle, as its maintenance is kept. */
export type MaintainedKind = 'tool' | 'vehicle';

const itemUrl = (kind: MaintainedKind, id: number) =>
  `/api/${kind === 'tool' ? 'tools' : 'vehicles'}/${id}/maintenance`;

/** An item's maintenance history, newest first, and its total cost. */
export const maintenanceHistoryQuery = (kind: MaintainedKind, id: number) =>
  queryOptions({
    queryKey: [itemUrl(kind, id)],
    queryFn: ({ signal }) =>
      apiRequest<MaintenanceHistory>('GET', itemUrl(kind, id), undefined, { signal }),
  });

export const MAINTENANCE_COSTS_URL = '/api/maintenance-costs';

/** Costs per month and branch, the costliest items and the total, months from..to (yyyy-MM). */
export const maintenanceCostsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [MAINTENANCE_COSTS_URL, from, to],
    queryFn: ({ signal }) =>
      apiRequest<MaintenanceCosts>(
        'GET',
        `${MAINTENANCE_COSTS_URL}?from=${from}&to=${to}`,
        undefined,
        { signal },
      ),
  });

/** Records maintenance done: the item's dates move on, its page and lists refresh. */
export const useRecordMaintenance = (kind: MaintainedKind) => {
  const refresh = useChangeRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MaintenanceDoneInput }) =>
      apiRequest<Tool | Vehicle>('POST', itemUrl(kind, id), body),
    ...refresh,
  });
};
