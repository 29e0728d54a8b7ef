import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type ParkingLocationInput, type StorageUnitInput } from '@toolyard/shared';
import { useChangeRefresh } from '@/lib/change-refresh';
import { call, callWhole, urlOf } from '@/lib/api-call';

export const STORAGE_UNITS_URL = api.storage.list.path;
export const PARKING_URL = api.parking.list.path;

// The wire types are the server's (packages/shared/src/inventory/responses.ts).
export type { ParkingPlace, StorageUnit } from '@toolyard/shared';

/** Every storage unit the reader may see, by name: the tools list's filter offers them. */
export const storageUnitsQuery = () =>
  queryOptions({
    queryKey: [STORAGE_UNITS_URL],
    queryFn: ({ signal }) => callWhole(api.storage.list, { signal }),
  });

/** Every parking place the reader may see, by name: the vehicles list's filter offers them. */
export const parkingPlacesQuery = () =>
  queryOptions({
    queryKey: [PARKING_URL],
    queryFn: ({ signal }) => callWhole(api.parking.list, { signal }),
  });

/** One storage unit for its page; 404 when not the reader's. */
export const storageUnitQuery = (unitId: number) =>
  queryOptions({
    queryKey: [urlOf(api.storage.read, { id: unitId })],
    queryFn: ({ signal }) => call(api.storage.read, { params: { id: unitId }, signal }),
  });

export const storedToolsQuery = (unitId: number) =>
  queryOptions({
    queryKey: [urlOf(api.storage.listTools, { id: unitId })],
    queryFn: ({ signal }) => callWhole(api.storage.listTools, { params: { id: unitId }, signal }),
  });

export const useCreateStorageUnit = () => {
  const refresh = useChangeRefresh('storage_unit');
  return useMutation({
    mutationFn: (body: StorageUnitInput) => call(api.storage.create, { body }),
    ...refresh,
  });
};

export const useUpdateStorageUnit = () => {
  const refresh = useChangeRefresh('storage_unit');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StorageUnitInput }) =>
      call(api.storage.update, { params: { id }, body }),
    ...refresh,
  });
};

export const useDeleteStorageUnit = () => {
  const refresh = useChangeRefresh('storage_unit');
  return useMutation({
    mutationFn: (id: number) => call(api.storage.delete, { params: { id } }),
    ...refresh,
  });
};

export const useCreateParkingPlace = () => {
  const refresh = useChangeRefresh('parking_location');
  return useMutation({
    mutationFn: (body: ParkingLocationInput) => call(api.parking.create, { body }),
    ...refresh,
  });
};

export const useUpdateParkingPlace = () => {
  const refresh = useChangeRefresh('parking_location');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ParkingLocationInput }) =>
      call(api.parking.update, { params: { id }, body }),
    ...refresh,
  });
};

export const useDeleteParkingPlace = () => {
  const refresh = useChangeRefresh('parking_location');
  return useMutation({
    mutationFn: (id: number) => call(api.parking.delete, { params: { id } }),
    ...refresh,
  });
};
