import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizationLogos } from '../../db/schema.js';
import { logoNameOf } from './logo-names.js';

/**
 * The stored PNGs behind organizations' logo URLs, for the documents that print them (report
 * PDFs, label sheets), in one read, by URL. A URL that is not one of ours, or whose logo is gone,
 * has none. Read by name alone, as GET /uploads/logos/… serves them: a document shows the logo
 * the organization's pages show.
 */
export const logoImagesOf = async (
  db: Executor,
  logoUrls: ReadonlyArray<string | null>,
): Promise<Map<string, Buffer>> => {
  const urlOf = new Map<string, string>();
  for (const url of logoUrls) {
    const name = logoNameOf(url);
    if (name) urlOf.set(name, url!);
  }
  if (urlOf.size === 0) return new Map();
  const rows = await db
    .select({ name: organizationLogos.name, image: organizationLogos.image })
    .from(organizationLogos)
    .where(inArray(organizationLogos.name, [...urlOf.keys()]));
  return new Map(rows.map((row) => [urlOf.get(row.name)!, row.image]));
};
