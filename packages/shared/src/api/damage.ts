import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { binaryFile, idParams } from './answers.js';
import {
  damageReportCreatedSchema,
  damageReportResponseSchema,
  damageReportsQuerySchema,
} from '../inventory/damage-reports.js';

/** The damage routes (docs/architecture.md, "The API table"). */
export const damageApi = {
  report: endpoint({
    method: 'POST',
    path: '/api/damage-reports',
    announces: ['tool', 'vehicle', 'notification'],
    access: 'damage.report',
    tags: ['damage'],
    summary:
      'Report damage on a tool or a vehicle: a worker on one handed to them, an admin on any (multipart: kind, itemId, description, photos)',
    answer: damageReportCreatedSchema.describe(
      'Reported: the admins are told; name the id in the return (`damageReportId`)',
    ),
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/damage-reports',
    access: 'damage.list',
    tags: ['damage'],
    summary:
      "One tool's or vehicle's damage reports, newest first (admins: all; a worker: their own)",
    query: damageReportsQuerySchema,
    answer: z.array(damageReportResponseSchema),
    status: 200,
  }),
  readPhoto: endpoint({
    method: 'GET',
    path: '/api/damage-photos/:id',
    access: 'damage.readPhoto',
    tags: ['damage'],
    summary: "A damage report's photo (JPEG), for the signed-in caller who may see the report",
    params: idParams,
    answer: { description: 'The photo, as re-encoded', content: { 'image/jpeg': binaryFile } },
    status: 200,
  }),
};
