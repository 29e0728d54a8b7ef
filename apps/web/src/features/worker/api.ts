import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  ReturnPlace,
  Tool,
  ToolReturnInput,
  Vehicle,
  VehicleReturnInput,
} from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

const listQuery = <T>(url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiRequest<T[]>('GET', url, undefined, { signal }),
  });

// Spec 7 "Worker": the six loads of My Stuff.
export const pendingToolsQuery = () => listQuery<Tool>('/api/tools/pending');
export const assignedToolsQuery = () => listQuery<Tool>('/api/tools/assigned');
export const pendingVehiclesQuery = () => listQuery<Vehicle>('/api/vehicles/pending');
export const assignedVehiclesQuery = () => listQuery<Vehicle>('/api/vehicles/assigned');
export const availableStorageUnitsQuery = () =>
  listQuery<ReturnPlace>('/api/storage-units/available');
export const availableParkingQuery = () =>
  listQuery<ReturnPlace>('/api/parking-locations/available');

// Refreshed after a failure too: a 409 means the lists are out of date.
const AFTER_EITHER = { evenOnFailure: true };

export const useConfirmTool = () => {
  const refresh = useChangeRefresh('tool', AFTER_EITHER);
  return useMutation({
    mutationFn: (id: number) => apiRequest<Tool>('POST', `/api/tools/${id}/confirm`),
    ...refresh,
  });
};

export const useConfirmVehicle = () => {
  const refresh = useChangeRefresh('vehicle', AFTER_EITHER);
  return useMutation({
    mutationFn: (id: number) => apiRequest<Vehicle>('POST', `/api/vehicles/${id}/confirm`),
    ...refresh,
  });
};

export const useReturnTool = () => {
  const refresh = useChangeRefresh('tool', AFTER_EITHER);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolReturnInput }) =>
      apiRequest<Tool>('POST', `/api/tools/${id}/return`, body),
    ...refresh,
  });
};

export const useReturnVehicle = () => {
  const refresh = useChangeRefresh('vehicle', AFTER_EITHER);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleReturnInput }) =>
      apiRequest<Vehicle>('POST', `/api/vehicles/${id}/return`, body),
    ...refresh,
  });
};
