import { api, type ImportKind, type ImportMapping } from '@toolyard/shared';
import { call, upload, download } from '@/lib/api-call';

export const uploadImport = (kind: ImportKind, file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return upload(api.imports.upload, formData, { query: { kind } });
};

export const previewImport = (id: number, mapping: ImportMapping) =>
  call(api.imports.preview, { params: { id }, body: { mapping } });

export const runImport = (id: number, mapping: ImportMapping) =>
  call(api.imports.run, { params: { id }, body: { mapping } });

export const importProgress = (id: number) => call(api.imports.read, { params: { id } });

export const cancelImport = (id: number) => call(api.imports.cancel, { params: { id } });

export const downloadTemplate = (kind: ImportKind, format: 'csv' | 'xlsx') =>
  download(api.imports.template, `${kind}.${format}`, { query: { kind, format } });
