import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Tool } from '@/features/tools/api';
import type { Vehicle } from '@/features/vehicles/api';
import { apiRequest } from '@/lib/api-client';
import { useRefreshApi } from '@/lib/api-cache';

/** GET /api/tools/pending and /assigned answer tools as the tools list does. */
export type WorkerTool = Tool;
/** Likewise for vehicles, with the assignment's dates (the server sends them for every vehicle). */
export type WorkerVehicle = Vehicle & {
  assignmentDate: string | null;
  checkoutDate: string | null;
};

/** Where a worker can bring an item back (spec 3, the "available" lists). */
export type ReturnPlace = { id: number; name: string; branchName: string };

const listQuery = <T>(url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiRequest<T[]>('GET', url, undefined, { signal }),
  });

// Spec 7 "Worker": the six loads of My Stuff.
export const pendingToolsQuery = () => listQuery<WorkerTool>('/api/tools/pending');
export const assignedToolsQuery = () => listQuery<WorkerTool>('/api/tools/assigned');
export const pendingVehiclesQuery = () => listQuery<WorkerVehicle>('/api/vehicles/pending');
export const assignedVehiclesQuery = () => listQuery<WorkerVehicle>('/api/vehicles/assigned');
export const availableStorageUnitsQuery = () =>
  listQuery<ReturnPlace>('/api/storage-units/available');
export const availableParkingQuery = () =>
  listQuery<ReturnPlace>('/api/parking-locations/available');

/** Everything a worker action can change: their lists, and the places (a storage unit fills). */
const AFFECTED = ['/api/tools', '/api/vehicles', '/api/storage-units', '/api/parking-locations'];

export const useConfirmTool = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<WorkerTool>('POST', `/api/tools/${id}/confirm`),
    // Refreshed after a failure too: a 409 means the lists are out of date.
    onSettled: () => refresh(),
  });
};

export const useConfirmVehicle = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<WorkerVehicle>('POST', `/api/vehicles/${id}/confirm`),
    onSettled: () => refresh(),
  });
};

export type ToolReturnBody = { storageUnitId: number; notes?: string };

export const useReturnTool = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ToolReturnBody }) =>
      apiRequest<WorkerTool>('POST', `/api/tools/${id}/return`, body),
    onSettled: () => refresh(),
  });
};

/** parkingLocationId null: no specific location (spec 5). */
export type VehicleReturnBody = {
  parkingLocationId: number | null;
  notes?: string;
  odometerReading?: number;
  fuelLevel?: number;
};

export const useReturnVehicle = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleReturnBody }) =>
      apiRequest<WorkerVehicle>('POST', `/api/vehicles/${id}/return`, body),
    onSettled: () => refresh(),
  });
};
