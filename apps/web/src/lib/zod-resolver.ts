import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The part of a zod 4 schema the resolver uses; keeps this file free of a direct zod import. */
type SafeParseSchema<TOutput> = {
  safeParse: (data: unknown) =>
    | { success: true; data: TOutput }
    | {
        success: false;
        error: {
          issues: ReadonlyArray<{
            path: ReadonlyArray<PropertyKey>;
            message: string;
            code?: string;
          }>;
        };
      };
};

/** Puts `error` at a dotted path inside RHF's nested errors object. */
const setAtPath = (target: Record<string, unknown>, path: string[], error: FieldError) => {
  let node = target;
  path.slice(0, -1).forEach((part) => {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  });
  node[path.at(-1) ?? 'root'] = error;
};

/**
 * Validates a react-hook-form form with a shared zod schema. Messages are i18n keys (see
 * packages/shared), so forms show t(error.message). The first problem of each field is kept.
 */
export const zodResolver =
  <TFieldValues extends FieldValues, TOutput>(
    schema: SafeParseSchema<TOutput>,
  ): Resolver<TFieldValues, unknown, TOutput> =>
  (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };

    const errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      const name = path.join('.') || 'root';
      if (seen.has(name)) continue;
      seen.add(name);
      setAtPath(errors, path.length ? path : ['root'], {
        type: issue.code ?? 'validation',
        message: issue.message,
      });
    }
    return { values: {}, errors: errors as FieldErrors<TFieldValues> };
  };

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || value === 'none';

/**
 * A schema plus fields that this form requires although the shared schema does not (e.g. the
 * organization of a branch, required only when a superadmin creates one). Missing fields get the
 * given message key, reported together with the schema's own problems.
 */
export const requireFields = <TOutput>(
  schema: SafeParseSchema<TOutput>,
  required: Readonly<Record<string, string>>,
): SafeParseSchema<TOutput> => ({
  safeParse: (data: unknown) => {
    const values = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    const missing = Object.entries(required)
      .filter(([field]) => isBlank(values[field]))
      .map(([field, message]) => ({ path: [field], message, code: 'custom' }));
    const result = schema.safeParse(data);
    if (missing.length === 0) return result;
    return {
      success: false,
      error: { issues: [...missing, ...(result.success ? [] : result.error.issues)] },
    };
  },
});
