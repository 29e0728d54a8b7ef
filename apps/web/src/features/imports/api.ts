import type {
  ImportKind,
  ImportMapping,
  ImportPreview,
  ImportProgress,
  ImportStaged,
} from '@toolyard/shared';
import { apiDownload, apiRequest, apiUpload } from '@/lib/api-client';

const IMPORTS_URL = '/api/imports';

export const uploadImport = (kind: ImportKind, file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return apiUpload<ImportStaged>(`${IMPORTS_URL}?kind=${kind}`, formData);
};

export const previewImport = (id: number, mapping: ImportMapping) =>
  apiRequest<ImportPreview>('POST', `${IMPORTS_URL}/${id}/preview`, { mapping });

export const runImport = (id: number, mapping: ImportMapping) =>
  apiRequest<ImportProgress>('POST', `${IMPORTS_URL}/${id}/run`, { mapping });

export const importProgress = (id: number) =>
  apiRequest<ImportProgress>('GET', `${IMPORTS_URL}/${id}`);

export const cancelImport = (id: number) => apiRequest<void>('DELETE', `${IMPORTS_URL}/${id}`);

export const downloadTemplate = (kind: ImportKind, format: 'csv' | 'xlsx') =>
  apiDownload(`${IMPORTS_URL}/template?kind=${kind}&format=${format}`, `${kind}.${format}`);
