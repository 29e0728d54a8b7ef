import type { ExportFormat, Language, Page } from '@toolyard/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { csvSeparator } from '../../lib/csv-separator.js';
import { translate } from '../../lib/translate.js';
import { everyPage } from '../../data/list-batches.js';
import type { Cell, ExportColumn, ExportTable } from './export-table.js';
import { csvStream } from './csv-file.js';
import { xlsxStream } from './xlsx-file.js';

/** The query a list's page function takes: the list's own, plus the page. */
type Paged<Query> = Query & { limit: number; cursor?: string };

/** One exporting list: how it is read (its own page function) and which columns its file has. */
export type ListExport<Item, Query> = {
  /** The file's name before the date: `tools` → tools-2026-11-24.csv */
  fileName: string;
  /** The i18n key of the list's caption: the XLSX sheet's name. */
  title: string;
  columns: Array<ExportColumn<Item>>;
  page: (db: Executor, auth: AuthContext, query: Paged<Query>) => Promise<Item[] | Page<Item>>;
};

/** Where the caller's organization keeps its clocks; the platform (a superadmin) reads UTC. */
const organizationTimeZone = async (db: Executor, auth: AuthContext) => {
  if (auth.user.organizationId === null) return 'UTC';
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, auth.user.organizationId));
  return row?.timeZone ?? 'UTC';
};

const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A list as a file in the reader's language (a CSV with their list separator): the rows of the
 * list's query (filters, search, sort — the list's own code reads them, nothing is declared
 * twice), streamed as they are read.
 */
export const exportList = async <Item, Query extends object>(
  list: ListExport<Item, Query>,
  db: Executor,
  auth: AuthContext,
  { format, ...query }: Query & { format: ExportFormat },
  language: Language,
) => {
  const t = (key: string) => translate(language, key);
  const listQuery = query as unknown as Query;
  let rows: number | undefined;
  const pages = everyPage(async (paging) => {
    const answer = await list.page(db, auth, { ...listQuery, ...paging });
    // The first page counts what the filters and search match (data/list-page.ts): the file's
    // rows, known before the answer starts and without a query of its own. A capped count is
    // only a lower bound (decision 0070): no figure then rather than a wrong one.
    if (paging.cursor === undefined && !Array.isArray(answer) && !answer.totalCapped)
      rows = answer.total;
    return answer;
  });
  // The first page is read before anything is answered: a refusal still gets its own status.
  const first = await pages.next();
  const toCells = (items: Item[]) =>
    items.map((item) => list.columns.map((column) => column.value(item, t)));
  async function* batches(): AsyncGenerator<Cell[][]> {
    if (first.done) return;
    yield toCells(first.value);
    for await (const items of pages) yield toCells(items);
  }
  const table: ExportTable = {
    title: t(list.title),
    timeZone: await organizationTimeZone(db, auth),
    headers: list.columns.map((column) => t(column.header)),
    kinds: list.columns.map((column) => column.kind ?? 'text'),
    batches: batches(),
  };
  return {
    stream: format === 'xlsx' ? xlsxStream(table) : csvStream(table, csvSeparator(language)),
    mimeType: MIME_TYPES[format],
    fileName: `${list.fileName}-${new Date().toISOString().slice(0, 10)}.${format}`,
    /** The data rows the file will hold (the first page's `total`); unknown for a plain list. */
    rows,
  };
};

/** A list's export, its item type taken from its page function. */
export const defineExport = <Item, Query>(list: ListExport<Item, Query>) => list;
