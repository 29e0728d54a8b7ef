import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LogNoteValues, TireType, VehicleStatus } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshApi } from '@/lib/api-cache';

export const VEHICLES_URL = '/api/vehicles';

/** A vehicle as GET /api/vehicles lists it (spec 3). */
export type Vehicle = {
  id: number;
  organizationId: number;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  vinNumber: string | null;
  status: VehicleStatus;
  lastServiceDate: string | null;
  nextServiceDate: string | null;
  nextRegistration: string | null;
  nextTechnicalCheckup: string | null;
  tireType: TireType | null;
  tireYear: number | null;
  branchId: number;
  parkingLocationId: number | null;
  assignedUserId: number | null;
  currentLocation: string | null;
  fuelLevel: number | null;
  notes: string | null;
  branch: { id: number; name: string };
  assignedUser: { id: number; firstName: string; lastName: string } | null;
};

/** POST body; PUT takes the same without a status (status moves go through /status). */
export type VehicleBody = {
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  vinNumber: string | null;
  status: VehicleStatus;
  lastServiceDate: string | null;
  nextServiceDate: string | null;
  nextRegistration: string | null;
  nextTechnicalCheckup: string | null;
  tireType: TireType | null;
  tireYear: number | null;
  branchId: number;
};
export type VehicleUpdateBody = Omit<VehicleBody, 'status'>;

/** POST /api/vehicles/{id}/status: every move records the odometer (spec 4). */
export type VehicleStatusBody = {
  status: VehicleStatus;
  odometerReading: number;
  assignedUserId?: number | null;
  notes?: string | null;
};

export type VehicleLog = {
  id: number;
  action: string;
  odometerReading: number | null;
  notes: string | null;
  /** What the system says, worded here in the reader's language (`notes` is its English form). */
  noteCode: string | null;
  noteValues: LogNoteValues | null;
  /** What a person typed, if anything. */
  typedNotes: string | null;
  timestamp: string;
  user: { firstName: string; lastName: string } | null;
};

export const vehiclesQuery = () =>
  queryOptions({
    queryKey: [VEHICLES_URL],
    queryFn: ({ signal }) => apiRequest<Vehicle[]>('GET', VEHICLES_URL, undefined, { signal }),
  });

/** Only the vehicles on one kind of tyre (the tire alert's question), not the whole fleet. */
export const vehiclesOnTiresQuery = (tireType: TireType) =>
  queryOptions({
    queryKey: [VEHICLES_URL, 'tires', tireType],
    queryFn: ({ signal }) =>
      apiRequest<Vehicle[]>('GET', `${VEHICLES_URL}?tireType=${tireType}`, undefined, { signal }),
  });

/** Newest first. */
export const vehicleLogsQuery = (vehicleId: number) =>
  queryOptions({
    queryKey: [`${VEHICLES_URL}/${vehicleId}/logs`],
    queryFn: ({ signal }) =>
      apiRequest<VehicleLog[]>('GET', `${VEHICLES_URL}/${vehicleId}/logs`, undefined, { signal }),
  });

const AFFECTED = [VEHICLES_URL, '/api/parking-locations', '/api/activity', '/api/dashboard'];

export const useCreateVehicle = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (body: VehicleBody) => apiRequest<Vehicle>('POST', VEHICLES_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateVehicle = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleUpdateBody }) =>
      apiRequest<Vehicle>('PUT', `${VEHICLES_URL}/${id}`, body),
    onSuccess: () => refresh(),
  });
};

export const useDeleteVehicle = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${VEHICLES_URL}/${id}`),
    onSuccess: () => refresh(),
  });
};

export const useChangeVehicleStatus = () => {
  const refresh = useRefreshApi(AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VehicleStatusBody }) =>
      apiRequest<Vehicle>('POST', `${VEHICLES_URL}/${id}/status`, body),
    onSuccess: () => refresh(),
  });
};
