import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  ParkingLocationInput,
  ParkingPlace,
  StorageUnit,
  StorageUnitInput,
  StoredTool,
} from '@toolyard/shared';
import { apiRequest } from '@/lib/api-client';
import { useChangeRefresh } from '@/lib/change-refresh';

export const STORAGE_UNITS_URL = '/api/storage-units';
export const PARKING_URL = '/api/parking-locations';

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { ParkingPlace, StorageUnit } from '@toolyard/shared';

/** Every storage unit the reader may see, by name: the tools list's filter offers them. */
export const storageUnitsQuery = () =>
  queryOptions({
    queryKey: [STORAGE_UNITS_URL],
    queryFn: ({ signal }) =>
      apiRequest<StorageUnit[]>('GET', STORAGE_UNITS_URL, undefined, { signal }),
  });

/** Every parking place the reader may see, by name: the vehicles list's filter offers them. */
export const parkingPlacesQuery = () =>
  queryOptions({
    queryKey: [PARKING_URL],
    queryFn: ({ signal }) => apiRequest<ParkingPlace[]>('GET', PARKING_URL, undefined, { signal }),
  });

/** One storage unit for its page; 404 when not the reader's. */
export const storageUnitQuery = (unitId: number) =>
  queryOptions({
    queryKey: [`${STORAGE_UNITS_URL}/${unitId}`],
    queryFn: ({ signal }) =>
      apiRequest<StorageUnit>('GET', `${STORAGE_UNITS_URL}/${unitId}`, undefined, { signal }),
  });

export const storedToolsQuery = (unitId: number) =>
  queryOptions({
    queryKey: [`${STORAGE_UNITS_URL}/${unitId}/tools`],
    queryFn: ({ signal }) =>
      apiRequest<StoredTool[]>('GET', `${STORAGE_UNITS_URL}/${unitId}/tools`, undefined, {
        signal,
      }),
  });

export const useCreateStorageUnit = () => {
  const refresh = useChangeRefresh('storage_unit');
  return useMutation({
    mutationFn: (body: StorageUnitInput) =>
      apiRequest<StorageUnit>('POST', STORAGE_UNITS_URL, body),
    ...refresh,
  });
};

export const useUpdateStorageUnit = () => {
  const refresh = useChangeRefresh('storage_unit');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StorageUnitInput }) =>
      apiRequest<StorageUnit>('PUT', `${STORAGE_UNITS_URL}/${id}`, body),
    ...refresh,
  });
};

export const useDeleteStorageUnit = () => {
  const refresh = useChangeRefresh('storage_unit');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${STORAGE_UNITS_URL}/${id}`),
    ...refresh,
  });
};

export const useCreateParkingPlace = () => {
  const refresh = useChangeRefresh('parking_location');
  return useMutation({
    mutationFn: (body: ParkingLocationInput) => apiRequest<ParkingPlace>('POST', PARKING_URL, body),
    ...refresh,
  });
};

export const useUpdateParkingPlace = () => {
  const refresh = useChangeRefresh('parking_location');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ParkingLocationInput }) =>
      apiRequest<ParkingPlace>('PUT', `${PARKING_URL}/${id}`, body),
    ...refresh,
  });
};

export const useDeleteParkingPlace = () => {
  const refresh = useChangeRefresh('parking_location');
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${PARKING_URL}/${id}`),
    ...refresh,
  });
};
