import { endpoint } from './endpoint.js';
import { logoUploadResponseSchema } from '../organizations/responses.js';

/** The uploads routes (docs/architecture.md, "The API table"). */
export const uploadsApi = {
  uploadLogo: endpoint({
    method: 'POST',
    path: '/api/upload/logo',
    announces: [],
    access: 'organizations.uploadLogo',
    tags: ['organizations'],
    summary:
      'Upload an organization logo (multipart field "logo"; PNG, JPEG, GIF or WebP, at most 2 MB)',
    answer: logoUploadResponseSchema.describe(
      'Stored, re-encoded as PNG: the URL to save as the organization’s logoUrl',
    ),
    status: 201,
  }),
};
