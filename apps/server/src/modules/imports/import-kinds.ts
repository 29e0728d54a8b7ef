import type { ImportKind } from '@toolyard/shared';
import type { ImportKindHandler } from './import-kind.js';
import { storageUnitImport } from './storage-unit-import.js';
import { toolImport } from './tool-import.js';
import { vehicleImport } from './vehicle-import.js';
import { workerImport } from './worker-import.js';

/** Each kind's handler; the input type stays inside it (the runner only passes it on). */
export const IMPORT_HANDLERS: Record<ImportKind, ImportKindHandler<unknown>> = {
  tools: toolImport as unknown as ImportKindHandler<unknown>,
  vehicles: vehicleImport as unknown as ImportKindHandler<unknown>,
  storageUnits: storageUnitImport as unknown as ImportKindHandler<unknown>,
  workers: workerImport as unknown as ImportKindHandler<unknown>,
};
