import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organizationLogos } from '../../db/schema.js';
import { notFound } from '../../lib/domain-errors.js';
import { LOGO_FILE_NAME } from './logo-names.js';

type LogoAnswer =
  | { notModified: true; etag: string }
  | { notModified: false; etag: string; contentType: string; image: Buffer };

/** The ETag header's value: the stored SHA-256 of the bytes, quoted (a strong tag). */
const quoted = (etag: string) => `"${etag}"`;

/**
 * GET /uploads/logos/:file, for anyone (decision 0066): the stored PNG with its strong ETag, or
 * only that it has not changed when the caller holds that ETag already (`held`, absent when the
 * caller holds none; the image is then not read). An unknown or malformed name is not found.
 */
export const readLogo = async (
  db: Executor,
  file: string,
  held?: (etag: string) => boolean,
): Promise<LogoAnswer> => {
  const name = LOGO_FILE_NAME.exec(file)?.[1];
  if (!name) throw notFound();
  const byName = eq(organizationLogos.name, name);
  if (held) {
    const [found] = await db
      .select({ etag: organizationLogos.etag })
      .from(organizationLogos)
      .where(byName);
    if (!found) throw notFound();
    const etag = quoted(found.etag);
    if (held(etag)) return { notModified: true, etag };
  }
  const [logo] = await db
    .select({
      etag: organizationLogos.etag,
      image: organizationLogos.image,
      contentType: organizationLogos.contentType,
    })
    .from(organizationLogos)
    .where(byName);
  if (!logo) throw notFound();
  return { notModified: false, ...logo, etag: quoted(logo.etag) };
};
