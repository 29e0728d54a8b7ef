import { and, inArray } from 'drizzle-orm';
import {
  labelSheetItemsMax,
  type Language,
  type LabelSheetKind,
  type LabelSheetRequest,
} from '@toolyard/shared';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalid, notFound } from '../../lib/domain-errors.js';
import { translate } from '../../lib/translate.js';
import { inScope } from '../../data/scope.js';
import type { PdfPool } from '../../pdf/pdf-pool.js';
import { logoImagesOf } from '../uploads/index.js';
import { LABEL_SOURCES, type LabelItem } from './label-items.js';
import type { LabelSheetInput } from '../../pdf/render-label-sheet.js';
import { claimantOf } from '../../lib/fair-share.js';

/** The kinds as file names say them: labels-tools-2026-11-24.pdf */
const FILE_KINDS: Record<LabelSheetKind, string> = {
  tool: 'tools',
  vehicle: 'vehicles',
  storage_unit: 'storage-units',
  parking_location: 'parking-places',
  site: 'sites',
};

/**
 * The chosen items, in the order asked (each once). One statement; an id that is unknown or
 * another organization's answers not-found for the whole sheet, so nothing is printed and a
 * label never tells that an id exists elsewhere.
 */
const itemsByIds = async (db: Executor, auth: AuthContext, kind: LabelSheetKind, ids: number[]) => {
  const source = LABEL_SOURCES[kind];
  const wanted = [...new Set(ids)];
  const found = await source.byIds(
    db,
    and(inArray(source.table.id, wanted), inScope(auth, source.table.organizationId)),
  );
  if (found.length !== wanted.length) throw notFound();
  const byId = new Map(found.map((item) => [item.id, item]));
  return wanted.map((id) => byId.get(id)!);
};

/** The list's own page of at most what one file of the format holds, for the list's own query. */
const listPage = (db: Executor, auth: AuthContext, request: LabelSheetRequest) => {
  const limit = labelSheetItemsMax(request.format);
  switch (request.kind) {
    case 'tool':
      return LABEL_SOURCES.tool.list(db, auth, { ...request.list, limit });
    case 'vehicle':
      return LABEL_SOURCES.vehicle.list(db, auth, { ...request.list, limit });
    case 'storage_unit':
      return LABEL_SOURCES.storage_unit.list(db, auth, { ...request.list, limit });
    case 'parking_location':
      return LABEL_SOURCES.parking_location.list(db, auth, { ...request.list, limit });
    case 'site':
      return LABEL_SOURCES.site.list(db, auth, { ...request.list, limit });
  }
};

/**
 * Every item of a list for its filters, search and sort, read by the list's own code (a page:
 * the limit is always set). A list longer than one file may hold is refused, never cut short.
 */
const itemsOfList = async (db: Executor, auth: AuthContext, request: LabelSheetRequest) => {
  const answer = await listPage(db, auth, request);
  if (Array.isArray(answer)) return answer;
  if (answer.nextCursor) {
    const tooLong =
      request.format === 'roll-62mm' ? 'errors.labelRollTooLong' : 'errors.labelListTooLong';
    throw invalid(tooLong, { list: tooLong });
  }
  return answer.items;
};

/** The logos of the items' organizations (decision 0066): two look-ups, each logo once. */
const logosOf = async (db: Executor, items: LabelItem[]) => {
  const ids = [...new Set(items.map((item) => item.organizationId))];
  const rows = await db
    .select({ id: organizations.id, logoUrl: organizations.logoUrl })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  // By URL: organizations that show the same logo share one image.
  const stored = await logoImagesOf(
    db,
    rows.map((row) => row.logoUrl),
  );
  const urls = [...stored.keys()];
  const indexOf = new Map<number, number>();
  for (const row of rows) {
    if (row.logoUrl && stored.has(row.logoUrl)) indexOf.set(row.id, urls.indexOf(row.logoUrl));
  }
  return { images: [...stored.values()], indexOf };
};

/**
 * A sheet of labels as a PDF with a file name to keep. The items and logos are read
 * first, then the render is queued in the PDF workers: a waiting render holds no connection,
 * and thousands of labels never run on the API's event loop.
 */
export const printLabelSheet = async (
  db: Executor,
  auth: AuthContext,
  request: LabelSheetRequest,
  options: { pdfPool: PdfPool; origin: string; language: Language },
) => {
  const items = request.ids
    ? await itemsByIds(db, auth, request.kind, request.ids)
    : await itemsOfList(db, auth, request);
  if (items.length === 0) {
    throw invalid('errors.labelListEmpty', { list: 'errors.labelListEmpty' });
  }
  const logos = await logosOf(db, items);
  const serialBarcode = request.kind === 'tool' && request.serialBarcode === true;
  const kind = translate(options.language, `labelSheets.kinds.${request.kind}`);
  const input: LabelSheetInput = {
    format: request.format,
    origin: options.origin,
    title: translate(options.language, 'labelSheets.pdfTitle', { kind }),
    logos: logos.images,
    labels: items.map((item) => ({
      name: item.name,
      code: item.code,
      serial: serialBarcode ? item.serial : null,
      logo: logos.indexOf.get(item.organizationId) ?? null,
    })),
  };
  // A superadmin prints for the platform: their renders count as one organization's.
  const pdf = await options.pdfPool.renderLabels(input, claimantOf(auth));
  const date = new Date().toISOString().slice(0, 10);
  return { pdf, fileName: `labels-${FILE_KINDS[request.kind]}-${date}.pdf` };
};
