import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type MaintenanceDoneInput } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, urlOf } from '@/lib/api-call';

/** A tool or a vehicle, as its maintenance is kept. */
export type MaintainedKind = 'tool' | 'vehicle';

const MAINTENANCE_OF = {
  tool: { history: api.maintenanceRecords.listTool, record: api.maintenanceRecords.recordTool },
  vehicle: {
    history: api.maintenanceRecords.listVehicle,
    record: api.maintenanceRecords.recordVehicle,
  },
} as const;

/** An item's maintenance history, newest first, and its total cost. */
export const maintenanceHistoryQuery = (kind: MaintainedKind, id: number) =>
  queryOptions({
    queryKey: [urlOf(MAINTENANCE_OF[kind].history, { id })],
    queryFn: ({ signal }) => call(MAINTENANCE_OF[kind].history, { params: { id }, signal }),
  });

export const MAINTENANCE_COSTS_URL = api.maintenanceRecords.costs.path;

/** Costs per month and branch, the costliest items and the total, months from..to (yyyy-MM). */
export const maintenanceCostsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [MAINTENANCE_COSTS_URL, from, to],
    queryFn: ({ signal }) => call(api.maintenanceRecords.costs, { query: { from, to }, signal }),
  });

/** Records maintenance done: the item's dates move on, its page and lists refresh. */
export const useRecordMaintenance = (kind: MaintainedKind) => {
  const refresh = useChangeRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MaintenanceDoneInput }) =>
      call(MAINTENANCE_OF[kind].record, { params: { id }, body }),
    ...refresh,
  });
};
