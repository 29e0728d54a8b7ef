import { z } from '../zod.js';
import {
  parkingListQuerySchema,
  siteListQuerySchema,
  storageUnitListQuerySchema,
  toolListQuerySchema,
  vehicleListQuerySchema,
} from '../lists/pages.js';

/**
 * The label sheets a PDF is printed on (decision 0037): two common A4 sheets of
 * self-adhesive labels and the 62 mm roll of label printers (one label per page).
 */
export const LABEL_FORMATS = ['a4-3x7', 'a4-2x5', 'roll-62mm'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Where the labels sit on a page, in millimetres from its top-left corner. */
export type LabelSheetLayout = {
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** The first label's top-left corner. */
  origin: { x: number; y: number };
  /** Blank space kept inside each label: printers do not print to the edge. */
  padding: number;
};

export const LABEL_SHEET_LAYOUTS: Record<LabelFormat, LabelSheetLayout> = {
  // 70 × 42.3 mm, 21 per sheet (Avery Zweckform 3475, Herma 4453 …): edge to edge across, the
  // 0.45 mm left over above and below.
  'a4-3x7': {
    page: { width: 210, height: 297 },
    columns: 3,
    rows: 7,
    label: { width: 70, height: 42.3 },
    origin: { x: 0, y: 0.45 },
    padding: 4,
  },
  // 105 × 57 mm, 10 per sheet (Avery Zweckform 3425, Herma 4626 …): 6 mm above and below.
  'a4-2x5': {
    page: { width: 210, height: 297 },
    columns: 2,
    rows: 5,
    label: { width: 105, height: 57 },
    origin: { x: 0, y: 6 },
    padding: 5,
  },
  // 62 mm continuous tape (Brother QL, DK-22205): one label per page, cut after each. 62 × 29 mm
  // (DK-11209) leaves no room for a serial number's barcode under a readable QR code.
  'roll-62mm': {
    page: { width: 62, height: 40 },
    columns: 1,
    rows: 1,
    label: { width: 62, height: 40 },
    origin: { x: 0, y: 0 },
    padding: 3,
  },
};

export const labelsPerPage = (format: LabelFormat) => {
  const layout = LABEL_SHEET_LAYOUTS[format];
  return layout.columns * layout.rows;
};

/** The pages a sheet of `count` labels fills. */
export const labelSheetPages = (format: LabelFormat, count: number) =>
  Math.ceil(count / labelsPerPage(format));

/** The most labels one request prints: a whole yard's tools, rendered in about a second. */
export const LABEL_SHEET_ITEMS_MAX = 2000;
/**
 * A roll file holds fewer: each label is a page of its own (the printer cuts after each), and a
 * page costs what ten labels on a sheet cost. A 62 mm roll of continuous tape (30.48 m) holds
 * about 760 labels of 40 mm.
 */
export const LABEL_ROLL_ITEMS_MAX = 1000;

/** The most labels one file of this format holds. */
export const labelSheetItemsMax = (format: LabelFormat) =>
  format === 'roll-62mm' ? LABEL_ROLL_ITEMS_MAX : LABEL_SHEET_ITEMS_MAX;

const itemId = z
  .number({ error: 'validation.invalidValue' })
  .int({ message: 'validation.invalidValue' })
  .positive({ message: 'validation.invalidValue' })
  .max(2_147_483_647, { message: 'validation.invalidValue' });

const ids = z
  .array(itemId, { error: 'validation.invalidValue' })
  .min(1, { message: 'validation.labelItemsRequired' })
  .max(LABEL_SHEET_ITEMS_MAX, { message: 'validation.labelItemsMax' });

/** A list's own filters, search and sort, as its screen sends them: every row, not one page. */
const listFilters = <Query extends z.ZodObject>(query: Query) =>
  query.omit({ limit: true, cursor: true });

const format = z.enum(LABEL_FORMATS, { error: 'validation.labelFormat' });

const sheetOf = <Kind extends string, List extends z.ZodObject>(kind: Kind, list: List) =>
  z.object({
    kind: z.literal(kind),
    format,
    /** These items (duplicates print once). */
    ids: ids.optional(),
    /** Every item of the list for these filters (at most LABEL_SHEET_ITEMS_MAX). */
    list: listFilters(list).optional(),
  });

/**
 * POST /api/labels/sheets: labels of one kind, chosen by ids or by a list's filters (exactly one
 * of the two). Tools may add their serial number as a Code 128 barcode.
 */
export const labelSheetRequestSchema = z
  .discriminatedUnion(
    'kind',
    [
      sheetOf('tool', toolListQuerySchema).extend({
        serialBarcode: z.boolean({ error: 'validation.invalidValue' }).optional(),
      }),
      sheetOf('vehicle', vehicleListQuerySchema),
      sheetOf('storage_unit', storageUnitListQuerySchema),
      sheetOf('parking_location', parkingListQuerySchema),
      sheetOf('site', siteListQuerySchema),
    ],
    { error: 'validation.labelKind' },
  )
  .superRefine((request, ctx) => {
    if ((request.ids === undefined) === (request.list === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'validation.labelItemsOrList' });
    }
    if (request.ids && request.ids.length > labelSheetItemsMax(request.format)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'validation.labelRollMax' });
    }
  });
/** A request as the web sends it (list filters as typed into the screen's address). */
export type LabelSheetRequestInput = z.input<typeof labelSheetRequestSchema>;
/** A request as the server reads it. */
export type LabelSheetRequest = z.output<typeof labelSheetRequestSchema>;
export type LabelSheetKind = LabelSheetRequest['kind'];
