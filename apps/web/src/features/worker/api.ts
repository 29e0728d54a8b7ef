import { queryOptions } from '@tanstack/react-query';
import type {
  ReturnPlace,
  Tool,
  ToolReturnInput,
  Vehicle,
  VehicleReturnInput,
} from '@toolyard/shared';
import { useQueueableMutation } from '@/features/offline';
import { apiRequest } from '@/lib/api-client';

const listQuery = <T>(url: string) =>
  queryOptions({
    queryKey: [url],
    queryFn: ({ signal }) => apiRequest<T[]>('GET', url, undefined, { signal }),
  });

// The six loads of My Stuff.
export const pendingToolsQuery = () => listQuery<Tool>('/api/tools/pending');
export const assignedToolsQuery = () => listQuery<Tool>('/api/tools/assigned');
export const pendingVehiclesQuery = () => listQuery<Vehicle>('/api/vehicles/pending');
export const assignedVehiclesQuery = () => listQuery<Vehicle>('/api/vehicles/assigned');
export const availableStorageUnitsQuery = () =>
  listQuery<ReturnPlace>('/api/storage-units/available');
export const availableParkingQuery = () =>
  listQuery<ReturnPlace>('/api/parking-locations/available');

/** How a vehicle is named to the worker: make and model. */
export const vehicleTitle = (vehicle: Pick<Vehicle, 'make' | 'model'>) =>
  `${vehicle.make} ${vehicle.model}`.trim();

/*
 * A worker's four writes go through the offline queue (decision 0034): sent at once when there is
 * signal, kept on the phone to send later when there is none. Each names its item, for the
 * "waiting to send" badge and for the message if it cannot be sent later. Refreshing what they
 * change (also after a refusal: a 409 means the lists are out of date) is the queue's.
 */

export const useConfirmTool = () =>
  useQueueableMutation((tool: Tool) => ({
    kind: 'confirmTool',
    path: `/api/tools/${tool.id}/confirm`,
    subject: { id: tool.id, name: tool.name },
  }));

export const useConfirmVehicle = () =>
  useQueueableMutation((vehicle: Vehicle) => ({
    kind: 'confirmVehicle',
    path: `/api/vehicles/${vehicle.id}/confirm`,
    subject: { id: vehicle.id, name: vehicleTitle(vehicle) },
  }));

export const useReturnTool = () =>
  useQueueableMutation(({ tool, body }: { tool: Tool; body: ToolReturnInput }) => ({
    kind: 'returnTool',
    path: `/api/tools/${tool.id}/return`,
    body,
    subject: { id: tool.id, name: tool.name },
  }));

export const useReturnVehicle = () =>
  useQueueableMutation(({ vehicle, body }: { vehicle: Vehicle; body: VehicleReturnInput }) => ({
    kind: 'returnVehicle',
    path: `/api/vehicles/${vehicle.id}/return`,
    body,
    subject: { id: vehicle.id, name: vehicleTitle(vehicle) },
  }));
