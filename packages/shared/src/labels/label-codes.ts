import { z } from '../zod.js';
import { TOOL_STATUSES, VEHICLE_STATUSES } from '../inventory/status-machines.js';

/**
 * The kinds of item that carry a printed label (decision 0036). The names are the
 * activity log's entity types, so a code's kind reads the same everywhere.
 */
export const LABEL_KINDS = ['tool', 'vehicle', 'storage_unit', 'parking_location', 'site'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** No 0/O, 1/I/L: a code typed from a worn label cannot mix them up (the database draws codes). */
export const LABEL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const CODE_CHARACTERS = 8;
const shape = new RegExp(`^[${LABEL_CODE_ALPHABET}]{${CODE_CHARACTERS}}$`);

/**
 * A code as typed or scanned, in the stored form `K7QF-3M9X`: any case, with or without the dash
 * (and spaces); undefined when it cannot be a code at all.
 */
export const normalizeLabelCode = (input: string): string | undefined => {
  const bare = input.replace(/[\s-]/g, '').toUpperCase();
  if (!shape.test(bare)) return undefined;
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
};

/** The path a label's QR code encodes: the server's own address plus this. */
export const labelPath = (code: string) => `/l/${code}`;

const resolvedItem = {
  id: z.number(),
  organizationId: z.number().describe("The item's organization (a superadmin scans any)"),
  name: z.string().describe('As printed on the label; a vehicle: "make model (plate)"'),
};

/**
 * A tool's or vehicle's state. A worker is told the status of their own items only (what My Stuff
 * shows them); anyone else's state is the admins' to read (`tools.read`), so it is left out.
 */
const handedItem = {
  assignedToCaller: z.boolean().describe('Handed to the caller: waiting for them or held by them'),
};
const statusNote = 'Absent for a worker when the item is not theirs';

/**
 * GET /api/labels/{code}: what a label is, in the caller's organization, with what a scan list
 * shows of it (scan sessions, decision 0039): its name and, for tools and vehicles, the status.
 */
export const labelResolutionResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tool'),
    ...resolvedItem,
    status: z.enum(TOOL_STATUSES).optional().describe(statusNote),
    ...handedItem,
  }),
  z.object({
    kind: z.literal('vehicle'),
    ...resolvedItem,
    status: z.enum(VEHICLE_STATUSES).optional().describe(statusNote),
    ...handedItem,
  }),
  z.object({
    kind: z.enum(['storage_unit', 'parking_location', 'site']),
    ...resolvedItem,
  }),
]);
export type LabelResolution = z.output<typeof labelResolutionResponseSchema>;
