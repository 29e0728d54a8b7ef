import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';

type Registry = { report: (key: string, dirty: boolean) => void };

const UnsavedChangesContext = createContext<Registry | null>(null);

/**
 * A screen that swaps its parts (the Settings tabs) asks before it throws away what someone
 * typed: each form inside reports whether it holds unsaved changes, the screen reads the sum.
 */
export const useUnsavedChangesRegistry = () => {
  const dirty = useRef(new Set<string>());
  const registry = useMemo<Registry>(
    () => ({
      report: (key, isDirty) => {
        if (isDirty) dirty.current.add(key);
        else dirty.current.delete(key);
      },
    }),
    [],
  );
  return { registry, hasUnsavedChanges: () => dirty.current.size > 0 };
};

export const UnsavedChangesScope = ({
  registry,
  children,
}: {
  registry: Registry;
  children: ReactNode;
}) => <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>;

/** A form's part: whether it holds changes not yet saved (nothing happens outside a scope). */
export const useReportUnsavedChanges = (dirty: boolean) => {
  const registry = useContext(UnsavedChangesContext);
  const key = useId();
  useEffect(() => {
    registry?.report(key, dirty);
    return () => registry?.report(key, false);
  }, [registry, key, dirty]);
};
