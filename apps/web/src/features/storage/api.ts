import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ToolStatus } from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useRefreshApi } from '@/lib/api-cache';

export const STORAGE_UNITS_URL = '/api/storage-units';
export const PARKING_URL = '/api/parking-locations';

/** A storage unit as GET /api/storage-units lists it (spec 3); no capacity means unlimited. */
export type StorageUnit = {
  id: number;
  organizationId: number;
  name: string;
  location: string;
  description: string | null;
  capacity: number | null;
  branchId: number;
  branch: { id: number; name: string };
};

export type StorageUnitBody = {
  name: string;
  location: string;
  description: string | null;
  capacity: number | null;
  branchId: number;
};

/** A tool kept in a unit, as its contents list shows it. */
export type StoredTool = {
  id: number;
  name: string;
  serialNumber: string | null;
  status: ToolStatus;
};

export type ParkingPlace = {
  id: number;
  name: string;
  branchId: number;
  organizationId: number;
  branchName: string;
};

export type ParkingPlaceBody = { name: string; branchId: number };

export const storedToolsQuery = (unitId: number) =>
  queryOptions({
    queryKey: [`${STORAGE_UNITS_URL}/${unitId}/tools`],
    queryFn: ({ signal }) =>
      apiRequest<StoredTool[]>('GET', `${STORAGE_UNITS_URL}/${unitId}/tools`, undefined, {
        signal,
      }),
  });

// A deleted unit leaves its tools without one; the organization page counts units.
const STORAGE_AFFECTED = [STORAGE_UNITS_URL, '/api/tools', '/api/activity'];
const PARKING_AFFECTED = [PARKING_URL, '/api/vehicles'];

export const useCreateStorageUnit = () => {
  const refresh = useRefreshApi(STORAGE_AFFECTED);
  return useMutation({
    mutationFn: (body: StorageUnitBody) => apiRequest<StorageUnit>('POST', STORAGE_UNITS_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateStorageUnit = () => {
  const refresh = useRefreshApi(STORAGE_AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StorageUnitBody }) =>
      apiRequest<StorageUnit>('PUT', `${STORAGE_UNITS_URL}/${id}`, body),
    onSuccess: () => refresh(),
  });
};

export const useDeleteStorageUnit = () => {
  const refresh = useRefreshApi(STORAGE_AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${STORAGE_UNITS_URL}/${id}`),
    onSuccess: () => refresh(),
  });
};

export const useCreateParkingPlace = () => {
  const refresh = useRefreshApi(PARKING_AFFECTED);
  return useMutation({
    mutationFn: (body: ParkingPlaceBody) => apiRequest<ParkingPlace>('POST', PARKING_URL, body),
    onSuccess: () => refresh(),
  });
};

export const useUpdateParkingPlace = () => {
  const refresh = useRefreshApi(PARKING_AFFECTED);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ParkingPlaceBody }) =>
      apiRequest<ParkingPlace>('PUT', `${PARKING_URL}/${id}`, body),
    onSuccess: () => refresh(),
  });
};

export const useDeleteParkingPlace = () => {
  const refresh = useRefreshApi(PARKING_AFFECTED);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${PARKING_URL}/${id}`),
    onSuccess: () => refresh(),
  });
};
