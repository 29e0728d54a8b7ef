import {
  api,
  type Tool,
  type ToolReturnInput,
  type Vehicle,
  type VehicleReturnInput,
} from '@toolyard/shared';
import { useQueueableMutation } from '@/features/offline';
import { urlOf, endpointQuery } from '@/lib/api-call';

// The six loads of My Stuff.
export const pendingToolsQuery = () => endpointQuery(api.worker.pendingTools);
export const assignedToolsQuery = () => endpointQuery(api.worker.assignedTools);
export const pendingVehiclesQuery = () => endpointQuery(api.worker.pendingVehicles);
export const assignedVehiclesQuery = () => endpointQuery(api.worker.assignedVehicles);
export const availableStorageUnitsQuery = () => endpointQuery(api.worker.availableStorageUnits);
export const availableParkingQuery = () => endpointQuery(api.worker.availableParkingLocations);

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
    path: urlOf(api.worker.confirmTool, { id: tool.id }),
    subject: { id: tool.id, name: tool.name },
  }));

export const useConfirmVehicle = () =>
  useQueueableMutation((vehicle: Vehicle) => ({
    kind: 'confirmVehicle',
    path: urlOf(api.worker.confirmVehicle, { id: vehicle.id }),
    subject: { id: vehicle.id, name: vehicleTitle(vehicle) },
  }));

export const useReturnTool = () =>
  useQueueableMutation(({ tool, body }: { tool: Tool; body: ToolReturnInput }) => ({
    kind: 'returnTool',
    path: urlOf(api.worker.returnTool, { id: tool.id }),
    body,
    subject: { id: tool.id, name: tool.name },
  }));

export const useReturnVehicle = () =>
  useQueueableMutation(({ vehicle, body }: { vehicle: Vehicle; body: VehicleReturnInput }) => ({
    kind: 'returnVehicle',
    path: urlOf(api.worker.returnVehicle, { id: vehicle.id }),
    body,
    subject: { id: vehicle.id, name: vehicleTitle(vehicle) },
  }));
