import type { ParseKeys } from 'i18next';
import { toast } from '@/lib/use-toast';
import { errorDetails } from '@/lib/api-error';

type Translate = (key: ParseKeys) => string;

export type WorkerFailure = 'confirm' | 'returnTool' | 'returnVehicle';

// Worker: the title names what failed; the server's message (already in the UI
// language) or a translated default says why.
const FAILURE_KEYS = {
  confirm: { title: 'worker.errors.confirmTitle', fallback: 'worker.errors.confirmDefault' },
  returnTool: { title: 'worker.errors.returnToolTitle', fallback: 'worker.errors.returnDefault' },
  returnVehicle: {
    title: 'worker.errors.returnVehicleTitle',
    fallback: 'worker.errors.returnDefault',
  },
} as const satisfies Record<WorkerFailure, { title: ParseKeys; fallback: ParseKeys }>;

/** A failed confirm or return; answers the server's field messages for a form to show. */
export const showWorkerFailure = (
  t: Translate,
  failure: WorkerFailure,
  error: unknown,
): Record<string, string> => {
  const { message, fieldErrors } = errorDetails(error);
  const keys = FAILURE_KEYS[failure];
  toast({ variant: 'destructive', title: t(keys.title), description: message ?? t(keys.fallback) });
  return fieldErrors;
};
