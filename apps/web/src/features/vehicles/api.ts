import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  Vehicle,
  VehicleInput,
  VehicleLog,
  VehiclesOnWrongTires,
  VehicleStatusChangeInput,
  VehicleUpdateInput,
  WrongTireType,
} from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
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

/**
 * The tire alert's question: how many vehicles are on one kind of tyre, and the first five of
 * them — never the whole fleet.
 */
export const vehiclesOnTiresQuery = (tireType: WrongTireType) =>
  queryOptions({
    queryKey: [`${VEHICLES_URL}/tire-alert`, tireType],
    queryFn: ({ signal }) =>
      apiRequest<VehiclesOnWrongTires>(
        'GET',
        `${VEHICLES_URL}/tire-alert?tireType=${tireType}`,
        undefined,
        { signal },
      ),
  });

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
