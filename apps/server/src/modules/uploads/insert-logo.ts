import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { organizationLogos } from '../../db/schema.js';

/**
 * Stores a logo's PNG under `name`, with the SHA-256 of its bytes as its ETag (decision 0066).
 * A name already stored is left as it is: two starts moving the same file race harmlessly, and
 * nobody's logo is ever overwritten. Answers whether this call stored it.
 */
export const insertLogo = async (
  db: Executor,
  logo: { name: string; organizationId: number | null; png: Buffer },
): Promise<boolean> => {
  const inserted = await db
    .insert(organizationLogos)
    .values({
      name: logo.name,
      organizationId: logo.organizationId,
      image: logo.png,
      contentType: 'image/png',
      etag: createHash('sha256').update(logo.png).digest('hex'),
      byteSize: logo.png.length,
    })
    .onConflictDoNothing({ target: organizationLogos.name })
    .returning({ name: organizationLogos.name });
  return inserted.length === 1;
};
