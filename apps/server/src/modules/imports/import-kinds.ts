import type { ImportKind } from '@toolyard/shared';
import type { ImportKindHandler } from './import-kind.js';
import { storageUnitImport } from './storage-unit-import.js';
import { toolImport } from './tool-import.js';
import { vehicleImport } from './vehicle-import.js';
import { workerImport } from './worker-import.js';

type AnyHandler = ImportKindHandler<unknown, unknown>;

/** Each kind's handler; the input and update types stay inside it (the runner only passes them on). */
export const IMPORT_HANDLERS: Record<ImportKind, AnyHandler> = {
  tools: toolImport as unknown as AnyHandler,
  vehicles: vehicleImport as unknown as AnyHandler,
  storageUnits: storageUnitImport as unknown as AnyHandler,
  workers: workerImport as unknown as AnyHandler,
};
