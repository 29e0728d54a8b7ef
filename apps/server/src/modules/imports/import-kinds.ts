import type { ImportKind } from '@toolyard/shared';
import type { ImportKindHandler } from './import-kind.js';
import { toolImport } from './tool-import.js';

/** Each kind's handler; the input type stays inside it (the runner only passes it on). */
export const IMPORT_HANDLERS: Record<ImportKind, ImportKindHandler<unknown>> = {
  tools: toolImport as unknown as ImportKindHandler<unknown>,
};
