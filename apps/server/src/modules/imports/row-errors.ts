import type { z } from 'zod';
import { hasControlCharacters } from '../../lib/control-characters.js';
import { DomainError } from '../../lib/domain-errors.js';

/** A row's message about a field: an i18n key, and what its text names (decision 0060). */
export type RowError = { field: string; message: string; values?: Record<string, string> };

/** The cells the HTTP guard would refuse in a form (control characters), by field. */
export const controlCharacterErrors = (values: Record<string, string>): RowError[] =>
  Object.entries(values)
    .filter(([, text]) => hasControlCharacters(text))
    .map(([field]) => ({ field, message: 'validation.controlCharacters' }));

/** A form schema's issues as the row's errors, named by the import's fields (`branchId` → `branch`). */
export const schemaErrors = (
  error: z.ZodError,
  fieldOf: (key: string) => string = (key) => key,
): RowError[] =>
  error.issues.map((issue) => ({
    field: fieldOf(String(issue.path[0] ?? '_')),
    message: issue.message,
  }));

/** A use-case's own rule (the tool's initial status), run for its refusal only. */
export const ruleErrors = (check: () => void): RowError[] => {
  try {
    check();
    return [];
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fieldErrors) throw error;
    return Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message }));
  }
};
