import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SeasonKey,
  Vehicle,
  VehicleInput,
  VehicleLog,
  VehiclesOnWrongTires,
  VehicleStatusChangeInput,
  VehicleTireChangeInput,
  VehicleUpdateInput,
  WrongTireType,
} from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshApi } from '@/lib/api-cache';
import { useChangeRefresh } from '@/lib/change-refresh';

export const VEHICLES_URL = '/api/vehicles';

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { Vehicle } from '@toolyard/shared';

/** One vehicle for its page, with who has it and where it is; 404 when not the reader's. */
export const vehicleQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: [`${VEHICLES_URL}/${vehicleId}`],
    queryFn: ({ signal }) =>
      apiRequest<Vehicle>('GET', `${VEHICLES_URL}/${vehicleId}`, undefined, { signal }),
  });

export const vehiclesQuery = () =>
  queryOptions({
    queryKey: [VEHICLES_URL],
    queryFn: ({ signal }) => apiRequest<Vehicle[]>('GET', VEHICLES_URL, undefined, { signal }),
  });

const TIRE_ALERT_URL = `${VEHICLES_URL}/tire-alert`;

/**
 * The tire alert's question: how many vehicles are on one kind of tyre, and the first five of
 * them — never the whole fleet — and whether the reader dismissed the alert this season.
 */
export const vehiclesOnTiresQuery = (tireType: WrongTireType, season: SeasonKey) =>
  queryOptions({
    queryKey: [TIRE_ALERT_URL, tireType, season],
    queryFn: ({ signal }) =>
      apiRequest<VehiclesOnWrongTires>(
        'GET',
        `${TIRE_ALERT_URL}?tireType=${tireType}&season=${season}`,
        undefined,
        { signal },
      ),
  });

/** The reader dismisses the tire alert for this season: it stays so after a reload. */
export const useDismissTireAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (season: SeasonKey) =>
      apiRequest<void>('PUT', `${TIRE_ALERT_URL}/dismissal`, { season }),
    // Only the reader's own alert changed: no one else's screen needs to hear of it.
    onSuccess: () => refreshApi(queryClient, [TIRE_ALERT_URL]),
  });
};

/** New tyres on a vehicle: logged, and the alert refreshed like any vehicle change. */
export const useChangeVehicleTires = () => {
  const refresh = useChangeRefresh('vehicle');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleTireChangeInput }) =>
      apiRequest<Vehicle>('POST', `${VEHICLES_URL}/${id}/tires`, body),
    ...refresh,
  });
};

/** Newest first. */
export const vehicleLogsQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: [`${VEHICLES_URL}/${vehicleId}/logs`],
    queryFn: ({ signal }) =>
      apiRequest<VehicleLog[]>('GET', `${VEHICLES_URL}/${vehicleId}/logs`, undefined, { signal }),
  });

export const useCreateVehicle = () => {
  const refresh = useChangeRefresh('vehicle');
  return useMutation({
    mutationFn: (body: VehicleInput) => apiRequest<Vehicle>('POST', VEHICLES_URL, body),
    ...refresh,
  });
};

export const useUpdateVehicle = () => {
  const refresh = useChangeRefresh('vehicle');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleUpdateInput }) =>
      apiRequest<Vehicle>('PUT', `${VEHICLES_URL}/${id}`, body),
    ...refresh,
  });
};

export const useDeleteVehicle = () => {
  const refresh = useChangeRefresh('vehicle');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${VEHICLES_URL}/${id}`),
    ...refresh,
  });
};

export const useChangeVehicleStatus = () => {
  const refresh = useChangeRefresh('vehicle');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleStatusChangeInput }) =>
      apiRequest<Vehicle>('POST', `${VEHICLES_URL}/${id}/status`, body),
    ...refresh,
  });
};
