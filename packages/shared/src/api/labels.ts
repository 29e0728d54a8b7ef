import { z } from '../zod.js';
import { endpoint } from './endpoint.js';
import { pdfAnswer } from './answers.js';
import { labelResolutionResponseSchema } from '../labels/label-codes.js';
import { labelSheetRequestSchema } from '../labels/label-sheets.js';

/** A label's code in the path: what a scan read, at most 64 characters. */
const codeParams = z.object({ code: z.string().max(64) });

/** The labels routes (docs/architecture.md, "The API table"). */
export const labelsApi = {
  resolve: endpoint({
    method: 'GET',
    path: '/api/labels/:code',
    access: 'labels.resolve',
    tags: ['labels'],
    summary:
      "What a label's code is: the item's kind, id and name, a tool's or vehicle's status (any case, dash optional)",
    params: codeParams,
    answer: labelResolutionResponseSchema,
    status: 200,
  }),
  print: endpoint({
    method: 'POST',
    path: '/api/labels/sheets',
    announces: [],
    access: 'labels.print',
    tags: ['labels'],
    summary:
      "Printable labels (QR code, name, code, logo; a tool's serial as Code 128) of chosen items or of a filtered list, as a PDF sheet",
    body: labelSheetRequestSchema,
    answer: pdfAnswer,
    status: 200,
  }),
};
