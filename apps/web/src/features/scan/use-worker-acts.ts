import { useCallback } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Tool, Vehicle } from '@toolyard/shared';
import {
  assignedToolsQuery,
  assignedVehiclesQuery,
  pendingToolsQuery,
  pendingVehiclesQuery,
  useConfirmTool,
  useConfirmVehicle,
  useReturnTool,
  useReturnVehicle,
} from '@/features/worker';
import type { ScanItem } from './session-list';
import type { WorkerStep } from './worker-step';

/** My Stuff's two lists of one kind: what waits for the worker and what they hold. */
const toolLists = () => [pendingToolsQuery(), assignedToolsQuery()] as const;
const vehicleLists = () => [pendingVehiclesQuery(), assignedVehiclesQuery()] as const;

/**
 * One of the worker's items as My Stuff has it: from the lists kept on the device, or — online,
 * when it was handed over after they were read — from the lists read again.
 */
const ownRecord = async <T extends { id: number }>(
  id: number,
  kept: () => ReadonlyArray<T[] | undefined>,
  readAgain: () => Promise<unknown>,
): Promise<T | undefined> => {
  const find = () =>
    kept()
      .flatMap((list) => list ?? [])
      .find((record) => record.id === id);
  const found = find();
  if (found || !onlineManager.isOnline()) return found;
  await readAgain();
  return find();
};

const ownTool = (queryClient: QueryClient, id: number) =>
  ownRecord<Tool>(
    id,
    () => toolLists().map((list) => queryClient.getQueryData(list.queryKey)),
    () => Promise.all(toolLists().map((list) => queryClient.fetchQuery({ ...list, staleTime: 0 }))),
  );

const ownVehicle = (queryClient: QueryClient, id: number) =>
  ownRecord<Vehicle>(
    id,
    () => vehicleLists().map((list) => queryClient.getQueryData(list.queryKey)),
    () =>
      Promise.all(vehicleLists().map((list) => queryClient.fetchQuery({ ...list, staleTime: 0 }))),
  );

/** What a worker's read asks for: confirm it, or return it (to a place, or a vehicle to none). */
export type WorkerAction = Extract<WorkerStep, { type: 'confirm' | 'return' }>;

/**
 * The worker's confirm and return, as My Stuff sends them: through the offline queue (decision
 * 0034), so they are sent now or kept to send when the signal returns. Undefined when My Stuff
 * does not have the item (then it is not theirs to act on); a refusal is thrown.
 */
export const useWorkerActs = () => {
  const queryClient = useQueryClient();
  const confirmTool = useConfirmTool();
  const confirmVehicle = useConfirmVehicle();
  const returnTool = useReturnTool();
  const returnVehicle = useReturnVehicle();
  const { mutateAsync: confirmToolAsync } = confirmTool;
  const { mutateAsync: confirmVehicleAsync } = confirmVehicle;
  const { mutateAsync: returnToolAsync } = returnTool;
  const { mutateAsync: returnVehicleAsync } = returnVehicle;

  return useCallback(
    async (item: ScanItem, act: WorkerAction): Promise<{ queued: boolean } | undefined> => {
      if (item.kind === 'tool') {
        const tool = await ownTool(queryClient, item.id);
        if (!tool) return undefined;
        if (act.type === 'confirm') return confirmToolAsync(tool);
        if (!act.place) return undefined;
        return returnToolAsync({ tool, body: { storageUnitId: act.place.id } });
      }
      const vehicle = await ownVehicle(queryClient, item.id);
      if (!vehicle) return undefined;
      if (act.type === 'confirm') return confirmVehicleAsync(vehicle);
      return returnVehicleAsync({
        vehicle,
        body: act.place ? { parkingLocationId: act.place.id } : {},
      });
    },
    [queryClient, confirmToolAsync, confirmVehicleAsync, returnToolAsync, returnVehicleAsync],
  );
};
