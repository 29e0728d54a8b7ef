import { endpoint } from './endpoint.js';
import { binaryFile, idParams, noContent } from './answers.js';
import {
  importKindQuery,
  importMappingSchema,
  importPreviewResponseSchema,
  importProgressResponseSchema,
  importStagedResponseSchema,
  importTemplateQuery,
} from '../imports/schemas.js';

/** The imports routes (docs/architecture.md, "The API table"). */
export const importsApi = {
  template: endpoint({
    method: 'GET',
    path: '/api/imports/template',
    access: 'imports.template',
    tags: ['imports'],
    summary: "A kind's import template: its headers in the reader's language (CSV or XLSX)",
    query: importTemplateQuery,
    answer: {
      description: 'The template file (Content-Disposition names it)',
      content: {
        'text/csv': binaryFile,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binaryFile,
      },
    },
    status: 200,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/imports',
    announces: [],
    access: 'imports.run',
    tags: ['imports'],
    summary:
      'Upload a file to import (multipart field "file"): its rows are kept for the preview, nothing else is written',
    query: importKindQuery,
    answer: importStagedResponseSchema.describe(
      'The file as read: its headers, the guessed column of each field, its row count',
    ),
    status: 201,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/imports/:id/preview',
    announces: [],
    access: 'imports.run',
    tags: ['imports'],
    summary:
      "What the import would do with each row under this mapping — create, update (with the changes), leave unchanged, skip — with each row's errors and notes; nothing is written",
    params: idParams,
    body: importMappingSchema,
    answer: importPreviewResponseSchema,
    status: 200,
  }),
  run: endpoint({
    method: 'POST',
    path: '/api/imports/:id/run',
    announces: ['tool', 'vehicle', 'storage_unit', 'user', 'notification'],
    access: 'imports.run',
    tags: ['imports'],
    summary:
      'Import the valid rows that are not duplicates — new items created, named items updated — in the background (poll GET /api/imports/:id)',
    params: idParams,
    body: importMappingSchema,
    answer: importProgressResponseSchema,
    status: 202,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/imports/:id',
    access: 'imports.read',
    tags: ['imports'],
    summary:
      "An import's progress: how many rows were created, updated, unchanged, skipped or refused",
    params: idParams,
    answer: importProgressResponseSchema,
    status: 200,
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: '/api/imports/:id',
    announces: [],
    access: 'imports.cancel',
    tags: ['imports'],
    summary:
      'Cancel an import: its staged rows go and nothing of them is written (a running one stops after its batch)',
    params: idParams,
    answer: noContent,
    status: 204,
  }),
};
