import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  ImportKind,
  ImportMapping,
  ImportPreview,
  ImportProgress,
  ImportStaged,
} from '@toolyard/shared';
import { refreshApi } from '@/lib/api-cache';
import { readsAffectedBy } from '@/lib/affected-reads';
import { cancelImport, importProgress, previewImport, runImport, uploadImport } from './api';

const POLL_MS = 500;

/** Which records' reads an import of a kind makes stale. */
const ENTITY: Record<ImportKind, string> = {
  tools: 'tool',
  vehicles: 'vehicle',
  storageUnits: 'storage_unit',
  workers: 'user',
};

export type ImportStep = 'upload' | 'mapping' | 'running' | 'finished';

/**
 * The dialog's steps (upload → mapping and preview → running → finished) and the calls behind
 * them. A staged upload that is left (closed, cancelled, another file) is cancelled on the
 * server, so nothing of it is written and its rows do not wait for the sweep.
 */
export const useImportFlow = (kind: ImportKind) => {
  const queryClient = useQueryClient();
  const [staged, setStaged] = useState<ImportStaged | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [busy, setBusy] = useState(false);

  const step: ImportStep = !staged
    ? 'upload'
    : !progress
      ? 'mapping'
      : progress.state === 'running'
        ? 'running'
        : 'finished';

  const guard = async <T>(work: () => Promise<T>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) =>
    guard(async () => {
      const found = await uploadImport(kind, file);
      setStaged(found);
      setMapping(found.mapping);
      setPreview(null);
    });

  const changeMapping = (field: string, column: number | null) => {
    setMapping((current) => ({ ...current, [field]: column }));
    setPreview(null);
  };

  const check = () =>
    guard(async () => {
      if (staged) setPreview(await previewImport(staged.id, mapping));
    });

  const start = () =>
    guard(async () => {
      if (staged) setProgress(await runImport(staged.id, mapping));
    });

  /** Leaves the staged upload: the server drops its rows. */
  const discard = () => {
    // Once it ran, the rows are written: cancelling now would only forget its summary.
    if (staged && !progress) void cancelImport(staged.id).catch(() => undefined);
    setStaged(null);
    setPreview(null);
    setProgress(null);
  };

  // While it runs: poll its progress; when it ends, what it created shows in the lists.
  const runningId = progress?.state === 'running' ? progress.id : null;
  useEffect(() => {
    if (runningId === null) return;
    const timer = window.setInterval(() => {
      void importProgress(runningId)
        .then((next) => {
          setProgress(next);
          if (next.state !== 'running') void refreshApi(queryClient, readsAffectedBy(ENTITY[kind]));
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [runningId, queryClient, kind]);

  return {
    step,
    staged,
    mapping,
    preview,
    progress,
    busy,
    upload,
    changeMapping,
    check,
    start,
    discard,
  };
};
