import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  type SeasonKey,
  type VehicleTireChangeInput,
  type WrongTireType,
} from '@toolyard/shared';
import { refreshApi } from '@/lib/api-cache';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, callWhole } from '@/lib/api-call';
import { itemApi } from '@/features/items';

const vehicles = itemApi(api.vehicles, 'vehicle');

export const VEHICLES_URL = vehicles.listUrl;

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { Vehicle } from '@toolyard/shared';

export const vehicleQuery = vehicles.itemQuery;

export const vehiclesQuery = () =>
  queryOptions({
    queryKey: [VEHICLES_URL],
    queryFn: ({ signal }) => callWhole(api.vehicles.list, { signal }),
  });

const TIRE_ALERT_URL = api.vehicles.tireAlert.path;

/**
 * The tire alert's question: how many vehicles are on one kind of tyre, and the first five of
 * them — never the whole fleet — and whether the reader dismissed the alert this season.
 */
export const vehiclesOnTiresQuery = (tireType: WrongTireType, season: SeasonKey) =>
  queryOptions({
    queryKey: [TIRE_ALERT_URL, tireType, season],
    queryFn: ({ signal }) => call(api.vehicles.tireAlert, { query: { tireType, season }, signal }),
  });

/** The reader dismisses the tire alert for this season: it stays so after a reload. */
export const useDismissTireAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (season: SeasonKey) => call(api.vehicles.dismissTireAlert, { body: { season } }),
    // Only the reader's own alert changed: no one else's screen needs to hear of it.
    onSuccess: () => refreshApi(queryClient, [TIRE_ALERT_URL]),
  });
};

/** New tyres on a vehicle: logged, and the alert refreshed like any vehicle change. */
export const useChangeVehicleTires = () => {
  const refresh = useChangeRefresh('vehicle');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleTireChangeInput }) =>
      call(api.vehicles.changeTires, { params: { id }, body }),
    ...refresh,
  });
};

export const vehicleLogsQuery = vehicles.logsQuery;
export const useCreateVehicle = vehicles.useCreate;
export const useUpdateVehicle = vehicles.useUpdate;
export const useDeleteVehicle = vehicles.useDelete;
export const useChangeVehicleStatus = vehicles.useChangeStatus;
